//! The setup screen: each seat's name and whether a person or the computer plays it, and,
//! in games whose deals may be chosen, a deal number to replay a known deal.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

pub mod form;

pub use form::SetupForm;

use super::rules::rules_of;
use super::table::sheet::Sheet;
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
    let people_change = {
        let (form, on_change) = (form.clone(), props.on_change.clone());
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            let k: usize = select.value().parse().unwrap_or(form.people());
            on_change.emit(form.with_people(k));
        })
    };
    let rules_open = use_state(|| false);
    let open_rules = {
        let rules_open = rules_open.clone();
        Callback::from(move |_: MouseEvent| rules_open.set(true))
    };
    let close_rules = {
        let rules_open = rules_open.clone();
        Callback::from(move |()| rules_open.set(false))
    };
    let people = form.people();
    let seats = form.seats.len();
    html! {
        <section class="setup" aria-labelledby="setup-title">
            <h1 id="setup-title">{ format!("New game of {}", info.name) }</h1>
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
                <label class="field">
                    <span>{ "People at the device (the other seats are computer players)" }</span>
                    <select onchange={people_change}>
                        for k in 0..=seats {
                            <option value={k.to_string()} selected={k == people}>
                                { people_label(k, seats) }
                            </option>
                        }
                    </select>
                </label>
                <fieldset>
                    <legend>{ if form.seats.len() == 1 { "Player" } else { "Players, in turn order" } }</legend>
                    for (i, seat) in form.seats.iter().enumerate() {
                        { seat_row(i, seat, form, &props.on_change) }
                    }
                </fieldset>
                if form.game == GameId::Quaddoku {
                    { quaddoku_fields(form, &props.on_change) }
                }
                if form.game == GameId::Cahoots {
                    { cahoots_fields(form, &props.on_change) }
                }
                if form.game.chosen_deals() {
                    <label class="field">
                        <span>{ "Deal number (leave empty for a random deal)" }</span>
                        <input type="text" inputmode="numeric" value={form.seed_text.clone()} oninput={seed_change}
                               aria-describedby={form.error.as_ref().map(|_| "setup-error")} />
                    </label>
                } else {
                    <p class="muted">{ "Every game is a fresh deal: nobody at the table can know the hands." }</p>
                }
                if let Some(error) = &form.error {
                    <p id="setup-error" class="error" role="alert">{ error }</p>
                }
                <div class="actions">
                    <button type="submit" class="primary">{ "Start" }</button>
                    <button type="button" onclick={props.on_cancel.reform(|_: MouseEvent| ())}>{ "Back" }</button>
                    <button type="button" onclick={open_rules}>{ format!("Rules of {}", info.name) }</button>
                </div>
            </form>
            <Sheet title={format!("Rules of {}", info.name)} open={*rules_open} on_close={close_rules}>
                <div class="rules">{ rules_of(form.game) }</div>
            </Sheet>
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
            let controller = if select.value() == "computer" {
                Controller::Computer
            } else {
                Controller::Human
            };
            on_change.emit(form.with_controller(i, controller));
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

/// A select of `options` (key, label) with `current` chosen; `pick` makes the new form.
fn select_field(
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

/// Quad*doku's choices: the solo goal, the computers' strength, the start.
fn quaddoku_fields(form: &SetupForm, on_change: &Callback<SetupForm>) -> Html {
    use crate::games::quaddoku::{Goal, Start, Strength};
    let choices = form.choices.quaddoku;
    let solo = form.seats.len() == 1;
    let computers = form
        .seats
        .iter()
        .any(|s| s.controller == Controller::Computer);
    html! {
        <>
            if solo {
                { select_field("Play for", &[("points", "The most points"), ("words", "The most words"), ("dokus", "The most dokus")],
                    choices.goal.key(), form, on_change,
                    |f, key| f.choices.quaddoku.goal = Goal::from_key(key).unwrap_or_default()) }
            }
            if computers {
                { select_field("Computer players", &[("best", "Best: the best move every turn"), ("casual", "Casual: common words, not always the best")],
                    choices.computers.key(), form, on_change,
                    |f, key| f.choices.quaddoku.computers = Strength::from_key(key).unwrap_or_default()) }
            }
            { select_field("Starting Quad*doku", &[("dealt", "A new one for this deal"), ("rulebook", "The rulebook's: BEAT, BATH, TAKE, HARE")],
                choices.start.key(), form, on_change,
                |f, key| f.choices.quaddoku.start = Start::from_key(key).unwrap_or_default()) }
        </>
    }
}

/// A checkbox for a variant: `get` reads it from the form, `set` writes it.
fn variant_box(
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

/// Cahoots' choices: the difficulty and the three variants.
fn cahoots_fields(form: &SetupForm, on_change: &Callback<SetupForm>) -> Html {
    use crate::games::cahoots::Difficulty;
    let choices = form.choices.cahoots;
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
            next.choices.cahoots.difficulty = Difficulty::ALL
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
                    |f, on| f.choices.cahoots.speed = on) }
                { variant_box("Mum's the word", "no marks at all", choices.mum, form, on_change,
                    |f, on| f.choices.cahoots.mum = on) }
                { variant_box("Lil Cahoots", "open hands, no pass screens", choices.open_hands, form, on_change,
                    |f, on| f.choices.cahoots.open_hands = on) }
            </fieldset>
        </>
    }
}

/// How a player count reads in the setup: "4 players: two teams of two", "1 player".
pub fn count_label(game: GameId, n: usize) -> String {
    match (game, n) {
        (GameId::Letters, 4) => "4 players: two teams of two".into(),
        (GameId::Woody, 6) => "6 players: three teams of two".into(),
        (GameId::Woody, 8) => "8 players: four teams of two".into(),
        (_, 1) => "1 player".into(),
        (_, n) => format!("{n} players"),
    }
}

/// How many people at the device, in words: "2 people, 1 computer", "only computers".
pub fn people_label(people: usize, seats: usize) -> String {
    let computers = seats - people.min(seats);
    let plural =
        |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    match (people, computers) {
        (0, _) => "No one: watch the computers play".into(),
        (p, 0) => plural(p, "person", "people"),
        (p, c) => format!(
            "{}, {}",
            plural(p, "person", "people"),
            plural(c, "computer player", "computer players")
        ),
    }
}
