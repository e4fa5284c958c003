//! Why a Quad*doku move is refused, in words a player can read.

use thiserror::Error;

use super::data::{Tile, cell_name};
use crate::engine::Pos;

/// Why a move is refused. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlayError {
    /// Only the twelve cells round the edge hold tiles.
    #[error("only the 12 cells round the edge of the grid take tiles")]
    NotAnEdgeCell(Pos),
    /// The pool has no such tile.
    #[error("there is no {0} left in the pool")]
    NotInPool(Tile),
    /// A tile may cover the same letter only with a different value.
    #[error("{0} may not cover {0}: the same letter needs a different value")]
    SameTile(Tile),
    /// A tile is already laid by this cell.
    #[error("a tile is already laid by the {}: take it back first", cell_name(*.0))]
    AlreadyLaid(Pos),
    /// No tile is laid by this cell.
    #[error("no tile is laid by the {}", cell_name(*.0))]
    NothingLaid(Pos),
    /// Commit with no tile laid.
    #[error("lay at least one tile first")]
    NothingPlaced,
    /// A changed word is not in the word list.
    #[error("{0} is not in the word list")]
    NotAWord(String),
    /// Every changed word is spelled as before (its letters only tuned to other values):
    /// a move must make at least one new word.
    #[error("{} spelled as before: a move must make at least one new word", spelled_as_before(.0))]
    NoNewWord(Vec<String>),
}

/// "BIAS is", "BIAS and SEAT are": the words a refused move left as they were.
fn spelled_as_before(words: &[String]) -> String {
    match words {
        [one] => format!("{one} is"),
        [rest @ .., last] => format!("{} and {last} are", rest.join(", ")),
        [] => "every word is".to_string(),
    }
}
