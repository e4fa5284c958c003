//! Golden playthroughs: one seeded game per game, played by a fixed policy, written out as
//! text and compared with the committed file. A rules change shows up as a diff here.
//! Run with `UPDATE_GOLDEN=1` to accept a deliberate change.

use std::path::PathBuf;

use fourfold::engine::{Bot, Game, Seat, Seed, ToAct, Viewer};
use fourfold::games::foursquare::{Foursquare, GreedyBot};

fn check_golden(name: &str, actual: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(name);
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (run with UPDATE_GOLDEN=1 to create it)",
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

#[test]
fn foursquare_seed_1_played_greedily() {
    let mut game = Foursquare::new(&Default::default(), Seed(1)).unwrap();
    let mut out = format!(
        "Foursquare, seed 1, greedy policy\nfirst card: {}\n",
        game.drawn().unwrap()
    );
    let mut bot = GreedyBot;
    let mut step = 0;
    while game.to_act() == ToAct::Seat(Seat(0)) {
        step += 1;
        let legal = game.legal_actions(Seat(0));
        let action = bot.choose(&game.view(Viewer::Seat(Seat(0))), &legal);
        out.push_str(&format!("\n{step}. {action:?}\n"));
        for event in game.apply(Seat(0), &action).unwrap() {
            out.push_str(&format!("   {event}\n"));
        }
        out.push_str(&format!("{}\n", game.table().diagram()));
    }
    out.push_str(&format!("\noutcome: {:?}\n", game.outcome().unwrap()));
    check_golden("foursquare_seed_1.txt", &out);
}

#[test]
fn letter_lines_seed_1_computer_against_greedy() {
    use fourfold::games::letters::{GreedyBot as Greedy, Letters, LineBot, Options};
    let mut game = Letters::new(&Options { players: 2 }, Seed(1)).unwrap();
    let mut out = String::from(
        "Letter Lines, seed 1, computer player (seat 1) against the greedy baseline (seat 2)\n",
    );
    let mut step = 0;
    while let Some(&seat) = game.to_act().seats().first() {
        step += 1;
        let legal = game.legal_actions(seat);
        let view = game.view(Viewer::Seat(seat));
        let action = if seat == Seat(0) {
            LineBot.choose(&view, &legal)
        } else {
            Greedy.choose(&view, &legal)
        };
        out.push_str(&format!("\n{step}. {seat}: {action:?}\n"));
        for event in game.apply(seat, &action).unwrap() {
            out.push_str(&format!("   {event}\n"));
        }
    }
    out.push_str(&format!("\noutcome: {:?}\n", game.outcome().unwrap()));
    check_golden("letters_seed_1.txt", &out);
}
