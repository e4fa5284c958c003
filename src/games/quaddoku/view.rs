//! What a player sees: everything. Quad*doku has no hidden information (the pool lies
//! open, the grid is shared), so every seat's view is the same and a computer player
//! reading it knows exactly what a person at the table knows.

use serde::{Deserialize, Serialize};

use super::data::{EDGE, Side, Tile};
use super::rules::{Options, Phase, Play, Quaddoku, Tally};
use super::square::{Placement, Preview, Square};
use crate::engine::Seat;

/// The table as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuaddokuView {
    /// Players, goal, start.
    pub options: Options,
    /// The grid's stacks.
    pub square: Square,
    /// The four words, in the rulebook's order.
    pub words: [(Side, String); 4],
    /// The pool: each kind of tile with its count, alphabetically.
    pub pool: Vec<(Tile, u8)>,
    /// Tiles left in the pool.
    pub pool_left: usize,
    /// The tiles laid this turn, not yet placed.
    pub laid: Vec<Placement>,
    /// What the laid tiles would make.
    pub preview: Preview,
    /// Each seat's totals.
    pub tallies: Vec<Tally>,
    /// Every scored move, oldest first.
    pub history: Vec<Play>,
    /// Whose turn, or how it ended.
    pub phase: Phase,
    /// Passes in a row.
    pub passes: u8,
}

impl QuaddokuView {
    /// The view of `game`.
    pub fn of(game: &Quaddoku) -> Self {
        QuaddokuView {
            options: game.options(),
            square: game.square().clone(),
            words: game.square().words(),
            pool: game.pool().kinds().collect(),
            pool_left: game.pool().len(),
            laid: game.laid().to_vec(),
            preview: game.preview(),
            tallies: game.tallies().to_vec(),
            history: game.history().to_vec(),
            phase: game.phase(),
            passes: game.passes(),
        }
    }

    /// The seat to move, if the game is on.
    pub fn to_move(&self) -> Option<Seat> {
        match self.phase {
            Phase::Turn(seat) => Some(seat),
            Phase::Over(_) => None,
        }
    }

    /// The pool as it stood before this turn's tiles were laid.
    pub fn pool_before_turn(&self) -> super::pool::Pool {
        let mut pool = super::pool::Pool::from(
            self.pool
                .iter()
                .flat_map(|(t, c)| std::iter::repeat_n(*t, usize::from(*c)))
                .collect::<Vec<_>>(),
        );
        for p in &self.laid {
            pool.put(p.tile);
        }
        pool
    }

    /// The tile showing on each edge cell, a laid tile over the grid's.
    pub fn showing(&self) -> Vec<(crate::engine::Pos, Tile, bool)> {
        EDGE.iter()
            .filter_map(|pos| {
                let laid = self.laid.iter().find(|p| p.at == *pos).map(|p| p.tile);
                let tile = laid.or_else(|| self.square.top(*pos))?;
                Some((*pos, tile, laid.is_some()))
            })
            .collect()
    }
}
