//! Major Woody's Wild Foursomes: options, actions, phases, and how a turn plays out.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::data::{Border, COLS, Card, DECK_SIZE, Face, ROWS, board, full_deck};
use super::foursome::{Chip, Team, candidates, lock};
use crate::engine::board::{Chips, Layout};
use crate::engine::{BySeat, Deck, GameRng, Pos, Seat, Seed, SetupError};

/// Chips per colour.
pub const CHIPS: u8 = 32;

/// Who plays: 2, 3 or 4 players, or 6 or 8 people as 3 or 4 teams of two.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    /// 2, 3, 4, 6 or 8.
    pub players: u8,
}

impl Default for Options {
    fn default() -> Self {
        Options { players: 2 }
    }
}

impl Options {
    /// Checks the player count.
    pub fn check(self) -> Result<Self, SetupError> {
        if matches!(self.players, 2 | 3 | 4 | 6 | 8) {
            Ok(self)
        } else {
            Err(SetupError::PlayerCount {
                game: "Major Woody's Wild Foursomes",
                allowed: "2, 3 or 4 players, or 6 or 8 as teams of two",
                asked: usize::from(self.players),
            })
        }
    }

    /// True for team play (6 or 8 people).
    pub fn teams_of_two(self) -> bool {
        self.players > 4
    }

    /// Sides with a chip colour.
    pub fn teams(self) -> u8 {
        if self.teams_of_two() {
            self.players / 2
        } else {
            self.players
        }
    }

    /// The side of `seat`: teams alternate round the table (A1, B1, C1, A2, B2, C2).
    pub fn team_of(self, seat: Seat) -> Team {
        Team(seat.0 % self.teams())
    }

    /// The seats of `team`, in turn order.
    pub fn seats_of(self, team: Team) -> Vec<Seat> {
        Seat::all(usize::from(self.players))
            .filter(|s| self.team_of(*s) == team)
            .collect()
    }

    /// Cards in a hand: 5, or 3 in team play.
    pub fn hand_size(self) -> usize {
        if self.teams_of_two() { 3 } else { 5 }
    }

    /// Foursomes that win: 3 with two sides, 2 with three or four.
    pub fn target(self) -> usize {
        if self.teams() == 2 { 3 } else { 2 }
    }
}

/// What everyone knows a player holds: a card they announced and have not played yet
/// (or only that it is a Major Woody).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Known {
    /// This very card.
    Card(Card),
    /// One of the Major Woody cards.
    MajorWoody,
}

/// What a player can ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// The player to move, after announcing, takes their turn (closing the STEAL window).
    Proceed,
    /// Play STEAL on another player's announced card: a chip on an open space of it.
    Steal {
        /// The space.
        at: Pos,
    },
    /// Let the announced card go by.
    Decline,
    /// Got it!: play the identical card of another player's announcement.
    GotIt {
        /// The space.
        at: Pos,
    },
    /// Turn in a used card (both its spaces covered) for a new one.
    TurnIn(Card),
    /// A character card or WILD: a chip on an open space.
    Place {
        /// The card.
        card: Card,
        /// The space.
        at: Pos,
    },
    /// REMOVE: take away an unlocked chip.
    Remove {
        /// The chip's space.
        at: Pos,
    },
    /// RED or BLACK SWAP: exchange one of your unlocked chips with another side's.
    Swap {
        /// Which swap card.
        border: Border,
        /// Your chip's space.
        mine: Pos,
        /// Theirs.
        theirs: Pos,
    },
    /// Nothing in hand can be played.
    Pass,
    /// Which four of a longer line make the foursome (by its place in the offered lines).
    Choose {
        /// The line's index.
        line: u8,
    },
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum End {
    /// A side reached the target.
    Target(Team),
    /// One SWAP brought two sides to the target at once: most foursomes wins.
    TargetTogether,
    /// A card had to be drawn and the deck was empty.
    DeckEmpty,
    /// The player to move had no chips left.
    NoChips,
}

/// What comes after a chip's foursomes are settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Then {
    /// After a STEAL: the thief draws a replacement, then whoever has the card may say
    /// Got it!
    Stolen {
        /// Who stole.
        thief: Seat,
        /// The announced card.
        face: Face,
    },
    /// After a Got it!: its player draws a replacement; then the mover's turn.
    GotIt {
        /// Who had it.
        holder: Seat,
    },
    /// After the mover's play: the next turn.
    EndTurn,
}

/// A foursome choice waiting for its owner.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pending {
    /// Whose line.
    pub team: Team,
    /// The lines of four on offer.
    pub lines: Vec<Vec<Pos>>,
}

/// Where the game stands.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// `mover` announced `face`; others may STEAL until the mover takes the turn.
    Steal {
        /// Whose turn.
        mover: Seat,
        /// The announced card.
        face: Face,
        /// Who let it go by.
        declined: Vec<Seat>,
    },
    /// `holder` has the identical card and must play it.
    GotIt {
        /// Whose turn.
        mover: Seat,
        /// Who holds it.
        holder: Seat,
        /// The card.
        face: Face,
    },
    /// The mover turns in used cards and plays one card.
    Main {
        /// Whose turn.
        mover: Seat,
    },
    /// `chooser` picks which four of a longer line form a foursome.
    Choose {
        /// Whose turn it is.
        mover: Seat,
        /// Who placed the chip (and so chooses for their own side).
        placer: Seat,
        /// Who chooses.
        chooser: Seat,
        /// This choice.
        pending: Pending,
        /// Choices after this one.
        queue: Vec<Pending>,
        /// What comes after all of them.
        then: Then,
    },
    /// The game is over.
    Over(End),
}

/// Why a pass happened, for everyone to read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PassReason {
    /// Only used cards (and no deck to replace them) or STEAL.
    NothingPlayable,
    /// No chip left to place, and nothing to remove or swap.
    NoChips,
}

/// What happened. [`Event::Drew`] carries a card only for its drawer; the rest is public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A drawn card turned out to be used and went to the discards.
    DrewUsed {
        /// Who drew it.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A card came off the deck.
    Drew {
        /// Who.
        seat: Seat,
        /// The card, for the drawer only.
        card: Option<Card>,
    },
    /// The turn's card, read aloud: a character card, or just "a Major Woody".
    Announced {
        /// Who.
        seat: Seat,
        /// The card, unless it is a Major Woody.
        face: Option<Face>,
    },
    /// A STEAL on the announced card.
    Stole {
        /// Who stole.
        seat: Seat,
        /// The card stolen.
        face: Face,
        /// Where the chip went.
        at: Pos,
    },
    /// Got it!
    GotIt {
        /// Who had it.
        seat: Seat,
        /// The card.
        face: Face,
        /// Where the chip went.
        at: Pos,
    },
    /// A used card went to the discards for a new one.
    TurnedIn {
        /// Who.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A chip was placed with a character card or WILD.
    Placed {
        /// Who.
        seat: Seat,
        /// The card.
        card: Card,
        /// Where.
        at: Pos,
    },
    /// REMOVE took a chip away.
    Removed {
        /// Who.
        seat: Seat,
        /// From where.
        at: Pos,
        /// Whose chip.
        team: Team,
    },
    /// A SWAP exchanged two chips.
    Swapped {
        /// Who.
        seat: Seat,
        /// Their chip's space before.
        mine: Pos,
        /// The other side's chip's space before.
        theirs: Pos,
        /// The other side.
        with: Team,
    },
    /// No card could be played.
    Passed {
        /// Who.
        seat: Seat,
        /// Why.
        why: PassReason,
    },
    /// A foursome, locked.
    Foursome {
        /// Whose.
        team: Team,
        /// Its four spaces.
        line: Vec<Pos>,
    },
    /// The game ended.
    Ended(End),
}

/// Why an action is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum PlayError {
    /// The card is not in hand.
    #[error("that card is not in your hand")]
    NotInHand,
    /// Not the right space for the card.
    #[error("that space does not match the card (same character and border colour)")]
    WrongSpace,
    /// The space has a chip.
    #[error("that space already has a chip")]
    Covered,
    /// A locked chip cannot be removed or swapped.
    #[error("that chip is locked in a foursome")]
    Locked,
    /// Nothing to remove or swap there.
    #[error("there is no chip there that this card can take")]
    NoChip,
    /// STEAL only answers another player's card.
    #[error(
        "STEAL is played only on another player's announced card, and not by someone who holds that card"
    )]
    StealNotNow,
    /// Not a used card.
    #[error(
        "only a used card (both its spaces covered) can be turned in, while the deck has cards"
    )]
    NotUsed,
    /// Passing with a playable card.
    #[error("you can still play a card")]
    CanPlay,
    /// Passing while a used card could be turned in for a new one.
    #[error("turn in your used cards first: a new card may play")]
    TurnInFirst,
    /// Out of order.
    #[error("that is not something you can do now")]
    NotNow,
    /// No chips left.
    #[error("your side has no chips left to place")]
    NoChips,
}

/// The board layout, built once.
pub fn board_layout() -> &'static Layout<Face> {
    static LAYOUT: OnceLock<Layout<Face>> = OnceLock::new();
    LAYOUT.get_or_init(|| Layout::new(board()))
}

/// The two spaces of `face`.
pub fn face_spaces(face: Face) -> &'static [Pos] {
    static SPACES: OnceLock<Vec<(Face, Vec<Pos>)>> = OnceLock::new();
    let all = SPACES.get_or_init(|| {
        let mut faces: Vec<Face> = board_layout().grid().iter().map(|(_, f)| *f).collect();
        faces.sort();
        faces.dedup();
        faces
            .into_iter()
            .map(|f| (f, board_layout().spaces_where(|g| g == f)))
            .collect()
    });
    all.iter()
        .find(|(f, _)| *f == face)
        .map_or(&[], |(_, s)| s.as_slice())
}

/// A game of Major Woody's Wild Foursomes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Woody {
    pub(super) options: Options,
    pub(super) chips: Chips<Chip>,
    pub(super) hands: BySeat<Vec<Card>>,
    /// What everyone knows each hand holds (announced and not yet played).
    pub(super) known: BySeat<Vec<Known>>,
    pub(super) deck: Deck<Card>,
    /// Played and used cards, face up.
    pub(super) discards: Vec<Card>,
    pub(super) rng: GameRng,
    pub(super) phase: Phase,
    /// Every foursome made, in order.
    pub(super) foursomes: Vec<(Team, Vec<Pos>)>,
    /// What happened at the deal: the first turn's card drawn and announced.
    pub(super) opening: Vec<(Seat, Event)>,
}

impl Woody {
    /// A shuffled deal; the first turn's card is drawn and announced.
    pub fn deal(options: Options, seed: Seed) -> Result<Self, SetupError> {
        let options = options.check()?;
        let mut rng = GameRng::new(seed);
        let mut deck = Deck::shuffled(full_deck(), &mut rng);
        let seats = usize::from(options.players);
        let hands = BySeat::new_with(seats, |_| {
            (0..options.hand_size())
                .filter_map(|_| deck.draw())
                .collect()
        });
        let mut game = Woody {
            options,
            chips: Chips::empty(ROWS, COLS),
            hands,
            known: BySeat::new_with(seats, |_| Vec::new()),
            deck,
            discards: Vec::new(),
            rng,
            phase: Phase::Main { mover: Seat(0) },
            foursomes: Vec::new(),
            opening: Vec::new(),
        };
        let mut events = Vec::new();
        game.begin_turn(Seat(0), &mut events);
        game.opening = events.into_iter().map(|e| (Seat(0), e)).collect();
        Ok(game)
    }

    /// The options.
    pub fn options(&self) -> Options {
        self.options
    }

    /// Where the game stands.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// The chips on the board.
    pub fn chips(&self) -> &Chips<Chip> {
        &self.chips
    }

    /// Foursomes made by `team`.
    pub fn foursomes_of(&self, team: Team) -> usize {
        self.foursomes.iter().filter(|(t, _)| *t == team).count()
    }

    /// Every foursome, in order.
    pub fn foursomes(&self) -> &[(Team, Vec<Pos>)] {
        &self.foursomes
    }

    /// Chips `team` still has to place.
    pub fn supply(&self, team: Team) -> u8 {
        let placed = self.chips.placed().filter(|(_, c)| c.team == team).count() as u8;
        CHIPS.saturating_sub(placed)
    }

    /// `seat`'s hand: the engine's secret, for tests.
    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat]
    }

    /// True when `face`'s two spaces are both covered.
    pub fn is_used(chips: &Chips<Chip>, card: Card) -> bool {
        match card {
            Card::Face(face) => chips.open_among(face_spaces(face)).is_empty(),
            _ => false,
        }
    }

    /// Where `card` can put a chip: the open spaces of its face, or any for WILD.
    pub fn open_for(chips: &Chips<Chip>, card: Card) -> Vec<Pos> {
        match card {
            Card::Face(face) => chips.open_among(face_spaces(face)),
            Card::Wild => chips.open().collect(),
            _ => Vec::new(),
        }
    }

    // ----- turn structure -----

    /// Starts `seat`'s turn: ends the game if its side has no chips, draws (discarding
    /// used cards) and announces, then opens the STEAL window for a character card.
    pub(super) fn begin_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if self.supply(self.options.team_of(seat)) == 0 {
            return self.end(End::NoChips, events);
        }
        let card = loop {
            let Some(card) = self.deck.draw() else {
                return self.end(End::DeckEmpty, events);
            };
            if Self::is_used(&self.chips, card) {
                self.discards.push(card);
                events.push(Event::DrewUsed { seat, card });
            } else {
                break card;
            }
        };
        self.hands[seat].push(card);
        events.push(Event::Drew {
            seat,
            card: Some(card),
        });
        match card {
            Card::Face(face) => {
                self.known[seat].push(Known::Card(card));
                events.push(Event::Announced {
                    seat,
                    face: Some(face),
                });
                self.phase = Phase::Steal {
                    mover: seat,
                    face,
                    declined: Vec::new(),
                };
            }
            _ => {
                self.known[seat].push(Known::MajorWoody);
                events.push(Event::Announced { seat, face: None });
                self.phase = Phase::Main { mover: seat };
            }
        }
    }

    fn end(&mut self, end: End, events: &mut Vec<Event>) {
        self.phase = Phase::Over(end);
        events.push(Event::Ended(end));
    }

    /// Draws a replacement for `seat`; an empty deck ends the game. Returns false then.
    fn replace(&mut self, seat: Seat, events: &mut Vec<Event>) -> bool {
        match self.deck.draw() {
            Some(card) => {
                self.hands[seat].push(card);
                events.push(Event::Drew {
                    seat,
                    card: Some(card),
                });
                true
            }
            None => {
                self.end(End::DeckEmpty, events);
                false
            }
        }
    }

    /// Takes `card` out of `seat`'s hand onto the discards, and out of what is known.
    fn play_card(&mut self, seat: Seat, card: Card) {
        let hand = &mut self.hands[seat];
        if let Some(i) = hand.iter().position(|c| *c == card) {
            hand.remove(i);
        }
        let known = &mut self.known[seat];
        if let Some(i) = known.iter().position(|k| *k == Known::Card(card)) {
            known.remove(i);
        }
        // The table cannot tell one Major Woody from another: any Major Woody played
        // answers one "holds a Major Woody", whatever is still in the hand (keeping it
        // while the hand has another would tell the table about a card never shown).
        if card.is_major_woody()
            && let Some(i) = known.iter().position(|k| *k == Known::MajorWoody)
        {
            known.remove(i);
        }
        self.discards.push(card);
    }

    /// Places `placer`'s chip on `at`, then settles the foursomes it makes.
    fn place(&mut self, placer: Seat, at: Pos, mover: Seat, then: Then, events: &mut Vec<Event>) {
        let team = self.options.team_of(placer);
        self.chips.place(
            at,
            Chip {
                team,
                locked: false,
            },
        );
        let found = vec![(team, candidates(&self.chips, at, team))];
        self.resolve(placer, found, mover, then, events);
    }

    /// Locks every foursome with one way to make it, queues the owners' choices for the
    /// others (all judged against the locks before the move), and carries on with `then`
    /// once no choice is left, unless a side has reached the target.
    pub(super) fn resolve(
        &mut self,
        placer: Seat,
        found: Vec<(Team, Vec<Vec<Vec<Pos>>>)>,
        mover: Seat,
        then: Then,
        events: &mut Vec<Event>,
    ) {
        let mut queue = Vec::new();
        for (team, directions) in found {
            for lines in directions {
                if let [only] = lines.as_slice() {
                    self.make_foursome(team, only.clone(), events);
                } else {
                    queue.push(Pending { team, lines });
                }
            }
        }
        if self.winner_check(events) {
            return;
        }
        self.continue_with(queue, placer, mover, then, events);
    }

    /// Asks the next queued choice of its owner (the placer for their own side, else the
    /// side's first seat), or carries on with `then`.
    fn continue_with(
        &mut self,
        mut queue: Vec<Pending>,
        placer: Seat,
        mover: Seat,
        then: Then,
        events: &mut Vec<Event>,
    ) {
        if !queue.is_empty() {
            let pending = queue.remove(0);
            let chooser = if self.options.team_of(placer) == pending.team {
                placer
            } else {
                self.options.seats_of(pending.team)[0]
            };
            self.phase = Phase::Choose {
                mover,
                placer,
                chooser,
                pending,
                queue,
                then,
            };
            return;
        }
        match then {
            Then::Stolen { thief, face } => {
                if self.replace(thief, events) {
                    self.got_it_check(mover, face);
                }
            }
            Then::GotIt { holder } => {
                if self.replace(holder, events) {
                    self.phase = Phase::Main { mover };
                }
            }
            Then::EndTurn => self.begin_turn(mover.next(usize::from(self.options.players)), events),
        }
    }

    fn make_foursome(&mut self, team: Team, line: Vec<Pos>, events: &mut Vec<Event>) {
        lock(&mut self.chips, &line);
        events.push(Event::Foursome {
            team,
            line: line.clone(),
        });
        self.foursomes.push((team, line));
    }

    fn winner_check(&mut self, events: &mut Vec<Event>) -> bool {
        let target = self.options.target();
        let reached: Vec<Team> = (0..self.options.teams())
            .map(Team)
            .filter(|t| self.foursomes_of(*t) >= target)
            .collect();
        match reached.as_slice() {
            [] => return false,
            [team] => self.end(End::Target(*team), events),
            _ => self.end(End::TargetTogether, events),
        }
        true
    }

    /// After the STEAL window: whoever else holds the identical card, with a space still
    /// open for it, must play it.
    fn got_it_check(&mut self, mover: Seat, face: Face) {
        let open = !self.chips.open_among(face_spaces(face)).is_empty();
        let holder = self.may_react(mover).find(|s| {
            self.hands[*s].contains(&Card::Face(face)) && self.supply(self.options.team_of(*s)) > 0
        });
        self.phase = match holder {
            Some(holder) if open => Phase::GotIt {
                mover,
                holder,
                face,
            },
            _ => Phase::Main { mover },
        };
    }

    // ----- legal actions -----

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
            (Phase::Main { mover }, Action::Pass) if *mover == seat => {
                self.main_actions(seat).contains(&Action::Pass)
            }
            (Phase::Main { mover }, _) if *mover == seat => {
                self.main_actions_without_swaps(seat).contains(action)
            }
            _ => self.legal(seat).contains(action),
        }
    }

    /// The seats that may react to `mover`'s card, in turn order: every other player, but
    /// never a team-mate ("teammates cannot play a chip on their teammate's turn").
    pub(super) fn may_react(&self, mover: Seat) -> impl Iterator<Item = Seat> + '_ {
        let team = self.options.team_of(mover);
        Seat::all(usize::from(self.options.players))
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
        // (ruling 4): turn it in first, then perhaps the new card plays.
        if plays.is_empty() && actions.is_empty() {
            plays.push(Action::Pass);
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
            (Phase::Main { .. }, Action::Pass)
                if self
                    .main_actions_without_swaps(seat)
                    .iter()
                    .any(|a| matches!(a, Action::TurnIn(_))) =>
            {
                PlayError::TurnInFirst
            }
            (Phase::Main { .. }, Action::Pass) => PlayError::CanPlay,
            _ => PlayError::NotNow,
        }
    }

    // ----- applying -----

    /// Plays `action` (known legal) for `seat`.
    pub(super) fn play(&mut self, seat: Seat, action: &Action) -> Vec<Event> {
        let mut events = Vec::new();
        let phase = self.phase.clone();
        match (phase, *action) {
            (Phase::Steal { mover, face, .. }, Action::Proceed) => self.got_it_check(mover, face),
            (
                Phase::Steal {
                    mover,
                    face,
                    mut declined,
                },
                Action::Decline,
            ) => {
                declined.push(seat);
                self.phase = Phase::Steal {
                    mover,
                    face,
                    declined,
                };
            }
            (Phase::Steal { mover, face, .. }, Action::Steal { at }) => {
                self.play_card(seat, Card::Steal);
                events.push(Event::Stole { seat, face, at });
                self.place(
                    seat,
                    at,
                    mover,
                    Then::Stolen { thief: seat, face },
                    &mut events,
                );
            }
            (Phase::GotIt { mover, face, .. }, Action::GotIt { at }) => {
                self.play_card(seat, Card::Face(face));
                events.push(Event::GotIt { seat, face, at });
                self.place(seat, at, mover, Then::GotIt { holder: seat }, &mut events);
            }
            (Phase::Main { mover }, Action::TurnIn(card)) => {
                self.play_card(seat, card);
                events.push(Event::TurnedIn { seat, card });
                self.replace(seat, &mut events);
                if !matches!(self.phase, Phase::Over(_)) {
                    self.phase = Phase::Main { mover };
                }
            }
            (Phase::Main { mover }, Action::Place { card, at }) => {
                self.play_card(seat, card);
                events.push(Event::Placed { seat, card, at });
                self.place(seat, at, mover, Then::EndTurn, &mut events);
            }
            (Phase::Main { mover }, Action::Remove { at }) => {
                self.play_card(seat, Card::Remove);
                let chip = self.chips.remove(at).expect("REMOVE takes a chip");
                events.push(Event::Removed {
                    seat,
                    at,
                    team: chip.team,
                });
                self.continue_with(Vec::new(), seat, mover, Then::EndTurn, &mut events);
            }
            (
                Phase::Main { mover },
                Action::Swap {
                    border,
                    mine,
                    theirs,
                },
            ) => {
                self.play_card(seat, Card::Swap(border));
                let me = self.chips.remove(mine).expect("my chip");
                let them = self.chips.remove(theirs).expect("their chip");
                self.chips.place(mine, them);
                self.chips.place(theirs, me);
                events.push(Event::Swapped {
                    seat,
                    mine,
                    theirs,
                    with: them.team,
                });
                let found = vec![
                    (me.team, candidates(&self.chips, theirs, me.team)),
                    (them.team, candidates(&self.chips, mine, them.team)),
                ];
                self.resolve(seat, found, mover, Then::EndTurn, &mut events);
            }
            (Phase::Main { mover }, Action::Pass) => {
                let why = if self.supply(self.options.team_of(seat)) == 0 {
                    PassReason::NoChips
                } else {
                    PassReason::NothingPlayable
                };
                events.push(Event::Passed { seat, why });
                self.continue_with(Vec::new(), seat, mover, Then::EndTurn, &mut events);
            }
            (
                Phase::Choose {
                    mover,
                    placer,
                    pending,
                    queue,
                    then,
                    ..
                },
                Action::Choose { line },
            ) => {
                let chosen = pending.lines[usize::from(line)].clone();
                self.make_foursome(pending.team, chosen, &mut events);
                if !self.winner_check(&mut events) {
                    self.continue_with(queue, placer, mover, then, &mut events);
                }
            }
            _ => {}
        }
        events
    }

    /// Checks the bounds: 92 cards, hands within their size (one over for the mover
    /// before they play), chips within supply, locks matching the foursomes, known cards
    /// really held.
    pub fn invariants(&self) -> Result<(), String> {
        let mut all: Vec<Card> = self.deck.cards().to_vec();
        all.extend(&self.discards);
        for (seat, hand) in self.hands.iter() {
            if hand.len() > self.options.hand_size() + 1 {
                return Err(format!("{seat} holds {} cards", hand.len()));
            }
            all.extend(hand);
            let mut rest = hand.clone();
            for k in &self.known[seat] {
                let found = match k {
                    Known::Card(c) => rest.iter().position(|r| r == c),
                    Known::MajorWoody => rest.iter().position(|r| r.is_major_woody()),
                };
                match found {
                    Some(i) => {
                        rest.remove(i);
                    }
                    None => return Err(format!("{seat} is known to hold {k:?} but does not")),
                }
            }
        }
        let mut expected = full_deck();
        expected.sort();
        all.sort();
        if all != expected || all.len() != DECK_SIZE {
            return Err(format!(
                "{} cards, not the {DECK_SIZE} of the deck",
                all.len()
            ));
        }
        for team in (0..self.options.teams()).map(Team) {
            let placed = self.chips.placed().filter(|(_, c)| c.team == team).count();
            if placed > usize::from(CHIPS) {
                return Err(format!("side {} has {placed} chips out", team.0));
            }
        }
        if let Some((p, c)) = self
            .chips
            .placed()
            .find(|(_, c)| c.team.0 >= self.options.teams())
        {
            return Err(format!("a chip of side {} at {p:?}", c.team.0));
        }
        for (p, c) in self.chips.placed().filter(|(_, c)| c.locked) {
            if !self
                .foursomes
                .iter()
                .any(|(t, line)| *t == c.team && line.contains(&p))
            {
                return Err(format!("a locked chip at {p:?} in no foursome"));
            }
        }
        for (team, line) in &self.foursomes {
            if line.iter().any(|p| {
                self.chips.at(*p)
                    != Some(Chip {
                        team: *team,
                        locked: true,
                    })
            }) {
                return Err(format!(
                    "a foursome of side {} no longer on the board: {line:?}",
                    team.0
                ));
            }
        }
        Ok(())
    }
}
