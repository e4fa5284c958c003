//! Helpers shared by Quad*doku's scenario tests (`quaddoku_rules.rs`,
//! `quaddoku_new_words.rs`).
#![allow(dead_code)]

use fourfold::engine::{Game, Pos, Seat};
use fourfold::games::quaddoku::diagram::{parse_square, pool_beside};
use fourfold::games::quaddoku::{Action, Event, Options, Quaddoku, Start, Tile};

pub fn tile(text: &str) -> Tile {
    Tile::try_from(text.to_string()).unwrap()
}

pub fn at(row: u8, col: u8) -> Pos {
    Pos::new(row, col)
}

pub fn options(players: u8) -> Options {
    Options {
        players,
        start: Start::Rulebook,
        ..Options::default()
    }
}

/// A game from a drawn grid, the rest of the tile set in the pool.
pub fn position(players: u8, grid: &str) -> Quaddoku {
    let square = parse_square(grid).unwrap();
    let pool = pool_beside(&square).unwrap();
    Quaddoku::from_position(options(players), square, pool)
}

/// Lays each tile (each must be accepted) without committing.
pub fn lay(game: &mut Quaddoku, seat: Seat, tiles: &[((u8, u8), &str)]) {
    for ((r, c), t) in tiles {
        game.apply(
            seat,
            &Action::Place {
                at: at(*r, *c),
                tile: tile(t),
            },
        )
        .unwrap_or_else(|e| panic!("{t} at {r},{c}: {e}"));
    }
}

/// Lays each tile and commits; returns the scored move's events.
pub fn play(game: &mut Quaddoku, seat: Seat, tiles: &[((u8, u8), &str)]) -> Vec<Event> {
    lay(game, seat, tiles);
    game.apply(seat, &Action::Commit)
        .unwrap_or_else(|e| panic!("commit: {e}"))
}

/// The scored move's total, its words with their scores, and whether it is a Quad*doku.
pub fn played(events: &[Event]) -> (u32, Vec<(String, u32)>, bool) {
    let Some(Event::Played(p)) = events.first() else {
        panic!("no move scored: {events:?}");
    };
    (
        p.total,
        p.words.iter().map(|w| (w.word.clone(), w.score)).collect(),
        p.quaddoku,
    )
}

pub fn words(list: &[(&str, u32)]) -> Vec<(String, u32)> {
    list.iter().map(|(w, s)| (w.to_string(), *s)).collect()
}
