//! A session as stored in the browser and read back: `{"game": key, "seats": [...],
//! "save": {...}, "over": bool}`, one game's own, read and written by that game's type
//! (a game's page carries no other game's reader).

use serde::Serialize;

use super::Registered;
use super::summary::SavedSummary;
use crate::engine::session::{SessionRecord, WithBots};
use crate::engine::{LoadError, Session};

/// Loads a stored session of `G`: checks the format version and the game first, so an
/// old, newer or another game's save gets a clear message, then replays every step.
pub fn from_json<G: Registered + WithBots>(json: &str) -> Result<Session<G>, LoadError> {
    let summary = SavedSummary::read(json)?;
    if summary.game != G::ID {
        return Err(LoadError::UnknownGame(summary.game.key().into()));
    }
    // Straight into the game's own record (its "game" key is read above and skipped
    // here): a reader of every game's would buffer the whole save first.
    let record: SessionRecord<G> =
        serde_json::from_str(json).map_err(|e| LoadError::unreadable(&e))?;
    Session::from_record(record)
}

/// The stored form of `session`, as JSON, marked `"over"` once the game has ended (for
/// the list of games, which reads it without replaying: see [`SavedSummary`]).
pub fn to_json<G: Registered + WithBots>(session: &Session<G>) -> String {
    #[derive(Serialize)]
    struct Stored<'a, G: Registered> {
        game: &'static str,
        #[serde(flatten)]
        record: &'a SessionRecord<G>,
        over: bool,
    }
    let record = session.record();
    let stored = Stored {
        game: G::KEY,
        record: &record,
        over: session.game().outcome().is_some(),
    };
    // Not `expect`: printing the error would carry serde_json's words for it.
    serde_json::to_string(&stored).unwrap_or_else(|_| unreachable!("a session always serialises"))
}
