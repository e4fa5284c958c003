//! The games, and the enum over them that the app and the command line hold.
//!
//! Each game lives in its own folder with the same files: `mod.rs` (rules summary,
//! rulings, options, and the `Game` impl), `rules.rs`, `view.rs`, `data.rs`, `bot.rs`.
//! Adding a game means a variant in [`GameId`], a cargo feature, a variant in
//! [`AnySession`], [`AnyAction`] and [`AnyRecord`], one arm
//! in the dispatch macros of `any.rs` and in [`each_game`], and its UI's `TableGame`
//! impl (`ui::table`).

mod any;

/// Runs `$body` with the type `$G` the game `$game` (a [`GameId`]) is played by: the one
/// place a game's name becomes its type.
///
/// - `each_game!(game, G => body, else other)`: for the games this build carries (see
///   `any.rs`); `other` for a game it does not carry.
/// - `each_game!(every game, G => body)`: for every game, whatever the build carries
///   (for what is known of a game that is not on the page, such as its link settings).
// Only the app dispatches by a game's name: a build without it has no use for this.
#[cfg_attr(not(feature = "ui"), allow(unused_macros))]
macro_rules! each_game {
    (every $game:expr, $G:ident => $body:expr) => {
        match $game {
            $crate::games::GameId::Foursquare => {
                type $G = $crate::games::foursquare::Foursquare;
                $body
            }
            $crate::games::GameId::Letters => {
                type $G = $crate::games::letters::Letters;
                $body
            }
            $crate::games::GameId::Woody => {
                type $G = $crate::games::woody::Woody;
                $body
            }
            $crate::games::GameId::Quaddoku => {
                type $G = $crate::games::quaddoku::Quaddoku;
                $body
            }
            $crate::games::GameId::Cahoots => {
                type $G = $crate::games::cahoots::Cahoots;
                $body
            }
        }
    };
    ($game:expr, $G:ident => $body:expr, else $other:expr) => {
        match $game {
            #[cfg(feature = "foursquare")]
            $crate::games::GameId::Foursquare => {
                type $G = $crate::games::foursquare::Foursquare;
                $body
            }
            #[cfg(feature = "letters")]
            $crate::games::GameId::Letters => {
                type $G = $crate::games::letters::Letters;
                $body
            }
            #[cfg(feature = "woody")]
            $crate::games::GameId::Woody => {
                type $G = $crate::games::woody::Woody;
                $body
            }
            #[cfg(feature = "quaddoku")]
            $crate::games::GameId::Quaddoku => {
                type $G = $crate::games::quaddoku::Quaddoku;
                $body
            }
            #[cfg(feature = "cahoots")]
            $crate::games::GameId::Cahoots => {
                type $G = $crate::games::cahoots::Cahoots;
                $body
            }
            // Arm by arm, not a catch-all: a game left out of this list fails to compile.
            #[cfg(not(feature = "foursquare"))]
            $crate::games::GameId::Foursquare => $other,
            #[cfg(not(feature = "letters"))]
            $crate::games::GameId::Letters => $other,
            #[cfg(not(feature = "woody"))]
            $crate::games::GameId::Woody => $other,
            #[cfg(not(feature = "quaddoku"))]
            $crate::games::GameId::Quaddoku => $other,
            #[cfg(not(feature = "cahoots"))]
            $crate::games::GameId::Cahoots => $other,
        }
    };
}
#[cfg(feature = "ui")]
pub(crate) use each_game;
pub mod cahoots;
pub mod foursquare;
pub mod letters;
pub mod quaddoku;
pub mod summary;
pub mod woody;

use serde::{Deserialize, Serialize};

use crate::engine::{Game, Seat};
#[cfg(feature = "ui")]
pub(crate) use any::each_session;
pub use any::{ActError, AnyAction, AnyRecord, AnyRefusal, AnySession, OwnRefusal, StartError};
use cahoots::Cahoots;
use foursquare::Foursquare;
use letters::Letters;
use quaddoku::Quaddoku;
use woody::Woody;

/// Which game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameId {
    /// Foursquare, the solitaire.
    Foursquare,
    /// Letter Lines, the alphabet sequence game.
    Letters,
    /// Major Woody's Wild Foursomes.
    Woody,
    /// Quad*doku, the four-letter word game.
    Quaddoku,
    /// Cahoots, the cooperative card game.
    Cahoots,
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
    /// Every game, in the home screen's order.
    pub const ALL: [GameId; 5] = [
        GameId::Letters,
        GameId::Woody,
        GameId::Quaddoku,
        GameId::Cahoots,
        GameId::Foursquare,
    ];

    /// True when this build can play the game (its cargo feature is on: see
    /// [`AnySession`]). The front page lists every game whatever the build.
    pub fn is_built(self) -> bool {
        match self {
            GameId::Foursquare => cfg!(feature = "foursquare"),
            GameId::Letters => cfg!(feature = "letters"),
            GameId::Woody => cfg!(feature = "woody"),
            GameId::Quaddoku => cfg!(feature = "quaddoku"),
            GameId::Cahoots => cfg!(feature = "cahoots"),
        }
    }

    /// The games this build can play, in the home screen's order.
    pub fn built() -> impl Iterator<Item = GameId> {
        GameId::ALL.into_iter().filter(|g| g.is_built())
    }

    /// The key in saves and URLs.
    pub fn key(self) -> &'static str {
        match self {
            GameId::Foursquare => Foursquare::KEY,
            GameId::Letters => Letters::KEY,
            GameId::Woody => Woody::KEY,
            GameId::Quaddoku => Quaddoku::KEY,
            GameId::Cahoots => Cahoots::KEY,
        }
    }

    /// The game for a key, if there is one.
    pub fn from_key(key: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.key() == key)
    }

    /// True when a deal of this game may be chosen by its number (see
    /// `Game::CHOSEN_DEALS`): Quad*doku, Foursquare and Cahoots, not Major Woody or
    /// Letter Lines, whose hands are hidden from rivals.
    pub fn chosen_deals(self) -> bool {
        match self {
            GameId::Foursquare => Foursquare::CHOSEN_DEALS,
            GameId::Letters => Letters::CHOSEN_DEALS,
            GameId::Woody => Woody::CHOSEN_DEALS,
            GameId::Quaddoku => Quaddoku::CHOSEN_DEALS,
            GameId::Cahoots => Cahoots::CHOSEN_DEALS,
        }
    }

    /// The keys of every game, for messages that list the allowed values.
    pub fn keys() -> Vec<&'static str> {
        GameId::ALL.into_iter().map(GameId::key).collect()
    }

    /// What a seat plays for, when the game has sides: "red circle chips" (each game's
    /// own `seat_side`).
    pub fn seat_side(self, seats: usize, seat: Seat) -> Option<String> {
        match self {
            GameId::Foursquare | GameId::Quaddoku | GameId::Cahoots => None,
            GameId::Letters => letters::seat_side(seats, seat),
            GameId::Woody => woody::seat_side(seats, seat),
        }
    }

    /// What the home screen shows (each game's own `INFO`).
    pub fn info(self) -> GameInfo {
        match self {
            GameId::Foursquare => foursquare::INFO,
            GameId::Letters => letters::INFO,
            GameId::Woody => woody::INFO,
            GameId::Quaddoku => quaddoku::INFO,
            GameId::Cahoots => cahoots::INFO,
        }
    }
}

/// Setup choices beyond the seats and the deal: Quad*doku's goal and start; Cahoots' difficulty and variants (player counts are the seats').
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Choices {
    /// Quad*doku's options; `players` is ignored.
    pub quaddoku: quaddoku::Options,
    /// Cahoots' options; `players` is ignored.
    pub cahoots: cahoots::Options,
}

impl Choices {
    /// These choices for a game of `players`, where a choice depends on how many play
    /// (see each game's options).
    pub fn for_players(self, players: usize) -> Self {
        Choices {
            quaddoku: self.quaddoku.for_players(players),
            ..self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The registry: each game once in the list of games' order, under a key of its own
    /// that saves and links name it by, playable in a native build.
    #[test]
    fn a_game_of_several_is_played_for_points_whatever_goal_was_chosen_alone() {
        let alone = Choices {
            quaddoku: quaddoku::Options {
                goal: quaddoku::Goal::Words,
                ..Default::default()
            },
            ..Choices::default()
        };
        assert_eq!(alone.for_players(1), alone);
        assert_eq!(alone.for_players(2).quaddoku.goal, quaddoku::Goal::Points);
    }

    #[test]
    fn each_game_is_listed_once_under_its_own_key() {
        let mut keys: Vec<&str> = GameId::ALL.iter().map(|g| g.key()).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), GameId::ALL.len());
        for game in GameId::ALL {
            assert_eq!(GameId::from_key(game.key()), Some(game));
            assert_eq!(
                serde_json::to_string(&game).unwrap(),
                format!("\"{}\"", game.key()),
                "a save names {game:?} by its key"
            );
            assert!(game.is_built(), "a native build plays {game:?}");
        }
    }
}
