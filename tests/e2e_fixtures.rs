//! The saved games the end-to-end tests open (`tests/e2e/fixtures/end-*.json`): one
//! finished game of each game, played out by the computer players from a fixed deal and
//! stored with its first seat a person ("You"), so a test can open each game's end as a
//! player sees it. Written by the engine, compared with the committed files: a rules
//! change that alters them shows up here. Run with `UPDATE_GOLDEN=1` to write them again.

use std::path::PathBuf;

use fourfold::engine::{SeatSetup, Seed};
use fourfold::games::{AnySession, GameId};

/// A finished game of `game` for `seats` seats, dealt from `seed` and played by the
/// computer players, stored with seat 1 a person called "You".
fn finished(game: GameId, seats: usize, seed: u64) -> String {
    let computers = (0..seats)
        .map(|i| SeatSetup::computer(format!("Computer {i}")))
        .collect();
    let mut session = AnySession::new(game, computers, Seed(seed)).unwrap();
    let mut steps = 0;
    while session.computer_step().is_some() {
        steps += 1;
        assert!(steps < 5_000, "{game:?} deal {seed} never ended");
    }
    assert!(session.outcome().is_some(), "{game:?} deal {seed} is over");
    let mut record: serde_json::Value = serde_json::from_str(&session.to_json()).unwrap();
    record["seats"][0] = serde_json::json!({ "name": "You", "controller": "Human" });
    let json = record.to_string();
    let back = AnySession::from_json(&json).expect("the fixture loads");
    assert!(back.outcome().is_some());
    assert!(!back.is_computer(fourfold::engine::Seat(0)));
    json + "\n"
}

fn check(name: &str, actual: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/e2e/fixtures")
        .join(name);
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (run with UPDATE_GOLDEN=1 to write it)",
            path.display()
        )
    });
    assert_eq!(
        actual,
        expected,
        "{} changed; UPDATE_GOLDEN=1 accepts it",
        path.display()
    );
}

/// The seats of a game's fixture: two (a person and a computer across the table) where
/// the game seats two, else its fewest (one, for a game played alone).
fn fixture_seats(game: GameId) -> usize {
    let counts = game.info().seat_counts;
    if counts.contains(&2) { 2 } else { counts[0] }
}

/// Every game in the registry ([`GameId::ALL`]) has its end stored: a game added to the
/// registry fails here until its `end-<key>.json` is written (`UPDATE_GOLDEN=1`).
#[test]
fn each_games_end_is_a_stored_game_the_app_can_open() {
    for game in GameId::ALL {
        check(
            &format!("end-{}.json", game.key()),
            &finished(game, fixture_seats(game), 3),
        );
    }
}
