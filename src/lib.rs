//! Fourfold: five tabletop games of "four", played in the browser.
//!
//! - [`engine`]: what every game shares (the `Game` trait, seats, seeded randomness,
//!   decks, grids, saves, sessions, computer players, the conformance suite).
//! - [`games`]: one folder per game, and the enum over them.
//! - `ui` (feature `ui`): the Yew app that draws them.
//!
//! The engine and the games are pure Rust: `cargo build --lib --no-default-features`
//! builds them without Yew, web-sys or gloo.

#![warn(missing_docs)]

pub mod engine;
pub mod games;

#[cfg(feature = "ui")]
pub mod ui;
