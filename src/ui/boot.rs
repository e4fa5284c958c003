//! Starting up: from what storage held and what the link asks for, the first state.
//! Pure, so every case (a corrupt save, a bad link, a reload mid-game) is a native test.

use super::state::{AppState, Play, Saving, Screen, SetupForm};
use super::url::{LinkRequest, parse_params};
use crate::engine::LoadError;
use crate::games::{AnySession, GameId};

/// What storage held for one game.
pub type Stored = (GameId, Result<AnySession, LoadError>);

/// The first state of the app.
///
/// - A link to a deal resumes the saved game when it is that very deal (so a reload
///   resumes exactly) and deals it otherwise; if another game of that kind is in
///   progress, the player is asked first. A link to a game without a deal opens its
///   setup. A bad link says what is wrong and what is allowed.
/// - Without a link, the game this tab had on screen (`current`, kept across a reload)
///   comes back; otherwise the list of games.
/// - A save that cannot be loaded is reported (it was kept aside by the caller).
pub fn boot(
    params: &[(String, String)],
    stored: Vec<Stored>,
    storage: Result<(), String>,
    current: Option<GameId>,
) -> AppState {
    let mut state = AppState::default();
    state.saving = match storage {
        Ok(()) => Saving::On,
        Err(reason) => Saving::Off(reason),
    };
    for (game, result) in stored {
        match result {
            Ok(session) => state.remember(&session),
            Err(e) => state.notify(format!(
                "Your saved {} game could not be loaded: {e}. It was kept aside, and you can start afresh.",
                game.info().name
            )),
        }
    }
    match parse_params(params) {
        Err(e) => {
            state.notify(e.to_string());
            state.screen = Screen::Home;
        }
        Ok(None) => {
            state.screen = match current.and_then(|g| state.saved_game(g)).cloned() {
                Some(session) => Screen::Play(Play::new(session)),
                None => Screen::Home,
            };
        }
        Ok(Some(LinkRequest { game, seed: None })) => {
            state.screen = Screen::Setup(SetupForm::new(game))
        }
        Ok(Some(LinkRequest {
            game,
            seed: Some(seed),
        })) => match state.saved_game(game).cloned() {
            Some(session) if session.seed() == seed => {
                state.screen = Screen::Play(Play::new(session))
            }
            Some(session) if session.outcome().is_none() && session.steps() > 0 => {
                state.screen = Screen::LinkChoice { game, seed };
            }
            _ => state.start(SetupForm::new(game), seed),
        },
    }
    state
}
