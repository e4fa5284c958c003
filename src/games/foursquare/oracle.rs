//! The ceiling: a search that knows the stock order, which no fair player can. The bench
//! reports its win rate beside the solver's to show how much room is left.
//!
//! Depth-first over the legal cells for each card in turn. At every position each cell
//! is first probed by playing it and then the greedy policy to the end on the known
//! stock; a probe that wins ends the search, and otherwise the cells are searched in the
//! order of how far their probes got. Positions proven lost are remembered, keyed by the
//! table moved to its top-left corner (the grid floats, so a shifted table plays the
//! same) and the cards left. The search is bounded by a budget of placements, probes
//! included; a deal that exhausts it is reported as unknown, never as lost.

use std::collections::HashSet;

use super::bot::play_greedy;
use super::rules::{FACE_DOWN_LIMIT, Foursquare, Status};
use super::table::Table;
use crate::engine::Pos;

/// What the stock-knowing search found for one deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A winning line exists: these cells, one per card drawn.
    Won(Vec<Pos>),
    /// Every line loses.
    Lost,
    /// The budget ran out first.
    Unknown,
}

/// Searches `game` knowing its stock, placing at most `budget` cards in all.
pub fn solve_known_stock(game: &Foursquare, budget: u64) -> Verdict {
    let mut search = Search {
        lost: HashSet::new(),
        placements: 0,
        budget,
    };
    match search.explore(game) {
        Some(mut line) => {
            line.reverse();
            Verdict::Won(line)
        }
        None if search.placements > search.budget => Verdict::Unknown,
        None => Verdict::Lost,
    }
}

struct Search {
    lost: HashSet<(Vec<u8>, usize)>,
    placements: u64,
    budget: u64,
}

impl Search {
    fn out_of_budget(&self) -> bool {
        self.placements > self.budget
    }

    /// A winning line from `game`, last cell first, or `None` (lost, or out of budget).
    fn explore(&mut self, game: &Foursquare) -> Option<Vec<Pos>> {
        match game.status() {
            Status::Won { .. } => return Some(Vec::new()),
            Status::Lost(_) => return None,
            Status::Playing => {}
        }
        let key = (shape_key(game.table()), game.stock_len());
        if self.lost.contains(&key) {
            return None;
        }
        let card = game.drawn()?;
        let mut scratch = Vec::new();
        let mut children = Vec::new();
        for cell in game.legal_cells() {
            let (face_down, _) = game.table().preview(card, cell);
            if face_down > FACE_DOWN_LIMIT {
                continue;
            }
            let mut child = game.clone();
            scratch.clear();
            child.place(cell, &mut scratch);
            let mut probe = child.clone();
            let mut line = play_greedy(&mut probe, &mut scratch);
            self.placements += 1 + line.len() as u64;
            if let Status::Won { .. } = probe.status() {
                line.reverse();
                line.push(cell);
                return Some(line);
            }
            if self.out_of_budget() {
                return None;
            }
            let progress = probe.table().piles().filter(|(_, p)| p.face_up).count();
            children.push((progress, cell, child));
        }
        children.sort_by_key(|(progress, _, _)| std::cmp::Reverse(*progress));
        for (_, cell, child) in children {
            if let Some(mut line) = self.explore(&child) {
                line.push(cell);
                return Some(line);
            }
            if self.out_of_budget() {
                return None;
            }
        }
        self.lost.insert(key);
        None
    }
}

/// The table shifted to its top-left corner, as bytes: equal for tables that differ only
/// by where the floating grid sits.
fn shape_key(table: &Table) -> Vec<u8> {
    let Some(b) = table.bounds() else {
        return Vec::new();
    };
    let mut key = Vec::with_capacity(80);
    for row in b.top..=b.bottom {
        for col in b.left..=b.right {
            match table.pile(Pos::new(row, col)) {
                None => key.push(0),
                Some(pile) => {
                    key.push(pile.cards.len() as u8 | if pile.face_up { 0x10 } else { 0 });
                    key.extend(pile.cards.iter().map(|c| c.rank | ((c.suit as u8) << 4)));
                }
            }
        }
        key.push(0xFF);
    }
    key
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seed;

    #[test]
    fn a_winning_line_found_replays_to_a_win() {
        let mut wins = 0;
        for seed in 0..5 {
            let deal = Foursquare::deal(Seed(seed));
            if let Verdict::Won(line) = solve_known_stock(&deal, 200_000) {
                let mut game = deal.clone();
                let mut events = Vec::new();
                for cell in line {
                    assert!(game.legal_cells().contains(&cell), "seed {seed}: {cell:?}");
                    game.place(cell, &mut events);
                }
                assert!(
                    matches!(game.status(), Status::Won { .. }),
                    "seed {seed}: {:?}",
                    game.status()
                );
                wins += 1;
            }
        }
        assert!(wins > 0, "the search wins some of the first deals");
    }

    #[test]
    fn a_position_already_lost_is_lost() {
        let mut game = Foursquare::deal(Seed(3));
        game.status = Status::Lost(super::super::rules::Loss::StockEmpty);
        game.drawn = None;
        assert_eq!(solve_known_stock(&game, 10), Verdict::Lost);
    }
}
