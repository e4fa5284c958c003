//! Letter Lines at the table: the board of pictures, the hand of the player whose screen
//! this is (never anyone else's), and the sides' chips in the strip.

pub mod board;
pub mod model;
pub mod rules;
pub mod sprite;
pub mod table;

use yew::prelude::*;

use self::board::Board;
use self::model::{BoardModel, Marks, card_name};
use crate::engine::Pos;
use crate::games::letters::rules::board_layout;
use crate::games::letters::{Action, Card, Letters};
use crate::ui::table::frame::{Hand, TableFrame, card_keys};
use crate::ui::table::grid::use_steady_callback;
use crate::ui::table::{Button, TableGame, TableProps};

fn card_face(card: Card) -> Html {
    let (big, name) = match card {
        Card::Letter(l) => (l.char(), l.colour().name()),
        Card::Wild => ('Z', "any picture"),
        Card::Remove => ('X', "take a chip"),
    };
    html! {
        <>
            <span class="big">{ big }</span>
            <span class="cname">{ name }</span>
        </>
    }
}

fn colour_class(card: Card) -> String {
    match card {
        Card::Letter(l) => format!("c-{}", l.colour().name()),
        Card::Wild => "wild".into(),
        Card::Remove => "remove".into(),
    }
}

/// One card of the hand: a button that chooses it (or lets it go).
fn hand_card(
    key: String,
    index: usize,
    card: Card,
    dead: bool,
    chosen: bool,
    playing: bool,
    selected: &UseStateHandle<Option<usize>>,
) -> Html {
    let pick = {
        let selected = selected.clone();
        Callback::from(move |_: MouseEvent| selected.set(if chosen { None } else { Some(index) }))
    };
    html! {
        <button {key} class={classes!("lt-card", colour_class(card), chosen.then_some("selected"), dead.then_some("dead"))}
                aria-pressed={chosen.to_string()} disabled={!playing}
                aria-label={format!("{}{}", card_name(card), if dead { ", dead" } else { "" })}
                data-card={card.to_string()} onclick={pick}>
            { card_face(card) }
            if dead {
                <span class="dead-tag">{ "dead" }</span>
            }
        </button>
    }
}

/// What a tap on a space acts with, as the table last drew it.
#[derive(Clone)]
struct Tap {
    chosen: Option<Card>,
    targets: Option<Vec<Pos>>,
    on_act: Callback<Action>,
    read_aloud: bool,
}

/// Letter Lines' table.
#[component]
pub fn LettersTable(props: &TableProps<Letters>) -> Html {
    use_effect_with((), |()| sprite::ensure_loaded());
    // The selected card, by its place in the hand (two cards may be alike).
    let selected = use_state(|| None::<usize>);
    let cursor = use_state(|| Pos::new(0, 0));
    let seen = &props.seen;
    let view = &seen.view;
    let playing = seen.acting();
    // A move held back shows its card chosen, and where it acts.
    let pending_card = match &props.pending {
        Some(Action::Play { card, .. }) => view.hand.iter().position(|c| c == card),
        _ => None,
    };
    let chosen_index = (*selected)
        .filter(|i| playing && *i < view.hand.len())
        .or(pending_card);
    let chosen = chosen_index.map(|i| view.hand[i]);
    let targets: Option<Vec<Pos>> = chosen.map(|card| {
        seen.legal
            .iter()
            .filter_map(|a| match a {
                Action::Play { card: c, at } if *c == card => Some(*at),
                _ => None,
            })
            .collect()
    });
    let last = seen.last_marks();
    let model = BoardModel::new(
        view,
        &Marks {
            targets: targets.clone().filter(|_| playing),
            last,
            pending: props
                .pending
                .as_ref()
                .map(Letters::aims)
                .unwrap_or_default(),
            cursor: Some(*cursor),
        },
    );
    let on_space = {
        let (selected, cursor) = (selected.clone(), cursor.clone());
        let latest = Tap {
            chosen,
            targets: targets.clone(),
            on_act: props.on_act.clone(),
            read_aloud: props.read_aloud,
        };
        use_steady_callback(latest, move |at: Pos, tap: Tap| {
            let Tap {
                chosen,
                targets,
                on_act,
                read_aloud,
            } = tap;
            cursor.set(at);
            if read_aloud && let Some(space) = board_layout().at(at) {
                crate::ui::speech::say(space.picture.word);
            }
            // A card and a lit picture play; any other picture with a card chosen gets
            // the engine's reason, and the card stays chosen.
            if let Some(card) = chosen {
                on_act.emit(Action::Play { card, at });
                if targets.is_some_and(|t| t.contains(&at)) {
                    selected.set(None);
                }
            }
        })
    };
    let on_cursor = {
        let cursor = cursor.clone();
        use_callback((), move |pos: Pos, ()| cursor.set(pos))
    };
    let mut actions = Vec::new();
    if let Some(card) = chosen
        && seen.legal.contains(&Action::TurnIn(card))
    {
        let (on_act, selected) = (props.on_act.clone(), selected.clone());
        actions.push(Button::primary(
            format!("Turn in {}", card_name(card)),
            Callback::from(move |()| {
                selected.set(None);
                on_act.emit(Action::TurnIn(card));
            }),
        ));
    }
    if seen.legal.contains(&Action::Pass) {
        actions.push(Button::primary(
            "Pass (no card can be played)",
            props.on_act.reform(|()| Action::Pass),
        ));
    }
    let hand = view.viewer.map(|_| Hand {
        label: "Your hand".into(),
        shown: false,
        content: html! {
            <div class="cards lt-cards">
                for ((index, card), key) in view.hand.iter().copied().enumerate().zip(card_keys(&view.hand)) {
                    { hand_card(key, index, card, view.is_dead(card), chosen_index == Some(index), playing, &selected) }
                }
            </div>
        },
    });
    html! {
        <TableFrame game="letters" acting={seen.acting()} strip={seen.with_levels(Letters::strip(seen))}
                    prompt={table::prompt(view, &seen.legal, chosen)} common={props.common.clone()}
                    news={seen.news()} {hand} {actions}
                    board={html! { <Board {model} cursor={*cursor} step={seen.step} {on_cursor} {on_space}
                                             refused={props.refused.clone()} /> }} />
    }
}
