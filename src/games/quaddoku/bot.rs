//! Computer players and the hint, all from the solver and the view (which is the whole,
//! open table).

use super::rules::{Action, Goal};
use super::solver::{self, Best, Objective};
use super::square::Placement;
use super::steps::next_step;
use super::view::QuaddokuView;
use super::wordplay::word_moves;
use super::words::Lexicon;
use crate::engine::{Bot, GameRng, Level, Seed};

/// What the solver maximises for a goal.
pub fn objective(goal: Goal) -> Objective {
    match goal {
        Goal::Points => Objective::Points,
        Goal::Words => Objective::Words,
        Goal::Dokus => Objective::Dokus,
    }
}

/// The move a computer player of `level` makes from `view`'s position (this turn's
/// laid tiles back in the pool), or `None` when it has none and passes.
///
/// Strong searches the whole pool and word list. Normal plays as a casual player looks:
/// of the common words it can spell along one side (each with tiles of its letters picked
/// at random, see [`word_moves`]) it makes the one that scores most, and in half its
/// turns it spots the best move of common words across the whole grid instead (a
/// Quad*doku, when there is one). Easy plays as a beginner looks: it finds the same
/// words and makes any one of them, not looking for the best. When what they see gives nothing, both fall back on the
/// solver's best move, common words first, rather than give up a turn a person would
/// not. Their draws come from the position itself, so a player made afresh for each
/// tile of a move (as the app does) keeps to one plan.
pub fn chosen_move(view: &QuaddokuView, level: Level) -> Option<Best> {
    let mut rng = GameRng::new(position_seed(view));
    let pool = view.pool_before_turn();
    let objective = objective(view.options.goal);
    let best = |lexicon| solver::best_move(&view.square, &pool, lexicon, objective);
    let fallback = || best(Lexicon::common()).or_else(|| best(Lexicon::full()));
    let valued = |placements: &Vec<Placement>| {
        let preview = view.square.preview(placements, Lexicon::full());
        objective.move_value(&preview.words).unwrap_or(0)
    };
    let as_best = |placements: &Vec<Placement>| Best {
        value: valued(placements),
        placements: placements.clone(),
    };
    match level {
        Level::Strong => best(Lexicon::full()),
        Level::Normal => {
            let moves = word_moves(&view.square, &pool, Lexicon::common(), &mut rng);
            if rng.below(100) < NORMAL_LOOKS_WIDE_PERCENT {
                return fallback();
            }
            moves
                .iter()
                .max_by_key(|m| valued(m))
                .map(as_best)
                .or_else(fallback)
        }
        Level::Easy => {
            let moves = word_moves(&view.square, &pool, Lexicon::common(), &mut rng);
            rng.pick(&moves).map(as_best).or_else(fallback)
        }
    }
}

/// In how many turns of 100 the normal player sees across the whole grid.
const NORMAL_LOOKS_WIDE_PERCENT: usize = 50;

/// A seed that depends only on the position at the start of the turn: the grid, the
/// pool and the number of moves made (FNV-1a over them).
fn position_seed(view: &QuaddokuView) -> Seed {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |byte: u8| {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    };
    for tile in view.square.tiles() {
        eat(tile.letter() as u8);
        eat(tile.value());
    }
    for (tile, count) in view.pool_before_turn().kinds() {
        eat(tile.letter() as u8);
        eat(tile.value());
        eat(count);
    }
    for byte in (view.history.len() as u64).to_le_bytes() {
        eat(byte);
    }
    Seed(hash)
}

/// The computer player: lays the tiles of its chosen move one by one, then commits.
#[derive(Clone, Debug, Default)]
pub struct QuaddokuBot {
    /// How well it plays.
    level: Level,
    /// The last position solved and the move found, so that a player kept for a whole
    /// move (the bench) solves it once, not once per tile.
    cache: Option<(QuaddokuKey, Option<Vec<Placement>>)>,
}

/// What the solver's answer depends on.
type QuaddokuKey = (super::square::Square, Vec<(super::data::Tile, u8)>);

impl QuaddokuBot {
    /// A computer player at `level`.
    pub fn new(level: Level) -> Self {
        QuaddokuBot { level, cache: None }
    }
}

impl Bot<super::Quaddoku> for QuaddokuBot {
    fn choose(&mut self, view: &QuaddokuView, legal: &[Action]) -> Action {
        let pool_key = view.pool_before_turn().kinds().collect::<Vec<_>>();
        let key: QuaddokuKey = (view.square.clone(), pool_key);
        let target = match &self.cache {
            Some((k, target)) if *k == key => target.clone(),
            _ => {
                let target = chosen_move(view, self.level).map(|best| best.placements);
                self.cache = Some((key, target.clone()));
                target
            }
        };
        let step = next_step(&view.laid, target.as_deref());
        if legal.contains(&step) {
            step
        } else {
            Action::Pass
        }
    }
}

/// What the hint says about the position: the best score there is, and whether a
/// Quad*doku can be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The best move's points, or `None` when no new word can be made.
    pub best_points: Option<u32>,
    /// True when four new dokus can be made at once.
    pub quaddoku: bool,
    /// The best move's tiles (none when no new word can be made), for a player who asks
    /// to see it.
    pub best: Vec<Placement>,
}

/// The hint for `view`'s position (this turn's laid tiles back in the pool).
pub fn hint(view: &QuaddokuView) -> Hint {
    let pool = view.pool_before_turn();
    let lexicon = Lexicon::full();
    let best = solver::best_move(&view.square, &pool, lexicon, Objective::Points);
    let quaddoku = best.is_some()
        && solver::best_move(&view.square, &pool, lexicon, Objective::AllDokus)
            .is_some_and(|b| b.value == 4);
    Hint {
        best_points: best.as_ref().map(|b| b.value as u32),
        quaddoku,
        best: best.map(|b| b.placements).unwrap_or_default(),
    }
}
