//! Forms that work in a sandboxed frame. A frame sandboxed without `allow-forms` (a widget
//! in `<iframe sandbox="allow-scripts">`, the README's own example) blocks every form
//! submission before its submit event fires, so a submit button there does nothing, by
//! tap or by Enter. A form's action is therefore a plain button's click, and Enter in one
//! of its one-line fields does what the browser's implicit submission would have done.

use web_sys::{KeyboardEvent, SubmitEvent};
use yew::Callback;

/// A one-line field's `onkeydown`: Enter calls `go`, as the browser's implicit
/// submission of its form would; not the Enter that ends an input method's word (Safari
/// sends that one as key code 229, not composing).
pub fn enter_submits(go: Callback<()>) -> Callback<KeyboardEvent> {
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" && !e.is_composing() && e.key_code() != 229 {
            e.prevent_default();
            go.emit(());
        }
    })
}

/// A form's `onsubmit`: a submission the browser still makes (where forms are allowed)
/// never leaves the page; the form acts through its button and [`enter_submits`].
pub fn no_submission() -> Callback<SubmitEvent> {
    Callback::from(|e: SubmitEvent| e.prevent_default())
}
