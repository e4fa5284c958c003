//! The `Game` trait: what every one of the five games answers, and nothing about drawing.

use std::fmt::{Debug, Display};

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::rng::{GameRng, Seed};
use super::seat::Seat;

/// Who must act now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum ToAct {
    /// One seat moves.
    Seat(Seat),
    /// Any of these seats may answer an interrupt (a reaction window); never empty. The
    /// first is the seat whose turn it is: its answer closes the window, so the others
    /// answer first when they can.
    Responders(Vec<Seat>),
    /// The game is over.
    Nobody,
}

impl ToAct {
    /// True when `seat` may act now.
    pub fn includes(&self, seat: Seat) -> bool {
        match self {
            ToAct::Seat(s) => *s == seat,
            ToAct::Responders(seats) => seats.contains(&seat),
            ToAct::Nobody => false,
        }
    }

    /// Whom to ask first when every seat answers in its own time, as at a table: in a
    /// reaction window each other seat before the seat whose turn it is, whose answer
    /// closes the window.
    pub fn next_to_answer(&self) -> Option<Seat> {
        match self {
            ToAct::Seat(s) => Some(*s),
            ToAct::Responders(seats) => seats.get(1).or(seats.first()).copied(),
            ToAct::Nobody => None,
        }
    }

    /// The seats that may act now, in turn order.
    pub fn seats(&self) -> Vec<Seat> {
        match self {
            ToAct::Seat(s) => vec![*s],
            ToAct::Responders(seats) => seats.clone(),
            ToAct::Nobody => Vec::new(),
        }
    }
}

/// Whose eyes a view is made for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Viewer {
    /// A player: sees the table and their own hand.
    Seat(Seat),
    /// Someone watching: sees only what is public.
    Spectator,
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Standing {
    /// These seats won (team-mates win together).
    Won(Vec<Seat>),
    /// Everybody lost (solitaire, co-operative games).
    Lost,
    /// Nobody won: these seats tied, or (all seats) the game was drawn.
    Tied(Vec<Seat>),
}

/// The end of a game: who won, the final scores if the game keeps them, and why it ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Who won, lost or tied.
    pub standing: Standing,
    /// Each scoring seat's final score (Foursquare: the cards left in the stock, when
    /// won); empty for games that do not score their end.
    pub scores: Vec<(Seat, i32)>,
    /// Why the game ended, in words for the player.
    pub reason: String,
}

/// Why the engine refused an action. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Refusal<E> {
    /// The game is over; nothing more can be played.
    #[error("the game is over")]
    GameOver,
    /// The seat may not act now.
    #[error("it is not {0}'s turn")]
    NotYourTurn(Seat),
    /// The action breaks a rule of the game.
    #[error("{0}")]
    Rule(E),
}

/// Why a game could not be set up from its options.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    /// The number of seats is not one the game allows.
    #[error("{game} is played by {allowed}; {asked} players were asked for")]
    PlayerCount {
        /// The game's name.
        game: &'static str,
        /// The allowed counts, in words.
        allowed: &'static str,
        /// The count asked for.
        asked: usize,
    },
    /// Another option is out of range.
    #[error("{0}")]
    Option(String),
}

/// One of the five games. Implementations are pure: no UI, no clock, no global RNG.
///
/// Legal actions are the single source of truth: [`Game::apply`] refuses anything not in
/// them, with a typed reason, before anything changes.
pub trait Game: Clone + PartialEq + Debug + Serialize + DeserializeOwned {
    /// The choices made at setup (player count, variants).
    type Options: Clone + PartialEq + Debug + Default + Serialize + DeserializeOwned + Send + Sync;
    /// What a player asks for.
    type Action: Clone + PartialEq + Debug + Serialize + DeserializeOwned;
    /// What happened. An event may carry detail only some seats may know (the card a
    /// player drew); [`Game::redact`] says what each viewer sees of it.
    type Event: Clone + PartialEq + Debug + Serialize + DeserializeOwned + Display;
    /// What one viewer may see. It holds no card its viewer cannot see: other hands are
    /// counts, decks are lengths.
    type View: Clone + PartialEq + Debug + Serialize + DeserializeOwned;
    /// Why a rule refuses an action.
    type RuleError: std::error::Error + Clone + PartialEq;

    /// The game's key in saves and URLs.
    const KEY: &'static str;
    /// The game's name for people.
    const NAME: &'static str;
    /// True when some cards are hidden from some seats (hands, a shuffled stock).
    const HIDDEN_INFORMATION: bool;
    /// True when a player may take back a move (solitaire; not in games against others).
    const UNDO: bool;
    /// True when a deal may be chosen by its number (a link's `seed`, the setup's deal
    /// number, "same deal again"): open games and cooperative ones. In a competitive game
    /// with hidden hands a deal is always fresh, since whoever chose its number could
    /// replay it alone and read every hand.
    const CHOSEN_DEALS: bool = true;
    /// True when the rules make moves reveal hidden cards to the table (a drawn card read
    /// aloud, a "Got it!"), so that another seat's move may rightly tell a seat different
    /// things in different deals. The conformance suite then compares the two deals with
    /// what the rules revealed masked out ([`Game::mask_reveals`]).
    const MOVES_REVEAL_HIDDEN: bool = false;
    /// The oldest save format ([`crate::engine::SAVE_VERSION`] when it was written) that
    /// this game's saves still replay as they were played: raised when this game's rules
    /// change, so that a change in one game never sets aside the others' saves.
    const SAVES_SINCE: u32 = 2;

    /// As [`Game::MOVES_REVEAL_HIDDEN`], for this game as set up: a variant may open
    /// what the rules otherwise hide (Cahoots' open hands show every card drawn).
    fn moves_reveal_hidden(&self) -> bool {
        Self::MOVES_REVEAL_HIDDEN
    }

    /// For a game whose moves reveal hidden cards ([`Game::moves_reveal_hidden`]): takes
    /// out of what a viewer was told of another seat's move (`told`, redacted for it) and
    /// of its view after the move (`view`) exactly what the rules showed on that move (a
    /// card drawn and read aloud, who had to say "Got it!"), so that two deals of the
    /// cards the viewer cannot see leave the same masked events and view unless the move
    /// told it more than the rules reveal. The conformance suite compares what is left,
    /// all of it. The default masks nothing; a game that reveals says what, and no more.
    fn mask_reveals(told: &mut Vec<Self::Event>, view: &mut Self::View) {
        let _ = (told, view);
    }

    /// True when, as this game is set up, some seats must not see what others hold, so
    /// people sharing a device need a pass screen between them. By default
    /// [`Game::HIDDEN_INFORMATION`]; a variant may lay every hand open (Lil Cahoots).
    fn hides_from_table(&self) -> bool {
        Self::HIDDEN_INFORMATION
    }

    /// False when the deal number decides something nobody sees even when no hand is
    /// hidden (Cahoots' deck order), so it must stay off screen; true by default.
    fn deal_may_be_shown(&self) -> bool {
        true
    }

    /// True when the seats to act may act in any order (Speed Cahoots), rather than
    /// answer a reaction window in which the first seat's answer closes it: a computer
    /// among them then acts without waiting for the others.
    fn open_order(&self) -> bool {
        false
    }

    /// True when a move chosen on a table that has since moved on still stands if the
    /// table now allows it (Speed Cahoots: a card laid a moment after another still
    /// plays where it fits, as at a real table). False by default: such a move is
    /// refused and its player looks again (play across devices: `remote::wire`).
    fn late_moves_stand(&self) -> bool {
        false
    }

    /// A new game from its options and a seed.
    fn new(options: &Self::Options, seed: Seed) -> Result<Self, SetupError>;

    /// How many seats play.
    fn seat_count(&self) -> usize;

    /// Who must act now.
    fn to_act(&self) -> ToAct;

    /// The actions `seat` may take now; empty when it may not act.
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// Why `action` by `seat` is not legal (called only when it is not).
    fn why_illegal(&self, seat: Seat, action: &Self::Action) -> Self::RuleError;

    /// Applies an action already known to be legal, returning what happened.
    fn apply_legal(&mut self, seat: Seat, action: &Self::Action) -> Vec<Self::Event>;

    /// What `viewer` may see.
    fn view(&self, viewer: Viewer) -> Self::View;

    /// The end of the game, once it is over.
    fn outcome(&self) -> Option<Outcome>;

    /// What happened as the game was set up, before anyone acted (a first card drawn and
    /// announced), with the seat it happened to. None by default.
    fn opening_events(&self) -> Vec<(Seat, Self::Event)> {
        Vec::new()
    }

    /// Whom `event` happened to, when not the seat whose action caused it (a play ends a
    /// turn and the next player draws: that draw is theirs). None by default: the acting
    /// seat's.
    fn actor(event: &Self::Event) -> Option<Seat> {
        let _ = event;
        None
    }

    /// True for an event about the whole table rather than any seat (a cooperative
    /// team's win or loss): it is told without a name, whoever's action brought it.
    fn about_the_table(event: &Self::Event) -> bool {
        let _ = event;
        false
    }

    /// What `viewer` may know of `event`: the event itself, a copy without the private
    /// detail ("drew a card"), or nothing. By default every event is public.
    fn redact(event: &Self::Event, viewer: Viewer) -> Option<Self::Event> {
        let _ = viewer;
        Some(event.clone())
    }

    /// Applies `action` for `seat` if it is legal; otherwise refuses it and changes nothing.
    fn apply(
        &mut self,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Vec<Self::Event>, Refusal<Self::RuleError>> {
        self.check(seat, action)?;
        Ok(self.apply_legal(seat, action))
    }

    /// Whether `seat` may take `action` now, and if not, why: what [`Game::apply`]
    /// would refuse, found without changing anything.
    fn check(&self, seat: Seat, action: &Self::Action) -> Result<(), Refusal<Self::RuleError>> {
        let to_act = self.to_act();
        if to_act == ToAct::Nobody {
            return Err(Refusal::GameOver);
        }
        if !to_act.includes(seat) {
            return Err(Refusal::NotYourTurn(seat));
        }
        if !self.is_legal(seat, action) {
            return Err(Refusal::Rule(self.why_illegal(seat, action)));
        }
        Ok(())
    }

    /// True when `action` is among `seat`'s legal actions. A game may answer faster than
    /// listing them all (a SWAP has hundreds of pairs); the conformance suite checks that
    /// the two agree.
    fn is_legal(&self, seat: Seat, action: &Self::Action) -> bool {
        self.legal_actions(seat).contains(action)
    }

    // What the conformance suite needs to test a game from outside.

    /// Option sets worth testing (each player count, each variant).
    fn sample_options() -> Vec<Self::Options> {
        vec![Self::Options::default()]
    }

    /// Every action of the right shape now, legal or not, so that the illegal ones can be
    /// checked to be refused.
    fn action_space(&self) -> Vec<Self::Action>;

    /// Checks the game's own bounds (card counts, scores, board limits).
    fn check_invariants(&self) -> Result<(), String>;

    /// Re-deals, in place, every card `seat` cannot see, keeping everything it can. Its
    /// view and its legal actions must not change.
    fn redeal_unseen(&mut self, seat: Seat, rng: &mut GameRng);
}

/// The log lines of `events` caused by `seat`'s action: each under the seat it happened
/// to ([`Game::actor`]), or else under `seat`.
pub fn attributed<G: Game>(
    seat: Seat,
    events: Vec<G::Event>,
) -> impl Iterator<Item = (Seat, G::Event)> {
    events
        .into_iter()
        .map(move |e| (G::actor(&e).unwrap_or(seat), e))
}
