//! Starting up: from what storage held and what the link asks for, the first state.
//! Pure, so every case (a corrupt save, a bad link, a reload mid-game) is a native test.

use super::setup::SetupForm;
use super::state::{AppState, Play, Saving, Screen};
use super::storage::KEPT_ASIDE;
use super::table::TableGame;
use super::url::{GameRequest, parse_link};
use crate::engine::{LoadError, Seed, Session};
use crate::games::GameId;
use crate::games::stored::Unreadable;

/// What the player is told about a save that could not be loaded, in plain words, and
/// the details behind a tap: why, as the reader found it. One written by a newer version
/// was left where it is (that version resumes it); any other was kept aside.
pub fn unreadable_save(game: GameId, error: &LoadError) -> (String, Option<String>) {
    let name = game.info().name;
    let why = match error {
        LoadError::NewerVersion { .. } => {
            return (
                format!(
                    "Your {name} game was saved by a newer version of Fourfold: reload the page to go on with it."
                ),
                None,
            );
        }
        LoadError::OlderVersion { .. } => {
            "was saved by an older version of Fourfold whose rules differ, and"
        }
        // Damaged, or of a game this version lacks: the details say.
        _ => "is damaged and",
    };
    (
        format!(
            "Your saved {name} game {why} cannot be resumed. A copy is kept aside (the newest {KEPT_ASIDE} of each game are)."
        ),
        Some(error.to_string()),
    )
}

/// Why this tab saves nothing while a game saved by a newer version is stored: it would
/// write over it.
pub const NEWER_KEPT: &str = "a newer version's game is kept here; reload the page";

/// The first state of the app.
///
/// - A link to a deal resumes the saved game when it is that very game (so a reload
///   resumes exactly) and deals it otherwise; if another game of that kind is in
///   progress, the player is asked first. A link to a game without a deal opens its
///   setup with the link's seats and settings; in a widget (`embed=1`) it resumes that
///   game in progress or deals `fresh` at once. `resume=1` asks for the saved game in
///   progress (its setup when there is none). A bad parameter says what is wrong and
///   what is allowed, and the game opens on its setup instead of starting.
/// - Without a link, the game this tab had on screen (`current` is this game, kept
///   across a reload) comes back; if its save could not be loaded, its setup, saying so;
///   otherwise the list of games.
/// - A save that cannot be loaded (`stored`, what storage held of this game) is reported
///   (it was kept aside by the caller), and a setup opened in its place starts with its
///   players where they could be read. One written by a newer version stays stored, and
///   this page saves nothing over it.
pub fn boot<G: TableGame>(
    params: &[(String, String)],
    stored: Option<Result<Session<G>, Unreadable<G>>>,
    storage: Result<(), String>,
    current: bool,
    fresh: Seed,
) -> AppState<G> {
    let mut state = AppState::default();
    state.saving = match storage {
        Ok(()) => Saving::On,
        Err(reason) => Saving::Off(reason),
    };
    let (unreadable, afresh) = match stored {
        Some(Ok(session)) => {
            state.remember(&session);
            (false, None)
        }
        Some(Err(Unreadable { error, setup })) => {
            if let Some(error) = &error {
                let (text, details) = unreadable_save(G::ID, error);
                state.notify_with(text, details);
            }
            if matches!(error, Some(LoadError::NewerVersion { .. })) {
                state.saving = Saving::Held(NEWER_KEPT.into());
            }
            // Its seats in a number the game seats, and its options for them.
            let afresh = setup.map(|(seats, options)| SetupForm {
                seats,
                options,
                seed_text: String::new(),
                error: None,
                rules_open: false,
            });
            (error.is_some(), afresh)
        }
        None => (false, None),
    };
    // A setup the link leaves as it is (no seats, levels nor settings) starts afresh with
    // the players of the game that could not be loaded, where they could be read.
    let mut afresh = afresh;
    let mut afresh_or = |request: GameRequest<G>| match afresh.take() {
        Some(afresh) if !(request.seats_given || request.levels_given || request.options_given) => {
            afresh
        }
        _ => request.form,
    };
    let (link, errors) = parse_link::<G>(params);
    state.shell = link.shell;
    for e in &errors {
        state.notify(e.to_string());
    }
    let Some(request) = link.request else {
        state.screen = match state.saved_game().filter(|_| current).cloned() {
            Some(session) if errors.is_empty() => Screen::Play(Play::new(session)),
            // The tab's game could not be loaded: its setup says so, as its own address
            // does (the list of games, a page of its own, would never hear of it).
            _ if errors.is_empty() && current && unreadable => {
                Screen::Setup(afresh.unwrap_or_default())
            }
            _ => Screen::Home,
        };
        return state;
    };
    let saved = state.saved_game().cloned();
    let in_progress = saved
        .as_ref()
        .is_some_and(|s| s.game().outcome().is_none() && !s.save().steps.is_empty());
    match (request.seed, saved) {
        (_, _) if !errors.is_empty() => state.screen = Screen::Setup(request.form),
        (Some(_), Some(session)) if request.matches(&session) => {
            state.screen = Screen::Play(Play::new(session))
        }
        (Some(seed), _) if in_progress => {
            state.screen = Screen::LinkChoice {
                form: request.form,
                seed,
            }
        }
        (Some(seed), _) => state.start(request.form, seed),
        (None, Some(session)) if request.resume => state.screen = Screen::Play(Play::new(session)),

        (None, Some(session))
            if state.shell.embed
                && session.game().outcome().is_none()
                && request.matches(&session) =>
        {
            state.screen = Screen::Play(Play::new(session))
        }
        (None, _) if state.shell.embed => state.start(request.form, fresh),
        (None, _) => state.screen = Screen::Setup(afresh_or(request)),
    }
    state
}
