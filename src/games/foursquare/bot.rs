//! Computer play for Foursquare: the greedy baseline, and the solver that powers the hint.
//!
//! The solver is flat Monte Carlo over the cards not yet seen: it deals many possible
//! stocks from them (the same worlds for every candidate cell, so the comparison is
//! fair), plays each candidate and then the greedy policy to the end, and picks the cell
//! that won most often (ties: the one that got closest, by face-up piles at the end).

use std::cmp::Reverse;

use serde::Serialize;

use super::data::Card;
use super::rules::{Action, Foursquare, Status};
use super::table::Table;
use super::view::FoursquareView;
use crate::engine::{Bot, Deck, GameRng, Pos, Seed};

/// Worlds the solver samples per decision when it plays.
pub const SOLVER_SAMPLES: u32 = 64;
/// Worlds the hint samples: more than the solver, as a person waits for one answer.
pub const HINT_SAMPLES: u32 = 160;

/// The one-move lookahead: the cell leaving the fewest face-down tops, then the most
/// piles; the first such cell in row order.
pub fn greedy_cell(table: &Table, card: Card, legal: &[Pos]) -> Option<Pos> {
    legal.iter().copied().min_by_key(|p| {
        let (face_down, piles) = table.preview(card, *p);
        (face_down, Reverse(piles))
    })
}

/// Plays `game` to its end with the greedy policy; returns the cells played.
pub fn play_greedy(game: &mut Foursquare, scratch: &mut Vec<super::rules::Event>) -> Vec<Pos> {
    let mut played = Vec::new();
    while let (Status::Playing, Some(card)) = (game.status(), game.drawn()) {
        let legal = game.table().legal_cells();
        let Some(cell) = greedy_cell(game.table(), card, &legal) else {
            break;
        };
        scratch.clear();
        game.place(cell, scratch);
        played.push(cell);
    }
    played
}

/// The greedy baseline as a computer player.
#[derive(Clone, Debug, Default)]
pub struct GreedyBot;

impl Bot<Foursquare> for GreedyBot {
    fn choose(&mut self, view: &FoursquareView, legal: &[Action]) -> Action {
        let cells: Vec<Pos> = legal.iter().map(|Action::Place(p)| *p).collect();
        match view
            .drawn
            .and_then(|card| greedy_cell(&view.table, card, &cells))
        {
            Some(cell) => Action::Place(cell),
            None => legal[0],
        }
    }
}

/// The solver's estimate for one cell.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CellEstimate {
    /// The cell.
    pub cell: Pos,
    /// Sampled worlds won after playing here.
    pub wins: u32,
    /// Worlds sampled.
    pub samples: u32,
    /// Mean face-up piles at the end (out of 16), to break ties between hopeless cells.
    pub progress: f64,
}

impl CellEstimate {
    /// The estimated chance to win, 0 to 1.
    pub fn win_chance(&self) -> f64 {
        if self.samples == 0 {
            0.0
        } else {
            f64::from(self.wins) / f64::from(self.samples)
        }
    }
}

/// The best cell for the drawn card and how likely it is to lead to a win.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Hint {
    /// The cell to play.
    pub best: Pos,
    /// Its estimated chance to win, 0 to 1.
    pub win_chance: f64,
    /// Every legal cell, best first (cells dropped in an earlier round of the search come
    /// after those that survived it).
    pub cells: Vec<CellEstimate>,
}

/// Estimates every legal cell from the view alone, by successive halving: each round
/// deals fresh stocks from the unseen cards and plays every surviving cell on the same
/// ones, then keeps the better half, until one cell is left with at least `samples`
/// stocks behind its estimate. `None` when the game is over.
pub fn hint(view: &FoursquareView, samples: u32, seed: Seed) -> Option<Hint> {
    let card = view.drawn?;
    if view.status != Status::Playing {
        return None;
    }
    let legal = view.table.legal_cells();
    let mut tallies: Vec<Tally> = legal.iter().map(|_| Tally::default()).collect();
    // Cells in the order they were dropped; the last one standing ends the list.
    let mut dropped: Vec<usize> = Vec::new();
    let mut alive: Vec<usize> = (0..legal.len()).collect();
    let chunk = (samples / 4).max(8);
    let mut rng = GameRng::new(seed);
    let unseen = view.unseen();
    let mut scratch = Vec::new();
    while !alive.is_empty() {
        let rounds = match alive.as_slice() {
            [only] => samples.saturating_sub(tallies[*only].samples),
            _ => chunk,
        };
        for _ in 0..rounds {
            let world = sample_world(view, card, &unseen, &mut rng);
            for &i in &alive {
                let mut game = world.clone();
                scratch.clear();
                game.place(legal[i], &mut scratch);
                play_greedy(&mut game, &mut scratch);
                tallies[i].add(&game);
            }
        }
        if alive.len() == 1 {
            dropped.push(alive[0]);
            break;
        }
        // Best first, ties in their order: an insertion sort, stable like `sort_by`, as
        // `alive` holds a few cells and the standard sort costs the bundle 2 kB.
        for k in 1..alive.len() {
            let mut j = k;
            while j > 0 && tallies[alive[j - 1]].score() < tallies[alive[j]].score() {
                alive.swap(j - 1, j);
                j -= 1;
            }
        }
        let keep = alive.len().div_ceil(2);
        dropped.extend(alive.drain(keep..).rev());
    }
    let cells: Vec<CellEstimate> = dropped
        .into_iter()
        .rev()
        .map(|i| tallies[i].estimate(legal[i]))
        .collect();
    let best = cells.first()?;
    Some(Hint {
        best: best.cell,
        win_chance: best.win_chance(),
        cells,
    })
}

/// What the sampled games after one cell came to.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    wins: u32,
    samples: u32,
    face_up: usize,
}

impl Tally {
    fn add(&mut self, game: &Foursquare) {
        self.samples += 1;
        self.wins += u32::from(matches!(game.status(), Status::Won { .. }));
        self.face_up += face_up_piles(game.table());
    }

    fn mean_face_up(&self) -> f64 {
        self.face_up as f64 / f64::from(self.samples.max(1))
    }

    /// Win rate first; among cells that never win, the one that gets closest.
    fn score(&self) -> (f64, f64) {
        (
            f64::from(self.wins) / f64::from(self.samples.max(1)),
            self.mean_face_up(),
        )
    }

    fn estimate(&self, cell: Pos) -> CellEstimate {
        CellEstimate {
            cell,
            wins: self.wins,
            samples: self.samples,
            progress: self.mean_face_up(),
        }
    }
}

fn face_up_piles(table: &Table) -> usize {
    table.piles().filter(|(_, p)| p.face_up).count()
}

/// One possible game consistent with the view: the unseen cards in a random order.
fn sample_world(
    view: &FoursquareView,
    card: Card,
    unseen: &[Card],
    rng: &mut GameRng,
) -> Foursquare {
    let mut stock = unseen.to_vec();
    rng.shuffle(&mut stock);
    Foursquare {
        table: view.table.clone(),
        stock: Deck::from_cards(stock),
        drawn: Some(card),
        status: Status::Playing,
    }
}

/// The solver as a computer player ("watch the computer").
#[derive(Clone, Debug)]
pub struct SolverBot {
    samples: u32,
    rng: GameRng,
}

impl SolverBot {
    /// A solver sampling `samples` worlds per decision, drawing from `seed`.
    pub fn new(samples: u32, seed: Seed) -> Self {
        SolverBot {
            samples,
            rng: GameRng::new(seed),
        }
    }
}

impl Bot<Foursquare> for SolverBot {
    fn choose(&mut self, view: &FoursquareView, legal: &[Action]) -> Action {
        if let [only] = legal {
            return *only;
        }
        let seed = self.rng.next_seed();
        match hint(view, self.samples, seed) {
            Some(h) if legal.contains(&Action::Place(h.best)) => Action::Place(h.best),
            _ => legal[0],
        }
    }
}
