//! Drawing one card in SVG: the rank large enough to read on a phone, the suit as a
//! shape (never a font glyph, so it looks the same everywhere), and a patterned back for
//! face-down cards. Red and black differ by suit shape as well as by colour.

use crate::ui::svg_num::SvgNum;
use yew::prelude::*;

use crate::ui::class::class_of;

use super::model::{CARD_H, CARD_W};
use crate::games::foursquare::{Card, Suit};

/// The suit's outline in a 1 x 1 box.
fn suit_path(suit: Suit) -> &'static str {
    match suit {
        Suit::Hearts => {
            "M0.5 0.92 C0.12 0.64 0 0.42 0.08 0.24 C0.17 0.04 0.43 0.05 0.5 0.28 \
             C0.57 0.05 0.83 0.04 0.92 0.24 C1 0.42 0.88 0.64 0.5 0.92 Z"
        }
        Suit::Diamonds => "M0.5 0.02 L0.9 0.5 L0.5 0.98 L0.1 0.5 Z",
        Suit::Spades => {
            "M0.5 0.04 C0.88 0.36 1 0.52 0.9 0.68 C0.8 0.84 0.6 0.78 0.54 0.68 L0.62 0.96 L0.38 0.96 \
             L0.46 0.68 C0.4 0.78 0.2 0.84 0.1 0.68 C0 0.52 0.12 0.36 0.5 0.04 Z"
        }
        // Clubs are drawn as three leaves and a stem (see `suit_icon`); this is the stem.
        Suit::Clubs => "M0.44 0.56 L0.36 0.96 L0.64 0.96 L0.56 0.56 Z",
    }
}

/// A suit symbol of `size` with its top-left at (`x`, `y`).
pub fn suit_icon(suit: Suit, x: f32, y: f32, size: f32) -> Html {
    let class = class_of(&[Some("suit"), suit.is_red().then_some("red")]);
    let transform = format!("translate({} {}) scale({})", x.svg(), y.svg(), size.svg());
    if suit == Suit::Clubs {
        html! {
            <g {class} {transform}>
                <circle cx="0.5" cy="0.27" r="0.21" />
                <circle cx="0.27" cy="0.6" r="0.21" />
                <circle cx="0.73" cy="0.6" r="0.21" />
                <path d={suit_path(suit)} />
            </g>
        }
    } else {
        html! { <path {class} d={suit_path(suit)} {transform} /> }
    }
}

/// A card with its top-left at (`x`, `y`): its face, or its back when `card` is `None`.
pub fn card_svg(card: Option<Card>, x: f32, y: f32) -> Html {
    match card {
        Some(card) => {
            let colour = if card.suit.is_red() { "red" } else { "black" };
            html! {
                <g class={class_of(&[Some("card"), Some("face"), Some(colour)])} transform={format!("translate({} {})", x.svg(), y.svg())}>
                    <rect class="card-body" width={CARD_W.svg()} height={CARD_H.svg()} rx="6" />
                    <text class="rank corner" x="6" y="22">{ card.rank_label() }</text>
                    { suit_icon(card.suit, 6.0, 27.0, 14.0) }
                    <text class="rank big" x={(CARD_W / 2.0 + 8.0).svg()} y="66" text-anchor="middle">
                        { card.rank_label() }
                    </text>
                    { suit_icon(card.suit, CARD_W - 22.0, CARD_H - 22.0, 16.0) }
                </g>
            }
        }
        None => html! {
            <g class="card back" transform={format!("translate({} {})", x.svg(), y.svg())}>
                <rect class="card-body" width={CARD_W.svg()} height={CARD_H.svg()} rx="6" />
                <rect class="back-pattern" x="5" y="5" width={(CARD_W - 10.0).svg()}
                      height={(CARD_H - 10.0).svg()} rx="4" />
            </g>
        },
    }
}
