//! Computer players for the alphabet game, deciding from a seat's view.
//!
//! - [`LineBot`], the computer player. It plays a winning move when it has one. Otherwise
//!   it scores the board each move would leave: every line of four holding only its own
//!   chips counts for it, every line holding only one opponent's chips against it; an
//!   opponent's three with a gap counts by the chance that the opponents hold a card for
//!   the gap (worked out from the cards it has not seen); its own three with a gap counts
//!   when it holds the card, and most when it holds two such cards (a fork). It spends Z
//!   and X only when they earn it, and turns in a dead card first.
//! - [`GreedyBot`], the baseline the issue names: extend its own longest line, else block
//!   the longest opposing line.

use std::sync::OnceLock;

use super::data::{COLS, Card, ROWS, full_deck};
use super::rules::{Action, SEQUENCE, Team, board_layout};
use super::view::LettersView;
use crate::engine::board::Chips;
use crate::engine::{Bot, Grid, Pos};

/// Every line of four spaces on the board.
fn windows() -> &'static [Vec<Pos>] {
    static WINDOWS: OnceLock<Vec<Vec<Pos>>> = OnceLock::new();
    WINDOWS.get_or_init(|| {
        let grid: Grid<()> = Grid::new_with(ROWS, COLS, |_| ());
        grid.lines(SEQUENCE).into_iter().map(|r| r.cells).collect()
    })
}

/// Worth of a line holding only the bot's chips, by how many.
const MINE: [f64; 5] = [0.0, 1.0, 8.0, 40.0, 1.0e9];
/// Cost of a line holding only one opponent's chips, by how many.
const THEIRS: [f64; 5] = [0.0, 2.0, 14.0, 60.0, 1.0e9];
/// Cost of the opponents being sure to complete a line on their next turn.
const LOSING: f64 = 20_000.0;
/// Worth of holding the card for one gap in an own three.
const THREAT: f64 = 300.0;
/// Worth of holding cards for two different gaps: the opponents can block only one.
const FORK: f64 = 5_000.0;

/// A line of four holding the chips of one side only, with its gaps.
struct OpenLine<'a> {
    team: Team,
    count: usize,
    gaps: Vec<&'a Pos>,
}

fn open_lines(chips: &Chips<Team>) -> impl Iterator<Item = OpenLine<'static>> + '_ {
    windows().iter().filter_map(|window| {
        let mut owner: Option<Team> = None;
        let mut gaps = Vec::new();
        for pos in window {
            match (chips.at(*pos), owner) {
                (None, _) => gaps.push(pos),
                (Some(t), None) => owner = Some(t),
                (Some(t), Some(o)) if t != o => return None,
                _ => {}
            }
        }
        owner.map(|team| OpenLine {
            team,
            count: SEQUENCE - gaps.len(),
            gaps,
        })
    })
}

/// The cards that can cover `gap`: its letter, or a Z.
fn fits(card: Card, gap: Pos) -> bool {
    match card {
        Card::Wild => true,
        Card::Letter(l) => board_layout().at(gap).is_some_and(|s| s.letter == l),
        Card::Remove => false,
    }
}

/// The chance that `held` cards drawn from `pool` unseen cards include at least one of
/// `good` particular ones (hypergeometric).
fn chance_of_any(pool: usize, good: usize, held: usize) -> f64 {
    if good == 0 || held == 0 || pool == 0 {
        return 0.0;
    }
    let (pool, good, held) = (pool as f64, good.min(pool) as f64, held.min(pool) as f64);
    let mut none = 1.0;
    let mut i = 0.0;
    while i < held {
        none *= ((pool - good - i) / (pool - i)).max(0.0);
        i += 1.0;
    }
    1.0 - none
}

/// What the bot knows of the cards: its hand after the move, and the cards it has not
/// seen (the opponents' hands and the deck) with how many the opponents hold.
struct Knowledge {
    hand: Vec<Card>,
    unseen: Vec<Card>,
    opponents_hold: usize,
}

impl Knowledge {
    fn of(view: &LettersView) -> Self {
        let mut unseen = full_deck();
        for card in view.hand.iter().chain(view.discards.iter().flatten()) {
            if let Some(i) = unseen.iter().position(|c| c == card) {
                unseen.remove(i);
            }
        }
        let me = view.team();
        let opponents_hold = view
            .hand_sizes
            .iter()
            .enumerate()
            .filter(|(seat, _)| Some(view.options.team_of(crate::engine::Seat(*seat as u8))) != me)
            .map(|(_, n)| n)
            .sum();
        Knowledge {
            hand: view.hand.clone(),
            unseen,
            opponents_hold,
        }
    }

    fn without(&self, card: Card) -> Vec<Card> {
        let mut hand = self.hand.clone();
        if let Some(i) = hand.iter().position(|c| *c == card) {
            hand.remove(i);
        }
        hand
    }
}

/// How good `chips` look for `me` holding `hand`.
fn evaluate(chips: &Chips<Team>, me: Team, hand: &[Card], knowledge: &Knowledge) -> f64 {
    let mut score = 0.0;
    let mut my_gaps: Vec<Pos> = Vec::new();
    let mut their_gaps: Vec<Pos> = Vec::new();
    for line in open_lines(chips) {
        if line.team == me {
            score += MINE[line.count];
            if line.count == SEQUENCE - 1 {
                my_gaps.extend(line.gaps.iter().copied());
            }
        } else {
            score -= THEIRS[line.count];
            if line.count == SEQUENCE - 1 {
                their_gaps.extend(line.gaps.iter().copied());
            }
        }
    }
    // The opponents' next turn: can they cover one of their gaps?
    let their_gaps = crate::engine::once_each(their_gaps);
    if !their_gaps.is_empty() {
        let good = knowledge
            .unseen
            .iter()
            .filter(|c| their_gaps.iter().any(|g| fits(**c, *g)))
            .count();
        score -= LOSING * chance_of_any(knowledge.unseen.len(), good, knowledge.opponents_hold);
    }
    // The bot's next turn: gaps it holds a card for.
    let my_gaps = crate::engine::once_each(my_gaps);
    let coverable: Vec<&Pos> = my_gaps
        .iter()
        .filter(|g| hand.iter().any(|c| fits(*c, **g)))
        .collect();
    score += match coverable.len() {
        0 => 0.0,
        1 => THREAT,
        _ => FORK,
    };
    score
}

/// What a card is worth keeping: a Z or an X can do what no letter can.
fn card_cost(card: Card) -> f64 {
    match card {
        Card::Letter(_) => 0.0,
        Card::Wild => 12.0,
        Card::Remove => 8.0,
    }
}

/// The computer player (see the module doc).
#[derive(Clone, Debug, Default)]
pub struct LineBot;

impl Bot<super::Letters> for LineBot {
    fn choose(&mut self, view: &LettersView, legal: &[Action]) -> Action {
        if let Some(turn_in) = legal.iter().find(|a| matches!(a, Action::TurnIn(_))) {
            return *turn_in;
        }
        let Some(me) = view.team() else {
            return legal[0];
        };
        let knowledge = Knowledge::of(view);
        let mut best: Option<(f64, Action)> = None;
        for action in legal {
            let Action::Play { card, at } = *action else {
                continue;
            };
            let mut chips = view.chips.clone();
            if card == Card::Remove {
                chips.remove(at);
            } else {
                chips.place(at, me);
                if !chips.lines_through(at, SEQUENCE, |t| t == me).is_empty() {
                    return *action;
                }
            }
            let score =
                evaluate(&chips, me, &knowledge.without(card), &knowledge) - card_cost(card);
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, *action));
            }
        }
        best.map_or(legal[0], |(_, a)| a)
    }
}

/// The baseline: extend its own longest line; else block the longest opposing line; X
/// only when nothing can be placed, on the opposing chip in the longest line.
#[derive(Clone, Debug, Default)]
pub struct GreedyBot;

impl Bot<super::Letters> for GreedyBot {
    fn choose(&mut self, view: &LettersView, legal: &[Action]) -> Action {
        if let Some(turn_in) = legal.iter().find(|a| matches!(a, Action::TurnIn(_))) {
            return *turn_in;
        }
        let Some(me) = view.team() else {
            return legal[0];
        };
        let opponents: Vec<Team> = (0..view.options.teams())
            .map(Team)
            .filter(|t| *t != me)
            .collect();
        let longest = |pos: Pos, team: Team| view.chips.run_joined(pos, |t| t == team);
        let placements: Vec<(Pos, Action)> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Play { card, at } if *card != Card::Remove => Some((*at, *a)),
                _ => None,
            })
            .collect();
        // The best of `scored` by its length, the first among equals, if it is a line.
        let pick = |scored: Vec<(usize, Action)>| {
            let top = scored.iter().map(|(n, _)| *n).max().unwrap_or(0);
            scored
                .into_iter()
                .find(|(n, _)| *n == top && top > 1)
                .map(|(_, a)| a)
        };
        let extend = placements
            .iter()
            .map(|(at, a)| (longest(*at, me), *a))
            .collect();
        if let Some(action) = pick(extend) {
            return action;
        }
        let block = placements
            .iter()
            .map(|(at, a)| {
                (
                    opponents
                        .iter()
                        .map(|t| longest(*at, *t))
                        .max()
                        .unwrap_or(1),
                    *a,
                )
            })
            .collect();
        if let Some(action) = pick(block) {
            return action;
        }
        if let Some((_, first)) = placements.first() {
            return *first;
        }
        // Only X (or a pass) is left: take the chip in the longest opposing run.
        let removals: Vec<(usize, Action)> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Play {
                    card: Card::Remove,
                    at,
                } => Some((view.chips.at(*at).map_or(0, |t| longest(*at, t)), *a)),
                _ => None,
            })
            .collect();
        let top = removals.iter().map(|(n, _)| *n).max().unwrap_or(0);
        removals
            .into_iter()
            .find(|(n, _)| *n == top)
            .map_or(legal[0], |(_, a)| a)
    }
}
