//! The front page: the list of games on its own, which is what a first visit downloads.
//!
//! It is a bundle of its own (`fourfold-home`, chosen by `static/loader.js` when the
//! address names nothing and the tab had no game on screen), built without any game's
//! rules or boards, so the first load stays small. It reads saved games without
//! replaying them ([`SavedSummary`]). Choosing a game opens the whole app (`fourfold`)
//! in place of this page: on that game's setup ("New game"), or on its game in progress
//! ("Continue"); the service worker serves it from its cache after the first visit.

use yew::prelude::*;

use super::boot::unreadable_save;
use super::chrome::{Notices, TopBar};
use super::home::{Home, HomeEntry};
use super::state::{Notice, Saving};
use super::{browser, offline, storage};
use crate::engine::LoadError;
use crate::games::GameId;
use crate::games::summary::SavedSummary;

/// What the front page shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Front {
    /// Every game, with its game in progress, if any.
    pub entries: Vec<HomeEntry>,
    /// Messages for the player.
    pub notices: Vec<Notice>,
    /// Whether games are being saved.
    pub saving: Saving,
}

impl Front {
    /// The front page for what storage held (`stored`) and whether it can be written.
    pub fn read(
        stored: Vec<(GameId, Result<SavedSummary, LoadError>)>,
        storage: Result<(), String>,
    ) -> Self {
        let mut notices = Vec::new();
        let mut entries: Vec<HomeEntry> = GameId::ALL
            .into_iter()
            .map(|game| HomeEntry {
                game,
                in_progress: None,
            })
            .collect();
        for (game, result) in stored {
            match result {
                Ok(summary) => {
                    if let Some(entry) = entries.iter_mut().find(|e| e.game == game) {
                        entry.in_progress = summary.in_progress();
                    }
                }
                Err(e) => notices.push(unreadable_save(game, &e)),
            }
        }
        let mut front = Front {
            entries,
            notices: Vec::new(),
            saving: match storage {
                Ok(()) => Saving::On,
                Err(reason) => Saving::Off(reason),
            },
        };
        for text in notices {
            front.notify(text);
        }
        front
    }

    /// Adds a message.
    pub fn notify(&mut self, text: impl Into<String>) {
        let id = self.notices.iter().map(|n| n.id).max().unwrap_or(0) + 1;
        self.notices.push(Notice {
            id,
            text: text.into(),
        });
    }
}

/// The front page.
#[component]
pub fn FrontPage() -> Html {
    let front = use_state(|| None::<Front>);
    {
        let front = front.clone();
        use_effect_with((), move |()| {
            let (stored, writable) = match storage::local_storage() {
                Ok(store) => (storage::summaries(&store), storage::probe(&store)),
                Err(reason) => (Vec::new(), Err(reason)),
            };
            front.set(Some(Front::read(stored, writable)));
            let updated = front.clone();
            offline::register(move || {
                let mut next = (*updated)
                    .clone()
                    .unwrap_or_else(|| Front::read(Vec::new(), Ok(())));
                next.notify(offline::UPDATED);
                updated.set(Some(next));
            });
        });
    }
    let Some(shown) = (*front).clone() else {
        return html! { <div class="app"><main><p class="booting">{ "Loading…" }</p></main></div> };
    };
    let on_dismiss = {
        let front = front.clone();
        let shown = shown.clone();
        Callback::from(move |id: u32| {
            let mut next = shown.clone();
            next.notices.retain(|n| n.id != id);
            front.set(Some(next));
        })
    };
    let on_continue = {
        let front = front.clone();
        let shown = shown.clone();
        Callback::from(move |game: GameId| {
            if !browser::open_saved(game) {
                let mut next = shown.clone();
                next.notify(format!(
                    "Your {} game could not be opened: this browser will not let the page remember it. Try reloading.",
                    game.info().name
                ));
                front.set(Some(next));
            }
        })
    };
    html! {
        <div class="app">
            <TopBar saving={shown.saving.clone()} on_home={Callback::noop()} />
            <Notices notices={shown.notices.clone()} {on_dismiss} />
            <main>
                <Home entries={shown.entries.clone()} on_new={Callback::from(browser::open_setup)} {on_continue} />
            </main>
        </div>
    }
}

/// Mounts the front page on the page's body.
pub fn mount() {
    yew::Renderer::<FrontPage>::new().render();
}
