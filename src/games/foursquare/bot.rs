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
pub const SOLVER_SAMPLES: u32 = 48;
/// Worlds the hint samples: more than the solver, as a person waits for one answer.
pub const HINT_SAMPLES: u32 = 160;

/// The one-move lookahead: the cell leaving the fewest face-down tops, then the most
/// piles; the first such cell in row order.
pub fn greedy_cell(table: &Table, card: Card, legal: &[Pos]) -> Option<Pos> {
    let counts = (table.face_down_count(), table.pile_count());
    legal.iter().copied().min_by_key(|p| {
        let (face_down, piles) = table.preview_from(counts, card, *p);
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
    /// Every legal cell, best first.
    pub cells: Vec<CellEstimate>,
}

/// Estimates every legal cell from the view alone, over `samples` stocks dealt from the
/// unseen cards. `None` when the game is over.
pub fn hint(view: &FoursquareView, samples: u32, seed: Seed) -> Option<Hint> {
    let card = view.drawn?;
    if view.status != Status::Playing {
        return None;
    }
    let legal = view.table.legal_cells();
    let mut estimates: Vec<CellEstimate> = legal
        .iter()
        .map(|&cell| CellEstimate {
            cell,
            wins: 0,
            samples: 0,
            progress: 0.0,
        })
        .collect();
    if legal.len() > 1 {
        let mut rng = GameRng::new(seed);
        let unseen = view.unseen();
        let mut scratch = Vec::new();
        for _ in 0..samples {
            let world = sample_world(view, card, &unseen, &mut rng);
            for estimate in &mut estimates {
                let mut game = world.clone();
                scratch.clear();
                game.place(estimate.cell, &mut scratch);
                play_greedy(&mut game, &mut scratch);
                estimate.samples += 1;
                if matches!(game.status(), Status::Won { .. }) {
                    estimate.wins += 1;
                }
                estimate.progress += face_up_piles(game.table()) as f64;
            }
        }
        for estimate in &mut estimates {
            estimate.progress /= f64::from(estimate.samples.max(1));
        }
    }
    // Stable sort: equal estimates keep row order, so the choice is reproducible.
    estimates.sort_by(|a, b| {
        (b.wins, b.progress)
            .partial_cmp(&(a.wins, a.progress))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let best = estimates.first()?;
    Some(Hint {
        best: best.cell,
        win_chance: best.win_chance(),
        cells: estimates,
    })
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
        let seed = self.rng.next_seed();
        match hint(view, self.samples, seed) {
            Some(h) if legal.contains(&Action::Place(h.best)) => Action::Place(h.best),
            _ => legal[0],
        }
    }
}
