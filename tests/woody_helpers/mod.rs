//! Helpers shared by Major Woody's scenario tests (`woody_rules.rs`, `woody_foursomes.rs`).
#![allow(dead_code)]

use fourfold::engine::{Game, Pos, Seat};
use fourfold::games::woody::diagram::card;
use fourfold::games::woody::rules::face_spaces;
use fourfold::games::woody::{Action, Card, Event, Face, Woody};

pub fn c(word: &str) -> Card {
    card(word).unwrap()
}

pub fn face(word: &str) -> Face {
    match c(word) {
        Card::Face(f) => f,
        _ => panic!("{word} is not a character card"),
    }
}

pub fn spaces(word: &str) -> Vec<Pos> {
    face_spaces(face(word)).to_vec()
}

pub fn play(game: &mut Woody, seat: u8, action: Action) -> Vec<Event> {
    game.apply(Seat(seat), &action)
        .unwrap_or_else(|e| panic!("{action:?}: {e}"))
}

pub fn at(row: u8, col: u8) -> Pos {
    Pos::new(row, col)
}

/// Ends seat `mover`'s Main phase with a WILD on `at` (the test's hands carry WILDs).
pub fn wild(game: &mut Woody, mover: u8, at: Pos) -> Vec<Event> {
    play(
        game,
        mover,
        Action::Place {
            card: Card::Wild,
            at,
        },
    )
}

/// Diagram rows with a chip of `side` on each of `cells`.
pub fn rows_with(cells: &[(Pos, char)]) -> String {
    let mut rows = vec![vec!['.'; 10]; 8];
    for (pos, side) in cells {
        rows[usize::from(pos.row)][usize::from(pos.col)] = *side;
    }
    rows.iter()
        .map(|r| r.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}
