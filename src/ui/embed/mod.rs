//! The app as a widget in someone else's page: what it tells the page around it.
//!
//! Inside a frame, the app posts messages to its parent with `postMessage`, each an
//! object `{ "source": "fourfold", "type": ..., ... }`:
//!
//! - `height`: `{ "height": 660 }`, the height in CSS pixels the widget asks for at its
//!   width, whenever the width changes: worked out from the width alone, so it says
//!   nothing of what is on screen; the table fits whatever height the frame is given;
//! - `started`: `{ "game": "cahoots", "seed": 7, "seats": [{ "name", "computer" }],
//!   "resumed": false }` when a game comes on screen (`seed` is `null` when the deal is
//!   private, as it orders the hidden cards);
//! - `ended`: `{ "game", "seed", "result": "won" | "lost" | "tied", "winners": [names],
//!   "scores": [{ "name", "points" }], "text": "Ann won: ..." }` once, when it ends.
//!
//! Nothing hidden is ever posted: no hand, no deck. Deciding what to post is pure (this
//! module); posting it is in [`parent`].

pub mod parent;

use serde::Serialize;

use crate::engine::session::WithBots;
use crate::engine::{Controller, Seed, Session, Standing};
use crate::games::{GameId, Registered};

/// A seat as the page is told of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatInfo {
    /// The name at the table.
    pub name: String,
    /// Whether a computer plays it.
    pub computer: bool,
}

/// A final score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Score {
    /// The seat's name.
    pub name: String,
    /// Its points.
    pub points: i32,
}

/// What the widget tells the page around it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum WidgetEvent {
    /// The content's height changed.
    Height {
        /// CSS pixels.
        height: u32,
    },
    /// A game came on screen.
    Started {
        /// The game's key.
        game: &'static str,
        /// The deal, when it may be public.
        seed: Option<u64>,
        /// Who plays.
        seats: Vec<SeatInfo>,
        /// Whether it was already under way (a reload, or back from setup).
        resumed: bool,
    },
    /// The game on screen ended.
    Ended {
        /// The game's key.
        game: &'static str,
        /// The deal, when it may be public.
        seed: Option<u64>,
        /// `won` (some seats won), `lost` (everybody lost) or `tied`.
        result: &'static str,
        /// The winners' names.
        winners: Vec<String>,
        /// The final scores, if the game keeps them.
        scores: Vec<Score>,
        /// The result in words, as the screen says it.
        text: String,
    },
}

/// A message as posted: the event, marked as Fourfold's.
#[derive(Serialize)]
pub struct Message<'a> {
    /// Always "fourfold", so the page can tell these messages from others.
    pub source: &'static str,
    /// The event.
    #[serde(flatten)]
    pub event: &'a WidgetEvent,
}

impl WidgetEvent {
    /// The message's JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&Message {
            source: "fourfold",
            event: self,
        })
        .unwrap_or_default()
    }
}

/// Which game the page was last told of: game, deal and seats.
type GameKey = (GameId, Seed, Vec<(String, Controller)>);

/// What the page has been told so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Told {
    started: Option<GameKey>,
    ended: Option<GameKey>,
}

fn key<G: Registered + WithBots>(session: &Session<G>) -> GameKey {
    (
        G::ID,
        session.seed(),
        session
            .seats()
            .iter()
            .map(|s| (s.name.clone(), s.controller))
            .collect(),
    )
}

fn public_seed<G: Registered + WithBots>(session: &Session<G>) -> Option<u64> {
    session.deal_is_public().then(|| session.seed().0)
}

/// The events the page has not been told yet, now that `session` is on screen (or
/// none), given `text`, the result in words; remembers them in `told`.
pub fn news<G: Registered + WithBots>(
    told: &mut Told,
    session: Option<&Session<G>>,
    text: impl Fn(&Session<G>) -> String,
) -> Vec<WidgetEvent> {
    let Some(session) = session else {
        return Vec::new();
    };
    let mut events = Vec::new();
    let now = key(session);
    let game = G::KEY;
    if told.started.as_ref() != Some(&now) {
        told.started = Some(now.clone());
        events.push(WidgetEvent::Started {
            game,
            seed: public_seed(session),
            seats: session
                .seats()
                .iter()
                .map(|s| SeatInfo {
                    name: s.name.clone(),
                    computer: s.controller == Controller::Computer,
                })
                .collect(),
            resumed: session.steps() > 0,
        });
    }
    if let Some(outcome) = session.outcome()
        && told.ended.as_ref() != Some(&now)
    {
        told.ended = Some(now);
        let name = |seat: crate::engine::Seat| {
            session
                .seats()
                .get(seat.index())
                .map(|s| s.name.clone())
                .unwrap_or_default()
        };
        let (result, winners) = match &outcome.standing {
            Standing::Won(seats) => ("won", seats.iter().map(|s| name(*s)).collect()),
            Standing::Lost => ("lost", Vec::new()),
            Standing::Tied(_) => ("tied", Vec::new()),
        };
        events.push(WidgetEvent::Ended {
            game,
            seed: public_seed(session),
            result,
            winners,
            scores: outcome
                .scores
                .iter()
                .map(|(seat, points)| Score {
                    name: name(*seat),
                    points: *points,
                })
                .collect(),
            text: text(session),
        });
    }
    events
}
