//! Quad*doku's own setup: its fields (the solo goal, the start) and the same choices in
//! links (`goal`, `start`). The computers' levels are each seat's, as in every game with
//! opponents.

use yew::prelude::*;

use crate::games::quaddoku::{Goal, Options, Start, Quaddoku};
use crate::ui::setup::SetupForm;
use crate::ui::setup::fields::select_field;
use crate::ui::url::ParamError;
use crate::ui::url::options::keyed;

/// The settings a link may give Quad*doku.
pub const LINK_NAMES: &[&str] = &["goal", "start"];

/// Sets the link setting `name` (one of [`LINK_NAMES`]) from `value`.
pub fn set_link(options: &mut Options, name: &str, value: &str) -> Result<(), ParamError> {
    match name {
        "goal" => options.goal = keyed("goal", value, &Goal::ALL, Goal::key)?,
        "start" => options.start = keyed("start", value, &Start::ALL, Start::key)?,
        _ => {}
    }
    Ok(())
}

/// The settings that differ from the defaults, as link parameters.
pub fn link_pairs(options: &Options) -> Vec<(&'static str, String)> {
    let default = Options::default();
    let mut out = Vec::new();
    if options.goal != default.goal {
        out.push(("goal", options.goal.key().to_string()));
    }
    if options.start != default.start {
        out.push(("start", options.start.key().to_string()));
    }
    out
}

/// Quad*doku's setup fields: the solo goal and the start.
pub fn fields(form: &SetupForm<Quaddoku>, on_change: &Callback<SetupForm<Quaddoku>>) -> Html {
    let choices = form.options;
    let solo = form.seats.len() == 1;
    html! {
        <>
            if solo {
                { select_field("Play for", &[("points", "The most points"), ("words", "The most words"), ("dokus", "The most dokus")],
                    choices.goal.key(), form, on_change,
                    |o, key| o.goal = Goal::from_key(key).unwrap_or_default()) }
            }
            { select_field("Starting Quad*doku", &[("dealt", "A new one for this deal"), ("rulebook", "The rulebook's: BEAT, BATH, TAKE, HARE")],
                choices.start.key(), form, on_change,
                |o, key| o.start = Start::from_key(key).unwrap_or_default()) }
        </>
    }
}
