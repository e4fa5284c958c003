//! Major Woody's Wild Foursomes (All Things Equal, 2020; ages 17+): play cards named for
//! prank-call characters, cover their spaces, and make foursomes (four chips in a row).
//!
//! # Rules
//! 2-4 players, or 6 or 8 people as 3 or 4 teams of two; 5 cards each (3 in teams). A
//! turn: draw the top card and read it aloud ("Red, Jack Schitt", or only "a Major
//! Woody"); another player may STEAL it; whoever else holds that very card must say Got
//! it! and play it; then the player turns in any used cards and plays one card: a
//! character card covers an open space of that character and border colour, WILD any
//! open space, REMOVE takes away an unlocked chip, RED/BLACK SWAP exchanges chips. Four of
//! one side's chips in a row make a foursome, locked. Three foursomes win with two sides,
//! two with three or four.
//!
//! # Rulings
//! - Board (`data.rs`): 10 x 8, each of 20 characters on two red and two black spaces, no
//!   two of one character touching, one colour's two spaces at least four apart.
//! - A drawn used card (both its spaces covered) is discarded face up and another drawn.
//! - The STEAL window: every other seat may answer, each offered in turn order from the
//!   mover (the next seat first, so no seat always wins a race of computers); the mover's
//!   "Proceed" (taking the turn) closes it, as playing a chip would at the table. A seat
//!   holding the identical card may not STEAL. One STEAL per card. The thief's chip is
//!   settled (foursomes included), then the thief draws a replacement.
//! - Got it!: after the window, the one other player who held the identical card when it
//!   was read out, if one of its spaces is open and they have chips, must play it there;
//!   then draws. A thief's replacement, drawn after the reading, never makes the thief a
//!   holder, even when it is the card's other copy (the rulebook: "Other players
//!   announce with a quick 'Nope' or an excited 'Got it' if they have that same card",
//!   as it is read).
//! - Turning in used cards: any number, each replaced, only while the deck has cards.
//! - A pass is allowed only when no card can place, remove or swap; the log says why.
//! - SWAP exchanges two unlocked chips of different sides, both on spaces of the card's
//!   border colour; either side may make foursomes by it, and each owner scores theirs.
//! - Foursomes: a new one may use at most one chip locked before the move; a longer line,
//!   or one with more than one way to take four, is settled by its owner's choice (the
//!   placer for their side; for the other side of a SWAP, that side's first seat); several
//!   directions at once each count.
//! - The game ends at once when a side reaches the target; or when the card of a turn's
//!   start must be drawn and the deck is empty; or when the player to move has no chips
//!   left. Then most foursomes wins, and equal most is a tie. A replacement draw after a
//!   STEAL or a Got it! that finds the deck empty ends nothing: the claimant stays a card
//!   short, the mover still plays, and the next turn's draw ends the game (so nobody can
//!   stop an opponent's foursome by claiming on the last card).
//! - What everyone knows: a card read aloud stays known to be in its holder's hand until
//!   played; "a Major Woody" until that player plays any Major Woody card (nobody can
//!   tell which one it was). Views carry it, and re-deals for tests keep it.
//! - Team-mates never react on each other's turns (the rulebook: "teammates cannot play a
//!   chip on their teammate's turn"): no STEAL, no Got it! for the mover's partner.
//! - A pass needs a hand of nothing playable and nothing to turn in: a used card that can
//!   be turned in is turned in first (a player passes holding only used cards beyond what
//!   can be turned in, or a STEAL alone). A pass discards one card face down (the
//!   rulebook: "Don't reveal which Major Woody card you picked"): the others see that a
//!   card went, not which, and no longer know what else of the hand they knew. It is the
//!   card drawn last unless the player picks another, so the hand keeps its size
//!   ("maintain five cards at the end of every turn"). The player to move always has
//!   chips (a turn without any ends the game before its draw, and team-mates never
//!   react), so a pass is never for want of chips.
//! - If one SWAP brings two sides to the target at once, most foursomes wins and equal is
//!   a tie, as at the other ends. Every choice of four the move raised (either side's) is
//!   settled before the end is decided, so the order of the lines never decides it.
//! - Pass-and-play: the announcement is part of the screen that hands the device to the
//!   player to move; the STEAL control is on it for everyone, always, and a claim hands
//!   the device to the claimant before their hand shows (a claim by someone without a
//!   STEAL simply goes back).
//! - Deals are always fresh (`Game::CHOSEN_DEALS` is false): whoever chose a deal number
//!   could replay it alone and read every hand, so no link or setup chooses one.
//!
//! # Options
//! The number of players: 2, 3, 4, or 6 or 8 as teams of two.

mod bench;
pub mod bot;
pub mod data;
pub mod diagram;
pub mod foursome;
mod invariants;
pub mod levels;
mod moves;
mod reveals;
pub mod rules;
pub mod table;
mod turn;
pub mod view;

pub use bot::{FoursomeBot, GreedyBot};
pub use data::{Border, Card, Character, Face};
pub use foursome::{Chip, Team};
pub use rules::{Action, End, Event, Known, Options, Phase, PlayError};
pub use table::Woody;
pub use view::WoodyView;

use crate::engine::session::WithBots;
use crate::engine::{
    Bot, Game, GameRng, Level, Outcome, Pos, Seat, Seed, SetupError, Standing, ToAct, Viewer,
};

/// What the list of games says of this game, and how its options follow from the setup.
impl crate::games::Listed for Woody {
    fn bench(deals: u64, threads: usize) {
        bench::run(deals, threads);
    }

    const INFO: crate::games::GameInfo = crate::games::GameInfo {
        name: Woody::NAME,
        pitch: "Cards named for prank-call characters: cover their spaces, steal, swap, and make three foursomes first.",
        players: "2–4 players, or 3–4 teams of two",
        time: "30 minutes",
        seat_counts: &[2, 3, 4, 6, 8],
        age: Some("17+"),
        count_words: &[
            (6, "6 players: three teams of two"),
            (8, "8 players: four teams of two"),
        ],
        levels: true,
        saves_since: <Woody as crate::engine::Game>::SAVES_SINCE,
    };

    fn seat_side(seats: usize, seat: Seat) -> Option<String> {
        let options = Options {
            players: u8::try_from(seats).ok()?,
        };
        let team = options.team_of(seat);
        Some(if options.teams_of_two() {
            format!("team of {} chips", team.chip_name())
        } else {
            format!("{} chips", team.chip_name())
        })
    }

    fn options_for(players: u8, _chosen: &Options) -> Options {
        Options { players }
    }
}

impl Game for Woody {
    // 3: a pass discards a card, and a reaction's draw on an empty deck ends nothing.
    // 4: Got it! is held at the reading, and reactions go in turn order from the mover.
    const SAVES_SINCE: u32 = 4;
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = WoodyView;
    type RuleError = PlayError;

    const KEY: &'static str = "woody";
    const NAME: &'static str = "Major Woody's Wild Foursomes";
    const HIDDEN_INFORMATION: bool = true;
    const UNDO: bool = false;
    const CHOSEN_DEALS: bool = false;
    const MOVES_REVEAL_HIDDEN: bool = true;

    fn new(options: &Options, seed: Seed) -> Result<Self, SetupError> {
        Woody::deal(*options, seed)
    }

    fn seat_count(&self) -> usize {
        usize::from(self.options.players)
    }

    fn to_act(&self) -> ToAct {
        match &self.phase {
            Phase::Steal {
                mover, declined, ..
            } => ToAct::Responders(
                std::iter::once(*mover)
                    .chain(self.may_react(*mover).filter(|s| !declined.contains(s)))
                    .collect(),
            ),
            Phase::GotIt { holder, .. } => ToAct::Seat(*holder),
            Phase::Main { mover } => ToAct::Seat(*mover),
            Phase::Choose { chooser, .. } => ToAct::Seat(*chooser),
            Phase::Over(_) => ToAct::Nobody,
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.legal(seat)
    }

    fn is_legal(&self, seat: Seat, action: &Action) -> bool {
        self.allows(seat, action)
    }

    fn why_illegal(&self, seat: Seat, action: &Action) -> PlayError {
        self.explain(seat, action)
    }

    fn apply_legal(&mut self, seat: Seat, action: &Action) -> Vec<Event> {
        self.play(seat, action)
    }

    fn actor(event: &Event) -> Option<Seat> {
        match event {
            Event::DrewUsed { seat, .. }
            | Event::Drew { seat, .. }
            | Event::Announced { seat, .. }
            | Event::Stole { seat, .. }
            | Event::GotIt { seat, .. }
            | Event::TurnedIn { seat, .. }
            | Event::Placed { seat, .. }
            | Event::Removed { seat, .. }
            | Event::Swapped { seat, .. }
            | Event::Passed { seat, .. } => Some(*seat),
            Event::Foursome { .. } | Event::Ended(_) => None,
        }
    }

    fn view(&self, viewer: Viewer) -> WoodyView {
        WoodyView::of(self, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        let Phase::Over(end) = self.phase else {
            return None;
        };
        let teams: Vec<Team> = (0..self.options.teams()).map(Team).collect();
        let scores = Seat::all(self.seat_count())
            .map(|s| (s, self.foursomes_of(self.options.team_of(s)) as i32))
            .collect();
        let most = teams
            .iter()
            .map(|t| self.foursomes_of(*t))
            .max()
            .unwrap_or(0);
        let leaders: Vec<Team> = teams
            .iter()
            .copied()
            .filter(|t| self.foursomes_of(*t) == most)
            .collect();
        let seats_of = |ts: &[Team]| -> Vec<Seat> {
            Seat::all(self.seat_count())
                .filter(|s| ts.contains(&self.options.team_of(*s)))
                .collect()
        };
        let (standing, reason) = match (end, leaders.as_slice()) {
            (End::Target(team), _) => (
                Standing::Won(seats_of(&[team])),
                format!("{most} foursomes"),
            ),
            (end, [one]) => (
                Standing::Won(seats_of(&[*one])),
                format!("{}; most foursomes ({most})", end_words(end)),
            ),
            (end, many) => (
                Standing::Tied(seats_of(many)),
                format!("{}; equal most foursomes ({most})", end_words(end)),
            ),
        };
        Some(Outcome {
            standing,
            scores,
            reason,
        })
    }

    fn opening_events(&self) -> Vec<(Seat, Event)> {
        self.opening.clone()
    }

    fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
        Some(match event {
            Event::Drew {
                seat,
                card: Some(_),
            } if viewer != Viewer::Seat(*seat) => Event::Drew {
                seat: *seat,
                card: None,
            },
            Event::Passed {
                seat,
                discarded: Some(_),
            } if viewer != Viewer::Seat(*seat) => Event::Passed {
                seat: *seat,
                discarded: None,
            },
            other => other.clone(),
        })
    }

    fn mask_reveals(told: &mut Vec<Event>, view: &mut WoodyView) {
        reveals::mask(told, view);
    }

    fn sample_options() -> Vec<Options> {
        [2, 3, 4, 6, 8]
            .into_iter()
            .map(|players| Options { players })
            .collect()
    }

    fn action_space(&self) -> Vec<Action> {
        let mut kinds: Vec<Card> = self
            .hands
            .iter()
            .flat_map(|(_, h)| h.iter().copied())
            .collect();
        kinds.extend([
            Card::Wild,
            Card::Remove,
            Card::Steal,
            Card::Swap(Border::Red),
            Card::Face(data::Face {
                who: Character(0),
                border: Border::Red,
            }),
        ]);
        kinds.sort();
        kinds.dedup();
        let positions: Vec<Pos> = (0..=data::ROWS)
            .flat_map(|r| (0..data::COLS).map(move |c| Pos::new(r, c)))
            .collect();
        let mut actions = vec![
            Action::Proceed,
            Action::Decline,
            Action::Choose { line: 0 },
            Action::Choose { line: 3 },
        ];
        actions.extend(kinds.iter().map(|c| Action::TurnIn(*c)));
        actions.extend(kinds.iter().map(|c| Action::Pass { discard: *c }));
        for at in &positions {
            actions.push(Action::Steal { at: *at });
            actions.push(Action::GotIt { at: *at });
            actions.push(Action::Remove { at: *at });
            actions.extend(kinds.iter().map(|card| Action::Place {
                card: *card,
                at: *at,
            }));
        }
        let placed: Vec<Pos> = self.chips.placed().map(|(p, _)| p).take(12).collect();
        for mine in &placed {
            for theirs in &placed {
                for border in [Border::Red, Border::Black] {
                    actions.push(Action::Swap {
                        border,
                        mine: *mine,
                        theirs: *theirs,
                    });
                }
            }
        }
        actions
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }

    fn redeal_unseen(&mut self, seat: Seat, rng: &mut GameRng) {
        // Cards everyone knows a hand holds stay; the rest of the other hands and the
        // deck are shuffled together and dealt back in the same numbers.
        let others: Vec<Seat> = Seat::all(self.seat_count())
            .filter(|s| *s != seat)
            .collect();
        let mut pool: Vec<Card> = self.deck.cards().to_vec();
        let mut kept: Vec<(Seat, Vec<Card>, usize)> = Vec::new();
        for s in &others {
            let mut rest = self.hands[*s].clone();
            let mut keep = Vec::new();
            // Who must say Got it! is known to hold the card, as the phase shows.
            let got_it = match self.phase {
                Phase::GotIt { holder, face, .. } if holder == *s => {
                    Some(Known::Card(Card::Face(face)))
                }
                _ => None,
            };
            for k in self.known[*s].iter().chain(&got_it) {
                let i = match k {
                    Known::Card(c) => rest.iter().position(|r| r == c),
                    Known::MajorWoody => rest.iter().position(|r| r.is_major_woody()),
                };
                if let Some(i) = i {
                    keep.push(rest.remove(i));
                }
            }
            kept.push((*s, keep, rest.len()));
            pool.extend(rest);
        }
        // And the cards others passed face down.
        let hidden: Vec<usize> = self
            .face_down
            .iter()
            .filter(|(_, whose)| *whose != seat)
            .map(|(at, _)| *at)
            .collect();
        pool.extend(hidden.iter().map(|at| self.discards[*at]));
        rng.shuffle(&mut pool);
        for at in hidden {
            self.discards[at] = pool.pop().expect("as many cards as were taken");
        }
        for (s, mut keep, n) in kept {
            keep.extend(pool.split_off(pool.len() - n));
            self.hands[s] = keep;
        }
        self.deck = crate::engine::Deck::from_cards(pool);
    }
}

fn end_words(end: End) -> &'static str {
    match end {
        End::Target(_) => "the target was reached",
        End::TargetTogether => "two sides reached the target at once",
        End::DeckEmpty => "the deck ran out",
        End::NoChips => "a player ran out of chips",
    }
}

impl WithBots for Woody {
    fn computer_player(level: Level, seed: Seed) -> Box<dyn Bot<Self>> {
        levels::player(level, seed)
    }
}

impl std::fmt::Display for Event {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let space = |at: &Pos| {
            rules::board_layout()
                .at(*at)
                .map_or_else(|| "?".to_string(), |face| face.to_string())
        };
        match self {
            Event::DrewUsed { card, .. } => {
                write!(f, "drew {card}, a used card: discarded, and drew again.")
            }
            Event::Drew {
                card: Some(card), ..
            } => write!(f, "drew {card}."),
            Event::Drew { card: None, .. } => write!(f, "drew a card."),
            Event::Announced {
                face: Some(face), ..
            } => write!(f, "read out \"{face}\"."),
            Event::Announced { face: None, .. } => write!(f, "got a Major Woody."),
            Event::Stole { face, at, .. } => write!(
                f,
                "played STEAL on {face} and took the {} space.",
                space(at)
            ),
            Event::GotIt { face, at, .. } => {
                write!(
                    f,
                    "said \"Got it!\" and played {face} on the {} space.",
                    space(at)
                )
            }
            Event::TurnedIn { card, .. } => write!(f, "turned in the used card {card}."),
            Event::Placed { card, at, .. } => {
                write!(f, "played {card} on the {} space.", space(at))
            }
            Event::Removed { at, team, .. } => write!(
                f,
                "played REMOVE and took the {} chip off {}.",
                team.chip_name(),
                space(at)
            ),
            Event::Swapped {
                mine, theirs, with, ..
            } => {
                write!(
                    f,
                    "played SWAP: their chip on {} for the {} chip on {}.",
                    space(mine),
                    with.chip_name(),
                    space(theirs)
                )
            }
            Event::Passed {
                discarded: Some(discarded),
                ..
            } => write!(
                f,
                "passed: no card in hand can be played; discarded {discarded} face down."
            ),
            Event::Passed { discarded: None, .. } => write!(
                f,
                "passed: no card in hand can be played; discarded a card face down."
            ),
            Event::Foursome { team, .. } => {
                write!(f, "Foursome for the {} chips!", team.chip_name())
            }
            Event::Ended(end) => write!(f, "The game is over: {}.", end_words(*end)),
        }
    }
}
