//! A board of places in rows and columns, drawn as SVG (what never changes on it in a
//! layer of its own under the places): the geometry (where each
//! place is drawn, stood upright or as dealt, and where an arrow key leads) as a pure
//! model, and the ARIA grid around the game's own drawing of each place: one tab stop,
//! the arrows move a cursor (`aria-activedescendant`), Enter or Space acts. Letter Lines
//! and Major Woody draw their boards with it.
//!
//! The open places a chosen card cannot act on are faded by a [`Wash`] (a chip stays
//! as it is, so the lines can still be read), and the faces of the places it can act
//! on are tinted: two paths in an SVG of their own laid over the board, which the
//! browser composites as a layer apart. A card tap then repaints that layer and leaves
//! the board's own SVG as it was: at 4x CPU throttle, restyling and repainting all 48
//! places of Letter Lines took 32-48 ms to the next paint, the wash 16-24; lighting
//! four places by their class in the board cost about 30 ms more than in the layer. A
//! see-through tint, not a ring, for the layer is over everything on the board: a ring
//! there would hide the cursor's, the last move's and a held move's marks.

use crate::ui::svg_num::SvgNum;
use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::ui::class::class_of;

use super::layout::Turn;
use crate::engine::Pos;
use crate::ui::keys::{GridKey, grid_key};

/// Where the places of a `rows` x `cols` board are drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geometry {
    /// Rows, as the rules number them.
    pub rows: u8,
    /// Columns, as the rules number them.
    pub cols: u8,
    /// Which way up the board is drawn.
    pub turn: Turn,
    /// A place's width as drawn, in SVG units.
    pub cell_w: f32,
    /// A place's height as drawn.
    pub cell_h: f32,
    /// The height a place's drawing is made for. A board fitted to its room is
    /// stretched as one: the gaps and the margin above and below grow and shrink with a
    /// place's height (by `cell_h / base_h`), so its picture, drawn in fractions of its
    /// size (`static/boards`), fits the board at any stretch.
    pub base_h: f32,
    /// The gap between places (across; down, stretched with the places).
    pub gap: f32,
    /// The margin round the board (at the sides; above and below, stretched).
    pub pad: f32,
}

impl Geometry {
    /// (columns, rows) as drawn.
    pub fn drawn(&self) -> (u8, u8) {
        self.turn.drawn(self.cols, self.rows)
    }

    /// The board drawn `turn`, each place as tall as its drawing (as its picture is
    /// drawn: see [`super::picture`]).
    pub fn unstretched(self, turn: Turn) -> Self {
        Geometry {
            turn,
            cell_h: self.base_h,
            ..self
        }
    }

    /// How much taller than its drawing a place is drawn.
    pub fn stretch(&self) -> f32 {
        self.cell_h / self.base_h
    }

    /// The drawing's width and height.
    pub fn size(&self) -> (f32, f32) {
        let (across, down) = self.drawn();
        let s = self.stretch();
        (
            2.0 * self.pad + f32::from(across) * self.cell_w + f32::from(across - 1) * self.gap,
            2.0 * self.pad * s + f32::from(down) * self.cell_h + f32::from(down - 1) * self.gap * s,
        )
    }

    /// (drawn row, drawn column) of `pos`.
    pub fn drawn_at(&self, pos: Pos) -> (u8, u8) {
        match self.turn {
            Turn::AsDealt => (pos.row, pos.col),
            Turn::Upright => (pos.col, pos.row),
        }
    }

    /// The top-left corner of `pos` as drawn.
    pub fn origin(&self, pos: Pos) -> (f32, f32) {
        let (row, col) = self.drawn_at(pos);
        (
            self.pad + f32::from(col) * (self.cell_w + self.gap),
            self.pad * self.stretch() + f32::from(row) * (self.cell_h + self.gap * self.stretch()),
        )
    }

    /// The centre of `pos` as drawn.
    pub fn centre(&self, pos: Pos) -> (f32, f32) {
        let (x, y) = self.origin(pos);
        (x + self.cell_w / 2.0, y + self.cell_h / 2.0)
    }

    /// The place an arrow moving (rows, columns) on screen leads to from `from`,
    /// staying put at an edge: arrows follow the board as it is drawn.
    pub fn step(&self, from: Pos, d_row: i8, d_col: i8) -> Pos {
        let (dr, dc) = match self.turn {
            Turn::AsDealt => (d_row, d_col),
            Turn::Upright => (d_col, d_row),
        };
        let row = (from.row as i8 + dr).clamp(0, self.rows as i8 - 1) as u8;
        let col = (from.col as i8 + dc).clamp(0, self.cols as i8 - 1) as u8;
        Pos::new(row, col)
    }

    /// Every place, by drawn rows (the rows a screen reader's grid has).
    pub fn drawn_rows(&self) -> Vec<Vec<Pos>> {
        let (across, down) = self.drawn();
        (0..down)
            .map(|r| {
                (0..across)
                    .map(|c| match self.turn {
                        Turn::AsDealt => Pos::new(r, c),
                        Turn::Upright => Pos::new(c, r),
                    })
                    .collect()
            })
            .collect()
    }
}

/// The places drawn faded (a card is chosen and cannot act there) and those lit (it
/// can), and the shape of a place's face the wash and the light cover.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Wash {
    /// The faded places.
    pub places: Vec<Pos>,
    /// The places lit, their faces tinted, for the chosen card can act there.
    pub lit: Vec<Pos>,
    /// How far the face stands in from the place's edge.
    pub inset: f32,
    /// The face's corner radius.
    pub corner: f32,
}

impl Wash {
    /// A wash over the faces of `faded` but for the place a refused move was tried on
    /// (`refused_at`), which keeps its mark in full, and a light over each of `lit`.
    pub fn new(
        faded: &[Pos],
        lit: &[Pos],
        refused_at: Option<Pos>,
        inset: f32,
        corner: f32,
    ) -> Self {
        Wash {
            places: faded
                .iter()
                .copied()
                .filter(|p| Some(*p) != refused_at)
                .collect(),
            lit: lit.to_vec(),
            inset,
            corner,
        }
    }

    /// The wash's outline: one rounded rectangle over each faded place's face.
    pub fn path(&self, g: &Geometry) -> String {
        self.outline(g, &self.places)
    }

    /// The light's outline: one rounded rectangle over each lit place's face.
    pub fn light(&self, g: &Geometry) -> String {
        self.outline(g, &self.lit)
    }

    /// One rounded rectangle on the face of each of `places`.
    fn outline(&self, g: &Geometry, places: &[Pos]) -> String {
        use std::fmt::Write;
        if places.is_empty() {
            return String::new();
        }
        let (w, h) = (g.cell_w - 2.0 * self.inset, g.cell_h - 2.0 * self.inset);
        let r = self.corner.min(w / 2.0).min(h / 2.0);
        let arc =
            |dx: f32, dy: f32| format!("a{} {} 0 0 1 {} {}", r.svg(), r.svg(), dx.svg(), dy.svg());
        // Every face is the same rectangle, drawn in relative steps from its top edge:
        // written once, it is only moved to each place (a chosen card washes most of a
        // board of 80, and every tap that changes the choice writes the wash again).
        let shape = format!(
            "h{}{}v{}{}h{}{}v{}{}z",
            (w - 2.0 * r).svg(),
            arc(r, r),
            (h - 2.0 * r).svg(),
            arc(-r, r),
            (2.0 * r - w).svg(),
            arc(-r, -r),
            (2.0 * r - h).svg(),
            arc(r, -r),
        );
        let mut path = String::with_capacity(places.len() * (shape.len() + 12));
        for &pos in places {
            let (x, y) = g.origin(pos);
            let _ = write!(
                path,
                "M{} {}{shape}",
                (x + self.inset + r).svg(),
                (y + self.inset).svg()
            );
        }
        path
    }
}

/// Props of a game's drawing of one place of a [`grid_board`] (its own component, drawn
/// again only when these change): the place's render model, where the board stands, and
/// the board's callback, which must stay the same from one render to the next.
#[derive(Properties, PartialEq)]
pub struct PlaceProps<S: PartialEq> {
    /// What the place shows.
    pub space: S,
    /// Where the places are drawn.
    pub geometry: Geometry,
    /// The last move tried here was refused.
    pub refused: bool,
    /// The place was tapped or clicked.
    pub on_space: Callback<Pos>,
}

/// What [`grid_board`] draws.
pub struct GridProps {
    /// Where the places are drawn.
    pub geometry: Geometry,
    /// The board's class (the game's) and its name for a screen reader.
    pub class: &'static str,
    /// Its name for a screen reader.
    pub label: AttrValue,
    /// The prefix of the places' element ids (`{prefix}-{row}-{col}`).
    pub prefix: &'static str,
    /// The place with the cursor.
    pub cursor: Pos,
    /// How far the keyboard cursor's ring stands out from its place's edge, and its
    /// corner radius: one ring for the board, drawn over the cursor's place (shown while
    /// the board has the keyboard's focus), not one hidden in every place.
    pub cursor_ring: (f32, f32),
    /// Each place's drawing (a `<g role="gridcell">` with the id [`cell_id`] gives),
    /// row by row as the rules number them.
    pub cells: Vec<Html>,
    /// What is drawn over the places.
    pub over: Html,
    /// The places faded and those lit, in the layer over the board.
    pub wash: Wash,
    /// Moves so far (a test hook, and the key of the animations).
    pub step: usize,
    /// The cursor moved.
    pub on_cursor: Callback<Pos>,
    /// A place was activated with a key.
    pub on_activate: Callback<Pos>,
}

/// A callback for a board's places that stays the same from one render to the next (so
/// a place whose drawing did not change is not drawn again for a new callback), acting
/// with what the latest render gave: `latest` is kept each render and handed to `act`
/// on each call. `act` is the first render's, so whatever changes between renders must
/// reach it through `latest` (handles that only set state may be captured).
#[hook]
pub fn use_steady_callback<IN, T, F>(latest: T, act: F) -> Callback<IN>
where
    IN: 'static,
    T: Clone + 'static,
    F: Fn(IN, T) + 'static,
{
    let cell = use_mut_ref(|| None::<T>);
    *cell.borrow_mut() = Some(latest);
    use_callback((), move |input: IN, ()| {
        // Read out of the cell before acting: acting draws the table again.
        let latest = cell.borrow().clone();
        if let Some(latest) = latest {
            act(input, latest);
        }
    })
}

/// The element id of `pos` on a board whose ids start with `prefix`.
pub fn cell_id(prefix: &str, pos: Pos) -> String {
    format!("{prefix}-{}-{}", pos.row, pos.col)
}

/// The board picture's frame, for a board `w` x `h` units: its shape (`--ar`, width
/// over height) and the felt's corner (`--rx`, a fraction of its width), as quotients
/// (the stylesheet puts them in brackets). The stylesheet sizes it as the board's SVG is
/// drawn in the same room, and draws the felt and the game's picture of the turn in it
/// (`static/table.css`, the game's own sheet). Before the board has measured its room
/// (and on the table the page's loader lays before the bundle comes) the layer has no
/// frame, and the game's sheet reckons it ([`waiting_picture`]).
pub fn picture_frame(w: f32, h: f32) -> String {
    format!(
        "--ar:{}/{};--rx:{}/{}",
        w.svg(),
        h.svg(),
        FELT_CORNER.svg(),
        w.svg()
    )
}

/// The felt's corner radius, in the board's units.
pub const FELT_CORNER: f32 = 14.0;

/// A board's picture before the board has measured its room: the game's sheet draws it
/// as the board will stand and fit (the page's loader draws the same while the bundle
/// comes), so the board's faces are there from the table's first drawing.
pub fn waiting_picture(class: &'static str) -> Html {
    html! { <div class={class_of(&[Some("faces-layer"), Some(class)])} aria-hidden="true"></div> }
}

/// A board of places in rows and columns. A function, drawn by its game's board
/// component whenever that is (its places are components of their own, each drawn again
/// only when it changed).
pub fn grid_board(props: &GridProps) -> Html {
    let g = props.geometry;
    let onkeydown = {
        let (cursor, on_cursor, on_activate) = (
            props.cursor,
            props.on_cursor.clone(),
            props.on_activate.clone(),
        );
        Callback::from(move |e: KeyboardEvent| match grid_key(&e) {
            Some(GridKey::Step(dr, dc)) => on_cursor.emit(g.step(cursor, dr, dc)),
            Some(GridKey::Activate) => on_activate.emit(cursor),
            None => {}
        })
    };
    let (w, h) = g.size();
    let view_box = format!("0 0 {} {}", w.svg(), h.svg());
    let rows = g.drawn_rows();
    let (out, corner) = props.cursor_ring;
    let turn = if g.turn.upright() {
        "upright"
    } else {
        "as-dealt"
    };
    let (cx, cy) = g.origin(props.cursor);
    html! {
        <>
        <div class={class_of(&[Some("faces-layer"), Some(props.class)])} data-turn={turn} style={picture_frame(w, h)}
             aria-hidden="true"></div>
        <svg class={class_of(&[Some("board"), Some(props.class), g.turn.upright().then_some("upright")])}
             viewBox={view_box.clone()} role="grid" tabindex="0" aria-label={props.label.clone()}
             aria-activedescendant={cell_id(props.prefix, props.cursor)} data-step={props.step.to_string()}
             data-turn={turn} {onkeydown}>
            for (r, row) in rows.iter().enumerate() {
                <g role="row" key={r}>
                    for pos in row.iter() {
                        { props.cells.get(usize::from(pos.row) * usize::from(g.cols) + usize::from(pos.col)).cloned().unwrap_or_default() }
                    }
                </g>
            }
            { props.over.clone() }
            <rect class="cursor-ring" x={(cx - out).svg()} y={(cy - out).svg()} width={(g.cell_w + 2.0 * out).svg()}
                  height={(g.cell_h + 2.0 * out).svg()} rx={corner.svg()} aria-hidden="true" />
        </svg>
        <svg class="wash-layer" viewBox={view_box} aria-hidden="true">
            <path class="wash" d={props.wash.path(&g)} />
            <path class="lit" d={props.wash.light(&g)} />
        </svg>
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn woody(turn: Turn) -> Geometry {
        Geometry {
            rows: 8,
            cols: 10,
            turn,
            cell_w: 100.0,
            cell_h: 90.0,
            base_h: 90.0,
            gap: 4.0,
            pad: 6.0,
        }
    }

    #[test]
    fn the_wash_covers_each_faded_face_with_its_rounded_corners() {
        let wash = Wash {
            places: vec![Pos::new(0, 0), Pos::new(1, 2)],
            lit: vec![],
            inset: 2.0,
            corner: 8.0,
        };
        assert_eq!(
            wash.path(&woody(Turn::AsDealt)),
            "M16 8h80a8 8 0 0 1 8 8v70a8 8 0 0 1 -8 8h-80a8 8 0 0 1 -8 -8v-70a8 8 0 0 1 8 -8z\
             M224 102h80a8 8 0 0 1 8 8v70a8 8 0 0 1 -8 8h-80a8 8 0 0 1 -8 -8v-70a8 8 0 0 1 8 -8z"
        );
        assert_eq!(Wash::default().path(&woody(Turn::Upright)), "");
        let refused = Wash::new(&wash.places, &[], Some(Pos::new(0, 0)), 2.0, 8.0);
        assert_eq!(
            refused.places,
            [Pos::new(1, 2)],
            "a refused move's mark stays clear"
        );
    }

    #[test]
    fn the_lit_places_are_tinted_on_the_same_outline_as_the_wash() {
        let g = woody(Turn::AsDealt);
        let lit = Wash::new(&[], &[Pos::new(1, 2)], None, 2.0, 8.0);
        assert_eq!(lit.path(&g), "", "nothing faded");
        assert_eq!(
            lit.light(&g),
            "M224 102h80a8 8 0 0 1 8 8v70a8 8 0 0 1 -8 8h-80a8 8 0 0 1 -8 -8v-70a8 8 0 0 1 8 -8z"
        );
        assert_eq!(Wash::default().light(&g), "");
    }

    #[test]
    fn an_upright_board_draws_rows_as_columns() {
        let dealt = woody(Turn::AsDealt);
        let upright = woody(Turn::Upright);
        assert_eq!(dealt.size(), (12.0 + 1000.0 + 36.0, 12.0 + 720.0 + 28.0));
        assert_eq!(upright.size(), (12.0 + 800.0 + 28.0, 12.0 + 900.0 + 36.0));
        assert_eq!(dealt.origin(Pos::new(1, 2)), (6.0 + 208.0, 6.0 + 94.0));
        assert_eq!(upright.origin(Pos::new(1, 2)), (6.0 + 104.0, 6.0 + 188.0));
        let rows = upright.drawn_rows();
        assert_eq!(rows.len(), 10);
        assert_eq!(rows[2][1], Pos::new(1, 2));
    }

    #[test]
    fn arrows_follow_the_board_as_drawn_and_stop_at_its_edges() {
        let from = Pos::new(2, 3);
        assert_eq!(woody(Turn::AsDealt).step(from, 0, 1), Pos::new(2, 4));
        assert_eq!(
            woody(Turn::Upright).step(from, 0, 1),
            Pos::new(3, 3),
            "upright: right is the next row"
        );
        assert_eq!(
            woody(Turn::AsDealt).step(Pos::new(0, 0), -1, -1),
            Pos::new(0, 0)
        );
        assert_eq!(
            woody(Turn::Upright).step(Pos::new(7, 9), 1, 1),
            Pos::new(7, 9)
        );
    }
}
