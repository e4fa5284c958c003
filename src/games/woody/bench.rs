//! Major Woody's Wild Foursomes' figures: random playouts per second at every table size,
//! and the computer players' duels, level by level (see `duels.rs`), where both sides STEAL and say Got
//! it! as the cards allow.

use super::{GreedyBot, Options, Woody};

use crate::engine::bench::duels::{self, Players};
use crate::engine::bench::rate_of_random_playouts;

/// Runs Major Woody's Wild Foursomes' benchmarks over `games` games on `threads` threads.
pub(super) fn run(games: u64, threads: usize) {
    for players in [2, 3, 4, 6, 8] {
        print!("{players} players: ");
        rate_of_random_playouts::<Woody>(&Options { players });
    }
    let players = Players::<Woody> {
        options: Options { players: 2 },
        greedy: Some(|| Box::new(GreedyBot)),
        random: None,
    };
    duels::run(&players, games, threads);
}
