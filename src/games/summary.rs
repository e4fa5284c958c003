//! What the list of games shows about a stored game, read without replaying it: the
//! front page (the list of games on its own, without any game's rules) offers to continue
//! a game from this alone.

use serde::Deserialize;
use serde::de::IgnoredAny;

use super::GameId;
use crate::engine::{LoadError, SAVE_VERSION};

/// A stored game, as the list of games shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SavedSummary {
    /// The game.
    pub game: GameId,
    /// Moves made so far.
    pub steps: usize,
    /// True once the game has ended. Saves written before this mark existed read as not
    /// ended; the game's own page, which replays them, knows better.
    pub over: bool,
}

impl SavedSummary {
    /// Reads the summary of a stored session, checking what can be checked without the
    /// game's rules: that it is a save at all, of a known game, in this format version.
    pub fn read(json: &str) -> Result<Self, LoadError> {
        #[derive(Deserialize)]
        struct Header {
            game: String,
            save: SaveHeader,
            #[serde(default)]
            over: bool,
        }
        #[derive(Deserialize)]
        struct SaveHeader {
            version: u32,
            #[serde(default)]
            steps: Vec<IgnoredAny>,
        }
        let header: Header =
            serde_json::from_str(json).map_err(|e| LoadError::Corrupt(e.to_string()))?;
        let game =
            GameId::from_key(&header.game).ok_or(LoadError::UnknownGame(header.game.clone()))?;
        let found = header.save.version;
        if found > SAVE_VERSION {
            return Err(LoadError::NewerVersion {
                found,
                supported: SAVE_VERSION,
            });
        }
        if found < SAVE_VERSION {
            return Err(LoadError::OlderVersion {
                found,
                supported: SAVE_VERSION,
            });
        }
        Ok(SavedSummary {
            game,
            steps: header.save.steps.len(),
            over: header.over,
        })
    }

    /// True when the list of games offers to continue it.
    pub fn in_progress(&self) -> Option<usize> {
        (!self.over).then_some(self.steps)
    }
}
