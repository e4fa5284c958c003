//! Rectangular boards and line finding: rows, columns, both diagonals, runs of N.
//!
//! The board games ("four in a row", foursomes) ask the same questions: which cells
//! line up with this one, and how long is the run of cells that all satisfy something.

use serde::{Deserialize, Serialize};

/// A cell of a grid: row 0 is the top, column 0 the left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Pos {
    /// Row, from the top.
    pub row: u8,
    /// Column, from the left.
    pub col: u8,
}

impl Pos {
    /// The cell at `row`, `col`.
    pub const fn new(row: u8, col: u8) -> Pos {
        Pos { row, col }
    }

    fn offset(self, dr: i8, dc: i8) -> Option<Pos> {
        let row = u8::try_from(i16::from(self.row) + i16::from(dr)).ok()?;
        let col = u8::try_from(i16::from(self.col) + i16::from(dc)).ok()?;
        Some(Pos { row, col })
    }
}

/// The four directions a line can run in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Direction {
    /// Left to right along a row.
    Row,
    /// Top to bottom along a column.
    Column,
    /// Top-left to bottom-right.
    Diagonal,
    /// Bottom-left to top-right.
    AntiDiagonal,
}

impl Direction {
    /// All four, in a fixed order.
    pub const ALL: [Direction; 4] = [
        Direction::Row,
        Direction::Column,
        Direction::Diagonal,
        Direction::AntiDiagonal,
    ];

    /// The (row, column) step of one cell forward.
    pub const fn step(self) -> (i8, i8) {
        match self {
            Direction::Row => (0, 1),
            Direction::Column => (1, 0),
            Direction::Diagonal => (1, 1),
            Direction::AntiDiagonal => (-1, 1),
        }
    }
}

/// A straight run of consecutive cells in one direction, in order along it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Run {
    /// The direction of the run.
    pub direction: Direction,
    /// The cells, first to last along the direction.
    pub cells: Vec<Pos>,
}

impl Run {
    /// The number of cells.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// True for a run of no cells.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Every window of exactly `n` consecutive cells of this run.
    pub fn windows(&self, n: usize) -> impl Iterator<Item = &[Pos]> {
        self.cells.windows(n.max(1))
    }
}

/// A rectangular board of `T`, stored row by row.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Grid<T> {
    rows: u8,
    cols: u8,
    cells: Vec<T>,
}

impl<T> Grid<T> {
    /// A `rows` x `cols` grid filled by `make`.
    pub fn new_with(rows: u8, cols: u8, mut make: impl FnMut(Pos) -> T) -> Self {
        let cells = (0..rows)
            .flat_map(|row| (0..cols).map(move |col| Pos { row, col }))
            .map(&mut make)
            .collect();
        Grid { rows, cols, cells }
    }

    /// The number of rows.
    pub fn rows(&self) -> u8 {
        self.rows
    }

    /// The number of columns.
    pub fn cols(&self) -> u8 {
        self.cols
    }

    /// True when `pos` lies on the grid.
    pub fn contains(&self, pos: Pos) -> bool {
        pos.row < self.rows && pos.col < self.cols
    }

    fn slot(&self, pos: Pos) -> Option<usize> {
        self.contains(pos)
            .then(|| usize::from(pos.row) * usize::from(self.cols) + usize::from(pos.col))
    }

    /// The cell at `pos`, or `None` off the grid.
    pub fn get(&self, pos: Pos) -> Option<&T> {
        self.slot(pos).map(|i| &self.cells[i])
    }

    /// The cell at `pos` for change, or `None` off the grid.
    pub fn get_mut(&mut self, pos: Pos) -> Option<&mut T> {
        self.slot(pos).map(|i| &mut self.cells[i])
    }

    /// Every position, row by row.
    pub fn positions(&self) -> impl Iterator<Item = Pos> + use<T> {
        let cols = self.cols.max(1);
        (0..self.cells.len()).map(move |i| Pos {
            row: (i / usize::from(cols)) as u8,
            col: (i % usize::from(cols)) as u8,
        })
    }

    /// Every position with its cell, row by row.
    pub fn iter(&self) -> impl Iterator<Item = (Pos, &T)> {
        self.positions().zip(self.cells.iter())
    }

    /// The positions of row `row`, left to right.
    pub fn row(&self, row: u8) -> impl Iterator<Item = Pos> + use<T> {
        (0..self.cols).map(move |col| Pos { row, col })
    }

    /// The positions of column `col`, top to bottom.
    pub fn column(&self, col: u8) -> impl Iterator<Item = Pos> + use<T> {
        (0..self.rows).map(move |row| Pos { row, col })
    }

    /// The up to four orthogonal neighbours of `pos` on the grid.
    pub fn neighbours(&self, pos: Pos) -> impl Iterator<Item = Pos> + '_ {
        [(-1, 0), (1, 0), (0, -1), (0, 1)]
            .into_iter()
            .filter_map(move |(dr, dc)| pos.offset(dr, dc))
            .filter(|p| self.contains(*p))
    }

    /// The `n` cells starting at `start` and running in `direction`, if all are on the grid.
    pub fn line(&self, start: Pos, direction: Direction, n: usize) -> Option<Vec<Pos>> {
        let (dr, dc) = direction.step();
        let mut cells = Vec::with_capacity(n);
        let mut at = start;
        for i in 0..n {
            if !self.contains(at) {
                return None;
            }
            cells.push(at);
            if i + 1 < n {
                at = at.offset(dr, dc)?;
            }
        }
        Some(cells)
    }

    /// Every straight line of exactly `n` cells on the grid, in all four directions.
    pub fn lines(&self, n: usize) -> Vec<Run> {
        let mut lines = Vec::new();
        for direction in Direction::ALL {
            for start in self.positions() {
                if let Some(cells) = self.line(start, direction, n) {
                    lines.push(Run { direction, cells });
                }
            }
        }
        lines
    }

    /// For each direction, the longest run of consecutive cells through `pos` whose cells
    /// all satisfy `holds` (`pos` included). Directions where `pos` itself fails are empty.
    pub fn runs_through(&self, pos: Pos, holds: impl Fn(Pos, &T) -> bool) -> Vec<Run> {
        let ok = |p: Pos| self.get(p).is_some_and(|t| holds(p, t));
        if !ok(pos) {
            return Vec::new();
        }
        Direction::ALL
            .into_iter()
            .map(|direction| {
                let (dr, dc) = direction.step();
                let mut first = pos;
                while let Some(p) = first.offset(-dr, -dc).filter(|p| ok(*p)) {
                    first = p;
                }
                let mut cells = vec![first];
                let mut at = first;
                while let Some(p) = at.offset(dr, dc).filter(|p| ok(*p)) {
                    cells.push(p);
                    at = p;
                }
                Run { direction, cells }
            })
            .collect()
    }

    /// Every maximal run of at least `min_len` consecutive cells satisfying `holds`, in
    /// all four directions.
    pub fn runs(&self, min_len: usize, holds: impl Fn(Pos, &T) -> bool) -> Vec<Run> {
        let ok = |p: Pos| self.get(p).is_some_and(|t| holds(p, t));
        let mut runs = Vec::new();
        for direction in Direction::ALL {
            let (dr, dc) = direction.step();
            for start in self.positions() {
                let before = start.offset(-dr, -dc).is_some_and(ok);
                if !ok(start) || before {
                    continue;
                }
                let mut cells = vec![start];
                let mut at = start;
                while let Some(p) = at.offset(dr, dc).filter(|p| ok(*p)) {
                    cells.push(p);
                    at = p;
                }
                if cells.len() >= min_len {
                    runs.push(Run { direction, cells });
                }
            }
        }
        runs
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A grid from rows of characters: `x` marks a chip, anything else is empty.
    fn board(rows: &[&str]) -> Grid<bool> {
        let chars: Vec<Vec<char>> = rows.iter().map(|r| r.chars().collect()).collect();
        Grid::new_with(rows.len() as u8, chars[0].len() as u8, |p| {
            chars[usize::from(p.row)][usize::from(p.col)] == 'x'
        })
    }

    fn chip(_: Pos, c: &bool) -> bool {
        *c
    }

    #[test]
    fn finds_a_run_of_four_in_every_direction() {
        let cases = [
            (vec!["....", "xxxx", "....", "...."], Direction::Row),
            (vec![".x..", ".x..", ".x..", ".x.."], Direction::Column),
            (vec!["x...", ".x..", "..x.", "...x"], Direction::Diagonal),
            (
                vec!["...x", "..x.", ".x..", "x..."],
                Direction::AntiDiagonal,
            ),
        ];
        for (rows, direction) in cases {
            let g = board(&rows);
            let runs = g.runs(4, chip);
            assert_eq!(runs.len(), 1, "{rows:?}");
            assert_eq!(runs[0].direction, direction);
            assert_eq!(runs[0].len(), 4);
        }
    }

    #[test]
    fn three_is_not_four() {
        let g = board(&["xxx.", "x...", "x...", "...."]);
        assert!(g.runs(4, chip).is_empty());
        assert_eq!(g.runs(3, chip).len(), 2);
    }

    #[test]
    fn a_run_of_five_is_one_maximal_run_with_two_windows_of_four() {
        let g = board(&["xxxxx"]);
        let runs = g.runs(4, chip);
        assert_eq!(runs.len(), 1);
        assert_eq!(runs[0].windows(4).count(), 2);
    }

    #[test]
    fn runs_through_a_cell_cover_both_sides() {
        let g = board(&["x...", ".x..", "..x.", "xxx."]);
        let runs = g.runs_through(Pos::new(2, 2), chip);
        let diagonal = runs
            .iter()
            .find(|r| r.direction == Direction::Diagonal)
            .unwrap();
        assert_eq!(
            diagonal.cells,
            [Pos::new(0, 0), Pos::new(1, 1), Pos::new(2, 2)]
        );
        let row = runs.iter().find(|r| r.direction == Direction::Row).unwrap();
        assert_eq!(row.len(), 1);
        assert!(g.runs_through(Pos::new(0, 1), chip).is_empty());
    }

    #[test]
    fn lines_count_every_placement() {
        let g: Grid<()> = Grid::new_with(6, 8, |_| ());
        // rows 6*5, columns 3*8, each diagonal 3*5
        assert_eq!(g.lines(4).len(), 30 + 24 + 15 + 15);
        assert!(g.line(Pos::new(0, 6), Direction::Row, 4).is_none());
        assert!(g.line(Pos::new(0, 0), Direction::AntiDiagonal, 2).is_none());
    }

    #[test]
    fn rows_columns_and_neighbours() {
        let g: Grid<u8> = Grid::new_with(3, 4, |p| p.row * 10 + p.col);
        assert_eq!(
            g.row(1)
                .map(|p| g.get(p).copied().unwrap())
                .collect::<Vec<_>>(),
            [10, 11, 12, 13]
        );
        assert_eq!(g.column(3).count(), 3);
        assert_eq!(g.neighbours(Pos::new(0, 0)).count(), 2);
        assert_eq!(g.neighbours(Pos::new(1, 1)).count(), 4);
        assert_eq!(g.get(Pos::new(3, 0)), None);
    }
}
