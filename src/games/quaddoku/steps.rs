//! How a move of several tiles is made at the table: one action at a time (take back a
//! stray tile, lay the next one, commit), for the computer players and the bench's
//! whole-word player alike.

use super::rules::Action;
use super::square::Placement;

/// The next action towards `target`, given the tiles already laid: take back a stray
/// tile, lay the next tile, or commit.
pub fn next_step(laid: &[Placement], target: Option<&[Placement]>) -> Action {
    let Some(target) = target else {
        return Action::Pass;
    };
    if let Some(stray) = laid.iter().find(|p| !target.contains(p)) {
        return Action::TakeBack { at: stray.at };
    }
    match target.iter().find(|p| !laid.contains(p)) {
        Some(p) => Action::Place {
            at: p.at,
            tile: p.tile,
        },
        None => Action::Commit,
    }
}
