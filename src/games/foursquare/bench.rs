//! Foursquare's figures: random playouts per second; on the same deals, the win rates of
//! the greedy baseline, the solver, and (as a ceiling) a search that knows the stock
//! order; the solver's time per decision; and the hint's latency.

use std::time::{Duration, Instant};

use crate::engine::{Bot, Game, Seat, Seed, Viewer};
use super::bot::{HINT_SAMPLES, SOLVER_SAMPLES};
use super::oracle::{Verdict, solve_known_stock};
use super::{Foursquare, FoursquareView, GreedyBot, SolverBot, Status, hint};

use crate::engine::bench::{in_parallel, rate_of_random_playouts, report_times};

/// Placements the stock-knowing search may make per deal.
const ORACLE_BUDGET: u64 = 2_000_000;

/// Runs Foursquare's benchmarks over `deals` deals on `threads` threads.
pub(super) fn run(deals: u64, threads: usize) {
    rate_of_random_playouts::<Foursquare>(&Default::default());
    bots(deals, threads);
    hint_latency();
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
    let parts: Vec<Tally> = in_parallel(deals, threads, |seeds| tally(seeds.into_iter()));
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
