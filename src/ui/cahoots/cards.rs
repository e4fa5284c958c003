//! Cahoots' cards in SVG: a number card (its colour, a shape for the colour, the number,
//! and the colour's name, so colour is never the only signal) and a goal card (its text,
//! a small picture of named swatches and numbers, and its difficulty).

use yew::prelude::*;

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
            html! { <circle class="shape" cx={cx.to_string()} cy={cy.to_string()} r={r.to_string()} /> }
        }
        Colour::Pink => html! {
            <rect class="shape" x={(cx - r * 0.9).to_string()} y={(cy - r * 0.9).to_string()}
                  width={(r * 1.8).to_string()} height={(r * 1.8).to_string()} />
        },
        Colour::Orange => html! {
            <polygon class="shape" points={format!("{},{} {},{} {},{}", cx, cy - r, cx + r, cy + r * 0.8, cx - r, cy + r * 0.8)} />
        },
        Colour::Purple => html! {
            <polygon class="shape" points={format!("{},{} {},{} {},{} {},{}", cx, cy - r, cx + r, cy, cx, cy + r, cx - r, cy)} />
        },
    }
}

/// A number card at (x, y), 70 by 100 units.
pub fn number_card(card: Card, x: f32, y: f32) -> Html {
    html! {
        <g class={classes!("ch-card", colour_class(card.colour))} aria-hidden="true"
           transform={format!("translate({x} {y})")}>
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

/// A goal card: 160 by 150 units.
pub fn goal_card(goal: &GoalModel) -> Html {
    let lines = wrap(&goal.text, GOAL_LINE);
    let mut items: Vec<Html> = Vec::new();
    let mut x = 12.0;
    for colour in goal.colours {
        items.push(html! {
            <g class={classes!("swatch", colour_class(*colour))}>
                <rect class="face" x={x.to_string()} y="92" width="34" height="22" rx="4" />
                { shape(*colour, x + 17.0, 103.0, 6.0) }
                <text class="swatch-name" x={(x + 17.0).to_string()} y="126" text-anchor="middle">{ colour.name() }</text>
            </g>
        });
        x += 38.0;
    }
    for n in goal.numbers {
        items.push(html! {
            <g class="goal-number">
                <circle cx={(x + 11.0).to_string()} cy="103" r="11" />
                <text x={(x + 11.0).to_string()} y="108" text-anchor="middle">{ *n }</text>
            </g>
        });
        x += 26.0;
    }
    if !goal.sketch.is_empty() {
        items.push(html! {
            <text class="sketch" x="12" y="110">{ goal.sketch }</text>
        });
    }
    let dots: Html = (1..=4u8)
        .map(|i| {
            html! {
                <circle class={classes!("dot", (i <= goal.difficulty).then_some("on"))}
                        cx={(12.0 + 11.0 * f32::from(i - 1)).to_string()} cy="140" r="4" />
            }
        })
        .collect();
    html! {
        <svg class={classes!("ch-goal", (!goal.marked_by.is_empty()).then_some("marked"))}
             viewBox="0 0 160 150" aria-hidden="true" focusable="false">
            <rect class="goal-face" x="1" y="1" width="158" height="148" rx="10" />
            for (i, line) in lines.iter().enumerate() {
                <text class="goal-text" x="12" y={(22 + 17 * i).to_string()}>{ line.clone() }</text>
            }
            { for items }
            { dots }
            <text class="share" x="150" y="144" text-anchor="end">{ format!("{} · {}", difficulty_name(goal.difficulty), goal.share) }</text>
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        }
    }
}
