//! The games, and the enum over them that the app and the command line hold.
//!
//! Each game lives in its own folder with the same files: `mod.rs` (rules summary,
//! rulings, options, and the `Game` impl), `rules.rs`, `view.rs`, `data.rs`, `bot.rs`.
//! Adding a game means a variant in [`GameId`], [`AnySession`], [`AnyAction`] and
//! [`AnyRecord`], and one arm in the `each_session!` dispatch.

pub mod cahoots;
pub mod foursquare;
pub mod letters;
pub mod quaddoku;
pub mod summary;
pub mod thinking;
pub mod woody;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::engine::session::{SessionError, SessionRecord};
use crate::engine::{Game, LoadError, Outcome, Seat, SeatSetup, Seed, Session, ToAct, Viewer};
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
}

impl GameId {
    /// Every game that is built, in the home screen's order.
    pub const ALL: [GameId; 5] = [
        GameId::Letters,
        GameId::Woody,
        GameId::Quaddoku,
        GameId::Cahoots,
        GameId::Foursquare,
    ];

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

    /// The keys of every game, for messages that list the allowed values.
    pub fn keys() -> Vec<&'static str> {
        GameId::ALL.into_iter().map(GameId::key).collect()
    }

    /// What a seat plays for, when the game has sides: "red circle chips".
    pub fn seat_side(self, seats: usize, seat: Seat) -> Option<String> {
        match self {
            GameId::Foursquare | GameId::Quaddoku | GameId::Cahoots => None,
            GameId::Letters => {
                let options = letters::Options {
                    players: u8::try_from(seats).ok()?,
                };
                let team = options.team_of(seat);
                Some(if options.players == 4 {
                    format!("team of {} chips", team.chip_name())
                } else {
                    format!("{} chips", team.chip_name())
                })
            }
            GameId::Woody => {
                let options = woody::Options {
                    players: u8::try_from(seats).ok()?,
                };
                let team = options.team_of(seat);
                Some(if options.teams_of_two() {
                    format!("team of {} chips", team.chip_name())
                } else {
                    format!("{} chips", team.chip_name())
                })
            }
        }
    }

    /// What the home screen shows.
    pub fn info(self) -> GameInfo {
        match self {
            GameId::Foursquare => GameInfo {
                name: Foursquare::NAME,
                pitch: "Build a four-by-four grid of cards with every one face up, before five turn face down.",
                players: "1 player",
                time: "10 minutes",
                seat_counts: &[1],
                age: None,
            },
            GameId::Letters => GameInfo {
                name: Letters::NAME,
                pitch: "Match a letter card to a picture that starts with it; four chips in a row wins. For young readers.",
                players: "2–3 players, or 2 teams of two",
                time: "15 minutes",
                seat_counts: &[2, 3, 4],
                age: None,
            },
            GameId::Woody => GameInfo {
                name: Woody::NAME,
                pitch: "Cards named for prank-call characters: cover their spaces, steal, swap, and make three foursomes first.",
                players: "2–4 players, or 3–4 teams of two",
                time: "30 minutes",
                seat_counts: &[2, 3, 4, 6, 8],
                age: Some("17+"),
            },
            GameId::Quaddoku => GameInfo {
                name: Quaddoku::NAME,
                pitch: "Cover letters with tiles to make four-letter words round a grid; a word worth exactly 10 scores double.",
                players: "1–4 players",
                time: "20 minutes",
                seat_counts: &[1, 2, 3, 4],
                age: None,
            },
            GameId::Cahoots => GameInfo {
                name: Cahoots::NAME,
                pitch: "Play cards on four piles, matching colour or number, to meet the goal cards together, without saying what you hold.",
                players: "2–4 players, one team",
                time: "15 minutes",
                seat_counts: &[2, 3, 4],
                age: None,
            },
        }
    }
}

/// Setup choices beyond the seats and the deal: Quad*doku's goal, computer players'
/// strength and start; Cahoots' difficulty and variants (player counts are the seats').
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Choices {
    /// Quad*doku's options; `players` is ignored.
    pub quaddoku: quaddoku::Options,
    /// Cahoots' options; `players` is ignored.
    pub cahoots: cahoots::Options,
}

/// An action of any game, as the app passes it around.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum AnyAction {
    /// A Foursquare action.
    Foursquare(foursquare::Action),
    /// A Letter Lines action.
    Letters(letters::Action),
    /// A Major Woody action.
    Woody(woody::Action),
    /// A Quad*doku action.
    Quaddoku(quaddoku::Action),
    /// A Cahoots action.
    Cahoots(cahoots::Action),
}

/// A stored session of any game: `{"game": key, "seats": [...], "save": {...}}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "game", rename_all = "lowercase")]
pub enum AnyRecord {
    /// Foursquare.
    Foursquare(SessionRecord<Foursquare>),
    /// Letter Lines.
    Letters(SessionRecord<Letters>),
    /// Major Woody's Wild Foursomes.
    Woody(SessionRecord<Woody>),
    /// Quad*doku.
    Quaddoku(SessionRecord<Quaddoku>),
    /// Cahoots.
    Cahoots(SessionRecord<Cahoots>),
}

/// A session of any game.
#[derive(Clone, Debug, PartialEq)]
pub enum AnySession {
    /// Foursquare.
    Foursquare(Box<Session<Foursquare>>),
    /// Letter Lines.
    Letters(Box<Session<Letters>>),
    /// Major Woody's Wild Foursomes.
    Woody(Box<Session<Woody>>),
    /// Quad*doku.
    Quaddoku(Box<Session<Quaddoku>>),
    /// Cahoots.
    Cahoots(Box<Session<Cahoots>>),
}

impl From<Session<Foursquare>> for AnySession {
    fn from(session: Session<Foursquare>) -> Self {
        AnySession::Foursquare(Box::new(session))
    }
}

impl From<Session<Letters>> for AnySession {
    fn from(session: Session<Letters>) -> Self {
        AnySession::Letters(Box::new(session))
    }
}

impl From<Session<Quaddoku>> for AnySession {
    fn from(session: Session<Quaddoku>) -> Self {
        AnySession::Quaddoku(Box::new(session))
    }
}

impl From<Session<Cahoots>> for AnySession {
    fn from(session: Session<Cahoots>) -> Self {
        AnySession::Cahoots(Box::new(session))
    }
}

impl From<Session<Woody>> for AnySession {
    fn from(session: Session<Woody>) -> Self {
        AnySession::Woody(Box::new(session))
    }
}

/// Why an action could not be taken.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ActError {
    /// The action belongs to another game.
    #[error("that move belongs to another game")]
    WrongGame,
    /// The rules refused it; the reason is for the player.
    #[error("{0}")]
    Refused(String),
}

/// Runs `$body` with `$s` bound to the typed session inside `$session`.
macro_rules! each_session {
    ($session:expr, $s:ident => $body:expr) => {
        match $session {
            AnySession::Foursquare($s) => $body,
            AnySession::Letters($s) => $body,
            AnySession::Woody($s) => $body,
            AnySession::Quaddoku($s) => $body,
            AnySession::Cahoots($s) => $body,
        }
    };
}

impl AnySession {
    /// A new game of `game` for `seats`, dealt from `seed`; the options follow from the
    /// seats (their number), with every other choice at its default.
    pub fn new(game: GameId, seats: Vec<SeatSetup>, seed: Seed) -> Result<Self, SessionError> {
        Self::new_with(game, seats, seed, &Choices::default())
    }

    /// As [`AnySession::new`], with the setup's other `choices`.
    pub fn new_with(
        game: GameId,
        seats: Vec<SeatSetup>,
        seed: Seed,
        choices: &Choices,
    ) -> Result<Self, SessionError> {
        Ok(match game {
            GameId::Foursquare => {
                AnySession::Foursquare(Box::new(Session::new(seats, Default::default(), seed)?))
            }
            GameId::Letters => {
                let options = letters::Options {
                    players: u8::try_from(seats.len()).unwrap_or(u8::MAX),
                };
                AnySession::Letters(Box::new(Session::new(seats, options, seed)?))
            }
            GameId::Woody => {
                let options = woody::Options {
                    players: u8::try_from(seats.len()).unwrap_or(u8::MAX),
                };
                AnySession::Woody(Box::new(Session::new(seats, options, seed)?))
            }
            GameId::Quaddoku => {
                let options = quaddoku::Options {
                    players: u8::try_from(seats.len()).unwrap_or(u8::MAX),
                    ..choices.quaddoku
                };
                AnySession::Quaddoku(Box::new(Session::new(seats, options, seed)?))
            }
            GameId::Cahoots => {
                let options = cahoots::Options {
                    players: u8::try_from(seats.len()).unwrap_or(u8::MAX),
                    ..choices.cahoots
                };
                AnySession::Cahoots(Box::new(Session::new(seats, options, seed)?))
            }
        })
    }

    /// Loads a stored session: checks the format version and the game first, so an old,
    /// newer or foreign save gets a clear message, then replays every step.
    pub fn from_json(json: &str) -> Result<Self, LoadError> {
        summary::SavedSummary::read(json)?;
        let record: AnyRecord =
            serde_json::from_str(json).map_err(|e| LoadError::Corrupt(e.to_string()))?;
        Ok(match record {
            AnyRecord::Foursquare(r) => AnySession::Foursquare(Box::new(Session::from_record(r)?)),
            AnyRecord::Letters(r) => AnySession::Letters(Box::new(Session::from_record(r)?)),
            AnyRecord::Woody(r) => AnySession::Woody(Box::new(Session::from_record(r)?)),
            AnyRecord::Quaddoku(r) => AnySession::Quaddoku(Box::new(Session::from_record(r)?)),
            AnyRecord::Cahoots(r) => AnySession::Cahoots(Box::new(Session::from_record(r)?)),
        })
    }

    /// The stored form, as JSON, marked `"over"` once the game has ended (for the list of
    /// games, which reads it without replaying: see [`summary::SavedSummary`]).
    pub fn to_json(&self) -> String {
        let record = match self {
            AnySession::Foursquare(s) => AnyRecord::Foursquare(s.record()),
            AnySession::Letters(s) => AnyRecord::Letters(s.record()),
            AnySession::Woody(s) => AnyRecord::Woody(s.record()),
            AnySession::Quaddoku(s) => AnyRecord::Quaddoku(s.record()),
            AnySession::Cahoots(s) => AnyRecord::Cahoots(s.record()),
        };
        let mut value = serde_json::to_value(&record).expect("a session always serialises");
        if let Some(fields) = value.as_object_mut() {
            fields.insert("over".into(), self.outcome().is_some().into());
        }
        value.to_string()
    }

    /// The setup's choices beyond the seats, to start the same kind of game again.
    pub fn choices(&self) -> Choices {
        match self {
            AnySession::Quaddoku(s) => Choices {
                quaddoku: s.save().options,
                ..Choices::default()
            },
            AnySession::Cahoots(s) => Choices {
                cahoots: s.save().options,
                ..Choices::default()
            },
            _ => Choices::default(),
        }
    }

    /// Which game this is.
    pub fn game_id(&self) -> GameId {
        match self {
            AnySession::Foursquare(_) => GameId::Foursquare,
            AnySession::Letters(_) => GameId::Letters,
            AnySession::Woody(_) => GameId::Woody,
            AnySession::Quaddoku(_) => GameId::Quaddoku,
            AnySession::Cahoots(_) => GameId::Cahoots,
        }
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

    /// True when the game hides cards from some seats (so seats need a pass screen).
    pub fn hidden_information(&self) -> bool {
        match self {
            AnySession::Foursquare(_) => Foursquare::HIDDEN_INFORMATION && self.seats().len() > 1,
            AnySession::Letters(_) => Letters::HIDDEN_INFORMATION && self.seats().len() > 1,
            AnySession::Woody(_) => Woody::HIDDEN_INFORMATION && self.seats().len() > 1,
            AnySession::Quaddoku(_) => Quaddoku::HIDDEN_INFORMATION && self.seats().len() > 1,
            // Lil Cahoots lays every hand open; Speed Cahoots still asks who holds the
            // device, so it counts as hidden there too.
            AnySession::Cahoots(s) => {
                let o = s.save().options;
                Cahoots::HIDDEN_INFORMATION && (!o.open_hands || o.speed) && self.seats().len() > 1
            }
        }
    }

    /// True when a computer plays `seat`.
    pub fn is_computer(&self, seat: Seat) -> bool {
        each_session!(self, s => s.is_computer(seat))
    }

    /// True when the deal number may be shown and shared. It decides every hidden card,
    /// so it stays off screen while one person at the table could use it to see
    /// another's hand.
    pub fn deal_is_public(&self) -> bool {
        // Cahoots' deal also orders the deck, which even open hands do not show.
        !self.hidden_information() && !matches!(self, AnySession::Cahoots(_))
    }

    /// The seats played by people.
    pub fn humans(&self) -> Vec<Seat> {
        each_session!(self, s => s.humans())
    }

    /// The log as `viewer` may read it, oldest first, as (seat, sentence).
    pub fn log_lines(&self, viewer: Viewer) -> Vec<(Seat, String)> {
        each_session!(self, s => s.log_for(viewer).into_iter().map(|(seat, e)| (seat, e.to_string())).collect())
    }

    /// Takes `action` for `seat`.
    pub fn act(&mut self, seat: Seat, action: AnyAction) -> Result<(), ActError> {
        match (self, action) {
            (AnySession::Foursquare(s), AnyAction::Foursquare(a)) => s
                .act(seat, a)
                .map(|_| ())
                .map_err(|e| ActError::Refused(e.to_string())),
            (AnySession::Letters(s), AnyAction::Letters(a)) => s
                .act(seat, a)
                .map(|_| ())
                .map_err(|e| ActError::Refused(e.to_string())),
            (AnySession::Woody(s), AnyAction::Woody(a)) => s
                .act(seat, a)
                .map(|_| ())
                .map_err(|e| ActError::Refused(e.to_string())),
            (AnySession::Quaddoku(s), AnyAction::Quaddoku(a)) => s
                .act(seat, a)
                .map(|_| ())
                .map_err(|e| ActError::Refused(e.to_string())),
            (AnySession::Cahoots(s), AnyAction::Cahoots(a)) => s
                .act(seat, a)
                .map(|_| ())
                .map_err(|e| ActError::Refused(e.to_string())),
            _ => Err(ActError::WrongGame),
        }
    }

    /// The computer seat to act, if any.
    pub fn computer_to_act(&self) -> Option<Seat> {
        each_session!(self, s => s.computer_to_act())
    }

    /// What the computer seat to act would do (decided from its view alone), if one is
    /// to act. Heavy: callers run it outside the reducer.
    pub fn computer_choice(&self) -> Option<(Seat, AnyAction)> {
        match self {
            AnySession::Foursquare(s) => s
                .computer_choice()
                .map(|(seat, a)| (seat, AnyAction::Foursquare(a))),
            AnySession::Letters(s) => s
                .computer_choice()
                .map(|(seat, a)| (seat, AnyAction::Letters(a))),
            AnySession::Woody(s) => s
                .computer_choice()
                .map(|(seat, a)| (seat, AnyAction::Woody(a))),
            AnySession::Quaddoku(s) => s
                .computer_choice()
                .map(|(seat, a)| (seat, AnyAction::Quaddoku(a))),
            AnySession::Cahoots(s) => s
                .computer_choice()
                .map(|(seat, a)| (seat, AnyAction::Cahoots(a))),
        }
    }

    /// How many moves `seat` has now when a person plays it.
    pub fn legal_count(&self, seat: Seat) -> usize {
        each_session!(self, s => s.legal_for_person(seat).len())
    }

    /// The one move a person in `seat` can make now, if they have exactly one.
    pub fn only_action(&self, seat: Seat) -> Option<AnyAction> {
        fn only<A>(mut legal: Vec<A>) -> Option<A> {
            (legal.len() == 1).then(|| legal.remove(0))
        }
        match self {
            AnySession::Foursquare(s) => only(s.legal_for_person(seat)).map(AnyAction::Foursquare),
            AnySession::Letters(s) => only(s.legal_for_person(seat)).map(AnyAction::Letters),
            AnySession::Woody(s) => only(s.legal_for_person(seat)).map(AnyAction::Woody),
            AnySession::Quaddoku(s) => only(s.legal_for_person(seat)).map(AnyAction::Quaddoku),
            AnySession::Cahoots(s) => only(s.legal_for_person(seat)).map(AnyAction::Cahoots),
        }
    }

    /// In a reaction window, every person but the one whose turn it is lets the card go
    /// (computers answer for themselves).
    pub fn let_window_pass(&mut self) {
        if let AnySession::Woody(s) = self
            && let ToAct::Responders(seats) = s.game().to_act()
        {
            for seat in seats.into_iter().skip(1) {
                if !s.is_computer(seat) {
                    // Every responder but the mover may let the card go, so this is never
                    // refused.
                    let _ = s.act(seat, woody::Action::Decline);
                }
            }
        }
    }

    /// Speed Cahoots' clock ran out: the game is lost, reported from whichever seat may
    /// still act (a person's or a computer's). False when there is no such game on.
    pub fn time_up(&mut self) -> bool {
        let AnySession::Cahoots(s) = self else {
            return false;
        };
        let Some(seat) = s.game().to_act().seats().first().copied() else {
            return false;
        };
        s.act(seat, cahoots::Action::TimeUp).is_ok()
    }

    /// Lets the computer seat to act move; returns it, or `None` if no computer is to act.
    pub fn computer_step(&mut self) -> Option<Seat> {
        each_session!(self, s => s.computer_step())
    }

    /// True when the game lets a player take a move back at all.
    pub fn undo_allowed(&self) -> bool {
        match self {
            AnySession::Foursquare(_) => Foursquare::UNDO,
            AnySession::Letters(_) => Letters::UNDO,
            AnySession::Woody(_) => Woody::UNDO,
            AnySession::Quaddoku(_) => Quaddoku::UNDO,
            AnySession::Cahoots(_) => Cahoots::UNDO,
        }
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
