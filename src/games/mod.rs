//! The games, and what the app and the command line know of each: the registry's rows
//! (`registry.rs`) made into [`GameId`], the enums over the games (`any.rs`) and the
//! macros that turn a game's name into its type.
//!
//! Each game lives in its own folder with the same files: `mod.rs` (rules summary,
//! rulings, options, the `Game` impl and its [`Listed`] facts), `rules.rs`, `view.rs`,
//! `data.rs`, `bot.rs`. Adding a game is its folder, its row in the registry and its
//! cargo feature; its UI is its folder under `ui/` (see the README's "Adding a game").

#[macro_use]
mod registry;
#[allow(unused_imports)]
pub(crate) use registry::registry;

pub mod stored;
pub mod summary;

use serde::{Deserialize, Serialize};

use crate::engine::session::WithBots;
use crate::engine::{Game, Seat};

/// A game's row in the registry: which [`GameId`] it is.
pub trait Registered: Game {
    /// The game.
    const ID: GameId;
}

/// What the list of games and the setup know of a game beyond its rules: its facts
/// (name, players, pitch) and how its options follow from the setup.
pub trait Listed: Registered {
    /// What the home screen shows.
    const INFO: GameInfo;

    /// What seat `seat` of `seats` plays for, when the game has sides: "red circle
    /// chips".
    fn seat_side(_seats: usize, _seat: Seat) -> Option<String> {
        None
    }

    /// The options of a game of `players` set up with `chosen` (the setup's choices,
    /// whose player count is the seats').
    fn options_for(players: u8, chosen: &Self::Options) -> Self::Options;

    /// What `chosen` becomes when the setup changes to `players` seats, where a choice
    /// depends on how many play.
    fn chosen_for(_players: usize, chosen: Self::Options) -> Self::Options {
        chosen
    }

    /// Prints the game's own figures over `deals` seeded games on `threads` threads (the
    /// command line's `bench`, under the game's name): its random playouts per second,
    /// its computer players' duels and whatever else its rules make worth timing.
    fn bench(deals: u64, threads: usize);
}

/// A new game of `G` for `seats`, dealt from `seed`; the options follow from the seats
/// (their number), with every other choice at its default.
pub fn new_session<G: Listed + WithBots>(
    seats: Vec<crate::engine::SeatSetup>,
    seed: crate::engine::Seed,
) -> Result<crate::engine::Session<G>, crate::engine::session::SessionError> {
    let players = u8::try_from(seats.len()).unwrap_or(u8::MAX);
    crate::engine::Session::new(seats, G::options_for(players, &G::Options::default()), seed)
}

/// The games' modules, [`GameId`] and each game's [`Registered`], from the registry's rows.
macro_rules! games {
    ([] $($module:ident $Game:ident $feature:literal,)*) => {
        $(pub mod $module;)*

        /// Which game.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(rename_all = "lowercase")]
        pub enum GameId {
            $(
                #[doc = concat!("[`", stringify!($module), "::", stringify!($Game), "`]")]
                $Game,
            )*
        }

        const COUNT: usize = [$($feature),*].len();

        $(
            const _: () = assert!(
                same(<$module::$Game as Game>::KEY, $feature),
                concat!("a game's key is its feature in the registry: ", $feature)
            );
        )*

        impl GameId {
            /// Every game, in the home screen's order.
            pub const ALL: [GameId; COUNT] = [$(GameId::$Game),*];

            /// True when this build can play the game (its cargo feature is on: see
            /// [`AnySession`]). The front page lists every game whatever the build.
            pub fn is_built(self) -> bool {
                match self {
                    $(GameId::$Game => cfg!(feature = $feature),)*
                }
            }
        }

        $(
            impl Registered for $module::$Game {
                const ID: GameId = GameId::$Game;
            }
        )*
    };
}
registry!(games);

/// True when `a` and `b` are the same text (`==` on `str` is not yet a `const fn`).
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The macros `each_game!`, from the registry's rows (`$d` is `$`, for the macros' own
/// variables).
macro_rules! dispatch {
    ([$d:tt] $($module:ident $Game:ident $feature:literal,)*) => {
        /// Runs `$body` with the type `$G` the game `$game` (a [`GameId`]) is played by:
        /// the one place a game's name becomes its type.
        ///
        /// - `each_game!(game, G => body, else other)`: for the games this build
        ///   carries (see `any.rs`); `other` for a game it does not carry.
        /// - `each_game!(every game, G => body)`: for every game, whatever the build
        ///   carries (for what is known of a game that is not on the page, such as its
        ///   link settings).
        #[allow(unused_macros)]
        macro_rules! each_game {
            (every $d game:expr, $d G:ident => $d body:expr) => {
                match $d game {
                    $(
                        $crate::games::GameId::$Game => {
                            type $d G = $crate::games::$module::$Game;
                            $d body
                        }
                    )*
                }
            };
            ($d game:expr, $d G:ident => $d body:expr, else $d other:expr) => {
                match $d game {
                    $(
                        #[cfg(feature = $feature)]
                        $crate::games::GameId::$Game => {
                            type $d G = $crate::games::$module::$Game;
                            $d body
                        }
                        // Arm by arm, not a catch-all: every game has its two arms.
                        #[cfg(not(feature = $feature))]
                        $crate::games::GameId::$Game => $d other,
                    )*
                }
            };
        }
    };
}
registry!(dispatch; $);

/// The enums over the games (`any.rs`), in a build that carries at least one game; a
/// build of none is the QR code reader's alone (`reader`).
macro_rules! any_games {
    ([] $($module:ident $Game:ident $feature:literal,)*) => {
        // After the macros above, which it uses.
        #[cfg(any($(feature = $feature),*))]
        mod any;
        #[cfg(any($(feature = $feature),*))]
        pub use any::{
            ActError, AnyAction, AnyRecord, AnyRefusal, AnySession, OwnRefusal, StartError,
        };
        #[cfg(not(any(feature = "reader", $(feature = $feature),*)))]
        compile_error!(
            "Fourfold's enum over the games needs at least one: build with `--features games` (every game) or one game's feature."
        );
    };
}
registry!(any_games);
#[allow(unused_imports)]
pub(crate) use each_game;

/// A function generic over a game, run for a game named at run time
/// ([`GameId::run`]): how code outside the crate (the command line, tests) goes from a
/// [`GameId`] to its type without naming each game.
pub trait ForGame {
    /// What it returns.
    type Out;
    /// Runs it for the game `G`.
    fn run<G: Listed + WithBots>(self) -> Self::Out;
}

/// What the home screen says about a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// The name.
    pub name: &'static str,
    /// One line to make you want to play.
    pub pitch: &'static str,
    /// Player count, in words.
    pub players: &'static str,
    /// Typical length, in words.
    pub time: &'static str,
    /// The numbers of seats it can be played with, fewest first.
    pub seat_counts: &'static [usize],
    /// A warning for the home screen ("17+"), if the game carries one.
    pub age: Option<&'static str>,
    /// How a seat count reads in the setup where it is more than a number of players
    /// ("4 players: two teams of two").
    pub count_words: &'static [(usize, &'static str)],
    /// Whether its computer players come in levels (easy, normal, strong): true where
    /// they are opponents to beat, false for team-mates and a solo game.
    pub levels: bool,
    /// The oldest save format its saves replay from (the game's `Game::SAVES_SINCE`).
    pub saves_since: u32,
}

impl GameId {
    /// The games this build can play, in the home screen's order.
    pub fn built() -> impl Iterator<Item = GameId> {
        GameId::ALL.into_iter().filter(|g| g.is_built())
    }

    /// The key in saves and URLs.
    pub fn key(self) -> &'static str {
        each_game!(every self, G => G::KEY)
    }

    /// Runs `f` for this game's type.
    pub fn run<F: ForGame>(self, f: F) -> F::Out {
        each_game!(every self, G => f.run::<G>())
    }

    /// The game for a key, if there is one.
    pub fn from_key(key: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.key() == key)
    }

    /// True when a deal of this game may be chosen by its number (see
    /// `Game::CHOSEN_DEALS`): not where hands are hidden from rivals.
    pub fn chosen_deals(self) -> bool {
        each_game!(every self, G => G::CHOSEN_DEALS)
    }

    /// The keys of every game, for messages that list the allowed values.
    pub fn keys() -> Vec<&'static str> {
        GameId::ALL.into_iter().map(GameId::key).collect()
    }

    /// What a seat plays for, when the game has sides: "red circle chips" (each game's
    /// own [`Listed::seat_side`]).
    pub fn seat_side(self, seats: usize, seat: Seat) -> Option<String> {
        each_game!(every self, G => G::seat_side(seats, seat))
    }

    /// What the home screen shows (each game's own [`Listed::INFO`]).
    pub fn info(self) -> GameInfo {
        each_game!(every self, G => G::INFO)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_of_several_is_played_for_points_whatever_goal_was_chosen_alone() {
        use quaddoku::Quaddoku;
        let alone = quaddoku::Options {
            goal: quaddoku::Goal::Words,
            ..Default::default()
        };
        assert_eq!(Quaddoku::chosen_for(1, alone), alone);
        assert_eq!(Quaddoku::chosen_for(2, alone).goal, quaddoku::Goal::Points);
    }

    struct IsItself(GameId);

    impl ForGame for IsItself {
        type Out = ();
        fn run<G: Listed + WithBots>(self) {
            assert_eq!(G::ID, self.0);
            assert_eq!(G::KEY, self.0.key());
        }
    }

    /// The registry: each game once in the list of games' order, under a key of its own
    /// that saves and links name it by, playable in a native build.
    #[test]
    fn each_game_is_listed_once_under_its_own_key() {
        let mut keys: Vec<&str> = GameId::ALL.iter().map(|g| g.key()).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), GameId::ALL.len());
        for game in GameId::ALL {
            // The loader, the computer players' worker, the headers and the byte gate
            // find bundles and sheets by `fourfold-[a-z]+`; and these names are taken.
            let key = game.key();
            assert!(
                !key.is_empty() && key.bytes().all(|b| b.is_ascii_lowercase()),
                "{key:?}: a game's key is lowercase ASCII letters only"
            );
            let taken = [
                "home", "remote", "crash", "list", "table", "thinker", "style", "boards", "games",
                "icons", "ui", "worker", "default",
            ];
            assert!(
                !taken.contains(&key),
                "{key:?} is a name the build already uses"
            );
            assert_eq!(GameId::from_key(game.key()), Some(game));
            assert_eq!(
                serde_json::to_string(&game).unwrap(),
                format!("\"{}\"", game.key()),
                "a save names {game:?} by its key"
            );
            assert!(game.is_built(), "a native build plays {game:?}");
            game.run(IsItself(game));
        }
    }
}
