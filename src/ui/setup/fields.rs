//! The pieces a game's own setup fields are made of: a select of choices and a checkbox
//! for a variant, each writing the new form.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::SetupForm;

/// A select of `options` (key, label) with `current` chosen; `pick` makes the new form.
pub fn select_field(
    label: &str,
    options: &[(&'static str, &'static str)],
    current: &str,
    form: &SetupForm,
    on_change: &Callback<SetupForm>,
    pick: fn(&mut SetupForm, &str),
) -> Html {
    let onchange = {
        let (form, on_change) = (form.clone(), on_change.clone());
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            let mut next = form.clone();
            pick(&mut next, &select.value());
            on_change.emit(next);
        })
    };
    html! {
        <label class="field">
            <span>{ label.to_string() }</span>
            <select {onchange}>
                for (key, text) in options.iter().copied() {
                    <option value={key} selected={key == current}>{ text }</option>
                }
            </select>
        </label>
    }
}

/// A checkbox for a variant: `get` reads it from the form, `set` writes it.
pub fn variant_box(
    label: &str,
    note: &str,
    on: bool,
    form: &SetupForm,
    on_change: &Callback<SetupForm>,
    set: fn(&mut SetupForm, bool),
) -> Html {
    let onchange = {
        let (form, on_change) = (form.clone(), on_change.clone());
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let mut next = form.clone();
            set(&mut next, input.checked());
            on_change.emit(next);
        })
    };
    html! {
        <label class="check">
            <input type="checkbox" checked={on} {onchange} />
            <span>{ label.to_string() }<span class="muted">{ format!(" ({note})") }</span></span>
        </label>
    }
}
