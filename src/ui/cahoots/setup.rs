//! Cahoots' own setup: its fields (the difficulty, Speed, Mum's the word, Lil Cahoots)
//! and the same choices in links (`difficulty`, `speed`, `mum`, `open-hands`).

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::games::cahoots::{Difficulty, Options, Cahoots};
use crate::ui::setup::SetupForm;
use crate::ui::setup::fields::variant_box;
use crate::ui::url::ParamError;
use crate::ui::url::options::{keyed, yes_no};

/// The settings a link may give Cahoots.
pub const LINK_NAMES: &[&str] = &["difficulty", "speed", "mum", "open-hands"];

/// Sets the link setting `name` (one of [`LINK_NAMES`]) from `value`.
pub fn set_link(options: &mut Options, name: &str, value: &str) -> Result<(), ParamError> {
    match name {
        "difficulty" => {
            options.difficulty = keyed("difficulty", value, &Difficulty::ALL, Difficulty::key)?
        }
        "speed" => options.speed = yes_no("speed", value)?,
        "mum" => options.mum = yes_no("mum", value)?,
        "open-hands" => options.open_hands = yes_no("open-hands", value)?,
        _ => {}
    }
    Ok(())
}

/// The settings that differ from the defaults, as link parameters.
pub fn link_pairs(options: &Options) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    if options.difficulty != Options::default().difficulty {
        out.push(("difficulty", options.difficulty.key().to_string()));
    }
    for (on, name) in [
        (options.speed, "speed"),
        (options.mum, "mum"),
        (options.open_hands, "open-hands"),
    ] {
        if on {
            out.push((name, "1".to_string()));
        }
    }
    out
}

/// Cahoots' setup fields: the difficulty and the three variants.
pub fn fields(form: &SetupForm<Cahoots>, on_change: &Callback<SetupForm<Cahoots>>) -> Html {
    let choices = form.options;
    let players = u8::try_from(form.seats.len()).unwrap_or(4);
    let labels: Vec<(&'static str, String)> = Difficulty::ALL
        .into_iter()
        .map(|d| {
            (
                d.name(),
                format!("{}: {} goals", d.name(), d.goals(players)),
            )
        })
        .collect();
    let onchange = {
        let (form, on_change) = (form.clone(), on_change.clone());
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            let mut next = form.clone();
            next.options.difficulty = Difficulty::ALL
                .into_iter()
                .find(|d| d.name() == select.value())
                .unwrap_or_default();
            on_change.emit(next);
        })
    };
    html! {
        <>
            <label class="field">
                <span>{ "Difficulty" }</span>
                <select {onchange}>
                    for (key, text) in labels {
                        <option value={key} selected={key == choices.difficulty.name()}>{ text }</option>
                    }
                </select>
            </label>
            <fieldset class="variants">
                <legend>{ "Variants" }</legend>
                { variant_box("Speed Cahoots", "four minutes, no turn order", choices.speed, form, on_change,
                    |o, on| o.speed = on) }
                { variant_box("Mum's the word", "no marks at all", choices.mum, form, on_change,
                    |o, on| o.mum = on) }
                { variant_box("Lil Cahoots", "open hands, no pass screens", choices.open_hands, form, on_change,
                    |o, on| o.open_hands = on) }
            </fieldset>
        </>
    }
}
