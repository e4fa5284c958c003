//! A game on screen ([`Play`]): its session, whose screen shows (the pass-screen
//! curtain), a move held back or refused, and the seats played on other devices; with
//! the moves the reducer makes on it.

use crate::engine::{Game, Refusal, Seat, Session, ToAct};
use crate::ui::pacing::forced_move;
use crate::ui::pass::{Curtain, curtain, here};
use crate::ui::table::TableGame;

/// Why a move was not played, typed: the game's own refusal (`E`, its rule error) says
/// which place it concerns, so the table can mark it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refused<E: std::error::Error> {
    /// The game refused it: out of turn, after the end, or by one of its rules.
    #[error(transparent)]
    Act(#[from] Refusal<E>),
    /// The seat is played by the computer: a person cannot move for it.
    #[error("that seat is played by the computer")]
    ComputerSeat,
    /// A move chosen earlier waits to be confirmed or taken back first.
    #[error("confirm or take back the move chosen first")]
    MoveWaiting,
    /// The seat is played on another device (play across devices).
    #[error("that seat plays on its own device")]
    Elsewhere,
    /// The turn was taken while players on their own devices may still answer the card
    /// (a STEAL): the host's device goes on once they have, or have had their time.
    #[error(
        "the players on their own devices may still answer: your turn comes once they have, in a few seconds"
    )]
    GuestsAnswering,
}

/// A game of `G` on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Play<G: Game> {
    /// The game.
    pub session: Session<G>,
    /// Whose private screen is showing (`None`: nobody's yet, or only public).
    pub revealed: Option<Seat>,
    /// Why the last move was refused, for the player to read.
    pub refusal: Option<Refused<G::RuleError>>,
    /// The person's move [`Play::refusal`] refused, so the board can mark where it was
    /// tried, and by whom: set and cleared with the refusal, never apart.
    pub tried: Option<(Seat, G::Action)>,
    /// The person who claimed the device in a reaction window (to STEAL), while it is open.
    pub claim: Option<Seat>,
    /// A move chosen but not yet played: one that would hand the device to someone else,
    /// held until its player confirms it, so a misplaced move can be taken back before
    /// anything is revealed (no card drawn, no one else's turn begun).
    pub pending: Option<(Seat, G::Action)>,
    /// The seats played on other devices (play across devices: their moves come over a
    /// connection, and their people are not at this device). Only play across devices'
    /// bundle has any (see [`Play::elsewhere`]).
    #[cfg(feature = "remote")]
    pub elsewhere: Vec<Seat>,
}

impl<G: TableGame> Play<G> {
    /// The seats played on other devices: none in a bundle without play across devices.
    pub fn elsewhere(&self) -> &[Seat] {
        #[cfg(feature = "remote")]
        return &self.elsewhere;
        #[cfg(not(feature = "remote"))]
        &[]
    }

    /// Says why the last move was refused (or that none was), with the move tried.
    pub(super) fn refuse(
        &mut self,
        refusal: Option<Refused<G::RuleError>>,
        tried: Option<(Seat, G::Action)>,
    ) {
        self.refusal = refusal;
        self.tried = tried;
    }

    /// A person's `action` for `seat`, taken, or refused with the move kept beside the
    /// reason (see [`Play::tried`]).
    pub(super) fn try_act(&mut self, seat: Seat, action: G::Action) {
        let refusal = self
            .session
            .act(seat, action.clone())
            .err()
            .map(Refused::from);
        let tried = refusal.is_some().then_some((seat, action));
        self.refuse(refusal, tried);
    }

    /// A game on screen, with the curtain settled.
    pub fn new(session: Session<G>) -> Self {
        let mut play = Play {
            session,
            revealed: None,
            refusal: None,
            tried: None,
            claim: None,
            pending: None,
            #[cfg(feature = "remote")]
            elsewhere: Vec::new(),
        };
        play.settle_curtain();
        play
    }

    /// Whether `seat`'s legal `action` would hand the device to someone else (in a game
    /// whose hands are hidden, between people): such a move waits for its player to
    /// confirm it. `None` when it may be played at once (or is not legal: the engine then
    /// refuses it with its reason).
    pub fn hand_over_after(&self, seat: Seat, action: &G::Action) -> Option<Curtain> {
        if !self.session.hidden_information() || here(&self.session, self.elsewhere()).len() < 2 {
            return None;
        }
        let mut trial = self.session.clone();
        trial.act(seat, action.clone()).ok()?;
        // A claim the move leaves standing keeps the device where it is: in Speed
        // Cahoots whoever said "I am Ann" plays card after card, each at once.
        let after = curtain(&trial, Some(seat), self.claim, self.elsewhere());
        (after != Curtain::Show(Some(seat))).then_some(after)
    }

    /// True in a reaction window that a seat played on another device may still answer
    /// (besides the seat whose turn it is): the host's device closes it, once every such
    /// seat has answered or had its time (`ui::remote::host`), and nobody here cuts it
    /// short.
    pub fn guests_may_answer(&self) -> bool {
        matches!(self.session.to_act(), ToAct::Responders(seats)
            if seats.iter().skip(1).any(|s| self.elsewhere().contains(s)))
    }

    /// True when `seat`'s `action` is the answer by which the seat whose turn it is
    /// closes the reaction window ([`TableGame::closes_window`]) while guests' devices may
    /// still answer it ([`Play::guests_may_answer`]).
    pub(super) fn closes_window_early(&self, seat: Seat, action: &G::Action) -> bool {
        self.guests_may_answer()
            && matches!(self.session.to_act(), ToAct::Responders(seats) if seats.first() == Some(&seat))
            && G::closes_window(&crate::engine::Seen::of(&self.session, None, true)).as_ref()
                == Some(action)
    }

    /// What may be shown now.
    pub fn curtain(&self) -> Curtain {
        curtain(&self.session, self.revealed, self.claim, self.elsewhere())
    }

    /// Plays the moves nobody need be asked for (see [`forced_move`]), then settles who
    /// holds the device.
    pub(super) fn settle_curtain(&mut self) {
        while let Some((seat, action)) = forced_move(&self.session) {
            if self.session.act(seat, action).is_err() {
                break;
            }
        }
        if self
            .claim
            .is_some_and(|c| !self.session.game().to_act().seats().contains(&c))
        {
            // The claimant answered: their screen closes with the window.
            self.claim = None;
            self.revealed = None;
        }
        // A public screen means the device is on the table: nobody's screen may come back
        // without its owner taking the device again.
        self.revealed = match self.curtain() {
            Curtain::Show(seat) => seat,
            Curtain::PassTo(_) | Curtain::Window { .. } => None,
        };
    }
}
