//! The host's device in the browser: the connections to guests' devices ([`Links`]),
//! which hear their moves and tell each its seat's share after every change, and the
//! screen that invites a device for a seat ([`Devices`]).
//!
//! What a guest says is checked against the latest session by the host's side of the
//! wire (`remote::host::Host`, tested natively) before the app's reducer plays it
//! (`AppAction::FromDevice`); a refusal goes back to that guest's device alone.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::channel::{self, Channel, Pending};
use super::qr_view::QrCode;
use super::scan::Scanner;
use super::wake::Awake;
use crate::engine::Seed;
use crate::engine::{Controller, Seat, SeatSetup, Seen, Session, ToAct};
use crate::remote::host::{Host, Hosting};
use crate::remote::invite::Invitation;
use crate::remote::wire::{Heard, ToGuest, Unheard};
use crate::ui::browser;
use crate::ui::state::AppAction;
use crate::ui::table::TableGame;
use crate::ui::words::capitalised;

/// How often a connection is looked at when nothing is heard (for "away").
const LOOK_MS: i32 = 2_000;

/// How long a reaction window waits for guests' devices before the player whose turn it
/// is goes on ([`TableGame::closes_window`]): a table waits a beat for a STEAL.
pub const WINDOW_MS: u32 = 4_000;

/// A reaction window that guests' devices take part in: how the host closes it.
enum Closing<G: TableGame> {
    /// Every other seat has answered: the player whose turn it is goes on now.
    Now(Seat, G::Action),
    /// Just opened (at this step): it closes after [`WINDOW_MS`] if still open.
    Later(usize),
}

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
    /// The reaction window open at the table: the step it opened at, and whether a
    /// guest's device takes part in it (the mover's, or another that may answer).
    window: Option<(usize, bool)>,
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
            window: None,
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
            links.latest = Some(session.clone());
            let told = (other || resumed).then(|| {
                for seat in links.host.remote() {
                    if session.is_computer(seat) || seat.index() >= session.seats().len() {
                        links.drop_seat(seat);
                    }
                }
                links.host.tell_again();
                AppAction::Elsewhere(links.host.remote())
            });
            links.tell();
            (told, links.window(session))
        };
        let dispatch = self.0.borrow().dispatch.clone();
        if let Some(action) = told.0 {
            dispatch.emit(action);
        }
        match told.1 {
            Some(Closing::Now(mover, action)) => {
                dispatch.emit(AppAction::Table(vec![(mover, action)]))
            }
            Some(Closing::Later(opened)) => {
                let shared = self.clone();
                gloo::timers::callback::Timeout::new(WINDOW_MS, move || {
                    shared.close_window(opened)
                })
                .forget();
            }
            None => {}
        }
    }

    /// Closes the reaction window opened at step `opened`, if it is still open.
    fn close_window(&self, opened: usize) {
        let close = {
            let links = self.0.borrow();
            match (&links.latest, links.window) {
                (Some(session), Some((at, true))) if at == opened => closing_answer(session)
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

    /// A guest's device connected on `channel`, invited for `seat`: listens to it until
    /// it closes.
    pub fn connect(&self, seat: Seat, channel: Channel) {
        let channel = Rc::new(channel);
        let id = {
            let mut links = self.0.borrow_mut();
            let id = links.next;
            links.next += 1;
            links.lines.push(Line {
                id,
                seat,
                seated: false,
                channel: channel.clone(),
            });
            id
        };
        let shared = self.clone();
        wasm_bindgen_futures::spawn_local(async move {
            loop {
                match channel.next_message(LOOK_MS).await {
                    Ok(Some(text)) => {
                        // The app is told once the links are free again: its reducer's
                        // effects come back to them (`sync`).
                        let (told, dispatch) = {
                            let mut links = shared.0.borrow_mut();
                            (links.heard(id, &text), links.dispatch.clone())
                        };
                        for action in told {
                            dispatch.emit(action);
                        }
                    }
                    Ok(None) => shared.0.borrow_mut().tell(),
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
    fn window(&mut self, session: &Session<G>) -> Option<Closing<G>> {
        let ToAct::Responders(seats) = session.game().to_act() else {
            self.window = None;
            return None;
        };
        let remote = self.host.remote();
        let opening = self.window.is_none();
        let (opened, guests) = *self.window.get_or_insert_with(|| {
            (
                session.steps(),
                seats.iter().any(|seat| remote.contains(seat)),
            )
        });
        let (mover, action) = closing_answer(session).filter(|_| guests)?;
        if seats.len() == 1 {
            Some(Closing::Now(mover, action))
        } else {
            opening.then_some(Closing::Later(opened))
        }
    }

    /// Sends `message` on line `id`.
    fn send_on(&self, id: usize, message: &ToGuest<G>) {
        let text = serde_json::to_string(message).expect("a message always serialises");
        for line in self.lines.iter().filter(|line| line.id == id) {
            let _ = line.channel.send(&text);
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
        let Some(session) = self.latest.clone() else {
            return;
        };
        self.keep(&session);
        let clock = G::clock_used(&session.save().options, &session.seed().to_string());
        for (seat, message) in self.host.updates(&session, now(), clock) {
            let text = serde_json::to_string(&message).expect("a message always serialises");
            for line in self.lines.iter().filter(|l| l.seated && l.seat == seat) {
                let _ = line.channel.send(&text);
            }
        }
    }

    /// Seats the guest on line `id` at `seat`, with a new token: the seat is played
    /// there (and no longer by a computer standing in for it).
    fn seat(&mut self, id: usize, seat: Seat) -> Vec<AppAction<G>> {
        let token = format!("{:016x}", browser::fresh_seed().0);
        let message = self.host.seat_guest::<G>(seat, token, now());
        // The seat's earlier line (a device that went quiet) is no longer its.
        for line in self.lines.iter_mut() {
            if line.id == id {
                line.seat = seat;
                line.seated = true;
            } else if line.seat == seat {
                line.seated = false;
            }
        }
        self.send_on(id, &message);
        let mut told = vec![AppAction::Elsewhere(self.host.remote())];
        if self.latest.as_ref().is_some_and(|s| s.is_computer(seat)) {
            told.push(AppAction::StandIn(seat, false));
        }
        told
    }

    /// `text`, heard on line `id`: what the app must be told of it, if anything.
    fn heard(&mut self, id: usize, text: &str) -> Vec<AppAction<G>> {
        let Some(line) = self.lines.iter().find(|line| line.id == id) else {
            return Vec::new();
        };
        let (seat, seated) = (line.seat, line.seated);
        let Some(mut trial) = self.latest.clone() else {
            return Vec::new();
        };
        let step = trial.steps();
        let told = match self
            .host
            .hear(&mut trial, seated.then_some(seat), text, now())
        {
            // A device with a token from another table joins as the new player it is here.
            Ok(Heard::Hello { returning: None }) | Err(Unheard::UnknownToken) if !seated => {
                self.seat(id, seat)
            }
            // The device that played `back` came back on this line.
            Ok(Heard::Hello {
                returning: Some(back),
            }) => self.seat(id, back),
            Ok(Heard::Played(seat, action)) => vec![AppAction::FromDevice(seat, action, step)],
            // Said again on a line already seated: nothing new.
            Ok(Heard::Ping | Heard::Hello { returning: None }) => Vec::new(),
            Err(unheard) => {
                self.send_on(
                    id,
                    &ToGuest::Refused {
                        line: unheard.to_string(),
                    },
                );
                Vec::new()
            }
        };
        self.tell();
        told
    }
}

/// Props of [`Devices`].
#[derive(Properties, PartialEq)]
pub struct DevicesProps<G: TableGame> {
    /// The host's connections.
    pub links: SharedLinks<G>,
    /// The seats at the table.
    pub seats: Vec<SeatSetup>,
    /// The seats played on guests' devices now.
    pub elsewhere: Vec<Seat>,
    /// Back to the table.
    pub on_close: Callback<()>,
}

/// An invitation on its way: made for `seat`, waiting for its guest's answer.
#[derive(Clone, PartialEq)]
struct Inviting {
    seat: Seat,
    link: AttrValue,
}

/// The screen that gives a seat to a guest's device: an invitation (a link and its QR
/// code) for the guest to open, and the guest's answer to paste, or to scan with the
/// camera or from a photo.
#[component]
pub fn Devices<G: TableGame>(props: &DevicesProps<G>) -> Html {
    let inviting = use_state(|| None::<Inviting>);
    let pending = use_mut_ref(|| None::<Pending>);
    let status = use_state(String::new);
    let answer = use_state(String::new);
    let invite = |seat: Seat| {
        let (inviting, pending, status) = (inviting.clone(), pending.clone(), status.clone());
        Callback::from(move |_: MouseEvent| {
            let (inviting, pending, status) = (inviting.clone(), pending.clone(), status.clone());
            status.set("Making the invitation…".into());
            wasm_bindgen_futures::spawn_local(async move {
                match channel::host().await {
                    Ok((made, offer)) => {
                        *pending.borrow_mut() = Some(made);
                        let link = browser::page_url(&format!(
                            "?game={}&join={}",
                            G::KEY,
                            offer.to_code()
                        ));
                        inviting.set(Some(Inviting {
                            seat,
                            link: link.into(),
                        }));
                        status.set(String::new());
                    }
                    Err(e) => status.set(format!("{}.", capitalised(&e.to_string()))),
                }
            });
        })
    };
    let on_answer = {
        let answer = answer.clone();
        Callback::from(move |e: InputEvent| {
            let input: web_sys::HtmlTextAreaElement = e.target_unchecked_into();
            answer.set(input.value());
        })
    };
    // The guest's answer, pasted or scanned, is taken.
    let take = {
        let (inviting, pending, status, answer) = (
            inviting.clone(),
            pending.clone(),
            status.clone(),
            answer.clone(),
        );
        let links = props.links.clone();
        Callback::from(move |code: String| {
            let Some(seat) = inviting.as_ref().map(|i| i.seat) else {
                return;
            };
            let reply = match Invitation::from_code(code.trim()) {
                Ok(reply) => reply,
                Err(e) => return status.set(format!("That answer cannot be read: {e}.")),
            };
            let Some(made) = pending.borrow_mut().take() else {
                return status.set("Make a new invitation first.".into());
            };
            status.set("Connecting…".into());
            let (inviting, status, answer, links) = (
                inviting.clone(),
                status.clone(),
                answer.clone(),
                links.clone(),
            );
            wasm_bindgen_futures::spawn_local(async move {
                match made.accept(&reply).await {
                    Ok(channel) => {
                        links.connect(seat, channel);
                        inviting.set(None);
                        answer.set(String::new());
                        status.set("Connected.".into());
                    }
                    Err(e) => {
                        // The invitation is spent: a new one is made for another try.
                        inviting.set(None);
                        status.set(format!(
                            "{}. Invite the device again.",
                            capitalised(&e.to_string())
                        ));
                    }
                }
            });
        })
    };
    let connect = {
        let (take, answer) = (take.clone(), answer.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            take.emit((*answer).clone());
        })
    };
    let scanned = {
        let answer = answer.clone();
        Callback::from(move |code: String| {
            answer.set(code.clone());
            take.emit(code);
        })
    };
    let (_, away) = props.links.seats();
    html! {
        <section class="remote devices" aria-labelledby="devices-title">
            <h1 id="devices-title">{ "Play on several devices" }</h1>
            <p>{ "Each player can play on their own phone, on this Wi-Fi. This device deals: it holds the whole game and could be made to show every hand, as a dealer could peek; no other device can." }</p>
            <ul class="device-seats">
                for (i, seat) in props.seats.iter().enumerate() {
                    { seat_line(Seat(i as u8), seat, &props.elsewhere, &away, &invite, &props.links, inviting.is_some()) }
                }
            </ul>
            if let Some(invitation) = &*inviting {
                <div class="invitation">
                    <p>{ format!("For {}: open this link on their device (scan it with the camera, or send it).",
                        props.seats[invitation.seat.index()].name) }</p>
                    <QrCode text={invitation.link.clone()} label="The invitation, as a QR code" />
                    <p>{ "Their device then shows its answer: scan it here, or paste it below." }</p>
                    <Scanner what="their answer" on_read={scanned} />
                    <label class="field">
                        <span>{ "Invitation link" }</span>
                        <textarea class="code" readonly=true rows="3" value={invitation.link.clone()} />
                    </label>
                    <form onsubmit={connect}>
                        <label class="field">
                            <span>{ "Their answer code" }</span>
                            <textarea class="code" rows="3" value={(*answer).clone()} oninput={on_answer} />
                        </label>
                        <button type="submit" class="primary">{ "Connect" }</button>
                    </form>
                </div>
            }
            <p role="status">{ (*status).clone() }</p>
            <div class="actions">
                <button onclick={props.on_close.reform(|_: MouseEvent| ())}>{ "Back to the table" }</button>
            </div>
        </section>
    }
}

/// A seat's line: who plays it, where, and what can be done.
fn seat_line<G: TableGame>(
    seat: Seat,
    setup: &SeatSetup,
    elsewhere: &[Seat],
    away: &[Seat],
    invite: &impl Fn(Seat) -> Callback<MouseEvent>,
    links: &SharedLinks<G>,
    busy: bool,
) -> Html {
    let computer = setup.controller == Controller::Computer;
    let (where_, button) = if elsewhere.contains(&seat) {
        let (away, stood_in) = (away.contains(&seat), computer);
        let where_ = match (away, stood_in) {
            (_, true) => "on their own device, away: a computer plays for them until it comes back",
            (true, false) => "on their own device, away",
            (false, false) => "on their own device",
        };
        let take_back = {
            let links = links.clone();
            Callback::from(move |_: MouseEvent| links.take_back(seat))
        };
        let stand_in = {
            let links = links.clone();
            Callback::from(move |_: MouseEvent| links.stand_in(seat))
        };
        // A device that went away comes back to its seat with a new invitation: it
        // says who it was (its token). Meanwhile the game waits for it, or a computer
        // plays for it.
        (
            where_,
            html! {
                <span class="seat-actions">
                    <button disabled={busy} onclick={invite(seat)}>{ "Invite it again" }</button>
                    if away && !stood_in {
                        <button onclick={stand_in}>{ "A computer plays until it comes back" }</button>
                    }
                    <button onclick={take_back}>{ "Play it here" }</button>
                </span>
            },
        )
    } else if computer {
        ("a computer player on this device", Html::default())
    } else {
        (
            "on this device",
            html! { <button disabled={busy} onclick={invite(seat)}>{ format!("Invite a device for {}", setup.name) }</button> },
        )
    };
    html! {
        <li>
            <span>{ format!("{}: {where_}", setup.name) }</span>
            { button }
        </li>
    }
}
