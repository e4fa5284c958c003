//! The number cards and the difficulty table: 56 cards, 1 to 7 in four colours, two of
//! each; and how many goals each difficulty deals for each number of players.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A number card's colour. Every screen names it in words as well as showing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Colour {
    /// Green.
    Green,
    /// Pink.
    Pink,
    /// Orange.
    Orange,
    /// Purple.
    Purple,
}

impl Colour {
    /// The four colours, in the order cards are listed.
    pub const ALL: [Colour; 4] = [Colour::Green, Colour::Pink, Colour::Orange, Colour::Purple];

    /// The colour's name, lower case.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Green => "green",
            Colour::Pink => "pink",
            Colour::Orange => "orange",
            Colour::Purple => "purple",
        }
    }

    /// The colour's one-letter code in card names ("G5").
    pub fn code(self) -> char {
        match self {
            Colour::Green => 'G',
            Colour::Pink => 'K',
            Colour::Orange => 'O',
            Colour::Purple => 'P',
        }
    }

    /// The colour for a code.
    pub fn from_code(code: char) -> Option<Colour> {
        Colour::ALL.into_iter().find(|c| c.code() == code)
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The highest number on a card.
pub const TOP_NUMBER: u8 = 7;
/// Copies of each card in the deck.
pub const COPIES: usize = 2;
/// Cards in a full hand.
pub const HAND: usize = 4;
/// The face-up piles.
pub const PILES: usize = 4;
/// Goals face up at once.
pub const VISIBLE_GOALS: usize = 4;

/// A number card: a colour and a number from 1 to 7. Saved as its code and number ("G5").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Card {
    /// The colour.
    pub colour: Colour,
    /// The number, 1 to 7.
    pub number: u8,
}

impl Card {
    /// The card of `colour` and `number`, if the number is 1 to 7.
    pub fn new(colour: Colour, number: u8) -> Option<Card> {
        (1..=TOP_NUMBER)
            .contains(&number)
            .then_some(Card { colour, number })
    }

    /// True when this card may be played on `top`: same colour or same number.
    pub fn matches(self, top: Card) -> bool {
        self.colour == top.colour || self.number == top.number
    }

    /// Every kind of card, once: 28.
    pub fn kinds() -> impl Iterator<Item = Card> {
        Colour::ALL
            .into_iter()
            .flat_map(|colour| (1..=TOP_NUMBER).map(move |number| Card { colour, number }))
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.colour, self.number)
    }
}

impl From<Card> for String {
    fn from(card: Card) -> String {
        format!("{}{}", card.colour.code(), card.number)
    }
}

impl TryFrom<String> for Card {
    type Error = String;

    fn try_from(text: String) -> Result<Card, String> {
        let mut chars = text.chars();
        let colour = chars.next().and_then(Colour::from_code);
        let number = chars.as_str().parse::<u8>().ok();
        colour
            .zip(number)
            .and_then(|(c, n)| Card::new(c, n))
            .ok_or_else(|| format!("{text:?} is not a Cahoots card"))
    }
}

/// The 56 number cards, unshuffled.
pub fn full_deck() -> Vec<Card> {
    Card::kinds()
        .flat_map(|card| std::iter::repeat_n(card, COPIES))
        .collect()
}

/// How hard a game is: how many goals must be met. In a save, its name ("Expert"; see
/// [`crate::engine::keyed`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "&'static str")]
pub enum Difficulty {
    /// The fewest goals.
    Beginner,
    /// The rulebook's usual game.
    #[default]
    Normal,
    /// More goals.
    Expert,
    /// The most goals.
    Insane,
}

crate::engine::keyed::saved_by_key!(Difficulty, name, "difficulty");

impl Difficulty {
    /// Every difficulty, easiest first.
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Beginner,
        Difficulty::Normal,
        Difficulty::Expert,
        Difficulty::Insane,
    ];

    /// The rulebook's table: goals in the goal pile for `players` (2-3: 15, 18, 21, 24;
    /// 4: 12, 15, 18, 21).
    pub fn goals(self, players: u8) -> usize {
        let base = match self {
            Difficulty::Beginner => 15,
            Difficulty::Normal => 18,
            Difficulty::Expert => 21,
            Difficulty::Insane => 24,
        };
        if players >= 4 { base - 3 } else { base }
    }

    /// The key in URLs: "expert".
    pub fn key(self) -> &'static str {
        match self {
            Difficulty::Beginner => "beginner",
            Difficulty::Normal => "normal",
            Difficulty::Expert => "expert",
            Difficulty::Insane => "insane",
        }
    }

    /// The difficulty for a key.
    pub fn from_key(key: &str) -> Option<Difficulty> {
        Difficulty::ALL.into_iter().find(|d| d.key() == key)
    }

    /// The name, for people.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Beginner => "Beginner",
            Difficulty::Normal => "Normal",
            Difficulty::Expert => "Expert",
            Difficulty::Insane => "Insane",
        }
    }
}
