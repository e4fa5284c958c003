//! Foursomes: four chips of one side in a line, locked once made. A new foursome may use
//! at most one chip that was locked before it; a longer line gives its owner a choice of
//! which four; one move can make foursomes in several directions at once.

use serde::{Deserialize, Serialize};

use crate::engine::board::Chips;
use crate::engine::{Direction, Pos};

/// A chip: whose, and whether it is locked in a foursome (shown with an X).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Chip {
    /// The side.
    pub team: Team,
    /// Locked chips can be neither removed nor swapped.
    pub locked: bool,
}

/// A side and its chip colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Team(pub u8);

impl Team {
    /// The chips' colour and symbol, in words: colour is never the only sign.
    pub fn chip_name(self) -> &'static str {
        match self.0 {
            0 => "green circle",
            1 => "purple square",
            2 => "orange triangle",
            _ => "teal diamond",
        }
    }
}

/// Chips in a row that make a foursome.
pub const FOURSOME: usize = 4;

/// The foursomes `team` can make through `at`, by direction: each direction's lines of
/// four through `at`, all `team`'s, with at most one chip already locked. Directions with
/// none are left out; a direction with several means the owner chooses one.
pub fn candidates(chips: &Chips<Chip>, at: Pos, team: Team) -> Vec<Vec<Vec<Pos>>> {
    let runs = chips
        .grid()
        .runs_through(at, |_, c| c.is_some_and(|c| c.team == team));
    Direction::ALL
        .into_iter()
        .filter_map(|direction| {
            let run = runs.iter().find(|r| r.direction == direction)?;
            let lines: Vec<Vec<Pos>> = run
                .windows(FOURSOME)
                .filter(|w| w.contains(&at))
                .filter(|w| {
                    w.iter()
                        .filter(|p| chips.at(**p).is_some_and(|c| c.locked))
                        .count()
                        <= 1
                })
                .map(<[Pos]>::to_vec)
                .collect();
            (!lines.is_empty()).then_some(lines)
        })
        .collect()
}

/// Locks the chips of `line`.
pub fn lock(chips: &mut Chips<Chip>, line: &[Pos]) {
    for pos in line {
        if let Some(chip) = chips.get_mut(*pos) {
            chip.locked = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(rows: &[&str]) -> Chips<Chip> {
        let mut chips = Chips::empty(8, 10);
        for (r, row) in rows.iter().enumerate() {
            for (c, ch) in row.chars().enumerate() {
                let pos = Pos::new(r as u8, c as u8);
                match ch {
                    'a' => chips.place(
                        pos,
                        Chip {
                            team: Team(0),
                            locked: false,
                        },
                    ),
                    'A' => chips.place(
                        pos,
                        Chip {
                            team: Team(0),
                            locked: true,
                        },
                    ),
                    'b' => chips.place(
                        pos,
                        Chip {
                            team: Team(1),
                            locked: false,
                        },
                    ),
                    _ => {}
                }
            }
        }
        chips
    }

    #[test]
    fn four_in_a_row_is_a_foursome() {
        let chips = board(&["aaaa......"]);
        assert_eq!(
            candidates(&chips, Pos::new(0, 3), Team(0)),
            [[[
                Pos::new(0, 0),
                Pos::new(0, 1),
                Pos::new(0, 2),
                Pos::new(0, 3)
            ]]]
        );
        assert!(candidates(&chips, Pos::new(0, 3), Team(1)).is_empty());
    }

    #[test]
    fn at_most_one_chip_locked_before() {
        assert_eq!(
            candidates(&board(&["Aaaa......"]), Pos::new(0, 3), Team(0)).len(),
            1
        );
        assert!(candidates(&board(&["AAaa......"]), Pos::new(0, 3), Team(0)).is_empty());
    }

    #[test]
    fn a_line_of_five_offers_a_choice() {
        let chips = board(&["aaaaa....."]);
        let options = candidates(&chips, Pos::new(0, 2), Team(0));
        assert_eq!(options.len(), 1, "one direction");
        assert_eq!(options[0].len(), 2, "two ways to take four of five");
        // With the first two locked, only the window holding one of them counts.
        let chips = board(&["AAaaa....."]);
        assert_eq!(
            candidates(&chips, Pos::new(0, 4), Team(0))[0],
            [[
                Pos::new(0, 1),
                Pos::new(0, 2),
                Pos::new(0, 3),
                Pos::new(0, 4)
            ]]
        );
    }

    #[test]
    fn crossing_lines_make_two_foursomes() {
        let chips = board(&["...a......", "...a......", "...a......", "aaaa......"]);
        assert_eq!(candidates(&chips, Pos::new(3, 3), Team(0)).len(), 2);
    }

    #[test]
    fn locking_marks_the_chips() {
        let mut chips = board(&["aaaab....."]);
        lock(
            &mut chips,
            &[
                Pos::new(0, 0),
                Pos::new(0, 1),
                Pos::new(0, 2),
                Pos::new(0, 3),
            ],
        );
        assert!(chips.at(Pos::new(0, 0)).unwrap().locked);
        assert!(!chips.at(Pos::new(0, 4)).unwrap().locked);
    }
}
