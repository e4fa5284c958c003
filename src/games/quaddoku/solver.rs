//! The exact best-move search. Everything in Quad*doku is open (the grid, the pool), so
//! the best move can be known: this finds the highest-scoring legal move, or proves that
//! there is none, which is how the game decides it is over.
//!
//! # How
//! The four corners tie the four words together; the two middle cells of a word belong to
//! it alone. So the search first lists, for each corner, its options (keep the tile, or
//! cover it with any tile of the pool that may cover it), and tabulates for each word and
//! each pair of its corner options the best it can score with its own middle cells
//! (looking only at the pool minus those two corners). A move's value is the sum of its
//! four words' entries, round the cycle of corners. That sum ignores that two words may
//! want the same last tile, so it is an upper bound: corner options are searched in the
//! order of their bound, each complete choice of corners is then solved exactly (every
//! word's completions, sharing the pool), and a branch stops as soon as its bound cannot
//! beat the best move found. Usually the first choice of corners meets its bound and the
//! search ends there.
//!
//! A word spelled as before (its tiles only tuned to other values) is worth nothing, as
//! the rules score it, and a move is found only if it is worth more than nothing: only
//! if it spells at least one new word.

use super::data::{DOKU_SUM, EDGE, Tile};
use super::pool::Pool;
use super::ranking::{best_first, highest_first};
use super::square::{Placement, Square, in_edge_order, word_score};
use super::words::Lexicon;

/// What the search maximises.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Objective {
    /// Points, as the rules score them.
    Points,
    /// Most words first, then points (the solo goal "most words").
    Words,
    /// Most dokus first, then points (the solo goal "most dokus").
    Dokus,
    /// Only moves whose new words are all dokus, as many as possible: a value of 4 is a
    /// Quad*doku.
    AllDokus,
}

impl Objective {
    /// The value of one changed word adding up to `sum`; a word spelled as before
    /// (`new` false) scores nothing under every objective.
    fn word_value(self, sum: u32, new: bool) -> i32 {
        if !new {
            return 0;
        }
        let points = word_score(sum) as i32;
        match self {
            Objective::Points => points,
            Objective::Words => 1000 + points,
            Objective::Dokus => i32::from(sum == DOKU_SUM) * 1000 + points,
            Objective::AllDokus if sum == DOKU_SUM => 1,
            Objective::AllDokus => NEG,
        }
    }
}

impl Objective {
    /// The objective's value of a legal move's changed words (for checking the search);
    /// `None` when the objective does not allow the move ([`Objective::AllDokus`] with a
    /// new word that is not a doku) or it makes no new word.
    pub fn move_value(self, words: &[super::square::ScoredWord]) -> Option<i32> {
        let value: i32 = words.iter().map(|w| self.word_value(w.sum, w.new)).sum();
        (value > 0).then_some(value)
    }
}

/// The best move found, and its value under the objective.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Best {
    /// The tiles to place, in [`EDGE`] order.
    pub placements: Vec<Placement>,
    /// The objective's value of the move (points, for [`Objective::Points`]).
    pub value: i32,
}

/// Far below any real value; sums of a few stay far below too.
const NEG: i32 = i32::MIN / 16;

/// The corners in [`EDGE`] order: top left, top right, bottom left, bottom right.
const TL: usize = 0;
const TR: usize = 3;
const BL: usize = 8;
const BR: usize = 11;

/// A word's cells, indices into [`EDGE`]: its first and last (corners, whose choices are
/// passed alongside) and its two middle cells.
#[derive(Clone, Copy)]
struct Slot {
    ends: [usize; 2],
    middle: [usize; 2],
}

const TOP: Slot = Slot {
    ends: [TL, TR],
    middle: [1, 2],
};
const LEFT: Slot = Slot {
    ends: [TL, BL],
    middle: [4, 6],
};
const RIGHT: Slot = Slot {
    ends: [TR, BR],
    middle: [5, 7],
};
const BOTTOM: Slot = Slot {
    ends: [BL, BR],
    middle: [9, 10],
};

/// What a cell ends up with: its letter and value, and the tile placed (None: kept).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Choice {
    letter: u8,
    value: u8,
    placed: Option<Tile>,
}

impl Choice {
    fn kept(tile: Tile) -> Choice {
        Choice {
            letter: tile.letter_index() as u8,
            value: tile.value(),
            placed: None,
        }
    }

    fn placed(tile: Tile) -> Choice {
        Choice {
            letter: tile.letter_index() as u8,
            value: tile.value(),
            placed: Some(tile),
        }
    }

    fn kind(self) -> Option<usize> {
        self.placed.map(Tile::kind)
    }
}

/// A word's completion: its value and the middle tiles it places.
#[derive(Clone, Copy, Debug)]
struct Completion {
    value: i32,
    middle: [Option<Tile>; 2],
}

struct Search<'a> {
    tops: [Tile; 12],
    counts: &'a [u8],
    lexicon: &'a Lexicon,
    objective: Objective,
    /// The options of the corners TL, TR, BL, BR.
    corners: [Vec<Choice>; 4],
}

/// The highest-valued legal move, or `None` when no legal move exists.
pub fn best_move(
    square: &Square,
    pool: &Pool,
    lexicon: &Lexicon,
    objective: Objective,
) -> Option<Best> {
    let tops = square.tops();
    let counts = pool.counts();
    let corner_options = |cell: usize| -> Vec<Choice> {
        let top = tops[cell];
        std::iter::once(Choice::kept(top))
            .chain(
                pool.kinds()
                    .filter(|(t, _)| *t != top)
                    .map(|(t, _)| Choice::placed(t)),
            )
            .collect()
    };
    let search = Search {
        tops,
        counts,
        lexicon,
        objective,
        corners: [
            corner_options(TL),
            corner_options(TR),
            corner_options(BL),
            corner_options(BR),
        ],
    };
    search.run()
}

/// True when some legal move exists: one that spells at least one new word.
pub fn has_move(square: &Square, pool: &Pool, lexicon: &Lexicon) -> bool {
    best_move(square, pool, lexicon, Objective::Points).is_some()
}

impl Search<'_> {
    /// How many of `kind` are left once the `used` tiles are taken.
    fn left(&self, kind: usize, used: &[Option<usize>]) -> i32 {
        i32::from(self.counts[kind]) - used.iter().filter(|u| **u == Some(kind)).count() as i32
    }

    /// The choices for a middle cell that must show `letter`, given tiles already used.
    fn middle_choices(&self, cell: usize, letter: u8, used: &[Option<usize>]) -> Vec<Choice> {
        let top = self.tops[cell];
        let mut out = Vec::with_capacity(5);
        if top.letter_index() as u8 == letter {
            out.push(Choice::kept(top));
        }
        for value in 1..=super::data::MAX_VALUE {
            let kind = usize::from(letter) * 10 + usize::from(value);
            if self.counts[kind] == 0 || self.left(kind, used) <= 0 {
                continue;
            }
            let tile = Tile::from_kind(kind).expect("letter and value in range");
            if tile != top {
                out.push(Choice::placed(tile));
            }
        }
        out
    }

    /// The letters `slot` reads on the grid now.
    fn spelled(&self, slot: Slot) -> [u8; 4] {
        [slot.ends[0], slot.middle[0], slot.middle[1], slot.ends[1]]
            .map(|cell| self.tops[cell].letter_index() as u8)
    }

    /// Every completion of `slot` between corner choices `a` and `b`, with the pool less
    /// the `used` tiles (which include `a` and `b`). The unchanged word is one of them
    /// (value 0) when both corners are kept. A completion spelled as before is worth 0;
    /// of those only the one keeping both middle tiles is listed, since tuning them too
    /// would spend tiles for nothing.
    fn completions(
        &self,
        slot: Slot,
        a: Choice,
        b: Choice,
        used: &[Option<usize>],
        mut each: impl FnMut(Completion),
    ) {
        let corners_changed = a.placed.is_some() || b.placed.is_some();
        if !corners_changed {
            each(Completion {
                value: 0,
                middle: [None, None],
            });
        }
        let before = self.spelled(slot);
        for mid in self.lexicon.middles(a.letter, b.letter) {
            let same = [a.letter, mid[0], mid[1], b.letter] == before;
            let first = self.middle_choices(slot.middle[0], mid[0], used);
            if first.is_empty() {
                continue;
            }
            let second = self.middle_choices(slot.middle[1], mid[1], used);
            for x in &first {
                for y in &second {
                    if let (Some(k), Some(k2)) = (x.kind(), y.kind())
                        && k == k2
                        && self.left(k, used) < 2
                    {
                        continue;
                    }
                    let kept = x.placed.is_none() && y.placed.is_none();
                    if (!corners_changed && kept) || (same && !kept) {
                        continue;
                    }
                    let sum = u32::from(a.value + b.value + x.value + y.value);
                    each(Completion {
                        value: self.objective.word_value(sum, !same),
                        middle: [x.placed, y.placed],
                    });
                }
            }
        }
    }

    /// The best value of `slot` for every pair of its corner options (NEG: impossible).
    fn table(&self, slot: Slot, first: &[Choice], last: &[Choice]) -> Vec<Vec<i32>> {
        first
            .iter()
            .map(|a| {
                last.iter()
                    .map(|b| {
                        let used = [a.kind(), b.kind()];
                        if let (Some(k), Some(_)) = (a.kind(), b.kind())
                            && a.kind() == b.kind()
                            && self.left(k, &[]) < 2
                        {
                            return NEG;
                        }
                        let mut best = NEG;
                        self.completions(slot, *a, *b, &used, |c| best = best.max(c.value));
                        best
                    })
                    .collect()
            })
            .collect()
    }

    fn run(&self) -> Option<Best> {
        let [tl, tr, bl, br] = &self.corners;
        let top = self.table(TOP, tl, tr);
        let left = self.table(LEFT, tl, bl);
        let right = self.table(RIGHT, tr, br);
        let bottom = self.table(BOTTOM, bl, br);

        let mut best: Option<Best> = None;
        let beats = |value: i32, best: &Option<Best>| value > best.as_ref().map_or(0, |b| b.value);

        // For each top-left option: h[br] = the best of the bottom and left words given
        // br, and the bound over everything else.
        let hs: Vec<Vec<i32>> = (0..tl.len())
            .map(|i| {
                (0..br.len())
                    .map(|d| {
                        (0..bl.len())
                            .map(|c| bottom[c][d] + left[i][c])
                            .max()
                            .unwrap_or(NEG)
                    })
                    .collect()
            })
            .collect();
        let mut order: Vec<(i32, usize)> = hs
            .iter()
            .enumerate()
            .map(|(i, h)| {
                let bound = (0..tr.len())
                    .flat_map(|j| (0..br.len()).map(move |d| (j, d)))
                    .map(|(j, d)| top[i][j] + right[j][d] + h[d])
                    .max()
                    .unwrap_or(NEG);
                (bound, i)
            })
            .collect();
        order.sort_unstable_by(best_first);

        for (bound, i) in &order {
            let h = &hs[*i];
            if !beats(*bound, &best) {
                break;
            }
            let mut tr_order: Vec<(i32, usize)> = (0..tr.len())
                .map(|j| {
                    let rest = (0..br.len())
                        .map(|d| right[j][d] + h[d])
                        .max()
                        .unwrap_or(NEG);
                    (top[*i][j] + rest, j)
                })
                .collect();
            tr_order.sort_unstable_by(best_first);
            for (bound, j) in tr_order {
                if !beats(bound, &best) {
                    break;
                }
                let mut br_order: Vec<(i32, usize)> = (0..br.len())
                    .map(|d| (top[*i][j] + right[j][d] + h[d], d))
                    .collect();
                br_order.sort_unstable_by(best_first);
                for (bound, d) in br_order {
                    if !beats(bound, &best) {
                        break;
                    }
                    let mut bl_order: Vec<(i32, usize)> = (0..bl.len())
                        .map(|c| (top[*i][j] + right[j][d] + bottom[c][d] + left[*i][c], c))
                        .collect();
                    bl_order.sort_unstable_by(best_first);
                    for (bound, c) in bl_order {
                        if !beats(bound, &best) {
                            break;
                        }
                        let choice = [tl[*i], tr[j], bl[c], br[d]];
                        if let Some(found) = self.solve_corners(choice, bound)
                            && beats(found.value, &best)
                        {
                            best = Some(found);
                        }
                    }
                }
            }
        }
        best
    }

    /// The best move with these corner choices (TL, TR, BL, BR), sharing the pool
    /// exactly; stops early on reaching `bound`.
    fn solve_corners(&self, corners: [Choice; 4], bound: i32) -> Option<Best> {
        let used: Vec<Option<usize>> = corners.iter().map(|c| c.kind()).collect();
        for kind in used.iter().flatten() {
            if self.left(*kind, &used) < 0 {
                return None;
            }
        }
        let [tl, tr, bl, br] = corners;
        let slots = [
            (TOP, tl, tr),
            (LEFT, tl, bl),
            (RIGHT, tr, br),
            (BOTTOM, bl, br),
        ];
        let mut lists: Vec<Vec<Completion>> = Vec::with_capacity(4);
        for (slot, a, b) in slots {
            let mut list = Vec::new();
            self.completions(slot, a, b, &used, |c| list.push(c));
            if list.is_empty() {
                return None;
            }
            highest_first(&mut list, |c| c.value);
            lists.push(list);
        }
        let mut remaining_max = [0; 5];
        for w in (0..4).rev() {
            remaining_max[w] = remaining_max[w + 1] + lists[w][0].value;
        }
        let mut chosen = [0usize; 4];
        let mut best: Option<(i32, [usize; 4])> = None;
        let mut taken = used.clone();
        self.combine(
            &lists,
            &remaining_max,
            0,
            0,
            &mut chosen,
            &mut taken,
            &mut best,
            bound,
        );
        let (value, picks) = best?;
        if value <= 0 {
            return None;
        }
        let mut placements = Vec::new();
        for (cell, choice) in [(TL, tl), (TR, tr), (BL, bl), (BR, br)] {
            if let Some(tile) = choice.placed {
                placements.push(Placement {
                    at: EDGE[cell],
                    tile,
                });
            }
        }
        for ((slot, _, _), (w, pick)) in slots.iter().zip(picks.iter().enumerate()) {
            for (cell, tile) in slot.middle.iter().zip(lists[w][*pick].middle) {
                if let Some(tile) = tile {
                    placements.push(Placement {
                        at: EDGE[*cell],
                        tile,
                    });
                }
            }
        }
        in_edge_order(&mut placements);
        Some(Best { placements, value })
    }

    /// Picks one completion per word, best first, keeping to the pool; stops once
    /// `bound` is reached.
    #[allow(clippy::too_many_arguments)]
    fn combine(
        &self,
        lists: &[Vec<Completion>],
        remaining_max: &[i32; 5],
        w: usize,
        value: i32,
        chosen: &mut [usize; 4],
        taken: &mut Vec<Option<usize>>,
        best: &mut Option<(i32, [usize; 4])>,
        bound: i32,
    ) -> bool {
        if w == 4 {
            if best.is_none_or(|(b, _)| value > b) {
                *best = Some((value, *chosen));
            }
            return value >= bound;
        }
        for (k, completion) in lists[w].iter().enumerate() {
            let reach = value + completion.value + remaining_max[w + 1];
            if best.is_some_and(|(b, _)| reach <= b) {
                break;
            }
            let kinds = completion.middle.map(|t| t.map(Tile::kind));
            let fits = kinds.iter().flatten().all(|kind| {
                let extra = kinds.iter().filter(|k| **k == Some(*kind)).count() as i32;
                self.left(*kind, taken) >= extra
            });
            if !fits {
                continue;
            }
            taken.extend(kinds);
            chosen[w] = k;
            let done = self.combine(
                lists,
                remaining_max,
                w + 1,
                value + completion.value,
                chosen,
                taken,
                best,
                bound,
            );
            taken.truncate(taken.len() - 2);
            if done {
                return true;
            }
        }
        false
    }
}
