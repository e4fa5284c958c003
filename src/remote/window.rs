//! A reaction window that players on their own devices take part in (Major Woody's
//! STEAL window): the host's device closes it for the seat whose turn it is, once every
//! other seat has answered, or after its time, as a table waits a beat. Only the host
//! closes it: a guest whose turn it is cannot cut it short, whatever its page sends.

use crate::engine::{Seat, ToAct};

/// How the host closes the window now open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Closing {
    /// Every other seat has answered: the seat whose turn it is goes on now.
    Now,
    /// Just opened, at this step: it closes after its time if still open then.
    Later(usize),
}

/// The window open at the table, as the host follows it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Window {
    /// The step it opened at, and whether a guest's device takes part in it.
    open: Option<(usize, bool)>,
}

impl Window {
    /// Follows the table after a change: `to_act` at `steps`, with `remote` the seats
    /// played on guests' devices and `closes` whether the game closes such a window by
    /// an answer of the seat whose turn it is. A window of another game (a new deal)
    /// is a new window.
    pub fn follow(
        &mut self,
        to_act: &ToAct,
        steps: usize,
        remote: &[Seat],
        closes: bool,
    ) -> Option<Closing> {
        let ToAct::Responders(seats) = to_act else {
            self.open = None;
            return None;
        };
        // A window opened at a later step than the table's is another game's.
        if self.open.is_some_and(|(at, _)| at > steps) {
            self.open = None;
        }
        let guests_now = seats.iter().any(|seat| remote.contains(seat));
        // A window opens for the guests when it opens with one in it, or when one is
        // seated while it is open (a device paired as a card is read out).
        let opening = match self.open {
            None => true,
            Some((_, guests)) => !guests && guests_now,
        };
        if opening {
            self.open = Some((steps, guests_now));
        }
        let (opened, guests) = self.open?;
        if !(guests && closes) {
            return None;
        }
        if seats.len() == 1 {
            Some(Closing::Now)
        } else {
            opening.then_some(Closing::Later(opened))
        }
    }

    /// Forgets the window: another game began at the table.
    pub fn reset(&mut self) {
        self.open = None;
    }

    /// True while the window opened at step `opened`, with guests in it, is still the
    /// one open.
    pub fn still_open(&self, opened: usize) -> bool {
        self.open == Some((opened, true))
    }
}

/// True when `seat`'s `action` is the answer (`closer`) by which the seat whose turn it
/// is closes the reaction window while other seats may still answer it: the host
/// alone closes it then, so such a move from a guest's device is refused.
pub fn closes_early<A: PartialEq>(
    to_act: &ToAct,
    seat: Seat,
    action: &A,
    closer: Option<&A>,
) -> bool {
    matches!(to_act, ToAct::Responders(seats) if seats.len() > 1 && seats.first() == Some(&seat))
        && closer == Some(action)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn responders(seats: &[u8]) -> ToAct {
        ToAct::Responders(seats.iter().map(|s| Seat(*s)).collect())
    }

    #[test]
    fn a_window_with_a_guest_closes_after_its_time_or_once_all_have_answered() {
        let mut window = Window::default();
        let guest = [Seat(1)];
        assert_eq!(
            window.follow(&responders(&[0, 1]), 5, &guest, true),
            Some(Closing::Later(5))
        );
        assert!(window.still_open(5));
        // Nothing new while it stays open; once Bo has answered, Ann goes on at once.
        assert_eq!(window.follow(&responders(&[0, 1]), 5, &guest, true), None);
        assert_eq!(
            window.follow(&responders(&[0]), 6, &guest, true),
            Some(Closing::Now)
        );
        assert_eq!(window.follow(&ToAct::Seat(Seat(0)), 7, &guest, true), None);
        assert!(!window.still_open(5));
        // A window with no guest in it is the device's own to close.
        assert_eq!(window.follow(&responders(&[0, 2]), 8, &guest, true), None);
    }

    #[test]
    fn a_guest_seated_while_a_window_is_open_gets_its_time_too() {
        let mut window = Window::default();
        assert_eq!(window.follow(&responders(&[0, 1]), 0, &[], true), None);
        // Bea's phone is paired while the card read out waits for her answer.
        assert_eq!(
            window.follow(&responders(&[0, 1]), 0, &[Seat(1)], true),
            Some(Closing::Later(0))
        );
        assert!(window.still_open(0));
        assert_eq!(
            window.follow(&responders(&[0, 1]), 0, &[Seat(1)], true),
            None
        );
    }

    #[test]
    fn a_new_deal_during_a_window_opens_the_next_with_its_own_time() {
        let mut window = Window::default();
        let guest = [Seat(1)];
        assert_eq!(
            window.follow(&responders(&[0, 1]), 9, &guest, true),
            Some(Closing::Later(9))
        );
        // A new deal whose first card opens a window at once, with nothing in between.
        assert_eq!(
            window.follow(&responders(&[1, 0]), 0, &guest, true),
            Some(Closing::Later(0))
        );
        // The same after a new deal told (reset) at the same step.
        window.reset();
        assert_eq!(
            window.follow(&responders(&[1, 0]), 0, &guest, true),
            Some(Closing::Later(0))
        );
    }

    #[test]
    fn only_the_host_closes_a_window_others_may_still_answer() {
        let proceed = "proceed";
        let closer = Some(&proceed);
        assert!(closes_early(
            &responders(&[0, 1]),
            Seat(0),
            &proceed,
            closer
        ));
        assert!(!closes_early(&responders(&[0]), Seat(0), &proceed, closer));
        assert!(!closes_early(
            &responders(&[0, 1]),
            Seat(1),
            &proceed,
            closer
        ));
        assert!(!closes_early(
            &responders(&[0, 1]),
            Seat(0),
            &"steal",
            closer
        ));
        assert!(!closes_early(
            &ToAct::Seat(Seat(0)),
            Seat(0),
            &proceed,
            closer
        ));
        assert!(!closes_early(&responders(&[0, 1]), Seat(0), &proceed, None));
    }
}
