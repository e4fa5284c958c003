//! A grid board's picture: what never changes on it (each place's face) as one SVG file
//! in `static/boards`, which the browser draws as the board's faces layer, before the
//! bundle (the page's loader) and under Yew's places after it (the chessground pattern:
//! Yew draws only what changes).
//!
//! The picture is drawn in fractions of its size, with no view box, so one file fits the
//! board at any stretch its room gives ([`Geometry::base_h`]): each face's card spans its
//! place, and the drawing on it (picture, letter, names) is a nested SVG scaled by the
//! place's width, centred in the place (or held to its top-left corner), as the board's
//! own SVG draws it. Lengths that follow the board's scale (a card's stroke) are in `vw`,
//! which in an SVG drawn as an image is the image's width.
//!
//! The files are written by each game's test (`picture.rs` in its folder): it fails while
//! a committed file differs from what the code draws, and writes them afresh when
//! `FOURFOLD_WRITE_PICTURES=1` is set. The test says whether its board turns
//! ([`Turning`]): a board wider than tall stands upright in a tall room and has a picture
//! of each way it stands; a square one (or one its game never turns) stands as dealt in
//! every room, and has the one picture.

use super::grid::{FELT_CORNER, Geometry};
use super::layout::{LEAST_STRETCH, MOST_STRETCH, Turn};
use crate::engine::Pos;

/// Where a drawing sits in its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// Centred (a taller place has room above and below it).
    Centre,
    /// Held to the place's top-left corner.
    TopLeft,
}

/// A board picture being drawn.
pub struct Picture {
    g: Geometry,
    w: f32,
    h: f32,
    out: String,
}

fn percent(part: f32, whole: f32) -> String {
    let value = format!("{:.2}", part / whole * 100.0);
    let value = value.trim_end_matches('0').trim_end_matches('.');
    format!("{value}%")
}

impl Picture {
    /// A picture of the board drawn `g` (at its drawing's height), headed by `comment`,
    /// styled by `style`, with `defs` for what its faces refer to.
    pub fn new(g: Geometry, comment: &str, style: &str, defs: &str) -> Self {
        assert_eq!(g.cell_h, g.base_h, "a picture is drawn unstretched");
        let (w, h) = g.size();
        let mut out = format!(
            "<!--{comment}-->\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100%\" height=\"100%\">\
             <style>{style}</style>"
        );
        if !defs.is_empty() {
            out += &format!("<defs>{defs}</defs>");
        }
        Picture { g, w, h, out }
    }

    /// The length `units` of the board's drawing across, as a CSS length that follows the
    /// picture's scale (for a stroke's width in the style).
    pub fn across(g: &Geometry, units: f32) -> String {
        let value = format!("{:.4}", units / g.size().0 * 100.0);
        let value = value.trim_end_matches('0').trim_end_matches('.');
        format!("{value}vw")
    }

    /// A rounded rectangle of class `class`, `inset` units inside the place at `pos`, its
    /// corners `rx` units round. (Sizes are attributes, not the style's geometry
    /// properties, which not every browser reads on a rectangle or a nested SVG.)
    pub fn card(&mut self, pos: Pos, class: &str, inset: f32, rx: f32) {
        let (x, y) = self.g.origin(pos);
        self.out += &format!(
            r#"<rect class="{class}" x="{}" y="{}" width="{}" height="{}" rx="{}"/>"#,
            percent(x + inset, self.w),
            percent(y + inset, self.h),
            percent(self.g.cell_w - 2.0 * inset, self.w),
            percent(self.g.cell_h - 2.0 * inset, self.h),
            percent(rx, self.w),
        );
    }

    /// `markup`, drawn in a place's own units (its width by its drawing's height, the
    /// origin at its top-left corner), scaled by the place's width and sat at `anchor` in
    /// the place at `pos`, whatever its stretch.
    pub fn drawing(&mut self, pos: Pos, anchor: Anchor, class: &str, markup: &str) {
        let (x, y) = self.g.origin(pos);
        let (cw, ch) = (self.g.cell_w, self.g.cell_h);
        // The nested view box is as short as the most squeezed place, so that its scale
        // is always the place's width; centred, it stands in the middle of the drawing.
        let least = ch * LEAST_STRETCH;
        let (top, align) = match anchor {
            Anchor::Centre => ((ch - least) / 2.0, "xMidYMid"),
            Anchor::TopLeft => (0.0, "xMinYMin"),
        };
        self.out += &format!(
            r#"<svg class="{class}" x="{}" y="{}" width="{}" height="{}" viewBox="0 {} {} {}" preserveAspectRatio="{align} meet" overflow="visible">{markup}</svg>"#,
            percent(x, self.w),
            percent(y, self.h),
            percent(cw, self.w),
            percent(ch, self.h),
            num(top),
            num(cw),
            num(least),
        );
    }

    /// Adds `markup` as it is (a group's opening or closing tag).
    pub fn raw(&mut self, markup: &str) {
        self.out += markup;
    }

    /// The picture's text.
    pub fn finish(mut self) -> String {
        self.out += "</svg>\n";
        self.out
    }
}

/// How a board drawn `turn` is fitted to a room before it has measured it, from its
/// drawing (`g`, unstretched): the stylesheet's reckoning of
/// [`super::layout::fitted_height`], a board as tall, relative to its width, as its room
/// (the most and least stretch allow), drawn as large as the room holds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    /// The widest the board is drawn (width over height, its places least stretched).
    pub widest: f64,
    /// The narrowest (its places most stretched).
    pub narrowest: f64,
    /// The board's shape over its room's, where it fits within those.
    pub over_room: f64,
}

impl Fit {
    /// The fit of the board drawn `g` (unstretched).
    pub fn of(g: &Geometry) -> Self {
        let (w, h) = g.size();
        let (w, h) = (f64::from(w), f64::from(h));
        let (across, down) = g.drawn();
        Fit {
            widest: w / (h * f64::from(LEAST_STRETCH)),
            narrowest: w / (h * f64::from(MOST_STRETCH)),
            over_room: w * f64::from(g.base_h) * f64::from(down)
                / (h * f64::from(g.cell_w) * f64::from(across)),
        }
    }

    /// The board's drawn width and height in a room `cw` x `ch`, as the stylesheet
    /// reckons it (the same formulas as [`Fit::css`]).
    pub fn size_in(&self, cw: f64, ch: f64) -> (f64, f64) {
        // Its shape is the room's times `over_room`, kept between the narrowest and the
        // widest; so drawn, as large as the room holds.
        let width = cw.min((cw * self.over_room).clamp(ch * self.narrowest, ch * self.widest));
        let height = ch.min((ch / self.over_room).clamp(cw / self.widest, cw / self.narrowest));
        (width, height)
    }

    /// The CSS declarations of that size, in the room's container units, and the felt's
    /// corner (`corner` of the board's width).
    pub fn css(&self, corner: f64) -> String {
        let (narrowest, over, widest) = (
            ratio(self.narrowest),
            ratio(self.over_room),
            ratio(self.widest),
        );
        format!(
            "--w: min(100cqw, clamp(100cqh * {narrowest}, 100cqw * {over}, 100cqh * {widest})); \
             width: var(--w); \
             height: min(100cqh, clamp(100cqw / {widest}, 100cqh / {over}, 100cqw / {narrowest})); \
             border-radius: calc({} * var(--w));",
            ratio(corner),
        )
    }
}

fn ratio(value: f64) -> String {
    let text = format!("{value:.5}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// Which way a grid board stands in rooms of every shape, as its game says: its
/// `picture.rs` test names it to [`check_game`], which checks that it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turning {
    /// Upright in a room narrower than some shape, as dealt in a wider one, with one
    /// change between: a board wider than tall, turned by
    /// [`super::layout::best_turn`] (Letter Lines, Major Woody). It has both pictures,
    /// and its sheet picks one by the room's shape.
    InATallRoom,
    /// As dealt in every room: a square board (turning it would not make its places
    /// larger, so [`super::layout::best_turn`] never does), or one its game never turns.
    /// It has one picture, `-as-dealt.svg`, and no `-upright.svg`.
    Never,
}

/// The stylesheet's rules that draw a game's board picture (`static/boards/{key}-*.svg`):
/// the picture of the way the board stands, once it has measured its room; before that
/// (the page's loader, a table's first drawing), the way it will stand and the size it
/// will have, from the room's shape: fitted as `dealt` says, or, for a board that turns
/// (`upright` is `Some((below, upright))`), upright below `below` (width over height),
/// fitted as `upright` says. A board that never turns (`upright` is `None`) has no rules
/// for an upright picture. Written into the game's sheet between markers
/// ([`check_sheet`]).
pub fn sheet_rules(key: &str, dealt: &Geometry, upright: Option<(f64, Geometry)>) -> String {
    let at = format!(".table[data-game=\"{key}\"] .faces-layer");
    let corner = |g: &Geometry| f64::from(FELT_CORNER / g.size().0);
    let mut rules = format!(
        "{at}[data-turn=\"as-dealt\"] {{ background-image: url(boards/{key}-as-dealt.svg); }}\n"
    );
    if upright.is_some() {
        rules += &format!(
            "{at}[data-turn=\"upright\"] {{ background-image: url(boards/{key}-upright.svg); }}\n"
        );
    }
    rules += &format!(
        "{at}:not([data-turn]) {{ display: block; background-image: url(boards/{key}-as-dealt.svg); {} }}\n",
        Fit::of(dealt).css(corner(dealt)),
    );
    if let Some((below, upright)) = upright {
        rules += &format!(
            "@container (aspect-ratio < {}) {{\n  \
             {at}:not([data-turn]) {{ background-image: url(boards/{key}-upright.svg); {} }}\n}}\n",
            ratio(below),
            Fit::of(&upright).css(corner(&upright)),
        );
    }
    rules
}

/// The room's shape (width over height) below which `turn_at` stands a board upright:
/// found by halving, and checked to be the only change.
pub fn upright_below(turn_at: impl Fn(f64) -> Turn) -> f64 {
    let (mut low, mut high) = (0.05, 20.0);
    assert_eq!(turn_at(low), Turn::Upright, "a tall room stands it upright");
    assert_eq!(turn_at(high), Turn::AsDealt, "a wide room lays it as dealt");
    for _ in 0..60 {
        let mid = (low + high) / 2.0;
        if turn_at(mid) == Turn::Upright {
            low = mid;
        } else {
            high = mid;
        }
    }
    for step in 1..400 {
        let r = f64::from(step) * 0.05;
        assert_eq!(
            turn_at(r) == Turn::Upright,
            r < high,
            "one change, at {high}"
        );
    }
    high
}

/// Where a board `turning` as its game says changes, checked in rooms of every shape
/// (width over height, from 1/20 to 20) that `turn_at` stands it in: for one that turns,
/// [`upright_below`]; for one that never does, `None`, once it stands as dealt in each.
pub fn turns_below(turning: Turning, turn_at: impl Fn(f64) -> Turn) -> Option<f64> {
    match turning {
        Turning::InATallRoom => Some(upright_below(turn_at)),
        Turning::Never => {
            for step in 1..=400 {
                let r = f64::from(step) * 0.05;
                assert_eq!(
                    turn_at(r),
                    Turn::AsDealt,
                    "a board that never turns stands as dealt in a room {r} times as wide as tall"
                );
            }
            None
        }
    }
}

const BEGIN: &str = "/* The board's picture (written by the game's picture.rs; do not edit). */\n";
const END: &str = "/* The board's picture: end. */\n";

/// The game's stylesheet `static/games/{key}.css` has `rules` between the picture's
/// markers: the test fails while it differs, unless `FOURFOLD_WRITE_PICTURES=1`, which
/// writes them there (at the end of the sheet, the first time).
pub fn check_sheet(key: &str, rules: &str) {
    let path = format!("{}/static/games/{key}.css", env!("CARGO_MANIFEST_DIR"));
    let sheet = std::fs::read_to_string(&path).expect("the game's sheet");
    let (before, after) = match (sheet.find(BEGIN), sheet.find(END)) {
        (Some(begin), Some(end)) => (&sheet[..begin], &sheet[end + END.len()..]),
        _ => (sheet.as_str(), ""),
    };
    let wanted = format!("{before}{BEGIN}{rules}{END}{after}");
    if wanted == sheet {
        return;
    }
    if std::env::var("FOURFOLD_WRITE_PICTURES").as_deref() == Ok("1") {
        std::fs::write(&path, wanted).expect("the sheet is written");
        return;
    }
    panic!(
        "static/games/{key}.css does not draw the board's picture as the code says: run the \
         tests again with FOURFOLD_WRITE_PICTURES=1 to write it"
    );
}

/// Checks a game's board pictures (`picture` of each way it stands) against their files
/// in `static/boards` ([`check_file`]): both for a board that turns, and for one that
/// never does its `-as-dealt.svg` alone, with no `-upright.svg` ([`check_no_file`]); and
/// its sheet against the board `geometry` draws, `turning` as the game says
/// ([`check_board`]).
pub fn check_game(
    key: &str,
    turning: Turning,
    picture: impl Fn(Turn) -> String,
    geometry: impl Fn(Option<(f64, f64)>) -> Geometry,
) {
    check_file(&format!("{key}-as-dealt.svg"), &picture(Turn::AsDealt));
    match turning {
        Turning::InATallRoom => check_file(&format!("{key}-upright.svg"), &picture(Turn::Upright)),
        Turning::Never => check_no_file(&format!("{key}-upright.svg")),
    }
    check_board(key, turning, geometry);
}

/// Checks a game's board against its sheet: the board `geometry` draws turns as the
/// game says (`turning`, [`turns_below`]), the rules in its sheet are [`sheet_rules`] for
/// it, and in rooms of every shape the stylesheet's reckoning puts the picture where the
/// board's own SVG stands ([`check_fit`]).
pub fn check_board(key: &str, turning: Turning, geometry: impl Fn(Option<(f64, f64)>) -> Geometry) {
    let unstretched = |turn: Turn| geometry(None).unstretched(turn);
    let below = turns_below(turning, |r| geometry(Some((r * 600.0, 600.0))).turn);
    check_sheet(
        key,
        &sheet_rules(
            key,
            &unstretched(Turn::AsDealt),
            below.map(|below| (below, unstretched(Turn::Upright))),
        ),
    );
    check_fit(below, &geometry);
}

/// In rooms of every shape, the stylesheet's reckoning ([`Fit`]) puts the picture where
/// the board's own SVG stands: `geometry` stands the board upright in a room narrower
/// than `below` and as dealt in any other (in every room, where `below` is `None`), and
/// the picture of that turn, fitted to the room, is as large as the board's drawing
/// (its turn and stretch as `geometry` gives them) fitted to it.
pub fn check_fit(below: Option<f64>, geometry: impl Fn(Option<(f64, f64)>) -> Geometry) {
    let unstretched = |turn: Turn| geometry(None).unstretched(turn);
    for width in (200..=1400).step_by(37) {
        for height in (150..=1000).step_by(41) {
            let (cw, ch) = (f64::from(width), f64::from(height));
            let g = geometry(Some((cw, ch)));
            let (w, h) = g.size();
            let scale = (cw / f64::from(w)).min(ch / f64::from(h));
            let drawn = (f64::from(w) * scale, f64::from(h) * scale);
            let turn = match below {
                Some(below) if cw / ch < below => Turn::Upright,
                _ => Turn::AsDealt,
            };
            assert_eq!(turn, g.turn, "the sheet's turn in a {cw}x{ch} room");
            let reckoned = Fit::of(&unstretched(turn)).size_in(cw, ch);
            assert!(
                (reckoned.0 - drawn.0).abs() < 0.5 && (reckoned.1 - drawn.1).abs() < 0.5,
                "{cw}x{ch}: the sheet draws {reckoned:?}, the board {drawn:?}"
            );
        }
    }
}

/// A number as the drawings write it (hundredths at most).
pub fn num(value: f32) -> String {
    use crate::ui::svg_num::SvgNum;
    value.svg()
}

/// The file `static/boards/{name}` as the code draws it (`picture`): the test fails
/// while the committed file differs, unless `FOURFOLD_WRITE_PICTURES=1`, which writes it.
pub fn check_file(name: &str, picture: &str) {
    let path = format!("{}/static/boards/{name}", env!("CARGO_MANIFEST_DIR"));
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    if committed == picture {
        return;
    }
    if std::env::var("FOURFOLD_WRITE_PICTURES").as_deref() == Ok("1") {
        std::fs::create_dir_all(format!("{}/static/boards", env!("CARGO_MANIFEST_DIR")))
            .expect("static/boards");
        std::fs::write(&path, picture).expect("the picture is written");
        return;
    }
    panic!(
        "static/boards/{name} is not what the code draws: run the tests again with \
         FOURFOLD_WRITE_PICTURES=1 to write it, and look at it"
    );
}

/// No file `static/boards/{name}`: the picture of a way a board never stands, which no
/// sheet draws and the site would only publish. The test fails while there is one,
/// unless `FOURFOLD_WRITE_PICTURES=1`, which removes it.
pub fn check_no_file(name: &str) {
    let path = format!("{}/static/boards/{name}", env!("CARGO_MANIFEST_DIR"));
    if !std::path::Path::new(&path).exists() {
        return;
    }
    if std::env::var("FOURFOLD_WRITE_PICTURES").as_deref() == Ok("1") {
        std::fs::remove_file(&path).expect("the picture is removed");
        return;
    }
    panic!(
        "static/boards/{name} is the picture of a way the board never stands: run the tests \
         again with FOURFOLD_WRITE_PICTURES=1 to remove it"
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::table::layout::{best_turn, fitted_height};

    fn board() -> Geometry {
        Geometry {
            rows: 2,
            cols: 3,
            turn: Turn::AsDealt,
            cell_w: 100.0,
            cell_h: 80.0,
            base_h: 80.0,
            gap: 4.0,
            pad: 6.0,
        }
    }

    #[test]
    fn a_place_keeps_its_fraction_of_the_board_at_any_stretch() {
        let g = board();
        let stretched = Geometry {
            cell_h: 80.0 * 1.3,
            ..g
        };
        let pos = Pos::new(1, 2);
        let (h, sh) = (g.size().1, stretched.size().1);
        assert!((g.origin(pos).1 / h - stretched.origin(pos).1 / sh).abs() < 1e-6);
        assert!((g.cell_h / h - stretched.cell_h / sh).abs() < 1e-6);
        assert_eq!(g.size().0, stretched.size().0, "the width stays");
    }

    #[test]
    fn a_card_and_a_drawing_are_placed_in_fractions_of_the_picture() {
        let mut p = Picture::new(board(), "test", ".face{fill:#fff}", "");
        p.card(Pos::new(0, 0), "face", 0.0, 9.0);
        p.drawing(Pos::new(1, 2), Anchor::Centre, "on", "<circle/>");
        p.drawing(Pos::new(1, 2), Anchor::TopLeft, "tag", "<rect/>");
        let svg = p.finish();
        // The board is 6 + 300 + 8 + 6 = 320 wide and 6 + 160 + 4 + 6 = 176 tall.
        assert!(svg.contains(
            r#"<rect class="face" x="1.88%" y="3.41%" width="31.25%" height="45.45%" rx="2.81%"/>"#
        ), "{svg}");
        assert!(svg.contains(
            r#"<svg class="on" x="66.88%" y="51.14%" width="31.25%" height="45.45%" viewBox="0 4 100 72" preserveAspectRatio="xMidYMid meet" overflow="visible"><circle/></svg>"#
        ), "{svg}");
        assert!(svg.contains(r#"viewBox="0 0 100 72" preserveAspectRatio="xMinYMin meet""#));
        assert_eq!(Picture::across(&board(), 4.0), "1.25vw");
    }

    /// A `cols` x `rows` board of square places, turned and fitted to its room as a
    /// game's board is (`geometry` in its `board.rs`).
    fn fitted(cols: u8, rows: u8, room: Option<(f64, f64)>) -> Geometry {
        let turn = best_turn(cols, rows, room);
        Geometry {
            rows,
            cols,
            turn,
            cell_w: 100.0,
            cell_h: fitted_height(cols, rows, turn, room, 100.0, 100.0),
            base_h: 100.0,
            gap: 4.0,
            pad: 6.0,
        }
    }

    fn square(room: Option<(f64, f64)>) -> Geometry {
        fitted(4, 4, room)
    }

    fn wide(room: Option<(f64, f64)>) -> Geometry {
        fitted(6, 4, room)
    }

    /// The shape of room (width over height) `r` stands the board `geometry` draws.
    fn turn_at(geometry: fn(Option<(f64, f64)>) -> Geometry) -> impl Fn(f64) -> Turn {
        move |r: f64| geometry(Some((r * 600.0, 600.0))).turn
    }

    /// A square board never turns (turning it would not make its places larger): one
    /// picture, as dealt, fitted to rooms of every shape, and no rules for another.
    #[test]
    fn a_square_board_stands_as_dealt_in_every_room_with_one_picture() {
        let below = turns_below(Turning::Never, turn_at(square));
        assert_eq!(below, None);
        check_fit(below, square);
        let rules = sheet_rules("square", &square(None), None);
        assert!(rules.contains("url(boards/square-as-dealt.svg)"), "{rules}");
        assert!(!rules.contains("upright"), "{rules}");
        assert!(!rules.contains("@container"), "{rules}");
    }

    /// A wide board turns once, upright in a tall room: both pictures, the sheet
    /// choosing between them where the board does.
    #[test]
    fn a_wide_board_stands_upright_in_a_tall_room_with_two_pictures() {
        let below = turns_below(Turning::InATallRoom, turn_at(wide));
        let Some(below) = below else {
            panic!("a wide board turns");
        };
        assert!(below > 0.5 && below < 2.0, "{below}");
        check_fit(Some(below), wide);
        let rules = sheet_rules(
            "wide",
            &wide(None),
            Some((below, wide(None).unstretched(Turn::Upright))),
        );
        assert!(rules.contains("url(boards/wide-as-dealt.svg)"), "{rules}");
        assert!(rules.contains("url(boards/wide-upright.svg)"), "{rules}");
        assert!(rules.contains("@container (aspect-ratio < "), "{rules}");
    }

    #[test]
    #[should_panic(expected = "a tall room stands it upright")]
    fn a_square_board_said_to_turn_is_refused() {
        let _ = turns_below(Turning::InATallRoom, turn_at(square));
    }

    #[test]
    #[should_panic(expected = "a board that never turns stands as dealt")]
    fn a_wide_board_said_never_to_turn_is_refused() {
        let _ = turns_below(Turning::Never, turn_at(wide));
    }

    /// A board's fit is checked against the turn it is said to take: a wide board's
    /// sheet reckoned as if it never turned misplaces it in a tall room.
    #[test]
    #[should_panic(expected = "the sheet's turn in a")]
    fn a_turning_board_fitted_as_if_it_never_turned_is_refused() {
        check_fit(None, wide);
    }
}
