//! The computer player at each level, all deciding from the seat's view:
//!
//! - **strong**: [`FoursomeBot`](super::FoursomeBot), every move.
//! - **normal**: the strong player's move most of the time ([`NORMAL_SHARE`] in 100);
//!   otherwise any character card played on its space, as a casual player does.
//! - **easy**: the strong player's move now and then ([`EASY_SHARE`] in 100), so it
//!   often misses a foursome or a block, as a young child does; otherwise any character
//!   card on its space, or letting another's card go by. It never spends WILD, REMOVE, a
//!   SWAP or a STEAL at random, always turns in a used card first and always answers
//!   its turn (it never keeps the table waiting).

use super::bot::FoursomeBot;
use super::data::Card;
use super::rules::{Action, Phase};
use super::table::Woody;
use super::view::WoodyView;
use crate::engine::{Bot, Lapses, Level, Seed};

/// How often in 100 the normal player plays the strong player's move.
pub const NORMAL_SHARE: usize = 60;
/// How often in 100 the easy player plays the strong player's move.
pub const EASY_SHARE: usize = 1;

/// The computer player at `level`, drawing its lapses from `seed`.
pub fn player(level: Level, seed: Seed) -> Box<dyn Bot<Woody>> {
    let share = match level {
        Level::Strong => return Box::new(FoursomeBot),
        Level::Normal => NORMAL_SHARE,
        Level::Easy => EASY_SHARE,
    };
    Box::new(Lapses::new(
        Box::new(FoursomeBot),
        share,
        seed,
        obvious,
        sensible,
    ))
}

/// A used card is turned in first, and the player to move takes the turn once the
/// others have answered.
fn obvious(view: &WoodyView, legal: &[Action]) -> Option<Action> {
    if let Some(turn_in) = legal.iter().find(|a| matches!(a, Action::TurnIn(_))) {
        return Some(*turn_in);
    }
    (matches!(view.phase, Phase::Steal { .. }) && legal.contains(&Action::Proceed))
        .then_some(Action::Proceed)
}

/// A character card on one of its spaces, or letting another's card go by; anything
/// else only when nothing of that kind is legal.
fn sensible(_view: &WoodyView, legal: &[Action]) -> Vec<Action> {
    let plain: Vec<Action> = legal
        .iter()
        .filter(|a| {
            matches!(
                a,
                Action::Place {
                    card: Card::Face(_),
                    ..
                } | Action::Decline
            )
        })
        .copied()
        .collect();
    if plain.is_empty() {
        legal.to_vec()
    } else {
        plain
    }
}
