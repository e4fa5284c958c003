//! What frames every screen of a game's page and the front page alike: the top bar (the
//! way back to the list of games, and the note when saving is off), the widget's bar in
//! its place when the app is embedded, and the messages.

use yew::prelude::*;

use super::state::{Notice, Saving};

/// Props of [`TopBar`].
#[derive(Properties, PartialEq)]
pub struct TopBarProps {
    /// Whether games are being saved.
    pub saving: Saving,
    /// Back to the list of games.
    pub on_home: Callback<()>,
}

/// The full app's top bar.
#[component]
pub fn TopBar(props: &TopBarProps) -> Html {
    html! {
        <header class="topbar">
            <button class="brand" onclick={props.on_home.reform(|_: MouseEvent| ())}
                    aria-label="Fourfold: all games">{ "Fourfold" }</button>
            { saving_off(&props.saving) }
        </header>
    }
}

/// Props of [`Booting`].
#[derive(Properties, PartialEq)]
pub struct BootingProps {
    /// The game starting, or "Fourfold".
    pub title: AttrValue,
}

/// The start-up screen, drawn as the page's loader draws it while the bundle downloads
/// (`static/loader.js`, see [`super::bundle`]), so that nothing moves when the app takes
/// over.
#[component]
pub fn Booting(props: &BootingProps) -> Html {
    html! {
        <section class="starting" aria-labelledby="starting-title">
            <h1 id="starting-title">{ props.title.clone() }</h1>
            <p class="booting" role="status">{ "Loading…" }</p>
        </section>
    }
}

/// Props of [`WidgetBar`].
#[derive(Properties, PartialEq)]
pub struct WidgetBarProps {
    /// Whether games are being saved.
    pub saving: Saving,
    /// The full app's query for what is on screen (see `url::full_app_query`).
    pub full: AttrValue,
}

/// The widget's bar (`embed=1`): a small link to the full app, in a new tab.
#[component]
pub fn WidgetBar(props: &WidgetBarProps) -> Html {
    html! {
        <header class="widget-bar">
            <a class="full-app" href={format!("./{}", props.full)} target="_blank" rel="noopener">
                { "Open the full app" }<span aria-hidden="true">{ " ↗" }</span>
            </a>
            { saving_off(&props.saving) }
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
        Saving::Off(reason) => Some(format!("Saving is off: {reason}. The game still plays.")),
        _ => None,
    }
}

/// Props of [`Notices`].
#[derive(Properties, PartialEq)]
pub struct NoticesProps {
    /// The messages, oldest first.
    pub notices: Vec<Notice>,
    /// Hide the message with this id.
    pub on_dismiss: Callback<u32>,
}

/// Messages for the player, each shown until dismissed.
#[component]
pub fn Notices(props: &NoticesProps) -> Html {
    if props.notices.is_empty() {
        return Html::default();
    }
    html! {
        <div class="notices">
            for notice in &props.notices {
                <div class="notice" role="alert" key={notice.id}>
                    <p>{ &notice.text }</p>
                    <button onclick={props.on_dismiss.reform({ let id = notice.id; move |_: MouseEvent| id })}
                            aria-label="Dismiss this message">{ "OK" }</button>
                </div>
            }
        </div>
    }
}
