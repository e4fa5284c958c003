//! A small text format for positions, so a scenario test (or a bug report) reads like the
//! table it describes.
//!
//! ```text
//! 5   3*  .
//! .   2/9 .
//! drawn: 7h
//! stock: 4 6 ...
//! ```
//!
//! Grid rows are whitespace-separated cells: `.` is empty; a pile lists its cards bottom
//! first, joined by `/`; a top followed by `*` is face down. A card is a rank (`A` or 1
//! to 10) with an optional suit letter (`s h d c`); without one, the first unused suit is
//! taken. The diagram's top-left cell sits at [`ORIGIN`]. `drawn:` names the card to place
//! (default: the first unused card); `stock:` lists the stock from the top, and a final
//! `...` puts every card not yet named underneath in deck order (without it the stock is
//! exactly the cards listed).

use arrayvec::ArrayVec;
use thiserror::Error;

use super::data::{Card, Suit, full_deck};
use super::rules::Foursquare;
use super::table::{Pile, Table};
use crate::engine::{Deck, Pos};

/// Where a diagram's top-left cell goes on the table.
pub const ORIGIN: Pos = Pos::new(2, 2);

/// The table cell of the diagram's row `row` and column `col` (negative: outside the
/// diagram, above or to the left).
pub fn at(row: i8, col: i8) -> Pos {
    let r = i16::from(ORIGIN.row) + i16::from(row);
    let c = i16::from(ORIGIN.col) + i16::from(col);
    Pos::new(r as u8, c as u8)
}

/// Why a diagram could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DiagramError {
    /// A card that is not a rank and suit.
    #[error("not a card: {0:?}")]
    BadCard(String),
    /// The same card twice.
    #[error("the {0} appears twice")]
    Duplicate(Card),
    /// A pile of more than four cards, or an empty one.
    #[error("a pile must hold one to four cards: {0:?}")]
    BadPile(String),
    /// Rows past the table.
    #[error("the diagram does not fit on the table")]
    TooLarge,
}

struct Cards {
    used: Vec<Card>,
}

impl Cards {
    fn take(&mut self, text: &str) -> Result<Card, DiagramError> {
        let bad = || DiagramError::BadCard(text.to_string());
        let (rank_text, suit) = match text.chars().last() {
            Some('s') => (&text[..text.len() - 1], Some(Suit::Spades)),
            Some('h') => (&text[..text.len() - 1], Some(Suit::Hearts)),
            Some('d') => (&text[..text.len() - 1], Some(Suit::Diamonds)),
            Some('c') => (&text[..text.len() - 1], Some(Suit::Clubs)),
            _ => (text, None),
        };
        let rank: u8 = match rank_text {
            "A" | "a" => 1,
            r => r.parse().map_err(|_| bad())?,
        };
        if !(1..=10).contains(&rank) {
            return Err(bad());
        }
        let card = match suit {
            Some(suit) => Card { rank, suit },
            None => Suit::ALL
                .into_iter()
                .map(|suit| Card { rank, suit })
                .find(|c| !self.used.contains(c))
                .ok_or_else(bad)?,
        };
        if self.used.contains(&card) {
            return Err(DiagramError::Duplicate(card));
        }
        self.used.push(card);
        Ok(card)
    }
}

/// Reads a position from a diagram.
pub fn parse(text: &str) -> Result<Foursquare, DiagramError> {
    let mut cards = Cards { used: Vec::new() };
    let mut table = Table::default();
    let mut drawn_text = None;
    let mut stock_text = None;
    let mut row: u8 = 0;
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if let Some(rest) = line.strip_prefix("drawn:") {
            drawn_text = Some(rest.trim().to_string());
            continue;
        }
        if let Some(rest) = line.strip_prefix("stock:") {
            stock_text = Some(rest.trim().to_string());
            continue;
        }
        for (col, cell) in line.split_whitespace().enumerate() {
            if cell == "." {
                continue;
            }
            let pos = at(row as i8, col as i8);
            if !table.grid().contains(pos) {
                return Err(DiagramError::TooLarge);
            }
            let face_up = !cell.ends_with('*');
            let mut pile_cards = ArrayVec::new();
            for part in cell.trim_end_matches('*').split('/') {
                pile_cards
                    .try_push(cards.take(part)?)
                    .map_err(|_| DiagramError::BadPile(cell.to_string()))?;
            }
            table.set_pile(
                pos,
                Pile {
                    cards: pile_cards,
                    face_up,
                },
            );
        }
        row += 1;
    }
    let drawn = match drawn_text {
        Some(t) => Some(cards.take(&t)?),
        None => None,
    };
    let mut stock_top_first = Vec::new();
    let mut rest_underneath = stock_text.is_none();
    for word in stock_text.as_deref().unwrap_or("").split_whitespace() {
        if word == "..." {
            rest_underneath = true;
        } else {
            stock_top_first.push(cards.take(word)?);
        }
    }
    let mut unused: Vec<Card> = full_deck()
        .into_iter()
        .filter(|c| !cards.used.contains(c))
        .collect();
    let drawn = match drawn {
        Some(card) => card,
        None if !unused.is_empty() => unused.remove(0),
        None => return Err(DiagramError::BadCard("no card left to draw".into())),
    };
    // Deck::draw takes from the end: the stock is stored bottom first.
    let mut stock: Vec<Card> = if rest_underneath {
        unused.into_iter().rev().collect()
    } else {
        Vec::new()
    };
    stock.extend(stock_top_first.into_iter().rev());
    stock.push(drawn);
    Ok(Foursquare::from_parts(table, Deck::from_cards(stock)))
}

impl Table {
    /// The table as diagram rows over its bounding box (see the module doc).
    pub fn diagram(&self) -> String {
        let Some(b) = self.bounds() else {
            return String::from(".");
        };
        let mut rows = Vec::new();
        for row in b.top..=b.bottom {
            let cells: Vec<String> = (b.left..=b.right)
                .map(|col| match self.pile(Pos::new(row, col)) {
                    None => ".".to_string(),
                    Some(pile) => {
                        let cards: Vec<String> =
                            pile.cards.iter().map(|c| c.rank_label()).collect();
                        format!("{}{}", cards.join("/"), if pile.face_up { "" } else { "*" })
                    }
                })
                .collect();
            rows.push(cells.join(" "));
        }
        rows.join("\n")
    }
}
