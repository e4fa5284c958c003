//! The front page: the list of games on its own, which is what a first visit downloads.
//!
//! It is a bundle of its own (`fourfold-home`, started by the page's loader when the
//! address names nothing and the tab had no game on screen: see [`super::bundle`]),
//! built without any game's rules or boards, so the first load stays small. It reads
//! saved games without replaying them ([`SavedSummary`]). Choosing a game opens the whole
//! app (`fourfold-app`) in place of this page: on that game's setup ("New game"), or on
//! its game in progress ("Continue"); the service worker serves it from its cache after
//! the first visit.

use std::rc::Rc;

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
        let mut front = Front {
            entries: GameId::ALL
                .into_iter()
                .map(|game| HomeEntry {
                    game,
                    in_progress: None,
                })
                .collect(),
            notices: Vec::new(),
            saving: match storage {
                Ok(()) => Saving::On,
                Err(reason) => Saving::Off(reason),
            },
        };
        for (game, result) in stored {
            match result {
                Ok(summary) => {
                    if let Some(entry) = front.entries.iter_mut().find(|e| e.game == game) {
                        entry.in_progress = summary.in_progress();
                    }
                }
                Err(e) => front.notify(unreadable_save(game, &e)),
            }
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

/// What can happen to the front page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FrontAction {
    /// Storage was read.
    Read(Front),
    /// Show a message.
    Notify(String),
    /// Hide a message.
    Dismiss(u32),
}

/// The front page's state: `None` until storage has been read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FrontState(pub Option<Front>);

impl Reducible for FrontState {
    type Action = FrontAction;

    fn reduce(self: Rc<Self>, action: FrontAction) -> Rc<Self> {
        let mut front = self.0.clone();
        match (action, &mut front) {
            (FrontAction::Read(read), _) => front = Some(read),
            (FrontAction::Notify(text), Some(shown)) => shown.notify(text),
            (FrontAction::Dismiss(id), Some(shown)) => shown.notices.retain(|n| n.id != id),
            (FrontAction::Notify(_) | FrontAction::Dismiss(_), None) => return self,
        }
        Rc::new(FrontState(front))
    }
}

/// The front page.
#[component]
pub fn FrontPage() -> Html {
    let state = use_reducer(FrontState::default);
    {
        let dispatch = state.dispatcher();
        use_effect_with((), move |()| {
            let (stored, writable) = match storage::local_storage() {
                Ok(store) => (storage::summaries(&store), storage::probe(&store)),
                Err(reason) => (Vec::new(), Err(reason)),
            };
            dispatch.dispatch(FrontAction::Read(Front::read(stored, writable)));
            offline::register(move || {
                dispatch.dispatch(FrontAction::Notify(offline::UPDATED.into()))
            });
        });
    }
    let Some(shown) = &state.0 else {
        return html! { <div class="app"><main><p class="booting">{ "Loading…" }</p></main></div> };
    };
    let dispatch = state.dispatcher();
    let on_continue = {
        let dispatch = dispatch.clone();
        Callback::from(move |game: GameId| {
            if !browser::open_saved(game) {
                dispatch.dispatch(FrontAction::Notify(format!(
                    "Your {} game could not be opened: this browser will not let the page remember it. Try reloading.",
                    game.info().name
                )));
            }
        })
    };
    let on_dismiss = Callback::from(move |id| dispatch.dispatch(FrontAction::Dismiss(id)));
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
