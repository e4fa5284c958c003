//! Major Woody's Wild Foursomes: the bounds every state keeps, checked by the conformance
//! playouts.

use super::data::{Card, DECK_SIZE, full_deck};
use super::foursome::{Chip, Team};
use super::rules::{CHIPS, Known};
use super::table::Woody;

impl Woody {
    /// Checks the bounds: 92 cards, hands within their size (one over for the mover
    /// before they play), chips within supply, locks matching the foursomes, known cards
    /// really held.
    pub fn invariants(&self) -> Result<(), String> {
        let mut all: Vec<Card> = self.deck.cards().to_vec();
        all.extend(&self.discards);
        for (seat, hand) in self.hands.iter() {
            if hand.len() > self.options.hand_size() + 1 {
                return Err(format!("{seat} holds {} cards", hand.len()));
            }
            all.extend(hand);
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
        let mut expected = full_deck();
        expected.sort();
        all.sort();
        if all != expected || all.len() != DECK_SIZE {
            return Err(format!(
                "{} cards, not the {DECK_SIZE} of the deck",
                all.len()
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
