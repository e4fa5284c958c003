//! The game screen's frame, the same for every game: title and tools (undo, new game,
//! share), the refusal message, the pass-screen curtain or the game's own area, the end
//! of the game, the rules and the log.

use std::rc::Rc;

use yew::prelude::*;

use super::boards::{game_area, pass_news, rules, speed_clock, window};
use super::log::LogPanel;
use super::pass::{Curtain, PassScreen};
use super::share::ShareLink;
use super::state::{AppAction, Play};
use crate::engine::{Outcome, Seat, Standing, Viewer};
use crate::games::AnySession;

/// Props of [`PlayScreen`].
#[derive(Properties, PartialEq)]
pub struct PlayProps {
    /// The game on screen.
    pub play: Rc<Play>,
    /// Sends actions to the root reducer.
    pub dispatch: Callback<AppAction>,
    /// Draws a fresh random seed (an effect: the reducer stays pure).
    pub fresh_seed: Callback<(), crate::engine::Seed>,
    /// Whether tapped pictures read their word aloud.
    #[prop_or_default]
    pub read_aloud: bool,
}

fn names(session: &AnySession, seats: &[Seat]) -> String {
    let names: Vec<&str> = seats
        .iter()
        .filter_map(|s| session.seats().get(s.index()).map(|x| x.name.as_str()))
        .collect();
    names.join(" and ")
}

/// The end of a game in words: "Ann won: four in a row. Scores: Ann 3, Bo 1."
pub fn outcome_text(session: &AnySession, outcome: &Outcome) -> String {
    let score = match outcome.scores.as_slice() {
        [] => String::new(),
        [(_, only)] if session.seats().len() == 1 => format!(" Score: {only}."),
        all => {
            let each: Vec<String> = all
                .iter()
                .map(|(seat, points)| format!("{} {points}", session.seats()[seat.index()].name))
                .collect();
            format!(" Scores: {}.", each.join(", "))
        }
    };
    match &outcome.standing {
        Standing::Won(winners) => format!(
            "{} won: {}.{score}",
            names(session, winners),
            outcome.reason
        ),
        Standing::Lost => format!("Lost: {}.{score}", outcome.reason),
        Standing::Tied(seats) if seats.len() == session.seats().len() => {
            format!("A draw: {}.", outcome.reason)
        }
        Standing::Tied(seats) => format!(
            "A tie between {}: {}.",
            names(session, seats),
            outcome.reason
        ),
    }
}

/// The game screen.
#[component]
pub fn PlayScreen(props: &PlayProps) -> Html {
    // (log lines already announced, to whom, the announcement): at first, the newest line.
    let announced = use_mut_ref(|| (usize::MAX, None::<Viewer>, String::new()));
    let play = &props.play;
    let session = &play.session;
    let info = session.game_id().info();
    let dispatch = props.dispatch.clone();
    let single = session.seats().len() == 1;
    let curtain = play.curtain();
    // Behind the curtain nobody's private detail may show, not even in the log.
    let reader = match curtain {
        Curtain::Show(Some(seat)) => Viewer::Seat(seat),
        Curtain::Show(None) | Curtain::PassTo(_) | Curtain::Window { .. } => Viewer::Spectator,
    };
    let log: Vec<(AttrValue, AttrValue)> = session
        .log_lines(reader)
        .into_iter()
        .map(|(seat, line)| {
            let who = if single {
                String::new()
            } else {
                session.seats()[seat.index()].name.clone()
            };
            (AttrValue::from(who), AttrValue::from(line))
        })
        .collect();
    // What happened since the last render (a move and what it set off), as the log tells
    // it to whoever holds the device, for screen readers.
    let news = {
        let mut told = announced.borrow_mut();
        if told.0 != log.len() {
            // `log` is already as the current holder of the device may read it.
            let from = if told.0 < log.len() {
                told.0
            } else {
                log.len().saturating_sub(1)
            };
            let lines: Vec<String> = log[from..]
                .iter()
                .map(|(who, what)| {
                    if who.is_empty() {
                        what.to_string()
                    } else {
                        format!("{who}: {what}")
                    }
                })
                .collect();
            *told = (log.len(), Some(reader), lines.join(" "));
        } else if told.1 != Some(reader) {
            // The device changed hands: what the last holder was told must not stay.
            *told = (log.len(), Some(reader), String::new());
        }
        told.2.clone()
    };
    let outcome = session.outcome();
    let seed = session.seed();
    let restart_same = dispatch.reform(move |_: MouseEvent| AppAction::Restart { seed });
    let restart_new = {
        let (dispatch, fresh) = (dispatch.clone(), props.fresh_seed.clone());
        Callback::from(move |_: MouseEvent| {
            dispatch.emit(AppAction::Restart {
                seed: fresh.emit(()),
            })
        })
    };
    let game = session.game_id();
    let computers_play = session.humans().len() < session.seats().len();
    let turn_note = match (session.computer_to_act(), &outcome) {
        (Some(seat), None) => Some(format!(
            "{} is playing…",
            session.seats()[seat.index()].name
        )),
        _ => None,
    };

    html! {
        <section class="play" aria-labelledby="play-title">
            <div class="play-head">
                <h1 id="play-title">
                    { info.name }
                    if session.deal_is_public() {
                        <span class="deal">{ format!(" · deal {seed}") }</span>
                    }
                </h1>
                <div class="toolbar">
                    if session.undo_allowed() {
                        <button onclick={dispatch.reform(|_: MouseEvent| AppAction::Undo)} disabled={!session.can_undo()}>
                            { "Undo" }
                        </button>
                    }
                    <button onclick={dispatch.reform(move |_: MouseEvent| AppAction::Setup(game))}>{ "New game" }</button>
                    if session.deal_is_public() {
                        <ShareLink query={super::url::deal_query(session)} />
                    }
                </div>
            </div>
            <p class="visually-hidden" role="status" aria-live="polite" id="announce">{ news }</p>
            // Its line is kept while nobody thinks, so the board does not jump each turn.
            if computers_play {
                <p class="turn-note" aria-live="polite">{ turn_note.unwrap_or_default() }</p>
            }
            if let Some(refusal) = &play.refusal {
                <p class="refusal" role="alert">{
                    if matches!(game, crate::games::GameId::Quaddoku | crate::games::GameId::Cahoots) {
                        format!("Not played: {refusal}.")
                    } else {
                        format!("Not there: {refusal}.")
                    }
                }</p>
            }
            if let Some(outcome) = &outcome {
                <div class={classes!("outcome", matches!(outcome.standing, Standing::Won(_)).then_some("won"))}
                     role="status">
                    <p>{ outcome_text(session, outcome) }</p>
                    <div class="actions">
                        <button class="primary" onclick={restart_new}>{ "New deal" }</button>
                        if session.deal_is_public() {
                            <button onclick={restart_same}>{ "Same deal again" }</button>
                        }
                    </div>
                </div>
            }
            { speed_clock(session, &dispatch) }
            {
                match curtain {
                    Curtain::PassTo(seat) => html! {
                        <PassScreen name={session.seats()[seat.index()].name.clone()} news={pass_news(session)}
                                    on_ready={dispatch.reform(move |()| AppAction::Reveal(seat))} />
                    },
                    Curtain::Window { primary, claimers } => window(session, primary, &claimers, &dispatch),
                    Curtain::Show(viewer) => game_area(play, viewer, &props.dispatch, props.read_aloud),
                }
            }
            <details class="rules">
                <summary>{ format!("Rules of {}", info.name) }</summary>
                { rules(session) }
            </details>
            <LogPanel lines={log} />
        </section>
    }
}
