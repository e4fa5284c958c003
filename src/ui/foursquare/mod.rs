//! Foursquare at the table: the board, the card to place with the face-down count that
//! decides the game, the hint, and why the last card turned others over.

pub mod board;
pub mod card;
pub mod model;
pub mod rules;
pub mod table;

use crate::ui::svg_num::SvgNum;
use std::rc::Rc;

use yew::prelude::*;

use crate::ui::class::class_of;

use self::board::{BoardProps, board};
use self::card::card_svg;
use self::model::{BoardModel, CARD_H, CARD_W, Marks};
use crate::engine::Pos;
use crate::games::foursquare::bot::HINT_SAMPLES;
use crate::games::foursquare::{Action, Foursquare, Hint, hint};
use crate::ui::table::frame::{FrameProps, Hand, table_frame, use_frame};
use crate::ui::table::hint::use_hint;
use crate::ui::table::news::last_moves;
use crate::ui::table::{Button, TableGame, TableProps};

fn hint_text(hint: &Hint, model: &BoardModel) -> String {
    let pct = (hint.win_chance * 100.0).round() as u8;
    match model.cell(hint.best) {
        Some(cell) => format!("Hint: {} (★), about {pct}% to win.", cell.place),
        None => format!("Hint: about {pct}% to win."),
    }
}

/// The width of one card of the face-down count, with its gap.
const PIP_STEP: f32 = 16.0;

/// The face-down count: a small card back for each card face down, a dashed place for
/// each still allowed (drawn: a row of empty boxes reads like missing glyphs).
fn pips(down: usize, limit: usize) -> Html {
    let width = (PIP_STEP * limit.max(down) as f32).svg();
    html! {
        <p class={class_of(&[Some("fs-down"), (down >= limit).then_some("at-limit")])}>
            <svg class="pips" aria-hidden="true" width={width.clone()} height="18"
                 viewBox={format!("0 0 {width} 18")}>
                for i in 0..limit.max(down) {
                    if i < down {
                        <g class="card back" transform={format!("translate({} 0.5)", (PIP_STEP * i as f32 + 0.5).svg())}>
                            <rect class="card-body" width="12" height="17" rx="2" />
                            <rect class="back-pattern" x="2.5" y="2.5" width="7" height="12" rx="1" />
                        </g>
                    } else {
                        <rect class="pip-free" x={(PIP_STEP * i as f32 + 1.0).svg()} y="1" width="11" height="16" rx="2" />
                    }
                }
            </svg>
            {
                if down > limit {
                    format!("{down} face down: over the limit of {limit}")
                } else {
                    format!("{down} of {limit} face down")
                }
            }
        </p>
    }
}

/// Foursquare's table.
#[component]
pub fn FoursquareTable(props: &TableProps<Foursquare>) -> Html {
    let frame = use_frame();
    let seen = &props.seen;
    let view = &seen.view;
    let cursor = use_state(|| None::<Pos>);
    let legal: Vec<Pos> = seen.legal.iter().map(|Action::Place(p)| *p).collect();
    let (current_hint, thinking, ask_hint) = {
        let seed = props.hint_seed;
        use_hint(Rc::new(view.clone()), move |view: &Rc<_>| {
            hint(view, HINT_SAMPLES, seed)
        })
    };
    let interactive = !legal.is_empty();
    let moves = last_moves::<Foursquare>(&seen.log, &seen.names);
    let last = moves.first();
    let placed = last.and_then(|m| m.places.first().copied());
    let turned: Vec<Pos> = last.map(|m| m.places[1..].to_vec()).unwrap_or_default();
    let bare = Marks {
        legal: legal.clone(),
        hint: current_hint.as_ref().map(|h| (h.best, h.win_chance)),
        placed,
        turned,
        cursor: None,
        refused: props.refused.clone(),
    };
    let layout = BoardModel::new(view, &bare);
    let cursor_at = (*cursor)
        .filter(|p| layout.cell(*p).is_some())
        .or(current_hint.as_ref().map(|h| h.best))
        .or(legal.first().copied());
    let model = if interactive {
        BoardModel::new(
            view,
            &Marks {
                cursor: cursor_at,
                ..bare
            },
        )
    } else {
        layout
    };
    let on_place = {
        let (on_act, cursor, seen) = (props.on_act.clone(), cursor.clone(), props.seen.clone());
        Callback::from(move |pos: Pos| {
            cursor.set(Some(pos));
            on_act.emit(Foursquare::tap(&seen.view, &seen.legal, &(), pos));
        })
    };
    let on_cursor = {
        let cursor = cursor.clone();
        Callback::from(move |pos: Pos| cursor.set(Some(pos)))
    };
    let prompt = match &current_hint {
        Some(h) if interactive => hint_text(h, &model),
        _ => table::prompt(view, interactive),
    };
    let why = table::why_turned(&seen.log);
    let note = (!why.is_empty()).then(|| AttrValue::from(why.join(" ")));
    let actions = if interactive {
        vec![Button::new(if thinking { "Thinking…" } else { "Hint" }, ask_hint).disabled(thinking)]
    } else {
        Vec::new()
    };
    let hand = Hand {
        label: "Card to place".into(),
        shown: true,
        content: html! {
            <div class="fs-hand">
                <p class="visually-hidden" aria-live="polite">{ table::drawn_said(view) }</p>
                if let Some(card) = view.drawn {
                    <svg class="drawn-card" viewBox={format!("-4 -4 {} {}", (CARD_W + 8.0).svg(), (CARD_H + 8.0).svg())}
                         role="img" aria-label={format!("Card to place: {card}")}>
                        { card_svg(Some(card), 0.0, 0.0) }
                    </svg>
                } else {
                    <p class="muted">{ "No card to place." }</p>
                }
                { pips(view.table.face_down_count(), view.face_down_limit) }
            </div>
        },
    };
    table_frame(&frame, FrameProps {
        game: "foursquare",
        acting: seen.acting(),
        strip: Foursquare::strip(seen),
        prompt: prompt.into(),
        common: props.common.clone(),
        note,
        hand: Some(hand),
        actions,
        board: board(&BoardProps {
            model,
            step: seen.step,
            interactive,
            cursor: cursor_at,
            on_cursor,
            on_place,
        }),
        ..FrameProps::default()
    })
}
