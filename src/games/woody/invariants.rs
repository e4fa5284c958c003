//! Major Woody's Wild Foursomes: the bounds every state keeps, checked by the conformance
//! playouts.

use std::sync::OnceLock;

use super::data::{Border, Card, DECK_SIZE, NAMES, full_deck};
use super::foursome::{Chip, Team};
use super::rules::{CHIPS, Known, Phase};
use super::table::Woody;

impl Woody {
    /// Checks the bounds: 92 cards, hands within their size (one over for the mover
    /// alone, before they play; a pass discards, so no hand grows), chips within supply, locks
    /// matching the foursomes, known cards really held.
    pub fn invariants(&self) -> Result<(), String> {
        let mut all = CardCounts::default();
        all.add(self.deck.cards())?;
        all.add(&self.discards)?;
        let mover = match &self.phase {
            Phase::Steal { mover, .. }
            | Phase::GotIt { mover, .. }
            | Phase::Main { mover }
            | Phase::Choose { mover, .. } => Some(*mover),
            Phase::Over(_) => None,
        };
        // A game that ended mid-turn (a STEAL reaching the target) leaves its mover's
        // card unplayed: one hand over, whoever's.
        let mut over = 0;
        for (seat, hand) in self.hands.iter() {
            let extra = hand.len().saturating_sub(self.options.hand_size());
            over += usize::from(extra > 0);
            if extra > 1 || (extra == 1 && mover.is_some_and(|m| m != seat)) || over > 1 {
                return Err(format!("{seat} holds {} cards", hand.len()));
            }
            all.add(hand)?;
            let mut rest = hand.clone();
            for k in &self.known[seat] {
                let found = match k {
                    Known::Card(c) => rest.iter().position(|r| r == c),
                    Known::MajorWoody => rest.iter().position(|r| r.is_major_woody()),
                };
                match found {
                    Some(i) => {
                        rest.remove(i);
                    }
                    None => return Err(format!("{seat} is known to hold {k:?} but does not")),
                }
            }
        }
        if all != *CardCounts::full_deck() {
            return Err(format!(
                "{} cards, not the {DECK_SIZE} of the deck",
                all.total
            ));
        }
        for team in (0..self.options.teams()).map(Team) {
            let placed = self.chips.placed().filter(|(_, c)| c.team == team).count();
            if placed > usize::from(CHIPS) {
                return Err(format!("side {} has {placed} chips out", team.0));
            }
        }
        if let Some((p, c)) = self
            .chips
            .placed()
            .find(|(_, c)| c.team.0 >= self.options.teams())
        {
            return Err(format!("a chip of side {} at {p:?}", c.team.0));
        }
        for (p, c) in self.chips.placed().filter(|(_, c)| c.locked) {
            if !self
                .foursomes
                .iter()
                .any(|(t, line)| *t == c.team && line.contains(&p))
            {
                return Err(format!("a locked chip at {p:?} in no foursome"));
            }
        }
        for (team, line) in &self.foursomes {
            if line.iter().any(|p| {
                self.chips.at(*p)
                    != Some(Chip {
                        team: *team,
                        locked: true,
                    })
            }) {
                return Err(format!(
                    "a foursome of side {} no longer on the board: {line:?}",
                    team.0
                ));
            }
        }
        Ok(())
    }
}

/// Copies of each card, counted: the deck's 92 must all be somewhere, each once. (Counted
/// rather than sorted: the conformance suite checks this several times a step.)
#[derive(Clone, Debug, PartialEq, Eq)]
struct CardCounts {
    /// By card: the 40 character cards (character, then red before black), then WILD,
    /// REMOVE, STEAL, RED SWAP and BLACK SWAP.
    by_card: [u8; 45],
    /// Cards counted.
    total: usize,
}

impl Default for CardCounts {
    fn default() -> Self {
        CardCounts {
            by_card: [0; 45],
            total: 0,
        }
    }
}

impl CardCounts {
    /// The counts of a full deck.
    fn full_deck() -> &'static CardCounts {
        static FULL: OnceLock<CardCounts> = OnceLock::new();
        FULL.get_or_init(|| {
            let mut counts = CardCounts::default();
            counts
                .add(&full_deck())
                .expect("the deck's own cards are counted");
            counts
        })
    }

    /// Counts `cards`; a card outside the deck's is an error.
    fn add(&mut self, cards: &[Card]) -> Result<(), String> {
        for card in cards {
            let slot = match card {
                Card::Face(face) if usize::from(face.who.0) < NAMES.len() => {
                    usize::from(face.who.0) * 2 + usize::from(face.border == Border::Black)
                }
                Card::Face(_) => return Err(format!("a card not in the deck: {card:?}")),
                Card::Wild => 40,
                Card::Remove => 41,
                Card::Steal => 42,
                Card::Swap(Border::Red) => 43,
                Card::Swap(Border::Black) => 44,
            };
            self.by_card[slot] += 1;
            self.total += 1;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Seat, Seed};
    use crate::games::woody::Options;

    #[test]
    fn every_card_of_the_deck_once_and_no_other() {
        let game = Woody::deal(Options { players: 3 }, Seed(5)).unwrap();
        assert_eq!(game.invariants(), Ok(()));
        let mut twice = game.clone();
        twice.discards.push(Card::Wild);
        assert!(twice.invariants().unwrap_err().contains("93 cards"));
        let mut swapped = game.clone();
        let card = swapped.hands[Seat(1)][0];
        swapped.hands[Seat(1)][0] = if card == Card::Wild {
            Card::Steal
        } else {
            Card::Wild
        };
        assert!(swapped.invariants().unwrap_err().contains("92 cards"));
    }

    #[test]
    fn only_the_mover_holds_a_card_over_the_hands_size() {
        // At the deal, seat 0 has drawn its turn's card: one over, and the only one.
        let game = Woody::deal(Options { players: 3 }, Seed(5)).unwrap();
        assert_eq!(game.hands[Seat(0)].len(), game.options.hand_size() + 1);
        assert_eq!(game.invariants(), Ok(()));
        // A card of the deck in another seat's hand instead: one over, not the mover's.
        let mut other = game.clone();
        let card = other.deck.draw().expect("a card");
        other.hands[Seat(1)].push(card);
        assert!(other.invariants().unwrap_err().contains("holds"));
    }
}
