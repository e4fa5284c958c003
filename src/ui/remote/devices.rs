//! The host's screen of play across devices: each seat and where it is played, an
//! invitation (a link and its QR code) for a guest's device, and the guest's answer to
//! scan or paste, which connects it ([`SharedLinks::connect`]).

use yew::prelude::*;

use super::channel::{self, Pending};
use super::host::SharedLinks;
use super::qr_view::QrCode;
use super::scan::Scanner;
use crate::engine::{Controller, Seat, SeatSetup};
use crate::remote::invite::Invitation;
use crate::ui::browser;
use crate::ui::table::TableGame;
use crate::ui::words::capitalised;

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
    let pending = use_mut_ref(|| None::<(Pending, Invitation)>);
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
                        // The code rides in the fragment, which no server's log nor a
                        // messenger's link preview receives.
                        let link = browser::page_url(&format!(
                            "?game={}&join=#{}",
                            G::KEY,
                            offer.to_code()
                        ));
                        *pending.borrow_mut() = Some((made, offer));
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
            // A link pasted here (the invitation itself, by mistake) is read for its code.
            let (_, code) = super::invitation_in(&code);
            let reply = match Invitation::from_code(&code) {
                Ok(reply) => reply,
                Err(e) => return status.set(format!("That answer cannot be read: {e}.")),
            };
            // A mistake is told at once, and the invitation waits on for its answer.
            let checked = pending
                .borrow()
                .as_ref()
                .map(|(_, offer)| reply.check_answer(offer, &links.answered()));
            match checked {
                None => return status.set("Make a new invitation first.".into()),
                Some(Err(e)) => return status.set(format!("That answer cannot be used: {e}.")),
                Some(Ok(())) => {}
            }
            let Some((made, offer)) = pending.borrow_mut().take() else {
                return;
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
                        links.connect(seat, channel, offer.reference());
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
        Callback::from(move |_: MouseEvent| take.emit((*answer).clone()))
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
                    <form onsubmit={crate::ui::form_keys::no_submission()}>
                        <label class="field">
                            <span>{ "Their answer code" }</span>
                            <textarea class="code" rows="3" value={(*answer).clone()} oninput={on_answer} />
                        </label>
                        <button type="button" class="primary" onclick={connect}>{ "Connect" }</button>
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
