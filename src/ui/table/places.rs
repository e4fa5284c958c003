//! A hand that holds still while the game goes on: a card played leaves its place
//! empty and a card drawn takes an empty place, so no card slides under the player's
//! finger (in Cahoots the cards after the one played slid left, and the card drawn came
//! in between). The places start afresh with another person's hand or an empty one.

use crate::engine::Seat;

/// The places of a hand as drawn: each the card it holds, and whether the card is still
/// in the hand (a card played keeps its place, empty, until a card drawn takes it).
#[derive(Clone, Debug, PartialEq)]
pub struct HeldPlaces<C> {
    owner: Option<Seat>,
    places: Vec<(C, bool)>,
}

impl<C> Default for HeldPlaces<C> {
    fn default() -> Self {
        HeldPlaces {
            owner: None,
            places: Vec::new(),
        }
    }
}

impl<C: PartialEq + Copy> HeldPlaces<C> {
    /// The places for `owner`'s `hand` now: each card where it was drawn before (in
    /// whatever order the hand now lists them), a card played since leaving its place
    /// empty, a card new to the hand in the first empty place or after the others; for
    /// another owner, or no cards, the hand from its first place. Each place is its card
    /// and the card's index in `hand`, `None` for an empty place.
    pub fn hold(&mut self, owner: Option<Seat>, hand: &[C]) -> Vec<(C, Option<usize>)> {
        let kept = if self.owner != owner || hand.is_empty() {
            hand.iter()
                .enumerate()
                .map(|(i, c)| (*c, Some(i)))
                .collect()
        } else {
            self.kept(hand)
        };
        self.owner = owner;
        self.places = kept.iter().map(|(c, at)| (*c, at.is_some())).collect();
        kept
    }

    /// The places held, each matched to a card of `hand` still in it; then each card
    /// new to the hand (drawn) in the first empty place, or after the others.
    fn kept(&self, hand: &[C]) -> Vec<(C, Option<usize>)> {
        let mut taken = vec![false; hand.len()];
        let mut kept: Vec<(C, Option<usize>)> = Vec::with_capacity(self.places.len());
        for (card, held) in &self.places {
            let at = held
                .then(|| (0..hand.len()).find(|&i| !taken[i] && hand[i] == *card))
                .flatten();
            if let Some(i) = at {
                taken[i] = true;
            }
            kept.push((*card, at));
        }
        for i in (0..hand.len()).filter(|i| !taken[*i]) {
            match kept.iter_mut().find(|(_, at)| at.is_none()) {
                Some(place) => *place = (hand[i], Some(i)),
                None => kept.push((hand[i], Some(i))),
            }
        }
        kept
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_played_leaves_its_place_and_a_card_drawn_takes_one() {
        let mut places = HeldPlaces::default();
        assert_eq!(
            places.hold(Some(Seat(0)), &[1, 2, 3, 4]),
            [(1, Some(0)), (2, Some(1)), (3, Some(2)), (4, Some(3))]
        );
        assert_eq!(
            places.hold(Some(Seat(0)), &[1, 3, 4]),
            [(1, Some(0)), (2, None), (3, Some(1)), (4, Some(2))],
            "3 and 4 stay where they were"
        );
        assert_eq!(
            places.hold(Some(Seat(0)), &[1, 3]),
            [(1, Some(0)), (2, None), (3, Some(1)), (4, None)]
        );
        assert_eq!(
            places.hold(Some(Seat(0)), &[1, 3, 5, 6]),
            [(1, Some(0)), (5, Some(2)), (3, Some(1)), (6, Some(3))],
            "cards drawn take the empty places, and no card moves"
        );
        assert_eq!(
            places.hold(Some(Seat(1)), &[1, 3, 5]),
            [(1, Some(0)), (3, Some(1)), (5, Some(2))],
            "another person's hand starts afresh"
        );
        assert_eq!(places.hold(Some(Seat(1)), &[]), [], "no cards, no places");
    }

    #[test]
    fn a_hand_listed_anew_keeps_each_card_where_it_was() {
        let mut places = HeldPlaces::default();
        places.hold(None, &[6, 4, 2]);
        assert_eq!(
            places.hold(None, &[2, 4]),
            [(6, None), (4, Some(1)), (2, Some(0))]
        );
    }

    #[test]
    fn a_card_twice_in_the_hand_keeps_each_place() {
        let mut places = HeldPlaces::default();
        places.hold(None, &[2, 2, 7]);
        assert_eq!(
            places.hold(None, &[2, 7]),
            [(2, Some(0)), (2, None), (7, Some(1))]
        );
    }
}
