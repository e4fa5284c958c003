//! The front page: the list of games on its own, which is what a first visit downloads.
//!
//! It is a bundle of its own (`fourfold-home`, started by the page's loader when the
//! address names no game and the tab had none on screen: see [`super::bundle`]), built
//! without any game's rules or boards, so the first load stays small. It reads saved
//! games without replaying them ([`SavedSummary`]). Choosing a game opens that game's
//! page in place of this one: on its setup ("New game"), or on its game in progress
//! ("Continue"); the service worker serves it from its cache after the first visit.
//!
//! A link that names no game it knows comes here too: the page says what is wrong with
//! it (as [`super::url::parse_frame`] explains it), keeps its frame (`embed`, `theme`) and
//! drops the rest from the address bar. In a widget it says only that, without the list:
//! a widget is one game's, and the list would bury the message in a small frame.

use std::rc::Rc;

use yew::prelude::*;

use crate::ui::class::class_of;

use super::boot::unreadable_save;
use super::chrome::{notices, top_bar, widget_bar};
use super::home::{Home, HomeEntry};
use super::state::{Notice, Saving};
use super::url::{self, ParamError, Shell};
use super::{browser, embed, offline, storage};
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
    /// The full app or a widget, and its colours (from the link).
    pub shell: Shell,
    /// The link named no game this page can open (its notices say what was wrong).
    pub link_broken: bool,
}

impl Front {
    /// The front page for what storage held (`stored`), whether it can be written, and
    /// the link (its frame, and what was wrong with the rest of it).
    pub fn read(
        stored: Vec<(GameId, Result<SavedSummary, LoadError>)>,
        storage: Result<(), String>,
        shell: Shell,
        link_errors: &[ParamError],
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
            shell,
            link_broken: !link_errors.is_empty(),
        };
        for (game, result) in stored {
            match result {
                Ok(summary) => {
                    if let Some(entry) = front.entries.iter_mut().find(|e| e.game == game) {
                        entry.in_progress = summary.in_progress();
                    }
                }
                Err(e) => {
                    let (text, details) = unreadable_save(game, &e);
                    front.notify_with(text, details);
                }
            }
        }
        for e in link_errors {
            front.notify(e.to_string());
        }
        front
    }

    /// Adds a message.
    pub fn notify(&mut self, text: impl Into<String>) {
        self.notify_with(text, None);
    }

    /// Adds a message with its details behind a tap.
    pub fn notify_with(&mut self, text: impl Into<String>, details: Option<String>) {
        let id = self.notices.iter().map(|n| n.id).max().unwrap_or(0) + 1;
        self.notices.push(Notice {
            id,
            text: text.into(),
            details,
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

/// The front page's state. Until storage has been read, it is the page as the link alone
/// makes it: every game, none in progress, in the link's frame, with what was wrong with
/// the link (the list the page's loader drew, `static/loader.js`, when nothing was).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrontState(pub Front);

impl FrontState {
    /// The page as the link alone makes it.
    fn unread() -> Self {
        let (shell, errors) = url::parse_frame(&browser::query_pairs());
        FrontState(Front::read(Vec::new(), Ok(()), shell, &errors))
    }
}

impl Reducible for FrontState {
    type Action = FrontAction;

    fn reduce(self: Rc<Self>, action: FrontAction) -> Rc<Self> {
        let mut front = self.0.clone();
        match action {
            FrontAction::Read(read) => front = read,
            FrontAction::Notify(text) => front.notify(text),
            FrontAction::Dismiss(id) => front.notices.retain(|n| n.id != id),
        }
        Rc::new(FrontState(front))
    }
}

/// The front page.
#[component]
pub fn FrontPage() -> Html {
    let state = use_reducer(FrontState::unread);
    {
        let dispatch = state.dispatcher();
        use_effect_with((), move |()| {
            let (shell, errors) = url::parse_frame(&browser::query_pairs());
            let shelf = storage::Shelf::of(shell.embed);
            let (stored, writable) = match storage::local_storage() {
                Ok(store) => (storage::summaries(&store, shelf), storage::probe(&store)),
                Err(reason) => (Vec::new(), Err(reason)),
            };
            // The list is on screen: no game is, and the address keeps only the shell.
            browser::remember_current(None);
            browser::replace_query(&url::shell_query(shell));
            embed::parent::apply_theme(shell.theme);
            dispatch.dispatch(FrontAction::Read(Front::read(
                stored, writable, shell, &errors,
            )));
            offline::register(move || {
                dispatch.dispatch(FrontAction::Notify(offline::UPDATED.into()))
            });
        });
    }
    // What the loader drew stays until this page's first render, which takes its place.
    browser::use_splash_taken(true);
    let app_ref = use_node_ref();
    {
        let app_ref = app_ref.clone();
        use_effect_with((), move |()| {
            if let Some(element) = app_ref.cast::<web_sys::Element>() {
                embed::parent::follow_height(element);
            }
        });
    }
    let shown = &state.0;
    let shell = shown.shell;
    let dispatch = state.dispatcher();
    let on_continue = Callback::from(move |game: GameId| {
        browser::remember_current(Some(game));
        browser::open(&url::resume_query(game, shell))
    });
    let on_new = Callback::from(move |game| browser::open(&url::setup_query(game, shell)));
    let on_dismiss = Callback::from(move |id| dispatch.dispatch(FrontAction::Dismiss(id)));
    let chrome = if shell.embed {
        let full = url::shell_query(Shell {
            embed: false,
            theme: shell.theme,
        });
        widget_bar(&shown.saving, &full)
    } else {
        top_bar(&shown.saving, &Callback::noop())
    };
    html! {
        <div class={class_of(&[Some("app"), shell.embed.then_some("embedded")])} ref={app_ref}>
            { chrome }
            { notices(&shown.notices, &on_dismiss) }
            // A widget is one game's: a link to none it knows says so, with no list.
            if !(shell.embed && shown.link_broken) {
                <main>
                    <Home entries={shown.entries.clone()} {on_new} {on_continue} />
                </main>
            }
        </div>
    }
}

/// Mounts the front page on the page (in [`browser::app_root`]), in place of what the
/// loader drew (the list, or its start-up screen), which it removes as it draws its own.
pub fn mount() {
    yew::Renderer::<FrontPage>::with_root(browser::app_root()).render();
}
