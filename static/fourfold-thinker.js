// Starts the computer players' Web Worker (a module worker, see src/ui/thinker.rs): the
// page names its game's bundle in the first message ("fourfold-letters"), and this
// starts that bundle's wasm-bindgen glue and wasm, the very files the page loaded (so
// nothing new is downloaded). The bundle sees it has no window and answers questions
// (src/ui/worker.rs), saying "ready" once it listens. If it cannot start, this says
// "failed" (a rejected promise in a worker never reaches the page's error handler), and
// the page answers the questions itself.
self.onmessage = async (event) => {
  self.onmessage = null;
  try {
    const bundle = String(event.data);
    if (!/^fourfold-[a-z]+$/.test(bundle)) throw new Error(`not a bundle: ${bundle}`);
    const glue = await import(`./${bundle}.js`);
    await glue.default({ module_or_path: `./${bundle}_bg.wasm` });
  } catch (error) {
    self.postMessage('failed');
    throw error;
  }
};
