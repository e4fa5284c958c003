//! "Share this deal": a link that reproduces the deal (game and seed in the URL), copied
//! to the clipboard where the browser allows it and always shown for copying by hand.

use yew::platform::spawn_local;
use yew::prelude::*;

use super::browser;

/// Props of [`ShareLink`].
#[derive(Properties, PartialEq)]
pub struct ShareProps {
    /// The link's query string, `?game=...&seed=...`.
    pub query: AttrValue,
}

/// The share button and, once pressed, the link.
#[component]
pub fn ShareLink(props: &ShareProps) -> Html {
    let shown = use_state(|| None::<(String, &'static str)>);
    let onclick = {
        let shown = shown.clone();
        let query = props.query.clone();
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
            if let Some((url, note)) = &*shown {
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
