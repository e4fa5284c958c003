//! "Share this deal": a link that reproduces the deal (game and seed in the URL), copied
//! to the clipboard where the browser allows it and always shown for copying by hand.

use yew::platform::spawn_local;
use yew::prelude::*;

use super::browser;

/// The link shown once the share button is pressed, and what became of copying it.
pub type Shared = Option<(String, &'static str)>;

/// The share button for the link of `query` (`?game=...&seed=...`) and, once pressed,
/// the link, kept in `shown` (the menu's state: it goes when the menu closes).
pub fn share_link(query: &str, shown: &UseStateHandle<Shared>) -> Html {
    let onclick = {
        let shown = shown.clone();
        let query = query.to_string();
        Callback::from(move |_: MouseEvent| {
            let url = browser::page_url(&query);
            shown.set(Some((url.clone(), "Copying…")));
            let shown = shown.clone();
            spawn_local(async move {
                let note = if browser::copy_text(&url).await {
                    "Copied to the clipboard."
                } else {
                    "Copy this link to share the deal."
                };
                shown.set(Some((url, note)));
            });
        })
    };
    html! {
        <div class="share">
            <button {onclick}>{ "Share deal" }</button>
            if let Some((url, note)) = &**shown {
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
