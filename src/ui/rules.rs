//! Each game's rules in plain words, as the rules sheet shows them: at the table, in the
//! game's setup, and on the list of games, so a new player can read them before playing.
//!
//! The list of games (built with no game's feature) carries every game's rules; a game's
//! own bundle carries only its own, since it never shows another game's.

use yew::prelude::*;

use crate::games::GameId;

/// True in the list of games' bundle, which is built with no game's feature.
const EVERY_GAME: bool = !cfg!(any(
    feature = "foursquare",
    feature = "letters",
    feature = "woody",
    feature = "quaddoku",
    feature = "cahoots"
));

/// The rules of `game` (nothing in a bundle that does not carry them: the guards are
/// constants, so the other games' rules are not compiled into a game's bundle).
pub fn rules_of(game: GameId) -> Html {
    match game {
        GameId::Foursquare if EVERY_GAME || cfg!(feature = "foursquare") => {
            super::foursquare::rules::rules()
        }
        GameId::Letters if EVERY_GAME || cfg!(feature = "letters") => {
            super::letters::rules::rules()
        }
        GameId::Woody if EVERY_GAME || cfg!(feature = "woody") => super::woody::rules::rules(),
        GameId::Quaddoku if EVERY_GAME || cfg!(feature = "quaddoku") => {
            super::quaddoku::rules::rules()
        }
        GameId::Cahoots if EVERY_GAME || cfg!(feature = "cahoots") => {
            super::cahoots::rules::rules()
        }
        _ => Html::default(),
    }
}
