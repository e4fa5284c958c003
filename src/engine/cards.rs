//! Decks of cards: shuffle, draw, discard, and reshuffle the discards into a new deck.

use serde::{Deserialize, Serialize};

use super::rng::GameRng;

/// A face-down stack of cards; the top is the end of the list. Its order is hidden
/// information: views show only [`Deck::len`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Deck<C> {
    cards: Vec<C>,
}

impl<C> Deck<C> {
    /// A deck holding `cards`, the last one on top.
    pub fn from_cards(cards: Vec<C>) -> Self {
        Deck { cards }
    }

    /// `cards` shuffled by `rng`.
    pub fn shuffled(mut cards: Vec<C>, rng: &mut GameRng) -> Self {
        rng.shuffle(&mut cards);
        Deck { cards }
    }

    /// How many cards are left.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// True when no card is left.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Takes the top card, if any.
    pub fn draw(&mut self) -> Option<C> {
        self.cards.pop()
    }

    /// Puts a card on top.
    pub fn put_on_top(&mut self, card: C) {
        self.cards.push(card);
    }

    /// Shuffles the remaining cards.
    pub fn shuffle(&mut self, rng: &mut GameRng) {
        rng.shuffle(&mut self.cards);
    }

    /// Moves every card of `discards` under this deck, unshuffled.
    pub fn gather(&mut self, discards: &mut DiscardPile<C>) {
        self.cards.append(&mut discards.cards);
    }

    /// Moves every card of `discards` into this deck and shuffles the whole.
    pub fn reshuffle_from(&mut self, discards: &mut DiscardPile<C>, rng: &mut GameRng) {
        self.gather(discards);
        self.shuffle(rng);
    }

    /// The cards, bottom first. For the engine's own bookkeeping (invariants, re-deals);
    /// never put this in a view.
    pub fn cards(&self) -> &[C] {
        &self.cards
    }
}

/// A face-up pile of played cards; everyone may look through it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct DiscardPile<C> {
    cards: Vec<C>,
}

impl<C> Default for DiscardPile<C> {
    fn default() -> Self {
        DiscardPile { cards: Vec::new() }
    }
}

impl<C> DiscardPile<C> {
    /// Lays a card on top.
    pub fn discard(&mut self, card: C) {
        self.cards.push(card);
    }

    /// The top card, if any.
    pub fn top(&self) -> Option<&C> {
        self.cards.last()
    }

    /// Every card, bottom first.
    pub fn cards(&self) -> &[C] {
        &self.cards
    }

    /// How many cards.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng::Seed;

    #[test]
    fn draw_takes_from_the_top_until_empty() {
        let mut deck = Deck::from_cards(vec![1, 2, 3]);
        assert_eq!(deck.draw(), Some(3));
        assert_eq!(deck.len(), 2);
        deck.put_on_top(9);
        assert_eq!(deck.draw(), Some(9));
        assert_eq!(deck.draw(), Some(2));
        assert_eq!(deck.draw(), Some(1));
        assert_eq!(deck.draw(), None);
        assert!(deck.is_empty());
    }

    #[test]
    fn shuffle_keeps_every_card() {
        let mut rng = GameRng::new(Seed(5));
        let deck = Deck::shuffled((0..52).collect(), &mut rng);
        let mut cards = deck.cards().to_vec();
        assert_ne!(cards, (0..52).collect::<Vec<_>>());
        cards.sort();
        assert_eq!(cards, (0..52).collect::<Vec<_>>());
    }

    #[test]
    fn reshuffle_moves_all_discards_into_the_deck() {
        let mut rng = GameRng::new(Seed(1));
        let mut deck = Deck::from_cards(vec![1]);
        let mut pile = DiscardPile::default();
        for c in 2..=6 {
            pile.discard(c);
        }
        assert_eq!(pile.top(), Some(&6));
        deck.reshuffle_from(&mut pile, &mut rng);
        assert!(pile.is_empty());
        let mut cards = deck.cards().to_vec();
        cards.sort();
        assert_eq!(cards, [1, 2, 3, 4, 5, 6]);
    }
}
