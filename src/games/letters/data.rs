//! The board, the pictures, the colours and the deck of the alphabet game.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::{Grid, Pos};

/// The 24 letters with pictures: A to Y without X (X and Z are action cards).
pub const LETTERS: [char; 24] = [
    'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S',
    'T', 'U', 'V', 'W', 'Y',
];

/// Board rows.
pub const ROWS: u8 = 6;
/// Board columns.
pub const COLS: u8 = 8;

/// A letter of the board, by its place in [`LETTERS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "char", into = "char")]
pub struct Letter(u8);

impl Letter {
    /// The letter `c`, if it has pictures.
    pub fn new(c: char) -> Option<Letter> {
        LETTERS
            .iter()
            .position(|l| *l == c)
            .map(|i| Letter(i as u8))
    }

    /// Every letter, A to Y.
    pub fn all() -> impl Iterator<Item = Letter> {
        (0..LETTERS.len() as u8).map(Letter)
    }

    /// Its place in [`LETTERS`], 0 to 23.
    pub fn index(self) -> u8 {
        self.0
    }

    /// The character.
    pub fn char(self) -> char {
        LETTERS[usize::from(self.0)]
    }

    /// The letter's colour: the square beside both its pictures and on its cards.
    /// Neighbours in the alphabet never share one.
    pub fn colour(self) -> LetterColour {
        LetterColour::ALL[usize::from(self.0) % 4]
    }

    /// Its two pictures.
    pub fn pictures(self) -> [&'static Picture; 2] {
        let i = usize::from(self.0) * 2;
        [&PICTURES[i], &PICTURES[i + 1]]
    }
}

impl TryFrom<char> for Letter {
    type Error = String;
    fn try_from(c: char) -> Result<Self, String> {
        Letter::new(c).ok_or_else(|| format!("{c:?} is not a letter of the board"))
    }
}

impl From<Letter> for char {
    fn from(l: Letter) -> char {
        l.char()
    }
}

impl fmt::Display for Letter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// The four colours of the letters: a reading aid, always shown with the letter.
/// Chosen from the Okabe-Ito palette, which stays distinct to colour-blind eyes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LetterColour {
    /// Orange.
    Orange,
    /// Sky blue.
    Blue,
    /// Bluish green.
    Green,
    /// Reddish purple.
    Purple,
}

impl LetterColour {
    /// All four, in the order letters take them.
    pub const ALL: [LetterColour; 4] = [
        LetterColour::Orange,
        LetterColour::Blue,
        LetterColour::Green,
        LetterColour::Purple,
    ];

    /// The colour's name.
    pub fn name(self) -> &'static str {
        match self {
            LetterColour::Orange => "orange",
            LetterColour::Blue => "blue",
            LetterColour::Green => "green",
            LetterColour::Purple => "purple",
        }
    }
}

/// A picture of the board: an everyday object whose name starts with its letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Picture {
    /// The word printed under the picture (and its id in the picture sprite).
    pub word: &'static str,
}

/// Two pictures per letter, in letter order.
pub const PICTURES: [Picture; 48] = {
    const fn p(word: &'static str) -> Picture {
        Picture { word }
    }
    [
        p("apple"),
        p("ant"),
        p("banana"),
        p("bear"),
        p("cake"),
        p("cat"),
        p("dog"),
        p("duck"),
        p("egg"),
        p("elephant"),
        p("fish"),
        p("frog"),
        p("goat"),
        p("grapes"),
        p("hat"),
        p("horse"),
        p("ice cream"),
        p("island"),
        p("jeans"),
        p("jellyfish"),
        p("key"),
        p("kite"),
        p("lemon"),
        p("lion"),
        p("moon"),
        p("mouse"),
        p("nest"),
        p("nose"),
        p("octopus"),
        p("owl"),
        p("penguin"),
        p("pig"),
        p("queen"),
        p("quilt"),
        p("rabbit"),
        p("rainbow"),
        p("snail"),
        p("sun"),
        p("train"),
        p("tree"),
        p("umbrella"),
        p("unicorn"),
        p("violin"),
        p("volcano"),
        p("watermelon"),
        p("whale"),
        p("yarn"),
        p("yo-yo"),
    ]
};

/// The board, row by row: each letter twice, its two pictures never touching (they are at
/// least three spaces apart), and no two orthogonal neighbours sharing a colour. The
/// first of a letter's spaces in reading order has its first picture.
const LAYOUT: [&str; ROWS as usize] = [
    "MJSAGNOQ", //
    "HILRTEBL", //
    "GPBKIYSR", //
    "EWMNPOVC", //
    "FHVACTWD", //
    "KUDFYQJU", //
];

/// One space of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Space {
    /// Its letter.
    pub letter: Letter,
    /// Its picture.
    pub picture: &'static Picture,
}

/// The board's spaces.
pub fn board() -> Grid<Space> {
    let mut seen = [false; 24];
    Grid::new_with(ROWS, COLS, |pos: Pos| {
        let c = LAYOUT[usize::from(pos.row)].as_bytes()[usize::from(pos.col)] as char;
        let letter = Letter::new(c).expect("the layout uses board letters");
        let second = std::mem::replace(&mut seen[usize::from(letter.0)], true);
        Space {
            letter,
            picture: letter.pictures()[usize::from(second)],
        }
    })
}

/// A card of the deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Card {
    /// Cover an open picture of this letter.
    Letter(Letter),
    /// Z: cover any open picture.
    Wild,
    /// X: take away one opponent's chip.
    Remove,
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Letter(l) => write!(f, "{l}"),
            Card::Wild => write!(f, "Z (any picture)"),
            Card::Remove => write!(f, "X (take away a chip)"),
        }
    }
}

/// Cards in the deck.
pub const DECK_SIZE: usize = 52;

/// The 52 cards: two of each letter, two X, two Z.
pub fn full_deck() -> Vec<Card> {
    let mut cards: Vec<Card> = Letter::all().flat_map(|l| [Card::Letter(l); 2]).collect();
    cards.extend([Card::Wild, Card::Wild, Card::Remove, Card::Remove]);
    cards
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_letter_has_two_pictures_that_start_with_it() {
        for letter in Letter::all() {
            for picture in letter.pictures() {
                let first = picture.word.chars().next().unwrap().to_ascii_uppercase();
                assert_eq!(first, letter.char(), "{}", picture.word);
            }
        }
        let mut words: Vec<&str> = PICTURES.iter().map(|p| p.word).collect();
        words.sort();
        words.dedup();
        assert_eq!(words.len(), 48, "48 different objects");
    }

    #[test]
    fn the_board_has_each_letter_twice_apart_and_both_pictures() {
        let b = board();
        for letter in Letter::all() {
            let spaces: Vec<(Pos, &Space)> = b.iter().filter(|(_, s)| s.letter == letter).collect();
            assert_eq!(spaces.len(), 2, "{letter}");
            let (a, c) = (spaces[0].0, spaces[1].0);
            let apart = a.row.abs_diff(c.row).max(a.col.abs_diff(c.col));
            assert!(
                apart >= 3,
                "{letter}'s pictures are {apart} apart, fewer than three"
            );
            assert_ne!(spaces[0].1.picture, spaces[1].1.picture);
        }
    }

    #[test]
    fn colours_differ_between_alphabet_neighbours_and_board_neighbours() {
        let all: Vec<Letter> = Letter::all().collect();
        for pair in all.windows(2) {
            assert_ne!(pair[0].colour(), pair[1].colour());
        }
        let b = board();
        for (pos, space) in b.iter() {
            for n in b.neighbours(pos) {
                assert_ne!(
                    space.letter.colour(),
                    b.get(n).unwrap().letter.colour(),
                    "{pos:?} {n:?}"
                );
            }
        }
    }

    #[test]
    fn the_deck_has_fifty_two_cards() {
        let deck = full_deck();
        assert_eq!(deck.len(), DECK_SIZE);
        assert_eq!(deck.iter().filter(|c| **c == Card::Wild).count(), 2);
        assert_eq!(deck.iter().filter(|c| **c == Card::Remove).count(), 2);
        assert_eq!(Letter::new('X'), None);
        assert_eq!(Letter::new('Z'), None);
        let json = serde_json::to_string(&Card::Letter(Letter::new('Q').unwrap())).unwrap();
        assert_eq!(json, r#"{"Letter":"Q"}"#);
    }
}
