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
        let header: Header = serde_json::from_str(json).map_err(|e| LoadError::unreadable(&e))?;
        Self::of(
            &header.game,
            header.save.version,
            header.save.steps.len(),
            header.over,
        )
    }

    /// The summary of a stored session whose top has been read some other way (the
    /// front page reads it with the browser's own JSON reader, and carries none of its
    /// own): its `game` key, its save's format `version`, how many `steps` it holds and
    /// whether it is `over`, checked as [`SavedSummary::read`] checks them.
    pub fn of(game: &str, version: u32, steps: usize, over: bool) -> Result<Self, LoadError> {
        let game = GameId::from_key(game).ok_or_else(|| LoadError::UnknownGame(game.into()))?;
        if version > SAVE_VERSION {
            return Err(LoadError::NewerVersion {
                found: version,
                supported: SAVE_VERSION,
            });
        }
        if version < game.info().saves_since {
            return Err(LoadError::OlderVersion {
                found: version,
                supported: SAVE_VERSION,
            });
        }
        Ok(SavedSummary { game, steps, over })
    }

    /// True when the list of games offers to continue it.
    pub fn in_progress(&self) -> Option<usize> {
        (!self.over).then_some(self.steps)
    }
}
