//! The game screen, the same for every game: a one-line header (the way back to the
//! list of games, the game's name, the rules, the log and the menu), then the
//! pass-screen curtain or the game's table, fitted to the screen. The rules, the log and
//! the menu (a new game, sharing the deal, the settings, saving) open in sheets over it.

use std::rc::Rc;

use yew::prelude::*;

use super::boards::{game_area, pass_news, speed_clock, window};
use super::chrome::saving_text;
use super::log::{self, log_panel};
use super::pass::{Curtain, pass_screen};
use super::rules::rules;
use super::share::{share_link, use_share};
use super::state::{AppAction, Play, Saving};
use super::table::sheet::Sheet;
use super::table::{Button, Common, TableGame};
use crate::engine::{Outcome, Save, Seat, SeatSetup, Session, Standing, Viewer};

/// Props of [`PlayScreen`].
#[derive(Properties, PartialEq)]
pub struct PlayProps<G: TableGame> {
    /// The game on screen.
    pub play: Rc<Play<G>>,
    /// Sends actions to the root reducer.
    pub dispatch: Callback<AppAction<G>>,
    /// Draws a fresh random seed (an effect: the reducer stays pure).
    pub fresh_seed: Callback<(), crate::engine::Seed>,
    /// Whether tapped pictures read their word aloud.
    #[prop_or_default]
    pub read_aloud: bool,
    /// Whether games are being saved.
    #[prop_or(Saving::Unknown)]
    pub saving: Saving,
    /// The widget (`embed=1`): no way back to the list of games, a link to the full app.
    #[prop_or_default]
    pub embed: bool,
    /// The full app's query for this game (the widget's link out).
    #[prop_or_default]
    pub full: AttrValue,
    /// The computer players move without their pause (the person skipped ahead).
    #[prop_or_default]
    pub hurry: bool,
    /// Opens the play across devices (see `ui::remote`), where the game may be played so.
    #[prop_or_default]
    pub on_devices: Option<Callback<()>>,
    /// Which devices of play across devices are away, in words.
    #[prop_or_default]
    pub away: Option<AttrValue>,
}

/// The label of the button that plays a held move: what happens next, in one wording
/// for every turn ("Play it, then pass to Dan", or "Play it" when the device stays).
pub fn confirm_label(after: &Curtain, names: &[&str]) -> String {
    let next = match after {
        Curtain::PassTo(next)
        | Curtain::Window {
            primary: Some(next),
            ..
        } => names.get(next.index()),
        _ => None,
    };
    match next {
        Some(name) => format!("Play it, then pass to {name}"),
        None => "Play it".into(),
    }
}

fn names(seated: &[impl AsRef<str>], seats: &[Seat]) -> String {
    let names: Vec<&str> = seats
        .iter()
        .filter_map(|s| seated.get(s.index()).map(AsRef::as_ref))
        .collect();
    names.join(" and ")
}

/// The end of a game of `G` in words: "Ann won: four in a row. Scores: Ann 3, Bo 1."
pub fn outcome_text<G: TableGame>(session: &Session<G>, outcome: &Outcome) -> String {
    ended_text(session.seats(), G::ALONE_FOR_A_SCORE, outcome)
}

/// [`outcome_text`] of a game between `seats` (their names, or their setups), played
/// alone for a score or not.
pub fn ended_text(seats: &[impl AsRef<str>], alone_for_a_score: bool, outcome: &Outcome) -> String {
    let score = match outcome.scores.as_slice() {
        [] => String::new(),
        [(_, only)] if seats.len() == 1 => format!(" Score: {only}."),
        all => {
            let each: Vec<String> = all
                .iter()
                .map(|(seat, points)| format!("{} {points}", seats[seat.index()].as_ref()))
                .collect();
            format!(" Scores: {}.", each.join(", "))
        }
    };
    let single = seats.len() == 1;
    match &outcome.standing {
        Standing::Won(_) if single && alone_for_a_score => {
            format!("Game over: {}.{score}", outcome.reason)
        }
        Standing::Won(winners) => {
            let who = names(seats, winners);
            if single || who == "You" {
                format!("You won: {}.{score}", outcome.reason)
            } else {
                format!("{who} won: {}.{score}", outcome.reason)
            }
        }
        Standing::Lost => format!("Lost: {}.{score}", outcome.reason),
        Standing::Tied(tied) if tied.len() == seats.len() => {
            format!("A draw: {}.{score}", outcome.reason)
        }
        Standing::Tied(tied) => format!(
            "A tie between {}: {}.{score}",
            names(seats, tied),
            outcome.reason
        ),
    }
}

/// Which sheet is open over the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Open {
    Rules,
    Log,
    Menu,
}

/// What happened since the last render, as whoever holds the device may read it (`log`,
/// the log as `reader` may read it, between `seats`), for the screen readers' live
/// region; cleared when the device changes hands.
#[hook]
fn use_announcement(log: &[(Option<Seat>, String)], seats: &[SeatSetup], reader: Viewer) -> String {
    // (log lines already announced, to whom, the announcement): at first, the newest line.
    let announced = use_mut_ref(|| (usize::MAX, None::<Viewer>, String::new()));
    let single = seats.len() == 1;
    let mut told = announced.borrow_mut();
    if told.0 != log.len() {
        let from = if told.0 < log.len() {
            told.0
        } else {
            log.len().saturating_sub(1)
        };
        let lines: Vec<String> = log[from..]
            .iter()
            .map(|(seat, what)| match seat {
                Some(seat) if !single => format!("{}: {what}", seats[seat.index()].name),
                _ => what.clone(),
            })
            .collect();
        *told = (log.len(), Some(reader), lines.join(" "));
    } else if told.1 != Some(reader) {
        // The device changed hands: what the last holder was told must not stay.
        *told = (log.len(), Some(reader), String::new());
    }
    told.2.clone()
}

/// The log as last written out: what it was written from (the save, the seats, who
/// reads it), its lines, and its sheet's entries.
type Written<G> = (
    Save<G>,
    Vec<SeatSetup>,
    Viewer,
    Rc<Vec<(Option<Seat>, String)>>,
    Rc<Vec<(AttrValue, AttrValue)>>,
);

/// The game screen.
#[component]
pub fn PlayScreen<G: TableGame>(props: &PlayProps<G>) -> Html {
    let open = use_state(|| None::<Open>);
    let play = &props.play;
    let session = &play.session;
    let info = G::INFO;
    let dispatch = props.dispatch.clone();
    let curtain = play.curtain();
    // Behind the curtain nobody's private detail may show, not even in the log.
    let reader = match curtain {
        Curtain::Show(Some(seat)) => Viewer::Seat(seat),
        Curtain::Show(None) | Curtain::PassTo(_) | Curtain::Window { .. } => Viewer::Spectator,
    };
    // The log is written out again only when the game or its reader has changed: the
    // save and the seats are all it follows from, and written at every tap it cost more
    // the longer a game ran.
    let written = use_mut_ref(|| None::<Written<G>>);
    let (lines, log) = {
        let mut written = written.borrow_mut();
        match &*written {
            Some((save, seats, by, lines, log))
                if save == session.save() && seats == session.seats() && *by == reader =>
            {
                (lines.clone(), log.clone())
            }
            _ => {
                let lines = Rc::new(session.log_lines(reader));
                let log = Rc::new(log::entries(&lines, &session.names()));
                let key = (session.save().clone(), session.seats().to_vec(), reader);
                *written = Some((key.0, key.1, key.2, lines.clone(), log.clone()));
                (lines, log)
            }
        }
    };
    let lines = &lines[..];
    let news = use_announcement(lines, session.seats(), reader);
    let outcome = session.outcome();
    let seed = session.seed();
    let show = |which: Open| {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(Some(which)))
    };
    // The deal's link, once shared from the menu; closing the menu forgets it.
    let shared = use_share();
    let close = {
        let (open, shared) = (open.clone(), shared.clone());
        Callback::from(move |()| {
            open.set(None);
            shared.forget();
        })
    };
    let restart_new = {
        let (dispatch, fresh) = (dispatch.clone(), props.fresh_seed.clone());
        Callback::from(move |()| {
            dispatch.emit(AppAction::Restart {
                seed: fresh.emit(()),
            })
        })
    };
    let mut again = vec![Button::primary("New deal", restart_new)];
    if G::CHOSEN_DEALS {
        again.push(Button::new(
            "Same deal again",
            dispatch.reform(move |()| AppAction::Restart { seed }),
        ));
    }
    again.push(Button::new(
        "New game",
        dispatch.reform(|()| AppAction::Setup),
    ));
    let mut extra = Vec::new();
    let pending = play
        .pending
        .as_ref()
        .and_then(|(seat, action)| play.hand_over_after(*seat, action));
    if let Some(after) = &pending {
        let names: Vec<&str> = session.seats().iter().map(|s| s.name.as_str()).collect();
        extra.push(Button::primary(
            confirm_label(after, &names),
            dispatch.reform(|()| AppAction::Confirm),
        ));
        extra.push(Button::new(
            "Take back",
            dispatch.reform(|()| AppAction::TakeBack),
        ));
    }
    if G::UNDO {
        extra.push(
            Button::new("Undo", dispatch.reform(|()| AppAction::Undo))
                .disabled(!session.can_undo()),
        );
    }
    let common = Rc::new(Common {
        outcome: outcome.as_ref().map(|o| {
            let won = match &o.standing {
                Standing::Won(seats) => seats.iter().any(|s| !session.is_computer(*s)),
                _ => false,
            };
            (outcome_text(session, o), won)
        }),
        refusal: play
            .refusal
            .as_ref()
            .map(|refusal| format!("{}: {refusal}.", G::REFUSED)),
        thinking: match (session.computer_to_act(), &outcome) {
            (Some(seat), None) => Some(format!(
                "{} is playing…",
                session.seats()[seat.index()].name
            )),
            _ => None,
        },
        again,
        extra,
        hurry: (session.computer_to_act().is_some() && outcome.is_none() && !props.hurry)
            .then(|| dispatch.reform(|()| AppAction::Hurry)),
        pending: pending
            .map(|_| "Your move is marked on the board: play it, or take it back.".to_string()),
    });

    let body = match curtain {
        Curtain::PassTo(seat) => pass_screen(
            &session.seats()[seat.index()].name,
            &pass_news(session, seat),
            &dispatch.reform(move |()| AppAction::Reveal(seat)),
        ),
        Curtain::Window { primary, claimers } => window(play, primary, &claimers, &dispatch),
        Curtain::Show(viewer) => game_area(play, viewer, &props.dispatch, props.read_aloud, common),
    };
    let on_read_aloud = {
        let (on, dispatch) = (props.read_aloud, dispatch.clone());
        Callback::from(move |_: web_sys::Event| {
            super::speech::remember(!on);
            dispatch.emit(AppAction::ReadAloud(!on));
        })
    };
    let saving = saving_text(&props.saving);

    html! {
        <section class="play" aria-labelledby="play-title" data-step={session.steps().to_string()}
                 data-log={log.len().to_string()}>
            <header class="table-head">
                if !props.embed {
                    <button class="brand" onclick={dispatch.reform(|_: MouseEvent| AppAction::Home)}
                            aria-label="Fourfold: all games">{ "Fourfold" }</button>
                }
                <h1 id="play-title">
                    <span class="name">{ info.name }</span>
                    if session.deal_is_public() {
                        <span class="deal">{ format!(" · deal {seed}") }</span>
                    }
                </h1>
                <div class="tools">
                    <button onclick={show(Open::Rules)}>{ "Rules" }</button>
                    <button onclick={show(Open::Log)}>{ "Log" }</button>
                    <button onclick={show(Open::Menu)}>{ "Menu" }</button>
                </div>
            </header>
            if let Some(text) = &saving {
                // One short line at the table; why, for whoever opens it.
                <details class="saving-off">
                    <summary role="status">{ "Saving is off; the game still plays." }</summary>
                    <p>{ text.clone() }</p>
                </details>
            }
            if props.embed {
                <a class="full-app" href={format!("./{}", props.full)} target="_blank" rel="noopener">
                    { "Open the full app" }<span aria-hidden="true">{ " ↗" }</span>
                </a>
            }
            <p class="visually-hidden" role="status" aria-live="polite" id="announce">{ news }</p>
            if let Some(away) = &props.away {
                <p class="notice away" role="status">{ away.clone() }</p>
            }
            { speed_clock(session, &dispatch) }
            { body }
            <Sheet title={format!("Rules of {}", info.name)} open={*open == Some(Open::Rules)} on_close={close.clone()}>
                <div class="rules">{ rules::<G>() }</div>
            </Sheet>
            <Sheet title="Log" open={*open == Some(Open::Log)} on_close={close.clone()}>
                if *open == Some(Open::Log) {
                    { log_panel(&log) }
                }
            </Sheet>
            <Sheet title="Menu" open={*open == Some(Open::Menu)} on_close={close}>
                <div class="menu">
                    <button class="primary" onclick={dispatch.reform(|_: MouseEvent| AppAction::Setup)}>
                        { "New game" }
                    </button>
                    if !props.embed {
                        <button onclick={dispatch.reform(|_: MouseEvent| AppAction::Home)}>{ "All games" }</button>
                    }
                    if let Some(on_devices) = &props.on_devices {
                        <button onclick={on_devices.reform(|_: MouseEvent| ())}>{ "Play on several devices" }</button>
                    }
                    if session.deal_is_public() {
                        { share_link(&super::url::deal_query(session), &shared) }
                    }
                    if G::READS_ALOUD && super::speech::available() {
                        <label class="check">
                            <input type="checkbox" checked={props.read_aloud} onchange={on_read_aloud} />
                            { " Read the words aloud when a picture is tapped" }
                        </label>
                    }
                    <p class="muted">{ saving.clone().unwrap_or_else(|| match props.saving {
                        Saving::On => "Every move is saved on this device.".to_string(),
                        _ => String::new(),
                    }) }</p>
                </div>
            </Sheet>
        </section>
    }
}
