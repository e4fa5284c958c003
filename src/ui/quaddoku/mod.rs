//! Quad*doku on screen: the grid, the open pool, the live preview of the words a move
//! makes, the scores, the history, the hint and the solo personal best. Everything is
//! open, so there is no pass screen: the table shows whose turn it is.

pub mod best;
pub mod board;
pub mod model;
pub mod rules;
pub mod touch;

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use web_sys::{DragEvent, KeyboardEvent};
use yew::prelude::*;

use self::board::{Grid, cell_id};
use self::model::{GridModel, Marks, cycle, pool_groups, preview_line, word_line};
use crate::engine::{Pos, Seat, Session, Viewer};
use crate::games::quaddoku::data::edge_index;
use crate::games::quaddoku::{Action, Goal, Hint, Phase, Quaddoku, QuaddokuView, Tile, hint};
use crate::ui::keys::focus_cell;

/// Props of [`QuaddokuPlay`].
#[derive(Properties, PartialEq)]
pub struct QuaddokuProps {
    /// The table.
    pub view: Rc<QuaddokuView>,
    /// Each seat's name.
    pub names: Rc<Vec<String>>,
    /// The person who may act now (`None`: a computer is to move, or the game is over).
    pub mover: Option<Seat>,
    /// Actions so far.
    pub step: usize,
    /// The person acted.
    pub on_act: Callback<Action>,
}

impl QuaddokuProps {
    /// The props for `session`; `on_act` acts for the person to move.
    pub fn of(session: &Session<Quaddoku>, on_act: Callback<Action>) -> Self {
        let view = session.view(Viewer::Spectator);
        let mover = view.to_move().filter(|s| !session.is_computer(*s));
        QuaddokuProps {
            names: Rc::new(session.seats().iter().map(|s| s.name.clone()).collect()),
            view: Rc::new(view),
            mover,
            step: session.save().steps.len(),
            on_act,
        }
    }
}

/// The actions that lay `tile` on `at`, taking back a tile laid there first.
fn lay(view: &QuaddokuView, at: Pos, tile: Tile) -> Vec<Action> {
    let mut actions = Vec::new();
    if view.laid.iter().any(|p| p.at == at) {
        actions.push(Action::TakeBack { at });
    }
    actions.push(Action::Place { at, tile });
    actions
}

/// The values of `letter` that could show on `at` now: the pool's, and the tile laid
/// there, where the rules let them cover the grid's top tile.
fn values_for(view: &QuaddokuView, at: Pos, letter: char) -> Vec<u8> {
    let mut values: Vec<u8> = view
        .pool
        .iter()
        .map(|(t, _)| *t)
        .chain(view.laid.iter().filter(|p| p.at == at).map(|p| p.tile))
        .filter(|t| t.letter() == letter && view.square.check_cover(at, *t).is_ok())
        .map(Tile::value)
        .collect();
    values.sort_unstable();
    values.dedup();
    values
}

fn words_panel(view: &QuaddokuView) -> Html {
    html! {
        <section class="qd-words" aria-label="Words on the grid">
            <h2>{ "On the grid" }</h2>
            <ul>
                for (side, word) in view.words.iter() {
                    <li>
                        <span class="where">{ format!("{}: ", side.name()) }</span>
                        { word_line(word, side.cells().iter().filter_map(|p| view.square.top(*p)).map(|t| u32::from(t.value())).sum()) }
                    </li>
                }
            </ul>
        </section>
    }
}

fn scores_panel(view: &QuaddokuView, names: &[String]) -> Html {
    let solo = view.options.players == 1;
    html! {
        <section class="qd-scores" aria-label="Scores">
            <table>
                <thead>
                    <tr>
                        <th scope="col">{ if solo { "Player" } else { "Players" } }</th>
                        <th scope="col">{ "Points" }</th>
                        <th scope="col">{ "Words" }</th>
                        <th scope="col">{ "Dokus" }</th>
                    </tr>
                </thead>
                <tbody>
                    for (i, tally) in view.tallies.iter().enumerate() {
                        <tr class={classes!((view.to_move() == Some(Seat(i as u8))).then_some("to-move"))}>
                            <th scope="row">
                                { names.get(i).cloned().unwrap_or_default() }
                                if view.to_move() == Some(Seat(i as u8)) {
                                    <span class="turn-mark">{ " ▶ to play" }</span>
                                }
                            </th>
                            <td>{ tally.points }</td>
                            <td>{ tally.words }</td>
                            <td>{ tally.dokus }</td>
                        </tr>
                    }
                </tbody>
            </table>
            if solo && view.options.goal != Goal::Points {
                <p class="qd-goal">{ format!("Playing for {}.", view.options.goal.name()) }</p>
            }
        </section>
    }
}

fn history_panel(view: &QuaddokuView, names: &[String]) -> Html {
    if view.history.is_empty() {
        return html! {};
    }
    html! {
        <section class="qd-history" aria-label="Words played">
            <h2>{ "Words played" }</h2>
            <ol reversed=true>
                for play in view.history.iter().rev() {
                    <li>
                        if view.options.players > 1 {
                            <span class="who">{ format!("{}: ", names.get(play.seat.index()).cloned().unwrap_or_default()) }</span>
                        }
                        { play.words.iter().map(|w| if w.is_doku() { format!("{} (doku) 20", w.word) } else { format!("{} {}", w.word, w.score) }).collect::<Vec<_>>().join(", ") }
                        { format!(" = {}", play.total) }
                        if play.quaddoku {
                            <strong class="quad">{ " Quad*doku!" }</strong>
                        }
                    </li>
                }
            </ol>
        </section>
    }
}

fn hint_text(hint: &Hint) -> String {
    match (hint.best_points, hint.quaddoku) {
        (None, _) => "No new word can be made with the tiles left.".into(),
        (Some(best), true) => format!("A Quad*doku is possible now. The best move scores {best}."),
        (Some(best), false) => format!("No Quad*doku now. The best move scores {best}."),
    }
}

/// Quad*doku's play area.
#[component]
pub fn QuaddokuPlay(props: &QuaddokuProps) -> Html {
    let selected = use_state(|| None::<Tile>);
    let cursor = use_state(|| Pos::new(0, 0));
    let choosing = use_state(|| None::<Pos>);
    let hinted = use_state(|| None::<(Rc<QuaddokuView>, Hint)>);
    let thinking = use_state(|| false);
    {
        let (hinted, thinking) = (hinted.clone(), thinking.clone());
        let view = props.view.clone();
        use_effect_with(*thinking, move |busy| {
            // A short delay lets "Thinking…" paint before the search runs.
            let timer = busy.then(|| {
                Timeout::new(20, move || {
                    let h = hint(&view);
                    hinted.set(Some((view, h)));
                    thinking.set(false);
                })
            });
            move || drop(timer)
        });
    }
    let view = props.view.clone();
    let interactive = props.mover.is_some();
    // A selected tile the pool no longer holds is dropped.
    let selected_now = (*selected).filter(|t| view.pool.iter().any(|(p, _)| p == t));
    let model = GridModel::new(
        &view,
        &Marks {
            selected: selected_now.filter(|_| interactive),
            cursor: interactive.then_some(*cursor),
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
        Callback::from(move |pos: Pos| {
            cursor.set(pos);
            choosing.set(None);
            let chosen = (*selected).filter(|t| view.pool.iter().any(|(p, _)| p == t));
            match chosen {
                Some(tile) if view.square.check_cover(pos, tile).is_ok() => {
                    let left = view
                        .pool
                        .iter()
                        .find(|(t, _)| *t == tile)
                        .map_or(0, |(_, n)| *n);
                    if left <= 1 {
                        selected.set(None);
                    }
                    act_all.emit(lay(&view, pos, tile));
                }
                Some(_) => {}
                None if view.laid.iter().any(|p| p.at == pos) => {
                    act_all.emit(vec![Action::TakeBack { at: pos }]);
                }
                None => {}
            }
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
                "Enter" | " " => {
                    if let Some(tile) =
                        (*selected).filter(|t| view.pool.iter().any(|(p, _)| p == t))
                    {
                        if view.square.check_cover(at, tile).is_ok() {
                            act_all.emit(lay(&view, at, tile));
                        }
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
        Callback::from(move |tile: Tile| {
            if touch.take_swallowed_click() {
                return;
            }
            selected.set(if *selected == Some(tile) {
                None
            } else {
                Some(tile)
            });
        })
    };
    let commit = {
        let (on_act, selected) = (props.on_act.clone(), selected.clone());
        Callback::from(move |_: MouseEvent| {
            selected.set(None);
            on_act.emit(Action::Commit);
        })
    };
    let pass = props.on_act.reform(|_: MouseEvent| Action::Pass);
    let take_back_all = {
        let (view, act_all) = (view.clone(), act_all.clone());
        Callback::from(move |_: MouseEvent| {
            act_all.emit(
                view.laid
                    .iter()
                    .map(|p| Action::TakeBack { at: p.at })
                    .collect(),
            )
        })
    };
    let on_hint = {
        let thinking = thinking.clone();
        Callback::from(move |_: MouseEvent| thinking.set(true))
    };
    let current_hint = hinted
        .as_ref()
        .filter(|(v, _)| v.square == view.square && v.pool_before_turn() == view.pool_before_turn())
        .map(|(_, h)| h);
    let preview = &view.preview;
    let turn_line = match view.phase {
        Phase::Turn(seat) => {
            let name = props.names.get(seat.index()).cloned().unwrap_or_default();
            if view.options.players == 1 {
                "Your turn.".to_string()
            } else if props.mover.is_some() {
                format!("{name}'s turn.")
            } else {
                format!("{name} is playing.")
            }
        }
        Phase::Over(_) => "Game over.".to_string(),
    };

    html! {
        <div class="quaddoku">
            <div class="qd-table">
                <p class="qd-turn" aria-live="polite">{ turn_line }</p>
                <Grid {model} step={props.step} {interactive} {on_cell} {on_drop} {on_key} />
                { words_panel(&view) }
            </div>
            <div class="qd-side">
                if interactive {
                    <section class="qd-move" aria-label="This move">
                        if view.laid.is_empty() {
                            <p class="qd-help">{ "Choose a tile from the pool, then a cell of the grid; or drag it there; or type its letter on the grid." }</p>
                        } else {
                            <ul class="qd-preview" aria-live="polite">
                                for word in preview.words.iter() {
                                    <li class={classes!(preview.refused.contains(&word.word).then_some("refused"), word.is_doku().then_some("doku"))}>
                                        { preview_line(word, preview) }
                                    </li>
                                }
                            </ul>
                            if preview.refused.is_empty() {
                                <p class="qd-total">
                                    { format!("This move scores {}.", preview.total()) }
                                    if preview.is_quaddoku() {
                                        <strong>{ " A Quad*doku!" }</strong>
                                    }
                                </p>
                            }
                        }
                        <div class="actions">
                            <button class="primary" onclick={commit} disabled={view.laid.is_empty()}>
                                { if view.laid.is_empty() || !preview.refused.is_empty() { "Play".to_string() } else { format!("Play for {}", preview.total()) } }
                            </button>
                            <button onclick={take_back_all} disabled={view.laid.is_empty()}>{ "Take back" }</button>
                            <button onclick={pass}>{ if view.options.players == 1 { "Stop here" } else { "Pass" } }</button>
                            <button onclick={on_hint} disabled={*thinking}>{ if *thinking { "Thinking…" } else { "Hint" } }</button>
                        </div>
                        <p class="hint-text" aria-live="polite">{ current_hint.map(hint_text).unwrap_or_default() }</p>
                    </section>
                }
                { pool_panel(&view, selected_now, interactive, &on_pick, &touch) }
                { scores_panel(&view, &props.names) }
                if view.options.players == 1 {
                    <best::PersonalBest goal={view.options.goal} score={view.tallies.first().map_or(0, |t| t.by(view.options.goal))}
                                        over={matches!(view.phase, Phase::Over(_))} />
                }
                { history_panel(&view, &props.names) }
            </div>
            { touch.ghost() }
        </div>
    }
}

fn pool_panel(
    view: &QuaddokuView,
    selected: Option<Tile>,
    interactive: bool,
    on_pick: &Callback<Tile>,
    touch: &touch::TouchDrag,
) -> Html {
    html! {
        <section class="qd-pool" aria-label={format!("Pool: {} tiles", view.pool_left)}>
            <h2>{ format!("Pool · {} tiles", view.pool_left) }</h2>
            <div class="qd-groups">
                for group in pool_groups(view) {
                    <div class="qd-group" role="group" aria-label={format!("{} tiles", group.letter)}>
                        for (tile, count) in group.tiles.iter().copied() {
                            { pool_tile(tile, count, selected == Some(tile), interactive, on_pick, touch) }
                        }
                    </div>
                }
            </div>
        </section>
    }
}

fn pool_tile(
    tile: Tile,
    count: u8,
    pressed: bool,
    interactive: bool,
    on_pick: &Callback<Tile>,
    touch: &touch::TouchDrag,
) -> Html {
    let handlers = interactive.then(|| touch.handlers(tile));
    let (onpointerdown, onpointermove, onpointerup, onpointercancel) = match handlers {
        Some((d, m, u, c)) => (Some(d), Some(m), Some(u), Some(c)),
        None => (None, None, None, None),
    };
    let onclick = on_pick.reform(move |_: MouseEvent| tile);
    let ondragstart = Callback::from(move |e: DragEvent| {
        if let Some(data) = e.data_transfer() {
            let _ = data.set_data("text/plain", &tile.to_string());
        }
    });
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
        <button class={classes!("qd-pool-tile", pressed.then_some("selected"))} aria-label={label}
                aria-pressed={pressed.to_string()} disabled={!interactive} draggable={interactive.to_string()}
                {onclick} {ondragstart} {onpointerdown} {onpointermove} {onpointerup} {onpointercancel}
                data-tile={tile.to_string()}>
            <span class="letter">{ tile.letter() }</span>
            <span class="value">{ tile.value() }</span>
            if count > 1 {
                <span class="count">{ format!("×{count}") }</span>
            }
        </button>
    }
}
