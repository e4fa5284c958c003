//! Letter Lines' figures: random playouts per second, and the computer player against a
//! random player and against the greedy baseline on the same seeded two-player games
//! (the computer player takes the first seat in even games and the second in odd ones),
//! with its time per decision.

use std::time::{Duration, Instant};

use fourfold::engine::{Bot, Game, RandomBot, Seat, Seed, Standing, Viewer};
use fourfold::games::letters::{GreedyBot, Letters, LineBot, Options};

use super::{in_parallel, rate_of_random_playouts, report_times};

/// Runs Letter Lines' benchmarks over `games` games on `threads` threads.
pub fn run(games: u64, threads: usize) {
    println!("== Letter Lines ==");
    for players in [2, 3, 4] {
        print!("{players} players: ");
        rate_of_random_playouts::<Letters>(&Options { players });
    }
    for (name, opponent) in [
        ("a random player", Opponent::Random),
        ("the greedy baseline", Opponent::Greedy),
    ] {
        let start = Instant::now();
        let parts = in_parallel(games, threads, |seeds| duel(seeds, opponent));
        let mut total = Duel::default();
        for part in parts {
            total.add(part);
        }
        let pct = |n: u32| 100.0 * f64::from(n) / games as f64;
        println!(
            "computer player against {name}, {games} two-player games (seeds 0..{games}, {:.0} s): won {} ({:.1}%), lost {} ({:.1}%), drawn {}",
            start.elapsed().as_secs_f64(),
            total.won,
            pct(total.won),
            total.lost,
            pct(total.lost),
            total.drawn
        );
        report_times("  computer player's time per decision", &mut total.times);
    }
}

#[derive(Clone, Copy)]
enum Opponent {
    Random,
    Greedy,
}

#[derive(Default)]
struct Duel {
    won: u32,
    lost: u32,
    drawn: u32,
    times: Vec<Duration>,
}

impl Duel {
    fn add(&mut self, other: Duel) {
        self.won += other.won;
        self.lost += other.lost;
        self.drawn += other.drawn;
        self.times.extend(other.times);
    }
}

fn duel(seeds: Vec<u64>, opponent: Opponent) -> Duel {
    let mut tally = Duel::default();
    for seed in seeds {
        let ours = Seat((seed % 2) as u8);
        let mut game = Letters::new(&Options { players: 2 }, Seed(seed)).expect("deal");
        let mut theirs: Box<dyn Bot<Letters>> = match opponent {
            Opponent::Random => Box::new(RandomBot::new(Seed(seed).derive(7))),
            Opponent::Greedy => Box::new(GreedyBot),
        };
        let mut us = LineBot;
        while let Some(&seat) = game.to_act().seats().first() {
            let legal = game.legal_actions(seat);
            let view = game.view(Viewer::Seat(seat));
            let action = if seat == ours {
                let start = Instant::now();
                let action = us.choose(&view, &legal);
                tally.times.push(start.elapsed());
                action
            } else {
                theirs.choose(&view, &legal)
            };
            game.apply(seat, &action)
                .expect("bots choose legal actions");
        }
        match game.outcome().map(|o| o.standing) {
            Some(Standing::Won(seats)) if seats.contains(&ours) => tally.won += 1,
            Some(Standing::Won(_)) => tally.lost += 1,
            _ => tally.drawn += 1,
        }
    }
    tally
}
