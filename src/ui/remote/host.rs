//! The host's device in the browser: the connections to guests' devices ([`Links`]),
//! which hear their moves and tell each its seat's share after every change (the
//! screen that invites a device for a seat is `super::devices`).
//!
//! What a guest says is checked against the latest session by the host's side of the
//! wire (`remote::host::Host`, tested natively) before the app's reducer plays it
//! (`AppAction::FromDevice`); a refusal goes back to that guest's device alone.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::channel::{self, Channel, Lost};
use super::wake::Awake;
use crate::engine::Seed;
use crate::engine::{Seat, Seen, Session, Step, ToAct};
use crate::remote::flood::{Flood, Verdict};
use crate::remote::host::{Host, Hosting, PING_MS};
use crate::remote::window::{Closing, Window, closes_early};
use crate::remote::wire::{Heard, ToGuest, Unheard};
use crate::ui::browser;
use crate::ui::pacing::WINDOW_MS;
use crate::ui::state::AppAction;
use crate::ui::table::TableGame;

/// How often a connection is looked at when nothing is heard (for "away").
const LOOK_MS: i32 = 2_000;

/// How many messages of one device are read before the page draws and hears taps.
const READ_AT_ONCE: usize = 8;

/// What a device is told when this browser cannot draw a token for its seat.
const NO_SECRET_LINE: &str = "the host's browser gives no secure random numbers, so it cannot keep a seat for this device: host from another browser";

/// What a device let go for sending too much is told (see `remote::flood`).
const LET_GO_LINE: &str = "this device sent the host more than it could take, so the host let it go: ask the host for a new invitation (your seat is kept)";

/// Where this tab keeps what a reload of the host's page must not lose ([`Hosting`]),
/// for the game of key `key`.
fn hosting_key(key: &str) -> String {
    format!("fourfold.hosting.{key}")
}

/// What this tab kept of the host of a game of `G` before a reload.
fn kept_hosting<G: TableGame>() -> Option<Hosting> {
    let text = browser::session_storage()?
        .get_item(&hosting_key(G::KEY))
        .ok()??;
    serde_json::from_str(&text).ok()
}

fn now() -> f64 {
    js_sys::Date::now()
}

/// An open channel to a guest's device.
struct Line {
    /// A number of its own.
    id: usize,
    /// The seat it was invited for, or plays once seated.
    seat: Seat,
    /// True once the guest on it has been seated (told its seat and token): only then is
    /// it sent its seat's share.
    seated: bool,
    channel: Rc<Channel>,
    /// When this page last said anything on it (see [`PING_MS`]).
    said: f64,
    /// How much more the device may send.
    flood: Flood,
}

/// The host's connections to guests' devices.
pub struct Links<G: TableGame> {
    host: Host,
    latest: Option<Session<G>>,
    lines: Vec<Line>,
    next: usize,
    dispatch: Callback<AppAction<G>>,
    /// The screen kept on while any seat is played elsewhere (away or not: the game
    /// waits for it).
    awake: Awake,
    /// The deal the guests played before this page was reloaded, until the game is
    /// known: another game there takes their seats back.
    resumed: Option<Seed>,
    /// What this tab last kept of the host ([`Hosting`], as stored).
    kept: String,
    /// The reaction window open at the table, as this host follows it.
    window: Window,
    /// The references of the invitations already answered.
    answered: Vec<u32>,
    /// Guests' moves handed to the app and not yet seen played: the line each came on,
    /// and the step it was checked at (see [`Links::settle`]).
    in_flight: Vec<(usize, usize, Step<G::Action>)>,
}

/// [`Links`], shared between the app, its screens and the channels' listeners.
pub struct SharedLinks<G: TableGame>(pub Rc<RefCell<Links<G>>>);

impl<G: TableGame> Clone for SharedLinks<G> {
    fn clone(&self) -> Self {
        SharedLinks(self.0.clone())
    }
}

impl<G: TableGame> PartialEq for SharedLinks<G> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// Which game a session is, for telling a new one from the next move of the same (a
/// computer standing in for a seat is the same game).
fn same_game<G: TableGame>(a: &Session<G>, b: &Session<G>) -> bool {
    a.seed() == b.seed() && a.names() == b.names() && a.save().options == b.save().options
}

impl<G: TableGame> SharedLinks<G> {
    /// No connection yet; moves heard go to `dispatch`.
    /// After a reload of the host's page, the guests' seats it kept wait for their
    /// devices, away, until each comes back with a new invitation and its token.
    pub fn new(dispatch: Callback<AppAction<G>>) -> Self {
        let kept = kept_hosting::<G>();
        let resumed = kept.as_ref().map(|h| h.seed);
        let host = match kept {
            Some(hosting) => Host::resumed(hosting),
            None => Host::new(browser::fresh_seed().0),
        };
        SharedLinks(Rc::new(RefCell::new(Links {
            host,
            latest: None,
            lines: Vec::new(),
            next: 0,
            dispatch,
            awake: Awake::default(),
            resumed,
            kept: String::new(),
            window: Window::default(),
            answered: Vec::new(),
            in_flight: Vec::new(),
        })))
    }

    /// The game as it now stands: kept to check guests' moves against, and each guest
    /// told what changed for its seat. When another game begins at the table (a new
    /// deal, a new game), each guest keeps its seat where a person still plays it, and
    /// is told the new game's share; the others are taken back to this device.
    pub fn sync(&self, session: &Session<G>) {
        let told = {
            let mut links = self.0.borrow_mut();
            let other = links
                .latest
                .as_ref()
                .is_some_and(|old| !same_game(old, session));
            // The first game known after a reload: its guests' seats are elsewhere (if
            // it is still their game).
            let resumed = match links.latest {
                None => links.resumed.take(),
                Some(_) => None,
            };
            if resumed.is_some_and(|seed| seed != session.seed()) {
                for seat in links.host.remote() {
                    links.drop_seat(seat);
                }
            }
            let resumed = resumed.is_some();
            links.settle(session);
            links.latest = Some(session.clone());
            let told = (other || resumed).then(|| {
                for seat in links.host.remote() {
                    if session.is_computer(seat) || seat.index() >= session.seats().len() {
                        links.drop_seat(seat);
                    }
                }
                links.host.tell_again();
                links.window.reset();
                AppAction::Elsewhere(links.host.remote())
            });
            links.tell();
            told
        };
        let dispatch = self.0.borrow().dispatch.clone();
        if let Some(action) = told {
            dispatch.emit(action);
        }
        self.follow_window();
    }

    /// Follows the reaction window of the table as it now stands (after a change, or a
    /// guest seated in it): where guests' devices take part, it closes once every other
    /// seat has answered, or after [`WINDOW_MS`].
    fn follow_window(&self) {
        let (closing, dispatch) = {
            let mut links = self.0.borrow_mut();
            let Some(session) = links.latest.take() else {
                return;
            };
            let closing = match links.window(&session) {
                Some(Closing::Now) => closing_answer(&session).map(Ok),
                Some(Closing::Later(number)) => Some(Err(number)),
                None => None,
            };
            links.latest = Some(session);
            (closing, links.dispatch.clone())
        };
        match closing {
            Some(Ok((mover, action))) => dispatch.emit(AppAction::Table(vec![(mover, action)])),
            Some(Err(number)) => {
                let shared = self.clone();
                gloo::timers::callback::Timeout::new(WINDOW_MS, move || {
                    shared.close_window(number)
                })
                .forget();
            }
            None => {}
        }
    }

    /// Closes the reaction window of number `number`, if it is still open.
    fn close_window(&self, number: u64) {
        let close = {
            let links = self.0.borrow();
            match &links.latest {
                Some(session) if links.window.still_open(number) => closing_answer(session)
                    .map(|(mover, action)| (links.dispatch.clone(), mover, action)),
                _ => None,
            }
        };
        if let Some((dispatch, mover, action)) = close {
            dispatch.emit(AppAction::Table(vec![(mover, action)]));
        }
    }

    /// The seats played on guests' devices, and those among them now away.
    pub fn seats(&self) -> (Vec<Seat>, Vec<Seat>) {
        let links = self.0.borrow();
        (links.host.remote(), links.host.away(now()))
    }

    /// The references of this page's invitations already answered (see
    /// `Invitation::check_answer`).
    pub fn answered(&self) -> Vec<u32> {
        self.0.borrow().answered.clone()
    }

    /// A guest's device connected on `channel`, invited for `seat` by the invitation of
    /// reference `invitation`: listens to it until it closes.
    pub fn connect(&self, seat: Seat, channel: Channel, invitation: u32) {
        let channel = Rc::new(channel);
        let id = {
            let mut links = self.0.borrow_mut();
            links.answered.push(invitation);
            let id = links.next;
            links.next += 1;
            links.lines.push(Line {
                id,
                seat,
                seated: false,
                channel: channel.clone(),
                said: now(),
                flood: Flood::new(now()),
            });
            let welcome = links.host.welcome::<G>();
            links.send_on(id, &welcome);
            id
        };
        let shared = self.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let mut in_a_row = 0;
            loop {
                let next = channel.next_message(LOOK_MS).await;
                let lost = channel.take_lost();
                if lost != Lost::default() {
                    shared.0.borrow_mut().lost(id, lost);
                }
                match next {
                    Ok(Some(text)) => {
                        // The app is told once the links are free again: its reducer's
                        // effects come back to them (`sync`).
                        let (told, dispatch) = {
                            let mut links = shared.0.borrow_mut();
                            (links.heard(id, &text), links.dispatch.clone())
                        };
                        let seated = told
                            .iter()
                            .any(|action| matches!(action, AppAction::Elsewhere(_)));
                        for action in told {
                            dispatch.emit(action);
                        }
                        // A guest seated as a card is read out takes part in its window.
                        if seated {
                            shared.follow_window();
                        }
                        // A backlog is read a few at a time, the page drawing between.
                        in_a_row += 1;
                        if in_a_row % READ_AT_ONCE == 0 {
                            channel::pause(0).await;
                        }
                    }
                    Ok(None) => {
                        in_a_row = 0;
                        shared.0.borrow_mut().tell();
                    }
                    Err(_) => break,
                }
            }
            // Closed: the seat is kept, and shown away until its device comes back.
            let mut links = shared.0.borrow_mut();
            links.lines.retain(|line| line.id != id);
            links.tell();
        });
    }

    /// Takes `seat` back to this device: its guest's device no longer plays it, and a
    /// person here does (not a computer standing in for it).
    pub fn take_back(&self, seat: Seat) {
        let (remote, dispatch, stood_in) = {
            let mut links = self.0.borrow_mut();
            links.drop_seat(seat);
            links.tell();
            let stood_in = links.latest.as_ref().is_some_and(|s| s.is_computer(seat));
            (links.host.remote(), links.dispatch.clone(), stood_in)
        };
        dispatch.emit(AppAction::Elsewhere(remote));
        if stood_in {
            dispatch.emit(AppAction::StandIn(seat, false));
        }
    }

    /// A computer player plays `seat`, whose device went away, until that device comes
    /// back with its token (or the seat is played here).
    pub fn stand_in(&self, seat: Seat) {
        let dispatch = self.0.borrow().dispatch.clone();
        dispatch.emit(AppAction::StandIn(seat, true));
    }
}

/// The seat whose turn it is in the reaction window open in `session`, and the answer
/// by which it closes it, if the game closes it so.
fn closing_answer<G: TableGame>(session: &Session<G>) -> Option<(Seat, G::Action)> {
    let ToAct::Responders(seats) = session.game().to_act() else {
        return None;
    };
    let action = G::closes_window(&Seen::of(session, None, true))?;
    Some((*seats.first()?, action))
}

impl<G: TableGame> Links<G> {
    /// Follows the reaction window of `session`: where guests' devices take part, it
    /// closes once every other seat has answered, or after [`WINDOW_MS`].
    fn window(&mut self, session: &Session<G>) -> Option<Closing> {
        let to_act = session.game().to_act();
        let closes = matches!(to_act, ToAct::Responders(_))
            && G::closes_window(&Seen::of(session, None, true)).is_some();
        self.window
            .follow(&to_act, session.steps(), &self.host.remote(), closes)
    }

    /// Tells each guest whose move the app did not play (the table moved on between
    /// the check and the play: a computer's move, the window closing) that it was not
    /// played, rather than leave its move to vanish.
    fn settle(&mut self, session: &Session<G>) {
        let steps = &session.save().steps;
        let mut dropped = Vec::new();
        self.in_flight
            .retain(|(id, at, played)| match steps.get(*at) {
                _ if steps.len() == *at => true,
                Some(step) if step == played => false,
                _ => {
                    dropped.push(*id);
                    false
                }
            });
        for id in dropped {
            self.send_on(id, &Unheard::MovedOn.answer());
        }
    }

    /// Sends `message` on line `id`.
    fn send_on(&mut self, id: usize, message: &ToGuest<G>) {
        let text = serde_json::to_string(message).expect("a message always serialises");
        let at = now();
        for line in self.lines.iter_mut().filter(|line| line.id == id) {
            let _ = line.channel.send(&text);
            line.said = at;
        }
    }

    /// Says the host is still there on each line it has said nothing on for [`PING_MS`].
    fn ping_quiet(&mut self) {
        let at = now();
        let quiet: Vec<usize> = self
            .lines
            .iter()
            .filter(|line| at - line.said >= PING_MS)
            .map(|line| line.id)
            .collect();
        for id in quiet {
            self.send_on(id, &ToGuest::Ping);
        }
    }

    /// Takes `seat` from its guest's device, closing its lines.
    fn drop_seat(&mut self, seat: Seat) {
        self.host.take_back(seat);
        for line in self.lines.iter().filter(|line| line.seat == seat) {
            line.channel.close();
        }
        self.lines.retain(|line| line.seat != seat);
    }

    /// Keeps what a reload of this page must not lose, where it changed.
    fn keep(&mut self, session: &Session<G>) {
        let Some(storage) = browser::session_storage() else {
            return;
        };
        let hosting = self.host.hosting(session.seed());
        let text = if hosting.seats.is_empty() {
            String::new()
        } else {
            serde_json::to_string(&hosting).expect("a hosting record always serialises")
        };
        if text == self.kept {
            return;
        }
        // Without room in storage a reload loses the guests, not the game.
        let _ = if text.is_empty() {
            storage.remove_item(&hosting_key(G::KEY))
        } else {
            storage.set_item(&hosting_key(G::KEY), &text)
        };
        self.kept = text;
    }

    /// Tells each seated guest's device its seat's share, where it changed.
    fn tell(&mut self) {
        let elsewhere = !self.host.remote().is_empty();
        self.awake.keep(elsewhere);
        // Taken out and put back rather than cloned: this runs on every message heard.
        let Some(session) = self.latest.take() else {
            self.ping_quiet();
            return;
        };
        self.keep(&session);
        let clock = G::clock_used(&session.save().options, &session.seed().to_string());
        let at = now();
        for (seat, message) in self.host.updates(&session, at, clock) {
            let text = serde_json::to_string(&message).expect("a message always serialises");
            for line in self.lines.iter_mut().filter(|l| l.seated && l.seat == seat) {
                let _ = line.channel.send(&text);
                line.said = at;
            }
        }
        self.latest = Some(session);
        self.ping_quiet();
    }

    /// Seats the guest on line `id` at `seat`, with a new token: the seat is played
    /// there (and no longer by a computer standing in for it).
    fn seat(&mut self, id: usize, seat: Seat) -> Vec<AppAction<G>> {
        let Some(secret) = browser::secret() else {
            self.let_go_saying(id, NO_SECRET_LINE);
            return Vec::new();
        };
        let message = self
            .host
            .seat_guest::<G>(seat, format!("{secret:016x}"), now());
        // The seat's earlier line (a device that went quiet, or the same device before a
        // reload) is closed: only the token holds a seat, never a connection.
        for line in self.lines.iter().filter(|l| l.id != id && l.seat == seat) {
            line.channel.close();
        }
        self.lines.retain(|l| l.id == id || l.seat != seat);
        for line in self.lines.iter_mut().filter(|l| l.id == id) {
            line.seat = seat;
            line.seated = true;
        }
        self.send_on(id, &message);
        let mut told = vec![AppAction::Elsewhere(self.host.remote())];
        if self.latest.as_ref().is_some_and(|s| s.is_computer(seat)) {
            told.push(AppAction::StandIn(seat, false));
        }
        told
    }

    /// Lets the device on line `id` go, with a line for its screen: it sent too much
    /// that could not be taken. Its seat is kept, away, for its token.
    fn let_go(&mut self, id: usize) {
        self.let_go_saying(id, LET_GO_LINE);
    }

    /// Lets the device on line `id` go, saying `line` on its screen.
    fn let_go_saying(&mut self, id: usize, line: &str) {
        self.send_on(id, &ToGuest::Reload { line: line.into() });
        // Closed a moment later, so that the line reaches the device first.
        for line in self.lines.iter().filter(|line| line.id == id) {
            let channel = line.channel.clone();
            gloo::timers::callback::Timeout::new(1_000, move || channel.close()).forget();
        }
        self.lines.retain(|line| line.id != id);
    }

    /// Messages of line `id` its channel dropped unread (`lost`): counted against its
    /// device, and one too long is answered as one heard would be.
    fn lost(&mut self, id: usize, lost: Lost) {
        let at = now();
        let Some(line) = self.lines.iter_mut().find(|line| line.id == id) else {
            return;
        };
        line.flood.lost(lost.overflow);
        let mut answer = false;
        for _ in 0..lost.too_long {
            answer |= line.flood.refused(at, Unheard::TooLong.is_misuse());
        }
        let let_go = line.flood.let_go();
        if let_go {
            self.let_go(id);
        } else if answer {
            self.send_on(id, &Unheard::TooLong.answer());
        }
    }

    /// `text`, heard on line `id`: what the app must be told of it, if anything.
    fn heard(&mut self, id: usize, text: &str) -> Vec<AppAction<G>> {
        let at = now();
        let Some(line) = self.lines.iter_mut().find(|line| line.id == id) else {
            return Vec::new();
        };
        match line.flood.admit(at) {
            Verdict::Hear => {}
            Verdict::Drop => return Vec::new(),
            Verdict::LetGo => {
                self.let_go(id);
                return Vec::new();
            }
        }
        let (seat, seated) = (line.seat, line.seated);
        let Some(latest) = &self.latest else {
            return Vec::new();
        };
        let step = latest.steps();
        let told = match self.host.hear(latest, seated.then_some(seat), text, now()) {
            // A device with a token from another table joins as the new player it is here.
            Ok(Heard::Hello { returning: None }) | Err(Unheard::UnknownToken) if !seated => {
                self.seat(id, seat)
            }
            // The same device saying hello again on its own line: nothing new, and no
            // page of this version does it.
            Ok(Heard::Hello {
                returning: Some(back),
            }) if seated && back == seat => {
                if let Some(line) = self.lines.iter_mut().find(|line| line.id == id) {
                    line.flood.refused(at, true);
                }
                Vec::new()
            }
            // The device that played `back` came back on this line.
            Ok(Heard::Hello {
                returning: Some(back),
            }) => self.seat(id, back),
            Ok(Heard::Played(seat, action))
                if closes_early(&latest.game().to_act(), seat, &action, || {
                    G::closes_window(&Seen::of(latest, None, true))
                }) =>
            {
                self.send_on(id, &Unheard::WindowOpen.answer());
                Vec::new()
            }
            Ok(Heard::Played(seat, action)) => {
                let played = Step {
                    seat,
                    action: action.clone(),
                };
                self.in_flight.push((id, step, played));
                vec![AppAction::FromDevice(seat, action, step)]
            }
            // Said again on a line already seated: nothing new.
            Ok(Heard::Ping | Heard::Hello { returning: None }) => Vec::new(),
            Err(unheard) => {
                let line = self.lines.iter_mut().find(|line| line.id == id);
                let (answer, let_go) = line.map_or((false, false), |line| {
                    (
                        line.flood.refused(at, unheard.is_misuse()),
                        line.flood.let_go(),
                    )
                });
                if let_go {
                    self.let_go(id);
                } else if answer {
                    self.send_on(id, &unheard.answer());
                }
                Vec::new()
            }
        };
        self.tell();
        told
    }
}
