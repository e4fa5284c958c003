//! The setup screen: each seat's name and whether a person or the computer plays it, and
//! optionally a deal number to replay a known deal.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::state::SetupForm;
use crate::engine::{Controller, Seat, SeatSetup};
use crate::games::GameId;

/// Props of [`Setup`].
#[derive(Properties, PartialEq)]
pub struct SetupProps {
    /// The form as it stands.
    pub form: SetupForm,
    /// The form changed.
    pub on_change: Callback<SetupForm>,
    /// Start the game.
    pub on_start: Callback<()>,
    /// Back to the games.
    pub on_cancel: Callback<()>,
}

/// The setup form.
#[component]
pub fn Setup(props: &SetupProps) -> Html {
    let form = &props.form;
    let info = form.game.info();
    let onsubmit = props.on_start.reform(|e: SubmitEvent| e.prevent_default());
    let seed_change = {
        let (form, on_change) = (form.clone(), props.on_change.clone());
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            on_change.emit(SetupForm {
                seed_text: input.value(),
                error: None,
                ..form.clone()
            });
        })
    };
    let count_change = {
        let (form, on_change) = (form.clone(), props.on_change.clone());
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            let n: usize = select.value().parse().unwrap_or(form.seats.len());
            on_change.emit(form.with_seat_count(n));
        })
    };
    html! {
        <section class="setup" aria-labelledby="setup-title">
            <h2 id="setup-title">{ format!("New game of {}", info.name) }</h2>
            <form {onsubmit}>
                if info.seat_counts.len() > 1 {
                    <label class="field">
                        <span>{ "How many play" }</span>
                        <select onchange={count_change}>
                            for n in info.seat_counts.iter().copied() {
                                <option value={n.to_string()} selected={n == form.seats.len()}>
                                    { count_label(form.game, n) }
                                </option>
                            }
                        </select>
                    </label>
                }
                <fieldset>
                    <legend>{ if form.seats.len() == 1 { "Player" } else { "Players, in turn order" } }</legend>
                    for (i, seat) in form.seats.iter().enumerate() {
                        { seat_row(i, seat, form, &props.on_change) }
                    }
                </fieldset>
                <label class="field">
                    <span>{ "Deal number (leave empty for a random deal)" }</span>
                    <input type="text" inputmode="numeric" value={form.seed_text.clone()} oninput={seed_change}
                           aria-describedby={form.error.as_ref().map(|_| "setup-error")} />
                </label>
                if let Some(error) = &form.error {
                    <p id="setup-error" class="error" role="alert">{ error }</p>
                }
                <div class="actions">
                    <button type="submit" class="primary">{ "Start" }</button>
                    <button type="button" onclick={props.on_cancel.reform(|_: MouseEvent| ())}>{ "Back" }</button>
                </div>
            </form>
        </section>
    }
}

fn seat_row(i: usize, seat: &SeatSetup, form: &SetupForm, on_change: &Callback<SetupForm>) -> Html {
    let name_change = {
        let (form, on_change) = (form.clone(), on_change.clone());
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let mut next = form.clone();
            next.seats[i].name = input.value();
            on_change.emit(next);
        })
    };
    let controller_change = {
        let (form, on_change) = (form.clone(), on_change.clone());
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            let mut next = form.clone();
            next.seats[i].controller = if select.value() == "computer" {
                Controller::Computer
            } else {
                Controller::Human
            };
            on_change.emit(next);
        })
    };
    let computer = seat.controller == Controller::Computer;
    let side = form.game.seat_side(form.seats.len(), Seat(i as u8));
    html! {
        <div class="seat-row" key={i}>
            <label>
                <span>
                    { format!("Seat {} name", i + 1) }
                    if let Some(side) = side {
                        <span class="side">{ format!(" ({side})") }</span>
                    }
                </span>
                <input type="text" value={seat.name.clone()} oninput={name_change} maxlength="24" />
            </label>
            <label>
                <span>{ "Played by" }</span>
                <select onchange={controller_change}>
                    <option value="human" selected={!computer}>{ "A person" }</option>
                    <option value="computer" selected={computer}>{ "The computer" }</option>
                </select>
            </label>
        </div>
    }
}

/// How a player count reads in the setup: "4 players: two teams of two".
fn count_label(game: GameId, n: usize) -> String {
    match (game, n) {
        (GameId::Letters, 4) => "4 players: two teams of two".into(),
        (GameId::Woody, 6) => "6 players: three teams of two".into(),
        (GameId::Woody, 8) => "8 players: four teams of two".into(),
        (_, n) => format!("{n} players"),
    }
}
