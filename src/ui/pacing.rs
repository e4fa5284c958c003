//! Pacing on a shared device: the moves nobody need be asked for, and how long a
//! computer player waits before it moves, so that people can follow.

use super::table::TableGame;
use crate::engine::session::WithBots;
use crate::engine::{Game, Seat, Session, ToAct};

/// Delay before a computer player takes a move of its own.
pub const MOVE_MS: u32 = 450;

/// Delay before a computer player answers in a reaction window (a STEAL or letting a
/// card go): the window waits on it, so it answers quickly.
pub const REACTION_MS: u32 = 120;

/// Delay between the tiles a computer player lays in Quad*doku once it has begun its
/// move: a move of twelve tiles still reads as tiles going down one by one.
pub const LAY_MS: u32 = 160;

/// Delay before a computer team-mate plays in Speed Cahoots, where nobody waits for
/// turns: the people at the device play in between.
pub const SPEED_MS: u32 = 1_800;

/// How long a reaction window that players on their own devices take part in waits for
/// them before the player whose turn it is goes on (`TableGame::closes_window`): a table
/// waits a beat for a STEAL.
pub const WINDOW_MS: u32 = 4_000;

/// A move the app makes for a person without asking. Only in a reaction window with a
/// single person at the table, once no computer is still to answer, and only when the
/// person has one possible answer: letting go a card they cannot STEAL, or taking their
/// turn once nobody else can answer. With several people at the device nothing is
/// forced, because which screens appear would then tell the table who could answer.
pub fn forced_move<G: Game + WithBots>(session: &Session<G>) -> Option<(Seat, G::Action)> {
    let ToAct::Responders(seats) = session.to_act() else {
        return None;
    };
    let humans = session.humans();
    let [person] = humans.as_slice() else {
        return None;
    };
    if !seats.contains(person) || session.computer_to_act().is_some() {
        return None;
    }
    session.only_action(*person).map(|a| (*person, a))
}

/// How long the computer player to act waits before it moves: the game's own pace where
/// it has one (see `TableGame::pause`), else a move's pause or, in a reaction window, an
/// answer's.
pub fn computer_delay<G: TableGame>(session: &Session<G>) -> u32 {
    if let Some(pause) = G::pause(session.game()) {
        return pause;
    }
    match (session.to_act(), session.computer_to_act()) {
        (ToAct::Responders(seats), Some(seat)) if seats.first() != Some(&seat) => REACTION_MS,
        _ => MOVE_MS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{SeatSetup, Seed};
    use crate::games::woody::{self, Woody};

    fn seats(people: &[bool]) -> Vec<SeatSetup> {
        people
            .iter()
            .enumerate()
            .map(|(i, person)| {
                if *person {
                    SeatSetup::human(format!("P{i}"))
                } else {
                    SeatSetup::computer(format!("C{i}"))
                }
            })
            .collect()
    }

    fn new_game(people: &[bool], seed: u64) -> Session<Woody> {
        let options = woody::Options {
            players: people.len() as u8,
        };
        Session::new(seats(people), options, Seed(seed)).unwrap()
    }

    /// The first deal (from seed 1 up) whose opening card is a character card, so that the
    /// game opens on a STEAL window.
    fn opening_window(people: &[bool]) -> Session<Woody> {
        (1..)
            .map(|n| new_game(people, n))
            .find(|s| matches!(s.to_act(), ToAct::Responders(_)))
            .unwrap()
    }

    #[test]
    fn a_lone_person_taking_their_turn_waits_for_the_computers_to_answer() {
        let mut session = opening_window(&[true, false, false]);
        assert_eq!(forced_move(&session), None, "the computers answer first");
        assert_eq!(session.computer_to_act(), Some(Seat(1)));
        assert_eq!(computer_delay(&session), REACTION_MS);
        while session.computer_to_act().is_some() {
            session.computer_step();
        }
        if let ToAct::Responders(seats) = session.to_act() {
            assert_eq!(seats, [Seat(0)]);
            assert_eq!(
                forced_move(&session),
                Some((Seat(0), woody::Action::Proceed))
            );
        }
    }

    #[test]
    fn nothing_is_forced_between_several_people() {
        let session = opening_window(&[true, true]);
        assert_eq!(forced_move(&session), None);
        assert_eq!(session.computer_to_act(), None);
    }

    #[test]
    fn a_computer_whose_turn_it_is_waits_for_the_person_to_answer() {
        let session = (1..)
            .map(|n| new_game(&[false, true], n))
            .find(|s| matches!(s.to_act(), ToAct::Responders(_)))
            .unwrap();
        assert_eq!(session.computer_to_act(), None, "the person answers first");
        let legal = session.legal_for_person(Seat(1)).len();
        match forced_move(&session) {
            Some((seat, action)) => {
                assert_eq!(legal, 1);
                assert_eq!((seat, action), (Seat(1), woody::Action::Decline));
            }
            None => assert!(legal > 1, "a possible STEAL is offered"),
        }
    }
}
