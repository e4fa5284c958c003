//! The bounds every Cahoots game keeps, checked by the conformance suite at every step.

use super::data::{COPIES, Card, Colour, HAND, PILES, TOP_NUMBER, VISIBLE_GOALS};
use super::rules::{Cahoots, Mark, Phase};

/// Kinds of card: each colour's numbers 1 to [`TOP_NUMBER`].
const KINDS: usize = Colour::ALL.len() * TOP_NUMBER as usize;

impl Cahoots {
    /// Checks the card counts and the goal counts.
    pub fn invariants(&self) -> Result<(), String> {
        // Counted rather than sorted: the conformance suite checks this several times a
        // step.
        let mut counts = [0usize; KINDS];
        let mut count = |cards: &[Card]| -> Result<(), String> {
            for card in cards {
                if !(1..=TOP_NUMBER).contains(&card.number) {
                    return Err(format!("a card not in the deck: {card:?}"));
                }
                counts[card.colour as usize * usize::from(TOP_NUMBER)
                    + usize::from(card.number - 1)] += 1;
            }
            Ok(())
        };
        count(self.deck.cards())?;
        for (_, hand) in self.hands.iter() {
            if hand.len() > HAND {
                return Err(format!("a hand of {} cards", hand.len()));
            }
            count(hand)?;
        }
        for pile in &self.piles {
            if pile.is_empty() {
                return Err("an empty pile".into());
            }
            count(pile)?;
        }
        if counts.iter().any(|n| *n != COPIES) {
            return Err("the 56 cards are not all there exactly once".into());
        }
        let total = self.options.difficulty.goals(self.options.players);
        if self.goals_left() + self.won.len() != total {
            return Err(format!(
                "{} goals left and {} won of {total}",
                self.goals_left(),
                self.won.len()
            ));
        }
        if self.showing.len() > VISIBLE_GOALS {
            return Err("more than four goals face up".into());
        }
        let tops = self.tops();
        if matches!(self.phase, Phase::Turn(_)) {
            if let Some(g) = self.showing.iter().find(|g| g.card().met(&tops)) {
                return Err(format!("goal {:?} is met but still showing", g.card().text));
            }
            if !self.goal_pile.is_empty() && self.showing.len() < VISIBLE_GOALS {
                return Err("fewer than four goals face up with goals in the pile".into());
            }
        }
        if self.marks.iter().any(|m| match m.mark {
            Mark::Goal(g) => !self.showing.contains(&g),
            Mark::Pile(p) => usize::from(p) >= PILES,
        }) {
            return Err("a mark on a goal that is not showing".into());
        }
        if self.phase == Phase::Won && self.goals_left() != 0 {
            return Err("won with goals left".into());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Seat, Seed};
    use crate::games::cahoots::Options;

    #[test]
    fn every_card_once_and_no_other() {
        let game = Cahoots::deal(Options::default(), Seed(5)).unwrap();
        assert_eq!(game.invariants(), Ok(()));
        let mut swapped = game.clone();
        let card = swapped.hands[Seat(1)][0];
        swapped.hands[Seat(1)][0] = Card {
            number: card.number % TOP_NUMBER + 1,
            ..card
        };
        assert!(swapped.invariants().is_err());
        let mut foreign = game.clone();
        foreign.hands[Seat(0)][0].number = 9;
        assert!(
            foreign
                .invariants()
                .unwrap_err()
                .contains("not in the deck")
        );
    }
}
