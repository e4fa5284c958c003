//! A game's computer player against a random player and against its greedy baseline, on
//! the same seeded two-player games (the computer player takes the first seat in even
//! games and the second in odd ones), with its time per decision.

use std::time::{Duration, Instant};

use fourfold::engine::{Bot, DuelResult, Game, RandomBot, Seat, Seed, duel};

use super::{in_parallel, report_times};

/// The players of one game's duels.
pub struct Players<G: Game> {
    /// The options of a two-player game.
    pub options: G::Options,
    /// The computer player under test.
    pub ours: fn() -> Box<dyn Bot<G>>,
    /// The greedy baseline.
    pub greedy: fn() -> Box<dyn Bot<G>>,
}

#[derive(Clone, Copy)]
enum Opponent {
    Random,
    Greedy,
}

#[derive(Default)]
struct Tally {
    won: u32,
    lost: u32,
    drawn: u32,
    times: Vec<Duration>,
}

/// A bot that notes how long each of its decisions takes.
struct Timed<'a, G: Game> {
    bot: Box<dyn Bot<G>>,
    times: &'a mut Vec<Duration>,
}

impl<G: Game> Bot<G> for Timed<'_, G> {
    fn choose(&mut self, view: &G::View, legal: &[G::Action]) -> G::Action {
        let start = Instant::now();
        let action = self.bot.choose(view, legal);
        self.times.push(start.elapsed());
        action
    }
}

/// Plays and prints both duels over seeds `0..games` on `threads` threads.
pub fn run<G: Game>(players: &Players<G>, games: u64, threads: usize)
where
    G::Options: Sync,
{
    for (name, opponent) in [
        ("a random player", Opponent::Random),
        ("the greedy baseline", Opponent::Greedy),
    ] {
        let start = Instant::now();
        let mut total = Tally::default();
        for part in in_parallel(games, threads, |seeds| tally(players, seeds, opponent)) {
            total.won += part.won;
            total.lost += part.lost;
            total.drawn += part.drawn;
            total.times.extend(part.times);
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

fn tally<G: Game>(players: &Players<G>, seeds: Vec<u64>, opponent: Opponent) -> Tally {
    let mut tally = Tally::default();
    for seed in seeds {
        let game = G::new(&players.options, Seed(seed)).expect("deal");
        let mut theirs: Box<dyn Bot<G>> = match opponent {
            Opponent::Random => Box::new(RandomBot::new(Seed(seed).derive(7))),
            Opponent::Greedy => (players.greedy)(),
        };
        let mut us = Timed {
            bot: (players.ours)(),
            times: &mut tally.times,
        };
        let ours = Seat((seed % 2) as u8);
        match duel(game, ours, &mut us, theirs.as_mut()).expect("bots choose legal actions") {
            DuelResult::Won => tally.won += 1,
            DuelResult::Lost => tally.lost += 1,
            DuelResult::Drawn => tally.drawn += 1,
        }
    }
    tally
}
