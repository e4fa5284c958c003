//! Major Woody's board: a CSS grid of 80 named spaces, each a gridcell of the ARIA grid
//! pattern (one tab stop that moves with the arrows, Enter or Space to act), red spaces
//! marked with a heart and black ones with a spade, chips in four colours each with its
//! own shape, locked chips crossed, and foursomes outlined by an SVG layer. On a phone
//! held upright the grid is drawn transposed (eight columns of ten), so names stay
//! legible; lines count the same in every direction, and the arrows follow what is drawn.

use yew::prelude::*;

use super::model::{BoardModel, SpaceModel};
use crate::engine::Pos;
use crate::games::woody::data::{COLS, ROWS};
use crate::games::woody::{Border, Chip, Team};
use crate::ui::keys::{GridKey, focus_cell, grid_key, upright};

/// Props of [`Board`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// What to draw.
    pub model: BoardModel,
    /// The space with the tab stop.
    pub cursor: Pos,
    /// The cursor moved.
    pub on_cursor: Callback<Pos>,
    /// A space was tapped, clicked or activated with a key.
    pub on_space: Callback<Pos>,
}

fn cell_id(pos: Pos) -> String {
    format!("mw-{}-{}", pos.row, pos.col)
}

/// A suit-like sign of the border colour: a heart for red, a spade for black.
pub fn suit_svg(border: Border) -> Html {
    let (class, path) = match border {
        Border::Red => (
            "suit red",
            "M12 21C5 15 2 11.5 2 8C2 5 4.5 3 7 3C9 3 11 4.5 12 6.5C13 4.5 15 3 17 3C19.5 3 22 5 22 8C22 11.5 19 15 12 21Z",
        ),
        Border::Black => (
            "suit black",
            "M12 2C5 8 2 11.5 2 14.5C2 17.5 4.5 19 7 19C9 19 10.5 18 11.2 16.8L10 22H14L12.8 16.8C13.5 18 15 19 17 19C19.5 19 22 17.5 22 14.5C22 11.5 19 8 12 2Z",
        ),
    };
    html! {
        <svg {class} viewBox="0 0 24 24" aria-hidden="true"><path d={path} /></svg>
    }
}

/// A chip's shape, its own per side so colour is never the only sign.
fn chip_shape(team: Team) -> Html {
    match team.0 {
        0 => html! { <circle cx="12" cy="12" r="9.5" /> },
        1 => html! { <rect x="3" y="3" width="18" height="18" rx="2" /> },
        2 => html! { <path d="M12 1.5 L22.5 21 L1.5 21 Z" /> },
        _ => html! { <path d="M12 1 L23 12 L12 23 L1 12 Z" /> },
    }
}

/// A chip: its colour and shape.
pub fn chip_svg(team: Team, class: &'static str) -> Html {
    html! {
        <svg class={classes!("chip", format!("team-{}", team.0), class)} viewBox="0 0 24 24" aria-hidden="true">
            { chip_shape(team) }
        </svg>
    }
}

/// A chip on the board; a locked one carries an X, drawn in the same picture so the two
/// always line up.
fn board_chip(chip: Chip) -> Html {
    html! {
        <span class={classes!("mw-chip", chip.locked.then_some("locked"))}>
            <svg class={classes!("chip", format!("team-{}", chip.team.0), "mw-on-board")}
                 viewBox="0 0 24 24" aria-hidden="true">
                { chip_shape(chip.team) }
                if chip.locked {
                    <path class="lock-x" d="M6.5 6.5 L17.5 17.5 M17.5 6.5 L6.5 17.5" />
                }
            </svg>
        </span>
    }
}

fn space_cell(
    space: &SpaceModel,
    cursor: Pos,
    on_space: &Callback<Pos>,
    on_cursor: &Callback<Pos>,
) -> Html {
    let pos = space.pos;
    let classes = classes!(
        "mw-space",
        match space.face.border {
            Border::Red => "red",
            Border::Black => "black",
        },
        space.target.then_some("target"),
        space.dim.then_some("dim"),
        space.picked.then_some("picked"),
        space.offered.then_some("offered"),
        space.fresh.then_some("fresh"),
        space.chip.is_some().then_some("covered"),
    );
    html! {
        <div role="gridcell" id={cell_id(pos)} class={classes} aria-label={space.label.clone()}
             title={space.face.who.name()}
             tabindex={if pos == cursor { "0" } else { "-1" }}
             style={format!("--row: {}; --col: {};", pos.row + 1, pos.col + 1)}
             onclick={on_space.reform(move |_: MouseEvent| pos)}
             onfocus={on_cursor.reform(move |_: FocusEvent| pos)}>
            { suit_svg(space.face.border) }
            <span class="first" aria-hidden="true">{ space.first() }</span>
            <span class={classes!("last", (space.last().len() > 7).then_some("long"))} aria-hidden="true">
                { space.last_syllables() }
            </span>
            if let Some(chip) = space.chip {
                { board_chip(chip) }
            }
        </div>
    }
}

fn outlines(model: &BoardModel, upright: bool) -> Html {
    let (w, h) = if upright { (ROWS, COLS) } else { (COLS, ROWS) };
    html! {
        <svg class={classes!("mw-outlines", if upright { "upright" } else { "wide" })}
             viewBox={format!("0 0 {w} {h}")} preserveAspectRatio="none" aria-hidden="true">
            for outline in &model.outlines {
                <path class={format!("outline team-{}", outline.team.0)}
                      d={if upright { outline.upright.clone() } else { outline.wide.clone() }} />
            }
        </svg>
    }
}

/// The board.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let onkeydown = {
        let (cursor, on_cursor, on_space) = (
            props.cursor,
            props.on_cursor.clone(),
            props.on_space.clone(),
        );
        Callback::from(move |e: KeyboardEvent| match grid_key(&e) {
            Some(GridKey::Step(dr, dc)) => {
                let next = BoardModel::step(cursor, dr, dc, upright());
                on_cursor.emit(next);
                focus_cell(&cell_id(next));
            }
            Some(GridKey::Activate) => on_space.emit(cursor),
            None => {}
        })
    };
    let rows: Vec<&[SpaceModel]> = props.model.spaces.chunks(usize::from(COLS)).collect();
    html! {
        <div class="mw-board-wrap">
            <div class="mw-board" role="grid"
                 aria-label="The board of 80 spaces. Arrows move, Enter plays the chosen card."
                 {onkeydown}>
                for (r, row) in rows.iter().enumerate() {
                    <div role="row" class="mw-row" key={r}>
                        for space in row.iter() {
                            { space_cell(space, props.cursor, &props.on_space, &props.on_cursor) }
                        }
                    </div>
                }
            </div>
            { outlines(&props.model, false) }
            { outlines(&props.model, true) }
        </div>
    }
}
