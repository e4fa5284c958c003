//! The browser's localStorage: one saved session per game. Every call is fallible: a
//! sandboxed iframe has no storage at all, and a full one refuses writes. Callers turn
//! failures into the "saving is off" note; the game plays on either way.

use web_sys::Storage;

use super::boot::Stored;
use crate::engine::LoadError;
use crate::games::summary::SavedSummary;
use crate::games::{AnySession, GameId};

/// The start of each saved game's key, before the game's key (`static/loader.js` reads
/// it too).
pub(crate) const SAVE_PREFIX: &str = "fourfold.save.";
const ASIDE_PREFIX: &str = "fourfold.unreadable.";

fn key(game: GameId) -> String {
    format!("{SAVE_PREFIX}{}", game.key())
}

/// The page's localStorage, or why there is none.
pub fn local_storage() -> Result<Storage, String> {
    let window = web_sys::window().ok_or("there is no window")?;
    match window.local_storage() {
        Ok(Some(storage)) => Ok(storage),
        Ok(None) => Err("this browser offers no storage".into()),
        Err(_) => {
            Err("this page may not use storage here (a sandboxed frame or a private window)".into())
        }
    }
}

/// Checks that storage can be written.
pub fn probe(storage: &Storage) -> Result<(), String> {
    storage
        .set_item("fourfold.probe", "1")
        .and_then(|()| storage.remove_item("fourfold.probe"))
        .map_err(|_| "the browser's storage refuses to save (it may be full)".to_string())
}

/// Loads the saved session of every game this build plays (a game's own page never
/// touches another game's save). One that cannot be loaded is moved aside under another
/// key (kept, never deleted), and reported.
pub fn load_all(storage: &Storage) -> Vec<Stored> {
    read_each(storage, GameId::built(), AnySession::from_json)
}

/// Reads what the list of games shows of every saved session, without replaying any (the
/// front page has no game's rules). One that cannot be read is moved aside and reported,
/// as [`load_all`] does.
pub fn summaries(storage: &Storage) -> Vec<(GameId, Result<SavedSummary, LoadError>)> {
    read_each(storage, GameId::ALL, SavedSummary::read)
}

fn read_each<T>(
    storage: &Storage,
    games: impl IntoIterator<Item = GameId>,
    read: impl Fn(&str) -> Result<T, LoadError>,
) -> Vec<(GameId, Result<T, LoadError>)> {
    let mut stored = Vec::new();
    for game in games {
        let Ok(Some(json)) = storage.get_item(&key(game)) else {
            continue;
        };
        let result = read(&json);
        if result.is_err() {
            let aside = format!(
                "{ASIDE_PREFIX}{}.{}",
                game.key(),
                js_sys::Date::now() as u64
            );
            if storage.set_item(&aside, &json).is_ok() {
                let _ = storage.remove_item(&key(game));
            }
        }
        stored.push((game, result));
    }
    stored
}

/// Saves `session` as its game's latest.
pub fn save(storage: &Storage, session: &AnySession) -> Result<(), String> {
    storage
        .set_item(&key(session.game_id()), &session.to_json())
        .map_err(|_| "the browser's storage is full".to_string())
}
