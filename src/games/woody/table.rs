//! Major Woody's Wild Foursomes: the table (board, hands, deck, discards, chips) and
//! what anyone may read of it.

use serde::{Deserialize, Serialize};

use super::data::{COLS, Card, ROWS, full_deck};
use super::foursome::{Chip, Team};
use super::rules::{CHIPS, Event, Known, Options, Phase, face_spaces};
use crate::engine::board::Chips;
use crate::engine::{BySeat, Deck, GameRng, Pos, Seat, Seed, SetupError};

/// A game of Major Woody's Wild Foursomes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Woody {
    pub(super) options: Options,
    pub(super) chips: Chips<Chip>,
    pub(super) hands: BySeat<Vec<Card>>,
    /// What everyone knows each hand holds (announced and not yet played).
    pub(super) known: BySeat<Vec<Known>>,
    pub(super) deck: Deck<Card>,
    /// Played and used cards, face up but for those passed (see `face_down`).
    pub(super) discards: Vec<Card>,
    /// Which discards went face down, by a pass, and whose: only that seat sees them.
    #[serde(default)]
    pub(super) face_down: Vec<(usize, Seat)>,
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
            face_down: Vec::new(),
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
}
