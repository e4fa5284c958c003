//! What a touch does at Cahoots' table (a card of the hand, a pile, a goal), as a pure
//! function of what the seat may do and the card chosen on screen, tested natively. The
//! marks and "I cannot play" are buttons that send their one action as it is.

use super::spot::Spot;
use crate::games::cahoots::{Action, Card};

/// What the player touched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Touch {
    /// A card of the hand; `by_key` when chosen with a key rather than a tap.
    Card {
        /// The card.
        card: Card,
        /// Chosen with a key.
        by_key: bool,
    },
    /// A pile or a goal on the board.
    Spot(Spot),
}

/// What a touch does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tapped {
    /// The card chosen on screen becomes this one (or none).
    Choose(Option<Card>),
    /// Choose this card and move the focus to this pile, the first it fits: chosen by a
    /// key, the card then plays with one more key.
    ChooseAt(Card, u8),
    /// Play this (the chosen card is let go).
    Act(Action),
    /// Open the details of this spot (its cards, its marks).
    Open(Spot),
}

/// The piles `card` may be played on now.
fn fits(legal: &[Action], card: Card) -> impl Iterator<Item = u8> + '_ {
    legal.iter().filter_map(move |a| match a {
        Action::Play { card: c, pile } if *c == card => Some(*pile),
        _ => None,
    })
}

/// What `touch` does, `chosen` being the card chosen on screen.
pub fn tap(legal: &[Action], chosen: Option<Card>, touch: Touch) -> Tapped {
    match touch {
        Touch::Card { card, .. } if chosen == Some(card) => Tapped::Choose(None),
        // Not for a tap, which plays by a tap on the pile: moving the focus into the
        // board restyles and lays out its whole SVG before the paint.
        Touch::Card { card, by_key: true } => match fits(legal, card).next() {
            Some(pile) => Tapped::ChooseAt(card, pile),
            None => Tapped::Choose(Some(card)),
        },
        Touch::Card {
            card,
            by_key: false,
        } => Tapped::Choose(Some(card)),
        // A chosen card played on a pile it does not fit (in Speed Cahoots, one another
        // card has just landed on) is tried, and the rules say why it does not fit,
        // rather than the pile's details opening under the finger.
        Touch::Spot(Spot::Pile(pile)) => match chosen {
            Some(card) if legal.iter().any(|a| matches!(a, Action::Play { .. })) => {
                Tapped::Act(Action::Play { card, pile })
            }
            _ => Tapped::Open(Spot::Pile(pile)),
        },
        Touch::Spot(spot) => Tapped::Open(spot),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::cahoots::goals::GoalId;

    #[test]
    fn a_chosen_card_plays_on_the_pile_tapped_and_any_other_spot_opens_its_details() {
        // A five of the first colour, a six of the second.
        let (five, six) = (
            Card::kinds().nth(4).unwrap(),
            Card::kinds().nth(12).unwrap(),
        );
        let legal = vec![
            Action::Play {
                card: five,
                pile: 2,
            },
            Action::Play {
                card: five,
                pile: 3,
            },
            Action::Mark(crate::games::cahoots::Mark::Pile(1)),
        ];
        let tapped = |chosen, touch| tap(&legal, chosen, touch);
        assert_eq!(
            tapped(
                None,
                Touch::Card {
                    card: five,
                    by_key: false
                }
            ),
            Tapped::Choose(Some(five))
        );
        assert_eq!(
            tapped(
                Some(five),
                Touch::Card {
                    card: five,
                    by_key: false
                }
            ),
            Tapped::Choose(None)
        );
        assert_eq!(
            tapped(
                None,
                Touch::Card {
                    card: five,
                    by_key: true
                }
            ),
            Tapped::ChooseAt(five, 2)
        );
        assert_eq!(
            tapped(
                None,
                Touch::Card {
                    card: six,
                    by_key: true
                }
            ),
            Tapped::Choose(Some(six))
        );
        assert_eq!(
            tapped(Some(five), Touch::Spot(Spot::Pile(3))),
            Tapped::Act(Action::Play {
                card: five,
                pile: 3
            })
        );
        assert_eq!(
            tapped(Some(five), Touch::Spot(Spot::Pile(0))),
            Tapped::Act(Action::Play {
                card: five,
                pile: 0
            }),
            "tried, for the rules to say why it does not fit"
        );
        assert_eq!(
            tap(&[], Some(five), Touch::Spot(Spot::Pile(0))),
            Tapped::Open(Spot::Pile(0)),
            "watching, a pile opens its details"
        );
        assert_eq!(
            tapped(None, Touch::Spot(Spot::Pile(2))),
            Tapped::Open(Spot::Pile(2))
        );
        assert_eq!(
            tapped(Some(five), Touch::Spot(Spot::Goal(GoalId(4)))),
            Tapped::Open(Spot::Goal(GoalId(4)))
        );
    }
}
