//! A game at the table: who sits where (human or computer), the save, the live state
//! and the log. Pure, so the app, the command line and the tests share it.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::bot::Bot;
use super::game::{Game, Outcome, Refusal, SetupError, ToAct, Viewer, attributed};
use super::level::Level;
use super::rng::{COMPUTER_STREAM, Seed};
use super::save::{LoadError, Save, Step};
use super::seat::Seat;

/// Who makes the decisions for a seat; in a save, its key (see [`super::keyed`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "&'static str")]
pub enum Controller {
    /// A person at the device.
    Human,
    /// A computer player.
    Computer,
}

super::keyed::saved_by_key!(Controller, key, "kind of player");

impl Controller {
    /// Both.
    pub const ALL: [Controller; 2] = [Controller::Human, Controller::Computer];

    /// Its key in saves: "Human" or "Computer".
    pub fn key(self) -> &'static str {
        match self {
            Controller::Human => "Human",
            Controller::Computer => "Computer",
        }
    }
}

/// A seat as set up: a name, who controls it and, for a computer, how well it plays.
/// As text, its name.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatSetup {
    /// The name shown at the table.
    pub name: String,
    /// Human or computer.
    pub controller: Controller,
    /// How well a computer plays this seat (kept, unused, for a person, so that a seat
    /// switched back to the computer keeps its level).
    #[serde(default = "Level::before_levels")]
    pub level: Level,
}

impl AsRef<str> for SeatSetup {
    fn as_ref(&self) -> &str {
        &self.name
    }
}

impl SeatSetup {
    /// A person called `name`.
    pub fn human(name: impl Into<String>) -> Self {
        SeatSetup {
            name: name.into(),
            controller: Controller::Human,
            level: Level::default(),
        }
    }

    /// A strong computer player called `name`.
    pub fn computer(name: impl Into<String>) -> Self {
        SeatSetup::computer_at(name, Level::Strong)
    }

    /// A computer player called `name` playing at `level`.
    pub fn computer_at(name: impl Into<String>, level: Level) -> Self {
        SeatSetup {
            name: name.into(),
            controller: Controller::Computer,
            level,
        }
    }
}

/// What a computer player is asked: see [`Session::computer_question`].
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Question<G: Game> {
    /// The seat to act.
    pub seat: Seat,
    /// The seed of the computer player's choices.
    pub seed: Seed,
    /// How well it plays.
    #[serde(default = "Level::before_levels")]
    pub level: Level,
    /// What that seat sees.
    pub view: G::View,
    /// What it may do (never empty).
    pub legal: Vec<G::Action>,
}

impl<G: WithBots> Question<G> {
    /// The computer player's answer.
    pub fn answer(&self) -> G::Action {
        G::computer_player(self.level, self.seed).choose(&self.view, &self.legal)
    }

    /// The computer player's answer, with its seat.
    pub fn reply(&self) -> (Seat, G::Action) {
        (self.seat, self.answer())
    }
}

/// A game that offers computer players.
pub trait WithBots: Game {
    /// A computer player for this game at `level`; `seed` makes its choices
    /// reproducible. A game without opponents to beat (a team-mate, a solver) may play
    /// every level alike.
    fn computer_player(level: Level, seed: Seed) -> Box<dyn Bot<Self>>;
}

/// Why a session could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SessionError {
    /// The game refused its options.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// The seats do not match the game.
    #[error("the game has {game} seats but {given} were set up")]
    SeatCount {
        /// Seats the game has.
        game: usize,
        /// Seats given.
        given: usize,
    },
}

/// What is stored of a session: the seats and the save. Everything else is replayed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct SessionRecord<G: Game> {
    /// The seats, in turn order.
    pub seats: Vec<SeatSetup>,
    /// The game so far.
    pub save: Save<G>,
}

pub use super::save::LogLine;

/// A log line with the step that set it off: see [`Session::marked_log_for`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct MarkedLine<G: Game> {
    /// The step's number (from 0) and the seat that took it; `None` at setup.
    pub step: Option<(usize, Seat)>,
    /// The seat the line is about (a draw that ends a turn is the next player's).
    pub seat: Seat,
    /// What happened, as the viewer may know it.
    pub event: G::Event,
}

impl<G: Game> MarkedLine<G> {
    /// The lines of `log` (a marked log, oldest first) that step `step` set off. A log's
    /// lines come in the order of their steps, so they are found by halving, without
    /// reading a long game's log through at every redraw.
    pub fn of_step(log: &[MarkedLine<G>], step: usize) -> &[MarkedLine<G>] {
        let number = |line: &MarkedLine<G>| line.step.map(|(n, _)| n);
        let from = log.partition_point(|line| number(line) < Some(step));
        let to = from + log[from..].partition_point(|line| number(line) == Some(step));
        &log[from..to]
    }
}

/// A game being played: seats, save, and the state and log replayed from the save.
#[derive(Clone, Debug, PartialEq)]
pub struct Session<G: Game> {
    seats: Vec<SeatSetup>,
    save: Save<G>,
    game: G,
    log: Vec<LogLine<G>>,
    /// Where each step's lines begin in `log` (see [`Save::replay_marked`]).
    starts: Vec<usize>,
}

impl<G: Game + WithBots> Session<G> {
    /// A new game for `seats` with `options`, dealt from `seed`.
    pub fn new(
        seats: Vec<SeatSetup>,
        options: G::Options,
        seed: Seed,
    ) -> Result<Self, SessionError> {
        let game = G::new(&options, seed)?;
        if game.seat_count() != seats.len() {
            return Err(SessionError::SeatCount {
                game: game.seat_count(),
                given: seats.len(),
            });
        }
        let log = game.opening_events();
        Ok(Session {
            seats,
            save: Save::new(options, seed),
            game,
            log,
            starts: Vec::new(),
        })
    }

    /// Rebuilds a session from what was stored, replaying and checking every step.
    pub fn from_record(record: SessionRecord<G>) -> Result<Self, LoadError> {
        let (game, log, starts) = record.save.replay_marked()?;
        if game.seat_count() != record.seats.len() {
            return Err(LoadError::Corrupt(format!(
                "{} seats stored for a game of {}",
                record.seats.len(),
                game.seat_count()
            )));
        }
        Ok(Session {
            seats: record.seats,
            save: record.save,
            game,
            log,
            starts,
        })
    }

    /// What to store.
    pub fn record(&self) -> SessionRecord<G> {
        SessionRecord {
            seats: self.seats.clone(),
            save: self.save.clone(),
        }
    }

    /// The live game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The save: options, seed and steps.
    pub fn save(&self) -> &Save<G> {
        &self.save
    }

    /// The seats in turn order.
    pub fn seats(&self) -> &[SeatSetup] {
        &self.seats
    }

    /// The name of `seat`.
    pub fn name(&self, seat: Seat) -> &str {
        self.seats
            .get(seat.index())
            .map_or("?", |s| s.name.as_str())
    }

    /// Every seat's name, in turn order.
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    /// Everything that has happened, oldest first, unredacted: for the engine and the
    /// board's animations of public events. What a person reads is [`Session::log_for`].
    pub fn log(&self) -> &[LogLine<G>] {
        &self.log
    }

    /// The log as `viewer` may read it, oldest first.
    pub fn log_for(&self, viewer: Viewer) -> Vec<LogLine<G>> {
        self.log
            .iter()
            .filter_map(|(seat, event)| G::redact(event, viewer).map(|e| (*seat, e)))
            .collect()
    }

    /// The log as `viewer` may read it, oldest first, each line with the step that set it
    /// off and the seat that took that step (`None`: it happened at setup).
    pub fn marked_log_for(&self, viewer: Viewer) -> Vec<MarkedLine<G>> {
        let mut step = None;
        let mut next = 0;
        let mut lines = Vec::with_capacity(self.log.len());
        for (i, (seat, event)) in self.log.iter().enumerate() {
            while self.starts.get(next).is_some_and(|s| *s <= i) {
                step = Some(next);
                next += 1;
            }
            if let Some(event) = G::redact(event, viewer) {
                lines.push(MarkedLine {
                    step: step.map(|s| (s, self.save.steps[s].seat)),
                    seat: *seat,
                    event,
                });
            }
        }
        lines
    }

    /// What `viewer` may see: what the app draws and the computer players decide from.
    pub fn view(&self, viewer: Viewer) -> G::View {
        self.game.view(viewer)
    }

    /// What `seat` may do now when a person plays it; nothing for a computer seat (its
    /// moves come from [`Session::computer_choice`]).
    pub fn legal_for_person(&self, seat: Seat) -> Vec<G::Action> {
        if self.is_computer(seat) {
            Vec::new()
        } else {
            self.game.legal_actions(seat)
        }
    }

    /// The seats played by people, in turn order.
    pub fn humans(&self) -> Vec<Seat> {
        Seat::all(self.seats.len())
            .filter(|s| self.seats[s.index()].controller == Controller::Human)
            .collect()
    }

    /// True when `seat` is a computer player.
    pub fn is_computer(&self, seat: Seat) -> bool {
        self.seats
            .get(seat.index())
            .is_some_and(|s| s.controller == Controller::Computer)
    }

    /// Hands `seat` to a computer player, or back to a person, in the middle of the game
    /// (play across devices: a computer stands in for a device that went away until it
    /// comes back). The moves made and to come are unchanged; the record keeps who plays.
    pub fn set_controller(&mut self, seat: Seat, controller: Controller) {
        if let Some(setup) = self.seats.get_mut(seat.index()) {
            setup.controller = controller;
        }
    }

    /// This session with every card `seat` cannot see re-dealt ([`Game::redeal_unseen`]),
    /// its seats, save and log kept: whatever `seat` is shown of the game as it stands
    /// must be the same in both (the conformance suite's check, applied by the tests of
    /// play across devices to what a guest's device is sent).
    pub fn with_unseen_redealt(&self, seat: Seat, rng: &mut super::GameRng) -> Self {
        let mut other = self.clone();
        other.game.redeal_unseen(seat, rng);
        other
    }

    /// Takes `action` for `seat`; on refusal nothing changes.
    pub fn act(
        &mut self,
        seat: Seat,
        action: G::Action,
    ) -> Result<&[LogLine<G>], Refusal<G::RuleError>> {
        let events = self.game.apply(seat, &action)?;
        let from = self.log.len();
        self.starts.push(from);
        self.log.extend(attributed::<G>(seat, events));
        self.save.steps.push(Step { seat, action });
        Ok(&self.log[from..])
    }

    /// The computer seat that must act now, if any. In a reaction window the other seats
    /// answer before the seat whose turn it is, whose answer closes the window: a
    /// computer in that seat waits until every other seat has answered.
    pub fn computer_to_act(&self) -> Option<Seat> {
        if self.game.open_order() {
            return self
                .game
                .to_act()
                .seats()
                .into_iter()
                .find(|s| self.is_computer(*s));
        }
        match self.game.to_act() {
            ToAct::Seat(seat) => self.is_computer(seat).then_some(seat),
            ToAct::Responders(seats) => match seats.split_first() {
                Some((first, [])) => self.is_computer(*first).then_some(*first),
                Some((_, others)) => others.iter().copied().find(|s| self.is_computer(*s)),
                None => None,
            },
            ToAct::Nobody => None,
        }
    }

    /// What the computer seat to act would do, decided from its own view and legal
    /// actions only; `None` when no computer player is to act. A computer player is made
    /// afresh for each decision, so anything it remembers must be in its view.
    pub fn computer_choice(&self) -> Option<(Seat, G::Action)> {
        let question = self.computer_question()?;
        let action = question.answer();
        Some((question.seat, action))
    }

    /// Everything the computer seat to act decides from: its view, its legal actions and
    /// the seed of its choices. It can be answered anywhere (a Web Worker), and holds
    /// nothing that seat may not see.
    pub fn computer_question(&self) -> Option<Question<G>> {
        let seat = self.computer_to_act()?;
        Some(Question {
            seat,
            seed: self
                .save
                .seed
                .derive(COMPUTER_STREAM | self.save.steps.len() as u64),
            level: self.seats[seat.index()].level,
            view: self.game.view(Viewer::Seat(seat)),
            legal: self.game.legal_actions(seat),
        })
    }

    /// Lets the computer seat to act make its move. Returns the seat, or `None` when no
    /// computer player is to act.
    pub fn computer_step(&mut self) -> Option<Seat> {
        let (seat, action) = self.computer_choice()?;
        self.act(seat, action).ok()?;
        Some(seat)
    }

    /// The seed of the deal.
    pub fn seed(&self) -> Seed {
        self.save.seed
    }

    /// How many actions have been taken.
    pub fn steps(&self) -> usize {
        self.save.steps.len()
    }

    /// Where a hint's sampling starts now: one-way from the deal and the move number, so
    /// a hint is the same on every device and reveals nothing of the deal.
    pub fn hint_seed(&self) -> Seed {
        self.save
            .seed
            .derive(super::rng::HINT_STREAM | self.save.steps.len() as u64)
    }

    /// Who must act now.
    pub fn to_act(&self) -> ToAct {
        self.game.to_act()
    }

    /// The end of the game, once over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// True when the game, as set up, hides cards from some seats (so seats need a pass
    /// screen between people): see `Game::hides_from_table`.
    pub fn hidden_information(&self) -> bool {
        self.game.hides_from_table() && self.seats.len() > 1
    }

    /// True when the deal number may be shown and shared. It decides every hidden card,
    /// so it stays off screen while one person at the table could use it to see
    /// another's hand.
    pub fn deal_is_public(&self) -> bool {
        !self.hidden_information() && self.game.deal_may_be_shown()
    }

    /// The log as `viewer` may read it, oldest first, as (seat, sentence); no seat for
    /// what is about the whole table (`Game::about_the_table`).
    pub fn log_lines(&self, viewer: Viewer) -> Vec<(Option<Seat>, String)> {
        self.log_for(viewer)
            .into_iter()
            .map(|(seat, e)| ((!G::about_the_table(&e)).then_some(seat), e.to_string()))
            .collect()
    }

    /// The one move a person in `seat` can make now, if they have exactly one.
    pub fn only_action(&self, seat: Seat) -> Option<G::Action> {
        let mut legal = self.legal_for_person(seat);
        (legal.len() == 1).then(|| legal.remove(0))
    }

    /// True when the game allows undo, it is not over (a loss stands: play the deal
    /// again instead), and a person has moved.
    pub fn can_undo(&self) -> bool {
        G::UNDO
            && self.game.outcome().is_none()
            && self.save.steps.iter().any(|s| !self.is_computer(s.seat))
    }

    /// Takes back the last move by a person, and any computer moves after it.
    /// Returns false (and changes nothing) when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        let keep = self
            .save
            .steps
            .iter()
            .rposition(|s| !self.is_computer(s.seat))
            .unwrap_or(0);
        let record = SessionRecord {
            seats: self.seats.clone(),
            save: self.save.without_last(self.save.steps.len() - keep),
        };
        match Session::from_record(record) {
            Ok(session) => {
                *self = session;
                true
            }
            Err(_) => false,
        }
    }
}
