//! Major Woody's Wild Foursomes: the options, the actions, the phases of a turn, what
//! happens and why an action is refused; the board's spaces.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::data::{Border, Card, Face, board};
use super::foursome::Team;
use crate::engine::board::Layout;
use crate::engine::{Pos, Seat, SetupError};

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
    /// Nothing in hand can be played: pass, discarding `discard` face up (the card just
    /// drawn, unless the player picks another), so the hand keeps its size.
    Pass {
        /// The card discarded.
        discard: Card,
    },
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
    /// No card could be played: the player passed, discarding a card face down.
    Passed {
        /// Who.
        seat: Seat,
        /// The card discarded: seen by its player alone (`None` for everyone else).
        discarded: Option<Card>,
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
        crate::engine::once_each(board_layout().grid().iter().map(|(_, f)| *f))
            .into_iter()
            .map(|f| (f, board_layout().spaces_where(|g| g == f)))
            .collect()
    });
    all.iter()
        .find(|(f, _)| *f == face)
        .map_or(&[], |(_, s)| s.as_slice())
}
