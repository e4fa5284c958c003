//! A game's computer players, level by level, against a random player, the greedy
//! baseline and each other, on the same seeded two-player games (the level under test
//! takes the first seat in even games and the second in odd ones), with each level's time
//! per decision.

use std::time::{Duration, Instant};

use crate::engine::session::WithBots;
use crate::engine::{Bot, DuelResult, Level, RandomBot, Seat, Seed, duel};

use super::{in_parallel, report_times};

/// Makes a fresh player of game `G`.
pub type MakeBot<G> = fn() -> Box<dyn Bot<G>>;

/// Makes a fresh player of game `G` drawing from a seed.
pub type MakeSeededBot<G> = fn(Seed) -> Box<dyn Bot<G>>;

/// The players of one game's duels.
pub struct Players<G: WithBots> {
    /// The options of a two-player game.
    pub options: G::Options,
    /// The greedy baseline, where the game has one.
    pub greedy: Option<MakeBot<G>>,
    /// The game's own random player, where uniformly random legal actions are no fair
    /// floor (Quad*doku's random whole-word player), drawing from the seed given.
    pub random: Option<MakeSeededBot<G>>,
}

/// Who the level under test plays against.
#[derive(Clone, Copy)]
enum Opponent {
    Random,
    Greedy,
    At(Level),
}

impl Opponent {
    fn name(self) -> String {
        match self {
            Opponent::Random => "random".into(),
            Opponent::Greedy => "greedy".into(),
            Opponent::At(level) => level.key().into(),
        }
    }
}

#[derive(Default)]
struct Tally {
    won: u32,
    lost: u32,
    drawn: u32,
    times: Vec<Duration>,
}

/// A bot that notes how long each of its decisions takes.
struct Timed<'a, G: WithBots> {
    bot: Box<dyn Bot<G>>,
    times: &'a mut Vec<Duration>,
}

impl<G: WithBots> Bot<G> for Timed<'_, G> {
    fn choose(&mut self, view: &G::View, legal: &[G::Action]) -> G::Action {
        let start = Instant::now();
        let action = self.bot.choose(view, legal);
        self.times.push(start.elapsed());
        action
    }
}

/// Plays and prints every level's duels over seeds `0..games` on `threads` threads: a
/// line per level and opponent (won, lost, drawn, as shares of the games), then each
/// level's time per decision.
pub fn run<G: WithBots>(players: &Players<G>, games: u64, threads: usize)
where
    G::Options: Sync,
{
    let pct = |n: u32| 100.0 * f64::from(n) / games as f64;
    for level in Level::ALL {
        let mut opponents = vec![Opponent::Random];
        if players.greedy.is_some() {
            opponents.push(Opponent::Greedy);
        }
        opponents.extend(
            Level::ALL
                .into_iter()
                .filter(|l| *l != level)
                .map(Opponent::At),
        );
        let mut times = Vec::new();
        for opponent in opponents {
            let start = Instant::now();
            let mut total = Tally::default();
            for part in in_parallel(games, threads, |seeds| {
                tally(players, seeds, level, opponent)
            }) {
                total.won += part.won;
                total.lost += part.lost;
                total.drawn += part.drawn;
                total.times.extend(part.times);
            }
            println!(
                "{:<6} against {:<6} {games} games (seeds 0..{games}, {:.0} s): won {:5.1}%, lost {:5.1}%, drawn {:4.1}%",
                level.key(),
                opponent.name(),
                start.elapsed().as_secs_f64(),
                pct(total.won),
                pct(total.lost),
                pct(total.drawn)
            );
            times.extend(total.times);
        }
        report_times(&format!("  {} time per decision", level.key()), &mut times);
    }
}

fn tally<G: WithBots>(
    players: &Players<G>,
    seeds: Vec<u64>,
    level: Level,
    opponent: Opponent,
) -> Tally {
    let mut tally = Tally::default();
    for seed in seeds {
        let game = G::new(&players.options, Seed(seed)).expect("deal");
        let mut theirs: Box<dyn Bot<G>> = match (opponent, players.greedy) {
            (Opponent::Random, _) | (Opponent::Greedy, None) => match players.random {
                Some(random) => random(Seed(seed).derive(7)),
                None => Box::new(RandomBot::new(Seed(seed).derive(7))),
            },
            (Opponent::Greedy, Some(greedy)) => greedy(),
            (Opponent::At(theirs), _) => G::computer_player(theirs, Seed(seed).derive(13)),
        };
        let mut us = Timed {
            bot: G::computer_player(level, Seed(seed).derive(11)),
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
