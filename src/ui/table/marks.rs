//! The marks a grid board's place wears over its own drawing (Letter Lines, Major
//! Woody): the last move's ring and tag, a move held back for confirming, and the place
//! a refused move was tried on. Each is drawn at the place's rectangle, `x`, `y`, `w`
//! by `h`; none is colour alone (a dashed ring, a tag, a hatch).

use yew::prelude::*;

use crate::ui::class::class_of;

use crate::ui::svg_num::SvgNum;

/// How a board draws its last-move mark: the ring's distance in from the place's edge
/// and its corner radius, and the size of the tag's letters in the place's top right
/// corner (in the board's units: big enough to read across a table, at least 9 CSS px
/// where the board is drawn smallest; the tag's box is as wide as its letters).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LastMarkShape {
    /// How far the ring stands in from the place's edge.
    pub inset: f32,
    /// The ring's corner radius.
    pub corner: f32,
    /// The tag's font size.
    pub font: f32,
}

impl LastMarkShape {
    /// The tag's box, `tag` in it: its width and height.
    pub fn tag_box(&self, tag: &str) -> (f32, f32) {
        let width = tag.chars().count().max(1) as f32;
        (self.font * (0.5 + 0.66 * width), self.font * 1.3)
    }
}

/// The mark of the last move on a place: a dashed ring and the tag of who made it
/// (`newest`: the very last move, which the stylesheet animates in).
pub fn last_move_mark(
    (x, y, w, h): (f32, f32, f32, f32),
    shape: LastMarkShape,
    tag: &str,
    newest: bool,
) -> Html {
    let LastMarkShape {
        inset,
        corner,
        font,
    } = shape;
    let (tag_w, tag_h) = shape.tag_box(tag);
    let tag_x = x + w - 3.0 - tag_w;
    html! {
        <g class={class_of(&[Some("last-move-mark"), Some("place-mark"), newest.then_some("newest")])} aria-hidden="true">
            <rect class="last-move" x={(x + inset).svg()} y={(y + inset).svg()}
                  width={(w - 2.0 * inset).svg()} height={(h - 2.0 * inset).svg()} rx={corner.svg()} />
            <rect class="tag-back" x={tag_x.svg()} y={(y + 3.0).svg()}
                  width={tag_w.svg()} height={tag_h.svg()} rx={(tag_h / 2.0).svg()} />
            <text class="tag" x={(tag_x + tag_w / 2.0).svg()} y={(y + 3.0 + tag_h / 2.0 + font * 0.36).svg()}
                  font-size={font.svg()} text-anchor="middle">{ tag.to_string() }</text>
        </g>
    }
}

/// The mark of a move chosen and held back: a dashed ring and a ghost dot, where the
/// move will act once its player confirms it.
pub fn pending_mark(x: f32, y: f32, w: f32, h: f32) -> Html {
    html! {
        <g class="pending-mark" aria-hidden="true">
            <rect class="pending-ring" x={(x + 3.0).svg()} y={(y + 3.0).svg()}
                  width={(w - 6.0).svg()} height={(h - 6.0).svg()} rx="8" />
            <circle class="pending-dot" cx={(x + w / 2.0).svg()} cy={(y + h / 2.0).svg()}
                    r={(w.min(h) * 0.22).svg()} />
        </g>
    }
}

/// The mark of the place a refused move was tried on: a cross-hatched ring, with the
/// reason in the strip.
pub fn refused_mark(x: f32, y: f32, w: f32, h: f32) -> Html {
    html! {
        <rect class="refused-ring" aria-hidden="true" x={(x + 2.0).svg()} y={(y + 2.0).svg()}
              width={(w - 4.0).svg()} height={(h - 4.0).svg()} rx="8" />
    }
}
