//! Letter Lines at the table: the board of pictures, the hand of the player whose screen
//! this is (never anyone else's), and the sides' chips in the strip.

pub mod board;
pub mod model;
#[cfg(test)]
mod picture;
pub mod rules;
pub mod table;
pub mod tap;

use std::rc::Rc;

use yew::prelude::*;

use crate::ui::class::class_of;

use self::board::{BoardProps, board};
use self::model::{BoardModel, Marks, card_name};
use self::tap::{Tapped, Touch};
use crate::engine::Pos;
use crate::games::letters::rules::board_layout;
use crate::games::letters::{Action, Card, Letters};
use crate::ui::table::frame::{FrameProps, Hand, card_keys, table_frame, use_frame};
use crate::ui::table::grid::use_steady_callback;
use crate::ui::table::{Button, Seen, TableGame, TableProps};

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
    on_touch: &Callback<Touch>,
) -> Html {
    let pick = on_touch.reform(move |_: MouseEvent| Touch::Card(index));
    html! {
        <button {key} class={class_of(&[Some("lt-card"), Some(colour_class(card).as_str()), chosen.then_some("selected"), dead.then_some("dead")])}
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

/// What a touch acts with, as the table last drew it.
#[derive(Clone)]
struct Latest {
    seen: Rc<Seen<Letters>>,
    chosen: Option<usize>,
    on_act: Callback<Action>,
    read_aloud: bool,
}

/// Does what `touch` does (see `TableGame::tap`) with what the table last drew.
fn touched(touch: Touch, latest: Latest, selected: &UseStateHandle<Option<usize>>) {
    let Latest {
        seen,
        chosen,
        on_act,
        ..
    } = latest;
    match Letters::tap(&seen.view, &seen.legal, &chosen, touch) {
        Tapped::Choose(card) => selected.set(card),
        Tapped::Act(action, keep) => {
            if keep.is_none() {
                selected.set(None);
            }
            on_act.emit(action);
        }
        Tapped::Nothing => {}
    }
}

/// Letter Lines' table.
#[component]
pub fn LettersTable(props: &TableProps<Letters>) -> Html {
    let frame = use_frame();
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
    let latest = Latest {
        seen: props.seen.clone(),
        chosen: chosen_index,
        on_act: props.on_act.clone(),
        read_aloud: props.read_aloud,
    };
    let on_space = {
        let (selected, cursor) = (selected.clone(), cursor.clone());
        use_steady_callback(latest.clone(), move |at: Pos, latest: Latest| {
            cursor.set(at);
            if latest.read_aloud
                && let Some(space) = board_layout().at(at)
            {
                crate::ui::speech::say(space.picture.word);
            }
            touched(Touch::Space(at), latest, &selected);
        })
    };
    let on_touch = {
        let selected = selected.clone();
        Callback::from(move |touch: Touch| touched(touch, latest.clone(), &selected))
    };
    let on_cursor = {
        let cursor = cursor.clone();
        use_callback((), move |pos: Pos, ()| cursor.set(pos))
    };
    let mut actions = Vec::new();
    if let Some(card) = chosen
        && seen.legal.contains(&Action::TurnIn(card))
    {
        actions.push(Button::primary(
            format!("Turn in {}", card_name(card)),
            on_touch.reform(|()| Touch::TurnIn),
        ));
    }
    if seen.legal.contains(&Action::Pass) {
        actions.push(Button::primary(
            "Pass (no card can be played)",
            on_touch.reform(|()| Touch::Pass),
        ));
    }
    let hand = view.viewer.map(|owner| {
        Hand::of(seen, owner, html! {
            <div class="cards lt-cards">
                for ((index, card), key) in view.hand.iter().copied().enumerate().zip(card_keys(&view.hand)) {
                    { hand_card(key, index, card, view.is_dead(card), chosen_index == Some(index), playing, &on_touch) }
                }
            </div>
        })
    });
    table_frame(&frame, FrameProps {
        game: "letters",
        acting: seen.acting(),
        strip: seen.with_levels(Letters::strip(seen)),
        prompt: table::prompt(view, &seen.legal, chosen).into(),
        common: props.common.clone(),
        news: seen.news(),
        hand,
        actions,
        board: board(&BoardProps {
            model,
            cursor: *cursor,
            step: seen.step,
            on_cursor,
            on_space,
            refused: props.refused.clone(),
            room: frame.board_room(),
        }),
        ..FrameProps::default()
    })
}
