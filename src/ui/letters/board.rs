//! The Letter Lines board: 48 picture spaces, each a card with its letter in
//! its colour's square, the picture, the word under it, and the chip on it. An ARIA grid
//! (see [`grid_board`]); in a room taller than wide it stands upright (six columns of
//! eight), so the words stay legible, and the arrows follow what is drawn. Lines count
//! the same whichever way it stands.
//!
//! What never changes (the faces: card, letter, picture, word) is the board's picture,
//! a file the browser draws (`static/boards/letters-*.svg`, written by `picture.rs`),
//! under the board's SVG (see [`grid_board`]); each space's component draws only what
//! changes on it (the transparent face it is tapped on, ringed in a winning line, its
//! chip, its marks), so Yew builds two elements a space.

use crate::ui::svg_num::SvgNum;
use yew::prelude::*;

use crate::ui::class::class_of;

use super::model::{BoardModel, SpaceModel};
use crate::engine::Pos;
use crate::games::letters::data::{COLS, ROWS};
use crate::ui::table::grid::{
    Geometry, GridProps, PlaceProps, Wash, cell_id, grid_board, waiting_picture,
};
use crate::ui::table::layout::{best_turn, fitted_height};
use crate::ui::table::marks::{LastMarkShape, last_move_mark, pending_mark, refused_mark};
use crate::ui::table::strip::board_chip_shape;

/// A space's width and height in SVG units.
pub(super) const CELL_W: f32 = 100.0;
pub(super) const CELL_H: f32 = 112.0;
/// The last move's ring follows the face's edge; its tag sits in the corner clear of
/// the letter's.
const LAST_MARK: LastMarkShape = LastMarkShape {
    inset: 2.0,
    corner: 8.0,
    font: 23.0,
};
/// The prefix of the spaces' element ids.
pub const PREFIX: &str = "lt";

/// What [`board`] draws.
pub struct BoardProps {
    /// What to draw.
    pub model: BoardModel,
    /// The space with the cursor.
    pub cursor: Pos,
    /// Moves so far.
    pub step: usize,
    /// The cursor moved.
    pub on_cursor: Callback<Pos>,
    /// A space was tapped, clicked or activated with a key (the same callback from one
    /// render to the next, or every space is drawn again).
    pub on_space: Callback<Pos>,
    /// The spaces the last move tried, refused, concerns: each is marked, beside the
    /// reason in the strip.
    pub refused: Vec<Pos>,
    /// The room the board has (see [`crate::ui::table::frame::Frame::board_room`]):
    /// `None` until its table's frame has measured it.
    pub room: Option<Option<(f64, f64)>>,
}

/// The geometry of the board in a room of the given size: turned the way that gives
/// the biggest spaces, each as tall as the room allows within a range.
pub fn geometry(room: Option<(f64, f64)>) -> Geometry {
    // A space is a little taller than wide: compare rooms in spaces, not pixels.
    let turn = best_turn(
        COLS,
        ROWS,
        room.map(|(w, h)| (w, h * f64::from(CELL_W / CELL_H))),
    );
    Geometry {
        rows: ROWS,
        cols: COLS,
        turn,
        cell_w: CELL_W,
        cell_h: fitted_height(COLS, ROWS, turn, room, CELL_W, CELL_H),
        base_h: CELL_H,
        gap: 5.0,
        pad: 6.0,
    }
}

/// One space: a component of its own, drawn again only when what it shows changes (a
/// card tap renames the few spaces it lights, whose light is drawn in the layer over
/// the board, and leaves the rest as they were).
#[component]
fn Space(props: &PlaceProps<SpaceModel>) -> Html {
    let PlaceProps {
        space,
        geometry: g,
        refused,
        on_space,
    } = props;
    let pos = space.pos;
    let (x, top) = g.origin(pos);
    // The space's drawing is centred in a space that may be taller than it.
    let y = top + (g.cell_h - CELL_H) / 2.0;
    let classes = class_of(&[Some("cell"), Some("space"), space.in_line.then_some("in-line"), space.chip.is_some().then_some("covered"), space.cursor.then_some("cursor")]);
    html! {
        <g role="gridcell" id={cell_id(PREFIX, pos)} class={classes} aria-label={space.label.clone()}
           onclick={on_space.reform(move |_: MouseEvent| pos)}>
            <rect class="ring" x={x.svg()} y={top.svg()} width={CELL_W.svg()} height={g.cell_h.svg()}
                  rx="9" />
            if let Some(team) = space.chip {
                <g class={class_of(&[Some("chip"), Some(format!("team-{}", team.0).as_str()), Some("on-board"), space.last.as_ref().is_some_and(|(_, newest)| *newest).then_some("fresh")])} aria-hidden="true"
                   transform={format!("translate({} {}) scale(2.2)", (x + CELL_W / 2.0 - 26.4).svg(), (y + 20.0).svg())}>
                    { board_chip_shape(team.0) }
                </g>
            }
            if let Some((tag, newest)) = &space.last {
                { last_move_mark((x, top, CELL_W, g.cell_h), LAST_MARK, tag, *newest) }
            }
            if space.pending {
                { pending_mark(x, top, CELL_W, g.cell_h) }
            }
            if *refused {
                { refused_mark(x, top, CELL_W, g.cell_h) }
            }
        </g>
    }
}

/// The board. A function, drawn with its table: each space is a component of its own,
/// drawn again only when it changed (its callbacks stay the same from one drawing to the
/// next). A table drawn again with the board unchanged (a sheet opened) compares the
/// spaces' props and draws none of them: a component for the board would have saved
/// that comparison and cost more bytes than it saves time.
pub fn board(props: &BoardProps) -> Html {
    let Some(room) = props.room else {
        return waiting_picture("lt-board");
    };
    let g = geometry(room);
    let cells: Vec<Html> = props
        .model
        .spaces
        .iter()
        .map(|space| {
            html! {
                <Space space={space.clone()} geometry={g} refused={props.refused.contains(&space.pos)}
                       on_space={props.on_space.clone()} />
            }
        })
        .collect();
    let refused_at = props.refused.first().copied();
    let wash = Wash::new(&props.model.faded, &props.model.lit, refused_at, 0.0, 9.0);
    grid_board(&GridProps {
        geometry: g,
        class: "lt-board",
        prefix: PREFIX,
        label: "The board of 48 pictures. Arrows move, Enter plays the chosen card.".into(),
        cursor: props.cursor,
        cursor_ring: (3.0, 11.0),
        cells,
        over: Html::default(),
        wash,
        step: props.step,
        on_cursor: props.on_cursor.clone(),
        on_activate: props.on_space.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::table::layout::Turn;

    #[test]
    fn a_tall_room_stands_the_board_upright() {
        assert_eq!(geometry(None).turn, Turn::AsDealt);
        assert_eq!(geometry(Some((400.0, 900.0))).turn, Turn::Upright);
    }
}
