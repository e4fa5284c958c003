//! Letter Lines, the alphabet sequence game (in shops as "Sequence Letters"): match a
//! letter card to a picture whose name starts with that letter; four chips in a row win.
//!
//! # Rules
//! 2 or 3 players, or 4 as two teams of two seated alternately; 5 cards each (4 with four
//! players). On a turn: optionally turn in one dead card (both of its pictures covered)
//! for a new one; then play one card face up to your own discard pile and act on it:
//! a letter covers an open picture of that letter with your chip, Z covers any open
//! picture, X takes one opponent's chip off the board. Then draw. Four of one side's
//! chips in a row, across, down or diagonally, win at once.
//!
//! # Rulings
//! - The board (`data.rs`): 48 pictures, 8 columns x 6 rows, no free space; each of the
//!   24 letters A-Y (no X, no Z) twice, as two different everyday things whose English
//!   names start with it (apple, ant), the word printed under each; its two pictures at
//!   least three spaces apart. Each letter has one of four colours, shown beside both
//!   pictures and on its cards, always with the letter (a reading aid: a letter card and
//!   its pictures always match); neighbours in the alphabet differ. The pictures are one
//!   bundled SVG sprite of openly licensed icons, so they look the same on every device.
//! - 52 cards: two per letter, two X, two Z. Chips: one side per player, or per team.
//! - An X ends the turn (after the draw), so the space it cleared cannot be covered again
//!   that turn. An X needs an opponent's chip; a team-mate's chip is not an opponent's.
//! - Turning in: at most one dead card a turn, before playing. X and Z are never dead.
//! - The deck: when a card must be drawn and the deck is empty, every discard pile is
//!   shuffled into a new deck. If there is still nothing to draw, the hand stays short.
//! - Passing: only when no card in hand can be played and there is no dead card left to
//!   turn in this turn (so the dead card is turned in first).
//! - The draw ("every player passes in a row with the deck unable to help"): while every
//!   player passes, no chip moves, so a card that cannot be played now never can, and
//!   the only change is a dead card turned in for a new one. The game is drawn after a
//!   full round of passes in a row (no chip placed or removed) when nobody turned in a
//!   card in that round (nobody draws, so nothing can change), or when no card of the
//!   game could be played by every player: a letter with an open picture, a Z while a
//!   picture is open, an X while every side has an opponent's chip. Otherwise such a card
//!   lies in the deck or a discard pile (no hand that passed holds one), players go on
//!   turning in dead cards, and it reaches someone, who must play it: a run of passes
//!   always ends, in a play or a draw, within a few turns of the deck. An X that only
//!   some players could use (chips of one side alone on the board) does not hold off the
//!   draw: it may lie, for good, in the hand of a player who cannot play it, and nobody
//!   can see where it is. The rule reads only what every player knows (the board and the
//!   cards of the game, not where a hidden card lies).
//! - With the whole deck a draw cannot happen: while a picture is open a Z can cover it,
//!   and a full board holds chips of at least two sides (one side's 48 chips would make
//!   four in a row), so an X can take one; and not every player can hold nothing but X
//!   and Z cards, of which there are four. Play goes on until a side makes four in a
//!   row, as the rulebook says; on a full board each X opens a picture for the next
//!   letter or Z.
//! - A placement that makes four in a row wins at once, before drawing. Five in a row
//!   wins the same; the line shown is the first four found.
//! - Hands are private, team-mates' too; discard piles and the deck's size are public.
//!
//! # Options
//! The number of players (2, 3, or 4 as two teams), which the seats of the setup decide.

mod bench;
pub mod bot;
pub mod data;
pub mod diagram;
pub mod levels;
pub mod rules;
pub mod view;

pub use bot::{GreedyBot, LineBot};
pub use data::{Card, Letter, LetterColour};
pub use rules::{Action, Event, Letters, Options, Phase, PlayError, Team};
pub use view::LettersView;

use crate::engine::session::WithBots;
use crate::engine::{
    Bot, Game, GameRng, Level, Outcome, Pos, Seat, Seed, SetupError, Standing, ToAct, Viewer,
};

/// What the list of games says of this game, and how its options follow from the setup.
impl crate::games::Listed for Letters {
    fn bench(deals: u64, threads: usize) {
        bench::run(deals, threads);
    }

    const INFO: crate::games::GameInfo = crate::games::GameInfo {
        name: Letters::NAME,
        pitch: "Match a letter card to a picture that starts with it; four chips in a row wins. For young readers.",
        players: "2–3 players, or 2 teams of two",
        time: "15 minutes",
        seat_counts: &[2, 3, 4],
        age: None,
        count_words: &[(4, "4 players: two teams of two")],
        levels: true,
        saves_since: <Letters as crate::engine::Game>::SAVES_SINCE,
    };

    fn seat_side(seats: usize, seat: Seat) -> Option<String> {
        let options = Options {
            players: u8::try_from(seats).ok()?,
        };
        let team = options.team_of(seat);
        Some(if options.players == 4 {
            format!("team of {} chips", team.chip_name())
        } else {
            format!("{} chips", team.chip_name())
        })
    }

    fn options_for(players: u8, _chosen: &Options) -> Options {
        Options { players }
    }
}

impl Game for Letters {
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = LettersView;
    type RuleError = PlayError;

    const KEY: &'static str = "letters";
    const NAME: &'static str = "Letter Lines";
    const HIDDEN_INFORMATION: bool = true;
    const UNDO: bool = false;
    const CHOSEN_DEALS: bool = false;

    fn new(options: &Options, seed: Seed) -> Result<Self, SetupError> {
        Letters::deal(*options, seed)
    }

    fn seat_count(&self) -> usize {
        usize::from(self.options.players)
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Turn { seat, .. } => ToAct::Seat(seat),
            _ => ToAct::Nobody,
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        match self.phase {
            Phase::Turn {
                seat: to_move,
                turned_in,
            } if to_move == seat => self.legal_for_turn(seat, turned_in),
            _ => Vec::new(),
        }
    }

    fn why_illegal(&self, seat: Seat, action: &Action) -> PlayError {
        self.explain(seat, action)
    }

    fn apply_legal(&mut self, seat: Seat, action: &Action) -> Vec<Event> {
        self.play(seat, action)
    }

    fn view(&self, viewer: Viewer) -> LettersView {
        LettersView::of(self, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        match &self.phase {
            Phase::Turn { .. } => None,
            Phase::Won { team, .. } => Some(Outcome {
                standing: Standing::Won(self.options.seats_of(*team)),
                scores: Vec::new(),
                reason: format!("four {} chips in a row", team.chip_name()),
            }),
            Phase::Drawn => Some(Outcome {
                standing: Standing::Tied(Seat::all(self.seat_count()).collect()),
                scores: Vec::new(),
                reason: "everyone passed and nothing could change".into(),
            }),
        }
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
            other => other.clone(),
        })
    }

    fn sample_options() -> Vec<Options> {
        (2..=4).map(|players| Options { players }).collect()
    }

    fn action_space(&self) -> Vec<Action> {
        // Every card kind in any hand, plus one no hand holds, on every space; turn-ins of
        // the same; and pass.
        let mut kinds: Vec<Card> = self
            .hands
            .iter()
            .flat_map(|(_, h)| h.iter().copied())
            .collect();
        kinds.extend([Card::Wild, Card::Remove]);
        kinds.extend(data::full_deck().into_iter().find(|c| !kinds.contains(c)));
        kinds.sort();
        kinds.dedup();
        let mut actions: Vec<Action> = kinds.iter().map(|c| Action::TurnIn(*c)).collect();
        for card in &kinds {
            for row in 0..=data::ROWS {
                for col in 0..data::COLS {
                    actions.push(Action::Play {
                        card: *card,
                        at: Pos::new(row, col),
                    });
                }
            }
        }
        actions.push(Action::Pass);
        actions
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }

    fn redeal_unseen(&mut self, seat: Seat, rng: &mut GameRng) {
        let others: Vec<Seat> = Seat::all(self.seat_count())
            .filter(|s| *s != seat)
            .collect();
        let mut pool: Vec<Card> = self.deck.cards().to_vec();
        for s in &others {
            pool.extend(self.hands[*s].iter().copied());
        }
        rng.shuffle(&mut pool);
        for s in &others {
            let n = self.hands[*s].len();
            self.hands[*s] = pool.split_off(pool.len() - n);
        }
        self.deck = crate::engine::Deck::from_cards(pool);
    }
}

impl WithBots for Letters {
    fn computer_player(level: Level, seed: Seed) -> Box<dyn Bot<Self>> {
        levels::player(level, seed)
    }
}
