//! Foursquare, a solitaire by Wil Su: build a 4x4 grid of piles with every top face up.
//!
//! # Rules
//! A stripped deck of 40 cards, Ace (low) to 10, is the stock. Draw a card and place it
//! face up: the first anywhere, later ones on a pile or on an empty space beside one. A
//! placed card that is the highest or the lowest card of its row turns over the top card
//! of every other pile in the row; then the same for its column. Lose with more than four
//! face-down tops after a play, or when the stock runs out; win with sixteen piles face
//! up, scoring the cards left in the stock.
//!
//! # Rulings
//! - Suits are only for show.
//! - The grid floats: the bounding box of the piles never exceeds 4 x 4, and no pile
//!   exceeds 4 cards. "Beside" is orthogonal: a diagonal neighbour does not count.
//! - Highest and lowest are strict and compare only face-up tops: a face-down top does
//!   not count, an equal rank blocks both, and a card with no other face-up top in its
//!   line turns the line too. Turning toggles (face up <-> face down).
//! - Row then column. The two never touch the same pile (only the placed card is in
//!   both), so the order shows only in the log.
//! - Placing on a face-down pile buries that card; the new top is face up.
//! - The game is checked after each play: more than four face-down tops loses; sixteen
//!   face-up piles win (score: cards left in the stock); otherwise the next card is drawn,
//!   and an empty stock loses.
//! - There is always somewhere to place a card while the game is on: 16 piles of 4 would
//!   need 64 cards, and there are 40.
//! - Undo is allowed (it is solitaire), and so is a hint.
//! - Perfect recall: every card on the table was seen when placed, so the view keeps
//!   buried and face-down cards (the board still draws face-down tops as backs). Only the
//!   stock's order is hidden.
//!
//! # Options
//! None.

mod bench;
pub mod bot;
pub mod data;
pub mod diagram;
pub mod oracle;
pub mod rules;
pub mod table;
pub mod view;

pub use bot::{GreedyBot, Hint, SolverBot, hint};
pub use data::{Card, Suit};
pub use rules::{Action, Event, FACE_DOWN_LIMIT, Foursquare, Loss, Options, Status};
pub use table::{Bounds, Extreme, Line, Pile, PlaceError, Table, Under};
pub use view::FoursquareView;

use crate::engine::session::WithBots;
use crate::engine::{
    Bot, Game, GameRng, Outcome, Pos, Seat, Seed, SetupError, Standing, ToAct, Viewer,
};

/// What the list of games says of this game, and how its options follow from the setup.
impl crate::games::Listed for Foursquare {
    fn bench(deals: u64, threads: usize) {
        bench::run(deals, threads);
    }

    const INFO: crate::games::GameInfo = crate::games::GameInfo {
        name: Foursquare::NAME,
        pitch: "Build a four-by-four grid of cards with every one face up, before five turn face down.",
        players: "1 player",
        time: "10 minutes",
        seat_counts: &[1],
        age: None,
        count_words: &[],
        levels: false,
        saves_since: <Foursquare as crate::engine::Game>::SAVES_SINCE,
    };

    fn options_for(_players: u8, chosen: &Options) -> Options {
        *chosen
    }
}

impl Game for Foursquare {
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = FoursquareView;
    type RuleError = PlaceError;

    const KEY: &'static str = "foursquare";
    const NAME: &'static str = "Foursquare";
    const HIDDEN_INFORMATION: bool = true;
    const UNDO: bool = true;

    fn new(_options: &Options, seed: Seed) -> Result<Self, SetupError> {
        Ok(Foursquare::deal(seed))
    }

    fn seat_count(&self) -> usize {
        1
    }

    fn to_act(&self) -> ToAct {
        match self.status() {
            Status::Playing => ToAct::Seat(Seat(0)),
            _ => ToAct::Nobody,
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if seat != Seat(0) {
            return Vec::new();
        }
        self.legal_cells().into_iter().map(Action::Place).collect()
    }

    fn why_illegal(&self, _seat: Seat, action: &Action) -> PlaceError {
        let Action::Place(pos) = action;
        self.table()
            .check_place(*pos)
            .err()
            .unwrap_or(PlaceError::OffTable)
    }

    fn apply_legal(&mut self, _seat: Seat, action: &Action) -> Vec<Event> {
        let Action::Place(pos) = action;
        let mut events = Vec::with_capacity(4);
        self.place(*pos, &mut events);
        events
    }

    fn view(&self, _viewer: Viewer) -> FoursquareView {
        FoursquareView::of(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.status() {
            Status::Playing => None,
            Status::Won { score } => Some(Outcome {
                standing: Standing::Won(vec![Seat(0)]),
                scores: vec![(Seat(0), i32::from(score))],
                reason: "all sixteen cards are face up".into(),
            }),
            Status::Lost(loss) => Some(Outcome {
                standing: Standing::Lost,
                scores: Vec::new(),
                reason: loss.to_string(),
            }),
        }
    }

    fn action_space(&self) -> Vec<Action> {
        // One row and one column past the table too: those must be refused as well.
        let beyond = table::TABLE_SPAN;
        (0..=beyond)
            .flat_map(|r| (0..=beyond).map(move |c| Action::Place(Pos::new(r, c))))
            .collect()
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }

    fn redeal_unseen(&mut self, _seat: Seat, rng: &mut GameRng) {
        self.stock.shuffle(rng);
    }
}

impl WithBots for Foursquare {
    fn computer_player(_level: crate::engine::Level, seed: Seed) -> Box<dyn Bot<Self>> {
        Box::new(SolverBot::new(bot::SOLVER_SAMPLES, seed))
    }
}
