//! Every whole word a player could make this turn, one side at a time: what a beginner
//! who knows the words but not the sums sees. The bench's random whole-word player picks
//! one of them at random, the floor the easy level is measured against (a random step
//! player lays stray tiles and passes, which nobody at a table does).

use super::data::{Side, Tile};
use super::pool::Pool;
use super::rules::Action;
use super::square::{Placement, Square};
use super::steps::next_step;
use super::view::QuaddokuView;
use super::words::Lexicon;
use crate::engine::{Bot, GameRng, Seed};

/// Each move that turns one side into another word of `lexicon`: the side's cells whose
/// letter differs get a tile of the new letter from `pool` (one of that letter's kinds
/// left, drawn at random from `rng`: a beginner does not weigh the values), the rest
/// stay; a move is kept when the rules accept it (the crossing words it changes are
/// words too, and one word is new).
pub fn word_moves(
    square: &Square,
    pool: &Pool,
    lexicon: &Lexicon,
    rng: &mut GameRng,
) -> Vec<Vec<Placement>> {
    let mut moves = Vec::new();
    for side in Side::ALL {
        let cells = side.cells();
        let tops = cells.map(|c| square.top(c).map(|t| t.letter_index() as u8));
        for word in lexicon.words() {
            if let Some(placements) = spell(&cells, &tops, &word, pool, rng)
                && square.score(&placements, Lexicon::full()).is_ok()
            {
                moves.push(placements);
            }
        }
    }
    moves
}

/// The tiles that spell `word` over `cells`, or `None` when the pool lacks a letter or
/// the word is already there. Each tile is one of the kinds of its letter still left in
/// `pool` once the tiles before it are taken, drawn from `rng`.
fn spell(
    cells: &[crate::engine::Pos; 4],
    tops: &[Option<u8>; 4],
    word: &[u8; 4],
    pool: &Pool,
    rng: &mut GameRng,
) -> Option<Vec<Placement>> {
    let counts = pool.counts();
    let mut taken: Vec<usize> = Vec::new();
    let mut placements = Vec::new();
    for ((at, top), letter) in cells.iter().zip(tops).zip(word) {
        if *top == Some(*letter) {
            continue;
        }
        let first = usize::from(*letter) * 10;
        let kinds: Vec<Tile> = (first..first + 10)
            .filter(|kind| {
                let used = taken.iter().filter(|t| *t == kind).count();
                usize::from(counts.get(*kind).copied().unwrap_or(0)) > used
            })
            .filter_map(Tile::from_kind)
            .collect();
        let tile = *rng.pick(&kinds)?;
        taken.push(tile.kind());
        placements.push(Placement { at: *at, tile });
    }
    (!placements.is_empty()).then_some(placements)
}

/// The bench's random whole-word player: each turn it makes one of [`word_moves`] with
/// the full word list, chosen at random, and passes only when there is none.
#[derive(Clone, Debug)]
pub struct RandomWordBot {
    rng: GameRng,
    target: Option<(usize, Option<Vec<Placement>>)>,
}

impl RandomWordBot {
    /// A random whole-word player drawing from `seed`.
    pub fn new(seed: Seed) -> Self {
        RandomWordBot {
            rng: GameRng::new(seed),
            target: None,
        }
    }
}

impl Bot<super::Quaddoku> for RandomWordBot {
    fn choose(&mut self, view: &QuaddokuView, legal: &[Action]) -> Action {
        let turn = view.history.len() + usize::from(view.passes) * 1000;
        let fresh = !matches!(&self.target, Some((t, _)) if *t == turn);
        if fresh {
            let pool = view.pool_before_turn();
            let moves = word_moves(&view.square, &pool, Lexicon::full(), &mut self.rng);
            let chosen = self.rng.pick(&moves).cloned();
            self.target = Some((turn, chosen));
        }
        let target = self.target.as_ref().and_then(|(_, t)| t.as_deref());
        let step = next_step(&view.laid, target);
        if legal.contains(&step) {
            step
        } else {
            Action::Pass
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Pos;
    use crate::games::quaddoku::data::{EDGE, starting_quaddoku, tile_set};

    /// The rulebook's start, its tiles out of the set, the rest in the pool.
    fn rulebook_start() -> (Square, Pool) {
        let start = starting_quaddoku();
        let mut pool = Pool::from(tile_set());
        for (_, tile) in &start {
            pool.take(*tile);
        }
        (Square::new(&start), pool)
    }

    #[test]
    fn every_word_move_is_a_legal_move_along_one_side() {
        let (square, pool) = rulebook_start();
        let moves = word_moves(&square, &pool, Lexicon::full(), &mut GameRng::new(Seed(3)));
        assert!(moves.len() > 50, "{} moves", moves.len());
        for placements in &moves {
            assert!(square.score(placements, Lexicon::full()).is_ok());
            let cells: Vec<Pos> = placements.iter().map(|p| p.at).collect();
            assert!(
                Side::ALL
                    .iter()
                    .any(|side| cells.iter().all(|c| side.cells().contains(c))),
                "{placements:?} is not along one side"
            );
            assert!(cells.iter().all(|c| EDGE.contains(c)));
        }
    }

    #[test]
    fn a_word_move_covers_only_the_letters_that_change_and_spells_a_word() {
        let (square, pool) = rulebook_start();
        let moves = word_moves(&square, &pool, Lexicon::full(), &mut GameRng::new(Seed(5)));
        for placements in &moves {
            for p in placements {
                let before = square.top(p.at).unwrap();
                assert_ne!(before.letter(), p.tile.letter(), "{placements:?}");
            }
            let side = Side::ALL
                .into_iter()
                .find(|side| placements.iter().all(|p| side.cells().contains(&p.at)))
                .unwrap();
            let spelled: String = side
                .cells()
                .iter()
                .map(|c| {
                    placements
                        .iter()
                        .find(|p| p.at == *c)
                        .map_or_else(|| square.top(*c).unwrap().letter(), |p| p.tile.letter())
                })
                .collect();
            assert_ne!(spelled, square.word(side), "{placements:?}");
            assert!(Lexicon::full().contains_str(&spelled), "{spelled}");
        }
        // BEAT, the top row, becomes BEAM, BEST or BOAT with one tile, among others.
        assert!(moves.iter().any(|m| m.len() == 1));
    }
}
