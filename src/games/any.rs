//! The enum over the games that the app and the command line hold: a session, an action
//! and a stored record of any game.
//!
//! Which games these enums carry is chosen by cargo features, one per game (`letters`,
//! `woody`, `quaddoku`, `cahoots`, `foursquare`; `games`, on by default, is all five).
//! The web app is built once per game with that game's feature alone (see
//! `ui::bundle`), so a link to a game downloads that game's rules and board and no
//! other's. Everything else (the games' own modules, [`GameId`] and what it says of each
//! game) is there whatever the features.

// A build for no game: say which features make one (the registry's `feature`s).
macro_rules! at_least_one_game {
    ([] $($module:ident $Game:ident $feature:literal,)*) => {
        #[cfg(not(any($(feature = $feature),*)))]
        compile_error!(
            "Fourfold's enum over the games needs at least one: build with `--features games` (every game) or one game's feature."
        );
    };
}
registry!(at_least_one_game);

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{Choices, Chosen, GameId, Listed, summary};
use crate::engine::session::WithBots;
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
#[cfg(feature = "ui")]
pub(crate) use each_session;

/// Every person but the one whose turn it is lets a reaction window's card go.
fn let_go_all<G: Game + WithBots>(s: &mut Session<G>) {
    if let (ToAct::Responders(seats), Some(action)) = (s.game().to_act(), s.game().let_go()) {
        for seat in seats.into_iter().skip(1) {
            if !s.is_computer(seat) {
                // Every responder but the mover may let the card go: never refused.
                let _ = s.act(seat, action.clone());
            }
        }
    }
}

/// The clock ran out: the game's time-up action, from whichever seat may still act.
fn time_up_of<G: Game + WithBots>(s: &mut Session<G>) -> bool {
    let (Some(seat), Some(action)) = (
        s.game().to_act().seats().first().copied(),
        s.game().time_up(),
    ) else {
        return false;
    };
    s.act(seat, action).is_ok()
}

fn takes_back<G: Game>(_: &Session<G>) -> bool {
    G::UNDO
}

fn game_of<G: Game>(_: &Session<G>) -> GameId {
    GameId::from_key(G::KEY).expect("every game has a GameId")
}

impl AnySession {
    /// A new game of `game` for `seats`, dealt from `seed`; the options follow from the
    /// seats (their number), with every other choice at its default.
    pub fn new(game: GameId, seats: Vec<SeatSetup>, seed: Seed) -> Result<Self, StartError> {
        Self::new_with(game, seats, seed, &Choices::default())
    }

    /// As [`AnySession::new`], with the setup's other `choices`.
    pub fn new_with(
        game: GameId,
        seats: Vec<SeatSetup>,
        seed: Seed,
        choices: &Choices,
    ) -> Result<Self, StartError> {
        fn start<G: Listed + Chosen + WithBots>(
            seats: Vec<SeatSetup>,
            seed: Seed,
            choices: &Choices,
        ) -> Result<Session<G>, SessionError> {
            let players = u8::try_from(seats.len()).unwrap_or(u8::MAX);
            Session::new(seats, G::options_for(players, G::chosen(choices)), seed)
        }
        each_game!(game, G => Ok(start::<G>(seats, seed, choices)?.into()),
            else Err(StartError::NotBuilt(game.info().name)))
    }

    /// Loads a stored session: checks the format version and the game first, so an old,
    /// newer or foreign save gets a clear message, then replays every step.
    pub fn from_json(json: &str) -> Result<Self, LoadError> {
        let summary = summary::SavedSummary::read(json)?;
        if !summary.game.is_built() {
            return Err(LoadError::UnknownGame(summary.game.key().into()));
        }
        // Straight into the game's own record (its "game" key is read above and skipped
        // here): going through the tagged `AnyRecord` would buffer the whole save and
        // build a second copy of every type's reader in the bundle.
        fn record<G: Game>(json: &str) -> Result<SessionRecord<G>, LoadError> {
            serde_json::from_str(json).map_err(|e| LoadError::Corrupt(e.to_string()))
        }
        each_game!(summary.game, G => Ok(Session::from_record(record::<G>(json)?)?.into()),
            else Err(LoadError::UnknownGame(summary.game.key().into())))
    }

    /// The stored form, as JSON, marked `"over"` once the game has ended (for the list of
    /// games, which reads it without replaying: see [`summary::SavedSummary`]).
    pub fn to_json(&self) -> String {
        #[derive(Serialize)]
        struct Stored {
            #[serde(flatten)]
            record: AnyRecord,
            over: bool,
        }
        let stored = Stored {
            record: each_session!(self, s => s.record().into()),
            over: self.outcome().is_some(),
        };
        serde_json::to_string(&stored).expect("a session always serialises")
    }

    /// The setup's choices beyond the seats, to start the same kind of game again.
    pub fn choices(&self) -> Choices {
        fn of<G: Chosen + WithBots>(s: &Session<G>) -> Choices {
            let mut choices = Choices::default();
            *G::chosen_mut(&mut choices) = s.save().options.clone();
            choices
        }
        each_session!(self, s => of(s))
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
    /// screen): see `Game::hides_from_table`.
    pub fn hidden_information(&self) -> bool {
        each_session!(self, s => s.game().hides_from_table()) && self.seats().len() > 1
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
        !self.hidden_information() && each_session!(self, s => s.game().deal_may_be_shown())
    }

    /// The seats played by people.
    pub fn humans(&self) -> Vec<Seat> {
        each_session!(self, s => s.humans())
    }

    /// The log as `viewer` may read it, oldest first, as (seat, sentence); no seat for
    /// what is about the whole table (`Game::about_the_table`).
    pub fn log_lines(&self, viewer: Viewer) -> Vec<(Option<Seat>, String)> {
        fn lines<G: Game + WithBots>(
            s: &Session<G>,
            viewer: Viewer,
        ) -> Vec<(Option<Seat>, String)> {
            s.log_for(viewer)
                .into_iter()
                .map(|(seat, e)| ((!G::about_the_table(&e)).then_some(seat), e.to_string()))
                .collect()
        }
        each_session!(self, s => lines(s, viewer))
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
        each_session!(self, s => {
            let mut legal = s.legal_for_person(seat);
            (legal.len() == 1).then(|| legal.remove(0).into())
        })
    }

    /// In a reaction window, every person but the one whose turn it is lets the card go
    /// (computers answer for themselves).
    pub fn let_window_pass(&mut self) {
        each_session!(self, s => let_go_all(s))
    }

    /// Speed Cahoots' clock ran out: the game is lost, reported from whichever seat may
    /// still act (a person's or a computer's). False when there is no such game on.
    pub fn time_up(&mut self) -> bool {
        each_session!(self, s => time_up_of(s))
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
