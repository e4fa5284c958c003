// Starts the computer players' Web Worker (a module worker, see src/ui/thinker.rs): the
// page names its game's computer players' bundle in the first message
// ("fourfold-letters-worker"), and this starts that bundle's wasm-bindgen glue and wasm
// (src/worker.rs), built without the app. The bundle answers questions, saying "ready"
// once it listens. If it cannot start, this says "failed" (a rejected promise in a
// worker never reaches the page's error handler), and the page answers the questions
// itself.
self.onmessage = async (event) => {
  self.onmessage = null;
  try {
    const bundle = String(event.data);
    if (!/^fourfold-[a-z]+-worker$/.test(bundle)) throw new Error(`not a bundle: ${bundle}`);
    const glue = await import(`./${bundle}.js`);
    await glue.default({ module_or_path: `./${bundle}_bg.wasm` });
  } catch (error) {
    self.postMessage('failed');
    throw error;
  }
};
