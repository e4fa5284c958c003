//! Computer players for Major Woody's Wild Foursomes, deciding from a seat's view.
//!
//! - [`FoursomeBot`], the computer player. It scores the board: every line of four that
//!   could still become a foursome (one side's chips only, at most one of them locked)
//!   counts for its owner by how full it is, and foursomes made count most. It plays the
//!   move that leaves the best board, STEALs when the stolen space is worth it, spends
//!   WILD, REMOVE and SWAP only when they earn it, turns in used cards first, and picks
//!   the foursome that leaves the best board when it has a choice.
//! - [`GreedyBot`], the baseline: extend its own longest line, else block the longest
//!   opposing line.

use std::sync::OnceLock;

use super::data::{COLS, Card, ROWS};
use super::foursome::{Chip, FOURSOME, Team, candidates, lock};
use super::rules::{Action, Phase};
use super::view::WoodyView;
use crate::engine::board::Chips;
use crate::engine::{Bot, Grid, Pos};

fn windows() -> &'static [Vec<Pos>] {
    static WINDOWS: OnceLock<Vec<Vec<Pos>>> = OnceLock::new();
    WINDOWS.get_or_init(|| {
        let grid: Grid<()> = Grid::new_with(ROWS, COLS, |_| ());
        grid.lines(FOURSOME).into_iter().map(|r| r.cells).collect()
    })
}

/// Worth of a live line holding only the bot's side's chips, by how many.
const MINE: [f64; 5] = [0.0, 1.0, 6.0, 30.0, 0.0];
/// Cost of a live line holding only one other side's chips, by how many.
const THEIRS: [f64; 5] = [0.0, 1.5, 8.0, 45.0, 0.0];
/// Worth of one foursome.
const FOURSOME_WORTH: f64 = 1_000.0;
/// A STEAL is spent only for at least this much.
const STEAL_THRESHOLD: f64 = 20.0;

/// How good `chips` and the foursome counts look for `me`.
fn evaluate(chips: &Chips<Chip>, me: Team, foursomes: &[usize]) -> f64 {
    let mut score = 0.0;
    for (t, n) in foursomes.iter().enumerate() {
        let worth = FOURSOME_WORTH * *n as f64;
        score += if Team(t as u8) == me { worth } else { -worth };
    }
    for window in windows() {
        let mut owner: Option<Team> = None;
        let (mut count, mut locked) = (0, 0);
        let mut dead = false;
        for pos in window {
            if let Some(chip) = chips.at(*pos) {
                match owner {
                    None => owner = Some(chip.team),
                    Some(o) if o != chip.team => dead = true,
                    _ => {}
                }
                count += 1;
                locked += usize::from(chip.locked);
            }
        }
        if dead || locked > 1 || count == FOURSOME {
            continue;
        }
        match owner {
            Some(t) if t == me => score += MINE[count],
            Some(_) => score -= THEIRS[count],
            None => {}
        }
    }
    score
}

/// The board and foursome counts after `placer`'s side puts a chip on `at` (foursomes
/// taken greedily, first option of each direction).
fn after_placing(
    chips: &Chips<Chip>,
    counts: &[usize],
    team: Team,
    at: Pos,
) -> (Chips<Chip>, Vec<usize>) {
    let mut chips = chips.clone();
    let mut counts = counts.to_vec();
    chips.place(
        at,
        Chip {
            team,
            locked: false,
        },
    );
    settle(&mut chips, &mut counts, team, at);
    (chips, counts)
}

fn settle(chips: &mut Chips<Chip>, counts: &mut [usize], team: Team, at: Pos) {
    for lines in candidates(chips, at, team) {
        lock(chips, &lines[0]);
        counts[usize::from(team.0)] += 1;
    }
}

fn card_cost(card: Card) -> f64 {
    match card {
        Card::Face(_) => 0.0,
        Card::Wild => 12.0,
        Card::Remove | Card::Swap(_) => 8.0,
        Card::Steal => 10.0,
    }
}

/// The board an action leaves, scored for `me`.
fn score(view: &WoodyView, me: Team, action: &Action) -> f64 {
    let counts: Vec<usize> = (0..view.options.teams())
        .map(|t| view.foursomes_of(Team(t)))
        .collect();
    let (chips, counts, cost) = match *action {
        Action::Place { card, at } => {
            let (c, n) = after_placing(&view.chips, &counts, me, at);
            (c, n, card_cost(card))
        }
        Action::Steal { at } | Action::GotIt { at } => {
            let (c, n) = after_placing(&view.chips, &counts, me, at);
            (c, n, 0.0)
        }
        Action::Remove { at } => {
            let mut chips = view.chips.clone();
            chips.remove(at);
            (chips, counts, card_cost(Card::Remove))
        }
        Action::Swap { mine, theirs, .. } => {
            let mut chips = view.chips.clone();
            let mut counts = counts;
            let (a, b) = (chips.remove(mine), chips.remove(theirs));
            if let (Some(a), Some(b)) = (a, b) {
                chips.place(mine, b);
                chips.place(theirs, a);
                settle(&mut chips, &mut counts, a.team, theirs);
                settle(&mut chips, &mut counts, b.team, mine);
            }
            (
                chips,
                counts,
                card_cost(Card::Swap(super::data::Border::Red)),
            )
        }
        _ => (view.chips.clone(), counts, 0.0),
    };
    evaluate(&chips, me, &counts) - cost
}

/// The best of `actions` by [`score`], the first among equals.
fn best(
    view: &WoodyView,
    me: Team,
    actions: impl Iterator<Item = Action>,
) -> Option<(f64, Action)> {
    let mut top: Option<(f64, Action)> = None;
    for action in actions {
        let s = score(view, me, &action);
        if top.is_none_or(|(t, _)| s > t) {
            top = Some((s, action));
        }
    }
    top
}

/// The computer player (see the module doc).
#[derive(Clone, Debug, Default)]
pub struct FoursomeBot;

impl Bot<super::Woody> for FoursomeBot {
    fn choose(&mut self, view: &WoodyView, legal: &[Action]) -> Action {
        let Some(me) = view.team() else {
            return legal[0];
        };
        if let Some(turn_in) = legal.iter().find(|a| matches!(a, Action::TurnIn(_))) {
            return *turn_in;
        }
        match &view.phase {
            Phase::Steal { .. } if legal.contains(&Action::Proceed) => Action::Proceed,
            Phase::Steal { .. } => {
                let now = score(view, me, &Action::Decline);
                let steal = best(
                    view,
                    me,
                    legal
                        .iter()
                        .copied()
                        .filter(|a| matches!(a, Action::Steal { .. })),
                );
                match steal {
                    Some((s, action)) if s - now >= STEAL_THRESHOLD => action,
                    _ => Action::Decline,
                }
            }
            Phase::Choose { pending, .. } => {
                let counts: Vec<usize> = (0..view.options.teams())
                    .map(|t| view.foursomes_of(Team(t)))
                    .collect();
                let pick = (0..pending.lines.len())
                    .map(|i| {
                        let mut chips = view.chips.clone();
                        lock(&mut chips, &pending.lines[i]);
                        (evaluate(&chips, me, &counts), i)
                    })
                    .fold(None, |top: Option<(f64, usize)>, (s, i)| match top {
                        Some((t, _)) if t >= s => top,
                        _ => Some((s, i)),
                    });
                Action::Choose {
                    line: pick.map_or(0, |(_, i)| i as u8),
                }
            }
            _ => best(view, me, legal.iter().copied()).map_or(legal[0], |(_, a)| a),
        }
    }
}

/// The baseline: extend its own longest line; else block the longest opposing line;
/// REMOVE or SWAP only when nothing can be placed. It steals whenever it may.
#[derive(Clone, Debug, Default)]
pub struct GreedyBot;

impl Bot<super::Woody> for GreedyBot {
    fn choose(&mut self, view: &WoodyView, legal: &[Action]) -> Action {
        let Some(me) = view.team() else {
            return legal[0];
        };
        if let Some(first) = legal
            .iter()
            .find(|a| matches!(a, Action::TurnIn(_) | Action::Proceed))
        {
            return *first;
        }
        let others: Vec<Team> = (0..view.options.teams())
            .map(Team)
            .filter(|t| *t != me)
            .collect();
        let joined = |at: Pos, team: Team| view.chips.run_joined(at, |c| c.team == team);
        let places: Vec<(Pos, Action)> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Place { at, .. } | Action::Steal { at } | Action::GotIt { at } => {
                    Some((*at, *a))
                }
                _ => None,
            })
            .collect();
        let pick = |scored: Vec<(usize, Action)>| {
            let top = scored.iter().map(|(n, _)| *n).max().unwrap_or(0);
            scored
                .into_iter()
                .find(|(n, _)| *n == top && top > 1)
                .map(|(_, a)| a)
        };
        if let Some(a) = pick(places.iter().map(|(at, a)| (joined(*at, me), *a)).collect()) {
            return a;
        }
        let block = places
            .iter()
            .map(|(at, a)| {
                (
                    others.iter().map(|t| joined(*at, *t)).max().unwrap_or(1),
                    *a,
                )
            })
            .collect();
        if let Some(a) = pick(block) {
            return a;
        }
        if let Some((_, first)) = places.first() {
            return *first;
        }
        legal
            .iter()
            .find(|a| {
                matches!(
                    a,
                    Action::Remove { .. } | Action::Swap { .. } | Action::Choose { .. }
                )
            })
            .or_else(|| legal.iter().find(|a| matches!(a, Action::Decline)))
            // With nothing to play, a used card is the one to lose: STEAL and the action
            // cards may play later.
            .or_else(|| {
                legal.iter().find(|a| {
                    matches!(
                        a,
                        Action::Pass {
                            discard: Card::Face(_)
                        }
                    )
                })
            })
            .or_else(|| legal.iter().find(|a| matches!(a, Action::Pass { .. })))
            .copied()
            .unwrap_or(legal[0])
    }
}
