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
///   resumes exactly), and deals it afresh otherwise. A link to a game without a deal
///   opens its setup. A bad link says what is wrong and what is allowed.
/// - A save that cannot be loaded is reported (it was kept aside by the caller).
pub fn boot(
    params: &[(String, String)],
    stored: Vec<Stored>,
    storage: Result<(), String>,
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
    state.screen = match parse_params(params) {
        Err(e) => {
            state.notify(e.to_string());
            Screen::Home
        }
        Ok(None) => Screen::Home,
        Ok(Some(LinkRequest { game, seed: None })) => Screen::Setup(SetupForm::new(game)),
        Ok(Some(LinkRequest {
            game,
            seed: Some(seed),
        })) => {
            let resume = state.saved_game(game).filter(|s| s.seed() == seed).cloned();
            match resume {
                Some(session) => Screen::Play(Play::new(session)),
                None => match AnySession::new(game, SetupForm::new(game).seats, seed) {
                    Ok(session) => {
                        state.remember(&session);
                        Screen::Play(Play::new(session))
                    }
                    Err(e) => {
                        state.notify(e.to_string());
                        Screen::Home
                    }
                },
            }
        }
    };
    state
}
