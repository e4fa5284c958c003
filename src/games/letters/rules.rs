//! The alphabet game's state, actions, events, and how a turn plays out.

use std::fmt;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::data::{COLS, Card, DECK_SIZE, ROWS, Space, board, full_deck};
use crate::engine::board::{Chips, Layout};
use crate::engine::{BySeat, Deck, DiscardPile, GameRng, Pos, Seat, Seed, SetupError};

/// Chips in a row that win.
pub const SEQUENCE: usize = 4;

/// How many play: 2 or 3 players, or 4 as two teams of two seated alternately.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    /// 2, 3 or 4.
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
        if (2..=4).contains(&self.players) {
            Ok(self)
        } else {
            Err(SetupError::PlayerCount {
                game: "Letter Lines",
                allowed: "2 or 3 players, or 4 as two teams of two",
                asked: usize::from(self.players),
            })
        }
    }

    /// Sides with a chip colour: one per player, or two teams when four play.
    pub fn teams(self) -> u8 {
        if self.players == 4 { 2 } else { self.players }
    }

    /// The side `seat` plays for: team-mates sit alternately (seats 1 and 3, 2 and 4).
    pub fn team_of(self, seat: Seat) -> Team {
        Team(seat.0 % self.teams())
    }

    /// The seats of `team`.
    pub fn seats_of(self, team: Team) -> Vec<Seat> {
        Seat::all(usize::from(self.players))
            .filter(|s| self.team_of(*s) == team)
            .collect()
    }

    /// Cards in a hand: 5 with 2 or 3 players, 4 with 4.
    pub fn hand_size(self) -> usize {
        if self.players == 4 { 4 } else { 5 }
    }
}

/// A side and its chips: one colour and one shape each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Team(pub u8);

impl Team {
    /// The chips' colour and shape, in words: colour is never the only sign.
    pub fn chip_name(self) -> &'static str {
        match self.0 {
            0 => "red circle",
            1 => "blue square",
            _ => "yellow triangle",
        }
    }
}

/// What a player can ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Turn in a dead card (both its pictures covered) for a new one; once a turn, first.
    TurnIn(Card),
    /// Play a card to your discard pile and act on `at`: cover it (a letter or Z) or take
    /// the opponent's chip off it (X).
    Play {
        /// The card.
        card: Card,
        /// The space.
        at: Pos,
    },
    /// No card can be played (after turning in a dead card, if you held one).
    Pass,
}

/// Where the game stands.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// `seat` is to move; `turned_in` once they have turned in a dead card this turn.
    Turn {
        /// Who moves.
        seat: Seat,
        /// A dead card was turned in this turn.
        turned_in: bool,
    },
    /// A side made four in a row.
    Won {
        /// The side.
        team: Team,
        /// The four spaces.
        line: Vec<Pos>,
    },
    /// Every player passed in a row and nothing could change: a draw.
    Drawn,
}

/// What happened. Only [`Event::Drew`] carries a private card; everyone else sees that a
/// card was drawn (see `Letters::redact`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A dead card went onto the player's discard pile.
    TurnedIn {
        /// Who.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A chip went onto a picture.
    Covered {
        /// Who.
        seat: Seat,
        /// The card played.
        card: Card,
        /// Where.
        at: Pos,
        /// The chip's side.
        team: Team,
    },
    /// An X took a chip off.
    Removed {
        /// Who played the X.
        seat: Seat,
        /// From where.
        at: Pos,
        /// Whose chip it was.
        team: Team,
    },
    /// A card came off the deck; `card` only for its new holder.
    Drew {
        /// Who drew.
        seat: Seat,
        /// The card, when the viewer may see it.
        card: Option<Card>,
    },
    /// The deck ran out: every discard pile was shuffled into a new deck.
    Reshuffled {
        /// Cards in the new deck.
        cards: usize,
    },
    /// No card could be played.
    Passed {
        /// Who.
        seat: Seat,
    },
    /// Four in a row.
    Sequence {
        /// The side.
        team: Team,
        /// The line.
        line: Vec<Pos>,
    },
    /// A full round of passes with nothing left to change.
    Drawn,
}

fn space_name(at: Pos) -> String {
    let space = board_layout().at(at).map(|s| s.picture.word).unwrap_or("?");
    space.to_string()
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::TurnedIn { card, .. } => write!(f, "turned in a dead {card} card."),
            Event::Covered { card, at, team, .. } => {
                write!(
                    f,
                    "played {card} and covered the {} with a {} chip.",
                    space_name(*at),
                    team.chip_name()
                )
            }
            Event::Removed { at, team, .. } => {
                write!(
                    f,
                    "played X and took the {} chip off the {}.",
                    team.chip_name(),
                    space_name(*at)
                )
            }
            Event::Drew {
                card: Some(card), ..
            } => write!(f, "drew {card}."),
            Event::Drew { card: None, .. } => write!(f, "drew a card."),
            Event::Reshuffled { cards } => write!(
                f,
                "The deck ran out: {cards} discards were shuffled into a new deck."
            ),
            Event::Passed { .. } => write!(f, "could not play and passed."),
            Event::Sequence { team, .. } => write!(f, "Four {} chips in a row!", team.chip_name()),
            Event::Drawn => write!(f, "Everyone passed and nothing can change: a draw."),
        }
    }
}

/// Why an action is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum PlayError {
    /// The card is not in the player's hand.
    #[error("that card is not in your hand")]
    NotInHand,
    /// A letter card on a picture of another letter.
    #[error("that picture does not start with the card's letter")]
    WrongLetter,
    /// The space already has a chip.
    #[error("that picture is already covered")]
    Covered,
    /// An X on a space without an opponent's chip.
    #[error("an X takes away an opponent's chip, and there is none there")]
    NoOpponentChip,
    /// Turning in a card that still has an open picture (or is X or Z).
    #[error("only a dead card (both its pictures covered) can be turned in")]
    NotDead,
    /// A second turn-in in one turn.
    #[error("only one dead card can be turned in each turn")]
    AlreadyTurnedIn,
    /// Passing with a playable card, or with a dead card to turn in first.
    #[error("you can still play (or turn in a dead card first)")]
    CanPlay,
    /// Off the board.
    #[error("that space is off the board")]
    OffBoard,
}

/// The two spaces of `letter` (looked up once for all letters).
pub fn letter_spaces(letter: super::data::Letter) -> &'static [Pos] {
    static SPACES: OnceLock<Vec<Vec<Pos>>> = OnceLock::new();
    let all = SPACES.get_or_init(|| {
        super::data::Letter::all()
            .map(|l| board_layout().spaces_where(|s| s.letter == l))
            .collect()
    });
    &all[usize::from(letter.index())]
}

/// The board layout, built once.
pub fn board_layout() -> &'static Layout<Space> {
    static LAYOUT: OnceLock<Layout<Space>> = OnceLock::new();
    LAYOUT.get_or_init(|| Layout::new(board()))
}

/// Passes in a row, for the draw rule: all of them, and those without a turn-in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Passes {
    /// Turns in a row that ended in a pass.
    pub in_a_row: u8,
    /// Of those, the latest in a row where the player turned in nothing.
    pub quiet_in_a_row: u8,
}

/// A game of the alphabet game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Letters {
    pub(super) options: Options,
    pub(super) chips: Chips<Team>,
    pub(super) hands: BySeat<Vec<Card>>,
    pub(super) discards: BySeat<DiscardPile<Card>>,
    pub(super) deck: Deck<Card>,
    pub(super) rng: GameRng,
    pub(super) phase: Phase,
    /// Turns in a row that ended in a pass, and of them, those in a row without a
    /// turn-in (see the draw rule in the module doc).
    pub(super) passes: Passes,
}

impl Letters {
    /// A shuffled deal for `options`.
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
        Ok(Letters {
            options,
            chips: Chips::empty(ROWS, COLS),
            hands,
            discards: BySeat::new_with(seats, |_| DiscardPile::default()),
            deck,
            rng,
            phase: Phase::Turn {
                seat: Seat(0),
                turned_in: false,
            },
            passes: Passes::default(),
        })
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
    pub fn chips(&self) -> &Chips<Team> {
        &self.chips
    }

    /// `seat`'s hand: the engine's secret, for tests; players and bots see only their own
    /// through a view.
    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat]
    }

    /// The spaces `card`, played by `team`, may act on: open pictures of its letter, any
    /// open picture for Z, an opponent's chip for X.
    pub fn targets(chips: &Chips<Team>, card: Card, team: Team) -> Vec<Pos> {
        match card {
            Card::Letter(letter) => chips.open_among(letter_spaces(letter)),
            Card::Wild => chips.open().collect(),
            Card::Remove => chips
                .placed()
                .filter(|(_, t)| *t != team)
                .map(|(p, _)| p)
                .collect(),
        }
    }

    /// True when `card` is dead: a letter whose two pictures are both covered.
    pub fn is_dead(chips: &Chips<Team>, card: Card) -> bool {
        matches!(card, Card::Letter(_)) && Self::targets(chips, card, Team(0)).is_empty()
    }

    /// The legal actions of the seat to move, in a fixed order: turn-ins, then plays in
    /// hand order (each card kind once) and space order, then pass.
    pub(super) fn legal_for_turn(&self, seat: Seat, turned_in: bool) -> Vec<Action> {
        let team = self.options.team_of(seat);
        let mut kinds: Vec<Card> = Vec::new();
        for card in &self.hands[seat] {
            if !kinds.contains(card) {
                kinds.push(*card);
            }
        }
        let mut actions = Vec::new();
        if !turned_in {
            actions.extend(
                kinds
                    .iter()
                    .filter(|c| Self::is_dead(&self.chips, **c))
                    .map(|c| Action::TurnIn(*c)),
            );
        }
        for card in &kinds {
            for at in Self::targets(&self.chips, *card, team) {
                actions.push(Action::Play { card: *card, at });
            }
        }
        if actions.is_empty() {
            actions.push(Action::Pass);
        }
        actions
    }

    /// Why `action` is not legal for `seat` now.
    pub(super) fn explain(&self, seat: Seat, action: &Action) -> PlayError {
        let layout = board_layout();
        let turned_in = matches!(
            self.phase,
            Phase::Turn {
                turned_in: true,
                ..
            }
        );
        let holds = |card: &Card| self.hands[seat].contains(card);
        match action {
            Action::TurnIn(card) if !holds(card) => PlayError::NotInHand,
            Action::TurnIn(_) if turned_in => PlayError::AlreadyTurnedIn,
            Action::TurnIn(_) => PlayError::NotDead,
            Action::Play { card, .. } if !holds(card) => PlayError::NotInHand,
            Action::Play { at, .. } if layout.at(*at).is_none() => PlayError::OffBoard,
            Action::Play {
                card: Card::Remove, ..
            } => PlayError::NoOpponentChip,
            Action::Play { at, .. } if !self.chips.is_open(*at) => PlayError::Covered,
            Action::Play { .. } => PlayError::WrongLetter,
            Action::Pass => PlayError::CanPlay,
        }
    }

    /// Plays `action` (known legal) for `seat`.
    pub(super) fn play(&mut self, seat: Seat, action: &Action) -> Vec<Event> {
        let mut events = Vec::new();
        match *action {
            Action::TurnIn(card) => {
                self.discard(seat, card);
                events.push(Event::TurnedIn { seat, card });
                self.draw(seat, &mut events);
                self.phase = Phase::Turn {
                    seat,
                    turned_in: true,
                };
            }
            Action::Play { card, at } => {
                self.discard(seat, card);
                self.passes = Passes::default();
                let team = self.options.team_of(seat);
                if card == Card::Remove {
                    let taken = self.chips.remove(at).expect("an X takes a chip");
                    events.push(Event::Removed {
                        seat,
                        at,
                        team: taken,
                    });
                } else {
                    self.chips.place(at, team);
                    events.push(Event::Covered {
                        seat,
                        card,
                        at,
                        team,
                    });
                    if let Some(line) = self
                        .chips
                        .lines_through(at, SEQUENCE, |t| t == team)
                        .into_iter()
                        .next()
                    {
                        events.push(Event::Sequence {
                            team,
                            line: line.clone(),
                        });
                        self.phase = Phase::Won { team, line };
                        return events;
                    }
                }
                self.draw(seat, &mut events);
                self.next_turn(seat);
            }
            Action::Pass => {
                events.push(Event::Passed { seat });
                let turned_in = matches!(
                    self.phase,
                    Phase::Turn {
                        turned_in: true,
                        ..
                    }
                );
                self.passes.in_a_row = self.passes.in_a_row.saturating_add(1);
                self.passes.quiet_in_a_row = if turned_in {
                    0
                } else {
                    self.passes.quiet_in_a_row.saturating_add(1)
                };
                let round = self.options.players;
                let stuck = self.passes.quiet_in_a_row >= round
                    || (self.passes.in_a_row >= round && !self.help_left());
                if stuck {
                    events.push(Event::Drawn);
                    self.phase = Phase::Drawn;
                } else {
                    self.next_turn(seat);
                }
            }
        }
        events
    }

    fn discard(&mut self, seat: Seat, card: Card) {
        let hand = &mut self.hands[seat];
        let i = hand
            .iter()
            .position(|c| *c == card)
            .expect("a legal card is in hand");
        hand.remove(i);
        self.discards[seat].discard(card);
    }

    /// Draws a card for `seat`, shuffling every discard pile into a new deck first when
    /// the deck is empty.
    fn draw(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if self.deck.is_empty() {
            for pile in Seat::all(usize::from(self.options.players)) {
                self.deck.gather(&mut self.discards[pile]);
            }
            self.deck.shuffle(&mut self.rng);
            if !self.deck.is_empty() {
                events.push(Event::Reshuffled {
                    cards: self.deck.len(),
                });
            }
        }
        if let Some(card) = self.deck.draw() {
            self.hands[seat].push(card);
            events.push(Event::Drew {
                seat,
                card: Some(card),
            });
        }
    }

    /// True when some card of the game could be played by every player on the board as
    /// it stands: a letter with an open picture, a Z while a picture is open, an X while
    /// every side has an opponent's chip to take. After a full round of passes no hand
    /// holds one (its holder would have played it), so it lies in the deck or a discard
    /// pile (shuffled into the deck when it runs out), and the turn-ins will bring it to
    /// someone. Looking at every card, hands included, decides it from what all players
    /// know, never from where a hidden card lies.
    fn help_left(&self) -> bool {
        let seats = || Seat::all(usize::from(self.options.players));
        let mut cards = self
            .deck
            .cards()
            .iter()
            .chain(seats().flat_map(|s| self.discards[s].cards()))
            .chain(seats().flat_map(|s| self.hands[s].iter()));
        cards.any(|card| {
            seats().all(|seat| {
                !Self::targets(&self.chips, *card, self.options.team_of(seat)).is_empty()
            })
        })
    }

    fn next_turn(&mut self, seat: Seat) {
        self.phase = Phase::Turn {
            seat: seat.next(usize::from(self.options.players)),
            turned_in: false,
        };
    }

    /// Checks the bounds: 52 cards in all, chips only of playing sides, hands never
    /// larger than dealt, and a won game's line really four of one side in a row.
    pub fn invariants(&self) -> Result<(), String> {
        let mut all: Vec<Card> = self.deck.cards().to_vec();
        for (seat, hand) in self.hands.iter() {
            if hand.len() > self.options.hand_size() {
                return Err(format!("{seat} holds {} cards", hand.len()));
            }
            all.extend(hand);
            all.extend(self.discards[seat].cards());
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
        if let Some((p, t)) = self
            .chips
            .placed()
            .find(|(_, t)| t.0 >= self.options.teams())
        {
            return Err(format!("a chip of side {} at {p:?}", t.0));
        }
        match &self.phase {
            Phase::Turn { seat, .. } if seat.index() >= usize::from(self.options.players) => Err(
                format!("{seat} to move in a game of {}", self.options.players),
            ),
            Phase::Won { team, line } => {
                let straight =
                    line.len() == SEQUENCE && line.iter().all(|p| self.chips.at(*p) == Some(*team));
                if straight {
                    Ok(())
                } else {
                    Err(format!("a winning line that is not four: {line:?}"))
                }
            }
            _ => Ok(()),
        }
    }
}
