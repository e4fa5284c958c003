//! Major Woody's board in one SVG: 80 named spaces, each a card with its border's colour
//! and sign (a heart for red, a spade for black), the first name's initial and the last
//! name ("B. Dover" is not "E. Dover"), the chip on it in its side's colour and shape, a
//! locked chip crossed, and foursomes outlined. An ARIA grid (see [`GridBoard`]); in a
//! room taller than wide it stands upright (eight columns of ten), and the arrows follow
//! what is drawn. The full name of the space under the cursor is in the strip's note.

use crate::ui::svg_num::SvgNum;
use yew::prelude::*;

use super::model::{BoardModel, SpaceModel, capsule, name_lines};
use crate::engine::Pos;
use crate::games::woody::data::{COLS, NAMES, ROWS};
use crate::games::woody::{Border, Chip, Face};
use crate::ui::table::frame::use_board_room;
use crate::ui::table::grid::{Geometry, GridBoard, PlaceProps, Wash, cell_id};
use crate::ui::table::layout::{best_turn, fitted_height};
use crate::ui::table::marks::{LastMarkShape, last_move_mark, pending_mark, refused_mark};
use crate::ui::table::strip::chip_shape;

/// A space's width and height in SVG units.
const CELL_W: f32 = 100.0;
const CELL_H: f32 = 92.0;
/// The last move's ring stands inside the face's ring (a picked or offered space's), so
/// both show at once.
const LAST_MARK: LastMarkShape = LastMarkShape {
    inset: 4.0,
    corner: 6.0,
    tag_w: 30.0,
    tag_h: 19.0,
};
/// The prefix of the spaces' element ids.
pub const PREFIX: &str = "mw";

/// Props of [`Board`].
#[derive(Properties, PartialEq)]
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
    /// The last move tried (on the space under the cursor) was refused: the space is
    /// marked, beside the reason in the strip.
    #[prop_or_default]
    pub refused: bool,
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

fn board_chip(chip: Chip, x: f32, y: f32) -> Html {
    html! {
        <g class={classes!("chip", format!("team-{}", chip.team.0), "on-board", chip.locked.then_some("locked"))}
           transform={format!("translate({} {}) scale(2.4)", (x + CELL_W / 2.0 - 28.8).svg(), (y + CELL_H / 2.0 - 26.0).svg())}
           aria-hidden="true">
            { chip_shape(chip.team.0) }
            if chip.locked {
                <path class="lock-x" d="M6.5 6.5 L17.5 17.5 M17.5 6.5 L6.5 17.5" />
            }
        </g>
    }
}

/// What a space shows whatever happens on it: its face, the ring over its edge (lit by
/// the space's class when it is picked or offered; a chosen card's targets are tinted
/// over the board, see [`Wash`]), the suit and the character's name. (A component of its own cost
/// 2 kB of download and saved nothing once each space was one: only the few spaces a
/// tap changes are drawn again.)
fn space_face(x: f32, top: f32, cell_h: f32, face: Face) -> Html {
    // The space's drawing is centred in a space that may be taller than it.
    let y = top + (cell_h - CELL_H) / 2.0;
    let (first, last) = NAMES[usize::from(face.who.0)];
    let initial = first.chars().next().unwrap_or('?');
    let (line1, line2) = name_lines(last);
    let fit = |text: &str, room: f32, per: f32| {
        (text.chars().count() as f32 * per > room).then(|| room.svg())
    };
    // The face and the ring drawn over its edge share one outline.
    let edge = (
        (x + 2.0).svg(),
        (top + 2.0).svg(),
        (CELL_W - 4.0).svg(),
        (cell_h - 4.0).svg(),
    );
    html! {
        <>
            <rect class="face" x={edge.0.clone()} y={edge.1.clone()} width={edge.2.clone()} height={edge.3.clone()} rx="8" />
            <rect class="ring" x={edge.0} y={edge.1} width={edge.2} height={edge.3} rx="8" />
            <g class="name" aria-hidden="true">
                <path class={classes!("suit", border_class(face.border))} d={suit_path(face.border)}
                      transform={format!("translate({} {}) scale(0.9)", (x + 6.0).svg(), (y + 6.0).svg())} />
                <text class="initial" x={(x + 30.0).svg()} y={(y + 24.0).svg()}>{ format!("{initial}.") }</text>
                if let Some(line2) = &line2 {
                    <text class="last" x={(x + CELL_W / 2.0).svg()} y={(y + 52.0).svg()} text-anchor="middle"
                          textLength={fit(&line1, CELL_W - 12.0, 14.5)} lengthAdjust="spacingAndGlyphs">{ line1.clone() }</text>
                    <text class="last" x={(x + CELL_W / 2.0).svg()} y={(y + 77.0).svg()} text-anchor="middle"
                          textLength={fit(line2, CELL_W - 12.0, 14.5)} lengthAdjust="spacingAndGlyphs">{ line2.clone() }</text>
                } else {
                    <text class="last" x={(x + CELL_W / 2.0).svg()} y={(y + 64.0).svg()} text-anchor="middle"
                          textLength={fit(&line1, CELL_W - 12.0, 14.5)} lengthAdjust="spacingAndGlyphs">{ line1 }</text>
                }
            </g>
        </>
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
    let classes = classes!(
        "cell",
        "mw-space",
        border_class(space.face.border),
        space.picked.then_some("picked"),
        space.offered.then_some("offered"),
        space.chip.is_some().then_some("covered"),
        space.cursor.then_some("cursor"),
    );
    html! {
        <g role="gridcell" id={cell_id(PREFIX, pos)} class={classes} aria-label={space.label.clone()}
           onclick={on_space.reform(move |_: MouseEvent| pos)}>
            { space_face(x, top, g.cell_h, space.face) }
            if let Some(chip) = space.chip {
                { board_chip(chip, x, y) }
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
            <rect class="cursor-ring" x={(x - 1.0).svg()} y={(top - 1.0).svg()}
                  width={(CELL_W + 2.0).svg()} height={(g.cell_h + 2.0).svg()} rx="10" />
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

/// The board.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let Some(room) = use_board_room() else {
        return Html::default();
    };
    let g = geometry(room);
    let cells: Vec<Html> = props
        .model
        .spaces
        .iter()
        .map(|space| {
            html! {
                <Space space={space.clone()} geometry={g} refused={props.refused && space.cursor}
                       on_space={props.on_space.clone()} />
            }
        })
        .collect();
    let refused_at = props.refused.then_some(props.cursor);
    let wash = Wash::new(&props.model.faded, &props.model.lit, refused_at, 2.0, 8.0);
    html! {
        <GridBoard geometry={g} class="mw-board" prefix={PREFIX}
                   label="The board of 80 spaces. Arrows move, Enter plays the chosen card."
                   cursor={props.cursor} {cells} {wash} step={props.step} over={outlines(&props.model, &g)}
                   on_cursor={props.on_cursor.clone()} on_activate={props.on_space.clone()} />
    }
}
