//! Quad*doku's figures: the exact solver's time over random mid-game positions (the
//! computer player, the hint and the end of the game all run it), and the computer
//! players' duels, level by level (see `duels.rs`).

use std::time::{Duration, Instant};

use crate::engine::Seed;
use super::sample::mid_game;
use super::solver::{Objective, best_move};
use super::wordplay::RandomWordBot;
use super::words::Lexicon;
use super::{Options, Quaddoku};

use crate::engine::bench::duels::{self, Players};
use crate::engine::bench::report_times;

/// Runs Quad*doku's benchmarks over `positions` positions and games.
pub(super) fn run(positions: u64, threads: usize) {
    let mut times: Vec<Duration> = Vec::new();
    let mut none = 0;
    let mut quads = 0;
    for seed in 0..positions {
        let game = mid_game(Seed(seed));
        let start = Instant::now();
        let best = best_move(
            game.square(),
            game.pool(),
            Lexicon::full(),
            Objective::Points,
        );
        times.push(start.elapsed());
        none += usize::from(best.is_none());
        quads += usize::from(best.is_some_and(|b| b.value >= 80));
    }
    report_times(
        &format!(
            "solver, best move by points over {positions} mid-game positions (seeds 0..{positions}; {none} with no move, {quads} with 80 or more)"
        ),
        &mut times,
    );
    let mut quad_times: Vec<Duration> = (0..positions)
        .map(|seed| {
            let game = mid_game(Seed(seed));
            let start = Instant::now();
            best_move(
                game.square(),
                game.pool(),
                Lexicon::full(),
                Objective::AllDokus,
            );
            start.elapsed()
        })
        .collect();
    report_times(
        "solver, is a Quad*doku possible (the hint's second question)",
        &mut quad_times,
    );

    let players = Players::<Quaddoku> {
        options: Options::default(),
        greedy: None,
        random: Some(|seed| Box::new(RandomWordBot::new(seed))),
    };
    duels::run(&players, positions, threads);
}
