//! Cahoots' figures: the win rate of an all-computer team at each difficulty and player
//! count; the same team-mates seeing every hand (a bench-only yardstick, never offered to
//! players: the rules are the game's own, only the views are opened; it shows what their
//! judgement makes of full information, which is not yet a ceiling: see the README);
//! and a team playing random legal cards, all on the same seeds (the random team neither
//! signals nor calls time); and how long a team-mate takes to decide.

use std::time::{Duration, Instant};

use crate::engine::{Bot, Game, GameRng, Seat, Seed, Standing, Viewer};
use super::{Action, Cahoots, Difficulty, Loss, Options, Phase, TeamBot};

use crate::engine::bench::{in_parallel, report_times};

/// Who plays every seat.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Team {
    /// The computer team-mates.
    Computers,
    /// The same team-mates, each shown every hand.
    Seeing,
    /// Random legal plays ("cannot play" when nothing fits).
    Random,
}

/// Plays one game; returns whether the team won, goals met, whether a loss was a player
/// stuck, and the team-mates' decision times.
fn play(options: Options, seed: u64, team: Team) -> (bool, usize, bool, Vec<Duration>) {
    let mut game = Cahoots::deal(options, Seed(seed)).expect("deal");
    let mut rng = GameRng::new(Seed(seed).derive(77));
    let mut times = Vec::new();
    let mut bot = TeamBot;
    while let Some(seat) = game.to_act().next_to_answer() {
        let legal = game.legal_actions(seat);
        let action = match team {
            Team::Computers | Team::Seeing => {
                let mut view = game.view(Viewer::Seat(seat));
                if team == Team::Seeing {
                    view.open_hands = (0..usize::from(options.players))
                        .map(|s| game.hand(Seat(s as u8)).to_vec())
                        .collect();
                }
                let start = Instant::now();
                let action = bot.choose(&view, &legal);
                times.push(start.elapsed());
                action
            }
            Team::Random => {
                let plays: Vec<Action> = legal
                    .iter()
                    .copied()
                    .filter(|a| matches!(a, Action::Play { .. }))
                    .collect();
                rng.pick(&plays).copied().unwrap_or(Action::CannotPlay)
            }
        };
        game.apply(seat, &action).expect("a legal choice");
    }
    let won = matches!(game.outcome().map(|o| o.standing), Some(Standing::Won(_)));
    let stuck = matches!(game.phase(), Phase::Lost(Loss::Stuck(_)));
    (won, game.won().len(), stuck, times)
}

/// Runs Cahoots' benchmarks over `games` seeded games per table on `threads` threads.
pub(super) fn run(games: u64, threads: usize) {
    println!(
        "over {games} seeded games per table (computer team / the same team seeing every hand / random-card team; the rest of the losses ran out of cards):"
    );
    let mut all_times = Vec::new();
    for players in [2u8, 3, 4] {
        for difficulty in Difficulty::ALL {
            let options = Options {
                players,
                difficulty,
                ..Options::default()
            };
            let mut line = format!(
                "  {players} players, {:<8} ({:>2} goals):",
                difficulty.name(),
                difficulty.goals(players)
            );
            for team in [Team::Computers, Team::Seeing, Team::Random] {
                let results = in_parallel(games, threads, |seeds| {
                    seeds
                        .into_iter()
                        .map(|s| play(options, s, team))
                        .collect::<Vec<_>>()
                });
                let results: Vec<_> = results.into_iter().flatten().collect();
                let won = results.iter().filter(|r| r.0).count();
                let met: usize = results.iter().map(|r| r.1).sum();
                let stuck = results.iter().filter(|r| r.2).count();
                line.push_str(&format!(
                    " {:5.1}% won, {:4.1} goals met, {:4.1}% lost stuck;",
                    100.0 * won as f64 / results.len() as f64,
                    met as f64 / results.len() as f64,
                    100.0 * stuck as f64 / results.len() as f64
                ));
                if team == Team::Computers {
                    all_times.extend(results.into_iter().flat_map(|r| r.3));
                }
            }
            println!("{line}");
        }
    }
    report_times("team-mate decision", &mut all_times);
}
