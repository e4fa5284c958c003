//! What one seat sees: the board, its own hand, what everyone knows others hold (cards
//! they announced and still have), the discards, and counts of the rest.

use serde::{Deserialize, Serialize};

use super::data::Card;
use super::foursome::{Chip, Team};
use super::rules::{Known, Options, Phase};
use super::table::Woody;
use crate::engine::board::Chips;
use crate::engine::{Pos, Seat, Viewer};

/// A seat's view of Major Woody's Wild Foursomes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WoodyView {
    /// Players and teams.
    pub options: Options,
    /// Whose view this is (`None`: a spectator's).
    pub viewer: Option<Seat>,
    /// The chips on the board.
    pub chips: Chips<Chip>,
    /// The viewer's own hand; empty for a spectator.
    pub hand: Vec<Card>,
    /// How many cards each seat holds.
    pub hand_sizes: Vec<usize>,
    /// What everyone knows each seat holds.
    pub known: Vec<Vec<Known>>,
    /// Cards left in the deck.
    pub deck_left: usize,
    /// Played and used cards, oldest first: `None` for one another player discarded
    /// face down by a pass.
    pub discards: Vec<Option<Card>>,
    /// Every foursome, in order.
    pub foursomes: Vec<(Team, Vec<Pos>)>,
    /// Chips each side has left.
    pub supply: Vec<u8>,
    /// Whose turn, and where in it.
    pub phase: Phase,
}

impl WoodyView {
    /// The view of `game` for `viewer`.
    pub fn of(game: &Woody, viewer: Viewer) -> Self {
        let seats = usize::from(game.options.players);
        let viewer = match viewer {
            Viewer::Seat(seat) if seat.index() < seats => Some(seat),
            _ => None,
        };
        WoodyView {
            options: game.options,
            viewer,
            chips: game.chips.clone(),
            hand: viewer.map(|s| game.hands[s].clone()).unwrap_or_default(),
            hand_sizes: Seat::all(seats).map(|s| game.hands[s].len()).collect(),
            known: Seat::all(seats).map(|s| game.known[s].clone()).collect(),
            deck_left: game.deck.len(),
            discards: game
                .discards
                .iter()
                .enumerate()
                .map(|(i, card)| {
                    let hidden = game
                        .face_down
                        .iter()
                        .any(|(at, whose)| *at == i && Some(*whose) != viewer);
                    (!hidden).then_some(*card)
                })
                .collect(),
            foursomes: game.foursomes.clone(),
            supply: (0..game.options.teams())
                .map(|t| game.supply(Team(t)))
                .collect(),
            phase: game.phase.clone(),
        }
    }

    /// The viewer's side.
    pub fn team(&self) -> Option<Team> {
        self.viewer.map(|s| self.options.team_of(s))
    }

    /// Foursomes of `team`.
    pub fn foursomes_of(&self, team: Team) -> usize {
        self.foursomes.iter().filter(|(t, _)| *t == team).count()
    }
}
