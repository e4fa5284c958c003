//! Seats: who sits where, numbered from 0 in turn order.

use std::fmt;
use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

/// A place at the table, numbered from 0 in turn order ("to the left" is seat + 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's index into per-seat data.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The seat after this one in turn order, wrapping round a table of `seats`.
    pub fn next(self, seats: usize) -> Seat {
        Seat(((self.index() + 1) % seats.max(1)) as u8)
    }

    /// Every seat of a table of `count` seats, in turn order.
    pub fn all(count: usize) -> impl Iterator<Item = Seat> {
        (0..count).map(|i| Seat(i as u8))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0 + 1)
    }
}

/// One value per seat, indexed by [`Seat`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct BySeat<T>(Vec<T>);

impl<T> BySeat<T> {
    /// A value for each of `count` seats, made by `make`.
    pub fn new_with(count: usize, make: impl FnMut(Seat) -> T) -> Self {
        BySeat(Seat::all(count).map(make).collect())
    }

    /// How many seats.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True when there are no seats.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Each seat with its value, in turn order.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (Seat(i as u8), v))
    }

    /// The value of `seat`, if the table has it.
    pub fn get(&self, seat: Seat) -> Option<&T> {
        self.0.get(seat.index())
    }
}

impl<T> Index<Seat> for BySeat<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> IndexMut<Seat> for BySeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

impl<T> From<Vec<T>> for BySeat<T> {
    fn from(values: Vec<T>) -> Self {
        BySeat(values)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_wraps_round_the_table() {
        assert_eq!(Seat(0).next(3), Seat(1));
        assert_eq!(Seat(2).next(3), Seat(0));
        assert_eq!(Seat(0).next(1), Seat(0));
    }

    #[test]
    fn by_seat_indexes_in_turn_order() {
        let mut names = BySeat::new_with(3, |s| s.index() * 10);
        names[Seat(1)] += 1;
        assert_eq!(
            names.iter().map(|(_, v)| *v).collect::<Vec<_>>(),
            [0, 11, 20]
        );
        assert_eq!(names.get(Seat(3)), None);
        assert_eq!(Seat(1).to_string(), "seat 2");
    }
}
