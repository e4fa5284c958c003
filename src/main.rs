//! The page's loader: trunk's main bundle, kept tiny, which starts the one bundle the
//! page needs (see `fourfold::ui::bundle`): the list of games alone, or the whole app.
//! If that bundle cannot be fetched or started, the page says so instead of staying
//! blank.

use fourfold::ui::browser;
use fourfold::ui::bundle::Bundle;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
export function start(stem) {
  // Relative to the page (the snippet itself lives under snippets/), so a sub-path works.
  const at = (file) => new URL(file, document.baseURI).href;
  // The wasm is fetched beside its glue, not after it.
  const wasm = fetch(at(`./${stem}_bg.wasm`));
  // Its failure is reported below, once the glue asks for it.
  wasm.catch(() => {});
  import(at(`./${stem}.js`))
    .then((glue) => glue.default({ module_or_path: wasm }))
    .catch((error) => {
      const message = document.createElement('p');
      message.className = 'load-failed';
      message.setAttribute('role', 'alert');
      message.textContent = `Fourfold could not start (${error && error.message ? error.message : error}). Check the connection, then reload.`;
      document.body.append(message);
    });
}
"#)]
extern "C" {
    fn start(stem: &str);
}

fn main() {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    // A sandboxed frame has no session storage: only the address counts there.
    let current = browser::current_key();
    start(Bundle::needed(&search, current.as_deref()).stem());
}
