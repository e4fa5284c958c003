//! A session as stored in the browser and read back: `{"game": key, "seats": [...],
//! "save": {...}, "over": bool}`, one game's own, read and written by that game's type
//! (a game's page carries no other game's reader).

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::summary::SavedSummary;
use super::{Listed, Registered};
use crate::engine::session::{SessionRecord, WithBots};
use crate::engine::{Game, LoadError, SeatSetup, Session};

/// A stored game that could not be loaded: why, and what of its setup could still be read
/// (see [`readable_setup`]), so that starting afresh starts with the same people.
#[derive(Clone, Debug, PartialEq)]
pub struct Unreadable<G: Game> {
    /// Why it could not be loaded; `None` for one set aside before, in this tab, and told
    /// there (by the list of games, or the notice of a crash), whose players a fresh start
    /// still takes.
    pub error: Option<LoadError>,
    /// Its seats (names, and who plays each) and its options, where they could be read.
    pub setup: Option<(Vec<SeatSetup>, G::Options)>,
}

impl<G: Game> From<LoadError> for Unreadable<G> {
    fn from(error: LoadError) -> Self {
        Unreadable {
            error: Some(error),
            setup: None,
        }
    }
}

/// Loads a stored session of `G` as [`from_json`] does; one that cannot be loaded comes
/// with what of its setup can still be read.
pub fn load<G: Listed + WithBots>(json: &str) -> Result<Session<G>, Unreadable<G>> {
    from_json(json).map_err(|error| Unreadable {
        error: Some(error),
        setup: readable_setup::<G>(json),
    })
}

/// The seats and options of a stored session that cannot be loaded (damaged, cut short,
/// or of another version), where they can still be read: its seats are written before
/// its moves, so a save cut short or with a move that does not replay still names its
/// players. Each is read from between its key and the next key as they are written;
/// the seats are kept only in a number the game seats, the options only if they read
/// whole (the game's defaults otherwise). A key cannot occur inside a name: a name's
/// quotes are escaped.
pub fn readable_setup<G: Listed>(json: &str) -> Option<(Vec<SeatSetup>, G::Options)> {
    let seats: Vec<SeatSetup> = between(json, "\"seats\":", ",\"save\":")?;
    if !G::INFO.seat_counts.contains(&seats.len()) {
        return None;
    }
    let options = between(json, "\"options\":", ",\"seed\":").unwrap_or_default();
    Some((seats, options))
}

/// What reads as a `T` between the first `from` in `json` and the first `to` after it.
fn between<T: DeserializeOwned>(json: &str, from: &str, to: &str) -> Option<T> {
    // A plain scan: `str::find`'s searcher is a kilobyte of every game's bundle.
    let find = |text: &str, key: &str| {
        text.as_bytes()
            .windows(key.len())
            .position(|w| w == key.as_bytes())
    };
    let rest = &json[find(json, from)? + from.len()..];
    serde_json::from_str(&rest[..find(rest, to)?]).ok()
}

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
