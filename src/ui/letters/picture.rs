//! Letter Lines' board picture (`static/boards/letters-*.svg`, see
//! [`crate::ui::table::picture`]): each space's card, its letter in its colour's square
//! (held to the card's top-left corner), its picture (a symbol of the OpenMoji sprite
//! `pictures.svg` beside this file, built by `.ci/tools/letters-pictures.py`, carried in
//! the picture) and the word under it.

use super::board::{CELL_H, CELL_W, geometry};
use crate::engine::Pos;
use crate::games::letters::LetterColour;
use crate::games::letters::rules::board_layout;
use crate::ui::table::layout::Turn;
use crate::ui::table::picture::{Anchor, Picture, num};

/// The faces' colours: the table's card (lighter in a light theme), ink, and the four
/// letter colours (static/games/letters.css draws the cards in the hand alike).
const STYLE: &str = ".face{fill:#fffdf7}\
@media (prefers-color-scheme:dark){.face{fill:#f5f1e6}}\
.picture{fill:#000;stroke:none}\
.tag-letter{font:800 23px system-ui,sans-serif;fill:#1d232b}\
.word{font:600 23px system-ui,sans-serif;fill:#1d232b}\
.c-orange .tag{fill:#e69f00}.c-blue .tag{fill:#56b4e9}.c-green .tag{fill:#009e73}.c-purple .tag{fill:#cc79a7}";

/// What a space of the board shows whatever happens on it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SpaceFace {
    /// The engine's space.
    pub pos: Pos,
    /// The picture's word (also its id in the picture sprite, with spaces as dashes).
    pub word: &'static str,
    /// The letter.
    pub letter: char,
    /// The letter's colour.
    pub colour: LetterColour,
}

/// Every space's face, row by row.
pub fn faces() -> impl Iterator<Item = SpaceFace> {
    board_layout().grid().iter().map(|(pos, space)| SpaceFace {
        pos,
        word: space.picture.word,
        letter: space.letter.char(),
        colour: space.letter.colour(),
    })
}

/// The id in the sprite of the picture of `word`: its word with spaces as dashes.
pub fn picture_id(word: &str) -> String {
    word.replace(' ', "-")
}

/// The sprite's symbols, as the picture's definitions.
fn symbols() -> &'static str {
    let sprite = include_str!("pictures.svg");
    let start = sprite.find("<symbol").expect("the sprite has symbols");
    let end = sprite.rfind("</svg>").expect("the sprite ends");
    &sprite[start..end]
}

/// The picture of the board drawn `turn`.
pub fn picture(turn: Turn) -> String {
    let g = geometry(None).unstretched(turn);
    let mut p = Picture::new(
        g,
        "Letter Lines' board, as its table draws it (src/ui/letters/picture.rs writes it). \
         Pictures: OpenMoji 17.0.0 (https://openmoji.org), CC BY-SA 4.0, see \
         ../letters/LICENSE-OpenMoji.txt; the quilt is Fourfold's own.",
        STYLE,
        symbols(),
    );
    for SpaceFace {
        pos,
        word,
        letter,
        colour,
    } in faces()
    {
        p.card(pos, "face", 0.0, 9.0);
        p.drawing(
            pos,
            Anchor::TopLeft,
            &format!("c-{}", colour.name()),
            &format!(
                r#"<rect class="tag" x="3" y="3" width="30" height="30" rx="6"/><text class="tag-letter" x="18" y="26.5" text-anchor="middle">{letter}</text>"#
            ),
        );
        let fit = if word.chars().count() as f32 * 12.6 > CELL_W - 8.0 {
            format!(
                r#" textLength="{}" lengthAdjust="spacingAndGlyphs""#,
                num(CELL_W - 8.0)
            )
        } else {
            String::new()
        };
        p.drawing(
            pos,
            Anchor::Centre,
            "on",
            &format!(
                r##"<use class="picture" href="#{}" x="22" y="16" width="60" height="60"/><text class="word" x="{}" y="{}" text-anchor="middle"{fit}>{word}</text>"##,
                picture_id(word),
                num(CELL_W / 2.0),
                num(CELL_H - 10.0),
            ),
        );
    }
    p.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::table::picture::{Turning, check_game};

    #[test]
    fn the_pictures_and_the_sheet_draw_the_board_as_it_stands() {
        check_game("letters", Turning::InATallRoom, picture, geometry);
    }

    #[test]
    fn each_space_has_its_picture_word_and_letter() {
        let face = |pos| faces().find(|f| f.pos == pos).unwrap();
        assert_eq!(
            (face(Pos::new(0, 3)).word, face(Pos::new(0, 3)).letter),
            ("apple", 'A')
        );
        assert_eq!(picture_id(face(Pos::new(1, 1)).word), "ice-cream");
        assert_eq!(faces().count(), 48);
    }

    #[test]
    fn the_picture_draws_every_space_once_and_needs_no_escaping() {
        let svg = picture(Turn::Upright);
        assert_eq!(svg.matches(r#"<rect class="face""#).count(), 48);
        assert_eq!(svg.matches("<use class=\"picture\" href=\"#").count(), 48);
        assert_eq!(svg.matches("<symbol id=").count(), 48);
        for face in faces() {
            assert!(svg.contains(&format!(">{}</text>", face.word)));
            assert!(svg.contains(&format!(r#"<symbol id="{}""#, picture_id(face.word))));
            assert!(!face.word.contains(['&', '<', '>', '"']), "{}", face.word);
        }
    }
}
