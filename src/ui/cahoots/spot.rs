//! A place on Cahoots' board that a move touches and a tap lands on.

use crate::games::cahoots::goals::GoalId;

/// A spot on Cahoots' board: a pile (0 to 3 from the left) or a face-up goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// A pile.
    Pile(u8),
    /// A goal.
    Goal(GoalId),
}
