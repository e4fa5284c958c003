//! Reading a picture's word aloud, where the browser offers speech synthesis. Off by
//! default; the setting is kept in the browser (when it may store anything).

const SETTING: &str = "fourfold.settings.read-aloud";

fn synthesis() -> Option<web_sys::SpeechSynthesis> {
    // Rendered natively (server-side, in tests) there is no browser to ask.
    if !cfg!(target_arch = "wasm32") {
        return None;
    }
    let window = web_sys::window()?;
    let present =
        js_sys::Reflect::get(&window, &"speechSynthesis".into()).is_ok_and(|s| !s.is_undefined());
    present.then(|| window.speech_synthesis().ok()).flatten()
}

/// True when this browser can speak.
pub fn available() -> bool {
    synthesis().is_some()
}

/// Says `word`, cutting short anything still being said.
pub fn say(word: &str) {
    let Some(synthesis) = synthesis() else { return };
    if let Ok(utterance) = web_sys::SpeechSynthesisUtterance::new_with_text(word) {
        utterance.set_lang("en");
        utterance.set_rate(0.9);
        synthesis.cancel();
        synthesis.speak(&utterance);
    }
}

/// Whether the player turned reading aloud on.
pub fn enabled() -> bool {
    cfg!(target_arch = "wasm32")
        && crate::ui::storage::local_storage()
            .ok()
            .and_then(|s| s.get_item(SETTING).ok().flatten())
            .is_some_and(|v| v == "on")
}

/// Remembers the setting (silently skipped where nothing can be stored).
pub fn remember(on: bool) {
    if let Ok(storage) = crate::ui::storage::local_storage() {
        let _ = storage.set_item(SETTING, if on { "on" } else { "off" });
    }
}
