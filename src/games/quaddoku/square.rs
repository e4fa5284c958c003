//! The grid: a stack of tiles on each of the twelve edge cells, the four words they
//! spell, and how a placement of tiles scores.

use serde::{Deserialize, Serialize};

use super::data::{DOKU_SCORE, DOKU_SUM, EDGE, Side, Tile, edge_index};
use super::refusal::PlayError;
use super::words::{Letters4, Lexicon, word_text};
use crate::engine::Pos;

/// What a changed word scores: the sum of its four top tiles, or 20 for a doku (10).
pub fn word_score(sum: u32) -> u32 {
    if sum == DOKU_SUM { DOKU_SCORE } else { sum }
}

/// The grid's twelve stacks, bottom tile first, in [`EDGE`] order.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Square {
    stacks: Vec<Vec<Tile>>,
}

/// One tile put on one cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Placement {
    /// The cell.
    pub at: Pos,
    /// The tile.
    pub tile: Tile,
}

/// Puts `placements` in the order of the cells round the grid (stably), any off the
/// edge first: through the game's one sort (see [`super::ranking`]).
pub fn in_edge_order(placements: &mut [Placement]) {
    super::ranking::highest_first(placements, |p| {
        edge_index(p.at).map_or(1, |i| -(i as i32))
    });
}

/// A changed word (one that received at least one tile), and what it scores.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ScoredWord {
    /// Where it lies.
    pub side: Side,
    /// The word, in capitals.
    pub word: String,
    /// Its four top tiles, in reading order.
    pub tiles: [Tile; 4],
    /// The sum of their values.
    pub sum: u32,
    /// True when its spelling differs from what the grid read before the move. Only a
    /// new word scores; a word whose letters were only tuned to other values does not.
    pub new: bool,
    /// What it scores: the sum, or 20 for a doku; 0 when it is spelled as before.
    pub score: u32,
}

impl ScoredWord {
    /// True when the word is a new doku: newly spelled, adding up to exactly 10.
    pub fn is_doku(&self) -> bool {
        self.new && self.sum == DOKU_SUM
    }
}

/// Every changed word of a placement, whether the word list takes them or not.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Preview {
    /// The changed words, in the rulebook's order (top, left, right, bottom).
    pub words: Vec<ScoredWord>,
    /// The changed words the word list refuses.
    pub refused: Vec<String>,
}

impl Preview {
    /// What the placement scores if every word is accepted (new words only).
    pub fn total(&self) -> u32 {
        self.words.iter().map(|w| w.score).sum()
    }

    /// True when four new words are all dokus: a Quad*doku.
    pub fn is_quaddoku(&self) -> bool {
        self.words.iter().filter(|w| w.is_doku()).count() == 4
    }

    /// The changed words spelled as before (they score nothing).
    pub fn spelled_as_before(&self) -> Vec<String> {
        self.words
            .iter()
            .filter(|w| !w.new)
            .map(|w| w.word.clone())
            .collect()
    }
}

impl Square {
    /// A grid with these tiles on its twelve edge cells (one each).
    pub fn new(tiles: &[(Pos, Tile); 12]) -> Square {
        let mut stacks = vec![Vec::new(); EDGE.len()];
        for (pos, tile) in tiles {
            if let Some(i) = edge_index(*pos) {
                stacks[i].push(*tile);
            }
        }
        Square { stacks }
    }

    /// The stack on `pos`, bottom first (empty off the edge).
    pub fn stack(&self, pos: Pos) -> &[Tile] {
        edge_index(pos).map_or(&[], |i| &self.stacks[i])
    }

    /// The top tile of `pos`, if it is an edge cell.
    pub fn top(&self, pos: Pos) -> Option<Tile> {
        self.stack(pos).last().copied()
    }

    /// The top tiles in [`EDGE`] order.
    pub fn tops(&self) -> [Tile; 12] {
        std::array::from_fn(|i| *self.stacks[i].last().expect("every edge cell holds a tile"))
    }

    /// Every tile on the grid, buried ones too.
    pub fn tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        self.stacks.iter().flatten().copied()
    }

    /// The word along `side`, in capitals.
    pub fn word(&self, side: Side) -> String {
        side.cells()
            .iter()
            .filter_map(|p| self.top(*p))
            .map(Tile::letter)
            .collect()
    }

    /// The four words, in the rulebook's order.
    pub fn words(&self) -> [(Side, String); 4] {
        Side::ALL.map(|s| (s, self.word(s)))
    }

    /// Puts the tiles on their cells (already checked).
    pub fn place(&mut self, placements: &[Placement]) {
        for p in placements {
            if let Some(i) = edge_index(p.at) {
                self.stacks[i].push(p.tile);
            }
        }
    }

    /// The changed words of `placements` and what each scores, without asking the word
    /// list; refused words are listed. Placements are assumed to be on distinct edge
    /// cells.
    pub fn preview(&self, placements: &[Placement], lexicon: &Lexicon) -> Preview {
        let mut words = Vec::new();
        let mut refused = Vec::new();
        for side in Side::ALL {
            let cells = side.cells();
            if !placements.iter().any(|p| cells.contains(&p.at)) {
                continue;
            }
            let tiles = cells.map(|c| {
                placements
                    .iter()
                    .find(|p| p.at == c)
                    .map(|p| p.tile)
                    .or_else(|| self.top(c))
                    .expect("every edge cell holds a tile")
            });
            let letters: Letters4 = tiles.map(|t| t.letter_index() as u8);
            let sum: u32 = tiles.iter().map(|t| u32::from(t.value())).sum();
            let word = word_text(&letters);
            if !lexicon.contains(&letters) {
                refused.push(word.clone());
            }
            let new = word != self.word(side);
            words.push(ScoredWord {
                side,
                word,
                tiles,
                sum,
                new,
                score: if new { word_score(sum) } else { 0 },
            });
        }
        Preview { words, refused }
    }

    /// Why one more tile may not go on `at` now: off the edge, or the same tile as the
    /// one it would cover.
    pub fn check_cover(&self, at: Pos, tile: Tile) -> Result<(), PlayError> {
        let top = self.top(at).ok_or(PlayError::NotAnEdgeCell(at))?;
        if top == tile {
            return Err(PlayError::SameTile(tile));
        }
        Ok(())
    }

    /// Scores a whole placement: at least one tile, each covering what it may, every
    /// changed word in the word list (the first refused one is named), and at least one
    /// of them new (else the words spelled as before are named).
    pub fn score(&self, placements: &[Placement], lexicon: &Lexicon) -> Result<Preview, PlayError> {
        if placements.is_empty() {
            return Err(PlayError::NothingPlaced);
        }
        for p in placements {
            self.check_cover(p.at, p.tile)?;
        }
        let preview = self.preview(placements, lexicon);
        if let Some(word) = preview.refused.first() {
            return Err(PlayError::NotAWord(word.clone()));
        }
        if !preview.words.iter().any(|w| w.new) {
            return Err(PlayError::NoNewWord(preview.spelled_as_before()));
        }
        Ok(preview)
    }
}
