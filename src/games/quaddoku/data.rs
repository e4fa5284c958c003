//! The 75 tiles, the grid's twelve edge cells and four words, and the starting Quad*doku.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::Pos;

/// The tile set: each letter with the values of its tiles, one number per tile. 75 tiles,
/// letter counts close to English (a scrabble-like mix scaled to 75), values low for
/// common letters and high for rare ones. Designed so that the rulebook's starting
/// Quad*doku, its sample round (29, 22, 80) and its TENT and TRIP examples all hold
/// (`tests/quaddoku_rules.rs`).
pub const TILE_SET: [(char, &[u8]); 26] = [
    ('A', &[1, 1, 2, 2, 3, 3, 4]),
    ('B', &[3, 3]),
    ('C', &[3, 4]),
    ('D', &[2, 2, 3]),
    ('E', &[1, 1, 1, 2, 2, 3, 3, 4]),
    ('F', &[4]),
    ('G', &[2, 3]),
    ('H', &[3, 4]),
    ('I', &[1, 2, 3, 3, 4]),
    ('J', &[8]),
    ('K', &[5]),
    ('L', &[1, 2, 2, 3]),
    ('M', &[3, 4]),
    ('N', &[1, 2, 3, 3]),
    ('O', &[1, 1, 2, 2, 3]),
    ('P', &[2, 3]),
    ('Q', &[9]),
    ('R', &[1, 2, 3, 3, 4]),
    ('S', &[1, 2, 2, 3, 3]),
    ('T', &[1, 2, 2, 3, 3]),
    ('U', &[1, 2, 3]),
    ('V', &[5]),
    ('W', &[4]),
    ('X', &[8]),
    ('Y', &[4]),
    ('Z', &[9]),
];

/// The highest value a tile may carry (table slots run 1 to this).
pub const MAX_VALUE: u8 = 9;

/// A word whose tiles add up to this is a doku.
pub const DOKU_SUM: u32 = 10;

/// What a doku scores: its value doubled.
pub const DOKU_SCORE: u32 = 20;

/// A letter tile: a capital letter and its point value. Written "E3".
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Tile {
    letter: u8,
    value: u8,
}

impl Tile {
    /// The tile `letter` worth `value`, if the letter is A to Z and the value 1 to 9.
    pub fn new(letter: char, value: u8) -> Option<Tile> {
        let letter = letter.to_ascii_uppercase();
        (letter.is_ascii_uppercase() && (1..=MAX_VALUE).contains(&value)).then_some(Tile {
            letter: letter as u8,
            value,
        })
    }

    /// The letter, a capital.
    pub fn letter(self) -> char {
        char::from(self.letter)
    }

    /// The letter as 0 (A) to 25 (Z).
    pub fn letter_index(self) -> usize {
        usize::from(self.letter - b'A')
    }

    /// The point value.
    pub fn value(self) -> u8 {
        self.value
    }

    /// A dense number for tables: letter * 10 + value.
    pub fn kind(self) -> usize {
        self.letter_index() * 10 + usize::from(self.value)
    }

    /// The tile of a dense number, if it is one.
    pub fn from_kind(kind: usize) -> Option<Tile> {
        let letter = char::from(b'A' + u8::try_from(kind / 10).ok()?);
        Tile::new(letter, u8::try_from(kind % 10).ok()?)
    }

    /// "E worth 3", for screen readers.
    pub fn spoken(self) -> String {
        format!("{} worth {}", self.letter(), self.value)
    }
}

/// How many dense tile numbers there are ([`Tile::kind`] is below this).
pub const KINDS: usize = 260;

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.letter(), self.value)
    }
}

impl TryFrom<String> for Tile {
    type Error = String;

    fn try_from(text: String) -> Result<Self, String> {
        let mut chars = text.chars();
        let parsed = match (chars.next(), chars.next(), chars.next()) {
            (Some(letter), Some(digit), None) => {
                digit.to_digit(10).and_then(|v| Tile::new(letter, v as u8))
            }
            _ => None,
        };
        parsed.ok_or_else(|| format!("{text:?} is not a tile (a letter and a value, like E3)"))
    }
}

impl From<Tile> for String {
    fn from(tile: Tile) -> String {
        tile.to_string()
    }
}

/// Every tile of the set, A first and low values first.
pub fn tile_set() -> Vec<Tile> {
    TILE_SET
        .iter()
        .flat_map(|(letter, values)| {
            values
                .iter()
                .map(move |v| Tile::new(*letter, *v).expect("the tile table holds real tiles"))
        })
        .collect()
}

/// One of the four words round the edge of the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Side {
    /// The top row, read left to right.
    Top,
    /// The left column, read top to bottom.
    Left,
    /// The right column, read top to bottom.
    Right,
    /// The bottom row, read left to right.
    Bottom,
}

impl Side {
    /// The four words, in the rulebook's order.
    pub const ALL: [Side; 4] = [Side::Top, Side::Left, Side::Right, Side::Bottom];

    /// Its four cells, in reading order.
    pub fn cells(self) -> [Pos; 4] {
        match self {
            Side::Top => [0, 1, 2, 3].map(|c| Pos::new(0, c)),
            Side::Bottom => [0, 1, 2, 3].map(|c| Pos::new(3, c)),
            Side::Left => [0, 1, 2, 3].map(|r| Pos::new(r, 0)),
            Side::Right => [0, 1, 2, 3].map(|r| Pos::new(r, 3)),
        }
    }

    /// Its name for people: "top row".
    pub fn name(self) -> &'static str {
        match self {
            Side::Top => "top row",
            Side::Left => "left column",
            Side::Right => "right column",
            Side::Bottom => "bottom row",
        }
    }
}

/// The grid's side length.
pub const GRID: u8 = 4;

/// The twelve edge cells that hold tiles, row by row.
pub const EDGE: [Pos; 12] = [
    Pos::new(0, 0),
    Pos::new(0, 1),
    Pos::new(0, 2),
    Pos::new(0, 3),
    Pos::new(1, 0),
    Pos::new(1, 3),
    Pos::new(2, 0),
    Pos::new(2, 3),
    Pos::new(3, 0),
    Pos::new(3, 1),
    Pos::new(3, 2),
    Pos::new(3, 3),
];

/// The place of `pos` in [`EDGE`], if it is an edge cell.
pub fn edge_index(pos: Pos) -> Option<usize> {
    EDGE.iter().position(|p| *p == pos)
}

/// The words a cell belongs to: two for a corner, one otherwise.
pub fn sides_of(pos: Pos) -> impl Iterator<Item = Side> {
    Side::ALL
        .into_iter()
        .filter(move |side| side.cells().contains(&pos))
}

/// A cell's name for people: "top left corner", "top row, second".
pub fn cell_name(pos: Pos) -> String {
    let row = match pos.row {
        0 => "top",
        3 => "bottom",
        r => {
            return format!(
                "{} column, {}",
                if pos.col == 0 { "left" } else { "right" },
                ordinal(r)
            );
        }
    };
    match pos.col {
        0 => format!("{row} left corner"),
        3 => format!("{row} right corner"),
        c => format!("{row} row, {}", ordinal(c)),
    }
}

fn ordinal(i: u8) -> &'static str {
    match i {
        1 => "second",
        _ => "third",
    }
}

/// The rulebook's starting Quad*doku: top BEAT, left BATH, right TAKE, bottom HARE, each
/// adding up to 10. The tiles come out of the 75.
pub fn starting_quaddoku() -> [(Pos, Tile); 12] {
    let t = |l: char, v: u8| Tile::new(l, v).expect("a real tile");
    [
        (Pos::new(0, 0), t('B', 3)),
        (Pos::new(0, 1), t('E', 1)),
        (Pos::new(0, 2), t('A', 3)),
        (Pos::new(0, 3), t('T', 3)),
        (Pos::new(1, 0), t('A', 1)),
        (Pos::new(1, 3), t('A', 1)),
        (Pos::new(2, 0), t('T', 2)),
        (Pos::new(2, 3), t('K', 5)),
        (Pos::new(3, 0), t('H', 4)),
        (Pos::new(3, 1), t('A', 2)),
        (Pos::new(3, 2), t('R', 3)),
        (Pos::new(3, 3), t('E', 1)),
    ]
}
