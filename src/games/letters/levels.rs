//! The computer player at each level, all deciding from the seat's view:
//!
//! - **strong**: [`LineBot`](super::LineBot), every move.
//! - **normal**: the strong player's move most of the time ([`NORMAL_SHARE`] in 100);
//!   otherwise any letter played on its picture, as a casual player does.
//! - **easy**: the strong player's move now and then ([`EASY_SHARE`] in 100), so it
//!   sometimes misses four in a row or a block, as a young child does; otherwise any
//!   letter on its picture. It never spends a Z or an X at random, and it always turns
//!   in a dead card first.

use super::bot::LineBot;
use super::data::Card;
use super::rules::{Action, Letters};
use super::view::LettersView;
use crate::engine::{Bot, Lapses, Level, Seed};

/// How often in 100 the normal player plays the strong player's move.
pub const NORMAL_SHARE: usize = 60;
/// How often in 100 the easy player plays the strong player's move.
pub const EASY_SHARE: usize = 2;

/// The computer player at `level`, drawing its lapses from `seed`.
pub fn player(level: Level, seed: Seed) -> Box<dyn Bot<Letters>> {
    match level {
        Level::Strong => Box::new(LineBot),
        Level::Normal => Box::new(Lapses::new(
            Box::new(LineBot),
            NORMAL_SHARE,
            seed,
            obvious,
            sensible,
        )),
        Level::Easy => Box::new(Lapses::new(
            Box::new(LineBot),
            EASY_SHARE,
            seed,
            obvious,
            sensible,
        )),
    }
}

/// A dead card is always turned in first.
fn obvious(_view: &LettersView, legal: &[Action]) -> Option<Action> {
    legal
        .iter()
        .find(|a| matches!(a, Action::TurnIn(_)))
        .copied()
}

/// A letter played on one of its pictures; a Z or an X only when nothing else can be
/// played.
fn sensible(_view: &LettersView, legal: &[Action]) -> Vec<Action> {
    let letters: Vec<Action> = legal
        .iter()
        .filter(|a| {
            matches!(
                a,
                Action::Play {
                    card: Card::Letter(_),
                    ..
                }
            )
        })
        .copied()
        .collect();
    if letters.is_empty() {
        legal.to_vec()
    } else {
        letters
    }
}
