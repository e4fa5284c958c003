//! What one seat sees: the board, its own hand, every discard pile (they lie face up), and
//! only the sizes of the other hands and of the deck.

use serde::{Deserialize, Serialize};

use super::data::Card;
use super::rules::{Letters, Options, Phase, Team};
use crate::engine::board::Chips;
use crate::engine::{Pos, Seat, Viewer};

/// A seat's view of the alphabet game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LettersView {
    /// Players and teams.
    pub options: Options,
    /// Whose view this is (`None`: a spectator's).
    pub viewer: Option<Seat>,
    /// The chips on the board.
    pub chips: Chips<Team>,
    /// The viewer's own hand; empty for a spectator.
    pub hand: Vec<Card>,
    /// How many cards each seat holds.
    pub hand_sizes: Vec<usize>,
    /// Each seat's discard pile, bottom first: public.
    pub discards: Vec<Vec<Card>>,
    /// Cards left in the deck.
    pub deck_left: usize,
    /// Whose turn, or how it ended.
    pub phase: Phase,
}

impl LettersView {
    /// The view of `game` for `viewer`.
    pub fn of(game: &Letters, viewer: Viewer) -> Self {
        let seats = usize::from(game.options.players);
        let viewer = match viewer {
            Viewer::Seat(seat) if seat.index() < seats => Some(seat),
            _ => None,
        };
        LettersView {
            options: game.options,
            viewer,
            chips: game.chips.clone(),
            hand: viewer.map(|s| game.hands[s].clone()).unwrap_or_default(),
            hand_sizes: Seat::all(seats).map(|s| game.hands[s].len()).collect(),
            discards: Seat::all(seats)
                .map(|s| game.discards[s].cards().to_vec())
                .collect(),
            deck_left: game.deck.len(),
            phase: game.phase.clone(),
        }
    }

    /// The seat to move, while the game is on.
    pub fn to_move(&self) -> Option<Seat> {
        match self.phase {
            Phase::Turn { seat, .. } => Some(seat),
            _ => None,
        }
    }

    /// The viewer's side.
    pub fn team(&self) -> Option<Team> {
        self.viewer.map(|s| self.options.team_of(s))
    }

    /// Where `card` may act for the viewer's side.
    pub fn targets(&self, card: Card) -> Vec<Pos> {
        let team = self.team().unwrap_or(Team(0));
        Letters::targets(&self.chips, card, team)
    }

    /// True when `card` is dead: both its pictures covered.
    pub fn is_dead(&self, card: Card) -> bool {
        Letters::is_dead(&self.chips, card)
    }
}
