// Starts the computer players' Web Worker (src/bin/fourfold-worker): the wasm-bindgen
// glue trunk built for it, then its wasm. src/ui/thinker.rs starts it by this name.
importScripts('./fourfold-worker.js');
wasm_bindgen({ module_or_path: './fourfold-worker_bg.wasm' });
