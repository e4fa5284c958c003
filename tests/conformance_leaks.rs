//! The conformance suite catches a leak in a game whose moves rightly reveal hidden cards:
//! Major Woody with one event planted that tells every seat a card of the mover's hand.
//! What the rules reveal on a move (the card read aloud) is masked out of the comparison
//! of two deals; this card is not, and must be found.

use fourfold::engine::conformance::{Policy, playout};
use fourfold::engine::session::WithBots;
use fourfold::engine::{Bot, Game, GameRng, Outcome, RandomBot, Seat, Seed, SetupError, ToAct};
use fourfold::engine::{Viewer, conformance::Failure};
use fourfold::games::woody::{Action, Event, Options, PlayError, Woody, WoodyView};
use serde::{Deserialize, Serialize};

/// Major Woody, but a chip placed from the hand also announces the last card left in it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
struct Leaky(Woody);

impl Game for Leaky {
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = WoodyView;
    type RuleError = PlayError;

    const KEY: &'static str = "leaky-woody";
    const NAME: &'static str = "Major Woody with a leak";
    const HIDDEN_INFORMATION: bool = true;
    const UNDO: bool = false;
    const MOVES_REVEAL_HIDDEN: bool = true;

    fn new(options: &Options, seed: Seed) -> Result<Self, SetupError> {
        Woody::new(options, seed).map(Leaky)
    }
    fn seat_count(&self) -> usize {
        self.0.seat_count()
    }
    fn to_act(&self) -> ToAct {
        self.0.to_act()
    }
    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.0.legal_actions(seat)
    }
    fn why_illegal(&self, seat: Seat, action: &Action) -> PlayError {
        self.0.why_illegal(seat, action)
    }
    fn apply_legal(&mut self, seat: Seat, action: &Action) -> Vec<Event> {
        let mut events = self.0.apply_legal(seat, action);
        if let (Action::Place { .. }, Some(card)) = (action, self.0.hand(seat).last()) {
            events.insert(1, Event::TurnedIn { seat, card: *card });
        }
        events
    }
    fn view(&self, viewer: Viewer) -> WoodyView {
        self.0.view(viewer)
    }
    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }
    fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
        Woody::redact(event, viewer)
    }
    fn mask_reveals(told: &mut Vec<Event>, view: &mut WoodyView) {
        Woody::mask_reveals(told, view);
    }
    fn action_space(&self) -> Vec<Action> {
        self.0.action_space()
    }
    fn check_invariants(&self) -> Result<(), String> {
        self.0.check_invariants()
    }
    fn redeal_unseen(&mut self, seat: Seat, rng: &mut GameRng) {
        self.0.redeal_unseen(seat, rng);
    }
}

impl WithBots for Leaky {
    fn computer_player(_level: fourfold::engine::Level, seed: Seed) -> Box<dyn Bot<Self>> {
        Box::new(RandomBot::new(seed))
    }
}

#[test]
fn a_card_of_the_movers_hand_told_to_the_table_fails_conformance() {
    let found: Vec<Failure> = (0..5)
        .filter_map(|seed| {
            playout::<Leaky>(&Options { players: 2 }, Seed(seed), Policy::Random).err()
        })
        .collect();
    assert_eq!(found.len(), 5, "every playout finds the leak: {found:?}");
    for failure in found {
        assert!(
            failure
                .problem
                .contains("told it different things in two deals"),
            "{failure}"
        );
    }
    // The honest game passes the same checks.
    for seed in 0..5 {
        playout::<Woody>(&Options { players: 2 }, Seed(seed), Policy::Random)
            .unwrap_or_else(|f| panic!("{f}"));
    }
}
