//! The Letter Lines board: a CSS grid of 48 picture spaces, each a gridcell of the ARIA
//! grid pattern (one tab stop that moves with the arrows, Enter or Space to act). The
//! pictures are symbols of the bundled sprite, which `sprite.rs` adds to the page. On a phone held upright the grid is drawn
//! transposed (six columns of eight), so words stay legible; lines count the same in
//! every direction, and the arrows follow what is drawn.

use yew::prelude::*;

use super::model::{BoardModel, SpaceModel};
use crate::engine::Pos;
use crate::games::letters::Team;
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
    format!("lt-{}-{}", pos.row, pos.col)
}

/// A chip: its colour, and a shape of its own so colour is never the only sign.
pub fn chip_svg(team: Team, class: &'static str) -> Html {
    let shape = match team.0 {
        0 => html! { <circle cx="12" cy="12" r="9" /> },
        1 => html! { <rect x="3.5" y="3.5" width="17" height="17" rx="2" /> },
        _ => html! { <path d="M12 2.5 L21.5 20.5 L2.5 20.5 Z" /> },
    };
    html! {
        <svg class={classes!("chip", format!("team-{}", team.0), class)} viewBox="0 0 24 24" aria-hidden="true">
            { shape }
        </svg>
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
        "space",
        format!("c-{}", space.colour.name()),
        space.target.then_some("target"),
        space.dim.then_some("dim"),
        space.in_line.then_some("in-line"),
        space.fresh.then_some("fresh"),
        space.chip.is_some().then_some("covered"),
    );
    html! {
        <div role="gridcell" id={cell_id(pos)} class={classes} aria-label={space.label.clone()}
             tabindex={if pos == cursor { "0" } else { "-1" }}
             style={format!("--row: {}; --col: {};", pos.row + 1, pos.col + 1)}
             onclick={on_space.reform(move |_: MouseEvent| pos)}
             onfocus={on_cursor.reform(move |_: FocusEvent| pos)}>
            <svg class="picture" viewBox="0 0 72 72" aria-hidden="true">
                <use href={format!("#{}", space.picture_id())} width="72" height="72" />
            </svg>
            <span class="tag" aria-hidden="true">{ space.letter }</span>
            <span class={classes!("word", (space.word.len() > 8).then_some("long"))} aria-hidden="true">{ space.word }</span>
            if let Some(team) = space.chip {
                { chip_svg(team, "on-board") }
            }
        </div>
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
    let rows: Vec<&[SpaceModel]> = props
        .model
        .spaces
        .chunks(usize::from(crate::games::letters::data::COLS))
        .collect();
    html! {
        <div class="lt-board" role="grid" aria-label="The board of 48 pictures. Arrows move, Enter plays the chosen card."
             {onkeydown}>
            for (r, row) in rows.iter().enumerate() {
                <div role="row" class="lt-row" key={r}>
                    for space in row.iter() {
                        { space_cell(space, props.cursor, &props.on_space, &props.on_cursor) }
                    }
                </div>
            }
        </div>
    }
}
