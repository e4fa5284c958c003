//! The registry: every game Fourfold plays, one row each, in the list of games' order.
//!
//! A row is `module Type "feature"`: the game's folders (`src/games/<module>/`,
//! `src/ui/<module>/`), the type that plays it (its `Game` and [`super::Listed`]), and the
//! cargo feature that puts it in a build, which is also its key in saves and links. The
//! comment above a row is the game's name as players read it (`.ci/tools/places.py`
//! reads it to find where a game is named outside its own places).
//!
//! Everything that must name each game is made from these rows: the games' modules,
//! [`super::GameId`] and each game's [`super::Registered`], the enums over the games and
//! the conversions into them (`any.rs`), `each_game!` and `each_session!`, and the UI's
//! modules (`ui/mod.rs`). A game missing from a row is missing from all of them at once.

/// Calls the macro `$then` with the rows: `$then! { [args] module Type "feature", ... }`.
macro_rules! registry {
    ($then:ident $(; $($args:tt)*)?) => {
        $then! { [$($($args)*)?]
            // Letter Lines
            letters Letters "letters",
            // Major Woody's Wild Foursomes
            woody Woody "woody",
            // Quad*doku
            quaddoku Quaddoku "quaddoku",
            // Cahoots
            cahoots Cahoots "cahoots",
            // Foursquare
            foursquare Foursquare "foursquare",
        }
    };
}
pub(crate) use registry;
