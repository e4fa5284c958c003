//! The computer team-mate. It decides from its own view and the marks on the table, as a
//! person at its seat would: it cannot see the other hands or the deck's order.
//!
//! Each play is scored by what it leaves on the piles: goals met at once count most;
//! then, for each face-up goal, how many single plays of the cards still unaccounted for
//! (or in its own hand, or a team-mate's open hand) would meet it next, so that the team keeps goals within reach;
//! then how many of its own cards stay playable, so that it does not strand itself; and
//! it avoids piles that a team-mate might hold no card for (from the share of unseen
//! cards that would fit, or the open hands).
//! Goals marked by others count triple, and a play that would put such a goal out of
//! reach of a single play costs dearly when another play keeps it (the team-mate who
//! marked it means to meet it); a pile marked "play here" by another player earns a
//! bonus. It signals the same way a person may: when its own hand holds the card
//! that would meet a goal next turn, it marks that goal ("go for this"), and marks as
//! "play here" the pile that goal does not need.

use super::data::{Card, PILES};
use super::goals::{GoalId, Tops};
use super::rules::{Action, Mark};
use super::view::CahootsView;
use crate::engine::Bot;

/// The computer team-mate.
#[derive(Clone, Copy, Debug, Default)]
pub struct TeamBot;

const MET_NOW: f64 = 1_000.0;
const MARKED_GOAL: f64 = 3.0;
const MARKED_PILE: f64 = 25.0;
const OWN_PLAYABLE: f64 = 4.0;
/// Putting a goal a team-mate marked out of reach of a single play.
const BROKEN_MARK: f64 = 150.0;
/// What leaving a team-mate stuck costs: the game.
const STRANDED: f64 = 400.0;

/// The chance that a team-mate holding cards the viewer cannot see could play none of
/// them on `tops`, summed over team-mates; with open hands, how many cannot.
fn stranding(view: &CahootsView, tops: &Tops) -> f64 {
    let fits = |c: &Card| tops.iter().any(|t| c.matches(*t));
    let others = (0..view.hand_sizes.len())
        .filter(|i| Some(*i) != view.seat.map(|s| s.index()) && view.hand_sizes[*i] > 0);
    if !view.open_hands.is_empty() {
        return others
            .filter(|i| !view.open_hands[*i].is_empty() && !view.open_hands[*i].iter().any(fits))
            .count() as f64;
    }
    let (mut unseen, mut playable) = (0usize, 0usize);
    for kind in Card::kinds() {
        let n = view.unseen(kind);
        unseen += n;
        if fits(&kind) {
            playable += n;
        }
    }
    if unseen == 0 {
        return 0.0;
    }
    let miss = 1.0 - playable as f64 / unseen as f64;
    others.map(|i| miss.powi(view.hand_sizes[i] as i32)).sum()
}

/// `tops` with pile `pile` covered by `card`.
fn with(tops: &Tops, pile: usize, card: Card) -> Tops {
    let mut t = *tops;
    t[pile] = card;
    t
}

/// A copy in a team-mate's open hand: surer to come than an unseen one.
const MATES_COPY: f64 = 1.5;

/// How many plays (card copies that could come × piles they fit) would meet `goal` on
/// `tops`; each copy in `mine` counts double, since its holder controls it, and each in a
/// team-mate's open hand half as much again as an unseen one.
fn reach(view: &CahootsView, tops: &Tops, goal: GoalId, mine: &[Card]) -> f64 {
    let card = goal.card();
    let mut total = 0.0;
    let me = view.seat.map(|s| s.index());
    for kind in Card::kinds() {
        let own = mine.iter().filter(|c| **c == kind).count();
        let mates = view
            .open_hands
            .iter()
            .enumerate()
            .filter(|(i, _)| Some(*i) != me)
            .flat_map(|(_, hand)| hand.iter())
            .filter(|c| **c == kind)
            .count();
        let copies = view.unseen(kind) as f64 + MATES_COPY * mates as f64 + 2.0 * own as f64;
        if copies == 0.0 {
            continue;
        }
        for pile in 0..PILES {
            if kind.matches(tops[pile]) && card.met(&with(tops, pile, kind)) {
                total += copies;
            }
        }
    }
    total
}

fn marked_by_others(view: &CahootsView, mark: Mark) -> bool {
    view.marks
        .iter()
        .any(|m| m.mark == mark && Some(m.by) != view.seat)
}

/// The score of playing `card` on `pile`.
fn score(view: &CahootsView, card: Card, pile: u8) -> f64 {
    let tops = with(&view.tops(), usize::from(pile), card);
    let mut rest = view.hand.clone();
    if let Some(i) = rest.iter().position(|c| *c == card) {
        rest.remove(i);
    }
    let mut s = 0.0;
    for goal in &view.showing {
        let weight = if marked_by_others(view, Mark::Goal(*goal)) {
            MARKED_GOAL
        } else {
            1.0
        };
        if goal.card().met(&tops) {
            s += MET_NOW * weight;
        } else {
            let after = reach(view, &tops, *goal, &rest);
            s += weight * after;
            if weight > 1.0 && after == 0.0 && reach(view, &view.tops(), *goal, &view.hand) > 0.0 {
                s -= BROKEN_MARK;
            }
        }
    }
    let playable = rest
        .iter()
        .filter(|c| tops.iter().any(|t| c.matches(*t)))
        .count();
    s += OWN_PLAYABLE * playable as f64;
    s -= STRANDED * stranding(view, &tops);
    if marked_by_others(view, Mark::Pile(pile)) {
        s += MARKED_PILE;
    }
    s
}

/// The signal worth giving after `play`: a goal its own hand could meet next turn, and
/// the pile that goal leaves free.
fn signal(view: &CahootsView, card: Card, pile: u8, legal: &[Action]) -> Option<Action> {
    let tops = with(&view.tops(), usize::from(pile), card);
    let mut rest = view.hand.clone();
    rest.remove(rest.iter().position(|c| *c == card)?);
    for goal in &view.showing {
        for own in &rest {
            for p in 0..PILES {
                if own.matches(tops[p]) && goal.card().met(&with(&tops, p, *own)) {
                    let goal_mark = Action::Mark(Mark::Goal(*goal));
                    if legal.contains(&goal_mark) && !marked_by_others(view, Mark::Goal(*goal)) {
                        return Some(goal_mark);
                    }
                    let free = (0..PILES as u8).find(|q| usize::from(*q) != p && *q != pile)?;
                    let pile_mark = Action::Mark(Mark::Pile(free));
                    return legal.contains(&pile_mark).then_some(pile_mark);
                }
            }
        }
    }
    None
}

impl TeamBot {
    /// The best play in `legal` for `view`, if there is a play.
    pub fn best_play(view: &CahootsView, legal: &[Action]) -> Option<(Card, u8)> {
        legal
            .iter()
            .filter_map(|a| match a {
                Action::Play { card, pile } => Some((*card, *pile, score(view, *card, *pile))),
                _ => None,
            })
            .max_by(|a, b| a.2.total_cmp(&b.2))
            .map(|(c, p, _)| (c, p))
    }
}

impl Bot<super::Cahoots> for TeamBot {
    fn choose(&mut self, view: &CahootsView, legal: &[Action]) -> Action {
        let Some((card, pile)) = Self::best_play(view, legal) else {
            // No play: say so (never call time in Speed Cahoots while a card fits).
            return if legal.contains(&Action::CannotPlay) {
                Action::CannotPlay
            } else {
                legal[0]
            };
        };
        let meets_now = view
            .showing
            .iter()
            .any(|g| g.card().met(&with(&view.tops(), usize::from(pile), card)));
        if !meets_now && let Some(mark) = signal(view, card, pile, legal) {
            return mark;
        }
        Action::Play { card, pile }
    }
}
