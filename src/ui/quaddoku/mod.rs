//! Quad*doku at the table: the grid (with its four words and their sums in the middle),
//! the open pool as the hand, the live preview of the words a move makes as the prompt,
//! and the hint. Everything is open, so there is no pass screen: the strip shows whose
//! turn it is; another seat's last move shows its words and scores under the prompt
//! until the next move, and the log has every move.

pub mod best;
pub mod board;
pub mod model;
pub mod rules;
pub mod setup;
pub mod table;
pub mod tap;
pub mod touch;

use self::tap::{Tapped, Touch, lay};
use web_sys::{DragEvent, KeyboardEvent};
use yew::prelude::*;

use crate::ui::class::class_of;

use self::board::{GridProps, cell_id, grid};
use self::model::{
    GridModel, Marks, cycle, others_last_play, pool_groups, preview_line, scored_line,
};
use crate::engine::Pos;
use crate::games::quaddoku::data::{MAX_VALUE, edge_index};
use crate::games::quaddoku::{Action, Hint, Phase, Quaddoku, QuaddokuView, Tile, hint};
use crate::ui::keys::focus_cell;
use crate::ui::table::frame::{FrameProps, Hand, table_frame, use_frame};
use crate::ui::table::hint::use_hint;
use crate::ui::table::{Button, TableGame, TableProps};

/// The values of `letter` that could show on `at` now: the pool's, and the tile laid
/// there, where the rules let them cover the grid's top tile.
fn values_for(view: &QuaddokuView, at: Pos, letter: char) -> Vec<u8> {
    // Marked by value, not sorted: a sort of its own costs the bundle about 2 kB.
    let mut shown = [false; MAX_VALUE as usize + 1];
    for tile in view
        .pool
        .iter()
        .map(|(t, _)| *t)
        .chain(view.laid.iter().filter(|p| p.at == at).map(|p| p.tile))
        .filter(|t| t.letter() == letter && view.square.check_cover(at, *t).is_ok())
    {
        shown[usize::from(tile.value())] = true;
    }
    (1..=MAX_VALUE).filter(|v| shown[usize::from(*v)]).collect()
}

fn hint_text(hint: &Hint) -> String {
    match (hint.best_points, hint.quaddoku) {
        (None, _) => "No new word can be made with the tiles left.".into(),
        (Some(best), true) => format!("A Quad*doku is possible now. The best move scores {best}."),
        (Some(best), false) => format!("No Quad*doku now. The best move scores {best}."),
    }
}

/// Does what a touch of the cell `at` does (see `TableGame::tap`): lays the chosen tile,
/// letting it go with the last of its kind, or takes a laid tile back.
fn cell_touched(
    view: &QuaddokuView,
    legal: &[Action],
    selected: &UseStateHandle<Option<Tile>>,
    act_all: &Callback<Vec<Action>>,
    at: Pos,
) {
    if let Tapped::Act(actions, keep) = Quaddoku::tap(view, legal, selected, Touch::Cell(at)) {
        if keep.is_none() {
            selected.set(None);
        }
        act_all.emit(actions);
    }
}

/// Quad*doku's table.
#[component]
pub fn QuaddokuTable(props: &TableProps<Quaddoku>) -> Html {
    let frame = use_frame();
    let selected = use_state(|| None::<Tile>);
    let cursor = use_state(|| Pos::new(0, 0));
    let choosing = use_state(|| None::<Pos>);
    let seen = &props.seen;
    let view = std::rc::Rc::new(seen.view.clone());
    // A hint belongs to the grid and the pool it was worked out for, whatever is laid.
    let (current_hint, thinking, ask_hint) = use_hint(
        (view.square.clone(), view.pool_before_turn(), view.clone()),
        |(_, _, view)| Some(hint(view)),
    );
    let interactive = seen.acting();
    // A selected tile the pool no longer holds is dropped.
    let selected_now = (*selected).filter(|t| view.pool.iter().any(|(p, _)| p == t));
    let last = seen.last_marks();
    let model = GridModel::new(
        &view,
        &Marks {
            selected: selected_now.filter(|_| interactive),
            cursor: interactive.then_some(*cursor),
            refusals: interactive,
            last,
            refused_at: props.refused.clone(),
        },
    );
    let act_all = {
        let on_act = props.on_act.clone();
        Callback::from(move |actions: Vec<Action>| {
            for a in actions {
                on_act.emit(a);
            }
        })
    };
    let on_cell = {
        let (view, act_all, selected, cursor, choosing) = (
            view.clone(),
            act_all.clone(),
            selected.clone(),
            cursor.clone(),
            choosing.clone(),
        );
        let seen = props.seen.clone();
        Callback::from(move |pos: Pos| {
            cursor.set(pos);
            choosing.set(None);
            cell_touched(&view, &seen.legal, &selected, &act_all, pos);
        })
    };
    let on_drop = {
        let (view, act_all, cursor) = (view.clone(), act_all.clone(), cursor.clone());
        Callback::from(move |(pos, tile): (Pos, Tile)| {
            cursor.set(pos);
            act_all.emit(lay(&view, pos, tile));
        })
    };
    let touch = touch::use_touch_drag(on_drop.clone());
    let on_key = {
        let (view, act_all, selected, cursor, choosing) = (
            view.clone(),
            act_all.clone(),
            selected.clone(),
            cursor.clone(),
            choosing.clone(),
        );
        let seen = props.seen.clone();
        Callback::from(move |e: KeyboardEvent| {
            let at = *cursor;
            let key = e.key();
            let laid_here = view.laid.iter().find(|p| p.at == at).map(|p| p.tile);
            let mut handled = true;
            match key.as_str() {
                "ArrowUp" | "ArrowDown" if *choosing == Some(at) && laid_here.is_some() => {
                    let tile = laid_here.expect("checked");
                    let values = values_for(&view, at, tile.letter());
                    if let Some(v) = cycle(&values, tile.value(), key == "ArrowDown")
                        && let Some(next) = Tile::new(tile.letter(), v)
                        && next != tile
                    {
                        act_all.emit(lay(&view, at, next));
                    }
                }
                "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" => {
                    let (dr, dc) = match key.as_str() {
                        "ArrowUp" => (-1, 0),
                        "ArrowDown" => (1, 0),
                        "ArrowLeft" => (0, -1),
                        _ => (0, 1),
                    };
                    let next = GridModel::step(at, dr, dc);
                    cursor.set(next);
                    choosing.set(None);
                    focus_cell(&cell_id(next));
                }
                // With a tile chosen, as a tap on the cell; with none, Enter on a laid
                // tile leaves it (Delete takes it back).
                "Enter" | " " => {
                    if (*selected).is_some_and(|t| view.pool.iter().any(|(p, _)| *p == t)) {
                        cell_touched(&view, &seen.legal, &selected, &act_all, at);
                    } else {
                        choosing.set(None);
                    }
                }
                "Backspace" | "Delete" if laid_here.is_some() => {
                    act_all.emit(vec![Action::TakeBack { at }]);
                    choosing.set(None);
                }
                "Escape" => {
                    selected.set(None);
                    choosing.set(None);
                }
                k if k.len() == 1 && k.chars().all(|c| c.is_ascii_alphabetic()) => {
                    let letter = k.to_ascii_uppercase().chars().next().expect("one letter");
                    let values = values_for(&view, at, letter);
                    let value = match laid_here {
                        Some(t) if t.letter() == letter => cycle(&values, t.value(), false),
                        _ => values.first().copied(),
                    };
                    if edge_index(at).is_some()
                        && let Some(tile) = value.and_then(|v| Tile::new(letter, v))
                        && Some(tile) != laid_here
                    {
                        act_all.emit(lay(&view, at, tile));
                        choosing.set(Some(at));
                    }
                }
                _ => handled = false,
            }
            if handled {
                e.prevent_default();
            }
        })
    };
    let on_pick = {
        let (selected, touch) = (selected.clone(), touch.clone());
        let (view, seen) = (view.clone(), props.seen.clone());
        Callback::from(move |tile: Tile| {
            if touch.take_swallowed_click() {
                return;
            }
            if let Tapped::Choose(tile) =
                Quaddoku::tap(&view, &seen.legal, &selected, Touch::Tile(tile))
            {
                selected.set(tile);
            }
        })
    };
    let commit = {
        let (on_act, selected) = (props.on_act.clone(), selected.clone());
        Callback::from(move |()| {
            selected.set(None);
            on_act.emit(Action::Commit);
        })
    };
    let pass = props.on_act.reform(|()| Action::Pass);
    let take_back_all = {
        let (view, act_all) = (view.clone(), act_all.clone());
        Callback::from(move |()| {
            act_all.emit(
                view.laid
                    .iter()
                    .map(|p| Action::TakeBack { at: p.at })
                    .collect(),
            )
        })
    };

    let preview = &view.preview;
    // What another seat played last, said before the turn: its words are on the grid,
    // each with its sum, and the sentence in the prompt's room (see the detail below).
    let last_play = (!interactive || view.laid.is_empty())
        .then(|| others_last_play(&seen.log, seen.viewer))
        .flatten();
    let last_head = last_play.map(|play| {
        let made = if play.quaddoku { ", a Quad*doku" } else { "" };
        format!("{} played for {}{made}", seen.name(play.seat), play.total)
    });
    let said_before = last_head
        .as_ref()
        .map_or(String::new(), |head| format!("{head}. "));
    let turn = table::turn_line(&view, &seen.names, &seen.computers);
    let prompt = if !interactive {
        format!("{said_before}{turn}")
    } else if view.laid.is_empty() {
        format!(
            "{said_before}{turn} Lay a tile from the pool on a cell: tap both, drag it, or type its letter."
        )
    } else if !preview.refused.is_empty() {
        "Not every word is in the word list: change a tile, or take it back.".to_string()
    } else if !preview.words.iter().any(|w| w.new) {
        "A move must spell at least one new word.".to_string()
    } else if preview.is_quaddoku() {
        format!("This move scores {}: a Quad*doku!", preview.total())
    } else {
        format!("This move scores {}.", preview.total())
    };
    // The words of a move, each with its sum and score, are for a screen reader: the
    // grid's middle shows each word as laid with its sum (struck through where the word
    // list refuses it), and the prompt the move's score, so the table above the grid
    // keeps one height while tiles are laid and the grid holds still.
    let detail = if interactive && !view.laid.is_empty() {
        html! {
            <ul class="qd-preview visually-hidden" aria-label="This move">
                for word in preview.words.iter() {
                    <li class={class_of(&[preview.refused.contains(&word.word).then_some("refused"), word.is_doku().then_some("doku")])}>
                        { preview_line(word, preview) }
                    </li>
                }
            </ul>
        }
    } else if let (Some(play), Some(head)) = (last_play, last_head) {
        html! {
            <div class="qd-last visually-hidden">
                <ul class="qd-preview" aria-label={format!("{head}:")}>
                    for word in play.words.iter().filter(|w| w.new) {
                        <li class={class_of(&[word.is_doku().then_some("doku")])}>{ scored_line(word) }</li>
                    }
                </ul>
            </div>
        }
    } else {
        html! {}
    };
    let mut actions = Vec::new();
    if interactive {
        let play_label = if view.laid.is_empty() || !preview.refused.is_empty() {
            "Play".to_string()
        } else {
            format!("Play for {}", preview.total())
        };
        // A move must spell at least one new word: until it does, Play waits.
        let spells_new = preview.words.iter().any(|w| w.new);
        actions.push(Button::primary(play_label, commit).disabled(!spells_new));
        actions.push(Button::new("Take back", take_back_all).disabled(view.laid.is_empty()));
        actions.push(Button::new(
            if view.options.players == 1 {
                "Stop here"
            } else {
                "Pass"
            },
            pass,
        ));
        // Asked once, the hint tells the best score; asked again, it lays the move.
        match current_hint.as_ref().filter(|h| !h.best.is_empty()) {
            Some(h) => {
                let mut lays: Vec<Action> = view
                    .laid
                    .iter()
                    .map(|p| Action::TakeBack { at: p.at })
                    .collect();
                lays.extend(h.best.iter().map(|p| Action::Place {
                    at: p.at,
                    tile: p.tile,
                }));
                let selected = selected.clone();
                let act_all = act_all.clone();
                actions.push(Button::new(
                    "Show the move",
                    Callback::from(move |()| {
                        selected.set(None);
                        act_all.emit(lays.clone());
                    }),
                ));
            }
            None => actions.push(
                Button::new(if thinking { "Thinking…" } else { "Hint" }, ask_hint)
                    .disabled(thinking),
            ),
        }
    }
    let note = current_hint
        .as_ref()
        .filter(|_| interactive)
        .map(|h| AttrValue::from(hint_text(h)));
    let solo = view.options.players == 1;
    let personal_best = best::use_personal_best(solo.then(|| best::Standing {
        goal: view.options.goal,
        score: view.tallies.first().map_or(0, |t| t.by(view.options.goal)),
        over: matches!(view.phase, Phase::Over(_)),
    }));
    let hand = Hand {
        label: format!("Pool: {} tiles", view.pool_left).into(),
        shown: false,
        content: html! {
            <>
                { pool_panel(&view, selected_now, interactive, &on_pick, &touch) }
                { personal_best }
                { touch.ghost() }
            </>
        },
    };
    table_frame(&frame, FrameProps {
        game: "quaddoku",
        acting: seen.acting(),
        strip: seen.with_levels(Quaddoku::strip(seen)),
        prompt: prompt.into(),
        detail,
        common: props.common.clone(),
        note,
        hand: Some(hand),
        actions,
        board: grid(&GridProps { model, step: seen.step, interactive, on_cell, on_drop, on_key }),
        ..FrameProps::default()
    })
}

fn pool_panel(
    view: &QuaddokuView,
    selected: Option<Tile>,
    interactive: bool,
    on_pick: &Callback<Tile>,
    touch: &touch::TouchDrag,
) -> Html {
    // The pool's handlers are set once on the pool, not on each of its tiles (a tile is
    // found by its `data-tile`): some 45 tiles with six handlers each were the bulk of
    // drawing the table, and all 270 were set again at each render; now six are.
    let handlers = interactive.then(|| touch.handlers());
    let (onpointerdown, onpointermove, onpointerup, onpointercancel) = match handlers {
        Some((d, m, u, c)) => (Some(d), Some(m), Some(u), Some(c)),
        None => (None, None, None, None),
    };
    let onclick = interactive.then(|| {
        let on_pick = on_pick.clone();
        Callback::from(move |e: MouseEvent| {
            if let Some((_, tile)) = touch::pool_tile_at(&e) {
                on_pick.emit(tile);
            }
        })
    });
    let ondragstart = interactive.then(|| {
        Callback::from(move |e: DragEvent| {
            if let (Some((_, tile)), Some(data)) = (touch::pool_tile_at(&e), e.data_transfer()) {
                let _ = data.set_data("text/plain", &tile.to_string());
            }
        })
    });
    html! {
        <div class="qd-pool" {onclick} {ondragstart} {onpointerdown} {onpointermove} {onpointerup} {onpointercancel}>
            <div class="qd-groups">
                for group in pool_groups(view) {
                    <div class="qd-group" role="group" aria-label={format!("{} tiles", group.letter)}>
                        for (tile, count) in group.tiles.iter().copied() {
                            { pool_tile(tile, count, selected == Some(tile), interactive) }
                        }
                    </div>
                }
            </div>
        </div>
    }
}

fn pool_tile(tile: Tile, count: u8, pressed: bool, interactive: bool) -> Html {
    let label = format!(
        "{}{}",
        tile.spoken(),
        if count > 1 {
            format!(", {count} left")
        } else {
            String::new()
        }
    );
    html! {
        <button class={class_of(&[Some("qd-pool-tile"), pressed.then_some("selected"), (count > 1).then_some("many")])} aria-label={label}
                aria-pressed={pressed.to_string()} disabled={!interactive} draggable={interactive.to_string()}
                data-tile={tile.to_string()}>
            <span class="letter">{ tile.letter() }</span>
            <span class="value">{ tile.value() }</span>
            if count > 1 {
                <span class="count">{ format!("×{count}") }</span>
            }
        </button>
    }
}
