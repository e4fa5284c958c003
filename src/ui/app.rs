//! The root component: owns the reducer, runs the side effects (reading and writing
//! storage, keeping the address bar on the current deal, the computer's turns), and
//! shows the screen.

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use super::boot::boot;
use super::home::{Home, HomeEntry};
use super::play::PlayScreen;
use super::setup::Setup;
use super::state::{AppAction, AppState, Saving, Screen};
use super::{browser, storage, url};
use crate::games::GameId;

/// Delay before a computer player moves, so that people can follow.
const COMPUTER_DELAY_MS: u32 = 450;

/// The app.
#[component]
pub fn App() -> Html {
    let state = use_reducer(AppState::default);

    {
        let dispatch = state.dispatcher();
        use_effect_with((), move |()| {
            let (stored, writable) = match storage::local_storage() {
                Ok(store) => (storage::load_all(&store), storage::probe(&store)),
                Err(reason) => (Vec::new(), Err(reason)),
            };
            dispatch.dispatch(AppAction::Booted(Box::new(boot(
                &browser::query_pairs(),
                stored,
                writable,
            ))));
        });
    }
    {
        let dispatch = state.dispatcher();
        let session = state.play().map(|p| p.session.clone());
        let was_on = state.saving == Saving::On;
        use_effect_with(session, move |session| {
            if let Some(session) = session {
                match storage::local_storage().and_then(|store| storage::save(&store, session)) {
                    Ok(()) if !was_on => dispatch.dispatch(AppAction::SavingOn),
                    Ok(()) => {}
                    Err(reason) => dispatch.dispatch(AppAction::SavingOff(reason)),
                }
            }
        });
    }
    {
        let query = match &state.screen {
            Screen::Play(play) => {
                Some(url::deal_query(play.session.game_id(), play.session.seed()))
            }
            Screen::Home | Screen::Setup(_) => Some(String::new()),
            Screen::Booting => None,
        };
        use_effect_with(query, |query| {
            if let Some(query) = query {
                browser::replace_query(query);
            }
        });
    }
    {
        let dispatch = state.dispatcher();
        let pending = state.play().and_then(|p| {
            p.session
                .computer_to_act()
                .map(|seat| (seat, p.session.steps()))
        });
        use_effect_with(pending, move |pending| {
            let timer = pending.map(|_| {
                Timeout::new(COMPUTER_DELAY_MS, move || {
                    dispatch.dispatch(AppAction::ComputerStep)
                })
            });
            move || drop(timer)
        });
    }

    let dispatch: Callback<AppAction> = {
        let dispatcher = state.dispatcher();
        Callback::from(move |action| dispatcher.dispatch(action))
    };
    let screen = match &state.screen {
        Screen::Booting => html! { <p class="booting">{ "Loading…" }</p> },
        Screen::Home => {
            let entries: Vec<HomeEntry> = GameId::ALL
                .into_iter()
                .map(|game| HomeEntry {
                    game,
                    in_progress: state
                        .saved_game(game)
                        .filter(|s| s.outcome().is_none())
                        .map(|s| s.steps()),
                })
                .collect();
            html! {
                <Home {entries} on_new={dispatch.reform(AppAction::Setup)}
                      on_continue={dispatch.reform(AppAction::Continue)} />
            }
        }
        Screen::Setup(form) => html! {
            <Setup form={form.clone()} on_change={dispatch.reform(AppAction::EditSetup)}
                   on_start={dispatch.reform(|()| AppAction::Start { fresh: browser::fresh_seed() })}
                   on_cancel={dispatch.reform(|()| AppAction::Home)} />
        },
        Screen::Play(play) => html! {
            <PlayScreen play={Rc::new(play.clone())} dispatch={dispatch.clone()}
                        fresh_seed={Callback::from(|()| browser::fresh_seed())} />
        },
    };
    html! {
        <div class="app">
            <header class="topbar">
                <button class="brand" onclick={dispatch.reform(|_: MouseEvent| AppAction::Home)}
                        aria-label="Fourfold: all games">{ "Fourfold" }</button>
                if let Saving::Off(reason) = &state.saving {
                    <p class="saving-off" role="status">{ format!("Saving is off: {reason}. The game still plays.") }</p>
                }
            </header>
            if !state.notices.is_empty() {
                <div class="notices">
                    for notice in &state.notices {
                        <div class="notice" role="alert" key={notice.id}>
                            <p>{ &notice.text }</p>
                            <button onclick={dispatch.reform({ let id = notice.id; move |_: MouseEvent| AppAction::Dismiss(id) })}
                                    aria-label="Dismiss this message">{ "OK" }</button>
                        </div>
                    }
                </div>
            }
            <main>{ screen }</main>
        </div>
    }
}
