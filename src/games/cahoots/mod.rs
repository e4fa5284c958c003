//! Cahoots, the cooperative card game: the team plays number cards onto four piles
//! (matching the top's colour or number) to meet the face-up goal cards, without telling
//! each other what they hold.
//!
//! # Rules
//! 2 to 4 players, 4 cards each, 4 face-up piles, a goal pile by the rulebook's table
//! ([`Difficulty::goals`]), 4 goals face up. On a turn a player plays one card onto a
//! pile whose top shares its colour or number, draws back to four while the deck lasts,
//! and the team collects every face-up goal the piles now meet; new goals turn up in
//! their places, and any of those already met are collected at once (repeatedly). The
//! team wins when every goal of the goal pile is met. It loses when the player to move
//! holds cards and none can be played, or when the deck and every hand are empty.
//!
//! # Rulings
//! - The 56 number cards (`data.rs`): 1 to 7 in four colours (green, pink, orange,
//!   purple), two of each. The 50 goal cards (`goals.rs`) are data, written in the game's
//!   style since the real texts are not published: each has its text, a detail line that
//!   settles how the text reads (sums or pile counts, each colour or together, strictly
//!   or not, which way a run goes) and a check. The first seven are the known real ones,
//!   in their own words: "three orange piles", "sum of all piles is 15", "the pink cards
//!   add up to 10", "purple is half of green", "all piles are purple or green", "every
//!   card is lower than 4", "all cards add up to 10".
//! - Goals look only at the four top cards. "Exactly" means exactly (three orange piles
//!   is three, not four), and a goal that names colours is met only while at least one
//!   pile of a named colour shows ([`GoalCard::met`]). A colour's cards "add up" to the
//!   sum of its top cards. Piles stand left to right, so goals may speak of neighbours.
//! - Every goal can be met: a test counts, for each, its share of all possible sets of
//!   four tops, none is zero, and the card shows the share as its difficulty.
//! - The goal pile of the table (12 to 24 cards) includes the four dealt face up; the team
//!   wins when all of them are met. Goals met by the deal are won before anyone plays.
//! - The first player is the first seat (the rulebook's "last ate something orange" is
//!   settled at the table by who sits first).
//! - A player with an empty hand (the deck is out) is skipped; the log says so.
//! - Losing by "cannot play" is the stuck player's own move ("I cannot play"), the only
//!   move they have: at a table a player says so, and it keeps the game from deciding on
//!   a hand nobody else has seen.
//! - Signals: the player to move may, before playing, mark one pile ("play here") and
//!   one face-up goal ("go for this"), each at most once a turn. A new mark replaces the
//!   same player's mark of that kind. Marks are public and stay until used: a pile mark
//!   goes when a card is played on that pile, a goal mark when the goal is met. A player
//!   who cannot play has nothing to signal.
//! - Speed Cahoots: no turn order; anyone holding cards may play (and mark) at any time.
//!   The clock is the table's (`ui::cahoots`); when it runs out the table sends
//!   [`Action::TimeUp`] from the first seat that may act, and the team loses. "Cannot play" loses only once every player holding cards has said it
//!   since the last card was played.
//! - Speed Cahoots across devices: a card chosen on a phone just as another landed still
//!   plays if it fits the pile now (as a card laid a moment late does at a table); one
//!   that no longer fits is refused with the rule's reason.
//! - Mum's the word: no marks. Lil Cahoots: every hand lies open on the table, drawn
//!   cards included, so the app needs no pass screen.
//!
//! # Options
//! Players (the seats), difficulty, and the three variants, which combine freely.

mod bench;
pub mod bot;
pub mod data;
pub mod goals;
pub mod invariants;
pub mod layout;
pub mod rules;
pub mod view;

pub use bot::TeamBot;
pub use data::{Card, Colour, Difficulty};
pub use goals::{GOALS, GoalCard, GoalId, Tops};
pub use layout::Layout;
pub use rules::{
    Action, Cahoots, Event, Loss, Mark, Marked, Options, Phase, PlayError, SPEED_SECONDS, pile_name,
};
pub use view::CahootsView;

use crate::engine::session::WithBots;
use crate::engine::{
    Bot, Deck, Game, GameRng, Outcome, Seat, Seed, SetupError, Standing, ToAct, Viewer,
};

/// What the list of games says of this game, and how its options follow from the setup.
impl crate::games::Listed for Cahoots {
    fn bench(deals: u64, threads: usize) {
        bench::run(deals, threads);
    }

    const INFO: crate::games::GameInfo = crate::games::GameInfo {
        name: Cahoots::NAME,
        pitch: "Play cards on four piles, matching colour or number, to meet the goal cards together, without saying what you hold.",
        players: "2–4 players, one team",
        time: "15 minutes",
        seat_counts: &[2, 3, 4],
        age: None,
        count_words: &[],
        levels: false,
        saves_since: <Cahoots as crate::engine::Game>::SAVES_SINCE,
    };

    fn options_for(players: u8, chosen: &Options) -> Options {
        Options { players, ..*chosen }
    }
}

impl Game for Cahoots {
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = CahootsView;
    type RuleError = PlayError;

    const KEY: &'static str = "cahoots";
    const NAME: &'static str = "Cahoots";
    const HIDDEN_INFORMATION: bool = true;
    const UNDO: bool = false;

    fn moves_reveal_hidden(&self) -> bool {
        // With open hands every drawn card is shown to the table.
        self.options.open_hands
    }

    fn open_order(&self) -> bool {
        self.options.speed
    }

    fn late_moves_stand(&self) -> bool {
        self.options.speed
    }

    fn hides_from_table(&self) -> bool {
        // Lil Cahoots lays every hand open; Speed Cahoots still asks who holds the
        // device, so it counts as hidden there too.
        !self.options.open_hands || self.options.speed
    }

    fn deal_may_be_shown(&self) -> bool {
        // The deal also orders the deck, which even open hands do not show.
        false
    }

    fn new(options: &Options, seed: Seed) -> Result<Self, SetupError> {
        Cahoots::deal(*options, seed)
    }

    fn seat_count(&self) -> usize {
        usize::from(self.options.players)
    }

    fn to_act(&self) -> ToAct {
        let movers = self.movers();
        match movers.len() {
            0 => ToAct::Nobody,
            1 => ToAct::Seat(movers[0]),
            _ => ToAct::Responders(movers),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.legal(seat)
    }

    fn why_illegal(&self, seat: Seat, action: &Action) -> PlayError {
        self.explain(seat, action)
    }

    fn apply_legal(&mut self, seat: Seat, action: &Action) -> Vec<Event> {
        self.play(seat, action)
    }

    fn view(&self, viewer: Viewer) -> CahootsView {
        CahootsView::of(self, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        let everyone: Vec<Seat> = Seat::all(self.seat_count()).collect();
        let met = self.won().len();
        let total = met + self.goals_left();
        match self.phase() {
            Phase::Turn(_) => None,
            Phase::Won => Some(Outcome {
                standing: Standing::Won(everyone),
                scores: Vec::new(),
                reason: format!("every goal is met ({total} of {total})"),
            }),
            Phase::Lost(loss) => Some(Outcome {
                standing: Standing::Lost,
                scores: Vec::new(),
                reason: format!("{} ({met} of {total} goals met)", loss.reason()),
            }),
        }
    }

    fn actor(event: &Event) -> Option<Seat> {
        match event {
            Event::Skipped(seat) => Some(*seat),
            _ => None,
        }
    }

    fn about_the_table(event: &Event) -> bool {
        matches!(event, Event::Won | Event::Lost(_))
    }

    fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
        Some(match event {
            Event::Drew {
                seat,
                card: Some(_),
                open: false,
            } if viewer != Viewer::Seat(*seat) => Event::Drew {
                seat: *seat,
                card: None,
                open: false,
            },
            other => other.clone(),
        })
    }

    fn mask_reveals(told: &mut Vec<Event>, view: &mut CahootsView) {
        // With open hands the card a player draws is shown to the table: masked out of
        // the event and out of the open hand it went into (at its end), and no more. A
        // card shown that is not the last of its drawer's hand stays, to be compared.
        for event in told.iter_mut() {
            let Event::Drew {
                seat,
                card: card @ Some(_),
                open: true,
            } = event
            else {
                continue;
            };
            let Some(hand) = view.open_hands.get_mut(seat.index()) else {
                continue;
            };
            if hand.last().copied() == *card {
                hand.pop();
                if view.seat == Some(*seat) {
                    view.hand.pop();
                }
                *card = None;
            }
        }
    }

    fn sample_options() -> Vec<Options> {
        let mut all: Vec<Options> = (2..=4)
            .map(|players| Options {
                players,
                ..Options::default()
            })
            .collect();
        all.push(Options {
            players: 3,
            difficulty: Difficulty::Beginner,
            speed: true,
            ..Options::default()
        });
        all.push(Options {
            players: 2,
            difficulty: Difficulty::Insane,
            mum: true,
            ..Options::default()
        });
        all.push(Options {
            players: 4,
            open_hands: true,
            ..Options::default()
        });
        all
    }

    fn action_space(&self) -> Vec<Action> {
        let mut actions: Vec<Action> = Card::kinds()
            .flat_map(|card| (0..5).map(move |pile| Action::Play { card, pile }))
            .collect();
        actions.extend((0..5).map(|p| Action::Mark(Mark::Pile(p))));
        actions.extend(goals::all_goals().map(|g| Action::Mark(Mark::Goal(g))));
        actions.extend([Action::CannotPlay, Action::TimeUp]);
        actions
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }

    fn redeal_unseen(&mut self, seat: Seat, rng: &mut GameRng) {
        // The deck and the hands `seat` cannot see. The goal pile stays: it is the same
        // for everyone, and turning a goal up is a reveal the rules make.
        let hidden: Vec<Seat> = if self.options.open_hands {
            Vec::new()
        } else {
            Seat::all(self.seat_count())
                .filter(|s| *s != seat)
                .collect()
        };
        let mut pool: Vec<Card> = self.deck.cards().to_vec();
        for s in &hidden {
            pool.extend(self.hands[*s].iter().copied());
        }
        rng.shuffle(&mut pool);
        for s in &hidden {
            let n = self.hands[*s].len();
            self.hands[*s] = pool.split_off(pool.len() - n);
        }
        self.deck = Deck::from_cards(pool);
    }
}

impl WithBots for Cahoots {
    fn computer_player(_level: crate::engine::Level, _seed: Seed) -> Box<dyn Bot<Self>> {
        Box::new(TeamBot)
    }
}
