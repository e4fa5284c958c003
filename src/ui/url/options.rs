//! The games' own settings in links: their names, the values they take, and the
//! settings of a game written back as link parameters.

use super::error::ParamError;
use crate::engine::{Controller, Level, SeatSetup};
use crate::games::{GameId, each_game};
use crate::ui::table::TableGame;

/// The settings a link may give `game`, besides `seats` and `seed` (see
/// `TableGame::LINK_NAMES`): known of every game, so that a link to a game with
/// another's setting is told whose it is.
pub fn names(game: GameId) -> &'static [&'static str] {
    each_game!(every game, G => <G as TableGame>::LINK_NAMES)
}

/// Every game setting any game has.
pub fn all_names() -> Vec<&'static str> {
    let mut all: Vec<&'static str> = GameId::ALL.into_iter().flat_map(names).copied().collect();
    all.dedup();
    all
}

/// A yes-or-no setting: `1`, `true`, `yes`, `on` or their opposites.
pub fn flag(value: &str) -> Option<bool> {
    match value {
        "1" | "true" | "yes" | "on" => Some(true),
        "0" | "false" | "no" | "off" => Some(false),
        _ => None,
    }
}

/// The value of `all` whose key is `value`, or the setting's refusal naming them.
pub fn keyed<T: Copy>(
    name: &'static str,
    value: &str,
    all: &[T],
    key: fn(T) -> &'static str,
) -> Result<T, ParamError> {
    all.iter()
        .copied()
        .find(|v| key(*v) == value)
        .ok_or_else(|| ParamError::BadValue {
            name,
            given: value.to_string(),
            allowed: all.iter().map(|v| key(*v)).collect::<Vec<_>>().join(", "),
        })
}

/// A yes-or-no setting's value, or its refusal.
pub fn yes_no(name: &'static str, value: &str) -> Result<bool, ParamError> {
    flag(value).ok_or_else(|| ParamError::BadValue {
        name,
        given: value.to_string(),
        allowed: "1 (on), 0 (off)".into(),
    })
}

/// Sets `G`'s setting `name` (one of [`names`]) in `options` from a link's `value`.
pub fn set<G: TableGame>(
    options: &mut G::Options,
    name: &str,
    value: &str,
) -> Result<(), ParamError> {
    G::set_link(options, name, &value.trim().to_ascii_lowercase())
}

/// Reads `seats=person,computer`: who plays each seat, in turn order.
pub fn parse_seats(game: GameId, given: &str) -> Result<Vec<SeatSetup>, ParamError> {
    let mut kinds = Vec::new();
    for seat in given.split(',') {
        kinds.push(match seat.trim().to_ascii_lowercase().as_str() {
            "person" | "human" | "p" => Controller::Human,
            "computer" | "c" => Controller::Computer,
            _ => {
                return Err(ParamError::BadSeat {
                    given: given.to_string(),
                    seat: seat.to_string(),
                });
            }
        });
    }
    let info = game.info();
    if !info.seat_counts.contains(&kinds.len()) {
        return Err(ParamError::SeatCount {
            game: info.name,
            given: given.to_string(),
            count: kinds.len(),
            allowed: info.players.to_string(),
        });
    }
    Ok(seats_named(&kinds))
}

/// Seats for these controllers, named as the setup screen names them: "You" for a lone
/// person, "Player 1", "Player 2" for several, "Computer 1" and on for the computers.
pub fn seats_named(kinds: &[Controller]) -> Vec<SeatSetup> {
    let people = kinds.iter().filter(|k| **k == Controller::Human).count();
    let (mut person, mut computer) = (0, 0);
    kinds
        .iter()
        .map(|kind| match kind {
            Controller::Human if people == 1 => SeatSetup::human("You"),
            Controller::Human => {
                person += 1;
                SeatSetup::human(format!("Player {person}"))
            }
            Controller::Computer => {
                computer += 1;
                SeatSetup::computer_at(format!("Computer {computer}"), Level::default())
            }
        })
        .collect()
}

/// `person,computer`: the seats as a link writes them.
pub fn seats_value(seats: &[SeatSetup]) -> String {
    seats
        .iter()
        .map(|s| match s.controller {
            Controller::Human => "person",
            Controller::Computer => "computer",
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// Reads `level=easy` or `level=easy,strong`: the computer seats' levels.
pub fn parse_levels(given: &str) -> Result<Vec<Level>, ParamError> {
    given
        .split(',')
        .map(|level| {
            Level::from_key(level.trim().to_ascii_lowercase().as_str()).ok_or_else(|| {
                ParamError::BadValue {
                    name: "level",
                    given: given.to_string(),
                    allowed: "easy, normal or strong, for every computer seat or one for each (level=easy,strong)".into(),
                }
            })
        })
        .collect()
}

/// Gives the computer seats of `seats` the `levels` a link named (`given`): one for
/// them all, or one each in turn order.
pub fn apply_levels(
    seats: &mut [SeatSetup],
    levels: &[Level],
    given: &str,
) -> Result<(), ParamError> {
    let computers = seats
        .iter()
        .filter(|s| s.controller == Controller::Computer)
        .count();
    if computers == 0 {
        return Err(ParamError::LevelWithoutComputers {
            given: given.to_string(),
        });
    }
    if levels.len() != 1 && levels.len() != computers {
        return Err(ParamError::LevelCount {
            given: given.to_string(),
            count: levels.len(),
            computers,
        });
    }
    let computer_seats = seats
        .iter_mut()
        .filter(|s| s.controller == Controller::Computer);
    for (i, seat) in computer_seats.enumerate() {
        seat.level = levels[i.min(levels.len() - 1)];
    }
    Ok(())
}

/// The computer seats' levels as a link writes them (`easy`, or `easy,strong` when they
/// differ); `None` without computer seats.
pub fn levels_value(seats: &[SeatSetup]) -> Option<String> {
    let levels: Vec<&str> = seats
        .iter()
        .filter(|s| s.controller == Controller::Computer)
        .map(|s| s.level.key())
        .collect();
    match levels.first() {
        None => None,
        Some(first) if levels.iter().all(|l| l == first) => Some((*first).to_string()),
        Some(_) => Some(levels.join(",")),
    }
}
