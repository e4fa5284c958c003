//! The root component: owns the reducer, runs the side effects (reading and writing
//! storage, keeping the address bar on the current deal, the computer's turns, opening
//! the list of games), and shows the screen.
//!
//! It is built once per game (see `super::bundle`): the list of games is a page of its
//! own (`super::front`), so going "home" opens that page in place of this one.

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::ui::class::class_of;

use super::boot::boot;
use super::choice::link_choice;
use super::chrome::{booting, notices, top_bar, widget_bar};
use super::play::PlayScreen;
use super::setup::{SetupProps, setup};
use super::state::{AppAction, AppState, Saving, Screen};
use super::table::TableGame;
use super::thinker::{NoAnswer, question_text};
use super::{browser, embed, storage, url};
use crate::engine::Session;

/// What kind of screen is up, for the history: a history entry is added only when a
/// setup is opened from a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ScreenKind {
    Setup,
    Play,
    Other,
}

fn screen_kind<G: TableGame>(screen: &Screen<G>) -> ScreenKind {
    match screen {
        Screen::Setup(_) => ScreenKind::Setup,
        Screen::Play(_) => ScreenKind::Play,
        _ => ScreenKind::Other,
    }
}

/// Reads storage and the link, and starts the app from them.
fn boot_from_browser<G: TableGame>(dispatch: UseReducerDispatcher<AppState<G>>) {
    let pairs = browser::query_pairs();
    // A widget keeps its games apart from the full app's (see `storage::Shelf`).
    let shelf = storage::Shelf::of(url::parse_link::<G>(&pairs).0.shell.embed);
    let (stored, writable) = match storage::local_storage() {
        Ok(store) => (storage::load::<G>(&store, shelf), storage::probe(&store)),
        Err(reason) => (None, Err(reason)),
    };
    let current = browser::current_game() == Some(G::ID);
    let booted = Box::new(boot(
        &pairs,
        stored,
        writable,
        current,
        browser::fresh_seed(),
    ));
    // The table is drawn in a task of its own: reading storage and dealing or replaying
    // the game, then drawing the table, in one task held a phone up for over 100 ms.
    let drawn = dispatch.clone();
    Timeout::new(0, move || {
        drawn.dispatch(AppAction::Booted(booted));
        drawn.dispatch(AppAction::ReadAloud(super::speech::enabled()));
        // Drawn in this task's microtasks: whatever comes after is no longer the start.
        Timeout::new(0, super::table::frame::start_up_drawn).forget();
    })
    .forget();
    let updated = dispatch.clone();
    super::offline::register(move || {
        updated.dispatch(AppAction::Notify(super::offline::UPDATED.into()))
    });
}

/// How long the computer players wait before they are asked again, when their bundle
/// could not be loaded.
const THINK_AGAIN_MS: u32 = 5_000;

/// What the table says while the computer players' bundle cannot be loaded.
const NOT_LOADED: &str = "The computer players could not be loaded. They try again every few seconds: check the connection.";

/// Asks the computer player `question` (as text: `thinker::question_text`) and plays its
/// answer, while `current` (the game has not moved on). If their bundle could not be
/// loaded, says so once, asks again every [`THINK_AGAIN_MS`], and takes the message back
/// once they answer; if it could not read the game (another build's), says to reload.
fn think<G: TableGame>(
    question: String,
    current: Rc<std::cell::Cell<bool>>,
    dispatch: UseReducerDispatcher<AppState<G>>,
    told: bool,
) {
    super::thinker::ask::<G>(question.clone(), move |answer| {
        if !current.get() {
            return;
        }
        match answer {
            Ok((seat, action)) => {
                if told {
                    dispatch.dispatch(AppAction::Withdraw(NOT_LOADED));
                }
                dispatch.dispatch(AppAction::ComputerMove(seat, action))
            }
            Err(NoAnswer::Unreadable) => dispatch.dispatch(AppAction::Notify(
                "The computer players could not read this game: Fourfold may have been updated since this page opened. Reload the page to go on.".into(),
            )),
            Err(NoAnswer::NotLoaded) => {
                if !told {
                    dispatch.dispatch(AppAction::Notify(NOT_LOADED.into()));
                }
                Timeout::new(THINK_AGAIN_MS, move || {
                    if current.get() {
                        think(question, current, dispatch, true);
                    }
                })
                .forget();
            }
        }
    });
}

/// Whether the app is still starting (reading storage, dealing or replaying), when the
/// loader's start-up screen stands for it.
fn booting_screen<G: TableGame>(screen: &Screen<G>) -> bool {
    matches!(screen, Screen::Booting)
}

/// The app of a game of `G`.
#[component]
pub fn App<G: TableGame>() -> Html {
    let state = use_reducer(AppState::<G>::default);

    {
        let dispatch = state.dispatcher();
        use_effect_with((), move |()| {
            // Reading storage and replaying the game wait for the next task, so that no
            // one task blocks the page for long (the loader's screen stands meanwhile).
            Timeout::new(0, move || boot_from_browser(dispatch)).forget();
        });
    }
    {
        // The list of games is a page of its own: "home" opens it in place of this one.
        let leaving = state.screen == Screen::Home;
        let shell = state.shell;
        use_effect_with(leaving, move |leaving| {
            if *leaving {
                // The tab no longer has a game on screen: the page's loader must open the
                // list, not the game this tab had.
                browser::remember_current(None);
                browser::open(&url::shell_query(shell));
            }
        });
    }
    {
        let dispatch = state.dispatcher();
        let session = state.play().map(|p| p.session.clone());
        let was_on = state.saving == Saving::On;
        // A game another version saved stays as it is (see `Saving::Held`).
        let held = matches!(state.saving, Saving::Held(_));
        let shelf = storage::Shelf::of(state.shell.embed);
        use_effect_with(session, move |session| {
            if let Some(session) = session.as_ref().filter(|_| !held) {
                match storage::local_storage()
                    .and_then(|store| storage::save(&store, session, shelf))
                {
                    Ok(()) if !was_on => dispatch.dispatch(AppAction::SavingOn),
                    Ok(()) => {}
                    Err(reason) => dispatch.dispatch(AppAction::SavingOff(reason)),
                }
            }
        });
    }
    {
        // The address bar names what is on screen (the deal when it may be public, the
        // game in progress, or a setup), and the tab remembers which game is on screen, so
        // that a reload comes back to it. A setup opened from a game is a history entry of
        // its own, so Back returns to the game; starting a game takes the setup's place,
        // so Back from a game reaches the list of games.
        let session = state.play().map(|p| p.session.clone());
        let current = session.as_ref().map(|_| G::ID);
        let query = match &state.screen {
            Screen::Booting | Screen::Home => None,
            Screen::Setup(_) => Some(url::setup_query(G::ID, state.shell)),
            _ => Some(url::address_query(session.as_ref(), state.shell)),
        };
        // The host's page of play across devices stays that page across a reload, so
        // that its guests come back to the seats it kept (ui::remote::host).
        #[cfg(feature = "remote")]
        let query = query.map(|q| format!("{q}&host=1"));
        let kind = screen_kind(&state.screen);
        let booting = state.screen == Screen::Booting;
        let shown = use_mut_ref(|| kind);
        use_effect_with((query, current), move |(query, current)| {
            let before = std::mem::replace(&mut *shown.borrow_mut(), kind);
            if let Some(query) = query {
                if before == ScreenKind::Play && kind == ScreenKind::Setup {
                    browser::push_query(query);
                } else {
                    browser::replace_query(query);
                }
            }
            if !booting {
                browser::remember_current(*current);
            }
        });
    }
    {
        // Back and Forward between this page's own entries (a game and the setup opened
        // from it) show what the address names.
        let dispatch = state.dispatcher();
        use_effect_with((), move |()| {
            browser::on_history(move |pairs| dispatch.dispatch(AppAction::Navigated(pairs)));
        });
    }
    {
        use_effect_with(state.shell.theme, |theme| {
            embed::parent::apply_theme(*theme)
        });
    }
    {
        // A widget tells its host page when a game starts and ends.
        let told = use_mut_ref(embed::Told::default);
        let session = state.play().map(|p| p.session.clone());
        use_effect_with(session, move |session| {
            let news = embed::news(&mut told.borrow_mut(), session.as_ref(), |s| {
                s.outcome()
                    .map(|o| super::play::outcome_text(s, &o))
                    .unwrap_or_default()
            });
            for event in &news {
                embed::parent::post(event);
            }
        });
    }
    // The loader's start-up screen stays until the first screen is drawn in its place (the
    // app is hidden meanwhile): the board's picture it drew stays put under the table's,
    // and nothing flashes between the two.
    browser::use_splash_taken(!booting_screen(&state.screen));
    let app_ref = use_node_ref();
    {
        let app_ref = app_ref.clone();
        use_effect_with((), move |()| {
            if let Some(element) = app_ref.cast::<web_sys::Element>() {
                embed::parent::follow_height(element);
            }
        });
    }
    {
        // The computer's move is chosen outside the reducer, after a pause people can
        // follow, in the computer players' worker; the reducer only applies it. A move
        // that comes back after the game has moved on is dropped.
        let dispatch = state.dispatcher();
        let session = state.play().map(|p| p.session.clone());
        let pending = session
            .as_ref()
            .and_then(|s| s.computer_to_act().map(|seat| (seat, s.steps(), s.seed())));
        let hurry = state.hurry;
        use_effect_with((pending, hurry), move |(pending, hurry)| {
            let current = std::rc::Rc::new(std::cell::Cell::new(true));
            let hurry = *hurry;
            let timer = pending.and(session).map(|session| {
                let current = current.clone();
                let delay = if hurry {
                    0
                } else {
                    super::pacing::computer_delay(&session)
                };
                Timeout::new(delay, move || {
                    if let Some(question) = session.computer_question() {
                        think(question_text(&question), current, dispatch, false);
                    }
                })
            });
            move || {
                current.set(false);
                drop(timer)
            }
        });
    }

    let dispatch: Callback<AppAction<G>> = {
        let dispatcher = state.dispatcher();
        Callback::from(move |action| dispatcher.dispatch(action))
    };
    let devices = use_devices(&state, &dispatch);
    let screen = match &state.screen {
        Screen::Booting => booting(&G::INFO.name.into()),
        Screen::Home => booting(&"Fourfold".into()),
        Screen::Setup(form) => {
            let in_progress = state
                .saved_game()
                .filter(|s| s.outcome().is_none() && s.steps() > 0)
                .map(Session::steps);
            setup::<G>(&SetupProps {
                form: form.clone(),
                on_change: dispatch.reform(AppAction::EditSetup),
                on_start: dispatch.reform(|()| AppAction::Start {
                    fresh: browser::fresh_seed(),
                }),
                on_cancel: dispatch.reform(|()| AppAction::Home),
                in_progress,
                on_continue: dispatch.reform(|()| AppAction::Continue),
            })
        }
        Screen::Play(play) => match devices.screen(play, &dispatch) {
            Some(screen) => screen,
            None => html! {
                <PlayScreen<G> play={Rc::new(play.clone())} dispatch={dispatch.clone()} read_aloud={state.read_aloud}
                            fresh_seed={Callback::from(|()| browser::fresh_seed())}
                            saving={state.saving.clone()} embed={state.shell.embed} hurry={state.hurry}
                            full={url::full_app_query(Some(&play.session), state.shell.theme)}
                            on_devices={devices.opener(play)} away={devices.away(play)} />
            },
        },
        Screen::LinkChoice { form, seed } => {
            let seed = *seed;
            let moves = state.saved_game().map_or(0, Session::steps);
            let form = form.clone();
            link_choice(
                G::INFO.name,
                seed,
                moves,
                &dispatch.reform(move |()| AppAction::OpenDeal {
                    form: form.clone(),
                    seed,
                }),
                &dispatch.reform(|()| AppAction::Continue),
            )
        }
    };
    // At the table the play screen draws its own header, fitted with the table; the
    // devices screen over it is a page that scrolls.
    let at_table = matches!(state.screen, Screen::Play(_)) && !devices.is_open();
    let chrome = if at_table {
        Html::default()
    } else if state.shell.embed {
        let full = url::full_app_query(state.play().map(|p| &p.session), state.shell.theme);
        widget_bar(&state.saving, &full)
    } else {
        top_bar(&state.saving, &dispatch.reform(|()| AppAction::Home))
    };
    html! {
        <div class={class_of(&[Some("app"), state.shell.embed.then_some("embedded"), at_table.then_some("at-table")])} ref={app_ref}
             hidden={booting_screen(&state.screen)}>
            { chrome }
            { notices(&state.notices, &dispatch.reform(AppAction::Dismiss)) }
            <main>{ screen }</main>
        </div>
    }
}

/// Play across devices, as the app offers it: opened from the game's menu where the game
/// has more than one seat; in a bundle without it (a game's own, `remote` off), the menu
/// opens the bundle that has it (`host=1`, see `ui::remote`) on the game in progress.
/// How often the host looks for devices gone quiet.
#[cfg(feature = "remote")]
const LOOK_AWAY_MS: u32 = 2_000;

struct DevicesHook<G: TableGame> {
    #[cfg(feature = "remote")]
    links: super::remote::host::SharedLinks<G>,
    #[cfg(feature = "remote")]
    open: UseStateHandle<bool>,
    /// The seats whose devices are away, as last looked at.
    #[cfg(feature = "remote")]
    away: UseStateHandle<Vec<crate::engine::Seat>>,
    shell: super::shell::Shell,
    _game: std::marker::PhantomData<G>,
}

#[hook]
fn use_devices<G: TableGame>(
    state: &AppState<G>,
    dispatch: &Callback<AppAction<G>>,
) -> DevicesHook<G> {
    #[cfg(feature = "remote")]
    {
        let links = {
            let dispatch = dispatch.clone();
            (*use_memo((), move |()| {
                super::remote::host::SharedLinks::new(dispatch)
            }))
            .clone()
        };
        let open = use_state(|| browser::query_pairs().iter().any(|(k, _)| k == "host"));
        let away = use_state(Vec::new);
        {
            // A device goes away by saying nothing: looked at every so often.
            let (links, away) = (links.clone(), away.clone());
            use_effect_with((), move |()| {
                let look = gloo::timers::callback::Interval::new(LOOK_AWAY_MS, move || {
                    let now = links.seats().1;
                    if *away != now {
                        away.set(now);
                    }
                });
                move || drop(look)
            });
        }
        {
            let (links, dispatch) = (links.clone(), dispatch.clone());
            let play = state
                .play()
                .map(|p| (p.session.clone(), p.elsewhere().to_vec()));
            use_effect_with(play, move |play| {
                if let Some((session, elsewhere)) = play {
                    links.sync(session);
                    // A game opened on screen again (Continue, Back) starts with every
                    // seat here: the seats its guests still play are elsewhere.
                    let mut remote = links.seats().0;
                    let mut here = elsewhere.clone();
                    remote.sort();
                    here.sort();
                    if remote != here {
                        dispatch.emit(AppAction::Elsewhere(links.seats().0));
                    }
                }
            });
        }
        DevicesHook {
            links,
            open,
            away,
            shell: state.shell,
            _game: std::marker::PhantomData,
        }
    }
    #[cfg(not(feature = "remote"))]
    {
        let _ = dispatch;
        DevicesHook {
            shell: state.shell,
            _game: std::marker::PhantomData,
        }
    }
}

impl<G: TableGame> DevicesHook<G> {
    /// What opens play across devices from the menu, where `play` may be played so.
    fn opener(&self, play: &super::state::Play<G>) -> Option<Callback<()>> {
        if play.session.seats().len() < 2 || play.session.outcome().is_some() {
            return None;
        }
        #[cfg(feature = "remote")]
        {
            let open = self.open.clone();
            Some(Callback::from(move |()| open.set(true)))
        }
        #[cfg(not(feature = "remote"))]
        {
            let query = format!("{}&host=1", url::resume_query(G::ID, self.shell));
            Some(Callback::from(move |()| browser::open(&query)))
        }
    }

    /// What the table says of the devices away: "Bea's device is away".
    fn away(&self, play: &super::state::Play<G>) -> Option<AttrValue> {
        let _ = play;
        #[cfg(feature = "remote")]
        if !self.away.is_empty() {
            let lines: Vec<String> = self
                .away
                .iter()
                .map(|seat| {
                    let name = play.session.name(*seat);
                    if play.session.is_computer(*seat) {
                        format!("{name}'s device is away: a computer plays for them until it comes back.")
                    } else {
                        format!("{name}'s device is away: the game waits for it.")
                    }
                })
                .collect();
            return Some(lines.join(" ").into());
        }
        None
    }

    /// Whether the devices' screen is open.
    fn is_open(&self) -> bool {
        #[cfg(feature = "remote")]
        return *self.open;
        #[cfg(not(feature = "remote"))]
        false
    }

    /// The devices' screen, when open.
    fn screen(
        &self,
        play: &super::state::Play<G>,
        dispatch: &Callback<AppAction<G>>,
    ) -> Option<Html> {
        let _ = (play, self.shell, dispatch);
        #[cfg(feature = "remote")]
        if *self.open {
            use super::remote::devices::Devices;
            let open = self.open.clone();
            // The table's clock (Speed Cahoots) runs on while devices are invited, as
            // it does on the guests' devices.
            return Some(html! {
                <>
                    { super::boards::speed_clock(&play.session, dispatch) }
                    <Devices<G> links={self.links.clone()} seats={play.session.seats().to_vec()}
                                elsewhere={play.elsewhere.clone()}
                                on_close={Callback::from(move |()| open.set(false))} />
                </>
            });
        }
        None
    }
}
