//! A trap on purpose, for the end-to-end test of what a player sees when the app crashes
//! (`tests/e2e/crash.spec.mjs`). Only a build with the cargo feature `crash-test` has it:
//! `.ci/release crash-site` builds one game's bundle so for the test, and no shipped
//! bundle is built with it (the test checks that the shipped one lacks its key).

/// The tab's storage key naming the move that traps: the move that would bring the game
/// to that many moves made.
const TRAP_AT: &str = "fourfold.test.trap-at";

/// Panics, in the middle of the reducer's change (the move applied, nothing saved), when
/// the game has just reached the number of moves the tab's storage names. A release
/// bundle aborts at once on a panic, so the wasm traps as it would on a bug.
pub fn trap_at(steps: usize) {
    let at = web_sys::window()
        .and_then(|window| window.session_storage().ok().flatten())
        .and_then(|storage| storage.get_item(TRAP_AT).ok().flatten());
    if at.and_then(|at| at.parse::<usize>().ok()) == Some(steps) {
        panic!("the crash test's trap, at move {steps}");
    }
}
