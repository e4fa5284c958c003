//! The engine's command line, for people who work on the rules:
//!
//! ```text
//! fourfold-cli bench [--deals N] [--threads T]   figures per game (see bench.rs)
//! fourfold-cli replay SAVE.json                  each step's events and public state, as JSON lines
//! fourfold-cli soak [--games N]                  the conformance suite over many more seeds
//! ```
//!
//! Build it for speed: `cargo run --profile native --no-default-features --bin fourfold-cli -- bench`.

mod bench;
mod replay;

use std::process::ExitCode;
use std::time::Instant;

use fourfold::engine::Game;
use fourfold::engine::conformance::run_playouts;
use fourfold::engine::session::WithBots;
use fourfold::games::cahoots::Cahoots;
use fourfold::games::foursquare::Foursquare;
use fourfold::games::letters::Letters;
use fourfold::games::woody::Woody;

const USAGE: &str = "usage:
  fourfold-cli bench [--deals N] [--threads T]
  fourfold-cli replay SAVE.json
  fourfold-cli soak [--games N]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("bench") => bench::run(&args[1..]),
        Some("replay") => match args.get(1) {
            Some(path) => replay::run(path),
            None => Err(USAGE.to_string()),
        },
        Some("soak") => soak(&args[1..]),
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

/// The value after `--name` in `args`, parsed, or `default`.
pub fn flag<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> Result<T, String> {
    match args.iter().position(|a| a == name) {
        None => Ok(default),
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("{name} needs a number\n{USAGE}")),
    }
}

fn soak(args: &[String]) -> Result<(), String> {
    let games: u64 = flag(args, "--games", 100_000)?;
    // Seeds past the CI range, so a soak covers new ground.
    soak_one::<Foursquare>(games)?;
    soak_one::<Letters>(games)?;
    soak_one::<Woody>(games)?;
    soak_one::<Cahoots>(games)?;
    Ok(())
}

fn soak_one<G: Game + WithBots>(games: u64) -> Result<(), String> {
    let start = Instant::now();
    let coverage = run_playouts::<G>(1_000_000, games).map_err(|f| f.to_string())?;
    println!(
        "{}: {} checked playouts, {} steps ({:.1} a game), {} won, in {:.1} s",
        G::KEY,
        coverage.games,
        coverage.steps,
        coverage.steps as f64 / coverage.games.max(1) as f64,
        coverage.won,
        start.elapsed().as_secs_f64()
    );
    Ok(())
}
