//! The setup form's model: a game's seats (a name, a person or the computer), the deal
//! number where the game takes one, and the game's other choices (its options). Pure, so
//! the form's rules (a seat's name following its player, how many people) are tested
//! natively.

use crate::engine::{Controller, Level, SeatSetup};
use crate::games::Listed;

/// The setup form of a game of `G`: seats, the deal and the game's options.
#[derive(Clone, Debug, PartialEq)]
pub struct SetupForm<G: Listed> {
    /// The seats, in turn order.
    pub seats: Vec<SeatSetup>,
    /// A deal number typed by the player; empty for a random deal.
    pub seed_text: String,
    /// The game's options beyond the seats (Quad*doku's goal and start; Cahoots'
    /// difficulty and variants), whose player count is the seats'.
    pub options: G::Options,
    /// Why the last start was refused.
    pub error: Option<String>,
    /// Whether the game's rules are open over the form.
    pub rules_open: bool,
}

impl<G: Listed> Default for SetupForm<G> {
    /// The form for a new game: the fewest seats, the first a person and the others
    /// computer players.
    fn default() -> Self {
        let form = SetupForm {
            seats: Vec::new(),
            seed_text: String::new(),
            options: G::Options::default(),
            error: None,
            rules_open: false,
        };
        form.with_seat_count(G::INFO.seat_counts[0])
    }
}

impl<G: Listed> SetupForm<G> {
    /// The form for a new game (see [`SetupForm::default`]).
    pub fn new() -> Self {
        Self::default()
    }

    /// The options of the game the form starts: its options for the seats' count.
    pub fn game_options(&self) -> G::Options {
        let players = u8::try_from(self.seats.len()).unwrap_or(u8::MAX);
        G::options_for(players, &self.options)
    }

    /// The name a seat gets when it is set up: "You" when one person plays, else
    /// "Player 3" for a person in the third seat; "Computer 2" for a computer in the third
    /// seat. With several people at one device, "Pass to You" would name nobody.
    pub fn default_name(seat: usize, controller: Controller, people: usize) -> String {
        match controller {
            Controller::Human if people == 1 => "You".into(),
            Controller::Human => format!("Player {}", seat + 1),
            Controller::Computer => format!("Computer {seat}"),
        }
    }

    /// The form with every seat still under a default name renamed to the default for
    /// its player and the people at the table now (a name someone typed is kept).
    fn with_default_names(mut self) -> Self {
        let people = self.people();
        for (i, seat) in self.seats.iter_mut().enumerate() {
            // The names this seat would get alone, among others, or as a computer.
            let defaults = [
                Self::default_name(i, Controller::Human, 1),
                Self::default_name(i, Controller::Human, 2),
                Self::default_name(i, Controller::Computer, 1),
            ];
            let is_default = defaults.contains(&seat.name);
            if is_default {
                seat.name = Self::default_name(i, seat.controller, people);
            }
        }
        self
    }

    /// The form with seat `i` played by `controller`; seats still under a default name
    /// take the default of their player ("Computer 1" becomes "Player 2", and "You"
    /// becomes "Player 1" once a second person sits down).
    pub fn with_controller(&self, i: usize, controller: Controller) -> Self {
        let mut next = self.clone();
        if let Some(seat) = next.seats.get_mut(i) {
            seat.controller = controller;
        }
        next.with_default_names()
    }

    /// The form with the first `people` seats played by people and the rest by the
    /// computer (names following, as [`SetupForm::with_controller`]).
    pub fn with_people(&self, people: usize) -> Self {
        (0..self.seats.len()).fold(self.clone(), |form, i| {
            let controller = if i < people {
                Controller::Human
            } else {
                Controller::Computer
            };
            form.with_controller(i, controller)
        })
    }

    /// How many seats people play.
    pub fn people(&self) -> usize {
        self.seats
            .iter()
            .filter(|s| s.controller == Controller::Human)
            .count()
    }

    /// The form with `n` seats (the nearest count the game allows): seats kept in order,
    /// new ones computer players.
    pub fn with_seat_count(&self, n: usize) -> Self {
        let counts = G::INFO.seat_counts;
        let n = counts
            .iter()
            .copied()
            .min_by_key(|c| c.abs_diff(n))
            .unwrap_or(1);
        let mut seats: Vec<SeatSetup> = self.seats.iter().take(n).cloned().collect();
        while seats.len() < n {
            let i = seats.len();
            let controller = if i == 0 {
                Controller::Human
            } else {
                Controller::Computer
            };
            seats.push(SeatSetup {
                name: Self::default_name(i, controller, 1),
                controller,
                level: Level::default(),
            });
        }
        SetupForm {
            seats,
            options: G::chosen_for(n, self.options.clone()),
            error: None,
            ..self.clone()
        }
        .with_default_names()
    }
}
