//! `soak`: the conformance suite's checked random playouts over many more seeds than CI,
//! for every game and every sample option set, on all cores.
//!
//! The work is one playout per (option set, seed), taken in that order by the threads
//! from a shared counter. The figures are sums, and a failure reported is the first in
//! that order (a thread skips only playouts after a failure already found), so the
//! output is the same whatever the thread count.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use fourfold::engine::conformance::{Coverage, Failure, Policy, playout};
use fourfold::engine::session::WithBots;
use fourfold::engine::{Game, Seed};
use fourfold::games::{ForGame, GameId, Listed};

use super::flag;

/// The first seed of a soak: past the CI range, so a soak covers new ground.
pub const FIRST_SEED: u64 = 1_000_000;

/// Runs the soak: `--games N` seeds per option set, `--game KEY` for one game only,
/// `--threads T` (default: every core). The games are soaked in the list of games' order.
pub fn run(args: &[String]) -> Result<(), String> {
    let games: u64 = flag(args, "--games", 100_000)?;
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let threads: usize = flag(args, "--threads", cores)?.max(1);
    let only: String = flag(args, "--game", String::from("all"))?;
    if only != "all" && GameId::from_key(&only).is_none() {
        return Err(format!(
            "--game {only}: no such game (one of {})",
            GameId::keys().join(", ")
        ));
    }
    println!("soak: {games} seeds per option set from {FIRST_SEED}, {threads} threads");
    for game in GameId::ALL {
        if only == "all" || only == game.key() {
            game.run(Soak { games, threads })?;
        }
    }
    Ok(())
}

/// One game's soak.
struct Soak {
    games: u64,
    threads: usize,
}

impl ForGame for Soak {
    type Out = Result<(), String>;

    fn run<G: Listed + WithBots>(self) -> Self::Out {
        soak_one::<G>(self.games, self.threads)
    }
}

fn soak_one<G: Game + WithBots>(games: u64, threads: usize) -> Result<(), String> {
    let start = Instant::now();
    let coverage = checked_playouts::<G>(FIRST_SEED, games, threads).map_err(|f| f.to_string())?;
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{}: {} checked playouts ({} option sets), {} steps ({:.1} a game), {} won, in {:.1} s: {:.1} playouts/s",
        G::KEY,
        coverage.games,
        G::sample_options().len(),
        coverage.steps,
        coverage.steps as f64 / coverage.games.max(1) as f64,
        coverage.won,
        secs,
        coverage.games as f64 / secs.max(1e-9)
    );
    Ok(())
}

/// `count` checked random playouts from `first_seed` for every sample option set of
/// `G`, on `threads` threads; the same figures, or the same first failure, whatever the
/// thread count.
pub fn checked_playouts<G: Game + WithBots>(
    first_seed: u64,
    count: u64,
    threads: usize,
) -> Result<Coverage, Failure> {
    let options = G::sample_options();
    let per_set = usize::try_from(count).unwrap_or(usize::MAX);
    let total = options.len().saturating_mul(per_set);
    let next = AtomicUsize::new(0);
    // The index of the first failing playout found so far (usize::MAX: none yet).
    let first_failed = AtomicUsize::new(usize::MAX);
    let failures: Mutex<Vec<(usize, Failure)>> = Mutex::new(Vec::new());
    let coverages: Vec<Coverage> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.min(total.max(1)))
            .map(|_| {
                scope.spawn(|| {
                    let mut coverage = Coverage::default();
                    loop {
                        let unit = next.fetch_add(1, Ordering::Relaxed);
                        if unit >= total || unit > first_failed.load(Ordering::Relaxed) {
                            break;
                        }
                        let set = &options[unit / per_set];
                        let seed = Seed(first_seed + (unit % per_set) as u64);
                        match playout::<G>(set, seed, Policy::Random) {
                            Ok((steps, won)) => {
                                coverage.games += 1;
                                coverage.steps += steps;
                                coverage.won += usize::from(won);
                            }
                            Err(failure) => {
                                first_failed.fetch_min(unit, Ordering::Relaxed);
                                failures
                                    .lock()
                                    .unwrap_or_else(|e| e.into_inner())
                                    .push((unit, failure));
                            }
                        }
                    }
                    coverage
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    let failures = failures.into_inner().unwrap_or_else(|e| e.into_inner());
    if let Some((_, failure)) = failures.into_iter().min_by_key(|(unit, _)| *unit) {
        return Err(failure);
    }
    Ok(coverages
        .into_iter()
        .fold(Coverage::default(), |mut all, c| {
            all.games += c.games;
            all.steps += c.steps;
            all.won += c.won;
            all
        }))
}
