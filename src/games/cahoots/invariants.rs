//! The bounds every Cahoots game keeps, checked by the conformance suite at every step.

use super::data::{Card, HAND, PILES, VISIBLE_GOALS, full_deck};
use super::rules::{Cahoots, Mark, Phase};

impl Cahoots {
    /// Checks the card counts and the goal counts.
    pub fn invariants(&self) -> Result<(), String> {
        let mut cards: Vec<Card> = self.deck.cards().to_vec();
        for (_, hand) in self.hands.iter() {
            if hand.len() > HAND {
                return Err(format!("a hand of {} cards", hand.len()));
            }
            cards.extend(hand.iter().copied());
        }
        for pile in &self.piles {
            if pile.is_empty() {
                return Err("an empty pile".into());
            }
            cards.extend(pile.iter().copied());
        }
        cards.sort();
        let mut all = full_deck();
        all.sort();
        if cards != all {
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
