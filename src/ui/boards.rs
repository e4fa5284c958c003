//! The play screen's parts that each game draws its own way (its table, its rules, the
//! extras some games have: Speed Cahoots' clock and "who has the device?" screen, Major
//! Woody's STEAL window and what its pass screen tells the table), each asked of the
//! game through [`TableGame`]. The session of any game becomes its game's here, once
//! each: no game is named (a game's bundle carries only its own arm, see
//! `games::AnySession`).

use std::rc::Rc;

use yew::prelude::*;

use super::state::{AppAction, Play, Refused};
use super::table::{Asks, Common, Seen, TableGame, TableProps, hint_seed, news};
use crate::engine::{Seat, Session};
use crate::games::{ActError, AnyAction, AnySession, OwnRefusal, each_session};

/// True when `session`'s game, played by one person, is played for a score, not to win
/// (see `TableGame::ALONE_FOR_A_SCORE`).
pub fn alone_for_a_score(session: &AnySession) -> bool {
    fn of<G: TableGame>(_: &Session<G>) -> bool {
        G::ALONE_FOR_A_SCORE
    }
    each_session!(session, s => of(s))
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

/// The places `viewer`'s refused move concerns (see `TableGame::refused_at`): none
/// unless the last move tried was `viewer`'s, refused by a rule of the game (not out of
/// turn, nor after the end).
pub(crate) fn refused_of<G: TableGame + OwnRefusal>(
    play: &Play,
    viewer: Option<Seat>,
) -> Vec<G::Place>
where
    G::Action: TryFrom<AnyAction>,
{
    let (Some(Refused::Act(ActError::Refused(refusal))), Some((seat, tried))) =
        (&play.refusal, &play.tried)
    else {
        return Vec::new();
    };
    let Some(error) = G::own(refusal).filter(|_| viewer == Some(*seat)) else {
        return Vec::new();
    };
    G::Action::try_from(tried.clone())
        .map_or_else(|_| Vec::new(), |action| G::refused_at(&action, error))
}

/// `G`'s table for `viewer`, drawn from the viewer's share of `session`, never the
/// session itself.
fn table_of<G: TableGame + OwnRefusal>(
    session: &Session<G>,
    play: &Play,
    viewer: Option<Seat>,
    dispatch: &Callback<AppAction>,
    read_aloud: bool,
    common: Rc<Common>,
) -> Html
where
    G::Action: TryFrom<AnyAction>,
    AnyAction: From<G::Action>,
{
    let computers: Vec<bool> = (0..session.seats().len())
        .map(|i| session.is_computer(Seat(i as u8)))
        .collect();
    let viewer = G::screen_of(&session.game().to_act(), &computers, viewer);
    let mut seen = Seen::of(session, viewer, true);
    // Only a seat's own screen can act; watching, nothing is sent.
    let seat = viewer.unwrap_or(Seat(0));
    let on_act = dispatch.reform(move |action: G::Action| AppAction::Act(seat, action.into()));
    // A screen claimed in a reaction window goes back to the window unanswered.
    let on_back = (play.claim.is_some() && play.claim == viewer)
        .then(|| dispatch.reform(|()| AppAction::Claim(None)));
    let pending = pending_of::<G>(play, viewer);
    if !G::may_act(&seen) || pending.is_some() {
        seen.legal.clear();
    }
    let refused = refused_of::<G>(play, viewer);
    let props = TableProps {
        seen: Rc::new(seen),
        common,
        on_act,
        on_back,
        hint_seed: hint_seed(session),
        read_aloud,
        pending,
        refused,
    };
    html! { <G::Screen ..props /> }
}

/// The game's own area for `viewer` (`None`: the public screen).
pub fn game_area(
    play: &Play,
    viewer: Option<Seat>,
    dispatch: &Callback<AppAction>,
    read_aloud: bool,
    common: Rc<Common>,
) -> Html {
    each_session!(&play.session, s => table_of(s.as_ref(), play, viewer, dispatch, read_aloud, common))
}

fn refused_words_of<G: TableGame>(_: &Session<G>) -> &'static str {
    G::REFUSED
}

/// How the game announces a refused move (see `TableGame::REFUSED`).
pub fn refused_words(session: &AnySession) -> &'static str {
    each_session!(session, s => refused_words_of(s.as_ref()))
}

/// The public screen's share of `session`: what a game's extras are drawn from.
fn public<G: TableGame>(session: &Session<G>) -> Seen<G> {
    Seen::of(session, None, false)
}

fn clock_of<G: TableGame>(session: &Session<G>, on_time_up: Callback<()>) -> Html {
    let save = session.save();
    G::clock(
        &save.options,
        save.steps.len(),
        session.game().outcome().is_some(),
        save.seed.to_string().into(),
        on_time_up,
    )
}

/// Speed Cahoots' clock, while the game is on; when it runs out the game is lost.
pub fn speed_clock(session: &AnySession, dispatch: &Callback<AppAction>) -> Html {
    let on_time_up = dispatch.reform(|()| AppAction::TimeUp);
    each_session!(session, s => clock_of(s.as_ref(), on_time_up))
}

/// What happened since `seat` last held the device, as the whole table may hear it,
/// then what the game says of where it stands.
fn pass_news_of<G: TableGame>(session: &Session<G>, seat: Seat) -> Vec<String> {
    let public = public(session);
    let mut lines = news::since_last(&public.log, seat, &public.names);
    lines.extend(G::pass_news(&public));
    lines
}

/// What the pass screen tells the table before the device goes to `seat`: what happened
/// since that person last held it, public facts only.
pub fn pass_news(session: &AnySession, seat: Seat) -> Vec<AttrValue> {
    each_session!(session, s => pass_news_of(s.as_ref(), seat))
        .into_iter()
        .map(AttrValue::from)
        .collect()
}

fn window_of<G: TableGame>(
    session: &Session<G>,
    primary: Option<Seat>,
    claimers: &[Seat],
    dispatch: &Callback<AppAction>,
) -> Html
where
    AnyAction: From<G::Action>,
{
    let asks = Asks {
        act: dispatch
            .reform(|(seat, action): (Seat, G::Action)| AppAction::Act(seat, action.into())),
        reveal: dispatch.reform(AppAction::Reveal),
        claim: dispatch.reform(|seat| AppAction::Claim(Some(seat))),
        let_go: dispatch.reform(|()| AppAction::LetItGo),
    };
    G::window(&public(session), primary, claimers, &asks)
}

/// The public screen of a reaction window: Speed Cahoots' "who has the device?", or
/// Major Woody's STEAL window.
pub fn window(
    session: &AnySession,
    primary: Option<Seat>,
    claimers: &[Seat],
    dispatch: &Callback<AppAction>,
) -> Html {
    each_session!(session, s => window_of(s.as_ref(), primary, claimers, dispatch))
}

fn reads_aloud_of<G: TableGame>(_: &Session<G>) -> bool {
    G::READS_ALOUD
}

/// True when the game's pictures can be read aloud (see `TableGame::READS_ALOUD`).
pub fn reads_aloud(session: &AnySession) -> bool {
    each_session!(session, s => reads_aloud_of(s.as_ref()))
}

/// The game's rules, as the rules sheet shows them.
pub fn rules(session: &AnySession) -> Html {
    super::rules::rules_of(session.game_id())
}
