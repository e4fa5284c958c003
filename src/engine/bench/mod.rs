//! What the command line's `bench` measures of every game (random playouts per second,
//! the computer players' duels, times of decisions), for each game's own figures
//! (`src/games/<game>/bench.rs`, through [`crate::games::Listed::bench`]). It times with
//! the clock and runs on threads: natively, for the command line, never in a bundle.

pub mod duels;

use std::time::{Duration, Instant};

use crate::engine::{Game, GameRng, Seed};

/// Random playouts per second: five one-second runs (this machine's speed wanders), the
/// median and the best reported.
pub fn rate_of_random_playouts<G: Game>(options: &G::Options) {
    let mut rates: Vec<(f64, f64)> = (0..5)
        .map(|run| playouts_for_a_second::<G>(options, run * 1_000_000))
        .collect();
    rates.sort_by(|a, b| a.0.total_cmp(&b.0));
    let (median, best) = (rates[2], rates[4]);
    println!(
        "random playouts (legal moves listed and applied, one core, 5 runs of 1 s): median {:.0} games/s ({:.0} moves/s), best {:.0} games/s",
        median.0, median.1, best.0
    );
}

fn playouts_for_a_second<G: Game>(options: &G::Options, first_seed: u64) -> (f64, f64) {
    let start = Instant::now();
    let (mut games, mut steps) = (0u64, 0u64);
    let mut rng = GameRng::new(Seed(first_seed));
    while start.elapsed() < Duration::from_secs(1) {
        let mut game = G::new(options, Seed(first_seed + games)).expect("deal");
        loop {
            let seats = game.to_act().seats();
            let Some(&seat) = rng.pick(&seats) else { break };
            let legal = game.legal_actions(seat);
            let action = rng
                .pick(&legal)
                .cloned()
                .expect("a seat to act has a legal action");
            game.apply_legal(seat, &action);
            steps += 1;
        }
        games += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    (games as f64 / secs, steps as f64 / secs)
}

/// Prints the median, 95th percentile and worst of `times`.
pub fn report_times(label: &str, times: &mut [Duration]) {
    if times.is_empty() {
        return;
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "{label}: median {:.3} ms, p95 {:.3} ms, max {:.3} ms (n = {})",
        ms(at(0.5)),
        ms(at(0.95)),
        ms(times[times.len() - 1]),
        times.len()
    );
}

/// Splits `seeds` over `threads` threads, runs `work` on each share and gathers the
/// results.
pub fn in_parallel<T: Send>(
    seeds: u64,
    threads: usize,
    work: impl Fn(Vec<u64>) -> T + Sync,
) -> Vec<T> {
    let threads = threads.max(1) as u64;
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|k| {
                let work = &work;
                scope.spawn(move || work((0..seeds).filter(|s| s % threads == k).collect()))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("bench thread"))
            .collect()
    })
}
