//! Letter Lines' figures: random playouts per second at every table size, and the
//! computer players' duels, level by level (see `duels.rs`).

use super::{GreedyBot, Letters, Options};

use crate::engine::bench::duels::{self, Players};
use crate::engine::bench::rate_of_random_playouts;

/// Runs Letter Lines' benchmarks over `games` games on `threads` threads.
pub(super) fn run(games: u64, threads: usize) {
    for players in [2, 3, 4] {
        print!("{players} players: ");
        rate_of_random_playouts::<Letters>(&Options { players });
    }
    let players = Players::<Letters> {
        options: Options { players: 2 },
        greedy: Some(|| Box::new(GreedyBot)),
        random: None,
    };
    duels::run(&players, games, threads);
}
