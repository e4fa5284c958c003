//! Helpers shared by the tests that play random games of every game through a session
//! (`conformance.rs`, `remote.rs`).

use fourfold::engine::session::WithBots;
use fourfold::engine::{Game, GameRng, SeatSetup, Seed, Session};

/// A game of `options` dealt from `seed` to as many people as it takes, up to 8 (P0, P1
/// ...); `None` where no number of seats is allowed.
pub fn largest_table<G: Game + WithBots>(options: &G::Options, seed: Seed) -> Option<Session<G>> {
    let seats: Vec<SeatSetup> = (0..8).map(|i| SeatSetup::human(format!("P{i}"))).collect();
    (1..=8)
        .rev()
        .find_map(|k| Session::<G>::new(seats[..k].to_vec(), options.clone(), seed).ok())
}

/// One random legal move of a random seat that may act; false when none may (the game
/// is over).
pub fn random_move<G: Game + WithBots>(session: &mut Session<G>, rng: &mut GameRng) -> bool {
    let to_act = session.to_act().seats();
    let Some(&mover) = rng.pick(&to_act) else {
        return false;
    };
    // A computer's seat too: the rules' moves, whoever plays the seat.
    let legal = session.game().legal_actions(mover);
    let Some(action) = rng.pick(&legal).cloned() else {
        return false;
    };
    session.act(mover, action).expect("a legal move");
    true
}
