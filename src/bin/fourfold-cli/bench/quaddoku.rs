//! Quad*doku's figures: the exact solver's time over random mid-game positions (the
//! computer player, the hint and the end of the game all run it), and duels between the
//! computer players' strengths.

use std::time::{Duration, Instant};

use fourfold::engine::{Bot, DuelResult, Game, RandomBot, Seat, Seed, duel};
use fourfold::games::quaddoku::sample::mid_game;
use fourfold::games::quaddoku::solver::{Objective, best_move};
use fourfold::games::quaddoku::words::Lexicon;
use fourfold::games::quaddoku::{Options, Quaddoku, QuaddokuBot, Strength};

use super::report_times;

/// Runs Quad*doku's benchmarks over `positions` positions and games.
pub fn run(positions: u64, _threads: usize) {
    println!("== Quad*doku ==");
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

    let games = positions.min(200);
    for (label, theirs) in [("casual", Some(Strength::Casual)), ("random", None)] {
        let (mut won, mut lost, mut drawn) = (0, 0, 0);
        for seed in 0..games {
            let ours_seat = Seat((seed % 2) as u8);
            let options = Options {
                computers: theirs.unwrap_or(Strength::Best),
                ..Options::default()
            };
            let game = Quaddoku::new(&options, Seed(seed)).expect("valid options");
            let mut us = StrengthBot(Strength::Best, QuaddokuBot::default());
            let mut them: Box<dyn Bot<Quaddoku>> = match theirs {
                Some(s) => Box::new(StrengthBot(s, QuaddokuBot::default())),
                None => Box::new(RandomBot::new(Seed(seed))),
            };
            match duel(game, ours_seat, &mut us, them.as_mut()).expect("bots play legally") {
                DuelResult::Won => won += 1,
                DuelResult::Lost => lost += 1,
                DuelResult::Drawn => drawn += 1,
            }
        }
        println!(
            "best against {label}, {games} two-player games (seats alternate): won {won}, lost {lost}, tied {drawn}"
        );
    }
}

/// A computer player of a set strength, whatever the game's option says.
struct StrengthBot(Strength, QuaddokuBot);

impl Bot<Quaddoku> for StrengthBot {
    fn choose(
        &mut self,
        view: &fourfold::games::quaddoku::QuaddokuView,
        legal: &[fourfold::games::quaddoku::Action],
    ) -> fourfold::games::quaddoku::Action {
        let mut view = view.clone();
        view.options.computers = self.0;
        self.1.choose(&view, legal)
    }
}
