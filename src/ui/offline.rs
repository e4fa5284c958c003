//! Offline use: registers the service worker that trunk's build hook writes (`sw.js`,
//! which precaches every file of the build), and says when a new version has taken
//! over. Where service workers are not allowed (a sandboxed frame, an old browser) the
//! app simply runs online.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::ServiceWorkerContainer;

/// What the player is told when a new build has taken over.
pub const UPDATED: &str = "Fourfold has been updated. Reload to use the new version.";

/// The page's service worker container, if this page may use one.
fn container() -> Option<ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    // Reading the property throws in an opaque-origin (sandboxed) frame, so it is read
    // through Reflect, which turns the throw into an error.
    js_sys::Reflect::get(&navigator, &"serviceWorker".into())
        .ok()?
        .dyn_into::<ServiceWorkerContainer>()
        .ok()
}

/// Registers `sw.js` (relative to the page, so a sub-path works); `on_update` is called
/// when a newer build takes over a page that an older one was serving.
pub fn register(on_update: impl Fn() + 'static) {
    let Some(container) = container() else {
        return;
    };
    let served_before = container.controller().is_some();
    let changed = Closure::<dyn FnMut()>::new(move || {
        if served_before {
            on_update();
        }
    });
    container.set_oncontrollerchange(Some(changed.as_ref().unchecked_ref()));
    // The page lives as long as the app, and so does the listener.
    changed.forget();
    let registration = container.register("./sw.js");
    wasm_bindgen_futures::spawn_local(async move {
        // A refusal (no secure context, storage off) leaves the app online-only.
        let _ = wasm_bindgen_futures::JsFuture::from(registration).await;
    });
}
