//! Major Woody's Wild Foursomes: which actions are legal, and why one is not.

use super::data::{Card, Face};
use super::foursome::Chip;
use super::rules::{Action, Phase, PlayError, board_layout, face_spaces};
use super::table::Woody;
use crate::engine::{Pos, Seat};

impl Woody {
    /// The legal actions of `seat` now, in a fixed order.
    pub(super) fn legal(&self, seat: Seat) -> Vec<Action> {
        match &self.phase {
            Phase::Steal {
                mover,
                face,
                declined,
            } => {
                if seat == *mover {
                    vec![Action::Proceed]
                } else if declined.contains(&seat) || !self.may_react(*mover).any(|s| s == seat) {
                    Vec::new()
                } else {
                    let mut actions: Vec<Action> = self
                        .steal_spaces(seat, *face)
                        .into_iter()
                        .map(|at| Action::Steal { at })
                        .collect();
                    actions.push(Action::Decline);
                    actions
                }
            }
            Phase::GotIt { holder, face, .. } if *holder == seat => self
                .chips
                .open_among(face_spaces(*face))
                .into_iter()
                .map(|at| Action::GotIt { at })
                .collect(),
            Phase::Main { mover } if *mover == seat => self.main_actions(seat),
            Phase::Choose {
                chooser, pending, ..
            } if *chooser == seat => (0..pending.lines.len() as u8)
                .map(|line| Action::Choose { line })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The same answer as `self.legal(seat).contains(action)`, without listing every
    /// action (SWAP alone can offer hundreds).
    pub(super) fn allows(&self, seat: Seat, action: &Action) -> bool {
        match (&self.phase, *action) {
            (
                Phase::Main { mover },
                Action::Swap {
                    border,
                    mine,
                    theirs,
                },
            ) if *mover == seat => {
                let team = self.options.team_of(seat);
                let on_border = |p: Pos| board_layout().at(p).is_some_and(|f| f.border == border);
                let mine_ok = self
                    .chips
                    .at(mine)
                    .is_some_and(|c| c.team == team && !c.locked)
                    && on_border(mine);
                let theirs_ok = self
                    .chips
                    .at(theirs)
                    .is_some_and(|c| c.team != team && !c.locked)
                    && on_border(theirs);
                self.hands[seat].contains(&Card::Swap(border)) && mine_ok && theirs_ok
            }
            (Phase::Main { mover }, Action::Remove { at }) if *mover == seat => {
                self.hands[seat].contains(&Card::Remove)
                    && self.chips.at(at).is_some_and(|c| !c.locked)
            }
            (Phase::Main { mover }, Action::Pass { .. }) if *mover == seat => {
                self.main_actions(seat).contains(action)
            }
            (Phase::Main { mover }, Action::Place { card, at }) if *mover == seat => {
                let fits = match card {
                    Card::Face(face) => face_spaces(face).contains(&at),
                    Card::Wild => true,
                    _ => false,
                };
                fits && self.chips.is_open(at)
                    && self.hands[seat].contains(&card)
                    && self.supply(self.options.team_of(seat)) > 0
            }
            (Phase::Main { mover }, Action::TurnIn(card)) if *mover == seat => {
                !self.deck.is_empty()
                    && self.hands[seat].contains(&card)
                    && Self::is_used(&self.chips, card)
            }
            (Phase::Main { mover }, _) if *mover == seat => {
                self.main_actions_without_swaps(seat).contains(action)
            }
            _ => self.legal(seat).contains(action),
        }
    }

    /// The seats that may react to `mover`'s card, in turn order from the mover (the next
    /// seat first): every other player, but never a team-mate ("teammates cannot play a
    /// chip on their teammate's turn").
    pub(super) fn may_react(&self, mover: Seat) -> impl Iterator<Item = Seat> + '_ {
        let team = self.options.team_of(mover);
        let players = usize::from(self.options.players);
        std::iter::successors(Some(mover.next(players)), move |s| Some(s.next(players)))
            .take(players - 1)
            .filter(move |s| self.options.team_of(*s) != team)
    }

    /// Where `seat` may STEAL `face`: it holds a STEAL, not the identical card, and chips,
    /// and is not on the mover's side.
    fn steal_spaces(&self, seat: Seat, face: Face) -> Vec<Pos> {
        let hand = &self.hands[seat];
        let Phase::Steal { mover, .. } = self.phase else {
            return Vec::new();
        };
        if self.options.team_of(seat) != self.options.team_of(mover)
            && hand.contains(&Card::Steal)
            && !hand.contains(&Card::Face(face))
            && self.supply(self.options.team_of(seat)) > 0
        {
            self.chips.open_among(face_spaces(face))
        } else {
            Vec::new()
        }
    }

    fn main_actions_without_swaps(&self, seat: Seat) -> Vec<Action> {
        self.main_list(seat, false)
    }

    fn main_actions(&self, seat: Seat) -> Vec<Action> {
        self.main_list(seat, true)
    }

    fn main_list(&self, seat: Seat, with_swaps: bool) -> Vec<Action> {
        let team = self.options.team_of(seat);
        let mut kinds: Vec<Card> = Vec::new();
        for card in &self.hands[seat] {
            if !kinds.contains(card) {
                kinds.push(*card);
            }
        }
        let mut actions: Vec<Action> = Vec::new();
        if !self.deck.is_empty() {
            actions.extend(
                kinds
                    .iter()
                    .filter(|c| Self::is_used(&self.chips, **c))
                    .map(|c| Action::TurnIn(*c)),
            );
        }
        let has_chips = self.supply(team) > 0;
        let mut plays = Vec::new();
        for card in &kinds {
            match card {
                Card::Face(_) | Card::Wild if has_chips => {
                    plays.extend(
                        Self::open_for(&self.chips, *card)
                            .into_iter()
                            .map(|at| Action::Place { card: *card, at }),
                    );
                }
                Card::Remove => plays.extend(
                    self.chips
                        .placed()
                        .filter(|(_, c)| !c.locked)
                        .map(|(at, _)| Action::Remove { at }),
                ),
                Card::Swap(border) if with_swaps => {
                    let on_border =
                        |p: &Pos| board_layout().at(*p).is_some_and(|f| f.border == *border);
                    let unlocked: Vec<(Pos, Chip)> = self
                        .chips
                        .placed()
                        .filter(|(p, c)| !c.locked && on_border(p))
                        .collect();
                    for (mine, _) in unlocked.iter().filter(|(_, c)| c.team == team) {
                        for (theirs, _) in unlocked.iter().filter(|(_, c)| c.team != team) {
                            plays.push(Action::Swap {
                                border: *border,
                                mine: *mine,
                                theirs: *theirs,
                            });
                        }
                    }
                }
                _ => {}
            }
        }
        // A used card that can be turned in is not "beyond what can be turned in"
        // (ruling 4): turn it in first, then perhaps the new card plays. A pass discards
        // a card to keep the hand's size: the one drawn last first, then any other.
        if plays.is_empty() && actions.is_empty() {
            let mut discards: Vec<Card> = Vec::new();
            for card in self.hands[seat].iter().rev() {
                if !discards.contains(card) {
                    discards.push(*card);
                }
            }
            plays.extend(discards.into_iter().map(|discard| Action::Pass { discard }));
        }
        actions.extend(plays);
        actions
    }

    /// Why `action` is not legal for `seat`.
    pub(super) fn explain(&self, seat: Seat, action: &Action) -> PlayError {
        let holds = |card: &Card| self.hands[seat].contains(card);
        let layout = board_layout();
        match (&self.phase, action) {
            (Phase::Steal { .. }, Action::Steal { .. }) if !holds(&Card::Steal) => {
                PlayError::StealNotNow
            }
            (Phase::Steal { .. }, Action::Steal { at }) if !self.chips.is_open(*at) => {
                PlayError::Covered
            }
            (Phase::Steal { face, .. }, Action::Steal { at })
                if !face_spaces(*face).contains(at)
                    && !self.steal_spaces(seat, *face).is_empty() =>
            {
                PlayError::WrongSpace
            }
            (Phase::Steal { .. }, Action::Steal { .. }) => PlayError::StealNotNow,
            (Phase::GotIt { .. }, Action::GotIt { at }) if !self.chips.is_open(*at) => {
                PlayError::Covered
            }
            (Phase::GotIt { .. }, Action::GotIt { .. }) => PlayError::WrongSpace,
            (Phase::Main { .. }, Action::TurnIn(card)) if !holds(card) => PlayError::NotInHand,
            (Phase::Main { .. }, Action::TurnIn(_)) => PlayError::NotUsed,
            (Phase::Main { .. }, Action::Place { card, .. }) if !holds(card) => {
                PlayError::NotInHand
            }
            (
                Phase::Main { .. },
                Action::Place {
                    card: Card::Steal, ..
                },
            ) => PlayError::StealNotNow,
            (Phase::Main { .. }, Action::Place { .. })
                if self.supply(self.options.team_of(seat)) == 0 =>
            {
                PlayError::NoChips
            }
            (Phase::Main { .. }, Action::Place { at, .. }) if layout.at(*at).is_none() => {
                PlayError::WrongSpace
            }
            (Phase::Main { .. }, Action::Place { at, .. }) if !self.chips.is_open(*at) => {
                PlayError::Covered
            }
            (Phase::Main { .. }, Action::Place { .. }) => PlayError::WrongSpace,
            (Phase::Main { .. }, Action::Remove { .. }) if !holds(&Card::Remove) => {
                PlayError::NotInHand
            }
            (Phase::Main { .. }, Action::Swap { border, .. }) if !holds(&Card::Swap(*border)) => {
                PlayError::NotInHand
            }
            (
                Phase::Main { .. },
                Action::Remove { at }
                | Action::Swap { theirs: at, .. }
                | Action::Swap { mine: at, .. },
            ) if self.chips.at(*at).is_some_and(|c| c.locked) => PlayError::Locked,
            (Phase::Main { .. }, Action::Remove { .. } | Action::Swap { .. }) => PlayError::NoChip,
            (Phase::Main { .. }, Action::Pass { discard }) if !holds(discard) => {
                PlayError::NotInHand
            }
            (Phase::Main { .. }, Action::Pass { .. })
                if self
                    .main_actions_without_swaps(seat)
                    .iter()
                    .any(|a| matches!(a, Action::TurnIn(_))) =>
            {
                PlayError::TurnInFirst
            }
            (Phase::Main { .. }, Action::Pass { .. }) => PlayError::CanPlay,
            _ => PlayError::NotNow,
        }
    }
}
