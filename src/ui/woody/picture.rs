//! Major Woody's board picture (`static/boards/woody-*.svg`, see
//! [`crate::ui::table::picture`]): each space's card in its border's colour, its suit (a
//! heart for red, a spade for black), the first name's initial and the last name, on two
//! lines when it is long.

use super::board::{CELL_W, border_class, geometry, suit_path};
use super::model::name_lines;
use crate::games::woody::data::NAMES;
use crate::games::woody::rules::board_layout;
use crate::ui::table::grid::Geometry;
use crate::ui::table::layout::Turn;
use crate::ui::table::picture::{Anchor, Picture, num};

/// The faces' colours (the table's card, its red, and ink), and the card's edge as wide
/// as four of the board's units, whatever its size.
fn style(g: &Geometry) -> String {
    format!(
        ".face{{fill:#fffdf7;stroke:#1d232b;stroke-width:{edge}}}\
         @media (prefers-color-scheme:dark){{.face{{fill:#f5f1e6}}}}\
         .red .face{{fill:#fff4f2;stroke:#b3261e}}\
         .initial{{font:700 28px system-ui,sans-serif;fill:#1d232b}}\
         .last{{font:800 28px system-ui,sans-serif;fill:#1d232b}}\
         .red .initial,.red .last{{fill:#8a1c15}}\
         .suit.black{{fill:#1d232b}}.suit.red{{fill:#b3261e}}",
        edge = Picture::across(g, 4.0),
    )
}

/// The picture of the board drawn `turn`.
pub fn picture(turn: Turn) -> String {
    let g = geometry(None).unstretched(turn);
    let mut p = Picture::new(
        g,
        "Major Woody's board, as its table draws it (src/ui/woody/picture.rs writes it).",
        &style(&g),
        "",
    );
    for (pos, face) in board_layout().grid().iter() {
        let (first, last) = NAMES[usize::from(face.who.0)];
        let initial = first.chars().next().unwrap_or('?');
        let (line1, line2) = name_lines(last);
        let line = |text: &str, at: f32| {
            let fit = if text.chars().count() as f32 * 17.7 > CELL_W - 10.0 {
                format!(r#" textLength="{}""#, num(CELL_W - 10.0))
            } else {
                String::new()
            };
            format!(
                r#"<text class="last" x="{}" y="{}" text-anchor="middle"{fit} lengthAdjust="spacingAndGlyphs">{text}</text>"#,
                num(CELL_W / 2.0),
                num(at)
            )
        };
        let names = match &line2 {
            Some(line2) => line(&line1, 51.0) + &line(line2, 79.0),
            None => line(&line1, 65.0),
        };
        let border = border_class(face.border);
        p.raw(&format!(r#"<g class="{border}">"#));
        p.card(pos, "face", 2.0, 8.0);
        p.drawing(
            pos,
            Anchor::Centre,
            "name",
            &format!(
                r#"<path class="suit {border}" d="{}" transform="translate(6 6) scale(0.9)"/><text class="initial" x="30" y="24">{initial}.</text>{names}"#,
                suit_path(face.border),
            ),
        );
        p.raw("</g>");
    }
    p.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::table::picture::{Turning, check_game};

    #[test]
    fn the_pictures_and_the_sheet_draw_the_board_as_it_stands() {
        check_game("woody", Turning::InATallRoom, picture, geometry);
    }

    #[test]
    fn the_picture_draws_every_space_once_and_needs_no_escaping() {
        let svg = picture(Turn::AsDealt);
        assert_eq!(svg.matches(r#"<rect class="face""#).count(), 80);
        for (_, face) in board_layout().grid().iter() {
            let (first, last) = NAMES[usize::from(face.who.0)];
            assert!(svg.contains(&format!(">{}.</text>", &first[..1])));
            for name in [first, last] {
                assert!(!name.contains(['&', '<', '>', '"']), "{name}");
            }
        }
    }
}
