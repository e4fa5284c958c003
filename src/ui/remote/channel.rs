//! A WebRTC data channel between two devices, set up by exchanging invitations (see
//! `remote::invite`) with no server in between: the host makes an offer, the guest
//! answers it, the host accepts the answer, and the channel opens.
//!
//! Every address is gathered before an invitation is shown (there is no second channel
//! to send more later). The data channel is negotiated (id 0 on both sides), so both
//! devices hold it from the start and wait for it to open. ICE servers (STUN, TURN) are
//! the site owner's to name, in the page (`remote::ice`); with none, devices connect on
//! one network.

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::Rc;

use js_sys::{Array, Object, Promise, Reflect};
use thiserror::Error;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    AddEventListenerOptions, EventTarget, MessageEvent, RtcConfiguration, RtcDataChannel,
    RtcDataChannelInit, RtcDataChannelState, RtcIceGatheringState, RtcPeerConnection, RtcSdpType,
    RtcSessionDescriptionInit,
};

use crate::remote::ice::{self, IceError, IceServer};
use crate::remote::invite::{Invitation, InviteError};
use crate::remote::wire::MAX_FROM_GUEST;

/// How long gathering addresses may take before the invitation is shown with those found.
const GATHER_MS: i32 = 5_000;
/// How long a channel may take to open once both invitations are in.
const OPEN_MS: i32 = 20_000;

/// Why a connection could not be made, in words for the person.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ChannelError {
    /// The browser refused a step (no WebRTC, a bad description).
    #[error("this browser could not connect: {0}")]
    Browser(String),
    /// An invitation could not be made or read.
    #[error(transparent)]
    Invitation(#[from] InviteError),
    /// The other device never answered.
    #[error(
        "the other device did not connect: check that both are on the same Wi-Fi, then try again"
    )]
    TimedOut,
    /// The channel closed.
    #[error("the connection was lost")]
    Closed,
    /// The site's list of ICE servers cannot be used.
    #[error(
        "this site's list of STUN and TURN servers (its page's {ICE_META}) cannot be used: {0}"
    )]
    Servers(#[from] IceError),
}

/// The name of the page's `<meta>` that lists the site's ICE servers.
pub const ICE_META: &str = "fourfold-ice-servers";

/// The ICE servers the page names (see `remote::ice`): none where it names none.
fn site_servers() -> Result<Vec<IceServer>, IceError> {
    let content = gloo::utils::document()
        .query_selector(&format!("meta[name=\"{ICE_META}\"]"))
        .ok()
        .flatten()
        .and_then(|meta| meta.get_attribute("content"))
        .unwrap_or_default();
    ice::parse(&content)
}

fn browser(error: JsValue) -> ChannelError {
    let text = error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| "an unknown error".into());
    ChannelError::Browser(text)
}

/// The first `name` event on `target`, or `None` after `ms` milliseconds.
async fn next_event(target: &EventTarget, name: &str, ms: i32) -> Option<JsValue> {
    let event = Promise::new(&mut |resolve, _| {
        let options = AddEventListenerOptions::new();
        options.set_once(true);
        let _ = target.add_event_listener_with_callback_and_add_event_listener_options(
            name, &resolve, &options,
        );
    });
    let timeout = Promise::new(&mut |resolve, _| {
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        }
    });
    let first = JsFuture::from(Promise::race(&Array::of2(&event, &timeout)))
        .await
        .ok()?;
    (!first.is_undefined()).then_some(first)
}

/// The most messages heard and not yet read that a channel keeps: past it, the newest
/// are dropped (and counted: see [`Channel::take_lost`]).
const INBOX: usize = 64;

/// The longest message the host sends a guest, in bytes (a table is a few kB).
const MAX_FROM_HOST: usize = 1 << 20;

/// Messages a channel dropped unread.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Lost {
    /// Longer than the channel takes (never copied out of the browser).
    pub too_long: u32,
    /// Past the inbox ([`INBOX`]), or not text.
    pub overflow: u32,
}

/// Lets the page do other work (draw, hear a tap) for `ms` milliseconds at least.
pub async fn pause(ms: i32) {
    let later = Promise::new(&mut |resolve, _| {
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        }
    });
    let _ = JsFuture::from(later).await;
}

/// A connection on its way: its invitation has been made, the other's is awaited.
pub struct Pending {
    peer: RtcPeerConnection,
    data: RtcDataChannel,
    /// Messages heard, from the start: the other device may speak as soon as the channel
    /// opens, before this page has seen it open (an answer taken, an open and a first
    /// message can come in any order).
    inbox: Rc<RefCell<VecDeque<String>>>,
    /// Messages dropped unread.
    lost: Rc<Cell<Lost>>,
    listener: Closure<dyn FnMut(MessageEvent)>,
}

impl Pending {
    /// `data` on `peer`, heard from now on: a message longer than `longest` bytes is
    /// dropped before it is copied out of the browser.
    fn new(
        peer: RtcPeerConnection,
        data: RtcDataChannel,
        longest: usize,
    ) -> Result<Self, ChannelError> {
        let inbox = Rc::new(RefCell::new(VecDeque::new()));
        let lost = Rc::new(Cell::new(Lost::default()));
        let (heard, dropped) = (inbox.clone(), lost.clone());
        let listener = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let data = event.data();
            // A string's length in UTF-16 units is at most its length in UTF-8 bytes.
            let fits = data
                .dyn_ref::<js_sys::JsString>()
                .is_some_and(|text| text.length() as usize <= longest);
            let mut inbox = heard.borrow_mut();
            let mut lost = dropped.get();
            let text = data.is_string();
            if text && !fits {
                lost.too_long = lost.too_long.saturating_add(1);
            } else if text && inbox.len() < INBOX {
                inbox.extend(data.as_string());
            } else {
                lost.overflow = lost.overflow.saturating_add(1);
            }
            dropped.set(lost);
        });
        data.add_event_listener_with_callback("message", listener.as_ref().unchecked_ref())
            .map_err(browser)?;
        Ok(Pending {
            peer,
            data,
            inbox,
            lost,
            listener,
        })
    }
}

/// An open data channel to the other device.
pub struct Channel {
    peer: RtcPeerConnection,
    data: RtcDataChannel,
    /// Messages heard and not yet read, oldest first.
    inbox: Rc<RefCell<VecDeque<String>>>,
    lost: Rc<Cell<Lost>>,
    _listener: Closure<dyn FnMut(MessageEvent)>,
}

fn connection() -> Result<(RtcPeerConnection, RtcDataChannel), ChannelError> {
    let config = RtcConfiguration::new();
    let ice_servers = site_servers()?;
    if !ice_servers.is_empty() {
        let servers = Array::new();
        for ice in &ice_servers {
            let server = Object::new();
            let urls: Array = ice.urls.iter().map(JsValue::from).collect();
            Reflect::set(&server, &"urls".into(), &urls).map_err(browser)?;
            for (field, value) in [("username", &ice.username), ("credential", &ice.credential)] {
                if let Some(value) = value {
                    Reflect::set(&server, &field.into(), &value.into()).map_err(browser)?;
                }
            }
            servers.push(&server);
        }
        config.set_ice_servers(&servers);
    }
    let peer = RtcPeerConnection::new_with_configuration(&config).map_err(browser)?;
    let init = RtcDataChannelInit::new();
    init.set_negotiated(true);
    init.set_id(0);
    let data = peer.create_data_channel_with_data_channel_dict("fourfold", &init);
    Ok((peer, data))
}

/// Sets `description` as `peer`'s own, waits for its addresses, and returns the
/// invitation that carries them.
async fn describe(
    peer: &RtcPeerConnection,
    description: JsValue,
) -> Result<Invitation, ChannelError> {
    let sdp = Reflect::get(&description, &"sdp".into())
        .map_err(browser)?
        .as_string()
        .unwrap_or_default();
    let kind = if Reflect::get(&description, &"type".into())
        .ok()
        .and_then(|t| t.as_string())
        .as_deref()
        == Some("offer")
    {
        RtcSdpType::Offer
    } else {
        RtcSdpType::Answer
    };
    let init = RtcSessionDescriptionInit::new(kind);
    init.set_sdp(&sdp);
    JsFuture::from(peer.set_local_description(&init))
        .await
        .map_err(browser)?;
    while peer.ice_gathering_state() != RtcIceGatheringState::Complete {
        if next_event(peer, "icegatheringstatechange", GATHER_MS)
            .await
            .is_none()
        {
            break;
        }
    }
    let sdp = peer
        .local_description()
        .map(|d| d.sdp())
        .unwrap_or_default();
    Ok(Invitation::from_sdp(&sdp)?)
}

async fn take(peer: &RtcPeerConnection, invitation: &Invitation) -> Result<(), ChannelError> {
    let kind = if invitation.role.is_offer() {
        RtcSdpType::Offer
    } else {
        RtcSdpType::Answer
    };
    let init = RtcSessionDescriptionInit::new(kind);
    init.set_sdp(&invitation.to_sdp());
    JsFuture::from(peer.set_remote_description(&init))
        .await
        .map_err(browser)?;
    Ok(())
}

/// As the host: a connection and its offer, with every address gathered.
pub async fn host() -> Result<(Pending, Invitation), ChannelError> {
    let (peer, data) = connection()?;
    let offer = JsFuture::from(peer.create_offer()).await.map_err(browser)?;
    let invitation = describe(&peer, offer).await?;
    Ok((Pending::new(peer, data, MAX_FROM_GUEST)?, invitation))
}

/// As a guest: a connection answering the host's `offer`, and the answer to show it.
pub async fn join(offer: &Invitation) -> Result<(Pending, Invitation), ChannelError> {
    if !offer.role.is_offer() {
        return Err(InviteError::AnAnswer.into());
    }
    let (peer, data) = connection()?;
    take(&peer, offer).await?;
    let answer = JsFuture::from(peer.create_answer())
        .await
        .map_err(browser)?;
    let invitation = describe(&peer, answer).await?.answering(offer);
    Ok((Pending::new(peer, data, MAX_FROM_HOST)?, invitation))
}

/// A hold on a connection on its way, to close it from elsewhere (a guest that scans a
/// new invitation drops the one it answered).
#[derive(Clone)]
pub struct Closer(RtcPeerConnection);

impl Closer {
    /// Closes the connection: it never opens.
    pub fn close(&self) {
        self.0.close();
    }
}

impl Pending {
    /// A hold on this connection, to close it from elsewhere.
    pub fn closer(&self) -> Closer {
        Closer(self.peer.clone())
    }

    /// As the host: takes the guest's `answer` (checked first: see
    /// `Invitation::check_answer`) and waits for the channel to open.
    pub async fn accept(self, answer: &Invitation) -> Result<Channel, ChannelError> {
        if answer.role.is_offer() {
            return Err(InviteError::AnInvitation.into());
        }
        take(&self.peer, answer).await?;
        self.opened().await
    }

    /// Waits for the channel to open, once both invitations are in.
    pub async fn opened(self) -> Result<Channel, ChannelError> {
        self.opened_within(OPEN_MS).await
    }

    /// As a guest: waits up to `ms` milliseconds for the host to take the answer and the
    /// channel to open (a person carries the answer to the host's device meanwhile).
    pub async fn opened_within(self, ms: i32) -> Result<Channel, ChannelError> {
        if self.data.ready_state() != RtcDataChannelState::Open
            && next_event(&self.data, "open", ms).await.is_none()
        {
            self.peer.close();
            return Err(ChannelError::TimedOut);
        }
        Ok(Channel {
            peer: self.peer,
            data: self.data,
            inbox: self.inbox,
            lost: self.lost,
            _listener: self.listener,
        })
    }
}

impl Channel {
    /// Sends `text` to the other device.
    pub fn send(&self, text: &str) -> Result<(), ChannelError> {
        self.data
            .send_with_str(text)
            .map_err(|_| ChannelError::Closed)
    }

    /// The next message from the other device, or `None` after `ms` milliseconds.
    pub async fn next_message(&self, ms: i32) -> Result<Option<String>, ChannelError> {
        if let Some(text) = self.inbox.borrow_mut().pop_front() {
            return Ok(Some(text));
        }
        if self.data.ready_state() != RtcDataChannelState::Open {
            return Err(ChannelError::Closed);
        }
        next_event(&self.data, "message", ms).await;
        Ok(self.inbox.borrow_mut().pop_front())
    }

    /// The messages dropped unread since last asked: the host counts them against the
    /// device (`remote::flood`).
    pub fn take_lost(&self) -> Lost {
        self.lost.take()
    }

    /// Closes the connection.
    pub fn close(&self) {
        self.data.close();
        self.peer.close();
    }
}
