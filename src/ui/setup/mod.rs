//! The setup screen: each seat's name and whether a person or the computer plays it, and,
//! in games whose deals may be chosen, a deal number to replay a known deal.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

pub mod fields;
pub mod form;

pub use form::SetupForm;

use super::form_keys::{enter_submits, no_submission};
use super::rules::rules;
use super::table::TableGame;
use super::table::sheet::Sheet;
use crate::engine::{Controller, Level, Seat, SeatSetup};
use crate::games::GameInfo;

/// What [`setup`] draws, and where its choices go.
pub struct SetupProps<G: TableGame> {
    /// The form as it stands.
    pub form: SetupForm<G>,
    /// The form changed.
    pub on_change: Callback<SetupForm<G>>,
    /// Start the game.
    pub on_start: Callback<()>,
    /// Back to the games.
    pub on_cancel: Callback<()>,
    /// The moves made in a game of this kind in progress, which starting replaces.
    pub in_progress: Option<usize>,
    /// Keep playing that game instead.
    pub on_continue: Callback<()>,
}

/// The setup form of a game of `G`. A function, not a component: the form is the app's
/// state (every change goes through `on_change`, its rules' sheet too), so it is drawn
/// whenever the app is, and a component of its own cost bytes and saved no drawing.
pub fn setup<G: TableGame>(props: &SetupProps<G>) -> Html {
    let form = &props.form;
    let info = G::INFO;
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
    let rules_sheet = |open: bool| {
        let (form, on_change) = (form.clone(), props.on_change.clone());
        Callback::from(move |()| {
            on_change.emit(SetupForm {
                rules_open: open,
                ..form.clone()
            })
        })
    };
    let open_rules = rules_sheet(true).reform(|_: MouseEvent| ());
    let close_rules = rules_sheet(false);
    let people = form.people();
    let seats = form.seats.len();
    let enter = enter_submits(props.on_start.clone());
    html! {
        <section class="setup" aria-labelledby="setup-title">
            <h1 id="setup-title">{ format!("New game of {}", info.name) }</h1>
            <form onsubmit={no_submission()}>
                if info.seat_counts.len() > 1 {
                    <label class="field">
                        <span>{ "How many play" }</span>
                        <select onchange={count_change}>
                            for n in info.seat_counts.iter().copied() {
                                <option value={n.to_string()} selected={n == form.seats.len()}>
                                    { count_label(&info, n) }
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
                        { seat_row(i, seat, form, &props.on_change, &enter) }
                    }
                </fieldset>
                { G::setup_fields(form, &props.on_change) }
                if G::CHOSEN_DEALS {
                    <label class="field">
                        <span>{ "Deal number (leave empty for a random deal)" }</span>
                        <input type="text" inputmode="numeric" value={form.seed_text.clone()} oninput={seed_change} onkeydown={enter.clone()}
                               aria-describedby={form.error.as_ref().map(|_| "setup-error")} />
                    </label>
                } else {
                    <p class="muted">{ "Every game is a fresh deal: nobody at the table can know the hands." }</p>
                }
                if let Some(error) = &form.error {
                    <p id="setup-error" class="error" role="alert">{ error }</p>
                }
                if let Some(moves) = props.in_progress {
                    <p class="notice" id="setup-replaces">
                        { format!("You have a game of {} in progress ({moves} moves made): starting a new one replaces it.", info.name) }
                    </p>
                }
                <div class="actions">
                    <button type="button" class="primary" onclick={props.on_start.reform(|_: MouseEvent| ())}
                            aria-describedby={props.in_progress.map(|_| "setup-replaces")}>{ "Start" }</button>
                    if props.in_progress.is_some() {
                        <button type="button" onclick={props.on_continue.reform(|_: MouseEvent| ())}>{ "Continue my game" }</button>
                    }
                    <button type="button" onclick={props.on_cancel.reform(|_: MouseEvent| ())}>{ "Back" }</button>
                    <button type="button" onclick={open_rules}>{ format!("Rules of {}", info.name) }</button>
                </div>
            </form>
            if info.seat_counts.iter().any(|&n| n > 1) {
                // A person playing their own seat on their phone joins the host's table
                // by scanning its invitation (src/ui/remote/guest.rs).
                <p class="join-elsewhere">
                    <a href={format!("?game={}&join=", G::KEY)}>{ "Join a table on another device" }</a>
                </p>
            }
            <Sheet title={format!("Rules of {}", info.name)} open={form.rules_open} on_close={close_rules}>
                <div class="rules">{ rules::<G>() }</div>
            </Sheet>
        </section>
    }
}

fn seat_row<G: TableGame>(
    i: usize,
    seat: &SeatSetup,
    form: &SetupForm<G>,
    on_change: &Callback<SetupForm<G>>,
    enter: &Callback<KeyboardEvent>,
) -> Html {
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
    let level_change = {
        let (form, on_change) = (form.clone(), on_change.clone());
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            let mut next = form.clone();
            if let (Some(seat), Some(level)) =
                (next.seats.get_mut(i), Level::from_key(&select.value()))
            {
                seat.level = level;
            }
            on_change.emit(next);
        })
    };
    let computer = seat.controller == Controller::Computer;
    let levels = computer && G::INFO.levels;
    let side = G::seat_side(form.seats.len(), Seat(i as u8));
    html! {
        <div class="seat-row" key={i}>
            <label>
                <span>
                    { format!("Seat {} name", i + 1) }
                    if let Some(side) = side {
                        <span class="side">{ format!(" ({side})") }</span>
                    }
                </span>
                <input type="text" value={seat.name.clone()} oninput={name_change} onkeydown={enter.clone()} maxlength="24" />
            </label>
            <label>
                <span>{ "Played by" }</span>
                <select onchange={controller_change}>
                    <option value="human" selected={!computer}>{ "A person" }</option>
                    <option value="computer" selected={computer}>{ "The computer" }</option>
                </select>
            </label>
            if levels {
                <label>
                    <span>{ format!("Seat {} level", i + 1) }</span>
                    <select onchange={level_change}>
                        { for Level::ALL.into_iter().map(|level| html! {
                            <option value={level.key()} selected={seat.level == level}>
                                { level_label(level) }
                            </option>
                        }) }
                    </select>
                </label>
            }
        </div>
    }
}

/// A level as the setup offers it, with what it means at the table.
fn level_label(level: Level) -> &'static str {
    match level {
        Level::Easy => "Easy: a young child can win",
        Level::Normal => "Normal: plays like a casual player",
        Level::Strong => "Strong: its best every turn",
    }
}

/// How a player count of the game `info` describes reads in the setup: "4 players: two
/// teams of two", "1 player".
pub fn count_label(info: &GameInfo, n: usize) -> String {
    let special = info.count_words.iter().find(|(count, _)| *count == n);
    match (special, n) {
        (Some((_, words)), _) => (*words).into(),
        (None, 1) => "1 player".into(),
        (None, n) => format!("{n} players"),
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
