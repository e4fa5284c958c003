//! `bench`: the figures the issues ask for, per game, on fixed seeds so runs compare.
//!
//! Foursquare: random playouts per second; on the same deals, the win rates of the
//! greedy baseline, the solver, and (as a ceiling) a search that knows the stock order;
//! the solver's time per decision; and the hint's latency.

use std::time::{Duration, Instant};

use fourfold::engine::{Bot, Game, GameRng, Seat, Seed, Viewer};
use fourfold::games::foursquare::bot::{HINT_SAMPLES, SOLVER_SAMPLES};
use fourfold::games::foursquare::oracle::{Verdict, solve_known_stock};
use fourfold::games::foursquare::{Foursquare, FoursquareView, GreedyBot, SolverBot, Status, hint};

use super::flag;

/// Placements the stock-knowing search may make per deal.
const ORACLE_BUDGET: u64 = 2_000_000;

/// Runs every benchmark.
pub fn run(args: &[String]) -> Result<(), String> {
    let deals: u64 = flag(args, "--deals", 1000)?;
    let threads: usize = flag(args, "--threads", 2)?;
    println!("== Foursquare ==");
    random_playouts();
    bots(deals, threads);
    hint_latency();
    Ok(())
}

/// Random playouts per second: five one-second runs (this machine's speed wanders), the
/// median and the best reported.
fn random_playouts() {
    let mut rates: Vec<(f64, f64)> = (0..5)
        .map(|run| playouts_for_a_second(run * 1_000_000))
        .collect();
    rates.sort_by(|a, b| a.0.total_cmp(&b.0));
    let (median, best) = (rates[2], rates[4]);
    println!(
        "random playouts (legal moves listed and applied, one core, 5 runs of 1 s): median {:.0} games/s ({:.0} placements/s), best {:.0} games/s",
        median.0, median.1, best.0
    );
}

fn playouts_for_a_second(first_seed: u64) -> (f64, f64) {
    let start = Instant::now();
    let (mut games, mut steps) = (0u64, 0u64);
    let mut rng = GameRng::new(Seed(first_seed));
    while start.elapsed() < Duration::from_secs(1) {
        let mut game =
            Foursquare::new(&Default::default(), Seed(first_seed + games)).expect("deal");
        while let Some(&action) = rng.pick(&game.legal_actions(Seat(0))) {
            game.apply_legal(Seat(0), &action);
            steps += 1;
        }
        games += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    (games as f64 / secs, steps as f64 / secs)
}

#[derive(Default)]
struct Tally {
    greedy_wins: u32,
    solver_wins: u32,
    both: u32,
    oracle: [u32; 3],
    decisions: Vec<Duration>,
    solver_score: u32,
}

fn play_out(
    seed: Seed,
    bot: &mut dyn Bot<Foursquare>,
    times: Option<&mut Vec<Duration>>,
) -> Status {
    let mut game = Foursquare::new(&Default::default(), seed).expect("deal");
    let mut times = times;
    loop {
        let legal = game.legal_actions(Seat(0));
        if legal.is_empty() {
            return game.status();
        }
        let view = game.view(Viewer::Seat(Seat(0)));
        let start = Instant::now();
        let action = bot.choose(&view, &legal);
        if let Some(t) = times.as_deref_mut() {
            t.push(start.elapsed());
        }
        game.apply(Seat(0), &action)
            .expect("bots choose legal moves");
    }
}

fn tally(seeds: impl Iterator<Item = u64>) -> Tally {
    let mut t = Tally::default();
    for seed in seeds {
        let greedy = matches!(
            play_out(Seed(seed), &mut GreedyBot, None),
            Status::Won { .. }
        );
        let mut solver_bot = SolverBot::new(SOLVER_SAMPLES, Seed(seed).derive(1));
        let solver = play_out(Seed(seed), &mut solver_bot, Some(&mut t.decisions));
        let solver_won = matches!(solver, Status::Won { .. });
        if let Status::Won { score } = solver {
            t.solver_score += u32::from(score);
        }
        t.greedy_wins += u32::from(greedy);
        t.solver_wins += u32::from(solver_won);
        t.both += u32::from(greedy && solver_won);
        let deal = Foursquare::new(&Default::default(), Seed(seed)).expect("deal");
        match solve_known_stock(&deal, ORACLE_BUDGET) {
            Verdict::Won(_) => t.oracle[0] += 1,
            Verdict::Lost => t.oracle[1] += 1,
            Verdict::Unknown => t.oracle[2] += 1,
        }
    }
    t
}

fn bots(deals: u64, threads: usize) {
    let start = Instant::now();
    let threads = threads.max(1) as u64;
    let parts: Vec<Tally> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|k| scope.spawn(move || tally((0..deals).filter(move |s| s % threads == k))))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("bench thread"))
            .collect()
    });
    let mut t = Tally::default();
    for p in parts {
        t.greedy_wins += p.greedy_wins;
        t.solver_wins += p.solver_wins;
        t.both += p.both;
        t.solver_score += p.solver_score;
        for i in 0..3 {
            t.oracle[i] += p.oracle[i];
        }
        t.decisions.extend(p.decisions);
    }
    let pct = |n: u32| 100.0 * f64::from(n) / deals as f64;
    println!(
        "deals: seeds 0..{deals} ({threads} threads, {:.0} s)",
        start.elapsed().as_secs_f64()
    );
    println!(
        "  greedy baseline (fewest face down, then most piles): {} won ({:.1}%)",
        t.greedy_wins,
        pct(t.greedy_wins)
    );
    println!(
        "  solver (Monte Carlo, {SOLVER_SAMPLES} worlds per move): {} won ({:.1}%), mean winning score {:.1}",
        t.solver_wins,
        pct(t.solver_wins),
        f64::from(t.solver_score) / f64::from(t.solver_wins.max(1))
    );
    println!(
        "  both won: {}; solver only: {}; greedy only: {}",
        t.both,
        t.solver_wins - t.both,
        t.greedy_wins - t.both
    );
    println!(
        "  ceiling, search knowing the stock (at most {ORACLE_BUDGET} placements per deal): {} won ({:.1}%), {} proven lost, {} unknown",
        t.oracle[0],
        pct(t.oracle[0]),
        t.oracle[1],
        t.oracle[2]
    );
    report_times("  solver time per decision", &mut t.decisions);
}

fn hint_latency() {
    let mut views: Vec<FoursquareView> = Vec::new();
    for seed in 0..20 {
        let mut game = Foursquare::new(&Default::default(), Seed(10_000 + seed)).expect("deal");
        let mut bot = GreedyBot;
        loop {
            let legal = game.legal_actions(Seat(0));
            if legal.is_empty() {
                break;
            }
            let view = game.view(Viewer::Seat(Seat(0)));
            let action = bot.choose(&view, &legal);
            views.push(view);
            game.apply(Seat(0), &action).expect("legal");
        }
    }
    let mut times = Vec::with_capacity(views.len());
    for (i, view) in views.iter().enumerate() {
        let start = Instant::now();
        let h = hint(view, HINT_SAMPLES, Seed(i as u64));
        times.push(start.elapsed());
        assert!(h.is_some(), "a hint while playing");
    }
    report_times(
        &format!(
            "hint latency ({HINT_SAMPLES} worlds, {} positions, native)",
            views.len()
        ),
        &mut times,
    );
}

fn report_times(label: &str, times: &mut [Duration]) {
    if times.is_empty() {
        return;
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "{label}: median {:.2} ms, p95 {:.2} ms, max {:.2} ms (n = {})",
        ms(at(0.5)),
        ms(at(0.95)),
        ms(times[times.len() - 1]),
        times.len()
    );
}
