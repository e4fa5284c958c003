//! A table set out by hand, for scenario tests and examples: any hands, pile tops, deck
//! and goals, with every count kept whole.

use super::data::{Card, PILES, full_deck};
use super::goals::{GoalId, all_goals};
use super::rules::{Cahoots, Options, Phase};
use crate::engine::{BySeat, Deck, Seat, SetupError};

/// A table set out by hand, for [`Cahoots::arranged`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Each seat's hand.
    pub hands: Vec<Vec<Card>>,
    /// The pile tops, left to right.
    pub tops: [Card; PILES],
    /// The deck, its top last.
    pub deck: Vec<Card>,
    /// The face-down goals, the top last.
    pub goals: Vec<GoalId>,
    /// The face-up goals.
    pub showing: Vec<GoalId>,
}

impl Cahoots {
    /// A game set out by hand (for tests and examples): the hands, the four pile tops,
    /// the deck (its top last), the face-down goals (top last) and the face-up ones; it
    /// is `first`'s turn. Cards not placed lie under the piles, as if played earlier, and
    /// goals not placed count as met by the deal, so every count stays whole.
    pub fn arranged(options: Options, layout: Layout, first: Seat) -> Result<Self, SetupError> {
        let mut rest = full_deck();
        let mut take = |card: Card| -> Result<Card, SetupError> {
            let at = rest
                .iter()
                .position(|c| *c == card)
                .ok_or_else(|| SetupError::Option(format!("{card} is used more than twice")))?;
            Ok(rest.remove(at))
        };
        let players = usize::from(options.players);
        if layout.hands.len() != players {
            return Err(SetupError::Option("one hand per player".into()));
        }
        let mut hands = Vec::new();
        for hand in &layout.hands {
            hands.push(
                hand.iter()
                    .map(|c| take(*c))
                    .collect::<Result<Vec<_>, _>>()?,
            );
        }
        let tops = layout.tops.map(&mut take);
        let deck = layout
            .deck
            .iter()
            .map(|c| take(*c))
            .collect::<Result<Vec<_>, _>>()?;
        let mut piles: [Vec<Card>; PILES] = Default::default();
        for (i, card) in rest.into_iter().enumerate() {
            piles[i % PILES].push(card);
        }
        for (pile, top) in piles.iter_mut().zip(tops) {
            pile.push(top?);
        }
        let total = options.difficulty.goals(options.players);
        let placed: Vec<GoalId> = layout
            .goals
            .iter()
            .chain(&layout.showing)
            .copied()
            .collect();
        let won: Vec<(GoalId, Option<Seat>)> = all_goals()
            .filter(|g| !placed.contains(g))
            .take(total.saturating_sub(placed.len()))
            .map(|g| (g, None))
            .collect();
        if placed.len() > total {
            return Err(SetupError::Option(format!("more than {total} goals")));
        }
        let mut hand_iter = hands.into_iter();
        Ok(Cahoots {
            options,
            deck: Deck::from_cards(deck),
            hands: BySeat::new_with(players, |_| hand_iter.next().unwrap_or_default()),
            piles,
            goal_pile: layout.goals,
            showing: layout.showing,
            won,
            marks: Vec::new(),
            marked_now: BySeat::new_with(players, |_| (false, false)),
            stuck: Vec::new(),
            phase: Phase::Turn(first),
        })
    }
}
