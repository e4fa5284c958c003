//! What one player sees: the piles (every card in them, as players may look through
//! them), the face-up goals, the marks, how many cards each hand and the deck hold, and
//! their own hand. With open hands (Lil Cahoots) every hand is public and shown.

use serde::{Deserialize, Serialize};

use super::data::{Card, PILES};
use super::goals::{GoalId, Tops};
use super::rules::{Cahoots, Marked, Options, Phase};
use crate::engine::{Seat, Viewer};

/// The table as one viewer sees it. It holds no card its viewer may not see: other
/// hands are counts unless the hands lie open.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CahootsView {
    /// Players, difficulty, variants.
    pub options: Options,
    /// Whose eyes: `None` for a spectator.
    pub seat: Option<Seat>,
    /// The piles, bottom first; the top is the last card.
    pub piles: [Vec<Card>; PILES],
    /// The face-up goals.
    pub showing: Vec<GoalId>,
    /// Face-down goals left.
    pub goal_pile: usize,
    /// Goals met, with who met them (`None`: met by the deal).
    pub won: Vec<(GoalId, Option<Seat>)>,
    /// Cards left in the deck.
    pub deck: usize,
    /// The viewer's own hand (empty for a spectator).
    pub hand: Vec<Card>,
    /// How many cards each seat holds.
    pub hand_sizes: Vec<usize>,
    /// Every hand, when hands lie open (Lil Cahoots); empty otherwise.
    pub open_hands: Vec<Vec<Card>>,
    /// The signals on the table.
    pub marks: Vec<Marked>,
    /// What the viewer has marked since its last play: (a pile, a goal).
    pub marked_now: (bool, bool),
    /// The seats that may act now.
    pub movers: Vec<Seat>,
    /// Whose turn, or how it ended.
    pub phase: Phase,
}

impl CahootsView {
    /// What `viewer` sees of `game`.
    pub fn of(game: &Cahoots, viewer: Viewer) -> Self {
        let seat = match viewer {
            Viewer::Seat(s) => Some(s),
            Viewer::Spectator => None,
        };
        let players = usize::from(game.options().players);
        CahootsView {
            options: game.options(),
            seat,
            piles: game.piles().clone(),
            showing: game.showing().to_vec(),
            goal_pile: game.goal_pile_len(),
            won: game.won().to_vec(),
            deck: game.deck_len(),
            hand: seat.map(|s| game.hand(s).to_vec()).unwrap_or_default(),
            hand_sizes: Seat::all(players).map(|s| game.hand(s).len()).collect(),
            open_hands: if game.options().open_hands {
                Seat::all(players).map(|s| game.hand(s).to_vec()).collect()
            } else {
                Vec::new()
            },
            marks: game.marks().to_vec(),
            marked_now: seat.map(|s| game.marked_now(s)).unwrap_or_default(),
            movers: game.movers(),
            phase: game.phase(),
        }
    }

    /// The four pile tops, left to right.
    pub fn tops(&self) -> Tops {
        std::array::from_fn(|i| *self.piles[i].last().expect("a pile is never empty"))
    }

    /// Goals in the game: met, showing and face down.
    pub fn goals_total(&self) -> usize {
        self.won.len() + self.showing.len() + self.goal_pile
    }

    /// Copies of `card` the viewer cannot account for (not in a pile, not in a hand it
    /// can see): in the deck or another player's hidden hand.
    pub fn unseen(&self, card: Card) -> usize {
        let seen = self
            .piles
            .iter()
            .flatten()
            .chain(self.hand.iter())
            .chain(
                self.open_hands
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| self.seat.map(|s| s.index()) != Some(*i))
                    .flat_map(|(_, h)| h.iter()),
            )
            .filter(|c| **c == card)
            .count();
        super::data::COPIES.saturating_sub(seen)
    }
}
