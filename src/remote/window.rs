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
    /// Just opened for the guests (the window of this number): it closes after its time
    /// if still open then.
    Later(u64),
}

/// A window the host follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Open {
    /// Its number: each window opened, or opened for the guests, has a new one, so that
    /// a timer of an earlier window never closes a later one at the same step.
    number: u64,
    /// The step it opened at.
    step: usize,
    /// Whether a guest's device takes part in it.
    guests: bool,
}

/// The window open at the table, as the host follows it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Window {
    open: Option<Open>,
    opened: u64,
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
        if self.open.is_some_and(|open| open.step > steps) {
            self.open = None;
        }
        let guests = seats.iter().any(|seat| remote.contains(seat));
        // A window opens for the guests when it opens with one in it, or when one is
        // seated while it is open (a device paired as a card is read out).
        let opening = match self.open {
            None => true,
            Some(open) => !open.guests && guests,
        };
        if opening {
            self.opened += 1;
            self.open = Some(Open {
                number: self.opened,
                step: steps,
                guests,
            });
        }
        let open = self.open?;
        if !(open.guests && closes) {
            return None;
        }
        if seats.len() == 1 {
            Some(Closing::Now)
        } else {
            opening.then_some(Closing::Later(open.number))
        }
    }

    /// Forgets the window: another game began at the table.
    pub fn reset(&mut self) {
        self.open = None;
    }

    /// True while the window of number `number`, with guests in it, is still the one
    /// open.
    pub fn still_open(&self, number: u64) -> bool {
        self.open
            .is_some_and(|open| open.number == number && open.guests)
    }
}

/// True when `seat`'s `action` is the answer (`closer`, asked only then) by which the
/// seat whose turn it is closes the reaction window while other seats may still answer
/// it: the host alone closes it then, so such a move from a guest's device is refused.
pub fn closes_early<A: PartialEq>(
    to_act: &ToAct,
    seat: Seat,
    action: &A,
    closer: impl FnOnce() -> Option<A>,
) -> bool {
    matches!(to_act, ToAct::Responders(seats) if seats.len() > 1 && seats.first() == Some(&seat))
        && closer().as_ref() == Some(action)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn responders(seats: &[u8]) -> ToAct {
        ToAct::Responders(seats.iter().map(|s| Seat(*s)).collect())
    }

    /// The number of the window `closing` says closes later.
    fn later(closing: Option<Closing>) -> u64 {
        match closing {
            Some(Closing::Later(number)) => number,
            other => panic!("a window to close later: {other:?}"),
        }
    }

    #[test]
    fn a_window_with_a_guest_closes_after_its_time_or_once_all_have_answered() {
        let mut window = Window::default();
        let guest = [Seat(1)];
        let first = later(window.follow(&responders(&[0, 1]), 5, &guest, true));
        assert!(window.still_open(first));
        // Nothing new while it stays open; once Bo has answered, Ann goes on at once.
        assert_eq!(window.follow(&responders(&[0, 1]), 5, &guest, true), None);
        assert_eq!(
            window.follow(&responders(&[0]), 6, &guest, true),
            Some(Closing::Now)
        );
        assert_eq!(window.follow(&ToAct::Seat(Seat(0)), 7, &guest, true), None);
        assert!(!window.still_open(first));
        // A window with no guest in it is the device's own to close.
        assert_eq!(window.follow(&responders(&[0, 2]), 8, &guest, true), None);
    }

    #[test]
    fn a_guest_seated_while_a_window_is_open_gets_its_time_too() {
        let mut window = Window::default();
        assert_eq!(window.follow(&responders(&[0, 1]), 0, &[], true), None);
        // Bea's phone is paired while the card read out waits for her answer.
        let number = later(window.follow(&responders(&[0, 1]), 0, &[Seat(1)], true));
        assert!(window.still_open(number));
        assert_eq!(
            window.follow(&responders(&[0, 1]), 0, &[Seat(1)], true),
            None
        );
        // Paired for the seat whose turn it is, alone in its window: it goes on now.
        let mut alone = Window::default();
        assert_eq!(alone.follow(&responders(&[0]), 3, &[], true), None);
        assert_eq!(
            alone.follow(&responders(&[0]), 3, &[Seat(0)], true),
            Some(Closing::Now)
        );
    }

    #[test]
    fn a_new_deal_during_a_window_opens_the_next_with_its_own_time() {
        let mut window = Window::default();
        let guest = [Seat(1)];
        let first = later(window.follow(&responders(&[0, 1]), 9, &guest, true));
        // A new deal whose first card opens a window at once, with nothing in between.
        let second = later(window.follow(&responders(&[1, 0]), 0, &guest, true));
        assert!(!window.still_open(first) && window.still_open(second));
        // The same after a new deal told (reset) at the same step: the earlier
        // window's timer closes nothing.
        window.reset();
        let third = later(window.follow(&responders(&[1, 0]), 0, &guest, true));
        assert!(!window.still_open(second) && window.still_open(third));
    }

    #[test]
    fn only_the_host_closes_a_window_others_may_still_answer() {
        let proceed = "proceed";
        let closer = || Some(proceed);
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
        assert!(!closes_early(
            &responders(&[0, 1]),
            Seat(0),
            &proceed,
            || None
        ));
    }
}
