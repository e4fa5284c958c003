//! Major Woody's board: 80 named spaces, each a card with its border's colour
//! and sign (a heart for red, a spade for black), the first name's initial and the last
//! name ("B. Dover" is not "E. Dover"), the chip on it in its side's colour and shape, a
//! locked chip crossed, and foursomes outlined. An ARIA grid (see [`GridBoard`]); in a
//! room taller than wide it stands upright (eight columns of ten), and the arrows follow
//! what is drawn. The full name of the space under the cursor is in the strip's note.
//!
//! What never changes (the faces: card, suit, initial, last name) is markup the browser
//! parses once for the board's size ([`face_markup`]); each space's component draws only
//! what changes on it (the ring over its edge, which is also what it is tapped on, lit
//! when picked or offered; its chip; its marks).

use crate::ui::svg_num::SvgNum;
use yew::prelude::*;

use super::model::{BoardModel, SpaceModel, capsule, name_lines};
use crate::engine::Pos;
use crate::games::woody::data::{COLS, NAMES, ROWS};
use crate::games::woody::rules::board_layout;
use crate::games::woody::{Border, Chip};
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
    /// The spaces the last move tried, refused, concerns: each is marked, beside the
    /// reason in the strip.
    #[prop_or_default]
    pub refused: Vec<Pos>,
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

/// What never changes on the board, as SVG markup for `g` (see [`GridBoard`]'s faces):
/// each space's face in its border's colour, its suit (a heart for red, a spade for
/// black), the first name's initial and the last name, on two lines when it is long.
pub fn face_markup(g: &Geometry) -> String {
    let mut out = String::with_capacity(40_000);
    out.push_str(r#"<g class="faces" aria-hidden="true">"#);
    for (pos, face) in board_layout().grid().iter() {
        let (x, top) = g.origin(pos);
        // The space's drawing is centred in a space that may be taller than it.
        let y = top + (g.cell_h - CELL_H) / 2.0;
        let (first, last) = NAMES[usize::from(face.who.0)];
        let initial = first.chars().next().unwrap_or('?');
        let (line1, line2) = name_lines(last);
        let centre = (x + CELL_W / 2.0).svg();
        let line = |text: &str, at: f32| {
            let fit = if text.chars().count() as f32 * 15.8 > CELL_W - 12.0 {
                format!(r#" textLength="{}""#, (CELL_W - 12.0).svg())
            } else {
                String::new()
            };
            format!(
                r#"<text class="last" x="{centre}" y="{}" text-anchor="middle"{fit} lengthAdjust="spacingAndGlyphs">{text}</text>"#,
                (y + at).svg()
            )
        };
        let names = match &line2 {
            Some(line2) => line(&line1, 52.0) + &line(line2, 77.0),
            None => line(&line1, 64.0),
        };
        let border = border_class(face.border);
        out += &format!(
            r#"<g class="{border}"><rect class="face" x="{}" y="{}" width="{}" height="{}" rx="8"/><g class="name"><path class="suit {border}" d="{}" transform="translate({} {}) scale(0.9)"/><text class="initial" x="{}" y="{}">{initial}.</text>{names}</g></g>"#,
            (x + 2.0).svg(),
            (top + 2.0).svg(),
            (CELL_W - 4.0).svg(),
            (g.cell_h - 4.0).svg(),
            suit_path(face.border),
            (x + 6.0).svg(),
            (y + 6.0).svg(),
            (x + 30.0).svg(),
            (y + 24.0).svg(),
        );
    }
    out.push_str("</g>");
    out
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
        space.picked.then_some("picked"),
        space.offered.then_some("offered"),
        space.chip.is_some().then_some("covered"),
        space.cursor.then_some("cursor"),
    );
    html! {
        <g role="gridcell" id={cell_id(PREFIX, pos)} class={classes} aria-label={space.label.clone()}
           onclick={on_space.reform(move |_: MouseEvent| pos)}>
            <rect class="ring" x={(x + 2.0).svg()} y={(top + 2.0).svg()} width={(CELL_W - 4.0).svg()}
                  height={(g.cell_h - 4.0).svg()} rx="8" />
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
    let room = use_board_room();
    let faces = use_memo(room, |room| {
        room.map(|room| AttrValue::from(face_markup(&geometry(room))))
    });
    let (Some(room), Some(faces)) = (room, (*faces).clone()) else {
        return Html::default();
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
    html! {
        <GridBoard geometry={g} class="mw-board" prefix={PREFIX}
                   label="The board of 80 spaces. Arrows move, Enter plays the chosen card."
                   cursor={props.cursor} cursor_ring={(1.0, 10.0)} {faces} {cells} {wash} step={props.step} over={outlines(&props.model, &g)}
                   on_cursor={props.on_cursor.clone()} on_activate={props.on_space.clone()} />
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_faces_draw_every_space_where_its_place_is_and_need_no_escaping() {
        for room in [None, Some((400.0, 900.0))] {
            let g = geometry(room);
            let markup = face_markup(&g);
            assert_eq!(markup.matches(r#"<rect class="face""#).count(), 80);
            for (pos, face) in board_layout().grid().iter() {
                let (x, top) = g.origin(pos);
                let (first, last) = NAMES[usize::from(face.who.0)];
                assert!(markup.contains(&format!(
                    r#"<g class="{}"><rect class="face" x="{}" y="{}""#,
                    border_class(face.border),
                    (x + 2.0).svg(),
                    (top + 2.0).svg()
                )));
                assert!(markup.contains(&format!(">{}.</text>", &first[..1])));
                for name in [first, last] {
                    assert!(!name.contains(['&', '<', '>', '"']), "{name}");
                }
            }
        }
    }
}
