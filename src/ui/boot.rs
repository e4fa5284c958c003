//! Starting up: from what storage held and what the link asks for, the first state.
//! Pure, so every case (a corrupt save, a bad link, a reload mid-game) is a native test.

use super::setup::SetupForm;
use super::state::{AppState, Play, Saving, Screen};
use super::table::TableGame;
use super::url::parse_link;
use crate::engine::{LoadError, Seed, Session};
use crate::games::GameId;

/// What the player is told about a save that could not be loaded (and was kept aside).
pub fn unreadable_save(game: GameId, error: &LoadError) -> String {
    format!(
        "Your saved {} game could not be loaded: {error}. It was kept aside, and you can start afresh.",
        game.info().name
    )
}

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
///   (it was kept aside by the caller).
pub fn boot<G: TableGame>(
    params: &[(String, String)],
    stored: Option<Result<Session<G>, LoadError>>,
    storage: Result<(), String>,
    current: bool,
    fresh: Seed,
) -> AppState<G> {
    let mut state = AppState::default();
    state.saving = match storage {
        Ok(()) => Saving::On,
        Err(reason) => Saving::Off(reason),
    };
    let unreadable = match stored {
        Some(Ok(session)) => {
            state.remember(&session);
            false
        }
        Some(Err(e)) => {
            state.notify(unreadable_save(G::ID, &e));
            true
        }
        None => false,
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
            _ if errors.is_empty() && current && unreadable => Screen::Setup(SetupForm::new()),
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
        (None, _) => state.screen = Screen::Setup(request.form),
    }
    state
}
