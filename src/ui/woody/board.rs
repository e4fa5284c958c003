//! Major Woody's board: 80 named spaces, each a card with its border's colour
//! and sign (a heart for red, a spade for black), the first name's initial and the last
//! name ("B. Dover" is not "E. Dover"), the chip on it in its side's colour and shape, a
//! locked chip crossed, and foursomes outlined. An ARIA grid (see [`grid_board`]); in a
//! room taller than wide it stands upright (eight columns of ten), and the arrows follow
//! what is drawn. The full name of the space under the cursor is in the strip's note.
//!
//! What never changes (the faces: card, suit, initial, last name) is the board's
//! picture, a file the browser draws (`static/boards/woody-*.svg`, written by
//! `picture.rs`); each space's component draws only what changes on it (the ring over its edge, which is also what it is tapped on, lit
//! when picked or offered; its chip; its marks).

use crate::ui::svg_num::SvgNum;
use yew::prelude::*;

use crate::ui::class::class_of;

use super::model::{BoardModel, SpaceModel, capsule};
use crate::engine::Pos;
use crate::games::woody::data::{COLS, ROWS};
use crate::games::woody::{Border, Chip};
use crate::ui::table::grid::{
    Geometry, GridProps, PlaceProps, Wash, cell_id, grid_board, waiting_picture,
};
use crate::ui::table::layout::{best_turn, fitted_height};
use crate::ui::table::marks::{LastMarkShape, last_move_mark, pending_mark, refused_mark};
use crate::ui::table::strip::board_chip_shape;

/// A space's width and height in SVG units.
pub(super) const CELL_W: f32 = 100.0;
pub(super) const CELL_H: f32 = 92.0;
/// The last move's ring stands inside the face's ring (a picked or offered space's), so
/// both show at once.
const LAST_MARK: LastMarkShape = LastMarkShape {
    inset: 4.0,
    corner: 6.0,
    font: 28.0,
};
/// The prefix of the spaces' element ids.
pub const PREFIX: &str = "mw";

/// What [`board`] draws.
pub struct BoardProps {
    /// What to draw.
    pub model: BoardModel,
    /// The space with the tab stop.
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
/// the biggest spaces, each space as tall as the room allows within a range, so the
/// board fills a tall room instead of floating in it.
pub fn geometry(room: Option<(f64, f64)>) -> Geometry {
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
        gap: 4.0,
        pad: 6.0,
    }
}

/// A suit-like sign of the border colour, in a 24-unit box: a heart for red, a spade for
/// black.
pub fn suit_path(border: Border) -> &'static str {
    match border {
        Border::Red => {
            "M12 21C5 15 2 11.5 2 8C2 5 4.5 3 7 3C9 3 11 4.5 12 6.5C13 4.5 15 3 17 3C19.5 3 22 5 22 8C22 11.5 19 15 12 21Z"
        }
        Border::Black => {
            "M12 2C5 8 2 11.5 2 14.5C2 17.5 4.5 19 7 19C9 19 10.5 18 11.2 16.8L10 22H14L12.8 16.8C13.5 18 15 19 17 19C19.5 19 22 17.5 22 14.5C22 11.5 19 8 12 2Z"
        }
    }
}

/// The border's class: "red" or "black".
pub fn border_class(border: Border) -> &'static str {
    match border {
        Border::Red => "red",
        Border::Black => "black",
    }
}

/// A chip on its space at (x, y); `fresh` when the newest move put it there (it shows
/// itself briefly: see `static/table.css`).
fn board_chip(chip: Chip, x: f32, y: f32, fresh: bool) -> Html {
    html! {
        <g class={class_of(&[Some("chip"), Some(format!("team-{}", chip.team.0).as_str()), Some("on-board"), chip.locked.then_some("locked"), fresh.then_some("fresh")])}
           transform={format!("translate({} {}) scale(2.4)", (x + CELL_W / 2.0 - 28.8).svg(), (y + CELL_H / 2.0 - 26.0).svg())}
           aria-hidden="true">
            { board_chip_shape(chip.team.0) }
            if chip.locked {
                <path class="lock-x" d="M6.5 6.5 L17.5 17.5 M17.5 6.5 L6.5 17.5" />
            }
        </g>
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
    let classes = class_of(&[Some("cell"), Some("mw-space"), space.picked.then_some("picked"), space.offered.then_some("offered"), space.chip.is_some().then_some("covered"), space.cursor.then_some("cursor")]);
    html! {
        <g role="gridcell" id={cell_id(PREFIX, pos)} class={classes} aria-label={space.label.clone()}
           onclick={on_space.reform(move |_: MouseEvent| pos)}>
            <rect class="ring" x={(x + 2.0).svg()} y={(top + 2.0).svg()} width={(CELL_W - 4.0).svg()}
                  height={(g.cell_h - 4.0).svg()} rx="8" />
            if let Some(chip) = space.chip {
                { board_chip(chip, x, y, space.last.as_ref().is_some_and(|(_, newest)| *newest)) }
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

fn outlines(model: &BoardModel, g: &Geometry) -> Html {
    let centre = |p: Pos| {
        let (x, y) = g.centre(p);
        (f64::from(x), f64::from(y))
    };
    let r = f64::from(g.cell_w.min(g.cell_h)) * 0.47;
    html! {
        <g class="mw-outlines" aria-hidden="true">
            for outline in &model.outlines {
                <path class={format!("outline team-{}", outline.team.0)} d={capsule(&outline.line, centre, r)} />
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
        return waiting_picture("mw-board");
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
    let wash = Wash::new(&props.model.faded, &props.model.lit, refused_at, 2.0, 8.0);
    grid_board(&GridProps {
        geometry: g,
        class: "mw-board",
        prefix: PREFIX,
        label: "The board of 80 spaces. Arrows move, Enter plays the chosen card.".into(),
        cursor: props.cursor,
        cursor_ring: (1.0, 10.0),
        cells,
        over: outlines(&props.model, &g),
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
