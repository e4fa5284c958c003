//! Cahoots' cards in SVG: a number card (its colour, a shape for the colour, the number,
//! and the colour's name, so colour is never the only signal) and a goal card (its text,
//! a small picture of named swatches and numbers, and its difficulty).

use crate::ui::svg_num::SvgNum;
use yew::prelude::*;

use crate::ui::class::class_of;

use super::model::GoalModel;
use crate::games::cahoots::{Card, Colour};

/// The CSS class of a colour ("c-green").
pub fn colour_class(colour: Colour) -> &'static str {
    match colour {
        Colour::Green => "c-green",
        Colour::Pink => "c-pink",
        Colour::Orange => "c-orange",
        Colour::Purple => "c-purple",
    }
}

/// The colour's shape, centred on (cx, cy) with radius `r`: green a circle, pink a
/// square, orange a triangle, purple a diamond.
pub fn shape(colour: Colour, cx: f32, cy: f32, r: f32) -> Html {
    match colour {
        Colour::Green => {
            html! { <circle class="shape" cx={cx.svg()} cy={cy.svg()} r={r.svg()} /> }
        }
        Colour::Pink => html! {
            <rect class="shape" x={(cx - r * 0.9).svg()} y={(cy - r * 0.9).svg()}
                  width={(r * 1.8).svg()} height={(r * 1.8).svg()} />
        },
        Colour::Orange => html! {
            <polygon class="shape" points={format!("{},{} {},{} {},{}", cx.svg(), (cy - r).svg(), (cx + r).svg(), (cy + r * 0.8).svg(), (cx - r).svg(), (cy + r * 0.8).svg())} />
        },
        Colour::Purple => html! {
            <polygon class="shape" points={format!("{},{} {},{} {},{} {},{}", cx.svg(), (cy - r).svg(), (cx + r).svg(), cy.svg(), cx.svg(), (cy + r).svg(), (cx - r).svg(), cy.svg())} />
        },
    }
}

/// A number card at (x, y), 70 by 100 units.
pub fn number_card(card: Card, x: f32, y: f32) -> Html {
    html! {
        <g class={class_of(&[Some("ch-card"), Some(colour_class(card.colour))])} aria-hidden="true"
           transform={format!("translate({} {})", x.svg(), y.svg())}>
            <rect class="face" x="0" y="0" width="70" height="100" rx="8" />
            { shape(card.colour, 14.0, 14.0, 7.0) }
            <text class="number" x="35" y="60" text-anchor="middle">{ card.number }</text>
            <rect class="band" x="4" y="74" width="62" height="21" rx="4" />
            <text class="name" x="35" y="89" text-anchor="middle">{ card.colour.name() }</text>
        </g>
    }
}

/// A number card as its own small SVG picture, `width` CSS pixels wide.
pub fn card_picture(card: Card, width: u32) -> Html {
    html! {
        <svg class="ch-card-svg" viewBox="-2 -2 74 104" width={width.to_string()}
             height={(width * 104 / 74).to_string()} aria-hidden="true" focusable="false">
            { number_card(card, 0.0, 0.0) }
        </svg>
    }
}

pub use crate::ui::table::wrap;

/// How hard a goal reads in words, by its difficulty mark.
pub fn difficulty_name(difficulty: u8) -> &'static str {
    match difficulty {
        1 => "easy",
        2 => "fair",
        3 => "hard",
        _ => "very hard",
    }
}

/// Characters on a line of a goal card's text.
pub const GOAL_LINE: usize = 16;

/// A piece of a goal's picture: words and symbols, or a colour's swatch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SignPart {
    /// Text as written ("Σ = 10", "all <").
    Text(String),
    /// A colour's swatch.
    Colour(Colour),
}

/// A goal's picture formula in pieces: `{g}`, `{p}`, `{o}`, `{u}` are colour swatches.
pub fn sign_parts(sign: &str) -> Vec<SignPart> {
    let mut parts = Vec::new();
    let mut rest = sign;
    while let Some(open) = rest.find('{') {
        let text = rest[..open].trim();
        if !text.is_empty() {
            parts.push(SignPart::Text(text.to_string()));
        }
        let token = &rest[open..(open + 3).min(rest.len())];
        let colour = match token {
            "{g}" => Some(Colour::Green),
            "{p}" => Some(Colour::Pink),
            "{o}" => Some(Colour::Orange),
            "{u}" => Some(Colour::Purple),
            _ => None,
        };
        match colour {
            Some(c) => {
                parts.push(SignPart::Colour(c));
                rest = &rest[open + 3..];
            }
            None => {
                parts.push(SignPart::Text(rest[open..].to_string()));
                rest = "";
            }
        }
    }
    if !rest.trim().is_empty() {
        parts.push(SignPart::Text(rest.trim().to_string()));
    }
    parts
}

/// How wide `text` stands in a goal's picture, in its units (`.sign-text` is bold, 16
/// units): each character's advance in DejaVu Sans Bold, the widest font `system-ui`
/// falls back to, so that a swatch after the text never covers it ("Σ = ½" was 45 units
/// by nine a character, and drawn 52 wide); a narrower font leaves a little more room.
fn sign_text_width(text: &str) -> f32 {
    const SIZE: f32 = 16.0;
    text.chars()
        .map(|c| {
            SIZE * match c {
                ' ' | 'i' | 'l' => 0.35,
                '·' => 0.38,
                'r' | 't' => 0.5,
                '0'..='9' => 0.7,
                'Σ' => 0.69,
                '▁' | '▃' | '▅' | '▇' => 0.77,
                'A'..='Z' | '+' | '<' | '=' | '>' | '×' | '→' | '≠' => 0.84,
                'm' | 'w' => 0.93,
                '■' => 0.95,
                '…' => 1.0,
                '½' => 1.04,
                _ => 0.72,
            }
        })
        .sum()
}

/// A goal's picture drawn from (x, y) (its baseline's left end), at most `room` units
/// wide: swatches for colours, the rest as text; squeezed to fit.
pub fn sign_svg(sign: &str, x: f32, y: f32, room: f32) -> Html {
    const SWATCH: f32 = 22.0;
    const SPACE: f32 = 5.0;
    let parts = sign_parts(sign);
    let mut pieces = Vec::new();
    let mut at = 0.0;
    for part in &parts {
        match part {
            SignPart::Text(text) => {
                pieces.push(html! {
                    <text class="sign-text" x={at.svg()} y="0">{ text.clone() }</text>
                });
                at += sign_text_width(text) + SPACE;
            }
            SignPart::Colour(colour) => {
                pieces.push(html! {
                    <g class={class_of(&[Some("swatch"), Some(colour_class(*colour))])}>
                        <rect class="face" x={at.svg()} y="-14" width={SWATCH.svg()} height="17" rx="4" />
                        { shape(*colour, at + SWATCH / 2.0, -5.5, 5.0) }
                    </g>
                });
                at += SWATCH + SPACE;
            }
        }
    }
    let scale = if at > room { room / at } else { 1.0 };
    html! {
        <g class="sign" aria-hidden="true" transform={format!("translate({} {}) scale({})", x.svg(), y.svg(), scale.svg())}>
            { for pieces }
        </g>
    }
}

/// A goal card: 160 by 150 units (its details' picture).
pub fn goal_card(goal: &GoalModel) -> Html {
    let lines = wrap(&goal.text, GOAL_LINE);
    let dots: Html = (1..=4u8)
        .map(|i| {
            html! {
                <circle class={class_of(&[Some("dot"), (i <= goal.difficulty).then_some("on")])}
                        cx={(12.0 + 11.0 * f32::from(i - 1)).svg()} cy="140" r="4" />
            }
        })
        .collect();
    html! {
        <svg class={class_of(&[Some("ch-goal"), (!goal.marked_by.is_empty()).then_some("marked")])}
             viewBox="0 0 160 150" aria-hidden="true" focusable="false">
            <rect class="goal-face" x="1" y="1" width="158" height="148" rx="10" />
            for (i, line) in lines.iter().enumerate() {
                <text class="goal-text" x="12" y={(22 + 17 * i).to_string()}>{ line.clone() }</text>
            }
            { sign_svg(goal.sign, 12.0, 112.0, 136.0) }
            { dots }
            <text class="share" x="150" y="144" text-anchor="end">{ format!("{} · {}", difficulty_name(goal.difficulty), goal.share) }</text>
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sign_is_text_and_swatches() {
        assert_eq!(
            sign_parts("{o} Σ = 2 × {p} Σ"),
            [
                SignPart::Colour(Colour::Orange),
                SignPart::Text("Σ = 2 ×".into()),
                SignPart::Colour(Colour::Pink),
                SignPart::Text("Σ".into()),
            ]
        );
        assert_eq!(sign_parts("all < 4"), [SignPart::Text("all < 4".into())]);
    }

    #[test]
    fn goal_texts_wrap_at_spaces_within_the_width() {
        assert_eq!(
            wrap("Two orange piles and two purple piles", 19),
            ["Two orange piles", "and two purple", "piles"]
        );
        for goal in &crate::games::cahoots::GOALS {
            let lines = wrap(goal.text, GOAL_LINE);
            assert!(
                lines.len() <= 4,
                "{:?} takes {} lines",
                goal.text,
                lines.len()
            );
            assert!(
                lines.iter().all(|l| l.len() <= GOAL_LINE),
                "{:?}",
                goal.text
            );
            let on_board = wrap(goal.text, crate::ui::cahoots::board::BOARD_LINE);
            assert!(
                on_board.len() <= 3,
                "{:?} takes {} lines on the board, which shows three",
                goal.text,
                on_board.len()
            );
        }
    }
}
