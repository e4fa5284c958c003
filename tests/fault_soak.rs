//! The fault soak of play across devices: for every game of the registry with more than
//! one seat, seeded games between a host's device (a person at seat 0, computers at any
//! seat past the fourth) and three guests' devices, over a simulated network that drops,
//! delays, duplicates and reorders messages, breaks connections, locks phones and
//! reloads guests' pages and the host's. The host is the app's own logic: the dealer
//! (`remote::dealer`) and the app's reducer (`ui::state`), as the browser runs them; a
//! guest is `remote::host::Guest`, as a guest's page keeps it. People act as people do:
//! a guest taps a move it may make after a moment, and again if nothing came of it; the
//! host's person re-invites a device whose connection broke, and lets a computer stand
//! in for a seat away on its turn.
//!
//! What must hold, counted and printed: every game ends; no step waits longer than
//! [`LONGEST_WAIT_MS`] (a guest's thinking, a device's silence until it shows away, a
//! stand-in); once the network is calm again, every guest's last table is the host's
//! view of its seat; and every table sent is its own seat's and carries nothing that
//! seat cannot see (the wire check, on every message). `FOURFOLD_SOAK_GAMES` sets the
//! games a game is played (short in the tests, [`GAMES`]; long in `.ci/bench-engine`).
#![cfg(not(target_arch = "wasm32"))]

// Its random moves are other suites'.
#[allow(dead_code)]
mod playout_helpers;

use std::collections::BTreeMap;
use std::rc::Rc;

use fourfold::engine::{GameRng, Seat, SeatSetup, Seed, Seen, Session};
use fourfold::games::GameId;
use fourfold::remote::dealer::{Dealer, Order, TableSays};
use fourfold::remote::host::{Guest, Host, Kept, PING_MS};
use fourfold::remote::wire::ToGuest;
use fourfold::ui::boot::boot;
use fourfold::ui::pacing::WINDOW_MS;
use fourfold::ui::setup::SetupForm;
use fourfold::ui::state::{AppAction, AppState};
use fourfold::ui::table::{ForTable, TableGame, run_table};
use yew::Reducible;

/// Games each game of several seats is played in the tests.
const GAMES: usize = 20;

/// The longest a step may wait while every seat to act is present (at the host, or on a
/// device that is awake and connected): a guest thinks up to 2.5 s, taps again every
/// 3 s while nothing comes of it, and a device back from away is welcomed and seated
/// again first. While a seat to act is away, the game waits for it as long as the
/// host's person lets it ([`STAND_IN_MS`] here); that wait is printed, not bounded.
const LONGEST_WAIT_MS: f64 = 20_000.0;

/// How long a seat has been away on its turn before the host's person lets a computer
/// stand in.
const STAND_IN_MS: f64 = 10_000.0;

/// How long the network is calm before the tables are compared: long enough for a device
/// whose connection broke just before to find out (up to 15 s), be invited again (up to
/// 12 s) and be seated.
const CALM_MS: f64 = 40_000.0;

/// Simulated time a game may take at most.
const MOST_MS: f64 = 6.0 * 3_600_000.0;

/// The faults, by kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Fault {
    /// A message lost.
    Dropped,
    /// A message sent twice.
    Duplicated,
    /// A message held back long enough to arrive after later ones.
    Reordered,
    /// A message slowed by up to 3 s, in order.
    Delayed,
    /// A connection broken (each end finds out in its own time).
    Broken,
    /// A phone locked for 5 to 20 s: it says nothing and hears nothing meanwhile.
    Locked,
    /// A guest's page reloaded.
    GuestReloaded,
    /// The host's page reloaded.
    HostReloaded,
}

/// What one game's soak counted.
#[derive(Debug, Default)]
struct Figures {
    games: usize,
    ended: usize,
    steps: usize,
    faults: BTreeMap<String, usize>,
    tables_checked: usize,
    stalls: usize,
    divergences: usize,
    leaks: usize,
    /// The longest a step waited while every seat to act was present.
    longest_wait_ms: f64,
    /// The longest a step waited at all (for a device away too).
    longest_any_wait_ms: f64,
}

#[derive(Clone, Debug)]
enum Event {
    /// A message reaches a guest's device.
    ToGuest { conn: usize, text: String },
    /// A message reaches the host's device.
    ToHost { conn: usize, text: String },
    /// The host's device looks at its lines (away, pings) and its person at the table.
    HostLook,
    /// A guest's device says it is still there.
    GuestTick(usize),
    /// A guest's person taps a move, on the table of this number.
    GuestThink { guest: usize, has: u64 },
    /// The host's person takes a turn.
    HostPerson,
    /// A computer at the host's device plays.
    Computer,
    /// The window's time is up, for the dealer of this epoch.
    WindowTimer { epoch: u32, number: u64 },
    /// A line let go closes, for the dealer of this epoch.
    CloseLine { epoch: u32, conn: usize },
    /// The host's device finds out the connection broke.
    HostFindsClosed(usize),
    /// A guest's device finds out its connection broke.
    GuestFindsClosed(usize),
    /// The host's person invites the guest's device again, which joins.
    Reconnect(usize),
    /// The network does something.
    Fault,
    /// The host's page reloads (besides the network's faults, once in every other game
    /// early on, so that short games have it too).
    HostReload,
}

/// A connection between the host and one guest's device.
struct Conn {
    guest: usize,
    /// The dealer's line.
    line: usize,
    /// The host's epoch it was made in (a reload of the host's page ends it).
    epoch: u32,
    host_open: bool,
    guest_open: bool,
    /// When the last message each way is due, for delivery in order.
    to_guest_at: f64,
    to_host_at: f64,
}

/// A guest's device.
struct Device<G: TableGame> {
    seat: Seat,
    guest: Guest<G>,
    conn: Option<usize>,
    /// The token kept in its storage.
    stored: Option<Kept>,
    asleep_until: f64,
    /// A new invitation is on its way.
    rejoining: bool,
}

struct Sim<G: TableGame> {
    rng: GameRng,
    check_rng: GameRng,
    now: f64,
    seq: u64,
    events: Vec<(f64, u64, Event)>,
    state: Rc<AppState<G>>,
    dealer: Dealer<G>,
    epoch: u32,
    synced: Option<Session<G>>,
    conns: Vec<Conn>,
    devices: Vec<Device<G>>,
    invitations: u32,
    faulty: bool,
    person_due: bool,
    computer_due: bool,
    last_step: (usize, f64),
    /// When a seat to act last had its device away (locked, its connection broken, its
    /// page reloading): the game may wait for it, and the host's person decides when a
    /// computer stands in.
    last_absent: f64,
    /// The longest the game waited for anyone, absent or not.
    longest_wait: f64,
    away_since: BTreeMap<Seat, f64>,
    /// The deal.
    seed: Seed,
    /// Each seat's device as it would be if it heard every table sent it.
    shadows: BTreeMap<Seat, Guest<G>>,
    figures: Figures,
}

fn tokens(seed: Seed) -> Box<dyn FnMut() -> Option<u64>> {
    let mut rng = GameRng::new(seed);
    Box::new(move || Some(rng.next_seed().0))
}

fn says<G: TableGame>() -> TableSays<G> {
    TableSays {
        closes_window: G::closes_window,
        // The clock's time lives in the browser's storage; the soak's games keep none.
        clock_used: |_, _| None,
    }
}

impl<G: TableGame> Sim<G> {
    fn new(options: G::Options, seed: Seed) -> Option<Self> {
        let largest = playout_helpers::largest_table::<G>(&options, seed)?;
        let seats = largest.seats().len();
        if seats < 2 {
            return None;
        }
        let guests = (seats - 1).min(3);
        let mut form = SetupForm::<G>::new();
        form.seats = (0..seats)
            .map(|i| match i {
                0 => SeatSetup::human("Host"),
                i if i <= guests => SeatSetup::human(format!("Guest{i}")),
                i => SeatSetup::computer(format!("Computer{i}")),
            })
            .collect();
        form.options = options;
        let mut state = boot::<G>(&[], None, Ok(()), false, seed);
        state.start(form, seed);
        state.play()?;
        let mut rng = GameRng::new(seed.derive(7));
        let dealer = Dealer::new(
            Host::new(rng.next_seed().0),
            None,
            says(),
            tokens(rng.next_seed()),
        );
        let devices = (1..=guests)
            .map(|i| Device {
                seat: Seat(i as u8),
                guest: Guest::returning(None),
                conn: None,
                stored: None,
                asleep_until: 0.0,
                rejoining: false,
            })
            .collect();
        let mut sim = Sim {
            check_rng: GameRng::new(seed.derive(8)),
            rng,
            now: 0.0,
            seq: 0,
            events: Vec::new(),
            state: Rc::new(state),
            dealer,
            epoch: 0,
            synced: None,
            conns: Vec::new(),
            devices,
            invitations: 0,
            faulty: true,
            person_due: false,
            computer_due: false,
            last_step: (0, 0.0),
            last_absent: 0.0,
            longest_wait: 0.0,
            away_since: BTreeMap::new(),
            seed,
            shadows: BTreeMap::new(),
            figures: Figures::default(),
        };
        sim.changed();
        for guest in 0..guests {
            sim.join(guest);
        }
        sim.at(1_000.0, Event::HostLook);
        sim.at(500.0, Event::Fault);
        if seed.0 % 2 == 1 {
            let at = sim.between(3_000.0, 30_000.0);
            sim.at(at, Event::HostReload);
        }
        Some(sim)
    }

    fn session(&self) -> &Session<G> {
        &self
            .state
            .play()
            .expect("a game on the host's screen")
            .session
    }

    fn at(&mut self, after: f64, event: Event) {
        self.seq += 1;
        self.events.push((self.now + after, self.seq, event));
    }

    fn between(&mut self, low: f64, high: f64) -> f64 {
        low + self.rng.below((high - low) as usize + 1) as f64
    }

    fn chance(&mut self, per_thousand: usize) -> bool {
        self.rng.below(1_000) < per_thousand
    }

    fn fault(&mut self, fault: Fault) {
        *self.figures.faults.entry(format!("{fault:?}")).or_default() += 1;
    }

    /// The host's person invites guest `guest`'s device again, and it joins as a new
    /// page would, with the token kept on it.
    fn join(&mut self, guest: usize) {
        self.invitations += 1;
        let seat = self.devices[guest].seat;
        let (line, orders) = self.dealer.connect(seat, self.invitations, self.now);
        let conn = self.conns.len();
        self.conns.push(Conn {
            guest,
            line,
            epoch: self.epoch,
            host_open: true,
            guest_open: true,
            to_guest_at: self.now,
            to_host_at: self.now,
        });
        let device = &mut self.devices[guest];
        device.guest = Guest::returning(device.stored.clone());
        device.guest.heard_at = self.now;
        device.conn = Some(conn);
        device.rejoining = false;
        self.carry_out(orders);
        self.at(PING_MS, Event::GuestTick(guest));
    }

    /// A message on its way over `conn`, to the guest or to the host, as the network
    /// treats it.
    fn send(&mut self, conn: usize, to_guest: bool, text: String) {
        let mut copies = 1;
        if self.faulty {
            if self.chance(20) {
                self.fault(Fault::Dropped);
                return;
            }
            if self.chance(20) {
                self.fault(Fault::Duplicated);
                copies = 2;
            }
        }
        for _ in 0..copies {
            let mut due = self.now + self.between(5.0, 60.0);
            let reordered = self.faulty && self.chance(20);
            if self.faulty && !reordered && self.chance(30) {
                self.fault(Fault::Delayed);
                due += self.between(200.0, 3_000.0);
            }
            let c = &mut self.conns[conn];
            let floor = if to_guest {
                c.to_guest_at
            } else {
                c.to_host_at
            };
            if reordered && floor > self.now {
                // Overtaken by what follows: due before what went just before it.
                self.fault(Fault::Reordered);
                due = self.now + (floor - self.now) / 2.0;
            } else {
                due = due.max(floor);
                let c = &mut self.conns[conn];
                if to_guest {
                    c.to_guest_at = due;
                } else {
                    c.to_host_at = due;
                }
            }
            let event = if to_guest {
                Event::ToGuest {
                    conn,
                    text: text.clone(),
                }
            } else {
                Event::ToHost {
                    conn,
                    text: text.clone(),
                }
            };
            self.at(due - self.now, event);
        }
    }

    fn conn_of_line(&self, line: usize) -> Option<usize> {
        self.conns
            .iter()
            .position(|c| c.epoch == self.epoch && c.line == line && c.host_open)
    }

    /// Does what the dealer said, as the browser's links do.
    fn carry_out(&mut self, orders: Vec<Order<G>>) {
        let mut told = Vec::new();
        for order in orders {
            match order {
                Order::Send { line, text } => {
                    let Some(conn) = self.conn_of_line(line) else {
                        continue;
                    };
                    self.check_sent(conn, &text);
                    self.send(conn, true, text);
                }
                Order::Close(line) => {
                    if let Some(conn) = self.conn_of_line(line) {
                        self.conns[conn].host_open = false;
                        let after = self.between(20.0, 500.0);
                        self.at(after, Event::GuestFindsClosed(conn));
                    }
                }
                Order::CloseSoon(line) => {
                    if let Some(conn) = self.conn_of_line(line) {
                        let epoch = self.epoch;
                        self.at(1_000.0, Event::CloseLine { epoch, conn });
                    }
                }
                Order::WindowTimer(number) => {
                    let epoch = self.epoch;
                    self.at(f64::from(WINDOW_MS), Event::WindowTimer { epoch, number });
                }
                Order::Table(to_table) => told.push(AppAction::from(to_table)),
            }
        }
        for action in told {
            self.reduce(action);
        }
    }

    /// The host's reducer takes `action`; the dealer is told of any change, as the app's
    /// effect tells it.
    fn reduce(&mut self, action: AppAction<G>) {
        self.state = self.state.clone().reduce(action);
        self.changed();
    }

    fn changed(&mut self) {
        let session = self.session().clone();
        if self.synced.as_ref() == Some(&session) {
            return;
        }
        if session.steps() != self.last_step.0 {
            self.last_step = (session.steps(), self.now);
            self.figures.steps += 1;
        }
        self.synced = Some(session.clone());
        let orders = self.dealer.sync(&session, self.now);
        self.carry_out(orders);
        if !self.person_due {
            self.person_due = true;
            let after = self.between(300.0, 2_000.0);
            self.at(after, Event::HostPerson);
        }
        if !self.computer_due && self.session().computer_to_act().is_some() {
            self.computer_due = true;
            let after = self.between(100.0, 600.0);
            self.at(after, Event::Computer);
        }
    }

    /// Every table sent, whole or as what changed, goes to its own seat's line, and
    /// carries nothing that seat cannot see: a copy of the seat's device that hears every
    /// table sent it, none lost, holds the host's view of the seat after each.
    fn check_sent(&mut self, conn: usize, text: &str) {
        if !matches!(
            ToGuest::<G>::read(text),
            Ok(ToGuest::Table(_) | ToGuest::Changes(_))
        ) {
            return;
        }
        self.figures.tables_checked += 1;
        let line = self.conns[conn].line;
        let seat = self
            .dealer
            .lines()
            .into_iter()
            .find(|(id, _, seated)| *id == line && *seated)
            .map(|(_, seat, _)| seat);
        let seen = seat.and_then(|seat| {
            let shadow = self.shadows.entry(seat).or_default();
            shadow.hear(text).ok()?;
            shadow.seen.clone()
        });
        // The dealer's game: the table's, or a guest's move on it that the table is
        // about to play (its guests are told before the host's screen draws it).
        let session = self
            .dealer
            .latest()
            .expect("a table is sent of a game")
            .clone();
        let ok = seat.zip(seen).is_some_and(|(seat, seen)| {
            let redealt = session.with_unseen_redealt(seat, &mut self.check_rng);
            seen.viewer == Some(seat)
                && seen == Seen::of(&session, Some(seat), true)
                && serde_json::to_string(&seen).unwrap()
                    == serde_json::to_string(&Seen::of(&redealt, Some(seat), true)).unwrap()
        });
        if !ok {
            self.figures.leaks += 1;
        }
    }

    fn guest_hears(&mut self, conn: usize, text: &str) {
        let guest = self.conns[conn].guest;
        if !self.conns[conn].guest_open || self.devices[guest].conn != Some(conn) {
            return;
        }
        if self.devices[guest].asleep_until > self.now {
            let wait = self.devices[guest].asleep_until - self.now;
            self.at(
                wait,
                Event::ToGuest {
                    conn,
                    text: text.into(),
                },
            );
            return;
        }
        let had = self.devices[guest].guest.has;
        let heard = self.devices[guest].guest.hear_at(text, self.now);
        match heard {
            Ok(Some(hello)) => self.send(conn, false, hello),
            Ok(None) => {}
            // Told to reload, or garbled: the page says so and its person asks the host
            // for a new invitation.
            Err(_) => {
                self.conns[conn].guest_open = false;
                let after = self.between(100.0, 2_000.0);
                self.at(after, Event::HostFindsClosed(conn));
                self.lost(guest);
                return;
            }
        }
        let device = &mut self.devices[guest];
        if device.guest.token.is_some() {
            device.stored = device.guest.token.clone();
        }
        let has = device.guest.has;
        let moves = device
            .guest
            .seen
            .as_ref()
            .is_some_and(|seen| !seen.legal.is_empty());
        if has != had && moves {
            let after = self.between(200.0, 2_500.0);
            self.at(after, Event::GuestThink { guest, has });
        }
    }

    /// Guest `guest`'s page has lost its connection: its person asks for a new
    /// invitation, which comes a few seconds later.
    fn lost(&mut self, guest: usize) {
        self.devices[guest].conn = None;
        if !self.devices[guest].rejoining {
            self.devices[guest].rejoining = true;
            let after = self.between(3_000.0, 12_000.0);
            self.at(after, Event::Reconnect(guest));
        }
    }

    fn guest_sends(&mut self, guest: usize, text: String) {
        if let Some(conn) = self.devices[guest].conn
            && self.conns[conn].guest_open
        {
            self.send(conn, false, text);
        }
    }

    fn host_person(&mut self) {
        self.person_due = false;
        let session = self.session().clone();
        let play = self.state.play().expect("a game");
        // The host's own seats only: a guest's seat wrongly taken for the host's would
        // then wait, and show as a stall, rather than be played here unseen.
        let at_host: Vec<Seat> = session
            .to_act()
            .seats()
            .into_iter()
            .filter(|s| {
                !play.elsewhere().contains(s)
                    && !session.is_computer(*s)
                    && !self.devices.iter().any(|d| d.seat == *s)
            })
            .collect();
        let Some(&seat) = self.rng.pick(&at_host) else {
            return;
        };
        let legal = session.legal_for_person(seat);
        let Some(action) = self.rng.pick(&legal).cloned() else {
            return;
        };
        self.reduce(AppAction::Act(seat, action));
        if self.state.play().is_some_and(|p| p.pending.is_some()) {
            self.reduce(AppAction::Confirm);
        }
        // Refused (the guests may still answer): the person tries again in a moment.
        if !self.person_due && self.session().steps() == session.steps() {
            self.person_due = true;
            let after = self.between(500.0, 2_000.0);
            self.at(after, Event::HostPerson);
        }
    }

    fn host_look(&mut self) {
        let orders = self.dealer.look(self.now);
        self.carry_out(orders);
        // A seat away on its turn: after a while, a computer stands in for it.
        let (_, away) = self.dealer.seats(self.now);
        self.away_since.retain(|seat, _| away.contains(seat));
        for seat in away {
            let since = *self.away_since.entry(seat).or_insert(self.now);
            let session = self.session();
            if self.now - since >= STAND_IN_MS
                && !session.is_computer(seat)
                && session.to_act().seats().contains(&seat)
            {
                self.reduce(AppAction::StandIn(seat, true));
            }
        }
        self.at(1_000.0, Event::HostLook);
    }

    /// The host's page reloads: the game comes back from its save, the dealer from what
    /// the tab kept, and every connection is gone.
    fn host_reloads(&mut self) {
        self.fault(Fault::HostReloaded);
        let hosting = self.dealer.hosting().expect("a game is known");
        let seed = hosting.seed;
        let record = self.session().record();
        let session = Session::from_record(record).expect("the save replays");
        self.state = Rc::new(boot::<G>(&[], Some(Ok(session)), Ok(()), true, seed));
        assert!(self.state.play().is_some(), "the game is back on screen");
        self.epoch += 1;
        // The host numbers its tables afresh: each device takes the next whole.
        self.shadows.clear();
        self.dealer = Dealer::new(
            Host::resumed(hosting),
            Some(seed),
            says(),
            tokens(self.rng.next_seed()),
        );
        self.synced = None;
        for conn in 0..self.conns.len() {
            if self.conns[conn].host_open || self.conns[conn].guest_open {
                self.conns[conn].host_open = false;
                let after = self.between(20.0, 3_000.0);
                self.at(after, Event::GuestFindsClosed(conn));
            }
        }
        self.changed();
    }

    fn network(&mut self) {
        if self.faulty {
            let guest = self.rng.below(self.devices.len());
            let roll = self.rng.below(1_000);
            if roll < 8 {
                if let Some(conn) = self.devices[guest].conn {
                    self.fault(Fault::Broken);
                    let host_after = self.between(0.0, 15_000.0);
                    let guest_after = self.between(0.0, 10_000.0);
                    self.at(host_after, Event::HostFindsClosed(conn));
                    self.at(guest_after, Event::GuestFindsClosed(conn));
                    // Nothing more gets through it.
                    self.conns[conn].to_guest_at = f64::INFINITY;
                    self.conns[conn].to_host_at = f64::INFINITY;
                }
            } else if roll < 16 {
                if self.devices[guest].asleep_until <= self.now {
                    self.fault(Fault::Locked);
                    let wake = self.between(5_000.0, 20_000.0);
                    self.devices[guest].asleep_until = self.now + wake;
                }
            } else if roll < 20 {
                if let Some(conn) = self.devices[guest].conn {
                    self.fault(Fault::GuestReloaded);
                    self.conns[conn].guest_open = false;
                    let after = self.between(20.0, 2_000.0);
                    self.at(after, Event::HostFindsClosed(conn));
                    self.devices[guest].guest = Guest::returning(None);
                    self.lost(guest);
                }
            } else if roll < 22 {
                self.host_reloads();
            }
        }
        self.at(1_000.0, Event::Fault);
    }

    fn handle(&mut self, event: Event) {
        match event {
            Event::ToGuest { conn, text } => {
                if self.conns[conn].to_guest_at.is_finite() {
                    self.guest_hears(conn, &text);
                }
            }
            Event::ToHost { conn, text } => {
                let c = &self.conns[conn];
                if c.host_open && c.epoch == self.epoch && c.to_host_at.is_finite() {
                    let orders = self.dealer.heard(c.line, &text, self.now);
                    self.carry_out(orders);
                }
            }
            Event::HostLook => self.host_look(),
            Event::GuestTick(guest) => {
                let device = &self.devices[guest];
                let Some(conn) = device.conn else {
                    return;
                };
                if device.asleep_until <= self.now {
                    let ping = device.guest.ping();
                    self.send(conn, false, ping);
                }
                self.at(PING_MS, Event::GuestTick(guest));
            }
            Event::GuestThink { guest, has } => {
                let device = &mut self.devices[guest];
                if device.guest.has != has || device.conn.is_none() {
                    return;
                }
                if device.asleep_until > self.now {
                    let wait = device.asleep_until - self.now + 500.0;
                    self.at(wait, Event::GuestThink { guest, has });
                    return;
                }
                let legal = device
                    .guest
                    .seen
                    .as_ref()
                    .map(|seen| seen.legal.clone())
                    .unwrap_or_default();
                let Some(action) = self.rng.pick(&legal).cloned() else {
                    return;
                };
                if let Some(text) = self.devices[guest].guest.act(action) {
                    self.guest_sends(guest, text);
                }
                // Nothing came of it: the person taps again.
                self.at(3_000.0, Event::GuestThink { guest, has });
            }
            Event::HostPerson => self.host_person(),
            Event::Computer => {
                self.computer_due = false;
                if let Some((seat, action)) = self.session().computer_choice() {
                    self.reduce(AppAction::ComputerMove(seat, action));
                }
            }
            Event::WindowTimer { epoch, number } => {
                if epoch == self.epoch {
                    let orders = self.dealer.close_window(number);
                    self.carry_out(orders);
                }
            }
            Event::CloseLine { epoch, conn } => {
                if epoch == self.epoch && self.conns[conn].host_open {
                    self.conns[conn].host_open = false;
                    let after = self.between(20.0, 500.0);
                    self.at(after, Event::GuestFindsClosed(conn));
                    let line = self.conns[conn].line;
                    let orders = self.dealer.closed(line, self.now);
                    self.carry_out(orders);
                }
            }
            Event::HostFindsClosed(conn) => {
                let c = &mut self.conns[conn];
                if c.host_open && c.epoch == self.epoch {
                    c.host_open = false;
                    let line = c.line;
                    let orders = self.dealer.closed(line, self.now);
                    self.carry_out(orders);
                }
            }
            Event::GuestFindsClosed(conn) => {
                let guest = self.conns[conn].guest;
                if self.conns[conn].guest_open {
                    self.conns[conn].guest_open = false;
                    if self.devices[guest].conn == Some(conn) {
                        self.lost(guest);
                    }
                }
            }
            Event::Reconnect(guest) => {
                if self.devices[guest].conn.is_none() {
                    self.join(guest);
                }
            }
            Event::Fault => self.network(),
            Event::HostReload => {
                if self.faulty {
                    self.host_reloads();
                }
            }
        }
    }

    /// True when a seat to act is played on a device that is away: locked, without a
    /// working connection, or rejoining.
    fn absent_to_act(&self) -> bool {
        let to_act = self.session().to_act().seats();
        self.devices.iter().any(|device| {
            to_act.contains(&device.seat)
                && (device.asleep_until > self.now
                    || device.rejoining
                    || device.conn.is_none_or(|c| {
                        let c = &self.conns[c];
                        !(c.host_open && c.guest_open && c.to_host_at.is_finite())
                    }))
        })
    }

    /// What each seat's device holds, for a stall's report.
    fn diagnose(&self) {
        for (t, _, e) in &self.events {
            if !matches!(e, Event::ToGuest { .. } | Event::ToHost { .. }) {
                eprintln!("  pending at {t:.0}: {e:?}");
            }
        }
        let (remote, away) = self.dealer.seats(self.now);
        eprintln!(
            "  now {:.0}, remote {remote:?}, away {away:?}, lines {:?}, elsewhere {:?}",
            self.now,
            self.dealer.lines(),
            self.state.play().map(|p| p.elsewhere().to_vec())
        );
        for device in &self.devices {
            let conn = device.conn.map(|c| {
                let c = &self.conns[c];
                (
                    c.line,
                    c.epoch,
                    c.host_open,
                    c.guest_open,
                    c.to_host_at,
                    c.to_guest_at,
                )
            });
            eprintln!(
                "  {:?}: computer {}, conn {conn:?}, seat {:?}, has {}, legal {}, step {:?}, asleep until {:.0}, rejoining {}, refused {:?}",
                device.seat,
                self.session().is_computer(device.seat),
                device.guest.seat,
                device.guest.has,
                device.guest.seen.as_ref().map_or(0, |s| s.legal.len()),
                device.guest.seen.as_ref().map(|s| s.step),
                device.asleep_until,
                device.rejoining,
                device.guest.refused
            );
        }
    }

    fn next(&mut self) -> Option<Event> {
        let at = (0..self.events.len()).min_by(|&a, &b| {
            let (ta, sa, _) = &self.events[a];
            let (tb, sb, _) = &self.events[b];
            ta.total_cmp(tb).then(sa.cmp(sb))
        })?;
        let (time, _, event) = self.events.swap_remove(at);
        self.now = time;
        Some(event)
    }

    /// Plays the game to its end, then calms the network, brings every device back, and
    /// compares.
    fn run(mut self) -> Figures {
        self.figures.games = 1;
        let figures = self.play();
        Figures {
            longest_any_wait_ms: self.longest_wait,
            ..figures
        }
    }

    fn play(&mut self) -> Figures {
        let mut calm_until = None;
        while let Some(event) = self.next() {
            self.handle(event);
            // The host's table plays elsewhere exactly the seats its dealer gives to
            // devices.
            let mut elsewhere = self.state.play().expect("a game").elsewhere().to_vec();
            let mut remote = self.dealer.seats(self.now).0;
            elsewhere.sort();
            remote.sort();
            if elsewhere != remote {
                self.figures.divergences += 1;
                eprintln!(
                    "{}: the table plays {elsewhere:?} elsewhere, the dealer {remote:?}",
                    G::KEY
                );
                return std::mem::take(&mut self.figures);
            }
            let over = self.session().outcome().is_some();
            if !over {
                if self.absent_to_act() {
                    self.last_absent = self.now;
                }
                self.longest_wait = self.longest_wait.max(self.now - self.last_step.1);
                let wait = self.now - self.last_step.1.max(self.last_absent);
                self.figures.longest_wait_ms = self.figures.longest_wait_ms.max(wait);
                if wait > LONGEST_WAIT_MS || self.now > MOST_MS {
                    self.figures.stalls += 1;
                    eprintln!(
                        "{}: stalled at step {} for {:.0} ms ({:?})",
                        G::KEY,
                        self.session().steps(),
                        wait,
                        self.session().to_act()
                    );
                    self.diagnose();
                    return std::mem::take(&mut self.figures);
                }
            } else if calm_until.is_none() {
                self.figures.ended = 1;
                self.faulty = false;
                calm_until = Some(self.now + CALM_MS);
                for guest in 0..self.devices.len() {
                    self.devices[guest].asleep_until = 0.0;
                }
            }
            if calm_until.is_some_and(|until| self.now >= until) {
                break;
            }
        }
        let session = self.session().clone();
        for device in &self.devices {
            let seen = device.guest.seen.as_ref();
            // Back with the network calm, each device plays its seat again, whoever
            // stood in for it meanwhile.
            if seen != Some(&Seen::of(&session, Some(device.seat), true))
                || device.guest.outcome != session.outcome()
                || session.is_computer(device.seat)
            {
                self.figures.divergences += 1;
                eprintln!(
                    "{} ({:?}): guest at {:?} holds table {}, is {}connected and its seat is {}a computer's",
                    G::KEY,
                    self.seed,
                    device.seat,
                    device.guest.has,
                    if device.conn.is_some() { "" } else { "not " },
                    if session.is_computer(device.seat) {
                        ""
                    } else {
                        "not "
                    }
                );
            }
        }
        if self.figures.divergences > 0 {
            self.diagnose();
        }
        std::mem::take(&mut self.figures)
    }
}

/// The soak of one game: [`GAMES`] games, or `FOURFOLD_SOAK_GAMES`.
struct Soak(usize);

impl ForTable for Soak {
    type Out = Figures;

    fn run<G: TableGame>(self) -> Figures {
        let mut total = Figures::default();
        let options = G::sample_options();
        let mut seed = 0u64;
        while total.games < self.0 && seed < 20 * self.0 as u64 + 20 {
            let chosen = options[seed as usize % options.len()].clone();
            seed += 1;
            let Some(sim) = Sim::<G>::new(chosen, Seed(1_000 + seed)) else {
                continue;
            };
            let figures = sim.run();
            total.games += figures.games;
            total.ended += figures.ended;
            total.steps += figures.steps;
            total.tables_checked += figures.tables_checked;
            total.stalls += figures.stalls;
            total.divergences += figures.divergences;
            total.leaks += figures.leaks;
            total.longest_wait_ms = total.longest_wait_ms.max(figures.longest_wait_ms);
            total.longest_any_wait_ms = total.longest_any_wait_ms.max(figures.longest_any_wait_ms);
            for (kind, n) in figures.faults {
                *total.faults.entry(kind).or_default() += n;
            }
        }
        total
    }
}

/// Every game of several seats in the registry is soaked: each of its games ends, no
/// step waits too long, every guest ends on the host's view of its seat, and no table
/// sent carries what its seat cannot see.
#[test]
fn every_table_across_devices_survives_a_faulty_network() {
    let games = std::env::var("FOURFOLD_SOAK_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(GAMES);
    let mut several = 0;
    let only = std::env::var("FOURFOLD_SOAK_GAME").ok();
    for game in GameId::ALL {
        if !game.info().seat_counts.iter().any(|&n| n > 1)
            || only.as_ref().is_some_and(|key| key != game.key())
        {
            continue;
        }
        several += 1;
        let figures = run_table(game, Soak(games));
        println!(
            "{:<10} games {:>5}  ended {:>5}  steps {:>7}  tables checked {:>8}  longest wait {:>6.0} ms (for a device away {:>6.0} ms)  stalls {}  divergences {}  leaks {}  faults {:?}",
            game.key(),
            figures.games,
            figures.ended,
            figures.steps,
            figures.tables_checked,
            figures.longest_wait_ms,
            figures.longest_any_wait_ms,
            figures.stalls,
            figures.divergences,
            figures.leaks,
            figures.faults
        );
        assert_eq!(figures.games, games, "{game:?}: games played");
        assert_eq!(figures.ended, figures.games, "{game:?}: every game ends");
        assert_eq!(figures.stalls, 0, "{game:?}: stalls");
        assert_eq!(figures.divergences, 0, "{game:?}: divergences");
        assert_eq!(figures.leaks, 0, "{game:?}: leaks");
        for kind in [
            Fault::Dropped,
            Fault::Duplicated,
            Fault::Reordered,
            Fault::Delayed,
            Fault::Broken,
            Fault::Locked,
            Fault::GuestReloaded,
            Fault::HostReloaded,
        ] {
            assert!(
                figures.faults.contains_key(&format!("{kind:?}")),
                "{game:?}: no {kind:?} fault injected: {:?}",
                figures.faults
            );
        }
    }
    assert!(several > 0, "some game seats several");
}
