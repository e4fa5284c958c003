//! Saved games: (format version, game, options, seed, actions). Loading replays every
//! action through the rules, so a save can never smuggle in a position the rules would
//! not reach; undo is a replay of all but the last action.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::game::{Game, SetupError, attributed};
use super::rng::Seed;
use super::seat::Seat;

/// The save format this build writes. Bump it whenever a save written before would
/// replay differently (a rule change, a different shuffle), and raise the changed game's
/// `Game::SAVES_SINCE` to it: a game reads its saves from its `SAVES_SINCE` on. 2: a
/// Quad*doku move must spell a new word, and Letter Lines' draw waits until play truly
/// cannot go on. 3: a Major Woody pass discards a card, and a reaction's draw on an
/// empty deck no longer ends the game. 4: Major Woody's Got it! holder is who held the
/// card at its reading (never a thief by its replacement), and reactions go in turn
/// order from the mover.
pub const SAVE_VERSION: u32 = 4;

/// One action as it was taken, with the seat that took it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step<A> {
    /// Who acted.
    pub seat: Seat,
    /// What they did.
    pub action: A,
}

/// A game as (version, options, seed, steps); the game's key is added by the enum over
/// games when it is written.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Save<G: Game> {
    /// The save format version.
    pub version: u32,
    /// The options the game was set up with.
    pub options: G::Options,
    /// The seed of the deal.
    pub seed: Seed,
    /// Every action so far, in order.
    pub steps: Vec<Step<G::Action>>,
}

/// Why a save could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LoadError {
    /// The text is not a save at all.
    #[error("the save is damaged ({0})")]
    Corrupt(String),
    /// Written by a newer Fourfold.
    #[error(
        "the save was written by a newer version of Fourfold (format {found}; this one reads {supported})"
    )]
    NewerVersion {
        /// The version in the save.
        found: u32,
        /// The version this build reads.
        supported: u32,
    },
    /// Written by an older Fourfold whose games replay differently.
    #[error(
        "the save was written by an older version of Fourfold (format {found}; this one reads {supported})"
    )]
    OlderVersion {
        /// The version in the save.
        found: u32,
        /// The version this build reads.
        supported: u32,
    },
    /// The game is not one this build knows.
    #[error("the save is for a game this version does not have (\"{0}\")")]
    UnknownGame(String),
    /// The options do not make a game.
    #[error("the save's options are not valid: {0}")]
    Setup(#[from] SetupError),
    /// An action does not replay.
    #[error("move {number} of the save cannot be replayed: {reason}")]
    IllegalStep {
        /// The 1-based number of the step.
        number: usize,
        /// Why the rules refused it.
        reason: String,
    },
}

impl LoadError {
    /// A save serde_json could not read, said by where and in which way, not in its
    /// reader's own words: those words (every kind of JSON mistake, spelled out) would
    /// weigh on every game's page for a message nobody acts on differently.
    pub fn unreadable(error: &serde_json::Error) -> Self {
        use serde_json::error::Category;
        let what = match error.classify() {
            Category::Eof => "it ends too soon",
            Category::Syntax => "it is not JSON",
            Category::Data => "it does not hold a game this version can read",
            Category::Io => "it could not be read",
        };
        LoadError::Corrupt(format!(
            "{what}: line {}, column {}",
            error.line(),
            error.column()
        ))
    }
}

/// An event with the seat that acted (or, at setup, the seat it happened to).
pub type LogLine<G> = (Seat, <G as Game>::Event);

/// A replayed game, its log, and where each step's lines begin in the log.
pub type Replayed<G> = (G, Vec<LogLine<G>>, Vec<usize>);

impl<G: Game> Save<G> {
    /// A save of a new game: no steps yet.
    pub fn new(options: G::Options, seed: Seed) -> Self {
        Save {
            version: SAVE_VERSION,
            options,
            seed,
            steps: Vec::new(),
        }
    }

    /// Checks the version and replays every step through the rules, returning the game
    /// and everything that happened, setup included, oldest first.
    pub fn replay(&self) -> Result<(G, Vec<LogLine<G>>), LoadError> {
        self.replay_marked().map(|(game, log, _)| (game, log))
    }

    /// As [`Save::replay`], with where each step's events begin in the log: the log
    /// lines of step `i` are `log[starts[i]..starts[i + 1]]` (the last step's run to the
    /// end); lines before `starts[0]` happened at setup.
    pub fn replay_marked(&self) -> Result<Replayed<G>, LoadError> {
        if self.version > SAVE_VERSION {
            return Err(LoadError::NewerVersion {
                found: self.version,
                supported: SAVE_VERSION,
            });
        }
        if self.version < G::SAVES_SINCE {
            return Err(LoadError::OlderVersion {
                found: self.version,
                supported: SAVE_VERSION,
            });
        }
        let mut game = G::new(&self.options, self.seed)?;
        let mut log = game.opening_events();
        let mut starts = Vec::with_capacity(self.steps.len());
        for (i, step) in self.steps.iter().enumerate() {
            starts.push(log.len());
            let happened =
                game.apply(step.seat, &step.action)
                    .map_err(|refusal| LoadError::IllegalStep {
                        number: i + 1,
                        reason: refusal.to_string(),
                    })?;
            log.extend(attributed::<G>(step.seat, happened));
        }
        Ok((game, log, starts))
    }

    /// The save with its last `count` steps taken back.
    pub fn without_last(&self, count: usize) -> Self {
        let mut save = self.clone();
        let keep = save.steps.len().saturating_sub(count);
        save.steps.truncate(keep);
        save
    }
}
