//! Play across devices, the parts that are pure: the invitation two devices exchange to
//! connect ([`invite`], with its QR code in [`qr`]), the site's STUN and TURN servers
//! ([`ice`]), and what travels between the host
//! and its guests once they are ([`wire`]), and both ends' bookkeeping: who is seated,
//! who is away, what each device was last told ([`host`]), every decision the host's device
//! makes about its guests' connections ([`dealer`]), how much one device may
//! ask of the host ([`flood`]), and the reaction windows only the host closes ([`window`]). The host runs the session, as a dealer does;
//! a guest's device plays one seat from that seat's share of the game, the same
//! [`crate::engine::Seen`] the table draws on one device.
//!
//! No Yew and no browser here: the WebRTC connection and the screens that use these are
//! the app's. Background: `../shared/PLAY-ACROSS-DEVICES.md` in the project's notes, and
//! issue 37.

pub mod dealer;
pub mod flood;
pub mod host;
pub mod ice;
pub mod invite;
pub mod qr;
pub mod window;
pub mod wire;
