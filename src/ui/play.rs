//! The game screen's frame, the same for every game: title and tools (undo, new game,
//! share), the refusal message, the pass-screen curtain or the game's own area, the end
//! of the game, the rules and the log.

use std::rc::Rc;

use yew::prelude::*;

use super::cahoots::clock::SpeedClock;
use super::cahoots::{CahootsPlay, CahootsProps, SpeedPicker};
use super::foursquare::{FoursquarePlay, FoursquareProps};
use super::letters::{LettersPlay, LettersProps};
use super::log::LogPanel;
use super::pass::{Curtain, PassScreen};
use super::quaddoku::{QuaddokuPlay, QuaddokuProps};
use super::share::ShareLink;
use super::state::{AppAction, Play};
use super::woody::window::StealWindow;
use super::woody::{WoodyPlay, WoodyProps};
use crate::engine::{Outcome, Seat, Standing, Viewer};
use crate::games::{AnyAction, AnySession, woody};

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

fn game_area(play: &Play, viewer: Option<Seat>, props: &PlayProps) -> Html {
    let session = &play.session;
    let act = props
        .dispatch
        .reform(|(seat, action)| AppAction::Act(seat, action));
    match session {
        AnySession::Foursquare(s) => {
            let seat = viewer.unwrap_or(Seat(0));
            let on_act = act.reform(move |a| (seat, AnyAction::Foursquare(a)));
            html! { <FoursquarePlay ..FoursquareProps::of(s, viewer, on_act) /> }
        }
        AnySession::Letters(s) => {
            // Only a seat's own screen can act; watching, nothing is sent.
            let seat = viewer.unwrap_or(Seat(0));
            let on_act = act.reform(move |a| (seat, AnyAction::Letters(a)));
            let on_read_aloud = {
                let dispatch = props.dispatch.clone();
                Callback::from(move |on: bool| {
                    super::letters::speech::remember(on);
                    dispatch.emit(AppAction::ReadAloud(on));
                })
            };
            html! { <LettersPlay ..LettersProps::of(s, viewer, props.read_aloud, on_read_aloud, on_act) /> }
        }
        AnySession::Woody(s) => {
            let seat = viewer.unwrap_or(Seat(0));
            let on_act = act.reform(move |a| (seat, AnyAction::Woody(a)));
            // A screen claimed in a STEAL window goes back to the window unanswered.
            let on_back = (play.claim.is_some() && play.claim == viewer)
                .then(|| props.dispatch.reform(|()| AppAction::Claim(None)));
            html! { <WoodyPlay ..WoodyProps::of(s, viewer, on_act, on_back) /> }
        }
        AnySession::Quaddoku(s) => {
            // Open information: whoever is to move acts, on the one shared screen.
            let seat = crate::engine::Game::to_act(s.game())
                .seats()
                .first()
                .copied()
                .unwrap_or(Seat(0));
            let on_act = act.reform(move |a| (seat, AnyAction::Quaddoku(a)));
            html! { <QuaddokuPlay ..QuaddokuProps::of(s, on_act) /> }
        }
        AnySession::Cahoots(s) => {
            let seat = viewer.unwrap_or(Seat(0));
            let on_act = act.reform(move |a| (seat, AnyAction::Cahoots(a)));
            // In Speed Cahoots the device goes back to the "who has it?" screen on request.
            let on_hand_over = (play.claim.is_some() && play.claim == viewer)
                .then(|| props.dispatch.reform(|()| AppAction::Claim(None)));
            html! { <CahootsPlay ..CahootsProps::of(s, viewer, on_act, on_hand_over) /> }
        }
    }
}

/// Speed Cahoots' clock, while the game is on; when it runs out the game is lost.
fn speed_clock(session: &AnySession, dispatch: &Callback<AppAction>) -> Html {
    let AnySession::Cahoots(s) = session else {
        return html! {};
    };
    if !s.save().options.speed {
        return html! {};
    }
    let id = session.seed().to_string();
    if session.outcome().is_some() {
        // The clock stops, and its stored time goes with the game.
        return html! { <SpeedClock {id} started=true running=false on_time_up={Callback::noop()} /> };
    }
    let on_time_up = dispatch.reform(|()| AppAction::TimeUp);
    html! { <SpeedClock {id} started={session.steps() > 0} running=true {on_time_up} /> }
}

/// What the pass screen tells the table before the device changes hands.
fn pass_news(session: &AnySession) -> Vec<AttrValue> {
    let AnySession::Woody(s) = session else {
        return Vec::new();
    };
    let names: Vec<String> = s.seats().iter().map(|x| x.name.clone()).collect();
    let mut news = super::woody::model::turn_news(&s.log_for(Viewer::Spectator), &names);
    match s.game().phase() {
        woody::Phase::GotIt { holder, face, .. } => {
            news.push(format!("{} holds {face} too: Got it!", s.name(*holder)));
        }
        woody::Phase::Choose { chooser, .. } => {
            news.push(format!(
                "{} chooses which four make the foursome.",
                s.name(*chooser)
            ));
        }
        _ => {}
    }
    news.into_iter().map(AttrValue::from).collect()
}

/// The public screen of a reaction window.
fn window(
    session: &AnySession,
    primary: Option<Seat>,
    claimers: &[Seat],
    dispatch: &Callback<AppAction>,
) -> Html {
    if let AnySession::Cahoots(s) = session {
        let people: Vec<(Seat, AttrValue)> = primary
            .iter()
            .chain(claimers)
            .map(|c| (*c, AttrValue::from(s.name(*c).to_string())))
            .collect();
        return html! {
            <SpeedPicker people={Rc::new(people)} on_pick={dispatch.reform(|seat| AppAction::Claim(Some(seat)))} />
        };
    }
    let AnySession::Woody(s) = session else {
        return html! {};
    };
    let woody::Phase::Steal { mover, face, .. } = s.game().phase() else {
        return html! {};
    };
    let names: Vec<String> = s.seats().iter().map(|x| x.name.clone()).collect();
    let news = super::woody::model::turn_news(&s.log_for(Viewer::Spectator), &names);
    let claimers: Vec<(Seat, AttrValue)> = claimers
        .iter()
        .map(|c| (*c, AttrValue::from(s.name(*c).to_string())))
        .collect();
    let on_primary = {
        let dispatch = dispatch.clone();
        Callback::from(move |seat: Seat| {
            dispatch.emit(AppAction::Act(
                seat,
                AnyAction::Woody(woody::Action::Proceed),
            ));
            dispatch.emit(AppAction::Reveal(seat));
        })
    };
    html! {
        <StealWindow news={Rc::new(news)} face={*face} mover={s.name(*mover).to_string()} {primary}
                     waiting={s.computer_to_act().is_some()}
                     claimers={Rc::new(claimers)} {on_primary}
                     on_claim={dispatch.reform(|seat| AppAction::Claim(Some(seat)))}
                     on_let_go={dispatch.reform(|()| AppAction::LetItGo)} />
    }
}

fn rules(session: &AnySession) -> Html {
    match session {
        AnySession::Foursquare(_) => super::foursquare::rules::rules(),
        AnySession::Letters(_) => super::letters::rules::rules(),
        AnySession::Woody(_) => super::woody::rules::rules(),
        AnySession::Quaddoku(_) => super::quaddoku::rules::rules(),
        AnySession::Cahoots(_) => super::cahoots::rules::rules(),
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
            if let Some(note) = turn_note {
                <p class="turn-note" aria-live="polite">{ note }</p>
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
                    Curtain::Show(viewer) => game_area(play, viewer, props),
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
