//! Computer players. A bot decides from a view and that seat's legal actions, exactly
//! what a person at that seat sees, so it cannot cheat: a leak would be a type error.

use super::game::{Game, Refusal, Standing, Viewer};
use super::rng::{GameRng, Seed};
use super::seat::Seat;

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

/// How a duel ended for the seat under test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DuelResult {
    /// Its side won.
    Won,
    /// Another side won.
    Lost,
    /// A tie, or nobody won.
    Drawn,
}

/// Plays `game` to its end: `us` in seat `ours`, `them` in every other seat. Each
/// decides from its own view; reactions are asked for in
/// [`ToAct::next_to_answer`](super::game::ToAct::next_to_answer) order. A refusal means a
/// bot chose an illegal action.
pub fn duel<G: Game>(
    mut game: G,
    ours: Seat,
    us: &mut dyn Bot<G>,
    them: &mut dyn Bot<G>,
) -> Result<DuelResult, Refusal<G::RuleError>> {
    while let Some(seat) = game.to_act().next_to_answer() {
        let legal = game.legal_actions(seat);
        let view = game.view(Viewer::Seat(seat));
        let bot: &mut dyn Bot<G> = if seat == ours { &mut *us } else { &mut *them };
        let action = bot.choose(&view, &legal);
        game.apply(seat, &action)?;
    }
    Ok(match game.outcome().map(|o| o.standing) {
        Some(Standing::Won(seats)) if seats.contains(&ours) => DuelResult::Won,
        Some(Standing::Won(_)) => DuelResult::Lost,
        _ => DuelResult::Drawn,
    })
}
