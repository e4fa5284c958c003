//! What frames every screen of a game's page and the front page alike: the top bar (the
//! way back to the list of games, and the note when saving is off), the widget's bar in
//! its place when the app is embedded, and the messages.

use yew::prelude::*;

use super::state::{Notice, Saving};

// Each part is a function, not a component: each has nothing of its own to keep, and a
// component costs every bundle its own code (about half a kilobyte of gzip each).

/// The full app's top bar: the way back to the list (`on_home`), and the note when
/// saving is off.
pub fn top_bar(saving: &Saving, on_home: &Callback<()>) -> Html {
    html! {
        <header class="topbar">
            <button class="brand" onclick={on_home.reform(|_: MouseEvent| ())}
                    aria-label="Fourfold: all games">{ "Fourfold" }</button>
            { saving_off(saving) }
        </header>
    }
}

/// The start-up screen under `title` (the game starting, or "Fourfold"), drawn as the
/// page's loader draws it while the bundle downloads (`static/fourfold-table.js`, see
/// [`super::bundle`]), so that nothing moves when the app takes over.
pub fn booting(title: &AttrValue) -> Html {
    html! {
        <section class="starting" aria-labelledby="starting-title">
            <h1 id="starting-title">{ title.clone() }</h1>
            <p class="booting" role="status">{ "Loading…" }</p>
        </section>
    }
}

/// The widget's bar (`embed=1`): a small link to the full app (`full`, its query for
/// what is on screen: see `url::full_app_query`), in a new tab.
pub fn widget_bar(saving: &Saving, full: &str) -> Html {
    html! {
        <header class="widget-bar">
            <a class="full-app" href={format!("./{full}")} target="_blank" rel="noopener">
                { "Open the full app" }<span aria-hidden="true">{ " ↗" }</span>
            </a>
            { saving_off(saving) }
        </header>
    }
}

/// The note that saving is off, and why; nothing while it works.
pub fn saving_off(saving: &Saving) -> Html {
    match saving_text(saving) {
        Some(text) => html! { <p class="saving-off" role="status">{ text }</p> },
        None => Html::default(),
    }
}

/// "Saving is off: REASON. The game still plays.", when saving is off.
pub fn saving_text(saving: &Saving) -> Option<String> {
    match saving {
        Saving::Off(reason) | Saving::Held(reason) => {
            Some(format!("Saving is off: {reason}. The game still plays."))
        }
        _ => None,
    }
}

/// Messages for the player (oldest first), each shown until dismissed (`on_dismiss`,
/// with its id), its details (if any) behind a tap.
pub fn notices(notices: &[Notice], on_dismiss: &Callback<u32>) -> Html {
    if notices.is_empty() {
        return Html::default();
    }
    html! {
        <div class="notices">
            for notice in notices {
                <div class="notice" role="alert" key={notice.id}>
                    <p>{ &notice.text }</p>
                    <button onclick={on_dismiss.reform({ let id = notice.id; move |_: MouseEvent| id })}
                            aria-label="Dismiss this message">{ "OK" }</button>
                    if let Some(details) = &notice.details {
                        <details><summary>{ "Details" }</summary>{ details }</details>
                    }
                </div>
            }
        </div>
    }
}
