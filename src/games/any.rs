//! The enum over the games that the command line and the tests hold: a session, an
//! action and a stored record of any game, named at run time (a save of any game, read
//! by `replay`). The app holds none: it is generic over its one game (`ui::mount`).
//!
//! Which games these enums carry is chosen by cargo features, one per game (`games`, on
//! by default, is all five). Everything else (the games' own modules, [`GameId`] and
//! what it says of each game) is there whatever the features.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{GameId, Registered, stored};
use crate::engine::session::{SessionError, SessionRecord};
use crate::engine::{
    Game, LoadError, Outcome, Refusal, Seat, SeatSetup, Seed, Session, ToAct, Viewer,
};

/// The enums over the games, from the registry's rows.
macro_rules! enums {
    ([] $($module:ident $Game:ident $feature:literal,)*) => {
        /// An action of any game, as the app passes it around.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        pub enum AnyAction {
            $(
                #[doc = concat!("An action of [`super::", stringify!($module), "`].")]
                #[cfg(feature = $feature)]
                $Game(super::$module::Action),
            )*
        }

        /// A stored session of any game: `{"game": key, "seats": [...], "save": {...}}`.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(tag = "game", rename_all = "lowercase")]
        pub enum AnyRecord {
            $(
                #[doc = concat!("A stored session of [`super::", stringify!($module), "`].")]
                #[cfg(feature = $feature)]
                $Game(SessionRecord<super::$module::$Game>),
            )*
        }

        /// A session of any game.
        #[derive(Clone, Debug, PartialEq)]
        pub enum AnySession {
            $(
                #[doc = concat!("A session of [`super::", stringify!($module), "`].")]
                #[cfg(feature = $feature)]
                $Game(Box<Session<super::$module::$Game>>),
            )*
        }

        /// Why the rules of a game refused an action, typed: each game's own refusal,
        /// kept as it is through the enum, so the table words it (and may point at what
        /// it concerns) without matching on the game.
        #[derive(Clone, Debug, PartialEq, Eq, Error)]
        pub enum AnyRefusal {
            $(
                #[doc = concat!("A refusal of [`super::", stringify!($module), "`].")]
                #[cfg(feature = $feature)]
                #[error(transparent)]
                $Game(Refusal<<super::$module::$Game as Game>::RuleError>),
            )*
        }

        $(
            #[cfg(feature = $feature)]
            impl From<Session<super::$module::$Game>> for AnySession {
                fn from(session: Session<super::$module::$Game>) -> Self {
                    AnySession::$Game(Box::new(session))
                }
            }

            #[cfg(feature = $feature)]
            impl From<SessionRecord<super::$module::$Game>> for AnyRecord {
                fn from(record: SessionRecord<super::$module::$Game>) -> Self {
                    AnyRecord::$Game(record)
                }
            }

            #[cfg(feature = $feature)]
            impl From<super::$module::Action> for AnyAction {
                fn from(action: super::$module::Action) -> Self {
                    AnyAction::$Game(action)
                }
            }

            #[cfg(feature = $feature)]
            impl TryFrom<AnyAction> for super::$module::Action {
                type Error = ActError;

                fn try_from(action: AnyAction) -> Result<Self, ActError> {
                    #[allow(unreachable_patterns)]
                    match action {
                        AnyAction::$Game(action) => Ok(action),
                        _ => Err(ActError::WrongGame),
                    }
                }
            }

            #[cfg(feature = $feature)]
            impl From<Refusal<<super::$module::$Game as Game>::RuleError>> for AnyRefusal {
                fn from(refusal: Refusal<<super::$module::$Game as Game>::RuleError>) -> Self {
                    AnyRefusal::$Game(refusal)
                }
            }

            #[cfg(feature = $feature)]
            impl OwnRefusal for super::$module::$Game {
                fn own(refusal: &AnyRefusal) -> Option<&<super::$module::$Game as Game>::RuleError> {
                    #[allow(unreachable_patterns)]
                    match refusal {
                        AnyRefusal::$Game(Refusal::Rule(error)) => Some(error),
                        _ => None,
                    }
                }
            }
        )*
    };
}
registry!(enums);

/// A game's own refusals inside the enum over the games.
pub trait OwnRefusal: Game {
    /// The rule `refusal` cites, when it is this game's refusal of a rule (not a turn
    /// out of order, nor a game over).
    fn own(refusal: &AnyRefusal) -> Option<&Self::RuleError>;
}

/// Why an action could not be taken.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ActError {
    /// The action belongs to another game.
    #[error("that move belongs to another game")]
    WrongGame,
    /// The seat is played by the computer: a person cannot move for it.
    #[error("that seat is played by the computer")]
    ComputerSeat,
    /// The rules refused it; the reason is for the player.
    #[error(transparent)]
    Refused(#[from] AnyRefusal),
}

/// Why a new game could not be started.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum StartError {
    /// The seats or options do not make a game.
    #[error(transparent)]
    Session(#[from] SessionError),
    /// This build does not carry the game (a page built for another game).
    #[error("{0} is not part of this page: open it from the list of games")]
    NotBuilt(&'static str),
}

/// The macro `each_session!`, from the registry's rows (`$d` is `$`, for its own
/// variables).
macro_rules! session_dispatch {
    ([$d:tt] $($module:ident $Game:ident $feature:literal,)*) => {
        /// Runs `$body` with `$s` bound to the typed session inside `$session` (a
        /// `&Box<Session<G>>` or `&mut Box<Session<G>>`): the one place a session of any
        /// game becomes a session of its game.
        macro_rules! each_session {
            ($d session:expr, $d s:ident => $d body:expr) => {
                match $d session {
                    $(
                        #[cfg(feature = $feature)]
                        AnySession::$Game($d s) => $d body,
                    )*
                }
            };
        }
    };
}
registry!(session_dispatch; $);

fn takes_back<G: Game>(_: &Session<G>) -> bool {
    G::UNDO
}

fn game_of<G: Registered>(_: &Session<G>) -> GameId {
    G::ID
}

impl AnySession {
    /// A new game of `game` for `seats`, dealt from `seed`; the options follow from the
    /// seats (their number), with every other choice at its default.
    pub fn new(game: GameId, seats: Vec<SeatSetup>, seed: Seed) -> Result<Self, StartError> {
        each_game!(game, G => Ok(super::new_session::<G>(seats, seed)?.into()),
            else Err(StartError::NotBuilt(game.info().name)))
    }

    /// Loads a stored session (see [`stored::from_json`]), of whichever game it names.
    pub fn from_json(json: &str) -> Result<Self, LoadError> {
        let summary = super::summary::SavedSummary::read(json)?;
        each_game!(summary.game, G => Ok(stored::from_json::<G>(json)?.into()),
            else Err(LoadError::UnknownGame(summary.game.key().into())))
    }

    /// The stored form, as JSON (see [`stored::to_json`]).
    pub fn to_json(&self) -> String {
        each_session!(self, s => stored::to_json(s.as_ref()))
    }

    /// Which game this is.
    pub fn game_id(&self) -> GameId {
        each_session!(self, s => game_of(s))
    }

    /// The seed of the deal.
    pub fn seed(&self) -> Seed {
        each_session!(self, s => s.save().seed)
    }

    /// The options, as JSON (for comparing a share link with a saved game).
    pub fn options_json(&self) -> String {
        each_session!(self, s => serde_json::to_string(&s.save().options).unwrap_or_default())
    }

    /// The seats in turn order.
    pub fn seats(&self) -> &[SeatSetup] {
        each_session!(self, s => s.seats())
    }

    /// How many actions have been taken.
    pub fn steps(&self) -> usize {
        each_session!(self, s => s.save().steps.len())
    }

    /// Who must act now.
    pub fn to_act(&self) -> ToAct {
        each_session!(self, s => s.game().to_act())
    }

    /// The end of the game, once over.
    pub fn outcome(&self) -> Option<Outcome> {
        each_session!(self, s => s.game().outcome())
    }

    /// True when the game, as set up, hides cards from some seats (so seats need a pass
    /// screen): see `Session::hidden_information`.
    pub fn hidden_information(&self) -> bool {
        each_session!(self, s => s.hidden_information())
    }

    /// True when the seats to act may act in any order (Speed Cahoots): see
    /// `Game::open_order`.
    pub fn open_order(&self) -> bool {
        each_session!(self, s => s.game().open_order())
    }

    /// True when a computer plays `seat`.
    pub fn is_computer(&self, seat: Seat) -> bool {
        each_session!(self, s => s.is_computer(seat))
    }

    /// True when the deal number may be shown and shared. It decides every hidden card,
    /// so it stays off screen while one person at the table could use it to see
    /// another's hand.
    pub fn deal_is_public(&self) -> bool {
        each_session!(self, s => s.deal_is_public())
    }

    /// The seats played by people.
    pub fn humans(&self) -> Vec<Seat> {
        each_session!(self, s => s.humans())
    }

    /// The log as `viewer` may read it, oldest first, as (seat, sentence); no seat for
    /// what is about the whole table (`Game::about_the_table`).
    pub fn log_lines(&self, viewer: Viewer) -> Vec<(Option<Seat>, String)> {
        each_session!(self, s => s.log_lines(viewer))
    }

    /// Takes `action` for `seat`.
    pub fn act(&mut self, seat: Seat, action: AnyAction) -> Result<(), ActError> {
        each_session!(self, s => {
            let action = action.try_into()?;
            s.act(seat, action)
                .map(|_| ())
                .map_err(|e| ActError::Refused(e.into()))
        })
    }

    /// The computer seat to act, if any.
    pub fn computer_to_act(&self) -> Option<Seat> {
        each_session!(self, s => s.computer_to_act())
    }

    /// What the computer seat to act would do (decided from its view alone), if one is
    /// to act. Heavy: callers run it outside the reducer.
    pub fn computer_choice(&self) -> Option<(Seat, AnyAction)> {
        each_session!(self, s => s.computer_choice().map(|(seat, a)| (seat, a.into())))
    }

    /// How many moves `seat` has now when a person plays it.
    pub fn legal_count(&self, seat: Seat) -> usize {
        each_session!(self, s => s.legal_for_person(seat).len())
    }

    /// The one move a person in `seat` can make now, if they have exactly one.
    pub fn only_action(&self, seat: Seat) -> Option<AnyAction> {
        each_session!(self, s => s.only_action(seat).map(Into::into))
    }

    /// Lets the computer seat to act move; returns it, or `None` if no computer is to act.
    pub fn computer_step(&mut self) -> Option<Seat> {
        each_session!(self, s => s.computer_step())
    }

    /// True when the game lets a player take a move back at all.
    pub fn undo_allowed(&self) -> bool {
        each_session!(self, s => takes_back(s))
    }

    /// True when a move can be taken back.
    pub fn can_undo(&self) -> bool {
        each_session!(self, s => s.can_undo())
    }

    /// Takes back the last move by a person (and computer moves after it).
    pub fn undo(&mut self) -> bool {
        each_session!(self, s => s.undo())
    }
}
