//! The engine's command line, for people who work on the rules:
//!
//! ```text
//! fourfold-cli bench [--deals N] [--threads T]   figures per game (each game's bench.rs)
//! fourfold-cli replay SAVE.json                  each step's events and public state, as JSON lines
//! fourfold-cli soak [--games N] [--game KEY] [--threads T]
//!                                                the conformance suite over many more
//!                                                seeds, every game, on all cores (soak.rs)
//! ```
//!
//! Build it for speed: `cargo run --profile native --no-default-features --bin fourfold-cli -- bench`.

mod bench;
mod replay;
mod soak;

use std::process::ExitCode;

const USAGE: &str = "usage:
  fourfold-cli bench [--deals N] [--threads T]
  fourfold-cli replay SAVE.json
  fourfold-cli soak [--games N] [--game KEY] [--threads T]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("bench") => bench::run(&args[1..]),
        Some("replay") => match args.get(1) {
            Some(path) => replay::run(path),
            None => Err(USAGE.to_string()),
        },
        Some("soak") => soak::run(&args[1..]),
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
