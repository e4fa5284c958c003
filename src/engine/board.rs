//! Boards where cards name spaces and chips cover them: the alphabet game (a letter card
//! names two pictures) and Major Woody's Wild Foursomes (a character card names two
//! spaces of its colour). The layout says which card fits which space; the chips say who
//! holds what; lines of chips are found with the grid's line finding.

use serde::{Deserialize, Serialize};

use super::grid::{Grid, Pos};

/// A fixed board layout: what each space shows, and so which cards fit it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout<K> {
    spaces: Grid<K>,
}

impl<K: Copy> Layout<K> {
    /// The layout of `spaces`.
    pub fn new(spaces: Grid<K>) -> Self {
        Layout { spaces }
    }

    /// What the space at `pos` shows.
    pub fn at(&self, pos: Pos) -> Option<K> {
        self.spaces.get(pos).copied()
    }

    /// The spaces whose key satisfies `fits`, row by row.
    pub fn spaces_where(&self, fits: impl Fn(K) -> bool) -> Vec<Pos> {
        self.spaces
            .iter()
            .filter(|(_, k)| fits(**k))
            .map(|(p, _)| p)
            .collect()
    }

    /// The grid of keys.
    pub fn grid(&self) -> &Grid<K> {
        &self.spaces
    }
}

/// Chips on a board, at most one per space.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Chips<C> {
    grid: Grid<Option<C>>,
}

impl<C: Copy + PartialEq> Chips<C> {
    /// An empty board of `rows` x `cols`.
    pub fn empty(rows: u8, cols: u8) -> Self {
        Chips {
            grid: Grid::new_with(rows, cols, |_| None),
        }
    }

    /// The chip at `pos`, if any.
    pub fn at(&self, pos: Pos) -> Option<C> {
        self.grid.get(pos).copied().flatten()
    }

    /// True when `pos` is on the board and has no chip.
    pub fn is_open(&self, pos: Pos) -> bool {
        matches!(self.grid.get(pos), Some(None))
    }

    /// Puts `chip` on `pos` (which must be open).
    pub fn place(&mut self, pos: Pos, chip: C) {
        if let Some(cell) = self.grid.get_mut(pos) {
            debug_assert!(cell.is_none(), "placing on a covered space");
            *cell = Some(chip);
        }
    }

    /// The chip at `pos`, to change it in place (a chip locked in a line, say).
    pub fn get_mut(&mut self, pos: Pos) -> Option<&mut C> {
        self.grid.get_mut(pos).and_then(Option::as_mut)
    }

    /// Takes the chip off `pos`, returning it.
    pub fn remove(&mut self, pos: Pos) -> Option<C> {
        self.grid.get_mut(pos).and_then(Option::take)
    }

    /// Those of `spaces` that are open, in their order.
    pub fn open_among(&self, spaces: &[Pos]) -> Vec<Pos> {
        spaces
            .iter()
            .copied()
            .filter(|p| self.is_open(*p))
            .collect()
    }

    /// Every open space, row by row.
    pub fn open(&self) -> impl Iterator<Item = Pos> + '_ {
        self.grid
            .iter()
            .filter(|(_, c)| c.is_none())
            .map(|(p, _)| p)
    }

    /// Every chip with its space, row by row.
    pub fn placed(&self) -> impl Iterator<Item = (Pos, C)> + '_ {
        self.grid.iter().filter_map(|(p, c)| c.map(|c| (p, c)))
    }

    /// The lines of exactly `n` consecutive spaces through `pos` whose chips all satisfy
    /// `ours`, in every direction (a run of five through `pos` gives two lines of four).
    pub fn lines_through(&self, pos: Pos, n: usize, ours: impl Fn(C) -> bool) -> Vec<Vec<Pos>> {
        let runs = self.grid.runs_through(pos, |_, c| c.is_some_and(&ours));
        runs.iter()
            .flat_map(|run| {
                run.windows(n)
                    .filter(|w| w.contains(&pos))
                    .map(<[Pos]>::to_vec)
            })
            .collect()
    }

    /// The longest run of chips satisfying `ours`, in any direction, that a chip on `pos`
    /// would join, `pos` counted: what a greedy player looks at.
    pub fn run_joined(&self, pos: Pos, ours: impl Fn(C) -> bool) -> usize {
        self.grid
            .runs_through(pos, |p, chip| p == pos || chip.is_some_and(&ours))
            .iter()
            .map(|run| run.len())
            .max()
            .unwrap_or(1)
    }

    /// The grid of chips.
    pub fn grid(&self) -> &Grid<Option<C>> {
        &self.grid
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_layout_maps_cards_to_their_spaces() {
        let layout = Layout::new(Grid::new_with(2, 3, |p| (p.row + p.col) % 3));
        assert_eq!(
            layout.spaces_where(|k| k == 1),
            [Pos::new(0, 1), Pos::new(1, 0)]
        );
        assert_eq!(layout.at(Pos::new(1, 2)), Some(0));
    }

    #[test]
    fn chips_find_lines_of_four_through_a_space() {
        let mut chips = Chips::empty(6, 8);
        for col in 0..5 {
            chips.place(Pos::new(2, col), 'a');
        }
        chips.place(Pos::new(3, 1), 'b');
        let lines = chips.lines_through(Pos::new(2, 2), 4, |c| c == 'a');
        assert_eq!(
            lines.len(),
            2,
            "five in a row holds two lines of four through the middle"
        );
        assert!(
            chips
                .lines_through(Pos::new(3, 1), 4, |c| c == 'b')
                .is_empty()
        );
        assert_eq!(
            chips.lines_through(Pos::new(2, 0), 4, |c| c == 'a').len(),
            1
        );
        assert_eq!(chips.remove(Pos::new(2, 2)), Some('a'));
        assert!(chips.is_open(Pos::new(2, 2)));
        assert!(
            chips
                .lines_through(Pos::new(2, 1), 4, |c| c == 'a')
                .is_empty()
        );
        assert_eq!(chips.open().count(), 48 - 5);
    }
}
