//! The browser's localStorage: one saved session per game, on two shelves: the full
//! app's, and the widget's (a game embedded in someone's page keeps its own, so a widget
//! link never replaces the game a person has in progress in the full app). Every call is
//! fallible: a sandboxed iframe has no storage at all, and a full one refuses writes.
//! Callers turn failures into the "saving is off" note; the game plays on either way.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::Storage;

use crate::engine::session::WithBots;
use crate::engine::{LoadError, Session};
use crate::games::stored::Unreadable;
use crate::games::summary::SavedSummary;
use crate::games::{GameId, Listed, Registered, stored};

/// The start of each saved game's key, before the game's key (`static/loader.js` reads
/// it too).
pub(crate) const SAVE_PREFIX: &str = "fourfold.save.";
/// The start of a widget's saved game's key (`static/loader.js` reads it too).
pub(crate) const WIDGET_PREFIX: &str = "fourfold.widget.save.";
/// The key written and removed to learn whether storage can be written
/// (`static/loader.js` probes it too).
pub(crate) const PROBE_KEY: &str = "fourfold.probe";
/// The start of the key a save that could not be read is kept under, before its game's
/// key, a dot and its place among the game's kept ones (`static/fourfold-crash.js`
/// keeps them so too).
const ASIDE_PREFIX: &str = "fourfold.unreadable.";
/// How many saves that could not be read are kept aside for each game: the newest.
pub const KEPT_ASIDE: usize = 3;

/// Whose saved games: the full app's, or a widget's (`embed=1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shelf {
    /// The full app.
    App,
    /// The app embedded in another page.
    Widget,
}

impl Shelf {
    /// The shelf of the app framed so (`embed`: a widget).
    pub fn of(embed: bool) -> Self {
        if embed { Shelf::Widget } else { Shelf::App }
    }
}

/// The storage key of `game`'s saved session on `shelf`.
pub fn key(game: GameId, shelf: Shelf) -> String {
    let prefix = match shelf {
        Shelf::App => SAVE_PREFIX,
        Shelf::Widget => WIDGET_PREFIX,
    };
    format!("{prefix}{}", game.key())
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
        .set_item(PROBE_KEY, "1")
        .and_then(|()| storage.remove_item(PROBE_KEY))
        .map_err(|_| "the browser's storage refuses to save (it may be full)".to_string())
}

/// Loads the saved session of `G`, if there is one (a game's own page never touches
/// another game's save). One that cannot be loaded is moved aside under another key (the
/// newest [`KEPT_ASIDE`] of the game are kept), and reported with what of its setup can
/// still be read; but one written by a newer version stays where it is, for that
/// version to resume.
///
/// With no save, a save of `G` this tab set aside before (the list of games did, or a
/// crash's notice: see [`set_aside`]) still gives its players to a fresh start, once.
pub fn load<G: Listed + WithBots>(
    storage: &Storage,
    shelf: Shelf,
) -> Option<Result<Session<G>, Unreadable<G>>> {
    let why = |u: &Unreadable<G>| u.error.clone();
    match read_each(storage, [G::ID], shelf, stored::load::<G>, why).pop() {
        Some((_, result)) => Some(result),
        None => {
            let tab = tab_storage()?;
            let mark = afresh_key(G::ID);
            tab.get_item(&mark).ok()??;
            let _ = tab.remove_item(&mark);
            let json = storage.get_item(&aside_key(G::ID, 1)).ok()??;
            let setup = stored::readable_setup::<G>(&json)?;
            Some(Err(Unreadable {
                error: None,
                setup: Some(setup),
            }))
        }
    }
}

/// The tab's own storage (sessionStorage), if there is one.
fn tab_storage() -> Option<Storage> {
    web_sys::window()?.session_storage().ok()?
}

/// The tab's mark that a save of `game` was set aside in it, for its setup to start
/// afresh with its players (`static/fourfold-crash.js` marks it so too).
fn afresh_key(game: GameId) -> String {
    format!("fourfold.afresh.{}", game.key())
}

/// Reads what the list of games shows of every saved session, without replaying any (the
/// front page has no game's rules). One that cannot be read is moved aside and reported,
/// as [`load`] does. The copies earlier versions kept aside beyond the newest few of each
/// game are forgotten here (see [`earlier_beyond_kept`]).
pub fn summaries(
    storage: &Storage,
    shelf: Shelf,
) -> Vec<(GameId, Result<SavedSummary, LoadError>)> {
    let keys: Vec<String> = (0..storage.length().unwrap_or(0))
        .filter_map(|i| storage.key(i).ok().flatten())
        .collect();
    for old in earlier_beyond_kept(&keys) {
        let _ = storage.remove_item(&old);
    }
    read_each(storage, GameId::ALL, shelf, read_summary, |e| {
        Some(e.clone())
    })
}

/// Of storage's `keys`, the saves earlier versions kept aside (under the time they were
/// set aside, `fourfold.unreadable.<game>.<milliseconds>`, never cleaned then) beyond the
/// newest [`KEPT_ASIDE`] of each game. Only the list of games looks for them, so no
/// game's page carries the code.
pub fn earlier_beyond_kept(keys: &[String]) -> Vec<String> {
    let mut beyond = Vec::new();
    for game in GameId::ALL {
        let prefix = format!("{ASIDE_PREFIX}{}.", game.key());
        // A time has many digits; a place of this version's, one.
        let mut times: Vec<(&str, &String)> = keys
            .iter()
            .filter_map(|key| Some((key.strip_prefix(&prefix)?, key)))
            .filter(|(time, _)| time.len() > 1 && time.bytes().all(|b| b.is_ascii_digit()))
            .collect();
        // The oldest goes while there are too many: a shorter number of milliseconds is
        // an earlier one (no sort: its code is kilobytes, for a few keys).
        while times.len() > KEPT_ASIDE {
            let oldest = (0..times.len())
                .min_by_key(|&i| (times[i].0.len(), times[i].0))
                .unwrap_or(0);
            beyond.push(times.swap_remove(oldest).1.clone());
        }
    }
    beyond
}

/// [`SavedSummary::read`] with the browser's JSON reader and no serde: the front page
/// carries no JSON reader of its own (serde_json was a seventh of its download). It
/// checks the same fields the same way (`tests/web.rs` holds the two to agree on every
/// kind of save). Two forms no Fourfold ever writes read differently: a header given as
/// a JSON array, which serde would take field by field, is damaged here; a version
/// written `2.0` is read as 2 here, and refused by the game's page when it replays.
pub fn read_summary(json: &str) -> Result<SavedSummary, LoadError> {
    let corrupt = |why: &str| LoadError::Corrupt(why.to_string());
    let top = js_sys::JSON::parse(json).map_err(|e| {
        LoadError::Corrupt(
            e.dyn_into::<js_sys::Error>()
                .map_or_else(|_| "not JSON".to_string(), |e| String::from(e.message())),
        )
    })?;
    // Reflect.get refuses a target that is not an object (null, a number): no field.
    let field = |of: &JsValue, key: &str| {
        js_sys::Reflect::get(of, &JsValue::from_str(key))
            .ok()
            .filter(|v| !v.is_undefined())
    };
    let game = field(&top, "game")
        .and_then(|v| v.as_string())
        .ok_or_else(|| corrupt("it names no game"))?;
    let save = field(&top, "save")
        .filter(JsValue::is_object)
        .ok_or_else(|| corrupt("it holds no save"))?;
    let version = field(&save, "version")
        .and_then(|v| v.as_f64())
        .filter(|v| v.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(v))
        .ok_or_else(|| corrupt("its save has no format version"))?;
    let steps = match field(&save, "steps") {
        None => 0,
        Some(steps) => steps
            .dyn_into::<js_sys::Array>()
            .map_err(|_| corrupt("its steps are not a list"))?
            .length() as usize,
    };
    let over = match field(&top, "over") {
        None => false,
        Some(over) => over
            .as_bool()
            .ok_or_else(|| corrupt("its end mark is not true or false"))?,
    };
    SavedSummary::of(&game, version as u32, steps, over)
}

fn read_each<T, E>(
    storage: &Storage,
    games: impl IntoIterator<Item = GameId>,
    shelf: Shelf,
    read: impl Fn(&str) -> Result<T, E>,
    why: impl Fn(&E) -> Option<LoadError>,
) -> Vec<(GameId, Result<T, E>)> {
    let mut stored = Vec::new();
    for game in games {
        let Ok(Some(json)) = storage.get_item(&key(game, shelf)) else {
            continue;
        };
        let result = read(&json);
        if let Err(e) = &result
            && !matches!(why(e), Some(LoadError::NewerVersion { .. }))
        {
            set_aside(storage, game, shelf, &json);
        }
        stored.push((game, result));
    }
    stored
}

/// Moves `json`, `game`'s save on `shelf` that could not be read, aside: into the first
/// of the game's [`KEPT_ASIDE`] places for them, the copies there moving one place on and
/// the oldest dropped, so the newest are kept (no key is listed nor parsed: a bundle
/// carries less code for it); and marks the tab, so that the game's setup, opened next
/// in it, starts afresh with its players (see [`load`]).
fn set_aside(storage: &Storage, game: GameId, shelf: Shelf, json: &str) {
    for place in (1..KEPT_ASIDE).rev() {
        if let Ok(Some(older)) = storage.get_item(&aside_key(game, place)) {
            let _ = storage.set_item(&aside_key(game, place + 1), &older);
        }
    }
    if storage.set_item(&aside_key(game, 1), json).is_ok() {
        let _ = storage.remove_item(&key(game, shelf));
        if let Some(tab) = tab_storage() {
            let _ = tab.set_item(&afresh_key(game), "1");
        }
    }
}

/// The key of `game`'s save kept aside in `place` (1, the newest, to [`KEPT_ASIDE`]).
pub fn aside_key(game: GameId, place: usize) -> String {
    format!("{ASIDE_PREFIX}{}.{place}", game.key())
}

/// Saves `session` as its game's latest on `shelf`.
pub fn save<G: Registered + WithBots>(
    storage: &Storage,
    session: &Session<G>,
    shelf: Shelf,
) -> Result<(), String> {
    storage
        .set_item(&key(G::ID, shelf), &stored::to_json(session))
        .map_err(|_| "the browser's storage is full".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The notice of a crash (`static/fourfold-crash.js`) sets a save aside and marks the
    /// tab as the app does, and probes storage by the same key.
    #[test]
    fn the_crash_notice_keeps_saves_as_the_app_does() {
        let notice = include_str!("../../static/fourfold-crash.js");
        let game = GameId::Woody;
        let named = |template: &str| notice.contains(template);
        assert!(named(&format!("const KEPT_ASIDE = {KEPT_ASIDE};")));
        assert_eq!(aside_key(game, 2), "fourfold.unreadable.woody.2");
        assert!(named("`fourfold.unreadable.${game}.${n}`"));
        assert_eq!(afresh_key(game), "fourfold.afresh.woody");
        assert!(named("`fourfold.afresh.${game}`, '1'"));
        assert_eq!(key(game, Shelf::App), "fourfold.save.woody");
        assert_eq!(key(game, Shelf::Widget), "fourfold.widget.save.woody");
        assert!(named("`fourfold.${embedded ? 'widget.' : ''}save.${game}`"));
        assert!(named(&format!("'{PROBE_KEY}'")));
    }

    #[test]
    fn the_list_forgets_what_earlier_versions_kept_aside_beyond_the_newest() {
        let keys: Vec<String> = [
            "fourfold.unreadable.woody.1700000000500",
            "fourfold.unreadable.woody.1700000000020",
            "fourfold.unreadable.letters.1700000000001",
            "fourfold.save.woody",
            "fourfold.unreadable.woody.1",
            "fourfold.unreadable.woody.1700000003000",
            "fourfold.unreadable.woody.1700000000100",
            "fourfold.unreadable.woody.999999999999",
        ]
        .map(String::from)
        .to_vec();
        assert_eq!(
            earlier_beyond_kept(&keys),
            [
                "fourfold.unreadable.woody.999999999999",
                "fourfold.unreadable.woody.1700000000020"
            ]
        );
    }

    #[test]
    fn a_widget_keeps_its_games_apart_from_the_full_apps() {
        for game in GameId::ALL {
            assert_eq!(
                key(game, Shelf::App),
                format!("fourfold.save.{}", game.key())
            );
            assert_ne!(key(game, Shelf::Widget), key(game, Shelf::App));
            assert!(!key(game, Shelf::Widget).starts_with(SAVE_PREFIX));
        }
        assert_eq!(Shelf::of(true), Shelf::Widget);
    }
}
