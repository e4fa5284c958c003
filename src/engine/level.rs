//! How well a computer player plays, chosen for each computer seat: easy, normal or
//! strong. Every level decides from the seat's view alone and from a seed, so a game
//! replays the same.

use serde::{Deserialize, Serialize};

use super::bot::Bot;
use super::game::Game;
use super::rng::{GameRng, Seed};

/// A computer player's level; in a save, its key (see [`super::keyed`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "&'static str")]
pub enum Level {
    /// A young child wins often: it misses good plays, but never throws a game away.
    Easy,
    /// Plays like a casual person.
    #[default]
    Normal,
    /// The best player the game has.
    Strong,
}

super::keyed::saved_by_key!(Level, key, "level");

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Strong];

    /// The level of a seat saved before levels existed: those players were the strong
    /// ones.
    pub fn before_levels() -> Level {
        Level::Strong
    }

    /// The word a link and a save use: `easy`, `normal`, `strong`.
    pub fn key(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Strong => "strong",
        }
    }

    /// The level named by `key` (see [`Level::key`]).
    pub fn from_key(key: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.key() == key)
    }

    /// The name shown in the setup.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "Easy",
            Level::Normal => "Normal",
            Level::Strong => "Strong",
        }
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// What a player must do whatever its level (a winning move, a card it has to turn in),
/// if anything.
pub type Obvious<G> = fn(&<G as Game>::View, &[<G as Game>::Action]) -> Option<<G as Game>::Action>;

/// The moves a person might make, of those legal: never one that looks like throwing the
/// game away.
pub type Sensible<G> = fn(&<G as Game>::View, &[<G as Game>::Action]) -> Vec<<G as Game>::Action>;

/// A player who plays well only part of the time, as a young child does: it always takes
/// what `obvious` says it must (a winning move, a card it has to turn in), and otherwise
/// plays `sharp`'s choice with chance `share` in 100, or else any move `sensible` keeps
/// (a move a person might make, never one that looks like throwing the game away).
pub struct Lapses<G: Game> {
    sharp: Box<dyn Bot<G>>,
    share: usize,
    rng: GameRng,
    obvious: Obvious<G>,
    sensible: Sensible<G>,
}

impl<G: Game> Lapses<G> {
    /// A player that asks `sharp` `share` times in 100; `seed` draws the rest.
    pub fn new(
        sharp: Box<dyn Bot<G>>,
        share: usize,
        seed: Seed,
        obvious: Obvious<G>,
        sensible: Sensible<G>,
    ) -> Self {
        Lapses {
            sharp,
            share,
            rng: GameRng::new(seed),
            obvious,
            sensible,
        }
    }
}

impl<G: Game> Bot<G> for Lapses<G> {
    fn choose(&mut self, view: &G::View, legal: &[G::Action]) -> G::Action {
        if let Some(action) = (self.obvious)(view, legal) {
            return action;
        }
        if self.rng.below(100) < self.share {
            return self.sharp.choose(view, legal);
        }
        let sensible = (self.sensible)(view, legal);
        match self.rng.pick(&sensible) {
            Some(action) => action.clone(),
            None => self.sharp.choose(view, legal),
        }
    }
}
