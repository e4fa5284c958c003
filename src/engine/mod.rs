//! What every game shares: the `Game` trait, seats, the seeded generator, decks, grids
//! and line finding, saves, sessions, computer players and the conformance suite.
//!
//! Nothing here knows about drawing: no Yew, no web-sys, no gloo. `cargo build --lib
//! --no-default-features` builds this module and the games without any of them.

pub mod bench;
pub mod board;
pub mod bot;
pub mod cards;
pub mod conformance;
pub mod game;
pub mod grid;
pub mod keyed;
pub mod level;
pub mod once;
pub mod rng;
pub mod save;
pub mod seat;
pub mod seen;
pub mod session;

pub use bot::{Bot, DuelResult, RandomBot, duel};
pub use cards::{Deck, DiscardPile};
pub use game::{Game, Outcome, Refusal, SetupError, Standing, ToAct, Viewer};
pub use grid::{Direction, Grid, Pos, Run};
pub use level::{Lapses, Level};
pub use once::once_each;
pub use rng::{COMPUTER_STREAM, GameRng, HINT_STREAM, Seed};
pub use save::{LoadError, SAVE_VERSION, Save, Step};
pub use seat::{BySeat, Seat};
pub use seen::Seen;
pub use session::{Controller, MarkedLine, Question, SeatSetup, Session};
