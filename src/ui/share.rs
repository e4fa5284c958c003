//! "Share this deal": a link that reproduces the deal (game and seed in the URL), copied
//! to the clipboard where the browser allows it and always shown for copying by hand.

use std::cell::Cell;
use std::rc::Rc;

use yew::platform::spawn_local;
use yew::prelude::*;

use super::browser;

/// The link shown once the share button is pressed, and what became of copying it.
type Shown = Option<(String, &'static str)>;

/// The share link's state, kept by the screen whose menu holds it (see [`use_share`]):
/// the link shown, and which showing of the menu it belongs to.
#[derive(Clone)]
pub struct Share {
    shown: UseStateHandle<Shown>,
    showing: Rc<Cell<u32>>,
}

/// The state of a menu's share link, for [`share_link`].
#[hook]
pub fn use_share() -> Share {
    Share {
        shown: use_state(Shown::default),
        showing: use_memo((), |()| Cell::new(0)),
    }
}

impl Share {
    /// Forgets the link (the menu closed): a copy still under way shows it no more.
    pub fn forget(&self) {
        self.showing.set(self.showing.get().wrapping_add(1));
        self.shown.set(None);
    }
}

/// The share button for the link of `query` (`?game=...&seed=...`) and, once pressed,
/// the link, kept in `share` until the menu closes.
pub fn share_link(query: &str, share: &Share) -> Html {
    let onclick = {
        let share = share.clone();
        let query = query.to_string();
        Callback::from(move |_: MouseEvent| {
            let url = browser::page_url(&query);
            share.shown.set(Some((url.clone(), "Copying…")));
            let (share, showing) = (share.clone(), share.showing.get());
            spawn_local(async move {
                let note = if browser::copy_text(&url).await {
                    "Copied to the clipboard."
                } else {
                    "Copy this link to share the deal."
                };
                if share.showing.get() == showing {
                    share.shown.set(Some((url, note)));
                }
            });
        })
    };
    html! {
        <div class="share">
            <button {onclick}>{ "Share deal" }</button>
            if let Some((url, note)) = &*share.shown {
                <div class="share-link">
                    <input type="text" readonly=true value={url.clone()} aria-label="Link to this deal"
                           onfocus={Callback::from(|e: FocusEvent| {
                               let input: web_sys::HtmlInputElement = e.target_unchecked_into();
                               input.select();
                           })} />
                    <span class="note" aria-live="polite">{ *note }</span>
                </div>
            }
        </div>
    }
}
