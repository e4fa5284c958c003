//! Quad*doku, the awesome foursome word game: four four-letter words round the edge of a
//! 4x4 grid; cover their letters with tiles from an open pool to make new words. A doku
//! is a word whose four tiles add up to exactly 10 and scores double (20); four new dokus
//! at once is a Quad*doku, 80.
//!
//! # Rules
//! The grid starts as the rulebook's Quad*doku (top BEAT, left BATH, right TAKE, bottom
//! HARE, each adding up to 10). On a turn a player takes any tiles from the pool and puts
//! them on edge cells, each on top of the tile there. Every word that received a tile
//! must be in the word list, and at least one of them must be a new word; each new word
//! scores the sum of its four top tiles, or 20 if that sum is 10. Or the player passes.
//! The game ends when the pool is empty, when no move can make a new word, or when every
//! player has passed in a row; the most points wins.
//!
//! # Rulings
//! - Tiles (`data.rs`): 75, designed here since no table was published: letter counts
//!   close to English, values 1 to 4 for common letters and up to 9 for Q and Z. The
//!   starting Quad*doku comes out of the 75 and the rulebook's sample round replays with
//!   its exact scores (29, 22, 80); so do its TENT and TRIP examples.
//! - Words (`words.rs`, `words.txt`): common English four-letter words, lower case a-z
//!   only, from SCOWL (sizes 10 to 40; its proper names, abbreviations, acronyms and
//!   contractions are lists of their own, not read), less offensive words, clipped
//!   forms, interjections and a foreign plural, by `.ci/tools/quaddoku-words.py`; the
//!   list's header names its source, and its licence lies beside it.
//! - Only the 12 edge cells hold tiles; the top and bottom rows read left to right, the
//!   columns top to bottom, and a corner belongs to two words.
//! - A tile may cover the same letter only with a different value; it may cover another
//!   letter with any value, even the same tile kind as one elsewhere.
//! - A move is built tile by tile, as players lay tiles beside the grid before placing
//!   them: lay, take back, then commit. Laid tiles are out of the pool until taken back,
//!   committed or the player passes. They are seen by all (the pool is open).
//! - A changed word is any word whose cells received a tile; each must be in the list,
//!   or the commit is refused naming the first bad word and nothing changes.
//! - A word must be new: a changed word is new when its spelling differs from what the
//!   grid read before the move, and only new words score. A move must make at least one
//!   new word, or it is refused naming the words spelled as before (so covering the I
//!   of BIAS with another I, again and again, scores nothing and is no move). A tile of
//!   the same letter with another value may still be part of a move, to tune the values:
//!   the rulebook's TEND to TENT lays N2 over N3 beside T3 over D2, and TENT scores with
//!   the N2 in it. A changed word spelled as before scores 0, and the preview marks it
//!   so.
//! - A Quad*doku (four new words, all dokus) scores 4 x 20 = 80, as the rulebook's
//!   sample shows; there is no further bonus. Four dokus of which one is spelled as
//!   before are three new dokus, 60.
//! - The end: after each scored move the game checks the pool, then asks the exact
//!   solver whether any move that makes a new word is left (`solver.rs`); a full round of
//!   passes ends it too. With one player a pass ends the game ("you stopped"). The
//!   solver, the hint and the computer players count moves and points by the same rule.
//! - Players: 1 to 4 (the rulebook names no limit; four fit round a phone). Highest
//!   score wins; equal highest scores tie.
//! - Solo: the player picks "most points", "most words" or "most dokus"; the app keeps a
//!   personal best for each (the UI's storage, not the rules).
//! - Computer players, at each seat's level: strong plays the solver's best move for the
//!   goal; normal plays as a casual player: of the common words (SCOWL sizes 10 and 20)
//!   it can spell along one side, with tiles of their letters picked at random, the one
//!   that scores most, and in half its turns the best move of common words across the
//!   whole grid instead; easy finds the same words and makes any one, as a beginner plays
//!   (about half its games against a player making random whole words). Normal and easy
//!   fall back on the solver when that finds nothing. All decide from the view, which is
//!   the whole open table. A game saved with the old game-wide "casual" computers comes
//!   back with strong ones (the option is no longer read).
//! - The start: by default a new starting Quad*doku is dealt from the seed (four words
//!   meeting at the corners, each a doku, tiles from the set), as the rulebook invites
//!   players to make their own; the rulebook's own start is an option. Nothing else is
//!   random.
//!
//! # Options
//! Players (1 to 4), the solo goal, and the start. The computer players' levels are the
//! seats' (see `engine::Level`).

mod bench;
pub mod bot;
pub mod data;
pub mod diagram;
pub mod pool;
pub mod ranking;
pub mod refusal;
pub mod rules;
pub mod sample;
pub mod solver;
pub mod square;
pub mod start;
pub mod steps;
pub mod view;
pub mod wordplay;
pub mod words;

pub use bot::{Hint, QuaddokuBot, hint};
pub use data::{Side, Tile};
pub use rules::{
    Action, End, Event, Goal, Options, Phase, Play, PlayError, Quaddoku, Start, Tally,
};
pub use square::{Placement, Preview, ScoredWord, Square};
pub use view::QuaddokuView;

use crate::engine::session::WithBots;
use crate::engine::{
    Bot, Game, GameRng, Outcome, Pos, Seat, Seed, SetupError, Standing, ToAct, Viewer,
};

/// What the list of games says of this game, and how its options follow from the setup.
impl crate::games::Listed for Quaddoku {
    fn bench(deals: u64, threads: usize) {
        bench::run(deals, threads);
    }

    const INFO: crate::games::GameInfo = crate::games::GameInfo {
        name: Quaddoku::NAME,
        pitch: "Cover letters with tiles to make four-letter words round a grid; a word worth exactly 10 scores double.",
        players: "1–4 players",
        time: "20 minutes",
        seat_counts: &[1, 2, 3, 4],
        age: None,
        count_words: &[],
        levels: true,
        saves_since: <Quaddoku as crate::engine::Game>::SAVES_SINCE,
    };

    fn options_for(players: u8, chosen: &Options) -> Options {
        Options { players, ..*chosen }
    }

    fn chosen_for(players: usize, chosen: Options) -> Options {
        chosen.for_players(players)
    }
}

impl Game for Quaddoku {
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = QuaddokuView;
    type RuleError = PlayError;

    const KEY: &'static str = "quaddoku";
    const NAME: &'static str = "Quad*doku";
    const HIDDEN_INFORMATION: bool = false;
    const UNDO: bool = false;

    fn new(options: &Options, seed: Seed) -> Result<Self, SetupError> {
        Quaddoku::deal(*options, seed)
    }

    fn seat_count(&self) -> usize {
        usize::from(self.options.players)
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Turn(seat) => ToAct::Seat(seat),
            Phase::Over(_) => ToAct::Nobody,
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        match self.phase {
            Phase::Turn(to_move) if to_move == seat => self.legal_for_turn(),
            _ => Vec::new(),
        }
    }

    fn why_illegal(&self, _seat: Seat, action: &Action) -> PlayError {
        self.check(action).err().unwrap_or(PlayError::NothingPlaced)
    }

    fn is_legal(&self, seat: Seat, action: &Action) -> bool {
        self.to_act() == ToAct::Seat(seat) && self.check(action).is_ok()
    }

    fn apply_legal(&mut self, seat: Seat, action: &Action) -> Vec<Event> {
        self.play(seat, action)
    }

    fn view(&self, _viewer: Viewer) -> QuaddokuView {
        QuaddokuView::of(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        let Phase::Over(end) = self.phase else {
            return None;
        };
        let goal = self.options.goal;
        let scores: Vec<(Seat, i32)> = Seat::all(self.seat_count())
            .map(|s| (s, self.tallies[s.index()].by(goal) as i32))
            .collect();
        let top = scores.iter().map(|(_, v)| *v).max().unwrap_or(0);
        let leaders: Vec<Seat> = scores
            .iter()
            .filter(|(_, v)| *v == top)
            .map(|(s, _)| *s)
            .collect();
        let standing = if leaders.len() == 1 {
            Standing::Won(leaders)
        } else {
            Standing::Tied(leaders)
        };
        Some(Outcome {
            standing,
            scores,
            reason: end.reason().to_string(),
        })
    }

    fn sample_options() -> Vec<Options> {
        vec![
            Options {
                players: 1,
                goal: Goal::Words,
                start: Start::Rulebook,
            },
            Options::default(),
            Options {
                players: 3,
                goal: Goal::Points,
                start: Start::Dealt,
            },
        ]
    }

    fn action_space(&self) -> Vec<Action> {
        let mut kinds = data::tile_set();
        kinds.dedup();
        kinds.extend(Tile::new('Q', 1));
        let mut actions = Vec::new();
        for row in 0..data::GRID {
            for col in 0..data::GRID {
                let at = Pos::new(row, col);
                actions.push(Action::TakeBack { at });
                actions.extend(kinds.iter().map(|tile| Action::Place { at, tile: *tile }));
            }
        }
        actions.extend([Action::Commit, Action::Pass]);
        actions
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }

    fn redeal_unseen(&mut self, _seat: Seat, _rng: &mut GameRng) {}
}

impl WithBots for Quaddoku {
    fn computer_player(level: crate::engine::Level, _seed: Seed) -> Box<dyn Bot<Self>> {
        Box::new(QuaddokuBot::new(level))
    }
}
