//! The render model of Quad*doku's table, pure so it is tested natively: the grid's
//! sixteen cells (twelve edge cells with their stacks, four empty middles), the pool in
//! alphabetical groups, and the words in words.

use crate::engine::{MarkedLine, Pos, Seat};
use crate::games::quaddoku::data::{GRID, cell_name, edge_index, sides_of};
use crate::games::quaddoku::{Event, Play, Preview, Quaddoku, QuaddokuView, ScoredWord, Tile};

/// A cell's side in SVG units.
pub const CELL: f32 = 84.0;
/// The gap between cells.
pub const GAP: f32 = 8.0;
/// The margin round the grid (room for stacked tiles' edges).
pub const PAD: f32 = 10.0;
/// The drawing's side.
pub const VIEW: f32 = PAD * 2.0 + CELL * 4.0 + GAP * 3.0;

/// One cell of the grid as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct CellModel {
    /// Where it is.
    pub pos: Pos,
    /// Top-left corner in SVG units.
    pub x: f32,
    /// Top-left corner in SVG units.
    pub y: f32,
    /// False for the four middle cells, which stay empty.
    pub edge: bool,
    /// The tile showing: a laid tile over the grid's.
    pub tile: Option<Tile>,
    /// Tiles in the cell's stack on the grid.
    pub height: usize,
    /// The showing tile was laid this turn and is not yet placed.
    pub laid: bool,
    /// The selected pool tile may be laid here.
    pub target: bool,
    /// The keyboard cursor is here.
    pub cursor: bool,
    /// The cell is in a changed word the word list refuses.
    pub refused: bool,
    /// A tile of a seat's last move lies here: its tag, and whether it is the latest.
    pub last: Option<(String, bool)>,
    /// Its name for a screen reader.
    pub label: String,
}

/// What the table marks beyond the view.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Marks {
    /// The pool tile chosen to lay, if any.
    pub selected: Option<Tile>,
    /// The keyboard cursor.
    pub cursor: Option<Pos>,
    /// Words the word list refuses are marked: only while a person builds the move, not
    /// while a computer lays its tiles one by one.
    pub refusals: bool,
    /// Each seat's last move: a cell, the seat's tag, whether it is the latest move.
    pub last: Vec<(Pos, String, bool)>,
    /// The cells a refused move concerns (see `TableGame::refused_at`).
    pub refused_at: Vec<Pos>,
}

/// One of the four words, as the middle of the grid lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WordLine {
    /// "Top", "Left", "Right", "Bottom".
    pub side: &'static str,
    /// The word as it reads now (laid tiles included).
    pub word: String,
    /// The sum of its tiles.
    pub sum: u32,
    /// The word, as laid this turn, is not in the word list (drawn struck through).
    pub refused: bool,
}

/// The grid as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct GridModel {
    /// All sixteen cells, row by row.
    pub cells: Vec<CellModel>,
    /// The four words with their sums, for the middle of the grid.
    pub words: Vec<WordLine>,
}

impl GridModel {
    /// The grid of `view` with `marks`.
    pub fn new(view: &QuaddokuView, marks: &Marks) -> GridModel {
        let refused_cells: Vec<Pos> = view
            .preview
            .words
            .iter()
            .filter(|w| marks.refusals && view.preview.refused.contains(&w.word))
            .flat_map(|w| w.side.cells())
            .collect();
        let mut cells = Vec::with_capacity(16);
        for row in 0..GRID {
            for col in 0..GRID {
                let pos = Pos::new(row, col);
                let x = PAD + f32::from(col) * (CELL + GAP);
                let y = PAD + f32::from(row) * (CELL + GAP);
                let edge = edge_index(pos).is_some();
                let stack = view.square.stack(pos);
                let laid = view.laid.iter().find(|p| p.at == pos).map(|p| p.tile);
                let tile = laid.or_else(|| stack.last().copied());
                let target = edge
                    && laid.is_none()
                    && marks.selected.is_some_and(|t| {
                        view.square.check_cover(pos, t).is_ok() && view.to_move().is_some()
                    });
                let label = if edge {
                    cell_label(pos, tile, laid.is_some(), stack)
                } else {
                    "middle, stays empty".to_string()
                };
                cells.push(CellModel {
                    pos,
                    x,
                    y,
                    edge,
                    tile,
                    height: stack.len(),
                    laid: laid.is_some(),
                    target,
                    cursor: marks.cursor == Some(pos),
                    refused: refused_cells.contains(&pos) || marks.refused_at.contains(&pos),
                    last: marks
                        .last
                        .iter()
                        .find(|(p, _, _)| *p == pos)
                        .map(|(_, tag, newest)| (tag.clone(), *newest)),
                    label,
                });
            }
        }
        let words = crate::games::quaddoku::data::Side::ALL
            .iter()
            .map(|side| {
                let tiles: Vec<Tile> = side
                    .cells()
                    .iter()
                    .filter_map(|p| cells.iter().find(|c| c.pos == *p).and_then(|c| c.tile))
                    .collect();
                let word: String = tiles.iter().map(|t| t.letter()).collect();
                WordLine {
                    refused: marks.refusals
                        && view.preview.words.iter().any(|w| w.side == *side)
                        && view.preview.refused.contains(&word),
                    side: match side {
                        crate::games::quaddoku::data::Side::Top => "Top",
                        crate::games::quaddoku::data::Side::Left => "Left",
                        crate::games::quaddoku::data::Side::Right => "Right",
                        crate::games::quaddoku::data::Side::Bottom => "Bottom",
                    },
                    word,
                    sum: tiles.iter().map(|t| u32::from(t.value())).sum(),
                }
            })
            .collect();
        GridModel { cells, words }
    }

    /// The cell at `pos`.
    pub fn cell(&self, pos: Pos) -> Option<&CellModel> {
        self.cells.iter().find(|c| c.pos == pos)
    }

    /// The cell one step from `from` by (rows, columns), staying on the grid.
    pub fn step(from: Pos, dr: i8, dc: i8) -> Pos {
        let clamp =
            |v: u8, d: i8| (i16::from(v) + i16::from(d)).clamp(0, i16::from(GRID) - 1) as u8;
        Pos::new(clamp(from.row, dr), clamp(from.col, dc))
    }
}

fn cell_label(pos: Pos, tile: Option<Tile>, laid: bool, stack: &[Tile]) -> String {
    let place = cell_name(pos);
    let words: Vec<&str> = sides_of(pos).map(|s| s.name()).collect();
    let Some(tile) = tile else {
        return place;
    };
    let stack_text = match stack.len() {
        1 => "1 tile".to_string(),
        n => format!("stack of {n}"),
    };
    if laid {
        let under = stack
            .last()
            .map_or(String::new(), |t| format!(" over {}", t.spoken()));
        format!(
            "{place}: {} laid this turn{under} ({stack_text}; {})",
            tile.spoken(),
            words.join(" and ")
        )
    } else {
        format!(
            "{place}: {} ({stack_text}; {})",
            tile.spoken(),
            words.join(" and ")
        )
    }
}

/// One letter's tiles in the pool.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PoolGroup {
    /// The letter.
    pub letter: char,
    /// Each value present, low first, with its count.
    pub tiles: Vec<(Tile, u8)>,
}

/// The pool in alphabetical groups, as the rulebook lays it out.
pub fn pool_groups(view: &QuaddokuView) -> Vec<PoolGroup> {
    let mut groups: Vec<PoolGroup> = Vec::new();
    for (tile, count) in &view.pool {
        match groups.last_mut() {
            Some(g) if g.letter == tile.letter() => g.tiles.push((*tile, *count)),
            _ => groups.push(PoolGroup {
                letter: tile.letter(),
                tiles: vec![(*tile, *count)],
            }),
        }
    }
    groups
}

/// A word with its sum: "BEAT 10, doku".
pub fn word_line(word: &str, sum: u32) -> String {
    if sum == crate::games::quaddoku::data::DOKU_SUM {
        format!("{word} {sum}, doku")
    } else {
        format!("{word} {sum}")
    }
}

/// The latest move of all when another seat than `viewer` made it: that play, for the
/// table to show (its words and scores) until the next move. A pass shows nothing.
pub fn others_last_play(log: &[MarkedLine<Quaddoku>], viewer: Option<Seat>) -> Option<&Play> {
    let latest = log.iter().rev().find_map(|line| match &line.event {
        Event::Played(play) => Some(Some(play)),
        Event::Passed => Some(None),
        Event::Ended(_) => None,
    })?;
    latest.filter(|play| Some(play.seat) != viewer)
}

/// The preview's line for one changed word.
pub fn preview_line(word: &ScoredWord, preview: &Preview) -> String {
    if preview.refused.contains(&word.word) {
        format!("{}: not in the word list", word.word)
    } else {
        scored_line(word)
    }
}

/// A played word's line: its sum and what it scores.
pub fn scored_line(word: &ScoredWord) -> String {
    if !word.new {
        format!("{}: spelled as before, scores 0", word.word)
    } else if word.is_doku() {
        format!("{}: {} = 10, a doku: 20", word.word, sum_text(word))
    } else {
        format!("{}: {} = {}", word.word, sum_text(word), word.score)
    }
}

fn sum_text(word: &ScoredWord) -> String {
    word.tiles
        .iter()
        .map(|t| t.value().to_string())
        .collect::<Vec<_>>()
        .join(" + ")
}

/// The value after `current` among `values` (wrapping), or before it when `down`.
pub fn cycle(values: &[u8], current: u8, down: bool) -> Option<u8> {
    if values.is_empty() {
        return None;
    }
    let i = values.iter().position(|v| *v == current);
    let n = values.len();
    Some(match (i, down) {
        (Some(i), false) => values[(i + 1) % n],
        (Some(i), true) => values[(i + n - 1) % n],
        (None, _) => values[0],
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Seat, Seed, Viewer};
    use crate::games::quaddoku::{Action, Options, Quaddoku, Start};

    fn start() -> Quaddoku {
        let options = Options {
            start: Start::Rulebook,
            ..Options::default()
        };
        Quaddoku::new(&options, Seed(1)).unwrap()
    }

    #[test]
    fn the_grid_names_every_edge_cell_with_its_tile_and_words() {
        let game = start();
        let model = GridModel::new(&game.view(Viewer::Spectator), &Marks::default());
        assert_eq!(model.cells.len(), 16);
        assert_eq!(model.cells.iter().filter(|c| c.edge).count(), 12);
        let corner = model.cell(Pos::new(0, 0)).unwrap();
        assert_eq!(
            corner.label,
            "top left corner: B worth 3 (1 tile; top row and left column)"
        );
        assert_eq!(
            model.cell(Pos::new(1, 1)).unwrap().label,
            "middle, stays empty"
        );
    }

    #[test]
    fn laid_tiles_show_over_the_grid_and_refused_words_are_marked() {
        let mut game = start();
        let x8 = Tile::new('X', 8).unwrap();
        game.apply(
            Seat(0),
            &Action::Place {
                at: Pos::new(0, 1),
                tile: x8,
            },
        )
        .unwrap();
        let view = game.view(Viewer::Seat(Seat(0)));
        let model = GridModel::new(
            &view,
            &Marks {
                refusals: true,
                ..Marks::default()
            },
        );
        let cell = model.cell(Pos::new(0, 1)).unwrap();
        assert!(cell.laid && cell.refused);
        let struck: Vec<(&str, &str)> = model
            .words
            .iter()
            .filter(|w| w.refused)
            .map(|w| (w.side, w.word.as_str()))
            .collect();
        assert_eq!(struck, [("Top", "BXAT")], "the middle strikes the refused word");
        let computer = GridModel::new(&view, &Marks::default());
        assert!(
            !computer.cell(Pos::new(0, 1)).unwrap().refused,
            "a computer's half-laid word is not marked refused"
        );
        assert!(computer.words.iter().all(|w| !w.refused));
        assert_eq!(cell.tile, Some(x8));
        assert!(
            cell.label
                .contains("X worth 8 laid this turn over E worth 1")
        );
        let word = &view.preview.words[0];
        assert_eq!(
            preview_line(word, &view.preview),
            "BXAT: not in the word list"
        );
    }

    #[test]
    fn a_word_spelled_as_before_says_it_scores_nothing() {
        let mut game = start();
        // A2 over the A3 of BEAT: the same word, which scores nothing.
        game.apply(
            Seat(0),
            &Action::Place {
                at: Pos::new(0, 2),
                tile: Tile::new('A', 2).unwrap(),
            },
        )
        .unwrap();
        let view = game.view(Viewer::Seat(Seat(0)));
        assert_eq!(
            preview_line(&view.preview.words[0], &view.preview),
            "BEAT: spelled as before, scores 0"
        );
    }

    #[test]
    fn a_selected_tile_lights_the_cells_it_may_cover() {
        let game = start();
        let view = game.view(Viewer::Seat(Seat(0)));
        let a3 = Tile::new('A', 3).unwrap();
        let model = GridModel::new(
            &view,
            &Marks {
                selected: Some(a3),
                ..Marks::default()
            },
        );
        // Every edge cell but the one already showing A3.
        let targets: Vec<Pos> = model
            .cells
            .iter()
            .filter(|c| c.target)
            .map(|c| c.pos)
            .collect();
        assert_eq!(targets.len(), 11);
        assert!(!targets.contains(&Pos::new(0, 2)));
    }

    #[test]
    fn the_pool_is_grouped_alphabetically_with_values() {
        let game = start();
        let groups = pool_groups(&game.view(Viewer::Spectator));
        assert_eq!(groups.first().unwrap().letter, 'A');
        assert_eq!(groups.last().unwrap().letter, 'Z');
        let a: Vec<String> = groups[0]
            .tiles
            .iter()
            .map(|(t, n)| format!("{t}x{n}"))
            .collect();
        // The start took A1, A1, A2 and A3 out of A 1,1,2,2,3,3,4.
        assert_eq!(a, ["A2x1", "A3x1", "A4x1"]);
        assert!(
            !groups.iter().any(|g| g.letter == 'K'),
            "the only K is on the grid"
        );
    }

    #[test]
    fn values_cycle_both_ways() {
        assert_eq!(cycle(&[1, 2, 4], 2, false), Some(4));
        assert_eq!(cycle(&[1, 2, 4], 4, false), Some(1));
        assert_eq!(cycle(&[1, 2, 4], 1, true), Some(4));
        assert_eq!(cycle(&[], 1, true), None);
    }
}
