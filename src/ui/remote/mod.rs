//! Play across devices in the browser: the WebRTC connection between the host and a
//! guest ([`channel`]), the host's side ([`host`]: its connections; [`devices`]: the
//! screen that invites a device for a seat), a guest's page ([`guest`]), QR codes on screen
//! ([`qr_view`]) and the screen kept on while devices play together ([`wake`]).
//!
//! It is a bundle of its own (`fourfold-remote`, every game with this feature), which the
//! page's loader starts only for a link that asks for it (`host=1` from a game's menu,
//! `join=<code>` from an invitation), so that no game's first load carries it.

pub mod channel;
pub mod devices;
pub mod guest;
pub mod host;
pub mod qr_view;
pub mod scan;
pub mod wake;

use super::browser;
use super::table::TableGame;
use crate::games::{GameId, each_game};

/// Mounts the page the address asks for: a guest's page for an invitation (`join=`),
/// else the game's app, which can host (see [`devices::Devices`]); the list of games for a
/// link to no game.
pub fn mount() {
    let pairs = browser::query_pairs();
    let last = |name: &str| {
        pairs
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.trim().to_ascii_lowercase())
    };
    let joining = last("join").is_some();
    match last("game").as_deref().and_then(GameId::from_key) {
        Some(game) => each_game!(game, G => start::<G>(joining), else super::front::mount()),
        None => super::front::mount(),
    }
}

/// What a scanned or pasted code holds: a link of the host's (its game's key, if it
/// names one, and its code, in its fragment or its `join=`), or the code alone.
fn invitation_in(text: &str) -> (Option<String>, String) {
    let text = text.trim();
    let Ok(url) = web_sys::Url::new(text) else {
        return (None, text.to_string());
    };
    let params = url.search_params();
    let fragment = url.hash().trim_start_matches('#').to_string();
    let code = if fragment.is_empty() {
        params.get("join").unwrap_or_default()
    } else {
        fragment
    };
    (params.get("game"), code)
}

fn start<G: TableGame>(joining: bool) {
    if joining {
        browser::remove_splash();
        yew::Renderer::<guest::GuestApp<G>>::with_root(browser::app_root()).render();
    } else {
        // The host's app takes the loader's place once it has drawn its first screen.
        yew::Renderer::<super::App<G>>::with_root(browser::app_root()).render();
    }
}
