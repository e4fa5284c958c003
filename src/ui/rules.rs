//! Each game's rules in plain words, as the rules sheet shows them: at the table, in the
//! game's setup, and on the list of games, so a new player can read them before playing.

use yew::prelude::*;

use crate::games::GameId;

/// The rules of `game`.
pub fn rules_of(game: GameId) -> Html {
    match game {
        GameId::Foursquare => super::foursquare::rules::rules(),
        GameId::Letters => super::letters::rules::rules(),
        GameId::Woody => super::woody::rules::rules(),
        GameId::Quaddoku => super::quaddoku::rules::rules(),
        GameId::Cahoots => super::cahoots::rules::rules(),
    }
}
