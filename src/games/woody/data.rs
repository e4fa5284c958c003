//! The board, the characters and the deck of Major Woody's Wild Foursomes.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::{Grid, Pos};

/// Board rows.
pub const ROWS: u8 = 8;
/// Board columns.
pub const COLS: u8 = 10;

/// The characters' names, in one table so that a cleaner theme is a data change. The
/// first four are the rulebook's; the rest are written in the same prank-call spirit.
pub const NAMES: [(&str, &str); 20] = [
    ("Anita", "Kock"),
    ("Ima", "Hoare"),
    ("Jack", "Schitt"),
    ("Wilma", "Dikfit"),
    ("Hugh", "Jass"),
    ("Seymour", "Butz"),
    ("Ben", "Dover"),
    ("Phil", "McCracken"),
    ("Dick", "Hertz"),
    ("Eileen", "Dover"),
    ("Mike", "Hunt"),
    ("Ivana", "Tinkle"),
    ("Oliver", "Klozoff"),
    ("Amanda", "Hugginkiss"),
    ("Hugh", "Janus"),
    ("Wayne", "Kerr"),
    ("Harry", "Balls"),
    ("Lou", "Briccant"),
    ("Heywood", "Jablome"),
    ("Ivana", "Humpalot"),
];

/// A character of the board, by its place in [`NAMES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Character(pub u8);

impl Character {
    /// Every character.
    pub fn all() -> impl Iterator<Item = Character> {
        (0..NAMES.len() as u8).map(Character)
    }

    /// "Jack Schitt".
    pub fn name(self) -> String {
        let (first, last) = NAMES[usize::from(self.0)];
        format!("{first} {last}")
    }

    /// "J. Schitt", for small screens.
    pub fn short_name(self) -> String {
        let (first, last) = NAMES[usize::from(self.0)];
        format!("{}. {last}", first.chars().next().unwrap_or(' '))
    }
}

/// The border colour of a space and of a character card; in a save, its key (see
/// [`crate::engine::keyed`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "&'static str")]
pub enum Border {
    /// Red, drawn with a heart.
    Red,
    /// Black, drawn with a spade.
    Black,
}

crate::engine::keyed::saved_by_key!(Border, key, "border");

impl Border {
    /// Both.
    pub const ALL: [Border; 2] = [Border::Red, Border::Black];

    /// "Red" or "Black": its key in saves, and how a face is read aloud.
    pub fn key(self) -> &'static str {
        match self {
            Border::Red => "Red",
            Border::Black => "Black",
        }
    }

    /// "red" or "black".
    pub fn name(self) -> &'static str {
        match self {
            Border::Red => "red",
            Border::Black => "black",
        }
    }
}

/// What a space or a character card shows: a character and a border colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Face {
    /// Who.
    pub who: Character,
    /// The border.
    pub border: Border,
}

impl fmt::Display for Face {
    /// "Red, Jack Schitt", as it is read aloud.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, {}", self.border.key(), self.who.name())
    }
}

/// A card of the deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Card {
    /// A character card: a chip on an open space with the same character and border.
    Face(Face),
    /// WILD: a chip on any open space.
    Wild,
    /// REMOVE: take away any unlocked chip.
    Remove,
    /// STEAL: only in answer to another player's announced card.
    Steal,
    /// RED SWAP or BLACK SWAP: exchange one of your unlocked chips on a space of that
    /// border with another player's unlocked chip on a space of that border.
    Swap(Border),
}

impl Card {
    /// True for the 12 Major Woody cards.
    pub fn is_major_woody(self) -> bool {
        !matches!(self, Card::Face(_))
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Face(face) => write!(f, "{face}"),
            Card::Wild => write!(f, "WILD"),
            Card::Remove => write!(f, "REMOVE"),
            Card::Steal => write!(f, "STEAL"),
            Card::Swap(Border::Red) => write!(f, "RED SWAP"),
            Card::Swap(Border::Black) => write!(f, "BLACK SWAP"),
        }
    }
}

/// Cards in the deck.
pub const DECK_SIZE: usize = 92;

/// The 92 cards: two red and two black cards per character, and the 12 Major Woody cards.
pub fn full_deck() -> Vec<Card> {
    let mut cards: Vec<Card> = Character::all()
        .flat_map(|who| {
            [Border::Red, Border::Black]
                .into_iter()
                .flat_map(move |border| [Card::Face(Face { who, border }); 2])
        })
        .collect();
    cards.extend([Card::Wild; 5]);
    cards.extend([Card::Remove; 3]);
    cards.extend([Card::Steal; 2]);
    cards.extend([Card::Swap(Border::Red), Card::Swap(Border::Black)]);
    cards
}

/// The board, row by row: letters name the characters in [`NAMES`] order (A = Anita
/// Kock), `r` and `b` the border. Fixed, as players learn a board; found by a search so
/// that no two spaces of one character touch (not even diagonally) and a character's two
/// spaces of one colour are at least four apart. A test checks both.
const LAYOUT: [&str; ROWS as usize] = [
    "Ab Pr Tb Jr Kb Mr Sb Eb Gr Fb",
    "Qr Bb Nr Ob Dr Rb Nr Jr Bb Rr",
    "Gb Hr Qb Kr Hb Er Mb Ib Sr Hb",
    "Cr Db Fr Nb Or Lb Pr Fr Qb Cr",
    "Jb Sr Pb Lr Gb Mr Jb Cb Br Eb",
    "Gr Ib Ar Cb Rr Tb Qr Hr Fb Lr",
    "Mb Dr Kb Tr Sb Kr Pb Db Tr Ab",
    "Ir Ob Er Lb Br Nb Ar Ir Rb Or",
];

/// What each space of the board shows.
pub fn board() -> Grid<Face> {
    Grid::new_with(ROWS, COLS, |pos: Pos| {
        let code = LAYOUT[usize::from(pos.row)]
            .split(' ')
            .nth(usize::from(pos.col))
            .expect("ten per row");
        let mut chars = code.chars();
        let who = Character(chars.next().map_or(0, |c| c as u8 - b'A'));
        let border = if chars.next() == Some('r') {
            Border::Red
        } else {
            Border::Black
        };
        Face { who, border }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_character_has_two_red_and_two_black_spaces_spread_out() {
        let b = board();
        for who in Character::all() {
            for border in [Border::Red, Border::Black] {
                let spaces: Vec<Pos> = b
                    .iter()
                    .filter(|(_, f)| **f == Face { who, border })
                    .map(|(p, _)| p)
                    .collect();
                assert_eq!(spaces.len(), 2, "{} {}", who.name(), border.name());
                let apart = spaces[0]
                    .row
                    .abs_diff(spaces[1].row)
                    .max(spaces[0].col.abs_diff(spaces[1].col));
                assert!(
                    apart >= 4,
                    "{} {} spaces {apart} apart",
                    who.name(),
                    border.name()
                );
            }
            let all: Vec<Pos> = b
                .iter()
                .filter(|(_, f)| f.who == who)
                .map(|(p, _)| p)
                .collect();
            for (i, a) in all.iter().enumerate() {
                for c in &all[i + 1..] {
                    assert!(
                        a.row.abs_diff(c.row).max(a.col.abs_diff(c.col)) >= 2,
                        "{} touches itself",
                        who.name()
                    );
                }
            }
        }
    }

    #[test]
    fn the_deck_has_ninety_two_cards_with_twelve_major_woodies() {
        let deck = full_deck();
        assert_eq!(deck.len(), DECK_SIZE);
        assert_eq!(deck.iter().filter(|c| c.is_major_woody()).count(), 12);
        assert_eq!(deck.iter().filter(|c| **c == Card::Wild).count(), 5);
        assert_eq!(deck.iter().filter(|c| **c == Card::Remove).count(), 3);
        assert_eq!(deck.iter().filter(|c| **c == Card::Steal).count(), 2);
    }

    #[test]
    fn names_read_as_the_cards_are_announced() {
        let face = Face {
            who: Character(2),
            border: Border::Red,
        };
        assert_eq!(face.to_string(), "Red, Jack Schitt");
        assert_eq!(Character(3).short_name(), "W. Dikfit");
        let mut all: Vec<String> = Character::all().map(Character::name).collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 20);
    }
}
