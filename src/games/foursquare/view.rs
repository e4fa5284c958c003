//! What the player sees: the table, the drawn card and the size of the stock.
//!
//! The stock's order is the only hidden thing, and the view holds just its length. Every
//! card on the table was placed face up by the player, so the view keeps them all (a
//! player with perfect recall knows what lies under a face-down top); the board draws
//! face-down tops as card backs all the same.

use serde::{Deserialize, Serialize};

use super::data::{Card, full_deck};
use super::rules::{FACE_DOWN_LIMIT, Foursquare, Status};
use super::table::Table;

/// The player's view of a game of Foursquare.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FoursquareView {
    /// The table (the grid floats inside it).
    pub table: Table,
    /// The card to place now.
    pub drawn: Option<Card>,
    /// Cards left in the stock.
    pub stock_left: usize,
    /// More face-down tops than this loses.
    pub face_down_limit: usize,
    /// Where the game stands.
    pub status: Status,
}

impl FoursquareView {
    /// The view of `game`.
    pub fn of(game: &Foursquare) -> Self {
        FoursquareView {
            table: game.table().clone(),
            drawn: game.drawn(),
            stock_left: game.stock_len(),
            face_down_limit: FACE_DOWN_LIMIT,
            status: game.status(),
        }
    }

    /// The cards the player has not seen: the stock's, in no particular order.
    pub fn unseen(&self) -> Vec<Card> {
        let mut seen: Vec<Card> = self.table.cards().collect();
        seen.extend(self.drawn);
        full_deck()
            .into_iter()
            .filter(|c| !seen.contains(c))
            .collect()
    }
}
