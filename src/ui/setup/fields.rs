//! The pieces a game's own setup fields are made of: a select of choices and a checkbox
//! for a variant, each writing the new form.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::SetupForm;
use crate::games::Listed;

/// A select of `options` (key, label) with `current` chosen; `pick` writes the choice into
/// the form's options.
pub fn select_field<G: Listed + 'static>(
    label: &str,
    options: &[(&'static str, &'static str)],
    current: &str,
    form: &SetupForm<G>,
    on_change: &Callback<SetupForm<G>>,
    pick: fn(&mut G::Options, &str),
) -> Html {
    let onchange = {
        let (form, on_change) = (form.clone(), on_change.clone());
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            let mut next = form.clone();
            pick(&mut next.options, &select.value());
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

/// A checkbox for a variant, `on` or off: `set` writes it into the form's options.
pub fn variant_box<G: Listed + 'static>(
    label: &str,
    note: &str,
    on: bool,
    form: &SetupForm<G>,
    on_change: &Callback<SetupForm<G>>,
    set: fn(&mut G::Options, bool),
) -> Html {
    let onchange = {
        let (form, on_change) = (form.clone(), on_change.clone());
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let mut next = form.clone();
            set(&mut next.options, input.checked());
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
