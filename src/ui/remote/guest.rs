//! A guest's device: a page opened from the host's invitation (`?game=<key>&join=<code>`),
//! or opened without one (`join=` empty: from a game's setup) to scan or paste it, that
//! answers it, shows its answer for the host to take, then plays one seat of the
//! host's table: it draws the game's own table from the seat's share the host sends
//! ([`Seen`]), and sends its moves, which the host checks.
//!
//! The seat's token is kept on the device (`fourfold.guest.<key>`), so a reload or a
//! new invitation from the same host brings the person back to the same seat.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use yew::prelude::*;

use crate::ui::class::class_of;

use super::channel::{self, Channel, Closer};
use super::invitation_in;
use super::qr_view::QrCode;
use super::scan::Scanner;
use super::wake::Awake;
use crate::engine::{Seat, Standing};
use crate::remote::host::{Guest, GuestError, Kept, PING_MS};
use crate::remote::invite::Invitation;
use crate::ui::browser;
use crate::ui::log::{self, log_panel};
use crate::ui::play::ended_text;
use crate::ui::rules::rules;
use crate::ui::storage::local_storage;
use crate::ui::table::sheet::Sheet;
use crate::ui::table::{Common, TableGame, TableProps};
use crate::ui::words::capitalised;

/// How long the guest's page waits for the host to take its answer.
const ANSWER_WAIT_MS: i32 = 15 * 60 * 1000;

/// How long the guest's page waits for the host's welcome once connected.
const WELCOME_MS: f64 = 10_000.0;

/// How long the guest's page waits for a message before it looks again whether the host
/// has gone quiet (see [`Guest::host_away`]).
const LOOK_MS: i32 = 1_000;

/// Where a guest's device stands.
#[derive(Clone, Debug, PartialEq)]
enum Stage {
    /// No invitation yet: scanning or pasting the host's, and what was wrong with the
    /// last one read.
    Scanning(Option<String>),
    /// Reading the invitation and making the answer.
    Answering,
    /// The answer, waiting for the host to take it.
    Answer(AttrValue),
    /// Connected to the host.
    Connected,
    /// Why it cannot go on.
    Failed(String),
}

/// Which sheet is open over the guest's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Open {
    Rules,
    Log,
}

/// The storage key of the token of a seat at a table of `key`.
fn token_key(key: &str) -> String {
    format!("fourfold.guest.{key}")
}

/// The token this device holds for a table of `key`, with its table (a token of an
/// earlier version, kept without its table, is none).
fn stored_token(key: &str) -> Option<Kept> {
    let text = local_storage()
        .ok()
        .and_then(|s| s.get_item(&token_key(key)).ok().flatten())?;
    serde_json::from_str(&text).ok()
}

fn store_token(key: &str, token: &Kept) {
    if let Ok(storage) = local_storage() {
        let text = serde_json::to_string(token).expect("a token always serialises");
        // Without storage the seat is kept for this page only.
        let _ = storage.set_item(&token_key(key), &text);
    }
}

/// The invitation's code in the page's address: its fragment (`#<code>`, where the
/// host's link carries it), else `join=<code>` (an earlier version's link); none when
/// both are empty.
fn join_code() -> Option<String> {
    let fragment = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .map(|hash| hash.trim_start_matches('#').trim().to_string())
        .filter(|code| !code.is_empty());
    fragment.or_else(|| {
        browser::query_pairs()
            .into_iter()
            .rev()
            .find(|(k, _)| k == "join")
            .map(|(_, v)| v.trim().to_string())
            .filter(|v| !v.is_empty())
    })
}

/// What the table's frame says on a guest's device: how the game ended, the host's
/// word on a move not taken, who is playing.
fn common<G: TableGame>(guest: &Guest<G>) -> Common {
    let Some(seen) = &guest.seen else {
        return Common::default();
    };
    let outcome = guest.outcome.as_ref().map(|o| {
        let won = match &o.standing {
            Standing::Won(seats) => guest.seat.is_some_and(|me| seats.contains(&me)),
            _ => false,
        };
        (ended_text(&seen.names, G::ALONE_FOR_A_SCORE, o), won)
    });
    let thinking = match (seen.computer_to_act, &outcome) {
        (Some(seat), None) => Some(format!("{} is playing…", seen.name(seat))),
        _ => None,
    };
    Common {
        outcome,
        refusal: guest
            .refused
            .as_ref()
            .map(|line| format!("Not played: {line}.")),
        thinking,
        ..Common::default()
    }
}

/// Which invitation the page is answering: a new one (scanned, pasted, or "Scan a new
/// invitation") ends the one before, whose connection is closed and whose waiting can
/// change nothing on the page any more.
#[derive(Clone, Default)]
struct Attempt {
    number: Rc<Cell<u32>>,
    closer: Rc<RefCell<Option<Closer>>>,
}

impl Attempt {
    /// Ends the attempt under way, if any, closing its connection.
    fn end(&self) -> u32 {
        self.number.set(self.number.get() + 1);
        if let Some(closer) = self.closer.borrow_mut().take() {
            closer.close();
        }
        self.number.get()
    }

    /// True while attempt `mine` is the page's.
    fn is(&self, mine: u32) -> bool {
        self.number.get() == mine
    }
}

/// Answers the invitation `offer` (the page's attempt `mine`), waits for the host, then
/// hears it until the connection ends.
async fn run<G: TableGame>(
    offer: Invitation,
    (attempt, mine): (Attempt, u32),
    stage: UseStateHandle<Stage>,
    guest: Rc<RefCell<Guest<G>>>,
    link: Rc<RefCell<Option<Rc<Channel>>>>,
    redraw: Callback<()>,
) {
    stage.set(Stage::Answering);
    // Nothing of an earlier connection carries over but the seat's token.
    let token = guest.borrow().token.clone();
    *guest.borrow_mut() = Guest::returning(token);
    let made = channel::join(&offer).await;
    if !attempt.is(mine) {
        if let Ok((pending, _)) = made {
            pending.closer().close();
        }
        return;
    }
    let (pending, answer) = match made {
        Ok(made) => made,
        Err(e) => return stage.set(Stage::Failed(format!("{}.", capitalised(&e.to_string())))),
    };
    *attempt.closer.borrow_mut() = Some(pending.closer());
    stage.set(Stage::Answer(answer.to_code().into()));
    let opened = pending.opened_within(ANSWER_WAIT_MS).await;
    if !attempt.is(mine) {
        if let Ok(channel) = opened {
            channel.close();
        }
        return;
    }
    let channel = match opened {
        Ok(channel) => Rc::new(channel),
        Err(e) => return stage.set(Stage::Failed(format!("{}.", capitalised(&e.to_string())))),
    };
    attempt.closer.borrow_mut().take();
    *link.borrow_mut() = Some(channel.clone());
    stage.set(Stage::Connected);
    // The invitation is spent: a reload of this page opens the scanning screen (for the
    // host's next invitation, which brings this device back to its seat by its token),
    // not an answer to an invitation nobody holds any more.
    browser::replace_query(&format!("?game={}&join=", G::KEY));
    let opened = js_sys::Date::now();
    let mut pinged = opened;
    guest.borrow_mut().heard_at = pinged;
    let mut host_away = false;
    let mut stored = guest.borrow().token.clone();
    loop {
        // The host speaks first, with its table's id: a host that does not is of an
        // earlier version.
        if guest.borrow().table.is_none() && js_sys::Date::now() - opened > WELCOME_MS {
            channel.close();
            return stage.set(Stage::Failed(format!(
                "{}.",
                capitalised(&GuestError::other_version().to_string())
            )));
        }
        // Still here, however busy the table: a device heard from is not away.
        if js_sys::Date::now() - pinged >= PING_MS {
            let ping = guest.borrow().ping();
            let _ = channel.send(&ping);
            pinged = js_sys::Date::now();
        }
        let next = channel.next_message(LOOK_MS).await;
        // Another invitation taken in this tab (its fragment changed) is the page's now:
        // this connection ends quietly, never setting the page over the new one.
        if !attempt.is(mine) {
            channel.close();
            return;
        }
        match next {
            Ok(Some(text)) => {
                // The screen works out whether the host is away as it draws (a sheet
                // opened draws it too), so a message ending that is drawn whatever
                // this loop last saw.
                let (shown, was_away) = {
                    let guest = guest.borrow();
                    (guest.shown(), guest.host_away(js_sys::Date::now()))
                };
                let heard = super::timed("fourfold:guest-hear", || {
                    guest.borrow_mut().hear_at(&text, js_sys::Date::now())
                });
                match heard {
                    Ok(Some(hello)) => {
                        let _ = channel.send(&hello);
                    }
                    Ok(None) => {}
                    Err(e) => {
                        // The host's device is told so by the channel closing.
                        channel.close();
                        return stage
                            .set(Stage::Failed(format!("{}.", capitalised(&e.to_string()))));
                    }
                }
                let token = guest.borrow().token.clone();
                if token != stored {
                    if let Some(token) = &token {
                        store_token(G::KEY, token);
                    }
                    stored = token;
                }
                // A ping, or a table already held, draws nothing again: each drawing
                // of the table is the whole table, on a phone busy with the move.
                if was_away || guest.borrow().shown() != shown {
                    redraw.emit(());
                }
                host_away = false;
            }
            Ok(None) => {
                let away = guest.borrow().host_away(js_sys::Date::now());
                if away != host_away {
                    host_away = away;
                    redraw.emit(());
                }
            }
            Err(_) => {
                return stage.set(Stage::Failed(
                    "The connection to the host's device was lost. Ask the host for a new invitation: your seat is kept for you.".into(),
                ));
            }
        }
    }
}

/// A guest's page for a table of `G`.
#[component]
pub fn GuestApp<G: TableGame>() -> Html {
    let stage = use_state(|| Stage::Answering);
    let guest = use_mut_ref(|| Guest::<G>::returning(stored_token(G::KEY)));
    let link = use_mut_ref(|| None::<Rc<Channel>>);
    let redraw = use_force_update();
    let redraw_now = Callback::from(move |()| redraw.force_update());
    // The screen stays on while connected: a phone that locks drops its connection.
    let open = use_state(|| None::<Open>);
    let awake = use_mut_ref(Awake::default);
    {
        let connected = *stage == Stage::Connected;
        use_effect_with(connected, move |connected| {
            awake.borrow_mut().keep(*connected)
        });
    }
    // An invitation read (the address's, or one scanned or pasted) is answered; one to
    // another game's table opens that game's page for it.
    let attempt = use_mut_ref(Attempt::default).borrow().clone();
    let begin = {
        let (stage, guest, link) = (stage.clone(), guest.clone(), link.clone());
        let (redraw, attempt) = (redraw_now.clone(), attempt.clone());
        Callback::from(move |text: String| {
            let (game, code) = invitation_in(&text);
            if let Some(game) = game.filter(|g| !g.eq_ignore_ascii_case(G::KEY)) {
                return browser::open(&format!(
                    "?game={}&join=#{}",
                    js_sys::encode_uri_component(&game),
                    js_sys::encode_uri_component(&code)
                ));
            }
            match Invitation::from_code(&code) {
                Ok(offer) => wasm_bindgen_futures::spawn_local(run::<G>(
                    offer,
                    (attempt.clone(), attempt.end()),
                    stage.clone(),
                    guest.clone(),
                    link.clone(),
                    redraw.clone(),
                )),
                Err(e) => stage.set(Stage::Scanning(Some(e.unreadable_invitation()))),
            }
        })
    };
    {
        let (stage, begin) = (stage.clone(), begin.clone());
        use_effect_with((), move |()| {
            match join_code() {
                Some(code) => begin.emit(code),
                None => stage.set(Stage::Scanning(None)),
            }
            // The host's next invitation opened in this tab changes only the address's
            // fragment, which reloads nothing: it is answered here.
            let listener = web_sys::window().map(|window| {
                gloo::events::EventListener::new(&window, "hashchange", move |_| {
                    if let Some(code) = join_code() {
                        begin.emit(code);
                    }
                })
            });
            move || drop(listener)
        });
    }
    let pasted = use_state(String::new);
    let scan_again = {
        let stage = stage.clone();
        Callback::from(move |_: MouseEvent| {
            attempt.end();
            stage.set(Stage::Scanning(None))
        })
    };
    let body = match &*stage {
        Stage::Scanning(wrong) => {
            let on_paste = {
                let pasted = pasted.clone();
                Callback::from(move |e: InputEvent| {
                    let input: web_sys::HtmlTextAreaElement = e.target_unchecked_into();
                    pasted.set(input.value());
                })
            };
            let join = {
                let (begin, pasted) = (begin.clone(), pasted.clone());
                Callback::from(move |_: MouseEvent| begin.emit((*pasted).clone()))
            };
            html! {
                <section class="remote join" aria-labelledby="join-title">
                    <h1 id="join-title">{ format!("Join a table of {}", G::INFO.name) }</h1>
                    <p>{ "On the host's device, the menu's Play on several devices invites a device for a seat. Scan its code here, or paste its link." }</p>
                    <Scanner what="the host's code" on_read={begin.clone()} />
                    <form onsubmit={crate::ui::form_keys::no_submission()}>
                        <label class="field">
                            <span>{ "The host's invitation link" }</span>
                            <textarea class="code" rows="3" value={(*pasted).clone()} oninput={on_paste} />
                        </label>
                        <button type="button" class="primary" onclick={join}>{ "Join" }</button>
                    </form>
                    if let Some(wrong) = wrong {
                        <p class="error" role="alert">{ wrong.clone() }</p>
                    }
                </section>
            }
        }
        Stage::Answering => html! {
            <section class="remote join" aria-labelledby="join-title">
                <h1 id="join-title">{ format!("Join a table of {}", G::INFO.name) }</h1>
                <p role="status">{ "Reading the invitation…" }</p>
            </section>
        },
        Stage::Answer(code) => html! {
            <section class="remote join" aria-labelledby="join-title">
                <h1 id="join-title">{ format!("Join a table of {}", G::INFO.name) }</h1>
                <p>{ "Show this code to the host's device: scan it there, or send the code below to paste." }</p>
                <QrCode text={code.clone()} label="Your answer, as a QR code for the host's device" />
                <label class="field">
                    <span>{ "Your answer code" }</span>
                    <textarea class="code" readonly=true rows="4" value={code.clone()} />
                </label>
                <p role="status">{ "Waiting for the host to take your answer…" }</p>
                <div class="actions">
                    <button onclick={scan_again.clone()}>{ "Scan a new invitation" }</button>
                </div>
            </section>
        },
        Stage::Failed(why) => {
            let again = scan_again.clone();
            html! {
                <section class="remote join" aria-labelledby="join-title">
                    <h1 id="join-title">{ format!("Join a table of {}", G::INFO.name) }</h1>
                    <p class="error" role="alert">{ why.clone() }</p>
                    <div class="actions">
                        <button class="primary" onclick={again}>{ "Scan a new invitation" }</button>
                    </div>
                </section>
            }
        }
        Stage::Connected => table::<G>(&guest, &link, redraw_now, &open),
    };
    html! {
        <div class={class_of(&[Some("app"), Some("guest"), (*stage == Stage::Connected).then_some("at-table")])}>
            <main>{ body }</main>
        </div>
    }
}

/// The seat's table, once the host has sent it.
fn table<G: TableGame>(
    shared: &Rc<RefCell<Guest<G>>>,
    link: &Rc<RefCell<Option<Rc<Channel>>>>,
    redraw: Callback<()>,
    open: &UseStateHandle<Option<Open>>,
) -> Html {
    let guest = shared.borrow();
    let (Some(seen), Some(seat)) = (&guest.seen, guest.seat) else {
        return html! {
            <section class="remote join" aria-labelledby="join-title">
                <h1 id="join-title">{ format!("Join a table of {}", G::INFO.name) }</h1>
                <p role="status">{ "Connected: waiting for the host to seat you…" }</p>
                if let Some(line) = &guest.refused {
                    <p class="error" role="alert">{ format!("The host's device did not take this device's message: {line}.") }</p>
                }
            </section>
        };
    };
    let now = js_sys::Date::now();
    let on_act = {
        let (link, shared) = (link.clone(), shared.clone());
        Callback::from(move |action: G::Action| {
            let refused = shared.borrow().refused.is_some();
            let message = shared.borrow_mut().act(action);
            if let (Some(message), Some(channel)) = (message, link.borrow().as_ref()) {
                let _ = channel.send(&message);
            }
            // The host's last refusal goes with the next move; nothing else drawn
            // changed (the table shows its own tap).
            if refused {
                redraw.emit(());
            }
        })
    };
    let mut away: Vec<String> = guest
        .away
        .iter()
        .filter(|s| **s != seat)
        .map(|s: &Seat| format!("{} is away", seen.name(*s)))
        .collect();
    if guest.host_away(now) && guest.outcome.is_none() {
        away.insert(0, "The host's device is away: the game waits for it".into());
    }
    let mut seen = seen.clone();
    // As on the host's own screen: a move waits where the game says so (Major Woody: a
    // card waiting for the computers' answers). A reaction window this seat's turn
    // waits on is closed by the host, once the others have answered or had their time.
    let window_closes = G::closes_window(&seen).is_some_and(|action| seen.legal == [action]);
    if !G::may_act(&seen) || window_closes {
        seen.legal.clear();
    }
    let log = (**open == Some(Open::Log)).then(|| log::entries(&seen.log_lines(), &seen.names));
    let seen = Rc::new(seen);
    let show = |which: Open| {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(Some(which)))
    };
    let close = {
        let open = open.clone();
        Callback::from(move |()| open.set(None))
    };
    let props = TableProps {
        seen: seen.clone(),
        common: Rc::new(common(&guest)),
        on_act,
        on_back: None,
        hint_seed: guest.hint,
        read_aloud: false,
        pending: None,
        refused: Vec::new(),
    };
    html! {
        <section class="play" aria-labelledby="play-title" data-step={seen.step.to_string()}>
            <header class="table-head">
                <h1 id="play-title"><span class="name">{ format!("{} · {}", G::INFO.name, seen.name(seat)) }</span></h1>
                <div class="tools">
                    <button onclick={show(Open::Rules)}>{ "Rules" }</button>
                    <button onclick={show(Open::Log)}>{ "Log" }</button>
                </div>
            </header>
            if !away.is_empty() {
                <p class="notice" role="status">{ away.join(". ") }</p>
            }
            if let Some(used) = guest.clock {
                { G::guest_clock(used, guest.outcome.is_some()) }
            }
            <G::Screen ..props />
            <Sheet title={format!("Rules of {}", G::INFO.name)} open={**open == Some(Open::Rules)} on_close={close.clone()}>
                <div class="rules">{ rules::<G>() }</div>
            </Sheet>
            <Sheet title="Log" open={**open == Some(Open::Log)} on_close={close}>
                if let Some(log) = &log {
                    { log_panel(log) }
                }
            </Sheet>
        </section>
    }
}
