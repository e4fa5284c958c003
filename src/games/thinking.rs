//! A computer player's question for any game, as text: so that the app can have it
//! answered in a Web Worker, off the page's thread. The question holds only what the
//! seat to act may see (see [`Question`]), so whatever answers it cannot cheat.

use serde::{Deserialize, Serialize};

use super::{AnyAction, AnySession, Cahoots, Foursquare, Letters, Quaddoku, Woody};
use crate::engine::{Question, Seat};

/// A computer player's question in any game.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "game", rename_all = "lowercase")]
pub enum AnyQuestion {
    /// Foursquare.
    Foursquare(Question<Foursquare>),
    /// Letter Lines.
    Letters(Question<Letters>),
    /// Major Woody's Wild Foursomes.
    Woody(Question<Woody>),
    /// Quad*doku.
    Quaddoku(Question<Quaddoku>),
    /// Cahoots.
    Cahoots(Question<Cahoots>),
}

impl AnyQuestion {
    /// The computer player's answer: its seat and its action.
    pub fn answer(&self) -> (Seat, AnyAction) {
        match self {
            AnyQuestion::Foursquare(q) => (q.seat, AnyAction::Foursquare(q.answer())),
            AnyQuestion::Letters(q) => (q.seat, AnyAction::Letters(q.answer())),
            AnyQuestion::Woody(q) => (q.seat, AnyAction::Woody(q.answer())),
            AnyQuestion::Quaddoku(q) => (q.seat, AnyAction::Quaddoku(q.answer())),
            AnyQuestion::Cahoots(q) => (q.seat, AnyAction::Cahoots(q.answer())),
        }
    }

    /// The question as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a question; a message that is not one is refused with the reason.
    pub fn from_json(text: &str) -> Result<Self, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }
}

impl AnySession {
    /// The question for the computer seat to act, if one is to act.
    pub fn computer_question(&self) -> Option<AnyQuestion> {
        Some(match self {
            AnySession::Foursquare(s) => AnyQuestion::Foursquare(s.computer_question()?),
            AnySession::Letters(s) => AnyQuestion::Letters(s.computer_question()?),
            AnySession::Woody(s) => AnyQuestion::Woody(s.computer_question()?),
            AnySession::Quaddoku(s) => AnyQuestion::Quaddoku(s.computer_question()?),
            AnySession::Cahoots(s) => AnyQuestion::Cahoots(s.computer_question()?),
        })
    }
}
