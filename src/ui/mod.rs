//! The Yew app: the shell, the root reducer, the screens, the pass-and-play curtain, and
//! one module per game that draws its board in SVG from a pure render model.
//!
//! Everything that touches the browser (storage, the address bar, the clipboard,
//! randomness for new deals) is in `app.rs` effects, `browser.rs` and `storage.rs`; the
//! reducer (`state/`), the start-up logic (`boot.rs`), links (`url.rs`), the curtain
//! (`pass.rs`) and the render models are pure and tested natively.

pub mod app;
pub mod boards;
pub mod boot;
pub mod browser;
pub mod bundle;
pub mod choice;
pub mod chrome;
pub mod class;
#[cfg(feature = "crash-test")]
pub mod crash_test;
pub mod embed;
pub mod form_keys;
pub mod front;
pub mod home;
pub mod keys;
pub mod log;
pub mod offline;
pub mod pacing;
pub mod pass;
pub mod play;
#[cfg(feature = "remote")]
pub mod remote;
pub mod rules;
pub mod setup;
pub mod share;
pub mod shell;
pub mod speech;
pub mod state;
pub mod storage;
pub mod svg_num;
pub mod table;
pub mod thinker;
pub mod url;
pub mod words;

/// Each game's UI, its folder `ui/<module>/` (from the registry's rows: see
/// `games::registry`).
macro_rules! game_modules {
    ([] $($module:ident $Game:ident $feature:literal,)*) => {
        $(pub mod $module;)*
    };
}
crate::games::registry!(game_modules);

pub use app::App;

/// Mounts the app of a game of `G` on the page (in [`browser::app_root`]): a game's bundle
/// is this, for its game (`ui::mount::<Woody>()`). The loader's start-up screen
/// (`#splash`: the table being laid, or the game's name) stays until the app draws its
/// first screen.
///
/// The app is made in a task after the one that started the bundle: that task finishes
/// compiling it, and the app's first render runs code the browser compiles as it is
/// first called, so the two together held a phone up for over 100 ms at 4x CPU throttle.
pub fn mount<G: table::TableGame>() {
    gloo::timers::callback::Timeout::new(0, || {
        yew::Renderer::<App<G>>::with_root(browser::app_root()).render();
    })
    .forget();
}
