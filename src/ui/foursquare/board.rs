//! The Foursquare board in SVG, drawn from the pure [`BoardModel`]. It follows the ARIA
//! grid pattern: one tab stop, arrows move a cursor, Enter or Space places the card.
//! It knows no rules: it highlights the cells the engine says are legal and emits the
//! cell the player chose.

use crate::ui::svg_num::SvgNum;
use crate::ui::table::marks::refused_mark;
use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::ui::class::class_of;

use super::card::card_svg;
use super::model::{BoardModel, CARD_H, CARD_W, CellModel, Fresh, VIEW_H, VIEW_W};
use crate::engine::Pos;
use crate::ui::keys::{GridKey, grid_key};

/// What [`board`] draws.
pub struct BoardProps {
    /// What to draw.
    pub model: BoardModel,
    /// Moves made so far: keys the animations so each move replays them.
    pub step: usize,
    /// False while the computer plays or after the end: no cursor, no placing.
    pub interactive: bool,
    /// The keyboard cursor.
    pub cursor: Option<Pos>,
    /// The cursor moved.
    pub on_cursor: Callback<Pos>,
    /// The player chose a cell.
    pub on_place: Callback<Pos>,
}

fn cell_id(cell: &CellModel) -> String {
    format!("fs-cell-{}-{}", cell.row, cell.col)
}

fn draw_cell(cell: &CellModel, step: usize, on_place: &Callback<Pos>, interactive: bool) -> Html {
    let pos = cell.pos;
    let onclick = interactive.then(|| on_place.reform(move |_: MouseEvent| pos));
    let classes = class_of(&[Some("cell"), cell.legal.then_some("legal"), cell.cursor.then_some("cursor"), cell.hint.is_some().then_some("hinted")]);
    let (x, y) = (cell.x, cell.y);
    let under = cell
        .pile
        .as_ref()
        .map_or(0, |p| p.height.saturating_sub(1))
        .min(3);
    let fresh_class = match cell.fresh {
        Fresh::No => None,
        Fresh::Placed => Some("placed"),
        Fresh::Turned => Some("turned"),
    };
    let card_key = match cell.fresh {
        Fresh::No => format!("still-{}-{}", pos.row, pos.col),
        _ => format!("fresh-{}-{}-{step}", pos.row, pos.col),
    };
    html! {
        <g id={cell_id(cell)} role="gridcell" aria-label={cell.label.clone()}
           class={classes} {onclick}>
            <rect class="hit" x={(x - 4.0).svg()} y={(y - 4.0).svg()}
                  width={(CARD_W + 8.0).svg()} height={(CARD_H + 8.0).svg()} />
            if cell.pile.is_none() && cell.legal {
                <rect class="slot" x={x.svg()} y={y.svg()} width={CARD_W.svg()}
                      height={CARD_H.svg()} rx="6" />
                <text class="slot-plus" x={(x + CARD_W / 2.0).svg()} y={(y + CARD_H / 2.0 + 10.0).svg()}
                      text-anchor="middle">{ "+" }</text>
            }
            if let Some(pile) = &cell.pile {
                for i in (1..=under).rev() {
                    <rect class="under" x={(x + 2.5 * i as f32).svg()} y={(y - 2.5 * i as f32).svg()}
                          width={CARD_W.svg()} height={CARD_H.svg()} rx="6" />
                }
                <g key={card_key} class={class_of(&[Some("top"), fresh_class])}>
                    { card_svg(pile.card, x, y) }
                </g>
                if pile.height > 1 {
                    <g class="height-badge">
                        <circle cx={(x + CARD_W - 13.0).svg()} cy={(y + 14.0).svg()} r="11.5" />
                        <text x={(x + CARD_W - 13.0).svg()} y={(y + 19.2).svg()} text-anchor="middle">
                            { pile.height }
                        </text>
                    </g>
                }
            }
            if cell.legal {
                <rect class="target" x={(x - 2.0).svg()} y={(y - 2.0).svg()}
                      width={(CARD_W + 4.0).svg()} height={(CARD_H + 4.0).svg()} rx="8" />
            }
            // Over the ring of a place a card may go (the last card's pile nearly always
            // is one), where a white ring under it was lost in the yellow: dark dashes,
            // with the yellow between them.
            if cell.fresh == Fresh::Placed {
                <rect class={class_of(&[Some("last-move"), Some("fs-last"), cell.legal.then_some("over-target")])}
                      aria-hidden="true" x={(x - 2.0).svg()} y={(y - 2.0).svg()}
                      width={(CARD_W + 4.0).svg()} height={(CARD_H + 4.0).svg()} rx="8" />
            }
            if let Some(pct) = cell.hint {
                <g class="hint-badge">
                    <rect x={(x - 2.0).svg()} y={(y + CARD_H - 20.0).svg()}
                          width={(CARD_W + 4.0).svg()} height="22" rx="5" />
                    <text x={(x + CARD_W / 2.0).svg()} y={(y + CARD_H - 4.0).svg()}
                          text-anchor="middle">{ format!("★ {pct}%") }</text>
                </g>
            }
            if cell.refused {
                { refused_mark(x - 4.0, y - 4.0, CARD_W + 8.0, CARD_H + 8.0) }
            }
            <rect class="cursor-ring" x={(x - 5.0).svg()} y={(y - 5.0).svg()}
                  width={(CARD_W + 10.0).svg()} height={(CARD_H + 10.0).svg()} rx="10" />
        </g>
    }
}

/// The board: drawn with the table each time, as its callbacks are new with every
/// drawing (a component of its own was drawn as often and cost its own machinery).
pub fn board(props: &BoardProps) -> Html {
    let model = &props.model;
    let onkeydown = {
        let model = model.clone();
        let cursor = props.cursor;
        let on_cursor = props.on_cursor.clone();
        let on_place = props.on_place.clone();
        let interactive = props.interactive;
        Callback::from(move |e: KeyboardEvent| {
            let Some(from) = cursor.or_else(|| model.cells.first().map(|c| c.pos)) else {
                return;
            };
            match grid_key(&e) {
                Some(GridKey::Step(dr, dc)) => on_cursor.emit(model.step(from, dr, dc)),
                Some(GridKey::Activate) if interactive => on_place.emit(from),
                _ => {}
            }
        })
    };
    let active = model.cells.iter().find(|c| c.cursor).map(cell_id);
    let label = if props.interactive {
        "The grid. Arrows move, Enter places the card."
    } else {
        "The grid."
    };
    html! {
        <svg class={class_of(&[Some("board"), props.interactive.then_some("interactive")])}
             viewBox={format!("0 0 {} {}", VIEW_W.svg(), VIEW_H.svg())} role="grid"
             tabindex={props.interactive.then_some("0")} aria-label={label}
             aria-activedescendant={active} data-step={props.step.to_string()} {onkeydown}>
            <rect class="felt" x="0" y="0" width={VIEW_W.svg()} height={VIEW_H.svg()} rx="16" />
            for r in 1..=model.rows {
                <g role="row" key={r}>
                    for cell in model.cells.iter().filter(|c| c.row == r) {
                        { draw_cell(cell, props.step, &props.on_place, props.interactive) }
                    }
                </g>
            }
        </svg>
    }
}
