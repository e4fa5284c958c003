//! A small text format for positions, for scenario tests and bug reports:
//!
//! ```text
//! players: 2
//! turn: 0
//! ........
//! .0......
//! ..1.....
//! ........
//! ........
//! ........
//! hand 0: A B Z
//! hand 1: X C
//! discards 1: D
//! deck: E F ...
//! ```
//!
//! Six rows of eight board cells: `.` is open, `0` `1` `2` a chip of that side. Cards are
//! letters A-Y, `Z` (any picture) and `X` (take a chip away). A hand or pile lists its cards
//! (piles bottom first); `deck:` lists the deck from the top, and a final `...` puts every
//! card not yet named underneath (without it the deck is exactly what is listed). Cards
//! must exist in the 52-card deck. Seats, sides and rows outside the game are refused.

use thiserror::Error;

use super::data::{COLS, Card, Letter, ROWS, full_deck};
use super::rules::{Letters, Options, Phase, Team};
use crate::engine::board::Chips;
use crate::engine::{BySeat, Deck, DiscardPile, GameRng, Pos, Seat, Seed};

/// Why a diagram could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DiagramError {
    /// A line the format does not know.
    #[error("cannot read {0:?}")]
    BadLine(String),
    /// More copies of a card than the deck has.
    #[error("too many {0} cards")]
    TooMany(Card),
    /// A seat, a side or a row that the game does not have.
    #[error("{0}")]
    OutOfRange(String),
}

fn card(word: &str) -> Result<Card, DiagramError> {
    match word {
        "Z" => Ok(Card::Wild),
        "X" => Ok(Card::Remove),
        w => w
            .chars()
            .next()
            .filter(|_| w.len() == 1)
            .and_then(Letter::new)
            .map(Card::Letter)
            .ok_or_else(|| DiagramError::BadLine(w.to_string())),
    }
}

/// Reads a position.
pub fn parse(text: &str) -> Result<Letters, DiagramError> {
    let mut players = 2u8;
    let mut turn = Seat(0);
    let mut rows: Vec<&str> = Vec::new();
    let mut hands: Vec<(usize, Vec<Card>)> = Vec::new();
    let mut piles: Vec<(usize, Vec<Card>)> = Vec::new();
    let mut deck_top: Vec<Card> = Vec::new();
    let mut rest_below = true;
    let cards = |list: &str| -> Result<Vec<Card>, DiagramError> {
        list.split_whitespace().map(card).collect()
    };
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let bad = || DiagramError::BadLine(line.to_string());
        if let Some(n) = line.strip_prefix("players:") {
            players = n.trim().parse().map_err(|_| bad())?;
        } else if let Some(n) = line.strip_prefix("turn:") {
            turn = Seat(n.trim().parse().map_err(|_| bad())?);
        } else if let Some(rest) = line.strip_prefix("hand ") {
            let (seat, list) = rest.split_once(':').ok_or_else(bad)?;
            hands.push((seat.trim().parse().map_err(|_| bad())?, cards(list)?));
        } else if let Some(rest) = line.strip_prefix("discards ") {
            let (seat, list) = rest.split_once(':').ok_or_else(bad)?;
            piles.push((seat.trim().parse().map_err(|_| bad())?, cards(list)?));
        } else if let Some(list) = line.strip_prefix("deck:") {
            rest_below = list.trim_end().ends_with("...");
            deck_top = cards(list.trim_end().trim_end_matches("..."))?;
        } else if line.len() == usize::from(COLS)
            && line.chars().all(|c| c == '.' || c.is_ascii_digit())
        {
            rows.push(line);
        } else {
            return Err(bad());
        }
    }
    let options = Options { players }
        .check()
        .map_err(|e| DiagramError::OutOfRange(e.to_string()))?;
    let out = |what: String| DiagramError::OutOfRange(what);
    if turn.0 >= players {
        return Err(out(format!(
            "seat {} to move in a game of {players}",
            turn.0
        )));
    }
    if rows.len() > usize::from(ROWS) {
        return Err(out(format!("{} rows on a board of {ROWS}", rows.len())));
    }
    if let Some((seat, _)) = hands
        .iter()
        .chain(&piles)
        .find(|(seat, _)| *seat >= usize::from(players))
    {
        return Err(out(format!("seat {seat} in a game of {players}")));
    }
    let mut unused = full_deck();
    let mut take = |c: Card| -> Result<Card, DiagramError> {
        let i = unused
            .iter()
            .position(|u| *u == c)
            .ok_or(DiagramError::TooMany(c))?;
        Ok(unused.remove(i))
    };
    let seats = usize::from(players);
    let mut hand_cards = BySeat::new_with(seats, |_| Vec::new());
    for (seat, list) in hands {
        for c in list {
            hand_cards[Seat(seat as u8)].push(take(c)?);
        }
    }
    let mut discards = BySeat::new_with(seats, |_| DiscardPile::default());
    for (seat, list) in piles {
        for c in list {
            discards[Seat(seat as u8)].discard(take(c)?);
        }
    }
    let top_first: Vec<Card> = deck_top
        .iter()
        .map(|c| take(*c))
        .collect::<Result<_, _>>()?;
    // The deck is stored bottom first (its top is the last card): the unnamed rest goes
    // underneath, in deck order.
    let mut bottom_first: Vec<Card> = if rest_below {
        unused.clone()
    } else {
        Vec::new()
    };
    bottom_first.extend(top_first.into_iter().rev());
    let mut chips = Chips::empty(ROWS, COLS);
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.chars().enumerate() {
            if let Some(team) = ch.to_digit(10) {
                if team >= u32::from(options.teams()) {
                    return Err(out(format!(
                        "a chip of side {team}, with {} sides",
                        options.teams()
                    )));
                }
                chips.place(Pos::new(r as u8, c as u8), Team(team as u8));
            }
        }
    }
    Ok(Letters {
        options,
        chips,
        hands: hand_cards,
        discards,
        deck: Deck::from_cards(bottom_first),
        rng: GameRng::new(Seed(0)),
        phase: Phase::Turn {
            seat: turn,
            turned_in: false,
        },
        passes: super::rules::Passes::default(),
    })
}
