//! Cahoots' board in one SVG: the four face-up goals above (two by two, each with its
//! words, its picture of colours and numbers, and its difficulty), the four piles below
//! (the top card, the cards under it, the pile's name, a mark "play here"). Goals and
//! piles are buttons: a goal opens its details, a pile takes the chosen card (or, with
//! none chosen, opens its details). Drawn from the pure [`TableModel`].

use crate::ui::svg_num::SvgNum;
use crate::ui::table::marks::refused_mark;
use crate::ui::words::capitalised;
use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::ui::class::class_of;

use super::cards::{difficulty_name, number_card, sign_svg, wrap};
use super::model::{GoalModel, PileModel, TableModel};
use super::spot::Spot;
use crate::games::cahoots::pile_name;

/// The board's width in SVG units.
pub const VIEW_W: f32 = 400.0;
/// A goal's size.
const GOAL_W: f32 = 196.0;
const GOAL_H: f32 = 104.0;
const GAP: f32 = 8.0;
/// Where the piles start, and their size.
const PILES_Y: f32 = 2.0 * GOAL_H + 2.0 * GAP;
const PILE_W: f32 = 94.0;
const PILE_H: f32 = 146.0;
/// The board's height in SVG units.
pub const VIEW_H: f32 = PILES_Y + PILE_H;
/// Characters on a line of a goal's words on the board: at 15 px bold, 22 ran past the
/// card's edge with wide letters ("The numbers make a r"); 19 fits, in three lines.
pub const BOARD_LINE: usize = 19;

/// What [`board`] draws.
pub struct BoardProps<'a> {
    /// The table as drawn.
    pub model: &'a TableModel,
    /// What each seat's last move touched, newest first, with the seat's tag.
    pub last: Vec<(Spot, String, bool)>,
    /// The spots the last move tried, refused, concerns: each is marked, beside the
    /// reason in the strip.
    pub refused: Vec<Spot>,
    /// What the newest move put on the table (a card on a pile, a goal turned up): it
    /// shows itself briefly. Nothing else does, not even the table's first drawing (a
    /// page opened, a hand handed over), where every goal and card fading in at once
    /// repainted the board for a quarter of a second (see `static/table.css`).
    pub fresh: Vec<Spot>,
    /// A goal or a pile was chosen.
    pub on_spot: Callback<Spot>,
}

/// The element id of a spot's button.
pub fn spot_id(spot: Spot) -> String {
    match spot {
        Spot::Pile(i) => format!("ch-pile-{i}"),
        Spot::Goal(g) => format!("ch-goal-{}", g.0),
    }
}

fn press(spot: Spot, on_spot: &Callback<Spot>) -> (Callback<MouseEvent>, Callback<KeyboardEvent>) {
    let click = on_spot.reform(move |_: MouseEvent| spot);
    let on_spot = on_spot.clone();
    let key = Callback::from(move |e: KeyboardEvent| {
        if matches!(e.key().as_str(), "Enter" | " ") {
            e.prevent_default();
            on_spot.emit(spot);
        }
    });
    (click, key)
}

fn last_mark(last: &[(Spot, String, bool)], spot: Spot, x: f32, y: f32, w: f32, h: f32) -> Html {
    let Some((_, tag, newest)) = last.iter().find(|(s, _, _)| *s == spot) else {
        return html! {};
    };
    html! {
        <g class={class_of(&[Some("last-move-mark"), newest.then_some("newest")])} aria-hidden="true">
            <rect class="last-move" x={(x - 3.0).svg()} y={(y - 3.0).svg()}
                  width={(w + 6.0).svg()} height={(h + 6.0).svg()} rx="11" />
            <rect class="tag-back" x={(x + w - 26.0).svg()} y={(y - 9.0).svg()} width="32" height="19" rx="9" />
            <text class="tag" x={(x + w - 10.0).svg()} y={(y + 5.5).svg()} font-size="12.5" text-anchor="middle">{ tag.clone() }</text>
        </g>
    }
}

fn goal(goal: &GoalModel, i: usize, props: &BoardProps<'_>) -> Html {
    let spot = Spot::Goal(goal.id);
    let x = (i % 2) as f32 * (GOAL_W + GAP);
    let y = (i / 2) as f32 * (GOAL_H + GAP);
    let (onclick, onkeydown) = press(spot, &props.on_spot);
    let lines = wrap(&goal.text, BOARD_LINE);
    let label = format!(
        "Goal: {}. {} {}: {} of all tops meet it.{} Details",
        goal.text,
        goal.detail,
        difficulty_name(goal.difficulty),
        goal.share,
        if goal.marked_by.is_empty() {
            String::new()
        } else {
            format!(" {} says go for this.", goal.marked_by.join(" and "))
        }
    );
    html! {
        <g id={spot_id(spot)} class={class_of(&[Some("ch-goal-spot"), (!goal.marked_by.is_empty()).then_some("marked"), props.fresh.contains(&spot).then_some("fresh")])}
           role="button" tabindex="0" aria-label={label} {onclick} {onkeydown} key={goal.id.0}>
            <rect class="goal-face" x={x.svg()} y={y.svg()} width={GOAL_W.svg()}
                  height={GOAL_H.svg()} rx="9" />
            for (j, line) in lines.iter().take(3).enumerate() {
                <text class="goal-text" x={(x + 10.0).svg()} y={(y + 21.0 + 18.0 * j as f32).svg()}>
                    { line.clone() }
                </text>
            }
            { sign_svg(goal.sign, x + 10.0, y + GOAL_H - 12.0, GOAL_W - 72.0) }
            for d in 1..=4u8 {
                <circle class={class_of(&[Some("dot"), (d <= goal.difficulty).then_some("on")])}
                        cx={(x + GOAL_W - 52.0 + 11.0 * f32::from(d - 1)).svg()}
                        cy={(y + GOAL_H - 12.0).svg()} r="3.6" />
            }
            if !goal.marked_by.is_empty() {
                // On the card's top edge, clear of its words (a corner inside sat on them).
                <g class="mark-badge">
                    <circle cx={(x + 16.0).svg()} cy={y.svg()} r="9" />
                    <text class="mark-star" x={(x + 16.0).svg()} y={(y + 5.5).svg()} text-anchor="middle">
                        { "★" }
                    </text>
                </g>
            }
            { last_mark(&props.last, spot, x, y, GOAL_W, GOAL_H) }
            if props.refused.contains(&spot) {
                { refused_mark(x, y, GOAL_W, GOAL_H) }
            }
            <rect class="focus-ring" x={(x - 4.0).svg()} y={(y - 4.0).svg()}
                  width={(GOAL_W + 8.0).svg()} height={(GOAL_H + 8.0).svg()} rx="12" />
        </g>
    }
}

fn pile(pile: &PileModel, props: &BoardProps<'_>) -> Html {
    let spot = Spot::Pile(pile.index);
    let x = f32::from(pile.index) * (PILE_W + (VIEW_W - 4.0 * PILE_W) / 3.0);
    let y = PILES_Y;
    let (onclick, onkeydown) = press(spot, &props.on_spot);
    let (cx, cy) = (x + 12.0, y + 18.0);
    html! {
        <g id={spot_id(spot)} class={class_of(&[Some("ch-pile"), pile.target.then_some("ch-target"), (!pile.marked_by.is_empty()).then_some("marked")])}
           role="button" tabindex="0" aria-label={pile.label.clone()} {onclick} {onkeydown} key={format!("p{}", pile.index)}>
            <rect class="pile-hit" x={x.svg()} y={y.svg()} width={PILE_W.svg()}
                  height={PILE_H.svg()} rx="10" />
            for i in (1..pile.depth.min(4)).rev() {
                <rect class="under" x={(cx + 2.5 * i as f32).svg()} y={(cy - 3.0 * i as f32).svg()}
                      width="70" height="100" rx="8" />
            }
            // Keyed by the pile's depth, so a card played here is a new element, and lands.
            <g class={class_of(&[Some("top-card"), props.fresh.contains(&spot).then_some("fresh")])} key={format!("top-{}", pile.depth)}>
                { number_card(pile.top, cx, cy) }
            </g>
            if let Some(card) = pile.pending {
                <g class="pending-card">{ number_card(card, cx + 6.0, cy + 8.0) }</g>
                <rect class="pending-ring" x={(x + 2.0).svg()} y={(y + 2.0).svg()}
                      width={(PILE_W - 4.0).svg()} height={(PILE_H - 4.0).svg()} rx="9" />
            }
            <text class="pile-name" x={(x + PILE_W / 2.0).svg()} y={(y + PILE_H - 10.0).svg()}
                  text-anchor="middle">
                { format!("{} · {}", capitalised(&pile_name(pile.index)), pile.depth) }
            </text>
            if !pile.marked_by.is_empty() {
                <g class="pile-mark" aria-hidden="true">
                    <rect x={(x + 4.0).svg()} y={(y + 2.0).svg()} width={(PILE_W - 8.0).svg()} height="16" rx="8" />
                    <text x={(x + PILE_W / 2.0).svg()} y={(y + 14.0).svg()} text-anchor="middle">{ "★ play here" }</text>
                </g>
            }
            { last_mark(&props.last, spot, x, y, PILE_W, PILE_H) }
            if props.refused.contains(&spot) {
                { refused_mark(x, y, PILE_W, PILE_H) }
            }
            <rect class="target-ring" x={(x - 1.0).svg()} y={(y - 1.0).svg()}
                  width={(PILE_W + 2.0).svg()} height={(PILE_H + 2.0).svg()} rx="11" />
            <rect class="focus-ring" x={(x - 4.0).svg()} y={(y - 4.0).svg()}
                  width={(PILE_W + 8.0).svg()} height={(PILE_H + 8.0).svg()} rx="12" />
        </g>
    }
}

/// The board: drawn with the table each time (it changes with every choice: the lit
/// piles), so a component of its own saved no drawing and cost its own machinery.
pub fn board(props: &BoardProps<'_>) -> Html {
    html! {
        <svg class="board ch-board" viewBox={format!("-6 -10 {} {}", (VIEW_W + 12.0).svg(), (VIEW_H + 16.0).svg())}
             role="group" aria-label={format!("The goals and the piles. {}", props.model.progress)}>
            for (i, g) in props.model.goals.iter().enumerate() {
                { goal(g, i, props) }
            }
            for p in props.model.piles.iter() {
                { pile(p, props) }
            }
        </svg>
    }
}
