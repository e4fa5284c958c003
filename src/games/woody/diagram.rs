//! A text format for positions, for scenario tests and bug reports:
//!
//! ```text
//! players: 2
//! turn: 0
//! ..........
//! .a.B......
//! hand 0: Ar Cb WILD STEAL
//! hand 1: Jr
//! deck: Kb REMOVE ...
//! ```
//!
//! Eight rows of ten cells: `.` is open; a lower-case letter `a` `b` `c` `d` is a chip of
//! side 0, 1, 2, 3, upper case a locked chip of that side (locked chips must lie in
//! complete lines of four of their side, each recorded as a foursome). A character card is
//! its letter (A = Anita Kock, in the order of `data::NAMES`) and `r` or `b`; the Major
//! Woody cards are WILD, REMOVE, STEAL, RSWAP, BSWAP. `deck:` lists the deck from the top;
//! a final `...` puts every card not yet named underneath, in deck order (without it they
//! lie in the discards, so the position still holds all 92 cards). `turn:` starts
//! that seat's turn, in its main part (no card drawn), unless `announce: Jr` says which
//! card it just drew and read aloud: then the STEAL window is open.

use thiserror::Error;

use super::data::{Border, COLS, Card, Character, Face, ROWS, full_deck};
use super::foursome::{Chip, FOURSOME, Team};
use super::rules::{Known, Options, Phase};
use super::table::Woody;
use crate::engine::board::Chips;
use crate::engine::{BySeat, Deck, GameRng, Pos, Seat, Seed};

/// Why a diagram could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DiagramError {
    /// A line or word the format does not know.
    #[error("cannot read {0:?}")]
    Bad(String),
    /// More copies of a card than the deck has.
    #[error("too many {0} cards")]
    TooMany(Card),
}

/// Reads one card: `Jr`, `Cb`, `WILD` ...
pub fn card(word: &str) -> Result<Card, DiagramError> {
    let bad = || DiagramError::Bad(word.to_string());
    Ok(match word {
        "WILD" => Card::Wild,
        "REMOVE" => Card::Remove,
        "STEAL" => Card::Steal,
        "RSWAP" => Card::Swap(Border::Red),
        "BSWAP" => Card::Swap(Border::Black),
        _ => {
            let mut chars = word.chars();
            let who = chars
                .next()
                .filter(|c| c.is_ascii_uppercase())
                .ok_or_else(bad)? as u8
                - b'A';
            let border = match chars.next() {
                Some('r') => Border::Red,
                Some('b') => Border::Black,
                _ => return Err(bad()),
            };
            if who >= 20 || chars.next().is_some() {
                return Err(bad());
            }
            Card::Face(Face {
                who: Character(who),
                border,
            })
        }
    })
}

/// Reads a position.
pub fn parse(text: &str) -> Result<Woody, DiagramError> {
    let mut players = 2u8;
    let mut turn = Seat(0);
    let mut announce = None;
    let mut rows: Vec<&str> = Vec::new();
    let mut hands: Vec<(usize, Vec<Card>)> = Vec::new();
    let mut deck_top: Vec<Card> = Vec::new();
    let mut rest_below = true;
    let cards = |list: &str| -> Result<Vec<Card>, DiagramError> {
        list.split_whitespace().map(card).collect()
    };
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let bad = || DiagramError::Bad(line.to_string());
        if let Some(n) = line.strip_prefix("players:") {
            players = n.trim().parse().map_err(|_| bad())?;
        } else if let Some(n) = line.strip_prefix("turn:") {
            turn = Seat(n.trim().parse().map_err(|_| bad())?);
        } else if let Some(c) = line.strip_prefix("announce:") {
            announce = Some(card(c.trim())?);
        } else if let Some(rest) = line.strip_prefix("hand ") {
            let (seat, list) = rest.split_once(':').ok_or_else(bad)?;
            hands.push((seat.trim().parse().map_err(|_| bad())?, cards(list)?));
        } else if let Some(list) = line.strip_prefix("deck:") {
            rest_below = list.trim_end().ends_with("...");
            deck_top = cards(list.trim_end().trim_end_matches("..."))?;
        } else if line.len() == usize::from(COLS)
            && line.chars().all(|c| c == '.' || c.is_ascii_alphabetic())
        {
            rows.push(line);
        } else {
            return Err(bad());
        }
    }
    let options = Options { players }
        .check()
        .map_err(|e| DiagramError::Bad(e.to_string()))?;
    if turn.0 >= players
        || rows.len() > usize::from(ROWS)
        || hands.iter().any(|(s, _)| *s >= usize::from(players))
    {
        return Err(DiagramError::Bad("a seat or row outside the game".into()));
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
    let mut known = BySeat::new_with(seats, |_| Vec::new());
    if let Some(c) = announce {
        hand_cards[turn].push(take(c)?);
        known[turn].push(if c.is_major_woody() {
            Known::MajorWoody
        } else {
            Known::Card(c)
        });
    }
    let top_first: Vec<Card> = deck_top
        .iter()
        .map(|c| take(*c))
        .collect::<Result<_, _>>()?;
    // Cards named nowhere lie under the deck, or (with an exact deck) in the discards.
    let (mut bottom_first, discards) = if rest_below {
        (unused, Vec::new())
    } else {
        (Vec::new(), unused)
    };
    bottom_first.extend(top_first.into_iter().rev());
    let mut chips = Chips::empty(ROWS, COLS);
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.chars().enumerate() {
            if ch == '.' {
                continue;
            }
            let team = Team(ch.to_ascii_lowercase() as u8 - b'a');
            if team.0 >= options.teams() {
                return Err(DiagramError::Bad(format!(
                    "a chip of side {} with {} sides",
                    team.0,
                    options.teams()
                )));
            }
            chips.place(
                Pos::new(r as u8, c as u8),
                Chip {
                    team,
                    locked: ch.is_ascii_uppercase(),
                },
            );
        }
    }
    let foursomes = locked_lines(&chips);
    let phase = match announce {
        Some(Card::Face(face)) => Phase::Steal {
            mover: turn,
            face,
            declined: Vec::new(),
        },
        _ => Phase::Main { mover: turn },
    };
    Ok(Woody {
        options,
        chips,
        hands: hand_cards,
        known,
        deck: Deck::from_cards(bottom_first),
        discards,
        face_down: Vec::new(),
        rng: GameRng::new(Seed(0)),
        phase,
        foursomes,
        opening: Vec::new(),
    })
}

/// The foursomes the locked chips stand for: every line of four locked chips of one side
/// (a diagram draws no more than that).
fn locked_lines(chips: &Chips<Chip>) -> Vec<(Team, Vec<Pos>)> {
    let mut lines = Vec::new();
    for team in (0..4).map(Team) {
        let runs = chips.grid().runs(FOURSOME, |_, c| {
            c.is_some_and(|c| c.locked && c.team == team)
        });
        for run in runs {
            for window in run.windows(FOURSOME).step_by(FOURSOME) {
                lines.push((team, window.to_vec()));
            }
        }
    }
    lines
}
