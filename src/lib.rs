//! Fourfold: five tabletop games of "four", played in the browser.
//!
//! - [`engine`]: what every game shares (the `Game` trait, seats, seeded randomness,
//!   decks, grids, saves, sessions, computer players, the conformance suite).
//! - [`games`]: one folder per game, their registry, and the enum over them (for the
//!   command line and the tests).
//! - `ui` (feature `ui`): the Yew app that draws them.
//! - `worker` (feature `worker`): the computer players' Web Worker, a bundle of its own
//!   per game, without Yew.
//! - `remote` (feature `remote`): play across devices, the host's and a guest's logic.
//! - `reader` (feature `reader`): reading a QR code from a picture, a bundle of its own.
//!
//! The engine and the games are pure Rust: `cargo build --lib --no-default-features
//! --features games` builds them without Yew, web-sys or gloo.
//!
//! Cargo features choose which games a build carries (`games`: all five, the default).
//! The web app is built once per game with that game's feature alone, its app generic
//! over that game (`ui::mount::<G>()`).

#![warn(missing_docs)]
// Built for fewer than all five games (one game's bundle of the web app), matches and
// imports written for five leave arms unreachable, patterns irrefutable and helpers
// unused. The full build, the one linted with -D warnings, keeps every lint.
#![cfg_attr(
    not(feature = "games"),
    allow(
        unreachable_patterns,
        irrefutable_let_patterns,
        unused_imports,
        unused_variables,
        dead_code
    )
)]

/// The bundles' allocator: talc, in place of the standard library's dlmalloc, which is
/// larger (4-5 kB of wasm) and slower on the small allocations a render makes.
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

pub mod engine;
pub mod games;
#[cfg(any(feature = "remote", feature = "reader"))]
pub mod reader;
#[cfg(feature = "remote")]
pub mod remote;

#[cfg(feature = "ui")]
pub mod ui;
#[cfg(feature = "worker")]
pub mod worker;
