//! Quad*doku's state, options, actions and events, and how a turn plays out.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::data::{EDGE, Tile, edge_index, starting_quaddoku, tile_set};
use super::pool::Pool;
pub use super::refusal::PlayError;
use super::solver;
use super::square::{Placement, Preview, ScoredWord, Square, in_edge_order};
use super::words::Lexicon;
use crate::engine::{Pos, Seat, Seed, SetupError};

/// Players: 1 (solo) to 4.
pub const MAX_PLAYERS: u8 = 4;

/// What a solo player plays for; with two or more, the rulebook's points. In a save,
/// its key (see [`crate::engine::keyed`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "&'static str")]
pub enum Goal {
    /// The most points (the only goal with several players).
    #[default]
    Points,
    /// Solo: the most words made.
    Words,
    /// Solo: the most dokus made.
    Dokus,
}

crate::engine::keyed::saved_by_key!(Goal, key, "goal");

impl Goal {
    /// Every goal, in the setup screen's order.
    pub const ALL: [Goal; 3] = [Goal::Points, Goal::Words, Goal::Dokus];

    /// The key in URLs and saves.
    pub fn key(self) -> &'static str {
        match self {
            Goal::Points => "points",
            Goal::Words => "words",
            Goal::Dokus => "dokus",
        }
    }

    /// The goal for a key.
    pub fn from_key(key: &str) -> Option<Goal> {
        Goal::ALL.into_iter().find(|g| g.key() == key)
    }

    /// "most words", for people.
    pub fn name(self) -> &'static str {
        match self {
            Goal::Points => "most points",
            Goal::Words => "most words",
            Goal::Dokus => "most dokus",
        }
    }
}

/// Where the grid starts; in a save, its key (see [`crate::engine::keyed`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "&'static str")]
pub enum Start {
    /// A new starting Quad*doku from the deal number: four dokus meeting at the corners.
    #[default]
    Dealt,
    /// The rulebook's: BEAT, BATH, TAKE, HARE.
    Rulebook,
}

crate::engine::keyed::saved_by_key!(Start, key, "start");

impl Start {
    /// Both starts.
    pub const ALL: [Start; 2] = [Start::Dealt, Start::Rulebook];

    /// The key in URLs and saves.
    pub fn key(self) -> &'static str {
        match self {
            Start::Dealt => "dealt",
            Start::Rulebook => "rulebook",
        }
    }

    /// The start for a key.
    pub fn from_key(key: &str) -> Option<Start> {
        Start::ALL.into_iter().find(|s| s.key() == key)
    }
}

/// The choices made at setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    /// 1 (solo) to 4.
    pub players: u8,
    /// What counts: points, or for a solo player words or dokus.
    #[serde(default)]
    pub goal: Goal,
    /// Where the grid starts.
    #[serde(default)]
    pub start: Start,
}

impl Options {
    /// These options for a game of `players`: most words and most dokus are solo goals,
    /// so a game of several is played for points.
    pub fn for_players(self, players: usize) -> Self {
        if players > 1 {
            Options {
                goal: Goal::Points,
                ..self
            }
        } else {
            self
        }
    }
}

impl Default for Options {
    fn default() -> Self {
        Options {
            players: 2,
            goal: Goal::Points,
            start: Start::Dealt,
        }
    }
}

impl Options {
    /// Checks the player count and that a words or dokus goal is solo.
    pub fn check(self) -> Result<Self, SetupError> {
        if !(1..=MAX_PLAYERS).contains(&self.players) {
            return Err(SetupError::PlayerCount {
                game: "Quad*doku",
                allowed: "1 to 4 players",
                asked: usize::from(self.players),
            });
        }
        if self.players > 1 && self.goal != Goal::Points {
            return Err(SetupError::Option(format!(
                "\"{}\" is a solo goal; with {} players the most points wins",
                self.goal.name(),
                self.players
            )));
        }
        Ok(self)
    }
}

/// What a player asks for. A move is built tile by tile (as players lay tiles round the
/// grid before placing them) and scored on [`Action::Commit`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Takes `tile` from the pool and lays it by `at`, to cover that cell's tile.
    Place {
        /// The edge cell.
        at: Pos,
        /// The tile from the pool.
        tile: Tile,
    },
    /// Puts the tile laid by `at` back in the pool.
    TakeBack {
        /// The cell.
        at: Pos,
    },
    /// Places the laid tiles and scores every changed word.
    Commit,
    /// Makes no word this turn (any laid tiles go back to the pool).
    Pass,
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum End {
    /// Every tile has been played.
    PoolEmpty,
    /// No word can be made with the tiles left (the solver proved it).
    NoMove,
    /// Every player passed, one after another.
    AllPassed,
    /// The solo player stopped (a pass when playing alone).
    Stopped,
}

impl End {
    /// Why, in words.
    pub fn reason(self) -> &'static str {
        match self {
            End::PoolEmpty => "the pool is empty",
            End::NoMove => "no new word can be made with the tiles left",
            End::AllPassed => "every player passed in a row",
            End::Stopped => "you stopped",
        }
    }
}

/// Whose turn, or how it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// This seat is building its move.
    Turn(Seat),
    /// The game is over.
    Over(End),
}

/// One seat's running totals.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tally {
    /// Points scored.
    pub points: u32,
    /// Words made.
    pub words: u32,
    /// Dokus made.
    pub dokus: u32,
    /// Quad*dokus made.
    pub quaddokus: u32,
}

impl Tally {
    /// The count the goal ranks by.
    pub fn by(&self, goal: Goal) -> u32 {
        match goal {
            Goal::Points => self.points,
            Goal::Words => self.words,
            Goal::Dokus => self.dokus,
        }
    }
}

/// A scored move, as the history shows it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Play {
    /// Who played.
    pub seat: Seat,
    /// The tiles placed.
    pub placements: Vec<Placement>,
    /// The changed words and their scores.
    pub words: Vec<ScoredWord>,
    /// The move's score.
    pub total: u32,
    /// Four new dokus at once.
    pub quaddoku: bool,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A move was scored.
    Played(Play),
    /// A player passed.
    Passed,
    /// The game ended.
    Ended(End),
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Played(play) => {
                let words: Vec<String> = play
                    .words
                    .iter()
                    .map(|w| {
                        if !w.new {
                            format!("{} (spelled as before, 0)", w.word)
                        } else if w.is_doku() {
                            format!("{} (doku, {})", w.word, w.score)
                        } else {
                            format!("{} ({})", w.word, w.score)
                        }
                    })
                    .collect();
                if play.quaddoku {
                    write!(
                        f,
                        "made a Quad*doku: {}, {} points",
                        words.join(", "),
                        play.total
                    )
                } else {
                    write!(f, "played {}: {} points", words.join(", "), play.total)
                }
            }
            Event::Passed => write!(f, "passed"),
            Event::Ended(end) => write!(f, "game over: {}", end.reason()),
        }
    }
}

/// A game of Quad*doku.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Quaddoku {
    pub(super) options: Options,
    pub(super) square: Square,
    pub(super) pool: Pool,
    pub(super) laid: Vec<Placement>,
    pub(super) tallies: Vec<Tally>,
    pub(super) history: Vec<Play>,
    pub(super) phase: Phase,
    pub(super) passes: u8,
}

impl Quaddoku {
    /// A new game: the starting Quad*doku (the rulebook's, or one dealt from `seed`),
    /// the other 63 tiles in the pool.
    pub fn deal(options: Options, seed: Seed) -> Result<Quaddoku, SetupError> {
        let options = options.check()?;
        let start = match options.start {
            Start::Rulebook => starting_quaddoku(),
            Start::Dealt => super::start::dealt(seed),
        };
        let mut pool = Pool::from(tile_set());
        for (_, tile) in &start {
            pool.take(*tile);
        }
        Ok(Quaddoku::from_position(options, Square::new(&start), pool))
    }

    /// A game from any position (tests, puzzles): the grid and the pool, seat 1 to move.
    pub fn from_position(options: Options, square: Square, pool: Pool) -> Quaddoku {
        Quaddoku {
            tallies: vec![Tally::default(); usize::from(options.players)],
            options,
            square,
            pool,
            laid: Vec::new(),
            history: Vec::new(),
            phase: Phase::Turn(Seat(0)),
            passes: 0,
        }
    }

    /// The options.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The grid.
    pub fn square(&self) -> &Square {
        &self.square
    }

    /// The pool (without the tiles laid this turn).
    pub fn pool(&self) -> &Pool {
        &self.pool
    }

    /// The pool as it was before this turn's tiles were laid.
    pub fn pool_before_turn(&self) -> Pool {
        let mut pool = self.pool.clone();
        for p in &self.laid {
            pool.put(p.tile);
        }
        pool
    }

    /// The tiles laid this turn, not yet placed.
    pub fn laid(&self) -> &[Placement] {
        &self.laid
    }

    /// What the laid tiles would make.
    pub fn preview(&self) -> Preview {
        self.square.preview(&self.laid, Lexicon::full())
    }

    /// Each seat's totals.
    pub fn tallies(&self) -> &[Tally] {
        &self.tallies
    }

    /// Every scored move, oldest first.
    pub fn history(&self) -> &[Play] {
        &self.history
    }

    /// Whose turn, or how it ended.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Passes in a row so far.
    pub fn passes(&self) -> u8 {
        self.passes
    }

    /// The actions `seat` may take now (it is known to be its turn).
    pub(super) fn legal_for_turn(&self) -> Vec<Action> {
        let mut actions = Vec::new();
        for at in EDGE {
            if self.laid.iter().any(|p| p.at == at) {
                actions.push(Action::TakeBack { at });
                continue;
            }
            for (tile, _) in self.pool.kinds() {
                if self.square.top(at) != Some(tile) {
                    actions.push(Action::Place { at, tile });
                }
            }
        }
        if self.commit_check().is_ok() {
            actions.push(Action::Commit);
        }
        actions.push(Action::Pass);
        actions
    }

    fn commit_check(&self) -> Result<Preview, PlayError> {
        self.square.score(&self.laid, Lexicon::full())
    }

    /// Why `action` is refused now, or `Ok` when it is legal (the turn is known to be
    /// the seat's).
    pub(super) fn check(&self, action: &Action) -> Result<(), PlayError> {
        match *action {
            Action::Place { at, tile } => {
                if edge_index(at).is_none() {
                    return Err(PlayError::NotAnEdgeCell(at));
                }
                if self.laid.iter().any(|p| p.at == at) {
                    return Err(PlayError::AlreadyLaid(at));
                }
                if self.pool.count(tile) == 0 {
                    return Err(PlayError::NotInPool(tile));
                }
                self.square.check_cover(at, tile)
            }
            Action::TakeBack { at } => {
                if self.laid.iter().any(|p| p.at == at) {
                    Ok(())
                } else {
                    Err(PlayError::NothingLaid(at))
                }
            }
            Action::Commit => self.commit_check().map(|_| ()),
            Action::Pass => Ok(()),
        }
    }

    /// Applies a legal action.
    pub(super) fn play(&mut self, seat: Seat, action: &Action) -> Vec<Event> {
        match *action {
            Action::Place { at, tile } => {
                self.pool.take(tile);
                self.laid.push(Placement { at, tile });
                in_edge_order(&mut self.laid);
                Vec::new()
            }
            Action::TakeBack { at } => {
                if let Some(i) = self.laid.iter().position(|p| p.at == at) {
                    let p = self.laid.remove(i);
                    self.pool.put(p.tile);
                }
                Vec::new()
            }
            Action::Commit => self.commit(seat),
            Action::Pass => {
                for p in std::mem::take(&mut self.laid) {
                    self.pool.put(p.tile);
                }
                self.passes += 1;
                let mut events = vec![Event::Passed];
                if self.options.players == 1 {
                    events.extend(self.end(End::Stopped));
                } else if self.passes >= self.options.players {
                    events.extend(self.end(End::AllPassed));
                } else {
                    self.phase = Phase::Turn(seat.next(self.seat_total()));
                }
                events
            }
        }
    }

    fn seat_total(&self) -> usize {
        usize::from(self.options.players)
    }

    fn commit(&mut self, seat: Seat) -> Vec<Event> {
        let Ok(preview) = self.commit_check() else {
            return Vec::new();
        };
        let placements = std::mem::take(&mut self.laid);
        self.square.place(&placements);
        let play = Play {
            seat,
            quaddoku: preview.is_quaddoku(),
            total: preview.total(),
            words: preview.words,
            placements,
        };
        let tally = &mut self.tallies[seat.index()];
        tally.points += play.total;
        tally.words += play.words.iter().filter(|w| w.new).count() as u32;
        tally.dokus += play.words.iter().filter(|w| w.is_doku()).count() as u32;
        tally.quaddokus += u32::from(play.quaddoku);
        self.history.push(play.clone());
        self.passes = 0;
        let mut events = vec![Event::Played(play)];
        if self.pool.is_empty() {
            events.extend(self.end(End::PoolEmpty));
        } else if !solver::has_move(&self.square, &self.pool, Lexicon::full()) {
            events.extend(self.end(End::NoMove));
        } else {
            self.phase = Phase::Turn(seat.next(self.seat_total()));
        }
        events
    }

    fn end(&mut self, end: End) -> Vec<Event> {
        self.phase = Phase::Over(end);
        vec![Event::Ended(end)]
    }

    /// The game's own bounds: 75 tiles in all, each cell a stack, tallies adding up.
    pub(super) fn invariants(&self) -> Result<(), String> {
        let mut all: Vec<Tile> = self.square.tiles().collect();
        all.extend(Vec::<Tile>::from(self.pool.clone()));
        all.extend(self.laid.iter().map(|p| p.tile));
        all.sort();
        let mut set = tile_set();
        set.sort();
        if all != set {
            return Err(format!(
                "the tiles on the grid, laid and in the pool are not the 75 of the set ({})",
                all.len()
            ));
        }
        for w in self.laid.windows(2) {
            if w[0].at == w[1].at {
                return Err("two tiles laid by one cell".into());
            }
        }
        for (seat, tally) in self.tallies.iter().enumerate() {
            let plays = self.history.iter().filter(|p| p.seat.index() == seat);
            let points: u32 = plays.map(|p| p.total).sum();
            if points != tally.points {
                return Err(format!(
                    "seat {seat}: {} points but moves add to {points}",
                    tally.points
                ));
            }
        }
        if matches!(self.phase, Phase::Over(_)) && !self.laid.is_empty() {
            return Err("tiles laid after the end".into());
        }
        if self.passes > self.options.players {
            return Err("more passes in a row than players".into());
        }
        Ok(())
    }
}
