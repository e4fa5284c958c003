//! Computer players. A bot decides from a view and that seat's legal actions, exactly
//! what a person at that seat sees, so it cannot cheat: a leak would be a type error.

use super::game::Game;
use super::rng::{GameRng, Seed};

/// A computer player for game `G`.
pub trait Bot<G: Game> {
    /// Picks one of `legal` (never empty) knowing only `view`.
    fn choose(&mut self, view: &G::View, legal: &[G::Action]) -> G::Action;
}

/// Plays a uniformly random legal action: the floor every real bot must beat.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: GameRng,
}

impl RandomBot {
    /// A random player drawing from `seed`.
    pub fn new(seed: Seed) -> Self {
        RandomBot {
            rng: GameRng::new(seed),
        }
    }
}

impl<G: Game> Bot<G> for RandomBot {
    fn choose(&mut self, _view: &G::View, legal: &[G::Action]) -> G::Action {
        self.rng
            .pick(legal)
            .cloned()
            .expect("a bot is only asked to move when it has a legal action")
    }
}
