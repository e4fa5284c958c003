//! What frames every screen of the full app and the front page alike: the top bar (the
//! way back to the list of games, and the note when saving is off) and the messages.

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

/// The note that saving is off, and why; nothing while it works.
pub fn saving_off(saving: &Saving) -> Html {
    match saving {
        Saving::Off(reason) => html! {
            <p class="saving-off" role="status">{ format!("Saving is off: {reason}. The game still plays.") }</p>
        },
        _ => Html::default(),
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
