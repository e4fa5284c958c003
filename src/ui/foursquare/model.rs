//! The pure render model of the Foursquare board: which cells to draw, where, with what
//! on them, what is highlighted, and what a screen reader says. No Yew here, so it is
//! tested natively; `board.rs` only turns it into SVG.
//!
//! The grid floats, so the board shows a window: the smallest rectangle holding every
//! pile and every cell the drawn card may go to (at most 5 x 5), centred in a fixed
//! logical `viewBox` that CSS scales.

use crate::engine::Pos;
use crate::games::foursquare::table::CENTRE;
use crate::games::foursquare::{Bounds, Card, FoursquareView, Status};
use crate::ui::words::capitalised;

/// Width of a card in logical units.
pub const CARD_W: f32 = 64.0;
/// Height of a card.
pub const CARD_H: f32 = 90.0;
/// Distance between the left edges of two columns.
pub const CELL_W: f32 = 72.0;
/// Distance between the top edges of two rows.
pub const CELL_H: f32 = 98.0;
/// The window never exceeds this many rows or columns.
pub const MAX_WINDOW: u8 = 5;
/// The logical width of the board.
pub const VIEW_W: f32 = CELL_W * MAX_WINDOW as f32;
/// The logical height of the board.
pub const VIEW_H: f32 = CELL_H * MAX_WINDOW as f32;

/// What lies face up or face down on a cell.
#[derive(Clone, Debug, PartialEq)]
pub struct PileFace {
    /// The top card when face up; `None` when face down.
    pub card: Option<Card>,
    /// Cards in the pile.
    pub height: usize,
}

/// How a cell changed in the last move, for the animation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fresh {
    /// Unchanged.
    No,
    /// The card was just placed here.
    Placed,
    /// The top just turned over.
    Turned,
}

/// One cell of the window.
#[derive(Clone, Debug, PartialEq)]
pub struct CellModel {
    /// The engine's cell.
    pub pos: Pos,
    /// Row in the window, from 1.
    pub row: u8,
    /// Column in the window, from 1.
    pub col: u8,
    /// Left edge, logical units.
    pub x: f32,
    /// Top edge, logical units.
    pub y: f32,
    /// The pile here, if any.
    pub pile: Option<PileFace>,
    /// The drawn card may go here.
    pub legal: bool,
    /// The keyboard cursor is here.
    pub cursor: bool,
    /// A move tried here was refused.
    pub refused: bool,
    /// The hint points here, with its chance to win in percent.
    pub hint: Option<u8>,
    /// What changed here in the last move.
    pub fresh: Fresh,
    /// Where the cell is, in words: "row 2, column 3" counts within the grid of piles,
    /// and cells beside it are "new row above", "new column on the right" and so on, so
    /// a cell keeps its name while the window around it grows.
    pub place: String,
    /// What a screen reader says for this cell.
    pub label: String,
}

/// The whole board.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardModel {
    /// Rows in the window.
    pub rows: u8,
    /// Columns in the window.
    pub cols: u8,
    /// The window's cells, row by row.
    pub cells: Vec<CellModel>,
}

/// What the board needs besides the view.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Marks {
    /// Where the drawn card may go.
    pub legal: Vec<Pos>,
    /// The keyboard cursor, if it is on the board.
    pub cursor: Option<Pos>,
    /// The hinted cell and its chance to win, 0 to 1.
    pub hint: Option<(Pos, f64)>,
    /// Where the last card went.
    pub placed: Option<Pos>,
    /// The piles the last card turned over.
    pub turned: Vec<Pos>,
    /// The cell a refused move was tried on.
    pub refused: Vec<Pos>,
}

impl BoardModel {
    /// The board for `view` with `marks`.
    pub fn new(view: &FoursquareView, marks: &Marks) -> Self {
        let (top, left, rows, cols) = window(view, &marks.legal);
        let grid = view.table.bounds().unwrap_or(Bounds::at(CENTRE));
        let off_x = (VIEW_W - f32::from(cols) * CELL_W) / 2.0 + (CELL_W - CARD_W) / 2.0;
        let off_y = (VIEW_H - f32::from(rows) * CELL_H) / 2.0 + (CELL_H - CARD_H) / 2.0;
        let mut cells = Vec::with_capacity(usize::from(rows) * usize::from(cols));
        for r in 0..rows {
            for c in 0..cols {
                let pos = Pos::new(top + r, left + c);
                let pile = view.table.pile(pos).map(|p| PileFace {
                    card: p.face_up.then(|| p.top()),
                    height: p.cards.len(),
                });
                let legal = view.status == Status::Playing && marks.legal.contains(&pos);
                let hint = marks
                    .hint
                    .filter(|(at, _)| *at == pos)
                    .map(|(_, chance)| (chance * 100.0).round().clamp(0.0, 100.0) as u8);
                let fresh = if marks.placed == Some(pos) {
                    Fresh::Placed
                } else if marks.turned.contains(&pos) {
                    Fresh::Turned
                } else {
                    Fresh::No
                };
                let place = place_name(pos, grid);
                let label = label(&place, pile.as_ref(), legal, hint);
                cells.push(CellModel {
                    pos,
                    row: r + 1,
                    col: c + 1,
                    x: off_x + f32::from(c) * CELL_W,
                    y: off_y + f32::from(r) * CELL_H,
                    pile,
                    legal,
                    cursor: marks.cursor == Some(pos),
                    refused: marks.refused.contains(&pos),
                    hint,
                    fresh,
                    place,
                    label,
                });
            }
        }
        BoardModel { rows, cols, cells }
    }

    /// The cell at `pos`, if it is in the window.
    pub fn cell(&self, pos: Pos) -> Option<&CellModel> {
        self.cells.iter().find(|c| c.pos == pos)
    }

    /// The cell a keyboard arrow moves to from `from` (staying put at an edge).
    pub fn step(&self, from: Pos, d_row: i8, d_col: i8) -> Pos {
        let Some(cell) = self.cell(from) else {
            return self.cells.first().map_or(from, |c| c.pos);
        };
        let row = (cell.row as i8 + d_row).clamp(1, self.rows as i8) as u8;
        let col = (cell.col as i8 + d_col).clamp(1, self.cols as i8) as u8;
        self.cells
            .iter()
            .find(|c| c.row == row && c.col == col)
            .map_or(from, |c| c.pos)
    }
}

/// (top row, left column, rows, columns) of the window.
fn window(view: &FoursquareView, legal: &[Pos]) -> (u8, u8, u8, u8) {
    let mut cells = view
        .table
        .piles()
        .map(|(p, _)| p)
        .chain(legal.iter().copied());
    let Some(first) = cells.next() else {
        return (CENTRE.row, CENTRE.col, 1, 1);
    };
    let (mut top, mut bottom, mut left, mut right) = (first.row, first.row, first.col, first.col);
    for p in cells {
        top = top.min(p.row);
        bottom = bottom.max(p.row);
        left = left.min(p.col);
        right = right.max(p.col);
    }
    let rows = (bottom - top + 1).min(MAX_WINDOW);
    let cols = (right - left + 1).min(MAX_WINDOW);
    (top, left, rows, cols)
}

/// "row 2, column 3", or "new row above, column 1" for a cell beside the grid of piles.
fn place_name(pos: Pos, grid: Bounds) -> String {
    let row = if pos.row < grid.top {
        "new row above".to_string()
    } else if pos.row > grid.bottom {
        "new row below".to_string()
    } else {
        format!("row {}", pos.row - grid.top + 1)
    };
    let col = if pos.col < grid.left {
        "new column on the left".to_string()
    } else if pos.col > grid.right {
        "new column on the right".to_string()
    } else {
        format!("column {}", pos.col - grid.left + 1)
    };
    format!("{row}, {col}")
}

fn label(place: &str, pile: Option<&PileFace>, legal: bool, hint: Option<u8>) -> String {
    let mut text = String::with_capacity(80);
    text.push_str(&capitalised(place));
    text.push_str(": ");
    match pile {
        None => text.push_str("empty"),
        Some(PileFace {
            card: Some(card),
            height,
        }) => {
            text.push_str(&format!("{card}, face up"));
            if *height > 1 {
                text.push_str(&format!(", pile of {height}"));
            }
        }
        Some(PileFace { card: None, height }) => {
            text.push_str("a face-down card");
            if *height > 1 {
                text.push_str(&format!(", pile of {height}"));
            }
        }
    }
    if legal {
        text.push_str(". You can place here");
    }
    if let Some(pct) = hint {
        text.push_str(&format!(". Hint: best here, about {pct}% to win"));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Seat, Viewer};
    use crate::games::foursquare::Foursquare;
    use crate::games::foursquare::diagram::{at, parse};

    fn model(game: &Foursquare, marks: Marks) -> BoardModel {
        BoardModel::new(
            &game.view(Viewer::Seat(Seat(0))),
            &Marks {
                legal: game.legal_cells(),
                ..marks
            },
        )
    }

    #[test]
    fn an_empty_table_shows_one_cell_in_the_middle() {
        let game = Foursquare::deal(crate::engine::Seed(1));
        let m = model(&game, Marks::default());
        assert_eq!((m.rows, m.cols), (1, 1));
        let cell = &m.cells[0];
        assert_eq!(cell.pos, CENTRE);
        assert!(cell.legal);
        assert_eq!(cell.label, "Row 1, column 1: empty. You can place here");
        assert!(
            (cell.x + CARD_W / 2.0 - VIEW_W / 2.0).abs() < 0.01,
            "centred"
        );
    }

    #[test]
    fn the_window_takes_in_every_pile_and_legal_cell() {
        let game = parse("5 3*\n. 2/9\ndrawn: 7\nstock: ...").unwrap();
        let m = model(&game, Marks::default());
        // piles span 2x2; legal empties add a ring on every side: 4x4.
        assert_eq!((m.rows, m.cols), (4, 4));
        let five = m.cell(at(0, 0)).unwrap();
        assert_eq!((five.row, five.col), (2, 2));
        assert_eq!(
            five.pile,
            Some(PileFace {
                card: five.pile.as_ref().unwrap().card,
                height: 1
            })
        );
        let down = m.cell(at(0, 1)).unwrap();
        assert_eq!(
            down.pile.as_ref().unwrap().card,
            None,
            "a face-down top shows no face"
        );
        assert_eq!(
            down.label,
            "Row 1, column 2: a face-down card. You can place here"
        );
        let above = m.cell(at(-1, 1)).unwrap();
        assert!(
            above.label.starts_with("New row above, column 2: empty"),
            "{}",
            above.label
        );
        let right = m.cell(at(1, 2)).unwrap();
        assert!(
            right.label.starts_with("Row 2, new column on the right"),
            "{}",
            right.label
        );
        let pile = m.cell(at(1, 1)).unwrap();
        assert!(
            pile.label.starts_with("Row 2, column 2: 9 of"),
            "{}",
            pile.label
        );
        assert!(pile.label.contains("pile of 2"));
    }

    #[test]
    fn a_full_grid_is_four_by_four_with_nothing_beyond() {
        let game = parse("1 2 3 4\n5 6 7 8\n9 10 A 2\n3 4 5 6\ndrawn: 7\nstock: ...").unwrap();
        let m = model(&game, Marks::default());
        assert_eq!((m.rows, m.cols), (4, 4));
        assert!(m.cells.iter().all(|c| c.pile.is_some() && c.legal));
    }

    #[test]
    fn marks_show_the_cursor_the_hint_and_the_last_move() {
        let game = parse("5 3\ndrawn: 7\nstock: ...").unwrap();
        let marks = Marks {
            cursor: Some(at(0, 1)),
            hint: Some((at(0, 2), 0.376)),
            placed: Some(at(0, 0)),
            turned: vec![at(0, 1)],
            refused: vec![at(0, 2)],
            ..Marks::default()
        };
        let m = model(&game, marks);
        assert!(m.cell(at(0, 1)).unwrap().cursor);
        let refused: Vec<Pos> = m
            .cells
            .iter()
            .filter(|c| c.refused)
            .map(|c| c.pos)
            .collect();
        assert_eq!(
            refused,
            vec![at(0, 2)],
            "a refused move marks the cell it was tried on"
        );
        assert_eq!(m.cell(at(0, 2)).unwrap().hint, Some(38));
        assert!(
            m.cell(at(0, 2))
                .unwrap()
                .label
                .ends_with("Hint: best here, about 38% to win")
        );
        assert_eq!(m.cell(at(0, 0)).unwrap().fresh, Fresh::Placed);
        assert_eq!(m.cell(at(0, 1)).unwrap().fresh, Fresh::Turned);
    }

    #[test]
    fn arrows_move_within_the_window_and_stop_at_its_edges() {
        let game = parse("5 3\ndrawn: 7\nstock: ...").unwrap();
        let m = model(&game, Marks::default());
        // window: one row above and below, one column either side: 3 x 4
        assert_eq!((m.rows, m.cols), (3, 4));
        let start = at(0, 0);
        assert_eq!(m.step(start, 0, 1), at(0, 1));
        assert_eq!(m.step(start, -1, 0), at(-1, 0));
        assert_eq!(
            m.step(at(-1, -1), -1, -1),
            at(-1, -1),
            "stays at the corner"
        );
    }

    #[test]
    fn nothing_is_legal_once_the_game_is_over() {
        let mut game = parse("3 5\ndrawn: 4\nstock:").unwrap();
        game.apply(Seat(0), &crate::games::foursquare::Action::Place(at(0, 2)))
            .unwrap();
        let view = game.view(Viewer::Seat(Seat(0)));
        let m = BoardModel::new(
            &view,
            &Marks {
                legal: vec![at(0, 0)],
                ..Marks::default()
            },
        );
        assert!(m.cells.iter().all(|c| !c.legal));
    }
}
