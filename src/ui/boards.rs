//! The play screen's parts that each game draws its own way (its table, Speed Cahoots'
//! clock and "who has the device?" screen, Major Woody's STEAL window and what its pass
//! screen tells the table), each asked of the game through [`TableGame`] and drawn from
//! a seat's share of the session ([`Seen`]) or public facts, never the session itself.

use std::rc::Rc;

use yew::prelude::*;

use super::pass::here;
use super::state::{AppAction, Play, Refused};
use super::table::{Asks, Common, Seen, TableGame, TableProps, news};
use crate::engine::{Refusal, Seat, Session};

/// The viewer's move held back (see `Play::pending`).
fn pending_of<G: TableGame>(play: &Play<G>, viewer: Option<Seat>) -> Option<G::Action> {
    play.pending
        .as_ref()
        .filter(|(seat, _)| Some(*seat) == viewer)
        .map(|(_, action)| action.clone())
}

/// The places `viewer`'s refused move concerns (see `TableGame::refused_at`): none
/// unless the last move tried was `viewer`'s, refused by a rule of the game (not out of
/// turn, nor after the end).
pub(crate) fn refused_of<G: TableGame>(play: &Play<G>, viewer: Option<Seat>) -> Vec<G::Place> {
    match (&play.refusal, &play.tried) {
        (Some(Refused::Act(Refusal::Rule(error))), Some((seat, tried)))
            if viewer == Some(*seat) =>
        {
            G::refused_at(tried, error)
        }
        _ => Vec::new(),
    }
}

/// The game's table for `viewer` (`None`: the public screen), drawn from the viewer's
/// share of the session, never the session itself.
pub fn game_area<G: TableGame>(
    play: &Play<G>,
    viewer: Option<Seat>,
    dispatch: &Callback<AppAction<G>>,
    read_aloud: bool,
    common: Rc<Common>,
) -> Html {
    let session = &play.session;
    let computers: Vec<bool> = (0..session.seats().len())
        .map(|i| session.is_computer(Seat(i as u8)))
        .collect();
    let viewer = G::screen_of(&session.to_act(), &computers, viewer);
    let mut seen = Seen::of(session, viewer, true);
    // Only a seat's own screen can act; watching, nothing is sent.
    let seat = viewer.unwrap_or(Seat(0));
    let on_act = dispatch.reform(move |action: G::Action| AppAction::Act(seat, action));
    // A screen claimed in a reaction window goes back to the window unanswered.
    let on_back = (play.claim.is_some() && play.claim == viewer)
        .then(|| dispatch.reform(|()| AppAction::Claim(None)));
    let pending = pending_of(play, viewer);
    // A seat played on another device is only watched here.
    let watched = viewer.is_some_and(|v| play.elsewhere().contains(&v));
    // A reaction window that guests' devices may still answer is closed by the host once
    // they have, or have had their time (ui::remote::host), not cut short here.
    let guests_answer = G::closes_window(&seen).is_some_and(|action| seen.legal == [action])
        && play.guests_may_answer();
    if !G::may_act(&seen) || pending.is_some() || watched || guests_answer {
        seen.legal.clear();
    }
    let props = TableProps {
        seen: Rc::new(seen),
        common,
        on_act,
        on_back,
        hint_seed: session.hint_seed(),
        read_aloud,
        pending,
        refused: refused_of(play, viewer),
    };
    html! { <G::Screen ..props /> }
}

/// The public screen's share of `session`: what a game's extras are drawn from.
fn public<G: TableGame>(session: &Session<G>) -> Seen<G> {
    Seen::of(session, None, false)
}

/// Speed Cahoots' clock, while the game is on; when it runs out the game is lost.
pub fn speed_clock<G: TableGame>(session: &Session<G>, dispatch: &Callback<AppAction<G>>) -> Html {
    G::clock(
        &session.save().options,
        session.steps(),
        &session.to_act(),
        session.outcome().is_some(),
        session.seed().to_string().into(),
        dispatch.reform(AppAction::Table),
    )
}

/// What the pass screen tells the table before the device goes to `seat`: what happened
/// since that person last held it, as the whole table may hear it, then what the game
/// says of where it stands (public facts only).
pub fn pass_news<G: TableGame>(session: &Session<G>, seat: Seat) -> Vec<AttrValue> {
    let public = public(session);
    let mut lines = news::since_last(&public.log, seat, &public.names);
    lines.extend(G::pass_news(&public));
    lines.into_iter().map(AttrValue::from).collect()
}

/// The public screen of a reaction window: Speed Cahoots' "who has the device?", or
/// Major Woody's STEAL window.
pub fn window<G: TableGame>(
    play: &Play<G>,
    primary: Option<Seat>,
    claimers: &[Seat],
    dispatch: &Callback<AppAction<G>>,
) -> Html {
    let asks = Asks {
        act: dispatch.reform(|(seat, action): (Seat, G::Action)| AppAction::Act(seat, action)),
        reveal: dispatch.reform(AppAction::Reveal),
        claim: dispatch.reform(|seat| AppAction::Claim(Some(seat))),
        table: dispatch.reform(AppAction::Table),
        guests_answering: play.guests_may_answer(),
        // Only when the player to move is a person here, and the one who answers first
        // is another person here: the device goes to them, then to the mover.
        answers_first: primary
            .and_then(|_| G::answers_first(play.session.game()))
            .filter(|seat| {
                Some(*seat) != primary && here(&play.session, play.elsewhere()).contains(seat)
            }),
    };
    G::window(&public(&play.session), primary, claimers, &asks)
}
