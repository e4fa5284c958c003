//! The seeded random generator every game keeps in its state.
//!
//! The generator is ChaCha with 8 rounds (`rand_chacha::ChaCha8Rng`): portable (the same
//! numbers on every platform and in the browser), documented, and serialisable, so that a
//! game is fully determined by (game, options, seed, actions). A golden test pins the
//! first shuffle of a seed: if a dependency update ever changed it, old saves would replay
//! differently, and the save format version must then change.

use std::fmt;
use std::str::FromStr;

use rand::seq::SliceRandom;
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// The number a deal is made from; shown in share links.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seed(pub u64);

impl fmt::Display for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Seed {
    type Err = std::num::ParseIntError;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        text.trim().parse().map(Seed)
    }
}

/// The streams of a seed that the seeds of computer players' choices are taken from:
/// `COMPUTER_STREAM | step`, the step being the number of actions taken so far. Stream 0
/// is the deal's (what [`GameRng::new`] draws from), so a computer player must never be
/// given a seed from it: at step 0 it would hold the first word the shuffle used.
pub const COMPUTER_STREAM: u64 = 1 << 62;

/// The streams Foursquare's hint samples from: `HINT_STREAM | step`. The hint's screen
/// (`ui::foursquare`) keeps a constant of the same value; the two bits keep the hint's and
/// the computers' streams apart from each other and from the small salts used elsewhere.
pub const HINT_STREAM: u64 = 1 << 63;

impl Seed {
    /// A different but reproducible seed for a sub-purpose (a bot's decision at a step,
    /// the hint's sampling), so that independent streams never share numbers. It is
    /// one-way: the first word of ChaCha stream `salt` keyed by this seed, so whoever
    /// holds a derived seed (a computer player) cannot work back to the deal. Salt 0 is
    /// the deal's own stream: each purpose takes streams of its own
    /// ([`COMPUTER_STREAM`], [`HINT_STREAM`]).
    pub fn derive(self, salt: u64) -> Seed {
        let mut rng = ChaCha8Rng::seed_from_u64(self.0);
        rng.set_stream(salt);
        Seed(rng.next_u64())
    }
}

/// A seeded, serialisable random generator.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameRng(ChaCha8Rng);

impl GameRng {
    /// The generator for `seed`.
    pub fn new(seed: Seed) -> Self {
        GameRng(ChaCha8Rng::seed_from_u64(seed.0))
    }

    /// Shuffles `items` in place (Fisher-Yates, as `rand` implements it).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        items.shuffle(&mut self.0);
    }

    /// A number in `0..n`; `n` must be positive.
    pub fn below(&mut self, n: usize) -> usize {
        self.0.random_range(0..n)
    }

    /// One element of `items`, or `None` when it is empty.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            Some(&items[self.below(items.len())])
        }
    }

    /// A fresh seed drawn from this generator.
    pub fn next_seed(&mut self) -> Seed {
        Seed(self.0.next_u64())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_numbers() {
        let mut a = GameRng::new(Seed(7));
        let mut b = GameRng::new(Seed(7));
        let xs: Vec<usize> = (0..20).map(|_| a.below(1000)).collect();
        let ys: Vec<usize> = (0..20).map(|_| b.below(1000)).collect();
        assert_eq!(xs, ys);
    }

    /// Pins the generator and the shuffle: a change here breaks every saved game.
    #[test]
    fn golden_shuffle_of_seed_42() {
        let mut rng = GameRng::new(Seed(42));
        let mut deck: Vec<u8> = (0..10).collect();
        rng.shuffle(&mut deck);
        assert_eq!(deck, [7, 1, 5, 4, 6, 9, 3, 8, 2, 0]);
    }

    #[test]
    fn serde_round_trip_keeps_the_stream_position() {
        let mut rng = GameRng::new(Seed(3));
        rng.below(10);
        let json = serde_json::to_string(&rng).unwrap();
        let mut back: GameRng = serde_json::from_str(&json).unwrap();
        assert_eq!(back, rng);
        assert_eq!(back.below(1 << 30), rng.below(1 << 30));
    }

    #[test]
    fn the_computers_and_the_hints_streams_are_apart_and_never_the_deals() {
        for step in [0, 1, 1 << 40] {
            assert_ne!(COMPUTER_STREAM | step, 0);
            assert_ne!(COMPUTER_STREAM | step, HINT_STREAM | step);
            assert_ne!(
                Seed(9).derive(COMPUTER_STREAM | step),
                Seed(9).derive(HINT_STREAM | step)
            );
        }
        assert_ne!(
            Seed(9).derive(COMPUTER_STREAM),
            GameRng::new(Seed(9)).next_seed()
        );
    }

    #[test]
    fn derived_seeds_differ() {
        let s = Seed(1);
        assert_ne!(s.derive(1), s.derive(2));
        assert_eq!(s.derive(5), s.derive(5));
        assert_eq!("  12 ".parse::<Seed>().unwrap(), Seed(12));
        assert!("x".parse::<Seed>().is_err());
    }
}
