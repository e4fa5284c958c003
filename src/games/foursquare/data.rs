//! The stripped deck: Ace (1) to 10 in four suits, 40 cards. Suits are only for show.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A French suit. It never matters to the rules; it is drawn, and named for screen readers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Suit {
    /// Black.
    Spades,
    /// Red.
    Hearts,
    /// Red.
    Diamonds,
    /// Black.
    Clubs,
}

impl Suit {
    /// All four, in deck order.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// True for hearts and diamonds.
    pub fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    /// The suit's name, plural, lower case ("hearts").
    pub fn name(self) -> &'static str {
        match self {
            Suit::Spades => "spades",
            Suit::Hearts => "hearts",
            Suit::Diamonds => "diamonds",
            Suit::Clubs => "clubs",
        }
    }
}

/// The lowest rank, the Ace.
pub const ACE: u8 = 1;
/// The highest rank.
pub const TEN: u8 = 10;
/// Cards in the stripped deck.
pub const DECK_SIZE: usize = 40;

/// One card of the stripped deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Card {
    /// 1 (Ace) to 10.
    pub rank: u8,
    /// For show only.
    pub suit: Suit,
}

impl Card {
    /// The rank as printed on the card: "A", "2" ... "10".
    pub fn rank_label(self) -> String {
        if self.rank == ACE {
            "A".into()
        } else {
            self.rank.to_string()
        }
    }
}

impl fmt::Display for Card {
    /// "Ace of spades", "7 of hearts".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.rank == ACE {
            write!(f, "Ace of {}", self.suit.name())
        } else {
            write!(f, "{} of {}", self.rank, self.suit.name())
        }
    }
}

/// The 40 cards, in a fixed order (suit by suit, Ace to 10).
pub fn full_deck() -> Vec<Card> {
    Suit::ALL
        .into_iter()
        .flat_map(|suit| (ACE..=TEN).map(move |rank| Card { rank, suit }))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_has_forty_distinct_cards_ace_to_ten() {
        let mut deck = full_deck();
        assert_eq!(deck.len(), DECK_SIZE);
        deck.sort();
        deck.dedup();
        assert_eq!(deck.len(), DECK_SIZE);
        assert!(deck.iter().all(|c| (ACE..=TEN).contains(&c.rank)));
    }

    #[test]
    fn names_read_aloud() {
        let c = Card {
            rank: 1,
            suit: Suit::Spades,
        };
        assert_eq!(c.to_string(), "Ace of spades");
        assert_eq!(c.rank_label(), "A");
        assert_eq!(
            Card {
                rank: 10,
                suit: Suit::Hearts
            }
            .to_string(),
            "10 of hearts"
        );
    }
}
