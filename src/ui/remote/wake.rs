//! Keeping the screen on while devices play together (the Screen Wake Lock API): a phone
//! that locks drops its connection, so the host holds a lock while any seat is played
//! elsewhere, and a guest while it is connected. A page that is hidden loses its lock;
//! it is asked for again when the page is shown. Where the browser has no such lock, or
//! refuses it (a frame not allowed `screen-wake-lock`, a battery saver), the game plays
//! on and the screen may lock as it always could.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo::events::EventListener;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// The lock, while wanted.
#[derive(Default)]
struct Held {
    /// True while the screen should stay on.
    wanted: Cell<bool>,
    /// The browser's lock (its `WakeLockSentinel`), once granted.
    sentinel: RefCell<Option<JsValue>>,
}

/// A screen kept on while [`Awake::keep`] says so.
#[derive(Default)]
pub struct Awake {
    held: Rc<Held>,
    /// Asks again when the page is shown after being hidden.
    shown: Option<EventListener>,
}

impl Awake {
    /// Keeps the screen on (`true`) or lets it lock again (`false`).
    pub fn keep(&mut self, on: bool) {
        if self.held.wanted.replace(on) == on {
            return;
        }
        if on {
            request(self.held.clone());
            let held = self.held.clone();
            let document = gloo::utils::document();
            self.shown = Some(EventListener::new(
                &document.clone(),
                "visibilitychange",
                move |_| {
                    if !document.hidden() && held.wanted.get() {
                        request(held.clone());
                    }
                },
            ));
        } else {
            self.shown = None;
            release(&self.held);
        }
    }
}

impl Drop for Awake {
    fn drop(&mut self) {
        release(&self.held);
    }
}

/// `navigator.wakeLock`, where the browser has it.
fn wake_lock() -> Option<JsValue> {
    let navigator = gloo::utils::window().navigator();
    js_sys::Reflect::get(&navigator, &"wakeLock".into())
        .ok()
        .filter(|lock| !lock.is_undefined() && !lock.is_null())
}

/// Asks for the screen's lock; keeps it if it is still wanted when granted.
fn request(held: Rc<Held>) {
    let Some(lock) = wake_lock() else { return };
    let asked = js_sys::Reflect::get(&lock, &"request".into())
        .ok()
        .and_then(|request| request.dyn_into::<js_sys::Function>().ok())
        .and_then(|request| request.call1(&lock, &"screen".into()).ok())
        .and_then(|promise| promise.dyn_into::<js_sys::Promise>().ok());
    let Some(asked) = asked else { return };
    wasm_bindgen_futures::spawn_local(async move {
        // Refused (the page is hidden, or the frame or the browser does not allow it):
        // the game goes on without it.
        if let Ok(sentinel) = JsFuture::from(asked).await {
            let old = held.sentinel.replace(Some(sentinel));
            if let Some(old) = old {
                call_release(&old);
            }
            if !held.wanted.get() {
                release(&held);
            }
        }
    });
}

/// Lets the screen lock again.
fn release(held: &Held) {
    if let Some(sentinel) = held.sentinel.take() {
        call_release(&sentinel);
    }
}

fn call_release(sentinel: &JsValue) {
    if let Some(release) = js_sys::Reflect::get(sentinel, &"release".into())
        .ok()
        .and_then(|release| release.dyn_into::<js_sys::Function>().ok())
    {
        // The promise it returns says nothing the game needs.
        let _ = release.call0(sentinel);
    }
}
