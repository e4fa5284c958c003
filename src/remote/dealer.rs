//! The host's device as the dealer of a table played across devices: every decision
//! about its connections to guests' devices, with none of the connections. Who is on
//! which line, who is seated, what each device is told and when, how much a device may
//! send, the reaction window only the host closes, a guest's move checked and handed to
//! the table, or refused with its reason.
//!
//! Each call says what to do as [`Order`]s, which the caller carries out: the browser's
//! data channels and timers in the app (`ui::remote::host`), a simulated network in the
//! fault soak (`tests/fault_soak.rs`). Times are the caller's clock, in milliseconds.

use crate::engine::session::WithBots;
use crate::engine::{Game, Seat, Seed, Seen, Session, Step, ToAct};

use super::flood::{Flood, Verdict};
use super::host::{Host, Hosting, PING_MS};
use super::window::{Closing, Window, closes_early};
use super::wire::{Heard, Said, ToGuest, Unheard};

/// What a device is told when the host cannot draw a token for its seat.
const NO_SECRET_LINE: &str = "the host's browser gives no secure random numbers, so it cannot keep a seat for this device: host from another browser";

/// What a device let go for sending too much is told (see `remote::flood`).
const LET_GO_LINE: &str = "this device sent the host more than it could take, so the host let it go: ask the host for a new invitation (your seat is kept)";

/// What the game at the table says that the dealer cannot work out from the rules
/// alone: the app's (`ui::table::TableGame`), given as plain functions.
#[derive(Clone, Copy)]
pub struct TableSays<G: Game> {
    /// The answer by which the seat whose turn it is closes the reaction window open in
    /// the view given, when the game closes it so (Major Woody's "Proceed").
    pub closes_window: fn(&Seen<G>) -> Option<G::Action>,
    /// The time gone on the clock of the game of these options and id (milliseconds),
    /// where it has one.
    pub clock_used: fn(&G::Options, &str) -> Option<u32>,
}

/// What the dealer asks the caller to do, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Order<G: Game> {
    /// Send `text` on line `line`.
    Send {
        /// The line.
        line: usize,
        /// The message, as it travels.
        text: String,
    },
    /// Close line `line` now.
    Close(usize),
    /// Close line `line` in a moment (a second), once the last thing said on it has
    /// reached its device.
    CloseSoon(usize),
    /// Tell the table (the app's reducer).
    Table(ToTable<G>),
    /// Call [`Dealer::close_window`] with this number after the window's time
    /// (`ui::pacing::WINDOW_MS`).
    WindowTimer(u64),
}

/// What the dealer tells the table.
#[derive(Clone, Debug, PartialEq)]
pub enum ToTable<G: Game> {
    /// These seats are played on guests' devices now.
    Elsewhere(Vec<Seat>),
    /// A computer stands in for this seat (true), or no longer (false).
    StandIn(Seat, bool),
    /// A guest's move, checked on the position of this many steps: play it there, and
    /// only there.
    FromDevice(Seat, G::Action, usize),
    /// The seat whose turn it is closes the reaction window by this answer.
    CloseWindow(Seat, G::Action),
}

/// An open line to a guest's device.
#[derive(Clone, Debug)]
struct Line {
    /// A number of its own.
    id: usize,
    /// The seat it was invited for, or plays once seated.
    seat: Seat,
    /// True once the guest on it has been seated (told its seat and token): only then is
    /// it sent its seat's share.
    seated: bool,
    /// When the host last said anything on it (see [`PING_MS`]).
    said: f64,
    /// How much more the device may send.
    flood: Flood,
}

/// The host's side of a table played across devices.
pub struct Dealer<G: Game + WithBots> {
    host: Host,
    says: TableSays<G>,
    /// Draws a seat's token: a secret of the host's, or none where the browser gives no
    /// secure random numbers.
    tokens: Box<dyn FnMut() -> Option<u64>>,
    latest: Option<Session<G>>,
    lines: Vec<Line>,
    next: usize,
    /// The deal the guests played before the host's page was reloaded, until the game
    /// is known: another game there takes their seats back.
    resumed: Option<Seed>,
    /// The reaction window open at the table, as the host follows it.
    window: Window,
    /// The references of the invitations already answered.
    answered: Vec<u32>,
    /// Guests' moves handed to the table and not yet seen played: the line each came
    /// on, and the step it was checked at (see [`Dealer::settle`]).
    in_flight: Vec<(usize, usize, Step<G::Action>)>,
}

/// Which game a session is, for telling a new one from the next move of the same (a
/// computer standing in for a seat is the same game).
fn same_game<G: Game + WithBots>(a: &Session<G>, b: &Session<G>) -> bool {
    a.seed() == b.seed() && a.names() == b.names() && a.save().options == b.save().options
}

impl<G: Game + WithBots> Dealer<G> {
    /// A dealer for `host`: a new one, or one resumed after a reload of the host's page
    /// from what it kept ([`Host::resumed`], with the deal its guests played).
    pub fn new(
        host: Host,
        resumed: Option<Seed>,
        says: TableSays<G>,
        tokens: Box<dyn FnMut() -> Option<u64>>,
    ) -> Self {
        Dealer {
            host,
            says,
            tokens,
            latest: None,
            lines: Vec::new(),
            next: 0,
            resumed,
            window: Window::default(),
            answered: Vec::new(),
            in_flight: Vec::new(),
        }
    }

    /// The seats played on guests' devices, and those among them away `now`.
    pub fn seats(&self, now: f64) -> (Vec<Seat>, Vec<Seat>) {
        (self.host.remote(), self.host.away(now))
    }

    /// The game as the dealer last knew it, which the tables it sends are made from: the
    /// table's game, or that game with a guest's move the table is about to play.
    pub fn latest(&self) -> Option<&Session<G>> {
        self.latest.as_ref()
    }

    /// The references of the invitations already answered (see
    /// `Invitation::check_answer`).
    pub fn answered(&self) -> &[u32] {
        &self.answered
    }

    /// What a reload of the host's page must not lose, once a game is known.
    pub fn hosting(&self) -> Option<Hosting> {
        let session = self.latest.as_ref()?;
        Some(self.host.hosting(session.seed()))
    }

    /// The lines open, each with the seat it is for and whether its guest is seated.
    pub fn lines(&self) -> Vec<(usize, Seat, bool)> {
        self.lines
            .iter()
            .map(|line| (line.id, line.seat, line.seated))
            .collect()
    }

    /// The game as it now stands, `now`: kept to check guests' moves against, and each
    /// guest told what changed for its seat. When another game begins at the table (a
    /// new deal, a new game), each guest keeps its seat where a person still plays it,
    /// and is told the new game's share; the others are taken back to the host's device.
    pub fn sync(&mut self, session: &Session<G>, now: f64) -> Vec<Order<G>> {
        let mut orders = Vec::new();
        let other = self
            .latest
            .as_ref()
            .is_some_and(|old| !same_game(old, session));
        // The first game known after a reload: its guests' seats are elsewhere (if it is
        // still their game).
        let resumed = match self.latest {
            None => self.resumed.take(),
            Some(_) => None,
        };
        if resumed.is_some_and(|seed| seed != session.seed()) {
            for seat in self.host.remote() {
                self.drop_seat(seat, &mut orders);
            }
        }
        self.settle(session, now, &mut orders);
        self.latest = Some(session.clone());
        let told = (other || resumed.is_some()).then(|| {
            for seat in self.host.remote() {
                if session.is_computer(seat) || seat.index() >= session.seats().len() {
                    self.drop_seat(seat, &mut orders);
                }
            }
            self.host.tell_again();
            self.window.reset();
            ToTable::Elsewhere(self.host.remote())
        });
        self.tell(now, &mut orders);
        orders.extend(told.map(Order::Table));
        self.follow_window(&mut orders);
        orders
    }

    /// A guest's device connected, invited for `seat` by the invitation of reference
    /// `invitation`, `now`: the new line's number, and the welcome to say on it.
    pub fn connect(&mut self, seat: Seat, invitation: u32, now: f64) -> (usize, Vec<Order<G>>) {
        self.answered.push(invitation);
        let id = self.next;
        self.next += 1;
        self.lines.push(Line {
            id,
            seat,
            seated: false,
            said: now,
            flood: Flood::new(now),
        });
        let mut orders = Vec::new();
        let welcome = self.host.welcome::<G>();
        self.send_on(id, &welcome, now, &mut orders);
        (id, orders)
    }

    /// Line `id` closed (its device went, or the connection broke), `now`: its seat is
    /// kept, and shown away until its device comes back.
    pub fn closed(&mut self, id: usize, now: f64) -> Vec<Order<G>> {
        self.lines.retain(|line| line.id != id);
        let mut orders = Vec::new();
        self.tell(now, &mut orders);
        orders
    }

    /// Nothing heard for a while, `now`: tells each guest who is away, and says the host
    /// is still there on a line it has said nothing on for [`PING_MS`].
    pub fn look(&mut self, now: f64) -> Vec<Order<G>> {
        let mut orders = Vec::new();
        self.tell(now, &mut orders);
        orders
    }

    /// Takes `seat` back to the host's device, `now`: its guest's device no longer plays
    /// it, and a person here does (not a computer standing in for it).
    pub fn take_back(&mut self, seat: Seat, now: f64) -> Vec<Order<G>> {
        let mut orders = Vec::new();
        self.drop_seat(seat, &mut orders);
        self.tell(now, &mut orders);
        let stood_in = self.latest.as_ref().is_some_and(|s| s.is_computer(seat));
        orders.push(Order::Table(ToTable::Elsewhere(self.host.remote())));
        if stood_in {
            orders.push(Order::Table(ToTable::StandIn(seat, false)));
        }
        orders
    }

    /// The time of the reaction window of number `number` is up: it closes, if it is
    /// still open.
    pub fn close_window(&mut self, number: u64) -> Vec<Order<G>> {
        match &self.latest {
            Some(session) if self.window.still_open(number) => self
                .closing_answer(session)
                .map(|(mover, action)| Order::Table(ToTable::CloseWindow(mover, action)))
                .into_iter()
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Messages of line `id` its channel dropped unread, `now`: `too_long` of them
    /// longer than a channel takes, `overflow` past its inbox. Counted against its
    /// device, and one too long is answered as one heard would be.
    pub fn lost(&mut self, id: usize, too_long: u32, overflow: u32, now: f64) -> Vec<Order<G>> {
        let mut orders = Vec::new();
        let Some(line) = self.lines.iter_mut().find(|line| line.id == id) else {
            return orders;
        };
        line.flood.lost(overflow);
        let mut answer = false;
        for _ in 0..too_long {
            answer |= line.flood.refused(now, Unheard::TooLong.is_misuse());
        }
        if line.flood.let_go() {
            self.let_go(id, LET_GO_LINE, now, &mut orders);
        } else if answer {
            self.send_on(id, &Unheard::TooLong.answer(), now, &mut orders);
        }
        orders
    }

    /// `text`, heard on line `id`, `now`: checked against the game as it stands, and
    /// what to do about it.
    pub fn heard(&mut self, id: usize, text: &str, now: f64) -> Vec<Order<G>> {
        let mut orders = Vec::new();
        let Some(line) = self.lines.iter_mut().find(|line| line.id == id) else {
            return orders;
        };
        match line.flood.admit(now) {
            Verdict::Hear => {}
            Verdict::Drop => return orders,
            Verdict::LetGo => {
                self.let_go(id, LET_GO_LINE, now, &mut orders);
                return orders;
            }
        }
        let (seat, seated) = (line.seat, line.seated);
        let Some(mut latest) = self.latest.take() else {
            return orders;
        };
        let step = latest.steps();
        match self.host.hear(&latest, seated.then_some(seat), text, now) {
            // A device with a token from another table joins as the new player it is here.
            Ok(Heard::Hello { returning: None }) | Err(Unheard::UnknownToken) if !seated => {
                self.seat(id, seat, &latest, now, &mut orders)
            }
            // The device seated on this line says hello again, with no token or with one
            // it held before: it was not told its seat (the message that seated it was
            // lost on the way), so it is told again, on the line the seat is already
            // played on.
            Ok(Heard::Hello { returning: None }) | Err(Unheard::UnknownToken) if seated => {
                self.seat_again(id, seat, now, &mut orders);
            }
            Ok(Heard::Hello {
                returning: Some(back),
            }) if seated && back == seat => self.seat_again(id, seat, now, &mut orders),
            // The device that played `back` came back on this line.
            Ok(Heard::Hello {
                returning: Some(back),
            }) => self.seat(id, back, &latest, now, &mut orders),
            Ok(Heard::Played(seat, action))
                if closes_early(&latest.game().to_act(), seat, &action, || {
                    (self.says.closes_window)(&Seen::of(&latest, None, true))
                }) =>
            {
                self.send_on(id, &Unheard::WindowOpen.answer(), now, &mut orders);
            }
            Ok(Heard::Played(seat, action)) => {
                let played = Step {
                    seat,
                    action: action.clone(),
                };
                self.in_flight.push((id, step, played));
                // The guests are told the move at once, before the host's screen draws
                // it: the table plays it as it was checked here, on this position
                // (`AppAction::FromDevice`), and its sync of the same game then tells
                // nobody again (should the table not play it, that sync tells each guest
                // the game as it stands).
                let mut next = latest.clone();
                if next.act(seat, action.clone()).is_ok() {
                    latest = next;
                }
                orders.push(Order::Table(ToTable::FromDevice(seat, action, step)));
            }
            // A device not yet seated that pings was not welcomed: the welcome was lost
            // on the way, so it goes again.
            Ok(Heard::Ping { .. }) if !seated => {
                let welcome = self.host.welcome::<G>();
                self.send_on(id, &welcome, now, &mut orders);
            }
            Ok(Heard::Ping { .. } | Heard::Hello { returning: None }) => {}
            Err(unheard) => {
                let line = self.lines.iter_mut().find(|line| line.id == id);
                let (answer, let_go) = line.map_or((false, false), |line| {
                    (
                        line.flood.refused(now, unheard.is_misuse()),
                        line.flood.let_go(),
                    )
                });
                if let_go {
                    self.let_go(id, LET_GO_LINE, now, &mut orders);
                } else if answer {
                    self.send_on(id, &unheard.answer(), now, &mut orders);
                }
            }
        }
        // A device heard on its own line, back from away (unlocked, back on the Wi-Fi)
        // or never quite gone (the host let a computer stand in as it came back), plays
        // its seat: a computer standing in for it steps aside.
        if seated
            && !self.host.away(now).contains(&seat)
            && self.host.remote().contains(&seat)
            && latest.is_computer(seat)
        {
            orders.push(Order::Table(ToTable::StandIn(seat, false)));
        }
        self.latest = Some(latest);
        self.tell(now, &mut orders);
        // A guest seated as a card is read out takes part in its window.
        if orders
            .iter()
            .any(|order| matches!(order, Order::Table(ToTable::Elsewhere(_))))
        {
            self.follow_window(&mut orders);
        }
        orders
    }

    /// The seat whose turn it is in the reaction window open in `session`, and the
    /// answer by which it closes it, if the game closes it so.
    fn closing_answer(&self, session: &Session<G>) -> Option<(Seat, G::Action)> {
        let ToAct::Responders(seats) = session.game().to_act() else {
            return None;
        };
        let action = (self.says.closes_window)(&Seen::of(session, None, true))?;
        Some((*seats.first()?, action))
    }

    /// Follows the reaction window of the table as it now stands (after a change, or a
    /// guest seated in it): where guests' devices take part, it closes once every other
    /// seat has answered, or after its time.
    fn follow_window(&mut self, orders: &mut Vec<Order<G>>) {
        let Some(session) = &self.latest else {
            return;
        };
        let to_act = session.game().to_act();
        let closes = matches!(to_act, ToAct::Responders(_))
            && (self.says.closes_window)(&Seen::of(session, None, true)).is_some();
        match self
            .window
            .follow(&to_act, session.steps(), &self.host.remote(), closes)
        {
            Some(Closing::Now) => {
                if let Some((mover, action)) = self.closing_answer(session) {
                    orders.push(Order::Table(ToTable::CloseWindow(mover, action)));
                }
            }
            Some(Closing::Later(number)) => orders.push(Order::WindowTimer(number)),
            None => {}
        }
    }

    /// Tells each guest whose move the table did not play (it moved on between the
    /// check and the play: a computer's move, the window closing) that it was not
    /// played, rather than leave its move to vanish.
    fn settle(&mut self, session: &Session<G>, now: f64, orders: &mut Vec<Order<G>>) {
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
            self.send_on(id, &Unheard::MovedOn.answer(), now, orders);
        }
    }

    /// Sends `message` on line `id`.
    fn send_on(&mut self, id: usize, message: &ToGuest<G>, now: f64, orders: &mut Vec<Order<G>>) {
        let text = serde_json::to_string(message).expect("a message always serialises");
        for line in self.lines.iter_mut().filter(|line| line.id == id) {
            line.said = now;
            orders.push(Order::Send {
                line: id,
                text: text.clone(),
            });
        }
    }

    /// Takes `seat` from its guest's device, closing its lines.
    fn drop_seat(&mut self, seat: Seat, orders: &mut Vec<Order<G>>) {
        self.host.take_back(seat);
        for line in self.lines.iter().filter(|line| line.seat == seat) {
            orders.push(Order::Close(line.id));
        }
        self.lines.retain(|line| line.seat != seat);
    }

    /// Tells each seated guest's device its seat's share, where it changed, and says
    /// the host is still there on each line it has said nothing on for [`PING_MS`].
    fn tell(&mut self, now: f64, orders: &mut Vec<Order<G>>) {
        if let Some(session) = &self.latest {
            let clock =
                (self.says.clock_used)(&session.save().options, &session.seed().to_string());
            for (seat, message) in self.host.updates(session, now, clock) {
                let text = serde_json::to_string(&message).expect("a message always serialises");
                for line in self.lines.iter_mut().filter(|l| l.seated && l.seat == seat) {
                    line.said = now;
                    orders.push(Order::Send {
                        line: line.id,
                        text: text.clone(),
                    });
                }
            }
        }
        let quiet: Vec<usize> = self
            .lines
            .iter()
            .filter(|line| now - line.said >= PING_MS)
            .map(|line| line.id)
            .collect();
        for id in quiet {
            self.send_on(id, &ToGuest::Ping, now, orders);
        }
    }

    /// Seats the guest on line `id` at `seat`, with a new token: the seat is played
    /// there (and no longer by a computer standing in for it).
    fn seat(
        &mut self,
        id: usize,
        seat: Seat,
        session: &Session<G>,
        now: f64,
        orders: &mut Vec<Order<G>>,
    ) {
        let Some(secret) = (self.tokens)() else {
            self.let_go(id, NO_SECRET_LINE, now, orders);
            return;
        };
        let message = self
            .host
            .seat_guest::<G>(seat, format!("{secret:016x}"), now);
        // The seat's earlier line (a device that went quiet, or the same device before a
        // reload) is closed: only the token holds a seat, never a connection.
        for line in self.lines.iter().filter(|l| l.id != id && l.seat == seat) {
            orders.push(Order::Close(line.id));
        }
        self.lines.retain(|l| l.id == id || l.seat != seat);
        for line in self.lines.iter_mut().filter(|l| l.id == id) {
            line.seat = seat;
            line.seated = true;
        }
        self.send_on(id, &message, now, orders);
        orders.push(Order::Table(ToTable::Elsewhere(self.host.remote())));
        if session.is_computer(seat) {
            orders.push(Order::Table(ToTable::StandIn(seat, false)));
        }
    }

    /// Tells the device on line `id`, seated at `seat`, its seating again, heard `now`.
    fn seat_again(&mut self, id: usize, seat: Seat, now: f64, orders: &mut Vec<Order<G>>) {
        if let Some(again) = self.host.seated_again::<G>(seat, now) {
            self.send_on(id, &again, now, orders);
        }
    }

    /// Lets the device on line `id` go, saying `line` on its screen: its seat is kept,
    /// away, for its token.
    fn let_go(&mut self, id: usize, line: &str, now: f64, orders: &mut Vec<Order<G>>) {
        self.send_on(
            id,
            &ToGuest::Reload(Said { line: line.into() }),
            now,
            orders,
        );
        if self.lines.iter().any(|l| l.id == id) {
            orders.push(Order::CloseSoon(id));
        }
        self.lines.retain(|l| l.id != id);
    }
}
