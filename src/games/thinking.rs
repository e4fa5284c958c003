//! A computer player's question for any game, as text: so that the app can have it
//! answered in a Web Worker, off the page's thread. The question holds only what the
//! seat to act may see (see [`Question`]), so whatever answers it cannot cheat.

use serde::{Deserialize, Serialize};

use super::{AnyAction, GameId};
use super::{cahoots, foursquare, letters, quaddoku, woody};
use crate::engine::{Game, Question, Seat};

/// A computer player's question in any game.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "game", rename_all = "lowercase")]
pub enum AnyQuestion {
    /// Foursquare.
    #[cfg(feature = "foursquare")]
    Foursquare(Question<foursquare::Foursquare>),
    /// Letter Lines.
    #[cfg(feature = "letters")]
    Letters(Question<letters::Letters>),
    /// Major Woody's Wild Foursomes.
    #[cfg(feature = "woody")]
    Woody(Question<woody::Woody>),
    /// Quad*doku.
    #[cfg(feature = "quaddoku")]
    Quaddoku(Question<quaddoku::Quaddoku>),
    /// Cahoots.
    #[cfg(feature = "cahoots")]
    Cahoots(Question<cahoots::Cahoots>),
}

impl AnyQuestion {
    /// The computer player's answer: its seat and its action.
    pub fn answer(&self) -> (Seat, AnyAction) {
        match self {
            #[cfg(feature = "foursquare")]
            AnyQuestion::Foursquare(q) => (q.seat, q.answer().into()),
            #[cfg(feature = "letters")]
            AnyQuestion::Letters(q) => (q.seat, q.answer().into()),
            #[cfg(feature = "woody")]
            AnyQuestion::Woody(q) => (q.seat, q.answer().into()),
            #[cfg(feature = "quaddoku")]
            AnyQuestion::Quaddoku(q) => (q.seat, q.answer().into()),
            #[cfg(feature = "cahoots")]
            AnyQuestion::Cahoots(q) => (q.seat, q.answer().into()),
        }
    }

    /// The game it is asked in.
    pub fn game(&self) -> GameId {
        match self {
            #[cfg(feature = "foursquare")]
            AnyQuestion::Foursquare(_) => GameId::Foursquare,
            #[cfg(feature = "letters")]
            AnyQuestion::Letters(_) => GameId::Letters,
            #[cfg(feature = "woody")]
            AnyQuestion::Woody(_) => GameId::Woody,
            #[cfg(feature = "quaddoku")]
            AnyQuestion::Quaddoku(_) => GameId::Quaddoku,
            #[cfg(feature = "cahoots")]
            AnyQuestion::Cahoots(_) => GameId::Cahoots,
        }
    }

    /// The question as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a question; a message that is not one is refused with the reason.
    pub fn from_json(text: &str) -> Result<Self, String> {
        // The game's key first, then straight into that game's question (its "game" key
        // skipped): the tagged enum's own reader would buffer the whole question and
        // build a second copy of every type's reader in the bundle.
        #[derive(Deserialize)]
        struct Tag {
            game: String,
        }
        fn question<G: Game>(text: &str) -> Result<Question<G>, String> {
            serde_json::from_str(text).map_err(|e| e.to_string())
        }
        let tag: Tag = serde_json::from_str(text).map_err(|e| e.to_string())?;
        #[allow(unreachable_patterns)]
        Ok(match GameId::from_key(&tag.game) {
            #[cfg(feature = "foursquare")]
            Some(GameId::Foursquare) => AnyQuestion::Foursquare(question(text)?),
            #[cfg(feature = "letters")]
            Some(GameId::Letters) => AnyQuestion::Letters(question(text)?),
            #[cfg(feature = "woody")]
            Some(GameId::Woody) => AnyQuestion::Woody(question(text)?),
            #[cfg(feature = "quaddoku")]
            Some(GameId::Quaddoku) => AnyQuestion::Quaddoku(question(text)?),
            #[cfg(feature = "cahoots")]
            Some(GameId::Cahoots) => AnyQuestion::Cahoots(question(text)?),
            _ => {
                return Err(format!(
                    "not a question of a game in this build: {}",
                    tag.game
                ));
            }
        })
    }
}
