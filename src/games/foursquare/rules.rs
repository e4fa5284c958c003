//! Foursquare's state, actions, events, and how a placement plays out.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::data::{Card, DECK_SIZE, full_deck};
use super::table::{Extreme, FULL_GRID, Line, PILE_LIMIT, Table, Under};
use crate::engine::{Deck, GameRng, Pos, Seed};

/// More face-down tops than this after a play loses.
pub const FACE_DOWN_LIMIT: usize = 4;

/// Foursquare has no options: the rules are the designer's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {}

/// What the player can ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Place the drawn card on this cell of the table: on a pile, or on an empty cell
    /// beside one.
    Place(Pos),
}

/// How the game was lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Loss {
    /// More than four piles showed a face-down top after a play.
    TooManyFaceDown(u8),
    /// A card had to be drawn and the stock was empty.
    StockEmpty,
}

impl fmt::Display for Loss {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Loss::TooManyFaceDown(n) => {
                write!(
                    f,
                    "{n} cards face down, and at most {FACE_DOWN_LIMIT} are allowed"
                )
            }
            Loss::StockEmpty => write!(f, "the stock ran out before the grid was complete"),
        }
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Status {
    /// A drawn card waits to be placed.
    Playing,
    /// Sixteen piles, all face up; the score is the cards left in the stock.
    Won {
        /// Cards left in the stock.
        score: u8,
    },
    /// Lost.
    Lost(Loss),
}

/// What happened, for the log and the animations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// The card was placed face up, on a pile or on an empty cell.
    Placed {
        /// The placed card.
        card: Card,
        /// Where.
        at: Pos,
        /// What it covered.
        on: Under,
    },
    /// The placed card was the highest or lowest of its line: the other tops turned over.
    Turned {
        /// The placed card.
        card: Card,
        /// Its row or its column.
        line: Line,
        /// Why.
        why: Extreme,
        /// Each turned pile, its top card, and whether it is face up now.
        piles: Vec<(Pos, Card, bool)>,
    },
    /// The next card came off the stock.
    Drew(Card),
    /// All sixteen face up.
    Won {
        /// Cards left in the stock.
        score: u8,
    },
    /// Lost.
    Lost(Loss),
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Placed { card, on, .. } => match on {
                Under::Nothing => write!(f, "Placed the {card} on an empty space."),
                Under::FaceUp(under) => write!(f, "Placed the {card} on the {under}."),
                // The board shows a back there, so the log does not name it either.
                Under::FaceDown(_) => write!(f, "Placed the {card} on a face-down card."),
            },
            Event::Turned {
                card,
                line,
                why,
                piles,
            } => {
                let line = match line {
                    Line::Row => "row",
                    Line::Column => "column",
                };
                match why {
                    Extreme::Highest => write!(f, "The {card} is the highest in its {line}: ")?,
                    Extreme::Lowest => write!(f, "The {card} is the lowest in its {line}: ")?,
                    Extreme::Alone => {
                        write!(f, "The {card} is the only face-up card in its {line}: ")?
                    }
                }
                let up = piles.iter().filter(|p| p.2).count();
                let down = piles.len() - up;
                match (up, down) {
                    (0, d) => write!(f, "{d} turned face down."),
                    (u, 0) => write!(f, "{u} turned face up."),
                    (u, d) => write!(f, "{u} turned face up, {d} face down."),
                }
            }
            Event::Drew(card) => write!(f, "Drew the {card}."),
            Event::Won { score } => write!(
                f,
                "All sixteen face up: won, with {score} left in the stock."
            ),
            Event::Lost(loss) => write!(f, "Lost: {loss}."),
        }
    }
}

/// A game of Foursquare.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Foursquare {
    pub(super) table: Table,
    pub(super) stock: Deck<Card>,
    pub(super) drawn: Option<Card>,
    pub(super) status: Status,
}

impl Foursquare {
    /// A shuffled deal with the first card drawn.
    pub fn deal(seed: Seed) -> Self {
        let mut rng = GameRng::new(seed);
        Self::from_parts(Table::default(), Deck::shuffled(full_deck(), &mut rng))
    }

    /// A game in progress: `table` as it lies and `stock` (top last), with the next card
    /// drawn from it. Used for deals, sampled worlds and test positions.
    pub fn from_parts(table: Table, mut stock: Deck<Card>) -> Self {
        let drawn = stock.draw();
        let status = if drawn.is_some() {
            Status::Playing
        } else {
            Status::Lost(Loss::StockEmpty)
        };
        Foursquare {
            table,
            stock,
            drawn,
            status,
        }
    }

    /// Where the game stands.
    pub fn status(&self) -> Status {
        self.status
    }

    /// The card waiting to be placed.
    pub fn drawn(&self) -> Option<Card> {
        self.drawn
    }

    /// Cards left in the stock.
    pub fn stock_len(&self) -> usize {
        self.stock.len()
    }

    /// The stock, bottom first: the engine's secret, for tests and the stock-knowing
    /// search of the bench; never shown to a player or a bot.
    pub fn stock_cards(&self) -> &[Card] {
        self.stock.cards()
    }

    /// The table.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Every cell the drawn card may go to, row by row; none once the game is over.
    pub fn legal_cells(&self) -> Vec<crate::engine::Pos> {
        if self.status == Status::Playing {
            self.table.legal_cells()
        } else {
            Vec::new()
        }
    }

    /// Places the drawn card at `pos` (already known legal), turns lines, ends the game or
    /// draws the next card, appending what happened to `events`.
    pub fn place(&mut self, pos: Pos, events: &mut Vec<Event>) {
        let card = self.drawn.take().expect("a card is drawn while playing");
        let on = self.table.put(card, pos);
        events.push(Event::Placed { card, at: pos, on });

        for line in [Line::Row, Line::Column] {
            if let Some(why) = self.table.extreme(card, pos, line) {
                let piles = self.table.turn_line(pos, line);
                if !piles.is_empty() {
                    events.push(Event::Turned {
                        card,
                        line,
                        why,
                        piles,
                    });
                }
            }
        }

        let face_down = self.table.face_down_count();
        if face_down > FACE_DOWN_LIMIT {
            self.finish(Status::Lost(Loss::TooManyFaceDown(face_down as u8)), events);
        } else if face_down == 0 && self.table.pile_count() == FULL_GRID {
            let score = self.stock.len() as u8;
            self.finish(Status::Won { score }, events);
        } else if let Some(next) = self.stock.draw() {
            self.drawn = Some(next);
            events.push(Event::Drew(next));
        } else {
            self.finish(Status::Lost(Loss::StockEmpty), events);
        }
    }

    fn finish(&mut self, status: Status, events: &mut Vec<Event>) {
        self.status = status;
        match status {
            Status::Won { score } => events.push(Event::Won { score }),
            Status::Lost(loss) => events.push(Event::Lost(loss)),
            Status::Playing => {}
        }
    }

    /// Checks the game's bounds: 40 distinct cards in all, piles of one to four, a
    /// connected grid within 4x4, and a status that matches the table.
    pub fn invariants(&self) -> Result<(), String> {
        let mut all: Vec<Card> = self.table.cards().collect();
        all.extend(self.stock.cards());
        all.extend(self.drawn);
        let count = all.len();
        all.sort();
        all.dedup();
        if count != DECK_SIZE || all.len() != DECK_SIZE {
            return Err(format!(
                "{count} cards ({} distinct), not {DECK_SIZE}",
                all.len()
            ));
        }
        if let Some(b) = self.table.bounds()
            && !b.fits()
        {
            return Err(format!("grid {}x{}", b.height(), b.width()));
        }
        if Table::from(self.table.grid().clone()) != self.table {
            return Err("the table's counts disagree with a recount".into());
        }
        if !self.table.is_connected() {
            return Err("the piles are not all joined".into());
        }
        if let Some((pos, _)) = self
            .table
            .piles()
            .find(|(_, p)| p.cards.is_empty() || p.cards.len() > PILE_LIMIT)
        {
            return Err(format!("a pile of a wrong size at {pos:?}"));
        }
        let face_down = self.table.face_down_count();
        match self.status {
            Status::Lost(Loss::TooManyFaceDown(n))
                if usize::from(n) != face_down || face_down <= FACE_DOWN_LIMIT =>
            {
                Err(format!("lost with {n} face down, but {face_down} are"))
            }
            Status::Lost(Loss::StockEmpty) if !self.stock.is_empty() => {
                Err("lost on an empty stock that is not empty".into())
            }
            Status::Won { .. } if self.table.pile_count() != FULL_GRID => {
                Err("won without sixteen piles".into())
            }
            Status::Playing if self.drawn.is_none() => Err("playing with no drawn card".into()),
            Status::Playing if face_down > FACE_DOWN_LIMIT => {
                Err("playing with too many face down".into())
            }
            Status::Won { score } if usize::from(score) != self.stock.len() || face_down != 0 => {
                Err("won with a wrong score or a face-down card".into())
            }
            Status::Won { .. } | Status::Lost(_) if self.drawn.is_some() => {
                Err("ended with a drawn card".into())
            }
            _ => Ok(()),
        }
    }
}
