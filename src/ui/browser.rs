//! Small, fallible helpers over the browser: the page's link, the clipboard, a fresh seed.
//! Each returns something sensible when the browser refuses (a sandboxed frame).

use wasm_bindgen_futures::JsFuture;

use crate::engine::Seed;
use crate::games::GameId;

/// The page's query parameters, in order.
pub fn query_pairs() -> Vec<(String, String)> {
    let Some(search) = web_sys::window().and_then(|w| w.location().search().ok()) else {
        return Vec::new();
    };
    let Ok(params) = web_sys::UrlSearchParams::new_with_str(&search) else {
        return Vec::new();
    };
    let mut pairs = Vec::new();
    for entry in js_sys::try_iter(&params)
        .ok()
        .flatten()
        .into_iter()
        .flatten()
    {
        let Ok(entry) = entry else { continue };
        let pair = js_sys::Array::from(&entry);
        if let (Some(k), Some(v)) = (pair.get(0).as_string(), pair.get(1).as_string()) {
            pairs.push((k, v));
        }
    }
    pairs
}

/// This page's address with `query` in place of its own (`""` for none).
pub fn page_url(query: &str) -> String {
    web_sys::window()
        .and_then(|w| {
            let location = w.location();
            Some(format!(
                "{}{}{query}",
                location.origin().ok()?,
                location.pathname().ok()?
            ))
        })
        .unwrap_or_else(|| query.to_string())
}

/// Adds a history entry for `query` without a reload (a setup opened from a game), so
/// that Back returns to what was on screen before.
pub fn push_query(query: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let (Ok(path), Ok(history)) = (window.location().pathname(), window.history()) else {
        return;
    };
    if window.location().search().ok().as_deref() != Some(query) {
        let target = format!("{path}{query}");
        let _ = history.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&target));
    }
}

/// Calls `f` with the address's query parameters whenever Back or Forward moves between
/// this page's own history entries. The listener lives as long as the page.
pub fn on_history(f: impl Fn(Vec<(String, String)>) + 'static) {
    let Some(window) = web_sys::window() else {
        return;
    };
    gloo::events::EventListener::new(&window, "popstate", move |_| f(query_pairs())).forget();
}

/// Replaces the address bar's query without a reload or a history entry, so that a
/// reload finds the same game.
pub fn replace_query(query: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(path) = window.location().pathname() else {
        return;
    };
    let Ok(history) = window.history() else {
        return;
    };
    let target = format!("{path}{query}");
    let fragment = window.location().hash().is_ok_and(|hash| !hash.is_empty());
    if fragment || window.location().search().ok().as_deref() != Some(query) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&target));
    }
}

/// Copies `text` to the clipboard; false when the browser refuses. Pages served over
/// plain http (other than localhost) have no clipboard at all.
pub async fn copy_text(text: &str) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let navigator = window.navigator();
    let has_clipboard =
        js_sys::Reflect::get(&navigator, &"clipboard".into()).is_ok_and(|c| !c.is_undefined());
    if !has_clipboard {
        return false;
    }
    JsFuture::from(navigator.clipboard().write_text(text))
        .await
        .is_ok()
}

/// A secret from the browser's cryptographic source (a seat's token), or none where it
/// has none: never anything guessable in its place.
pub fn secret() -> Option<u64> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).ok()?;
    Some(u64::from_le_bytes(bytes))
}

/// A fresh random seed from the browser's cryptographic generator.
pub fn fresh_seed() -> Seed {
    // No crypto source: fall back to the clock, still a fine deal (never a token).
    Seed(secret().unwrap_or_else(|| js_sys::Date::now() as u64))
}

const CURRENT_KEY: &str = "fourfold.current";

/// This tab's storage, kept across a reload (none in a frame that forbids it).
pub fn session_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// Remembers, for this tab only, which game is on screen (`None`: none), so that a
/// reload comes back to it even when the address bar may not name the deal.
pub fn remember_current(game: Option<GameId>) {
    let Some(storage) = session_storage() else {
        return;
    };
    let _ = match game {
        Some(game) => storage.set_item(CURRENT_KEY, game.key()),
        None => storage.remove_item(CURRENT_KEY),
    };
}

/// Opens this page at `query` (`""`: the list of games) in place of the page on screen,
/// as a new history entry: the list of games and the games' pages open each other so,
/// each with its own bundle (see `super::bundle`), and Back returns from one to the
/// other.
pub fn open(query: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().assign(&page_url(query));
    }
}

/// The key of the game this tab had on screen before a reload, as stored (the page's
/// loader reads it before any game is known).
pub fn current_key() -> Option<String> {
    session_storage()?.get_item(CURRENT_KEY).ok().flatten()
}

/// The game this tab had on screen before a reload, if any.
pub fn current_game() -> Option<GameId> {
    let key = current_key()?;
    GameId::from_key(&key)
}

/// Takes what the loader drew (`#splash`: a start-up screen, a table being laid or the
/// list of games, see [`super::bundle`]) off the page, as the app draws its own.
pub fn remove_splash() {
    if let Some(splash) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("splash"))
    {
        splash.remove();
    }
}

/// Takes what the loader drew off the page in the first render in which `drawn` holds
/// (the app's first screen is being drawn), in that render itself: Yew may let the
/// browser paint between a render and its effects, and an effect's frame showed both
/// screens, the loader's pushed below the app's (a layout shift of 0.22 in a Lighthouse
/// run of Quad*doku).
#[yew::hook]
pub fn use_splash_taken(drawn: bool) {
    let gone = yew::use_mut_ref(|| false);
    if drawn && !std::mem::replace(&mut *gone.borrow_mut(), true) {
        remove_splash();
    }
}

/// The element an app is drawn in: a box of its own at the start of the page's body, laid
/// out as if what it holds were the body's (`.app-root`: `display: contents`). Yew empties
/// the element it mounts on, so an app mounted on the body would take what the loader drew
/// (`#splash`) off the page at once, and the page would stand empty until the app's first
/// screen; in a box of its own, the app removes it as it draws that screen.
pub fn app_root() -> web_sys::Element {
    let body = gloo::utils::body();
    match gloo::utils::document().create_element("div") {
        Ok(root) if body.prepend_with_node_1(&root).is_ok() => {
            root.set_class_name("app-root");
            root
        }
        _ => body.into(),
    }
}
