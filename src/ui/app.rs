//! The root component: owns the reducer, runs the side effects (reading and writing
//! storage, keeping the address bar on the current deal, the computer's turns), and
//! shows the screen.

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use super::boot::boot;
use super::choice::LinkChoice;
use super::home::{Home, HomeEntry};
use super::play::PlayScreen;
use super::setup::Setup;
use super::state::{AppAction, AppState, Saving, Screen};
use super::{browser, storage, url};
use crate::games::GameId;

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
            let current = browser::current_game();
            dispatch.dispatch(AppAction::Booted(Box::new(boot(
                &browser::query_pairs(),
                stored,
                writable,
                current,
            ))));
            dispatch.dispatch(AppAction::ReadAloud(super::letters::speech::enabled()));
            let updated = dispatch.clone();
            super::offline::register(move || {
                updated.dispatch(AppAction::Notify(super::offline::UPDATED.into()))
            });
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
        // The address bar names the deal on screen (when it may be public), and the tab
        // remembers which game is on screen, so that a reload comes back to it.
        let (query, current) = match &state.screen {
            Screen::Play(play) if play.session.deal_is_public() => (
                Some(url::deal_query(play.session.game_id(), play.session.seed())),
                Some(play.session.game_id()),
            ),
            Screen::Play(play) => (Some(String::new()), Some(play.session.game_id())),
            Screen::Booting => (None, None),
            _ => (Some(String::new()), None),
        };
        use_effect_with((query, current), |(query, current)| {
            if let Some(query) = query {
                browser::replace_query(query);
                browser::remember_current(*current);
            }
        });
    }
    {
        // The computer's move is chosen here, off the reducer, after a pause people can
        // follow; the reducer only applies it.
        let dispatch = state.dispatcher();
        let session = state.play().map(|p| p.session.clone());
        let pending = session
            .as_ref()
            .and_then(|s| s.computer_to_act().map(|seat| (seat, s.steps(), s.seed())));
        use_effect_with(pending, move |pending| {
            let timer = pending.and(session).map(|session| {
                Timeout::new(super::pacing::computer_delay(&session), move || {
                    if let Some((seat, action)) = session.computer_choice() {
                        dispatch.dispatch(AppAction::ComputerMove(seat, action));
                    }
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
            <PlayScreen play={Rc::new(play.clone())} dispatch={dispatch.clone()} read_aloud={state.read_aloud}
                        fresh_seed={Callback::from(|()| browser::fresh_seed())} />
        },
        Screen::LinkChoice { game, seed } => {
            let (game, seed) = (*game, *seed);
            let moves = state.saved_game(game).map_or(0, |s| s.steps());
            html! {
                <LinkChoice {game} {seed} {moves}
                            on_open={dispatch.reform(move |()| AppAction::OpenDeal { game, seed })}
                            on_continue={dispatch.reform(move |()| AppAction::Continue(game))} />
            }
        }
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
