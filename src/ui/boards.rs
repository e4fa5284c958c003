//! What the play screen draws differently for each game: its own area (board, hand,
//! tools), its rules, and the extras two games have (Speed Cahoots' clock and "who has
//! the device?" screen; Major Woody's STEAL window and what the pass screen tells the
//! table). Each game's arm is there only when the build carries that game (see
//! `games::AnySession`), so a game's bundle holds no other game's board.

use std::rc::Rc;

use yew::prelude::*;

use super::state::{AppAction, Play};
use super::table::{Common, Seen, TableGame, TableProps, hint_seed, news};
use crate::engine::{Seat, Session, Viewer};
use crate::games::{AnyAction, AnySession};

/// The props of a game's table for `viewer` (`None`: the public screen): the viewer's
/// share of `session`, never the session itself.
fn table_props<G: TableGame>(
    session: &Session<G>,
    viewer: Option<Seat>,
    may_act: bool,
    common: Rc<Common>,
    on_act: Callback<G::Action>,
) -> TableProps<G> {
    TableProps {
        seen: Rc::new(Seen::of(session, viewer, may_act)),
        common,
        on_act,
        on_back: None,
        hint_seed: hint_seed(session),
        read_aloud: false,
        pending: None,
    }
}

/// The viewer's move held back, as `G`'s action (see `Play::pending`).
fn pending_of<G: TableGame>(play: &Play, viewer: Option<Seat>) -> Option<G::Action>
where
    G::Action: TryFrom<AnyAction>,
{
    play.pending
        .as_ref()
        .filter(|(seat, _)| Some(*seat) == viewer)
        .and_then(|(_, action)| G::Action::try_from(action.clone()).ok())
}

/// What happened since `seat` last held the device, as the whole table may hear it.
fn since_for_table<G: TableGame>(session: &Session<G>, seat: Seat) -> Vec<String> {
    let names: Vec<String> = session.seats().iter().map(|s| s.name.clone()).collect();
    news::since_last(&session.marked_log_for(Viewer::Spectator), seat, &names)
}

/// The game's own area for `viewer` (`None`: the public screen).
pub fn game_area(
    play: &Play,
    viewer: Option<Seat>,
    dispatch: &Callback<AppAction>,
    read_aloud: bool,
    common: Rc<Common>,
) -> Html {
    let act = dispatch.reform(|(seat, action): (Seat, AnyAction)| AppAction::Act(seat, action));
    // Only a seat's own screen can act; watching, nothing is sent.
    let seat = viewer.unwrap_or(Seat(0));
    match &play.session {
        #[cfg(feature = "foursquare")]
        AnySession::Foursquare(s) => {
            use super::foursquare::FoursquareTable;
            let on_act = act.reform(move |a| (seat, AnyAction::from(a)));
            html! { <FoursquareTable ..table_props(s, viewer, true, common, on_act) /> }
        }
        #[cfg(feature = "letters")]
        AnySession::Letters(s) => {
            use super::letters::LettersTable;
            let on_act = act.reform(move |a| (seat, AnyAction::from(a)));
            let pending = pending_of::<crate::games::letters::Letters>(play, viewer);
            let props = TableProps {
                read_aloud,
                ..table_props(s, viewer, pending.is_none(), common, on_act)
            };
            html! { <LettersTable ..TableProps { pending, ..props } /> }
        }
        #[cfg(feature = "woody")]
        AnySession::Woody(s) => {
            use super::woody::WoodyTable;
            use crate::games::woody::Phase;
            let on_act = act.reform(move |a| (seat, AnyAction::from(a)));
            // A screen claimed in a STEAL window goes back to the window unanswered.
            let on_back = (play.claim.is_some() && play.claim == viewer)
                .then(|| dispatch.reform(|()| AppAction::Claim(None)));
            // A lone person's card waits for the computers' answers, and then the app takes
            // the turn for them (`pacing::forced_move`): no "Take my turn" to cut the
            // computers short, that would vanish as they answer.
            let waits_for_computers = s.humans().len() == 1
                && s.computer_to_act().is_some()
                && matches!(s.game().phase(), Phase::Steal { mover, .. } if Some(*mover) == viewer);
            let pending = pending_of::<crate::games::woody::Woody>(play, viewer);
            let may_act = !waits_for_computers && pending.is_none();
            let props = TableProps {
                on_back,
                ..table_props(s, viewer, may_act, common, on_act)
            };
            html! { <WoodyTable ..TableProps { pending, ..props } /> }
        }
        #[cfg(feature = "quaddoku")]
        AnySession::Quaddoku(s) => {
            use super::quaddoku::QuaddokuTable;
            // Open information: whoever is to move acts, on the one shared screen.
            let mover = crate::engine::Game::to_act(s.game())
                .seats()
                .first()
                .copied()
                .filter(|m| !s.is_computer(*m));
            let seat = mover.unwrap_or(Seat(0));
            let on_act = act.reform(move |a| (seat, AnyAction::from(a)));
            html! { <QuaddokuTable ..table_props(s, mover, true, common, on_act) /> }
        }
        #[cfg(feature = "cahoots")]
        AnySession::Cahoots(s) => {
            use super::cahoots::CahootsTable;
            let on_act = act.reform(move |a| (seat, AnyAction::from(a)));
            // In Speed Cahoots the device goes back to the "who has it?" screen on request.
            let on_back = (play.claim.is_some() && play.claim == viewer)
                .then(|| dispatch.reform(|()| AppAction::Claim(None)));
            let pending = pending_of::<crate::games::cahoots::Cahoots>(play, viewer);
            let props = TableProps {
                on_back,
                ..table_props(s, viewer, pending.is_none(), common, on_act)
            };
            html! { <CahootsTable ..TableProps { pending, ..props } /> }
        }
    }
}

/// How the game announces a refused move (see `TableGame::REFUSED`).
pub fn refused_words(session: &AnySession) -> &'static str {
    match session {
        #[cfg(feature = "foursquare")]
        AnySession::Foursquare(_) => <crate::games::foursquare::Foursquare as TableGame>::REFUSED,
        #[cfg(feature = "letters")]
        AnySession::Letters(_) => <crate::games::letters::Letters as TableGame>::REFUSED,
        #[cfg(feature = "woody")]
        AnySession::Woody(_) => <crate::games::woody::Woody as TableGame>::REFUSED,
        #[cfg(feature = "quaddoku")]
        AnySession::Quaddoku(_) => <crate::games::quaddoku::Quaddoku as TableGame>::REFUSED,
        #[cfg(feature = "cahoots")]
        AnySession::Cahoots(_) => <crate::games::cahoots::Cahoots as TableGame>::REFUSED,
    }
}

/// The game's own pace for its computer players now, if it has one (see
/// `TableGame::pause`).
pub fn pause(session: &AnySession) -> Option<u32> {
    match session {
        #[cfg(feature = "foursquare")]
        AnySession::Foursquare(s) => TableGame::pause(s.game()),
        #[cfg(feature = "letters")]
        AnySession::Letters(s) => TableGame::pause(s.game()),
        #[cfg(feature = "woody")]
        AnySession::Woody(s) => TableGame::pause(s.game()),
        #[cfg(feature = "quaddoku")]
        AnySession::Quaddoku(s) => TableGame::pause(s.game()),
        #[cfg(feature = "cahoots")]
        AnySession::Cahoots(s) => TableGame::pause(s.game()),
    }
}

/// Speed Cahoots' clock, while the game is on; when it runs out the game is lost.
pub fn speed_clock(session: &AnySession, dispatch: &Callback<AppAction>) -> Html {
    #[cfg(feature = "cahoots")]
    if let AnySession::Cahoots(s) = session {
        use super::cahoots::clock::SpeedClock;
        if !s.save().options.speed {
            return html! {};
        }
        let id = session.seed().to_string();
        if session.outcome().is_some() {
            // The clock stops, and its stored time goes with the game.
            return html! { <SpeedClock {id} started=true running=false on_time_up={Callback::noop()} /> };
        }
        let on_time_up = dispatch.reform(|()| AppAction::TimeUp);
        return html! { <SpeedClock {id} started={session.steps() > 0} running=true {on_time_up} /> };
    }
    html! {}
}

/// What the pass screen tells the table before the device goes to `seat`: what happened
/// since that person last held it, public facts only.
pub fn pass_news(session: &AnySession, seat: Seat) -> Vec<AttrValue> {
    let mut lines: Vec<String> = match session {
        #[cfg(feature = "foursquare")]
        AnySession::Foursquare(s) => since_for_table(s, seat),
        #[cfg(feature = "letters")]
        AnySession::Letters(s) => since_for_table(s, seat),
        #[cfg(feature = "woody")]
        AnySession::Woody(s) => since_for_table(s, seat),
        #[cfg(feature = "quaddoku")]
        AnySession::Quaddoku(s) => since_for_table(s, seat),
        #[cfg(feature = "cahoots")]
        AnySession::Cahoots(s) => since_for_table(s, seat),
    };
    lines.extend(old_pass_news(session).into_iter().map(|a| a.to_string()));
    lines.into_iter().map(AttrValue::from).collect()
}

fn old_pass_news(session: &AnySession) -> Vec<AttrValue> {
    #[cfg(feature = "woody")]
    if let AnySession::Woody(s) = session {
        use crate::games::woody::Phase;
        let mut news = Vec::new();
        match s.game().phase() {
            Phase::GotIt { holder, face, .. } => {
                news.push(format!("{} holds {face} too: Got it!", s.name(*holder)));
            }
            Phase::Choose { chooser, .. } => {
                news.push(format!(
                    "{} chooses which four make the foursome.",
                    s.name(*chooser)
                ));
            }
            _ => {}
        }
        return news.into_iter().map(AttrValue::from).collect();
    }
    Vec::new()
}

/// The public screen of a reaction window: Speed Cahoots' "who has the device?", or
/// Major Woody's STEAL window.
pub fn window(
    session: &AnySession,
    primary: Option<Seat>,
    claimers: &[Seat],
    dispatch: &Callback<AppAction>,
) -> Html {
    let named = |seats: &mut dyn Iterator<Item = &Seat>| -> Vec<(Seat, AttrValue)> {
        seats
            .map(|c| (*c, AttrValue::from(session.seats()[c.index()].name.clone())))
            .collect()
    };
    #[cfg(feature = "cahoots")]
    if let AnySession::Cahoots(_) = session {
        use super::cahoots::SpeedPicker;
        let people = named(&mut primary.iter().chain(claimers));
        return html! {
            <SpeedPicker people={Rc::new(people)} on_pick={dispatch.reform(|seat| AppAction::Claim(Some(seat)))} />
        };
    }
    #[cfg(feature = "woody")]
    if let AnySession::Woody(s) = session
        && let crate::games::woody::Phase::Steal { mover, face, .. } = s.game().phase()
    {
        use super::woody::window::StealWindow;
        use crate::games::woody::Action;
        let names: Vec<String> = s.seats().iter().map(|x| x.name.clone()).collect();
        let news = super::woody::news::turn_news(&s.log_for(Viewer::Spectator), &names);
        let claimers = named(&mut claimers.iter());
        let on_primary = {
            let dispatch = dispatch.clone();
            Callback::from(move |seat: Seat| {
                dispatch.emit(AppAction::Act(seat, Action::Proceed.into()));
                dispatch.emit(AppAction::Reveal(seat));
            })
        };
        return html! {
            <StealWindow news={Rc::new(news)} face={*face} mover={s.name(*mover).to_string()} {primary}
                         waiting={s.computer_to_act().is_some()}
                         claimers={Rc::new(claimers)} {on_primary}
                         on_claim={dispatch.reform(|seat| AppAction::Claim(Some(seat)))}
                         on_let_go={dispatch.reform(|()| AppAction::LetItGo)} />
        };
    }
    html! {}
}

/// The game's rules, as the rules sheet shows them.
pub fn rules(session: &AnySession) -> Html {
    super::rules::rules_of(session.game_id())
}
