//! The root reducer: one state for the whole app (the game, the screen, the pass-screen
//! curtain, messages). Pure: storage, timers and randomness happen in effects and event
//! handlers, which feed their results in as actions.

use std::rc::Rc;

use yew::Reducible;

use super::pass::Curtain;
use super::setup::SetupForm;
use super::shell::Shell;
use super::table::TableGame;
use crate::engine::{Seat, Seed, Session};

mod play;

pub use play::{Play, Refused};

/// Whether games are being saved in the browser.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Saving {
    /// Not known yet (before the first look at storage).
    Unknown,
    /// Every action is saved.
    On,
    /// Storage is missing or full; the game plays on without saving.
    Off(String),
    /// Storage holds a game this page must not write over (one saved by a newer
    /// version): the game plays on, and nothing is saved.
    Held(String),
}

/// A message for the player, shown until dismissed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// Unique within a run, to dismiss it.
    pub id: u32,
    /// What to say.
    pub text: String,
    /// What more there is to know, behind a tap (why a save could not be read).
    pub details: Option<String>,
}

/// Which screen is up.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen<G: TableGame> {
    /// Before storage and the link have been read.
    Booting,
    /// The list of games.
    Home,
    /// Setting up a new game.
    Setup(SetupForm<G>),
    /// Playing.
    Play(Play<G>),
    /// A link asks for another deal of a game that is in progress: which to play?
    LinkChoice {
        /// The game, with the link's seats and settings.
        form: SetupForm<G>,
        /// The link's deal.
        seed: Seed,
    },
}

/// The whole app's state, for a game of `G` (the app of one game: see `super::bundle`).
#[derive(Clone, Debug, PartialEq)]
pub struct AppState<G: TableGame> {
    /// The screen.
    pub screen: Screen<G>,
    /// The latest game that storage or this visit holds, for "Continue".
    pub saved: Option<Session<G>>,
    /// Whether saving works.
    pub saving: Saving,
    /// Messages for the player.
    pub notices: Vec<Notice>,
    /// Whether tapped pictures read their word aloud (a setting, off by default).
    pub read_aloud: bool,
    /// The full app or a widget, and its colours (from the link).
    pub shell: Shell,
    /// The person asked the computer players to move without their pause, until a
    /// person is to act again.
    pub hurry: bool,
    next_notice: u32,
}

impl<G: TableGame> Default for AppState<G> {
    fn default() -> Self {
        AppState {
            screen: Screen::Booting,
            saved: None,
            saving: Saving::Unknown,
            notices: Vec::new(),
            read_aloud: false,
            shell: Shell::default(),
            hurry: false,
            next_notice: 1,
        }
    }
}

/// Everything that can happen to the app.
#[derive(Clone, Debug, PartialEq)]
pub enum AppAction<G: TableGame> {
    /// Storage and the link were read (see `boot`).
    Booted(Box<AppState<G>>),
    /// Back to the list of games.
    Home,
    /// Open the setup of a new game.
    Setup,
    /// The setup form changed.
    EditSetup(SetupForm<G>),
    /// Start the game of the setup form; `fresh` is used when no deal number was typed.
    Start {
        /// A random seed drawn by the caller.
        fresh: Seed,
    },
    /// Start `game` again with the same seats and this seed.
    Restart {
        /// The deal.
        seed: Seed,
    },
    /// Continue the saved game.
    Continue,
    /// Play this deal of the form's game, replacing a game in progress.
    OpenDeal {
        /// The seats and settings.
        form: SetupForm<G>,
        /// The deal.
        seed: Seed,
    },
    /// A person's move (refused for a seat the computer plays).
    Act(Seat, G::Action),
    /// A move made on another device for its seat, already checked by the host's side
    /// of the connection (see `remote::wire::Seating::hear`) on the game after the given
    /// number of steps: played at once, unless the game has moved on since.
    #[cfg(feature = "remote")]
    FromDevice(Seat, G::Action, usize),
    /// The seats now played on other devices (see `Play::elsewhere`).
    #[cfg(feature = "remote")]
    Elsewhere(Vec<Seat>),
    /// A computer player stands in for the seat of a device that went away (`true`),
    /// or the seat is a person's again (`false`: its device came back, or it is played
    /// here now).
    #[cfg(feature = "remote")]
    StandIn(Seat, bool),
    /// A computer player's move, chosen outside the reducer (accepted only from the
    /// computer seat to act).
    ComputerMove(Seat, G::Action),
    /// Take back the last move.
    Undo,
    /// Play the move chosen and held back (see `Play::pending`).
    Confirm,
    /// Drop the move chosen and held back, unplayed.
    TakeBack,
    /// The person at the curtain tapped: show their screen.
    Reveal(Seat),
    /// In a reaction window, a person took the device to answer (`Some`), or handed it
    /// back without answering (`None`).
    Claim(Option<Seat>),
    /// Moves the table makes on its own, for seats nobody need ask (each the game's own,
    /// decided by its table from public facts): every person at the device lets a
    /// reaction window's card go (Major Woody), or the clock runs out (Speed Cahoots,
    /// reported from the first seat that may act, a computer's too). Each is checked by
    /// the rules like any move; one they refuse (the game has moved on) changes nothing.
    Table(Vec<(Seat, G::Action)>),
    /// Saving failed or is impossible.
    SavingOff(String),
    /// Saving works.
    SavingOn,
    /// Show a message.
    Notify(String),
    /// Hide a message.
    Dismiss(u32),
    /// Hide every message that says this: it no longer holds.
    Withdraw(&'static str),
    /// Turn reading words aloud on or off.
    ReadAloud(bool),
    /// Let the computer players move without their pause, until a person is to act.
    Hurry,
    /// Back or Forward reached another of this page's history entries, whose address
    /// has these query parameters.
    Navigated(Vec<(String, String)>),
}

impl<G: TableGame> AppState<G> {
    /// Adds a message, unless the same one is showing.
    pub fn notify(&mut self, text: impl Into<String>) {
        self.notify_with(text, None);
    }

    /// Adds a message with its details behind a tap, unless the same one is showing.
    pub fn notify_with(&mut self, text: impl Into<String>, details: Option<String>) {
        let text = text.into();
        if self.notices.iter().any(|n| n.text == text) {
            return;
        }
        self.notices.push(Notice {
            id: self.next_notice,
            text,
            details,
        });
        self.next_notice += 1;
    }

    /// The game on screen, if any.
    pub fn play(&self) -> Option<&Play<G>> {
        match &self.screen {
            Screen::Play(play) => Some(play),
            _ => None,
        }
    }

    /// The saved game, if any.
    pub fn saved_game(&self) -> Option<&Session<G>> {
        self.saved.as_ref()
    }

    /// Remembers `session` as the latest.
    pub fn remember(&mut self, session: &Session<G>) {
        self.saved = Some(session.clone());
    }

    /// Where "back" leads: the list of games; in a widget, which has no list, the game
    /// last on screen (or its setup).
    fn home(&self) -> Screen<G> {
        let in_game = !matches!(self.screen, Screen::Booting | Screen::Home);
        if !(in_game && self.shell.embed) {
            return Screen::Home;
        }
        match self.saved_game() {
            Some(session) => Screen::Play(Play::new(session.clone())),
            None => Screen::Setup(SetupForm::new()),
        }
    }

    /// The screen an address of this page names, as Back or Forward reach it: the game
    /// on screen in it (its deal, or the game in progress), or a setup; the list of
    /// games for anything else.
    fn navigated(&self, params: &[(String, String)]) -> Screen<G> {
        let (link, _) = super::url::parse_link::<G>(params);
        let Some(request) = link.request else {
            return Screen::Home;
        };
        let saved = self.saved_game();
        match (saved, request.seed, request.resume) {
            (Some(session), Some(_), _) if request.matches(session) => {
                Screen::Play(Play::new(session.clone()))
            }
            (Some(session), None, true) => Screen::Play(Play::new(session.clone())),
            _ => Screen::Setup(request.form),
        }
    }

    fn leave_play(&mut self) {
        if let Screen::Play(play) = &self.screen {
            let session = play.session.clone();
            self.remember(&session);
        }
    }

    /// Starts the game of `form` dealt from `seed`, or returns to the form with the
    /// reason it cannot start.
    pub fn start(&mut self, form: SetupForm<G>, seed: Seed) {
        match Session::new(form.seats.clone(), form.game_options(), seed) {
            Ok(session) => {
                self.remember(&session);
                self.screen = Screen::Play(Play::new(session));
            }
            Err(e) => {
                self.screen = Screen::Setup(SetupForm {
                    error: Some(e.to_string()),
                    ..form
                })
            }
        }
    }

    fn with_play(&mut self, change: impl FnOnce(&mut Play<G>)) {
        if let Screen::Play(play) = &mut self.screen {
            change(play);
            #[cfg(feature = "crash-test")]
            super::crash_test::trap_at(play.session.steps());
            play.settle_curtain();
            let session = play.session.clone();
            if session.computer_to_act().is_none() {
                // A person is to act (or nobody): the next computer turn is paced again.
                self.hurry = false;
            }
            self.remember(&session);
        }
    }
}

impl<G: TableGame> Reducible for AppState<G> {
    type Action = AppAction<G>;

    fn reduce(self: Rc<Self>, action: AppAction<G>) -> Rc<Self> {
        let mut state = (*self).clone();
        match action {
            AppAction::Booted(booted) => {
                let notices = std::mem::take(&mut state.notices);
                state = *booted;
                for n in notices {
                    state.notify_with(n.text, n.details);
                }
            }
            AppAction::Home => {
                state.leave_play();
                state.screen = state.home();
            }
            AppAction::Setup => {
                let seats = state.play().map(|p| p.session.seats().to_vec());
                let options = state.play().map(|p| p.session.save().options.clone());
                state.leave_play();
                let mut form = SetupForm::new();
                if let Some(seats) = seats.filter(|s| s.len() == form.seats.len()) {
                    form.seats = seats;
                    form.options = options.unwrap_or_default();
                }
                state.screen = Screen::Setup(form);
            }
            AppAction::EditSetup(form) => state.screen = Screen::Setup(form),
            AppAction::Start { fresh } => {
                if let Screen::Setup(form) = state.screen.clone() {
                    // A game whose deals are always fresh takes no typed deal number.
                    let typed = if G::CHOSEN_DEALS {
                        form.seed_text.trim()
                    } else {
                        ""
                    };
                    match (typed.is_empty(), typed.parse::<Seed>()) {
                        (true, _) => state.start(form, fresh),
                        (false, Ok(seed)) => state.start(form, seed),
                        (false, Err(_)) => {
                            let error = Some(format!(
                                "\"{typed}\" is not a deal number: use a whole number, or leave it empty."
                            ));
                            state.screen = Screen::Setup(SetupForm { error, ..form });
                        }
                    }
                }
            }
            AppAction::Restart { seed } => {
                if let Some(play) = state
                    .play()
                    .filter(|p| G::CHOSEN_DEALS || p.session.save().seed != seed)
                {
                    let mut form = SetupForm::new();
                    form.seats = play.session.seats().to_vec();
                    form.options = play.session.save().options.clone();
                    state.start(form, seed);
                }
            }
            AppAction::Continue => {
                if let Some(session) = state.saved_game().cloned() {
                    state.screen = Screen::Play(Play::new(session));
                }
            }
            AppAction::Act(seat, action) => state.with_play(|play| {
                play.refuse(None, None);
                if play.pending.is_some() {
                    play.refuse(Some(Refused::MoveWaiting), None);
                } else if play.session.is_computer(seat) {
                    play.refuse(Some(Refused::ComputerSeat), None);
                } else if play.elsewhere().contains(&seat) {
                    play.refuse(Some(Refused::Elsewhere), None);
                } else if play.closes_window_early(seat, &action) {
                    play.refuse(Some(Refused::GuestsAnswering), None);
                } else if play.curtain() == Curtain::Show(Some(seat))
                    && play.hand_over_after(seat, &action).is_some()
                {
                    // Only a move made on its player's own screen waits for "Done": a
                    // turn taken from the announcement is no move to take back.
                    play.pending = Some((seat, action));
                } else {
                    play.try_act(seat, action);
                }
            }),
            #[cfg(feature = "remote")]
            AppAction::FromDevice(seat, action, step) => state.with_play(|play| {
                // Checked on this very position already: never played on another.
                if play.elsewhere.contains(&seat) && play.session.steps() == step {
                    let _ = play.session.act(seat, action);
                }
            }),
            #[cfg(feature = "remote")]
            AppAction::StandIn(seat, computer) => state.with_play(|play| {
                let controller = if computer {
                    crate::engine::Controller::Computer
                } else {
                    crate::engine::Controller::Human
                };
                play.session.set_controller(seat, controller);
            }),
            #[cfg(feature = "remote")]
            AppAction::Elsewhere(seats) => state.with_play(|play| {
                if play
                    .pending
                    .as_ref()
                    .is_some_and(|(s, _)| seats.contains(s))
                {
                    play.pending = None;
                }
                // A screen of a seat now played elsewhere closes here: its person has
                // taken their own device.
                if play.revealed.is_some_and(|s| seats.contains(&s)) {
                    play.revealed = None;
                }
                if play.claim.is_some_and(|s| seats.contains(&s)) {
                    play.claim = None;
                }
                play.elsewhere = seats;
            }),
            AppAction::Confirm => state.with_play(|play| {
                if let Some((seat, action)) = play.pending.take() {
                    play.try_act(seat, action);
                }
            }),
            AppAction::TakeBack => state.with_play(|play| {
                play.pending = None;
                play.refuse(None, None);
            }),
            AppAction::ComputerMove(seat, action) => state.with_play(|play| {
                if play.session.computer_to_act() == Some(seat) {
                    let refusal = play.session.act(seat, action).err().map(Refused::from);
                    play.refuse(refusal, None);
                }
            }),
            AppAction::OpenDeal { form, seed } => state.start(form, seed),
            AppAction::Undo => state.with_play(|play| {
                play.refuse(None, None);
                play.session.undo();
            }),
            AppAction::Reveal(seat) => {
                if let Screen::Play(play) = &mut state.screen
                    && play.curtain() == Curtain::PassTo(seat)
                {
                    play.revealed = Some(seat);
                }
            }
            AppAction::Claim(claim) => state.with_play(|play| {
                play.refuse(None, None);
                play.claim = claim;
            }),
            AppAction::Table(moves) => state.with_play(|play| {
                play.refuse(None, None);
                play.claim = None;
                for (seat, action) in moves {
                    // Refused only once the game has moved past it: nothing to say.
                    let _ = play.session.act(seat, action);
                }
            }),
            AppAction::SavingOff(reason) => state.saving = Saving::Off(reason),
            AppAction::SavingOn => state.saving = Saving::On,
            AppAction::Notify(text) => state.notify(text),
            AppAction::Dismiss(id) => state.notices.retain(|n| n.id != id),
            AppAction::Withdraw(text) => state.notices.retain(|n| n.text != text),
            AppAction::ReadAloud(on) => state.read_aloud = on,
            AppAction::Hurry => state.hurry = true,
            AppAction::Navigated(params) => {
                state.leave_play();
                state.screen = state.navigated(&params);
            }
        }
        if state == *self { self } else { Rc::new(state) }
    }
}

#[cfg(feature = "remote")]
impl<G: TableGame> From<crate::remote::dealer::ToTable<G>> for AppAction<G> {
    /// What the host's dealer tells the table, as the reducer's action.
    fn from(told: crate::remote::dealer::ToTable<G>) -> Self {
        use crate::remote::dealer::ToTable;
        match told {
            ToTable::Elsewhere(seats) => AppAction::Elsewhere(seats),
            ToTable::StandIn(seat, computer) => AppAction::StandIn(seat, computer),
            ToTable::FromDevice(seat, action, step) => AppAction::FromDevice(seat, action, step),
            ToTable::CloseWindow(seat, action) => AppAction::Table(vec![(seat, action)]),
        }
    }
}
