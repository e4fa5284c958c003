//! Play across devices in the browser: the WebRTC connection between the host and a
//! guest ([`channel`]), the host's side ([`host`]: its connections; [`devices`]: the
//! screen that invites a device for a seat), a guest's page ([`guest`]), QR codes on screen
//! ([`qr_view`]) and the screen kept on while devices play together ([`wake`]).
//!
//! It is two bundles of their own for each game, built with the game's feature and this
//! one: the host's (`fourfold-<game>-host`, [`mount_host`]: the game's app, able to
//! host), which the page's loader starts for a link to the game with `host=1` (from a
//! game's menu), and a guest's (`fourfold-<game>-guest`, [`mount_guest`]), started for
//! one with `join=` (an invitation). So no game's first load carries play across
//! devices, a guest downloads no other game, and neither what only hosting needs (the
//! dealer, the setup, saves, the computer players' link) nor what only the guest's page
//! needs is in the other's. Reading a QR code is a bundle of its own again
//! (`crate::reader`), started when a person scans one.

pub mod channel;
pub mod devices;
pub mod guest;
pub mod host;
pub mod qr_view;
pub mod scan;
pub mod wake;

use super::browser;
use super::table::TableGame;

/// Mounts a guest's page of `G` for an invitation (`join=`): the loader starts a game's
/// guest bundle for a link with `join=` in it.
pub fn mount_guest<G: TableGame>() {
    browser::remove_splash();
    yew::Renderer::<guest::GuestApp<G>>::with_root(browser::app_root()).render();
}

/// Mounts `G`'s app, which can host (see [`devices::Devices`]): the loader starts a
/// game's host bundle for a link with `host=1` and no `join=`.
pub fn mount_host<G: TableGame>() {
    // The host's app takes the loader's place once it has drawn its first screen.
    yew::Renderer::<super::App<G>>::with_root(browser::app_root()).render();
}

/// Runs `work`, timed as the page's performance entry `name` (a User Timing measure: the
/// latency measurement reads where a move's time goes, `tests/e2e/latency.measure.mjs`).
fn timed<T>(name: &str, work: impl FnOnce() -> T) -> T {
    let performance = web_sys::window().and_then(|w| w.performance());
    if let Some(performance) = &performance {
        let _ = performance.mark(name);
    }
    let done = work();
    if let Some(performance) = &performance {
        let _ = performance.measure_with_start_mark(name, name);
    }
    done
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
