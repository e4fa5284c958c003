//! Foursquare on screen: the card to place, the counts that decide the game, the hint,
//! and the board.

pub mod board;
pub mod card;
pub mod model;
pub mod rules;

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use self::board::Board;
use self::card::card_svg;
use self::model::{BoardModel, CARD_H, CARD_W, Marks};
use crate::engine::{Pos, Seat, Seed, Session, Viewer};
use crate::games::foursquare::bot::HINT_SAMPLES;
use crate::games::foursquare::{Action, Event, Foursquare, FoursquareView, Hint, Status, hint};

/// Hint seeds are derived on their own streams (the top bit set), apart from the
/// computer players' (one per move number).
const HINT_STREAM: u64 = 1 << 63;

/// Props of [`FoursquarePlay`].
#[derive(Properties, PartialEq)]
pub struct FoursquareProps {
    /// What the player sees.
    pub view: Rc<FoursquareView>,
    /// Where the drawn card may go; empty when no person is to place it.
    pub legal: Rc<Vec<Pos>>,
    /// Where the last card went.
    pub placed: Option<Pos>,
    /// What the last card turned over.
    pub turned: Rc<Vec<Pos>>,
    /// Moves so far.
    pub step: usize,
    /// Where the hint's sampling starts: derived one-way from the deal and the move
    /// number, so a position always gets the same hint and the deal cannot be read back.
    pub hint_seed: Seed,
    /// The player placed the card.
    pub on_act: Callback<Action>,
}

impl FoursquareProps {
    /// The props for `session` as seen from `viewer`'s seat (`None`: watching).
    pub fn of(
        session: &Session<Foursquare>,
        viewer: Option<Seat>,
        on_act: Callback<Action>,
    ) -> Self {
        let view = session.view(viewer.map_or(Viewer::Spectator, Viewer::Seat));
        let legal = viewer
            .map(|s| {
                session
                    .legal_for_person(s)
                    .into_iter()
                    .map(|Action::Place(p)| p)
                    .collect()
            })
            .unwrap_or_default();
        let last_move = session
            .log()
            .iter()
            .rposition(|(_, e)| matches!(e, Event::Placed { .. }))
            .map_or(&[][..], |i| &session.log()[i..]);
        let placed = last_move.iter().find_map(|(_, e)| match e {
            Event::Placed { at, .. } => Some(*at),
            _ => None,
        });
        let turned = last_move
            .iter()
            .flat_map(|(_, e)| match e {
                Event::Turned { piles, .. } => piles.iter().map(|p| p.0).collect(),
                _ => Vec::new(),
            })
            .collect();
        FoursquareProps {
            view: Rc::new(view),
            legal: Rc::new(legal),
            placed,
            turned: Rc::new(turned),
            step: session.save().steps.len(),
            hint_seed: session
                .save()
                .seed
                .derive(HINT_STREAM | session.save().steps.len() as u64),
            on_act,
        }
    }
}

fn counts(view: &FoursquareView) -> Html {
    let face_down = view.table.face_down_count();
    let piles = view.table.pile_count();
    html! {
        <dl class="fs-counts">
            <div>
                <dt>{ "Stock" }</dt>
                <dd>{ format!("{} left", view.stock_left) }</dd>
            </div>
            <div>
                <dt>{ "Piles" }</dt>
                <dd>{ format!("{piles} of 16") }</dd>
            </div>
            <div class={classes!("face-down", (face_down >= view.face_down_limit).then_some("at-limit"))}>
                <dt>{ "Face down" }</dt>
                <dd>
                    <span class="pips" aria-hidden="true">
                        for i in 0..view.face_down_limit {
                            <span class={classes!("pip", (i < face_down).then_some("on"))}></span>
                        }
                    </span>
                    {
                        if face_down > view.face_down_limit {
                            format!("{face_down}, over the limit of {}", view.face_down_limit)
                        } else {
                            format!("{face_down} of {} allowed", view.face_down_limit)
                        }
                    }
                </dd>
            </div>
        </dl>
    }
}

fn hint_text(hint: &Hint, model: &BoardModel) -> String {
    let pct = (hint.win_chance * 100.0).round();
    match model.cell(hint.best) {
        Some(cell) => format!("Best: {} (★), about {pct}% to win.", cell.place),
        None => format!("About {pct}% to win."),
    }
}

/// Foursquare's play area.
#[component]
pub fn FoursquarePlay(props: &FoursquareProps) -> Html {
    let cursor = use_state(|| None::<Pos>);
    let hinted = use_state(|| None::<(Rc<FoursquareView>, Hint)>);
    let thinking = use_state(|| false);
    {
        let (hinted, thinking) = (hinted.clone(), thinking.clone());
        let view = props.view.clone();
        let seed = props.hint_seed;
        use_effect_with(*thinking, move |busy| {
            // A short delay lets "Thinking…" paint before the sampling runs.
            let timer = busy.then(|| {
                Timeout::new(20, move || {
                    if let Some(h) = hint(&view, HINT_SAMPLES, seed) {
                        hinted.set(Some((view, h)));
                    }
                    thinking.set(false);
                })
            });
            move || drop(timer)
        });
    }

    let interactive = !props.legal.is_empty();
    // A hint belongs to the position it was computed for (undo or a new deal leave it).
    let current_hint = hinted
        .as_ref()
        .filter(|(view, _)| **view == *props.view)
        .map(|(_, h)| h);
    let bare = Marks {
        legal: props.legal.to_vec(),
        hint: current_hint.map(|h| (h.best, h.win_chance)),
        placed: props.placed,
        turned: props.turned.to_vec(),
        cursor: None,
    };
    let layout = BoardModel::new(&props.view, &bare);
    let cursor_at = (*cursor)
        .filter(|p| layout.cell(*p).is_some())
        .or(current_hint.map(|h| h.best))
        .or(props.legal.first().copied());
    let model = if interactive {
        BoardModel::new(
            &props.view,
            &Marks {
                cursor: cursor_at,
                ..bare
            },
        )
    } else {
        layout
    };

    let on_place = {
        let on_act = props.on_act.clone();
        let cursor = cursor.clone();
        Callback::from(move |pos: Pos| {
            cursor.set(Some(pos));
            on_act.emit(Action::Place(pos));
        })
    };
    let on_cursor = {
        let cursor = cursor.clone();
        Callback::from(move |pos: Pos| cursor.set(Some(pos)))
    };
    let on_hint = {
        let thinking = thinking.clone();
        Callback::from(move |_: MouseEvent| thinking.set(true))
    };
    let playing = props.view.status == Status::Playing;

    html! {
        <div class="foursquare">
            <section class="fs-panel" aria-label="Card and counts">
                <div class="fs-drawn">
                    <span class="label">{ if playing { "Card to place" } else { "No card to place" } }</span>
                    if let Some(card) = props.view.drawn {
                        <svg class="drawn-card" viewBox={format!("-4 -4 {} {}", CARD_W + 8.0, CARD_H + 8.0)}
                             role="img" aria-label={format!("Card to place: {card}")}>
                            { card_svg(Some(card), 0.0, 0.0) }
                        </svg>
                    }
                </div>
                { counts(&props.view) }
                if interactive {
                    <div class="fs-hint">
                        <button onclick={on_hint} disabled={*thinking}>
                            { if *thinking { "Thinking…" } else { "Hint" } }
                        </button>
                        <p class="hint-text" aria-live="polite">
                            { current_hint.map(|h| hint_text(h, &model)).unwrap_or_default() }
                        </p>
                    </div>
                }
            </section>
            <Board {model} step={props.step} {interactive} cursor={cursor_at} {on_cursor} {on_place} />
        </div>
    }
}
