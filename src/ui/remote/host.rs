//! The host's device in the browser: the connections to guests' devices ([`Links`]),
//! which carry out what the dealer decides (`remote::dealer::Dealer`, tested natively
//! and in the fault soak): the data channels, the timers, what a reload of the page must
//! not lose, and the app's reducer told of guests' moves (`AppAction::FromDevice`). The
//! screen that invites a device for a seat is `super::devices`.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::channel::{self, Channel, Lost};
use super::wake::Awake;
use crate::engine::{Seat, Session};
use crate::remote::dealer::{Dealer, Order, TableSays};
use crate::remote::host::{Host, Hosting};
use crate::ui::browser;
use crate::ui::pacing::WINDOW_MS;
use crate::ui::state::AppAction;
use crate::ui::table::TableGame;

/// How often a connection is looked at when nothing is heard (for "away").
const LOOK_MS: i32 = 2_000;

/// How many messages of one device are read before the page draws and hears taps.
const READ_AT_ONCE: usize = 8;

/// How long a device let go has to read the last line said to it.
const CLOSE_SOON_MS: u32 = 1_000;

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

/// The host's connections to guests' devices.
pub struct Links<G: TableGame> {
    dealer: Dealer<G>,
    /// Each open line's channel, by the line's number.
    channels: Vec<(usize, Rc<Channel>)>,
    dispatch: Callback<AppAction<G>>,
    /// The screen kept on while any seat is played elsewhere (away or not: the game
    /// waits for it).
    awake: Awake,
    /// What this tab last kept of the host ([`Hosting`], as stored).
    kept: String,
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
        let says = TableSays {
            closes_window: G::closes_window,
            clock_used: G::clock_used,
        };
        let dealer = Dealer::new(host, resumed, says, Box::new(browser::secret));
        SharedLinks(Rc::new(RefCell::new(Links {
            dealer,
            channels: Vec::new(),
            dispatch,
            awake: Awake::default(),
            kept: String::new(),
        })))
    }

    /// The game as it now stands: kept to check guests' moves against, and each guest
    /// told what changed for its seat (see `Dealer::sync`).
    pub fn sync(&self, session: &Session<G>) {
        super::timed("fourfold:host-sync", || {
            let orders = self.0.borrow_mut().dealer.sync(session, now());
            self.carry_out(orders);
        });
    }

    /// Carries out what the dealer decided: the table is told once the links are free
    /// again, since its reducer's effects come back to them ([`SharedLinks::sync`]).
    fn carry_out(&self, orders: Vec<Order<G>>) {
        let mut told = Vec::new();
        let dispatch = {
            let mut links = self.0.borrow_mut();
            for order in orders {
                match order {
                    Order::Send { line, text } => {
                        if let Some(channel) = links.channel(line) {
                            let _ = channel.send(&text);
                        }
                    }
                    Order::Close(line) => {
                        if let Some(channel) = links.forget(line) {
                            channel.close();
                        }
                    }
                    Order::CloseSoon(line) => {
                        if let Some(channel) = links.forget(line) {
                            gloo::timers::callback::Timeout::new(CLOSE_SOON_MS, move || {
                                channel.close()
                            })
                            .forget();
                        }
                    }
                    Order::WindowTimer(number) => {
                        let shared = self.clone();
                        gloo::timers::callback::Timeout::new(WINDOW_MS, move || {
                            let orders = shared.0.borrow_mut().dealer.close_window(number);
                            shared.carry_out(orders);
                        })
                        .forget();
                    }
                    Order::Table(to_table) => told.push(AppAction::from(to_table)),
                }
            }
            links.keep();
            links.dispatch.clone()
        };
        for action in told {
            dispatch.emit(action);
        }
    }

    /// The seats played on guests' devices, and those among them now away.
    pub fn seats(&self) -> (Vec<Seat>, Vec<Seat>) {
        self.0.borrow().dealer.seats(now())
    }

    /// The references of this page's invitations already answered (see
    /// `Invitation::check_answer`).
    pub fn answered(&self) -> Vec<u32> {
        self.0.borrow().dealer.answered().to_vec()
    }

    /// A guest's device connected on `channel`, invited for `seat` by the invitation of
    /// reference `invitation`: listens to it until it closes.
    pub fn connect(&self, seat: Seat, channel: Channel, invitation: u32) {
        let channel = Rc::new(channel);
        let (id, orders) = {
            let mut links = self.0.borrow_mut();
            let (id, orders) = links.dealer.connect(seat, invitation, now());
            links.channels.push((id, channel.clone()));
            (id, orders)
        };
        self.carry_out(orders);
        let shared = self.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let mut in_a_row = 0;
            loop {
                let next = channel.next_message(LOOK_MS).await;
                let lost = channel.take_lost();
                if lost != Lost::default() {
                    let orders =
                        shared
                            .0
                            .borrow_mut()
                            .dealer
                            .lost(id, lost.too_long, lost.overflow, now());
                    shared.carry_out(orders);
                }
                match next {
                    Ok(Some(text)) => {
                        super::timed("fourfold:host-heard", || {
                            let orders = shared.0.borrow_mut().dealer.heard(id, &text, now());
                            shared.carry_out(orders);
                        });
                        // A backlog is read a few at a time, the page drawing between.
                        in_a_row += 1;
                        if in_a_row % READ_AT_ONCE == 0 {
                            channel::pause(0).await;
                        }
                    }
                    Ok(None) => {
                        in_a_row = 0;
                        let orders = shared.0.borrow_mut().dealer.look(now());
                        shared.carry_out(orders);
                    }
                    Err(_) => break,
                }
            }
            // Closed: the seat is kept, and shown away until its device comes back.
            let orders = {
                let mut links = shared.0.borrow_mut();
                links.forget(id);
                links.dealer.closed(id, now())
            };
            shared.carry_out(orders);
        });
    }

    /// Takes `seat` back to this device: its guest's device no longer plays it, and a
    /// person here does (not a computer standing in for it).
    pub fn take_back(&self, seat: Seat) {
        let orders = self.0.borrow_mut().dealer.take_back(seat, now());
        self.carry_out(orders);
    }

    /// A computer player plays `seat`, whose device went away, until that device comes
    /// back with its token (or the seat is played here).
    pub fn stand_in(&self, seat: Seat) {
        let dispatch = self.0.borrow().dispatch.clone();
        dispatch.emit(AppAction::StandIn(seat, true));
    }
}

impl<G: TableGame> Links<G> {
    /// The channel of line `id`, while open.
    fn channel(&self, id: usize) -> Option<&Rc<Channel>> {
        self.channels
            .iter()
            .find(|(line, _)| *line == id)
            .map(|(_, channel)| channel)
    }

    /// Forgets line `id`: its channel, for the caller to close.
    fn forget(&mut self, id: usize) -> Option<Rc<Channel>> {
        let at = self.channels.iter().position(|(line, _)| *line == id)?;
        Some(self.channels.remove(at).1)
    }

    /// Keeps what a reload of this page must not lose, where it changed, and the
    /// screen on while any seat is played elsewhere.
    fn keep(&mut self) {
        self.awake.keep(!self.dealer.seats(now()).0.is_empty());
        let Some(hosting) = self.dealer.hosting() else {
            return;
        };
        let Some(storage) = browser::session_storage() else {
            return;
        };
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
}
