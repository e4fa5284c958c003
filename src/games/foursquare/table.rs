//! The table: the floating grid of piles, where a card may go, and which tops it turns.
//!
//! Shared by the game state and the player's view, so bots reason about a view with the
//! very code that plays the rules.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::data::Card;
use crate::engine::{Grid, Pos};

/// Side of the table the engine keeps: the first card sits in the middle, so a 4x4 grid
/// can grow from it in any direction and still fit.
pub const TABLE_SPAN: u8 = 7;
/// Where the first card goes. The grid floats, so "anywhere" is one choice: here.
pub const CENTRE: Pos = Pos::new(3, 3);
/// The grid's bounding box is at most this many rows and columns.
pub const GRID_LIMIT: u8 = 4;
/// No pile holds more cards than this.
pub const PILE_LIMIT: usize = 4;
/// Piles in a full grid.
pub const FULL_GRID: usize = (GRID_LIMIT as usize) * (GRID_LIMIT as usize);

/// A pile on the grid: up to four cards; only the top one is face up or face down.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pile {
    /// Bottom first; never empty.
    pub cards: ArrayVec<Card, PILE_LIMIT>,
    /// Whether the top card shows its face.
    pub face_up: bool,
}

impl Pile {
    /// The card on top.
    pub fn top(&self) -> Card {
        *self.cards.last().expect("a pile is never empty")
    }
}

/// What a placed card went on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Under {
    /// An empty space.
    Nothing,
    /// A pile whose top was face up.
    FaceUp(Card),
    /// A pile whose top was face down.
    FaceDown(Card),
}

/// A line of the grid that a placement can turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Line {
    /// The placed card's row.
    Row,
    /// The placed card's column.
    Column,
}

/// Why a placed card turned its line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Extreme {
    /// Strictly higher than every other face-up top in the line.
    Highest,
    /// Strictly lower than every other face-up top in the line.
    Lowest,
    /// No other top in the line was face up.
    Alone,
}

/// Why a placement is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum PlaceError {
    /// Off the table the engine keeps (or, on an empty table, not the centre).
    #[error("that space is off the table")]
    OffTable,
    /// The pile already holds four cards.
    #[error("that pile already has four cards")]
    PileFull,
    /// An empty cell that touches no pile (diagonals do not count).
    #[error("a card goes on a pile or on an empty space beside one (not diagonally)")]
    NotBeside,
    /// The grid would be wider or taller than four.
    #[error("the grid can be at most four rows by four columns")]
    TooBig,
}

/// The smallest rectangle holding every pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bounds {
    /// Top row.
    pub top: u8,
    /// Bottom row.
    pub bottom: u8,
    /// Left column.
    pub left: u8,
    /// Right column.
    pub right: u8,
}

impl Bounds {
    /// A rectangle of the one cell `pos`.
    pub fn at(pos: Pos) -> Bounds {
        Bounds {
            top: pos.row,
            bottom: pos.row,
            left: pos.col,
            right: pos.col,
        }
    }

    /// The bounds grown to take in `pos`.
    pub fn with(self, pos: Pos) -> Bounds {
        Bounds {
            top: self.top.min(pos.row),
            bottom: self.bottom.max(pos.row),
            left: self.left.min(pos.col),
            right: self.right.max(pos.col),
        }
    }

    /// Rows spanned.
    pub fn height(self) -> u8 {
        self.bottom - self.top + 1
    }

    /// Columns spanned.
    pub fn width(self) -> u8 {
        self.right - self.left + 1
    }

    /// True when the rectangle is no larger than the grid limit.
    pub fn fits(self) -> bool {
        self.height() <= GRID_LIMIT && self.width() <= GRID_LIMIT
    }
}

/// The other piles of a placed card's line, summed up in one pass.
#[derive(Clone, Copy, Debug, Default)]
struct LineScan {
    low: Option<u8>,
    high: Option<u8>,
    up: usize,
    down: usize,
}

impl LineScan {
    fn extreme(self, card: Card) -> Option<Extreme> {
        match (self.low, self.high) {
            (None, _) | (_, None) => Some(Extreme::Alone),
            (_, Some(high)) if card.rank > high => Some(Extreme::Highest),
            (Some(low), _) if card.rank < low => Some(Extreme::Lowest),
            _ => None,
        }
    }
}

/// Counts kept beside the grid, so the solver's inner loop does not rescan 49 cells.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
struct Tally {
    piles: usize,
    face_down: usize,
    bounds: Option<Bounds>,
}

/// The piles on the table. Serialised as the grid alone; the tally is recounted.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "Grid<Option<Pile>>", into = "Grid<Option<Pile>>")]
pub struct Table {
    grid: Grid<Option<Pile>>,
    tally: Tally,
}

impl Default for Table {
    fn default() -> Self {
        Table::from(Grid::new_with(TABLE_SPAN, TABLE_SPAN, |_| None))
    }
}

impl From<Grid<Option<Pile>>> for Table {
    fn from(grid: Grid<Option<Pile>>) -> Self {
        let mut tally = Tally::default();
        for (pos, pile) in grid
            .iter()
            .filter_map(|(p, c)| c.as_ref().map(|pile| (p, pile)))
        {
            tally.piles += 1;
            tally.face_down += usize::from(!pile.face_up);
            tally.bounds = Some(tally.bounds.map_or(Bounds::at(pos), |b| b.with(pos)));
        }
        Table { grid, tally }
    }
}

impl From<Table> for Grid<Option<Pile>> {
    fn from(table: Table) -> Self {
        table.grid
    }
}

impl Table {
    /// The grid of cells, piles and gaps.
    pub fn grid(&self) -> &Grid<Option<Pile>> {
        &self.grid
    }

    /// The pile at `pos`, if any.
    pub fn pile(&self, pos: Pos) -> Option<&Pile> {
        self.grid.get(pos).and_then(Option::as_ref)
    }

    /// Every pile with its position, row by row.
    pub fn piles(&self) -> impl Iterator<Item = (Pos, &Pile)> {
        self.grid
            .iter()
            .filter_map(|(p, c)| c.as_ref().map(|pile| (p, pile)))
    }

    /// Every card on the table, buried ones too.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.piles().flat_map(|(_, p)| p.cards.iter().copied())
    }

    /// How many piles.
    pub fn pile_count(&self) -> usize {
        self.tally.piles
    }

    /// How many piles show a face-down top.
    pub fn face_down_count(&self) -> usize {
        self.tally.face_down
    }

    /// The smallest rectangle holding every pile, or `None` on an empty table.
    pub fn bounds(&self) -> Option<Bounds> {
        self.tally.bounds
    }

    /// Checks a placement at `pos` against the rules of where cards may go.
    pub fn check_place(&self, pos: Pos) -> Result<(), PlaceError> {
        self.check_place_within(pos, self.bounds())
    }

    fn check_place_within(&self, pos: Pos, bounds: Option<Bounds>) -> Result<(), PlaceError> {
        let Some(cell) = self.grid.get(pos) else {
            return Err(PlaceError::OffTable);
        };
        let Some(bounds) = bounds else {
            return if pos == CENTRE {
                Ok(())
            } else {
                Err(PlaceError::OffTable)
            };
        };
        match cell {
            Some(pile) if pile.cards.len() >= PILE_LIMIT => Err(PlaceError::PileFull),
            Some(_) => Ok(()),
            None if !self.grid.neighbours(pos).any(|n| self.pile(n).is_some()) => {
                Err(PlaceError::NotBeside)
            }
            None if !bounds.with(pos).fits() => Err(PlaceError::TooBig),
            None => Ok(()),
        }
    }

    /// Every cell a card may go to, row by row.
    pub fn legal_cells(&self) -> Vec<Pos> {
        let Some(b) = self.bounds() else {
            return vec![CENTRE];
        };
        // Only the bounds and the ring around them can take a card.
        let rows = b.top.saturating_sub(1)..=(b.bottom + 1).min(TABLE_SPAN - 1);
        let cols = b.left.saturating_sub(1)..=(b.right + 1).min(TABLE_SPAN - 1);
        rows.flat_map(|row| cols.clone().map(move |col| Pos::new(row, col)))
            .filter(|p| self.check_place_within(*p, Some(b)).is_ok())
            .collect()
    }

    /// The other cells of `pos`'s line that can hold a pile: those within the bounds.
    fn line_cells(&self, pos: Pos, line: Line) -> impl Iterator<Item = Pos> + use<> {
        let span = self.bounds().map(|b| match line {
            Line::Row => b.left..=b.right,
            Line::Column => b.top..=b.bottom,
        });
        let (row, col) = (pos.row, pos.col);
        span.into_iter()
            .flatten()
            .map(move |i| match line {
                Line::Row => Pos::new(row, i),
                Line::Column => Pos::new(i, col),
            })
            .filter(move |p| *p != pos)
    }

    /// One pass over the other piles of a line: the lowest and highest face-up top, and
    /// how many tops are face up and face down.
    fn scan(&self, pos: Pos, line: Line) -> LineScan {
        let mut scan = LineScan::default();
        for pile in self.line_cells(pos, line).filter_map(|p| self.pile(p)) {
            if pile.face_up {
                let rank = pile.top().rank;
                scan.low = Some(scan.low.map_or(rank, |r| r.min(rank)));
                scan.high = Some(scan.high.map_or(rank, |r| r.max(rank)));
                scan.up += 1;
            } else {
                scan.down += 1;
            }
        }
        scan
    }

    /// Whether `card` placed at `pos` is strictly above or below every other face-up top
    /// of its `line`. Equal ranks block both; face-down tops do not count.
    pub fn extreme(&self, card: Card, pos: Pos, line: Line) -> Option<Extreme> {
        self.scan(pos, line).extreme(card)
    }

    /// The face-down count and pile count after placing `card` at `pos` (legal), without
    /// changing anything: what a one-move lookahead needs, cheaply.
    pub fn preview(&self, card: Card, pos: Pos) -> (usize, usize) {
        let (mut face_down, mut piles) = (self.face_down_count(), self.pile_count());
        match self.pile(pos) {
            Some(p) if !p.face_up => face_down -= 1,
            Some(_) => {}
            None => piles += 1,
        }
        for line in [Line::Row, Line::Column] {
            let scan = self.scan(pos, line);
            if scan.extreme(card).is_some() {
                face_down = face_down + scan.up - scan.down;
            }
        }
        (face_down, piles)
    }

    /// Lays `pile` at `pos`, replacing what was there (for diagrams and sampled worlds).
    pub(super) fn set_pile(&mut self, pos: Pos, pile: Pile) {
        let mut grid = std::mem::take(self).grid;
        if let Some(cell) = grid.get_mut(pos) {
            *cell = Some(pile);
        }
        *self = Table::from(grid);
    }

    /// Puts `card` face up at `pos` (legal); returns what it covered.
    pub fn put(&mut self, card: Card, pos: Pos) -> Under {
        let slot = self
            .grid
            .get_mut(pos)
            .expect("a legal cell is on the table");
        match slot {
            Some(pile) => {
                let under = if pile.face_up {
                    Under::FaceUp(pile.top())
                } else {
                    Under::FaceDown(pile.top())
                };
                self.tally.face_down -= usize::from(!pile.face_up);
                pile.cards.push(card);
                pile.face_up = true;
                under
            }
            None => {
                let mut cards = ArrayVec::new();
                cards.push(card);
                *slot = Some(Pile {
                    cards,
                    face_up: true,
                });
                self.tally.piles += 1;
                self.tally.bounds =
                    Some(self.tally.bounds.map_or(Bounds::at(pos), |b| b.with(pos)));
                Under::Nothing
            }
        }
    }

    /// Turns over the top of every other pile of `line` through `pos`; returns each
    /// turned pile, its top and whether it is face up now.
    pub fn turn_line(&mut self, pos: Pos, line: Line) -> Vec<(Pos, Card, bool)> {
        let mut turned = Vec::new();
        for p in self.line_cells(pos, line) {
            if let Some(Some(pile)) = self.grid.get_mut(p) {
                pile.face_up = !pile.face_up;
                if pile.face_up {
                    self.tally.face_down -= 1;
                } else {
                    self.tally.face_down += 1;
                }
                turned.push((p, pile.top(), pile.face_up));
            }
        }
        turned
    }

    /// True when every pile joins the others through edges.
    pub fn is_connected(&self) -> bool {
        let piles: Vec<Pos> = self.piles().map(|(p, _)| p).collect();
        let Some(&first) = piles.first() else {
            return true;
        };
        let mut seen = vec![first];
        let mut frontier = vec![first];
        while let Some(p) = frontier.pop() {
            for n in self.grid.neighbours(p) {
                if self.pile(n).is_some() && !seen.contains(&n) {
                    seen.push(n);
                    frontier.push(n);
                }
            }
        }
        seen.len() == piles.len()
    }
}
