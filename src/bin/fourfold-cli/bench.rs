//! `bench`: the figures the issues ask for, per game, on fixed seeds so runs compare.
//! Each game's are its own (`src/games/<game>/bench.rs`, [`Listed::bench`]); what they
//! share is `fourfold::engine::bench`.

use fourfold::engine::session::WithBots;
use fourfold::games::{ForGame, GameId, Listed};

use super::flag;

/// Runs every game's benchmarks (`--game KEY` for one), in the list of games' order.
pub fn run(args: &[String]) -> Result<(), String> {
    let deals: u64 = flag(args, "--deals", 1000)?;
    let threads: usize = flag(args, "--threads", 2)?;
    let only: String = flag(args, "--game", String::from("all"))?;
    if only != "all" && GameId::from_key(&only).is_none() {
        return Err(format!(
            "--game {only}: no such game (one of {})",
            GameId::keys().join(", ")
        ));
    }
    for game in GameId::ALL {
        if only == "all" || only == game.key() {
            game.run(Bench { deals, threads });
        }
    }
    Ok(())
}

/// One game's benchmarks.
struct Bench {
    deals: u64,
    threads: usize,
}

impl ForGame for Bench {
    type Out = ();

    fn run<G: Listed + WithBots>(self) {
        println!("== {} ==", G::INFO.name);
        G::bench(self.deals, self.threads);
    }
}
