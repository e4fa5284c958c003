//! The Quad*doku grid in SVG, drawn from the pure [`GridModel`]. It follows the ARIA grid
//! pattern: one tab stop, arrows move a cursor; the keys that lay tiles are handled by
//! the play area, which knows the pool.

use crate::ui::svg_num::SvgNum;
use web_sys::{DragEvent, KeyboardEvent};
use yew::prelude::*;

use crate::ui::class::class_of;

use super::model::{CELL, CellModel, GAP, GridModel, PAD, VIEW};
use crate::engine::Pos;
use crate::games::quaddoku::Tile;

/// What [`grid`] draws.
pub struct GridProps {
    /// What to draw.
    pub model: GridModel,
    /// Moves so far (a test hook: the step the drawing shows).
    pub step: usize,
    /// False when no person is to move: no cursor, no laying.
    pub interactive: bool,
    /// A cell was tapped or clicked.
    pub on_cell: Callback<Pos>,
    /// A pool tile was dropped on a cell.
    pub on_drop: Callback<(Pos, Tile)>,
    /// A key was pressed on the grid.
    pub on_key: Callback<KeyboardEvent>,
}

/// The element id of the cell at `pos`.
pub fn cell_id(pos: Pos) -> String {
    format!("qd-cell-{}-{}", pos.row, pos.col)
}

/// A tile's face at (x, y), `size` wide: the letter large, its value small at the
/// bottom right.
pub fn tile_svg(tile: Tile, x: f32, y: f32, size: f32, class: &'static str) -> Html {
    html! {
        <g class={class_of(&[Some("qd-tile"), Some(class)])} aria-hidden="true">
            <rect x={x.svg()} y={y.svg()} width={size.svg()} height={size.svg()} rx="8" />
            <text class="letter" x={(x + size * 0.44).svg()} y={(y + size * 0.68).svg()}
                  text-anchor="middle">{ tile.letter() }</text>
            <text class="value" x={(x + size * 0.83).svg()} y={(y + size * 0.88).svg()}
                  text-anchor="middle">{ tile.value() }</text>
        </g>
    }
}

fn draw_cell(cell: &CellModel, props: &GridProps) -> Html {
    let pos = cell.pos;
    let (x, y) = (cell.x, cell.y);
    if !cell.edge {
        return html! {
            <g id={cell_id(pos)} role="gridcell" aria-label={cell.label.clone()} aria-disabled="true"
               class={class_of(&[Some("cell"), Some("middle"), cell.cursor.then_some("cursor")])}>
                <rect class="well" x={(x + 6.0).svg()} y={(y + 6.0).svg()}
                      width={(CELL - 12.0).svg()} height={(CELL - 12.0).svg()} rx="6" />
                <rect class="cursor-ring" x={(x - 4.0).svg()} y={(y - 4.0).svg()}
                      width={(CELL + 8.0).svg()} height={(CELL + 8.0).svg()} rx="10" />
            </g>
        };
    }
    let onclick = props
        .interactive
        .then(|| props.on_cell.reform(move |_: MouseEvent| pos));
    let ondragover = props
        .interactive
        .then(|| Callback::from(|e: DragEvent| e.prevent_default()));
    let ondrop = props.interactive.then(|| {
        let on_drop = props.on_drop.clone();
        Callback::from(move |e: DragEvent| {
            e.prevent_default();
            let tile = e
                .data_transfer()
                .and_then(|d| d.get_data("text/plain").ok())
                .and_then(|text| Tile::try_from(text).ok());
            if let Some(tile) = tile {
                on_drop.emit((pos, tile));
            }
        })
    });
    let classes = class_of(&[Some("cell"), cell.target.then_some("qd-target"), cell.cursor.then_some("cursor"), cell.laid.then_some("laid"), cell.refused.then_some("refused"), cell.last.is_some().then_some("last")]);
    // Tiles beneath show as edges, up to three, so stack heights read at a glance.
    let under = cell.height.saturating_sub(1).min(3);
    let shown_under = if cell.laid { under + 1 } else { under }.min(3);
    html! {
        <g id={cell_id(pos)} role="gridcell" aria-label={cell.label.clone()} class={classes}
           {onclick} {ondragover} {ondrop} data-row={pos.row.to_string()} data-col={pos.col.to_string()}>
            <rect class="hit" x={(x - 4.0).svg()} y={(y - 4.0).svg()}
                  width={(CELL + 8.0).svg()} height={(CELL + 8.0).svg()} />
            for i in (1..=shown_under).rev() {
                <rect class="under" x={(x + 3.0 * i as f32).svg()} y={(y - 3.0 * i as f32).svg()}
                      width={CELL.svg()} height={CELL.svg()} rx="8" />
            }
            if let Some(tile) = cell.tile {
                { tile_svg(tile, x, y, CELL, if cell.laid { "laid" } else { "placed" }) }
            }
            if cell.height > 1 {
                <g class="height-badge" aria-hidden="true">
                    <rect x={(x + 3.0).svg()} y={(y + 3.0).svg()} width="26" height="20" rx="5" />
                    <text x={(x + 16.0).svg()} y={(y + 18.0).svg()} text-anchor="middle">
                        { format!("×{}", cell.height) }
                    </text>
                </g>
            }
            if let (Some((tag, newest)), false) = (&cell.last, cell.laid) {
                <g class={class_of(&[Some("last-move-mark"), newest.then_some("newest")])} aria-hidden="true">
                    <rect class="last-move" x={(x - 3.0).svg()} y={(y - 3.0).svg()}
                          width={(CELL + 6.0).svg()} height={(CELL + 6.0).svg()} rx="10" />
                    <rect class="tag-back" x={(x + CELL - 32.0).svg()} y={(y - 9.0).svg()}
                          width="32" height="20" rx="10" />
                    <text class="tag" x={(x + CELL - 16.0).svg()} y={(y + 6.0).svg()}
                          text-anchor="middle">{ tag.clone() }</text>
                </g>
            }
            if cell.laid {
                <text class="laid-mark" x={(x + 8.0).svg()} y={(y + CELL - 8.0).svg()} aria-hidden="true">{ "new" }</text>
            }
            <rect class="target-ring" x={(x - 2.0).svg()} y={(y - 2.0).svg()}
                  width={(CELL + 4.0).svg()} height={(CELL + 4.0).svg()} rx="10" />
            <rect class="cursor-ring" x={(x - 5.0).svg()} y={(y - 5.0).svg()}
                  width={(CELL + 10.0).svg()} height={(CELL + 10.0).svg()} rx="12" />
        </g>
    }
}

/// The four words and their sums, listed in the empty middle of the grid (the cells
/// themselves say them to a screen reader).
fn words(model: &GridModel) -> Html {
    let left = PAD + CELL + GAP + 6.0;
    let top = PAD + CELL + GAP + 30.0;
    let right = PAD + 3.0 * CELL + 2.0 * GAP - 6.0;
    html! {
        <g class="qd-words" aria-hidden="true">
            for (i, line) in model.words.iter().enumerate() {
                <g key={i} class={class_of(&[(line.sum == crate::games::quaddoku::data::DOKU_SUM).then_some("doku"), line.refused.then_some("refused")])}>
                    <text class="side" x={left.svg()} y={(top + 42.0 * i as f32).svg()}>{ line.side }</text>
                    <text class="word" x={(left + 62.0).svg()} y={(top + 42.0 * i as f32).svg()}>{ line.word.clone() }</text>
                    <text class="sum" x={right.svg()} y={(top + 42.0 * i as f32).svg()} text-anchor="end">
                        { line.sum }
                    </text>
                </g>
            }
        </g>
    }
}

/// The grid: drawn with the table each time, as its callbacks are new with every
/// drawing (a component of its own was drawn as often and cost its own machinery).
pub fn grid(props: &GridProps) -> Html {
    let model = &props.model;
    let onkeydown = props.on_key.reform(|e: KeyboardEvent| e);
    let active = model
        .cells
        .iter()
        .find(|c| c.cursor)
        .map(|c| cell_id(c.pos));
    let label = if props.interactive {
        "The grid. Arrows move; type a letter to lay its tile, Up and Down change its value; \
         Enter lays the chosen pool tile; Delete takes a laid tile back."
    } else {
        "The grid."
    };
    html! {
        <svg class={class_of(&[Some("board"), Some("qd-grid"), props.interactive.then_some("interactive")])}
             viewBox={format!("0 0 {} {}", VIEW.svg(), VIEW.svg())} role="grid"
             tabindex={props.interactive.then_some("0")} aria-label={label}
             aria-activedescendant={active} data-step={props.step.to_string()} {onkeydown}>
            <rect class="felt" x="0" y="0" width={VIEW.svg()} height={VIEW.svg()} rx="14" />
            { words(model) }
            for r in 0..4u8 {
                <g role="row" key={r}>
                    for cell in model.cells.iter().filter(|c| c.pos.row == r) {
                        { draw_cell(cell, props) }
                    }
                </g>
            }
        </svg>
    }
}
