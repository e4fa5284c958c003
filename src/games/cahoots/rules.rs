//! The rules of Cahoots: the deal, plays onto the piles, drawing back to four, goals met
//! and revealed, marks, the skip of an empty hand, and the ways to win and lose.

use std::fmt;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::data::{Card, Difficulty, HAND, PILES, VISIBLE_GOALS, full_deck};
use super::goals::{GoalId, Tops, all_goals};
use crate::engine::{BySeat, Deck, GameRng, Seat, Seed, SetupError};

/// The choices made at setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    /// Players, 2 to 4.
    pub players: u8,
    /// How many goals to meet.
    pub difficulty: Difficulty,
    /// Speed Cahoots: a four-minute clock and no turn order.
    pub speed: bool,
    /// Mum's the word: no marks at all.
    pub mum: bool,
    /// Lil Cahoots: hands lie open, so nobody needs a private screen.
    pub open_hands: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            players: 2,
            difficulty: Difficulty::Normal,
            speed: false,
            mum: false,
            open_hands: false,
        }
    }
}

/// The length of a Speed Cahoots game, in seconds.
pub const SPEED_SECONDS: u32 = 240;

/// A signal, the only talk the rules allow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mark {
    /// "Play here": a pile, 0 to 3 from the left.
    Pile(u8),
    /// "Go for this": a face-up goal.
    Goal(GoalId),
}

/// A mark on the table and who placed it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Marked {
    /// Who signalled.
    pub by: Seat,
    /// What.
    pub mark: Mark,
}

/// What a player asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Play a card from the hand onto a pile (0 to 3) whose top shares its colour or
    /// number.
    Play {
        /// The card.
        card: Card,
        /// The pile.
        pile: u8,
    },
    /// Place a signal before playing.
    Mark(Mark),
    /// Say "I cannot play": the only move of a player holding cards none of which fits.
    CannotPlay,
    /// Speed Cahoots: the clock ran out.
    TimeUp,
}

/// Why a rule refuses an action.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlayError {
    /// The card is not in the hand.
    #[error("{0} is not in your hand")]
    NotInHand(Card),
    /// There is no such pile.
    #[error("there are only four piles")]
    NoSuchPile,
    /// The card fits neither the colour nor the number of the pile's top.
    #[error("{card} fits neither the colour nor the number of {top}")]
    NoMatch {
        /// The card played.
        card: Card,
        /// The pile's top.
        top: Card,
    },
    /// Marks are off in Mum's the word.
    #[error("no marks in Mum's the word")]
    NoMarks,
    /// One pile mark and one goal mark a turn, each on something new.
    #[error("you have already placed that mark, or one of its kind this turn")]
    MarkedAlready,
    /// Only a face-up goal can be marked.
    #[error("that goal is not face up")]
    GoalNotShowing,
    /// A card can be played, so "I cannot play" is not true.
    #[error("you can still play a card")]
    CanPlay,
    /// No card fits: the player can only say so.
    #[error("none of your cards can be played, so all you can do is say so")]
    Stuck,
    /// The clock belongs to Speed Cahoots only.
    #[error("only Speed Cahoots has a clock")]
    NoClock,
}

/// Why the team lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Loss {
    /// This player held cards and could play none.
    Stuck(Seat),
    /// Speed Cahoots: every player holding cards could play none.
    AllStuck,
    /// The deck and every hand ran out with goals still to meet.
    OutOfCards,
    /// Speed Cahoots: the four minutes ran out.
    TimeUp,
}

/// Whose turn, or how it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// This seat is to play (in Speed Cahoots, the seat whose turn it would be: anyone
    /// holding cards may play).
    Turn(Seat),
    /// Every goal met.
    Won,
    /// The team lost.
    Lost(Loss),
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A card went onto a pile.
    Played {
        /// The card.
        card: Card,
        /// The pile, 0 to 3.
        pile: u8,
    },
    /// The player drew a card; `card` is `None` for those who may not see it.
    Drew {
        /// Who drew.
        seat: Seat,
        /// The card, for its holder (and everyone, with open hands).
        card: Option<Card>,
        /// True with open hands: the card is public.
        open: bool,
    },
    /// Goals met by the piles, collected into the team's wins.
    Met(Vec<GoalId>),
    /// A goal turned face up from the goal pile.
    Revealed(GoalId),
    /// A signal.
    Marked(Mark),
    /// A player with no cards left was passed over.
    Skipped(Seat),
    /// A player said they cannot play.
    CannotPlay,
    /// Every goal is met.
    Won,
    /// The team lost.
    Lost(Loss),
}

/// A pile's name for people: "pile 1" to "pile 4", left to right.
pub fn pile_name(pile: u8) -> String {
    format!("pile {}", pile + 1)
}

impl Loss {
    /// Why, in words.
    pub fn reason(self) -> String {
        match self {
            Loss::Stuck(_) => "the player to move held cards and could play none".into(),
            Loss::AllStuck => "nobody holding cards could play one".into(),
            Loss::OutOfCards => "the cards ran out before the goals".into(),
            Loss::TimeUp => "the four minutes ran out".into(),
        }
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Played { card, pile } => write!(f, "played {card} on {}", pile_name(*pile)),
            Event::Drew { card: Some(c), .. } => write!(f, "drew {c}"),
            Event::Drew { card: None, .. } => write!(f, "drew a card"),
            Event::Met(goals) => {
                let texts: Vec<&str> = goals.iter().map(|g| g.card().text).collect();
                write!(f, "met: {}", texts.join("; "))
            }
            Event::Revealed(goal) => write!(f, "new goal: {}", goal.card().text),
            Event::Marked(Mark::Pile(p)) => write!(f, "marked {}: play here", pile_name(*p)),
            Event::Marked(Mark::Goal(g)) => write!(f, "marked a goal: go for {}", g.card().text),
            Event::Skipped(_) => write!(f, "has no cards and is skipped"),
            Event::CannotPlay => write!(f, "cannot play any card"),
            Event::Won => write!(f, "every goal is met: the team wins"),
            Event::Lost(loss) => write!(f, "the team loses: {}", loss.reason()),
        }
    }
}

/// A game of Cahoots.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cahoots {
    pub(super) options: Options,
    pub(super) deck: Deck<Card>,
    pub(super) hands: BySeat<Vec<Card>>,
    /// The four piles, bottom first.
    pub(super) piles: [Vec<Card>; PILES],
    /// The face-down goals; the top is the end.
    pub(super) goal_pile: Vec<GoalId>,
    /// The face-up goals, in their places (a met goal's place takes the next one).
    pub(super) showing: Vec<GoalId>,
    /// Goals met, in order, with who met them (`None`: met by the deal).
    pub(super) won: Vec<(GoalId, Option<Seat>)>,
    /// The signals on the table.
    pub(super) marks: Vec<Marked>,
    /// What each seat has marked since its last play: (a pile, a goal).
    pub(super) marked_now: BySeat<(bool, bool)>,
    /// Speed Cahoots: the seats that said they cannot play since the last play.
    pub(super) stuck: Vec<Seat>,
    pub(super) phase: Phase,
}

impl Cahoots {
    /// Deals a game: four cards each, four piles, the goal pile by the difficulty table,
    /// four goals face up (those the piles already meet are won and replaced).
    pub fn deal(options: Options, seed: Seed) -> Result<Self, SetupError> {
        if !(2..=4).contains(&options.players) {
            return Err(SetupError::PlayerCount {
                game: "Cahoots",
                allowed: "2 to 4 players",
                asked: usize::from(options.players),
            });
        }
        let mut rng = GameRng::new(seed);
        let mut deck = Deck::shuffled(full_deck(), &mut rng);
        let players = usize::from(options.players);
        let hands = BySeat::new_with(players, |_| {
            (0..HAND).filter_map(|_| deck.draw()).collect::<Vec<_>>()
        });
        let piles = std::array::from_fn(|_| vec![deck.draw().expect("56 cards")]);
        let mut goals: Vec<GoalId> = all_goals().collect();
        rng.shuffle(&mut goals);
        goals.truncate(options.difficulty.goals(options.players));
        let mut game = Cahoots {
            options,
            deck,
            hands,
            piles,
            goal_pile: goals,
            showing: Vec::new(),
            won: Vec::new(),
            marks: Vec::new(),
            marked_now: BySeat::new_with(players, |_| (false, false)),
            stuck: Vec::new(),
            phase: Phase::Turn(Seat(0)),
        };
        game.refill_goals(None);
        if game.goals_left() == 0 {
            game.phase = Phase::Won;
        }
        Ok(game)
    }

    /// The options.
    pub fn options(&self) -> Options {
        self.options
    }

    /// Whose turn, or how it ended.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The four pile tops, left to right.
    pub fn tops(&self) -> Tops {
        std::array::from_fn(|i| *self.piles[i].last().expect("a pile is never empty"))
    }

    /// The piles, bottom card first.
    pub fn piles(&self) -> &[Vec<Card>; PILES] {
        &self.piles
    }

    /// `seat`'s hand.
    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat]
    }

    /// Cards left in the deck.
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// The face-up goals.
    pub fn showing(&self) -> &[GoalId] {
        &self.showing
    }

    /// Goals met so far, with who met each.
    pub fn won(&self) -> &[(GoalId, Option<Seat>)] {
        &self.won
    }

    /// The face-down goals left.
    pub fn goal_pile_len(&self) -> usize {
        self.goal_pile.len()
    }

    /// Goals still to meet: face up and face down.
    pub fn goals_left(&self) -> usize {
        self.showing.len() + self.goal_pile.len()
    }

    /// The signals on the table.
    pub fn marks(&self) -> &[Marked] {
        &self.marks
    }

    /// What `seat` has marked since its last play: (a pile, a goal).
    pub fn marked_now(&self, seat: Seat) -> (bool, bool) {
        self.marked_now[seat]
    }

    /// The seats that may act now, in turn order from the seat whose turn it is.
    pub fn movers(&self) -> Vec<Seat> {
        let Phase::Turn(seat) = self.phase else {
            return Vec::new();
        };
        if !self.options.speed {
            return vec![seat];
        }
        let n = usize::from(self.options.players);
        (0..n)
            .map(|i| Seat(((seat.index() + i) % n) as u8))
            .filter(|s| !self.hands[*s].is_empty() && !self.stuck.contains(s))
            .collect()
    }

    /// The plays `seat` could make from its hand now (each card kind once).
    pub fn plays(&self, seat: Seat) -> Vec<Action> {
        let tops = self.tops();
        // Each kind in hand once, in the cards' order (kinds() runs in it): without a
        // sort, which would cost the bundle a sort of its own.
        let hand = &self.hands[seat];
        let mut plays = Vec::new();
        for card in Card::kinds().filter(|k| hand.contains(k)) {
            for (pile, top) in (0u8..).zip(tops) {
                if card.matches(top) {
                    plays.push(Action::Play { card, pile });
                }
            }
        }
        plays
    }

    /// Every legal action of `seat` now.
    pub fn legal(&self, seat: Seat) -> Vec<Action> {
        if !self.movers().contains(&seat) {
            return Vec::new();
        }
        let plays = self.plays(seat);
        let mut legal = Vec::new();
        if plays.is_empty() {
            legal.push(Action::CannotPlay);
        } else {
            legal.extend(plays);
            legal.extend(self.legal_marks(seat));
        }
        if self.options.speed {
            legal.push(Action::TimeUp);
        }
        legal
    }

    fn legal_marks(&self, seat: Seat) -> Vec<Action> {
        if self.options.mum {
            return Vec::new();
        }
        let (pile_done, goal_done) = self.marked_now[seat];
        let has = |m: Mark| self.marks.iter().any(|k| k.by == seat && k.mark == m);
        let mut marks = Vec::new();
        if !pile_done {
            marks.extend(
                (0..PILES as u8)
                    .map(Mark::Pile)
                    .filter(|m| !has(*m))
                    .map(Action::Mark),
            );
        }
        if !goal_done {
            marks.extend(
                self.showing
                    .iter()
                    .map(|g| Mark::Goal(*g))
                    .filter(|m| !has(*m))
                    .map(Action::Mark),
            );
        }
        marks
    }

    /// Why `action` is not legal for `seat` (called only when it is not).
    pub fn explain(&self, seat: Seat, action: &Action) -> PlayError {
        match *action {
            Action::Play { card, pile } => {
                if !self.hands[seat].contains(&card) {
                    PlayError::NotInHand(card)
                } else if usize::from(pile) >= PILES {
                    PlayError::NoSuchPile
                } else {
                    PlayError::NoMatch {
                        card,
                        top: self.tops()[usize::from(pile)],
                    }
                }
            }
            Action::Mark(mark) => {
                if self.options.mum {
                    PlayError::NoMarks
                } else if let Mark::Goal(g) = mark
                    && !self.showing.contains(&g)
                {
                    PlayError::GoalNotShowing
                } else if let Mark::Pile(p) = mark
                    && usize::from(p) >= PILES
                {
                    PlayError::NoSuchPile
                } else if self.plays(seat).is_empty() {
                    PlayError::Stuck
                } else {
                    PlayError::MarkedAlready
                }
            }
            Action::CannotPlay => PlayError::CanPlay,
            Action::TimeUp => PlayError::NoClock,
        }
    }

    /// Applies a legal action.
    pub fn play(&mut self, seat: Seat, action: &Action) -> Vec<Event> {
        match *action {
            Action::Mark(mark) => {
                self.marks.retain(|m| {
                    m.by != seat || std::mem::discriminant(&m.mark) != std::mem::discriminant(&mark)
                });
                self.marks.push(Marked { by: seat, mark });
                let done = &mut self.marked_now[seat];
                match mark {
                    Mark::Pile(_) => done.0 = true,
                    Mark::Goal(_) => done.1 = true,
                }
                vec![Event::Marked(mark)]
            }
            Action::Play { card, pile } => self.play_card(seat, card, pile),
            Action::CannotPlay => {
                let mut events = vec![Event::CannotPlay];
                if self.options.speed {
                    self.stuck.push(seat);
                    if self.movers().is_empty() {
                        events.extend(self.lose(Loss::AllStuck));
                    }
                } else {
                    events.extend(self.lose(Loss::Stuck(seat)));
                }
                events
            }
            Action::TimeUp => self.lose(Loss::TimeUp),
        }
    }

    fn lose(&mut self, loss: Loss) -> Vec<Event> {
        self.phase = Phase::Lost(loss);
        vec![Event::Lost(loss)]
    }

    fn play_card(&mut self, seat: Seat, card: Card, pile: u8) -> Vec<Event> {
        let hand = &mut self.hands[seat];
        let at = hand.iter().position(|c| *c == card).expect("legal");
        hand.remove(at);
        self.piles[usize::from(pile)].push(card);
        self.marks.retain(|m| m.mark != Mark::Pile(pile));
        self.marked_now[seat] = (false, false);
        self.stuck.clear();
        let mut events = vec![Event::Played { card, pile }];
        if self.hands[seat].len() < HAND
            && let Some(drawn) = self.deck.draw()
        {
            self.hands[seat].push(drawn);
            events.push(Event::Drew {
                seat,
                card: Some(drawn),
                open: self.options.open_hands,
            });
        }
        events.extend(self.refill_goals(Some(seat)));
        if self.goals_left() == 0 {
            self.phase = Phase::Won;
            events.push(Event::Won);
            return events;
        }
        events.extend(self.pass_turn(seat));
        events
    }

    /// Collects every face-up goal the piles meet and turns up new ones in their places,
    /// until none showing is met.
    fn refill_goals(&mut self, by: Option<Seat>) -> Vec<Event> {
        let mut events = Vec::new();
        loop {
            while self.showing.len() < VISIBLE_GOALS
                && let Some(goal) = self.goal_pile.pop()
            {
                self.showing.push(goal);
                if by.is_some() {
                    events.push(Event::Revealed(goal));
                }
            }
            let tops = self.tops();
            let met: Vec<GoalId> = self
                .showing
                .iter()
                .copied()
                .filter(|g| g.card().met(&tops))
                .collect();
            if met.is_empty() {
                return events;
            }
            self.showing.retain(|g| !met.contains(g));
            self.marks
                .retain(|m| !matches!(m.mark, Mark::Goal(g) if met.contains(&g)));
            self.won.extend(met.iter().map(|g| (*g, by)));
            if by.is_some() {
                events.push(Event::Met(met));
            }
        }
    }

    /// Hands the turn on: to the next seat holding cards; lost when nobody holds any.
    fn pass_turn(&mut self, from: Seat) -> Vec<Event> {
        let n = usize::from(self.options.players);
        if self.hands.iter().all(|(_, h)| h.is_empty()) {
            return self.lose(Loss::OutOfCards);
        }
        let mut events = Vec::new();
        let mut next = from.next(n);
        while self.hands[next].is_empty() {
            if !self.options.speed {
                events.push(Event::Skipped(next));
            }
            next = next.next(n);
        }
        self.phase = Phase::Turn(next);
        events
    }
}
