//! The status strip at the top of the table: one short line per seat (its side's chip,
//! its name, what counts for it, whether it is to play) and the table's counts (the
//! deck, the stock). A model each game fills, drawn the same for all; the details that
//! do not fit (what a hand is known to hold) are in the players' sheet.

use yew::prelude::*;

use crate::ui::class::class_of;

use crate::engine::Seat;

/// What marks a seat's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Badge {
    /// Nothing: every seat plays for itself with no colour (a team game, a word game).
    None,
    /// The side's chip: its colour (by the game's stylesheet) and its shape, the
    /// `team`'th of circle, square, triangle and diamond, so colour is never the only
    /// sign.
    Chip(u8),
}

/// One seat in the strip.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatLine {
    /// The seat.
    pub seat: Seat,
    /// Its name.
    pub name: String,
    /// Its side's mark.
    pub badge: Badge,
    /// What counts for it, in a few characters ("1/3 · 5 cards").
    pub detail: String,
    /// It is to play (or, where several may, one of them).
    pub to_move: bool,
    /// It is the viewer's own seat.
    pub me: bool,
    /// All of it in words, for a screen reader ("Ann, green circle chips: 1 of 3
    /// foursomes, 5 cards, to play").
    pub label: String,
}

/// The status strip.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Strip {
    /// The seats, in turn order.
    pub seats: Vec<SeatLine>,
    /// The table's counts ("Deck 40", "Stock 20 left").
    pub counts: Vec<String>,
}

/// A chip's shape: circle, square, triangle or diamond, in a 24-unit box.
pub fn chip_shape(team: u8) -> Html {
    match team % 4 {
        0 => html! { <circle cx="12" cy="12" r="9.5" /> },
        1 => html! { <rect x="3" y="3" width="18" height="18" rx="2" /> },
        2 => html! { <path d="M12 1.5 L22.5 21 L1.5 21 Z" /> },
        _ => html! { <path d="M12 1 L23 12 L12 23 L1 12 Z" /> },
    }
}

/// A chip as it lies on a board: its shape over its shadow, the same shape a little lower
/// (`.chip-shadow`). A shape, not a CSS `filter` or `opacity`: either gives every chip an
/// effect of its own in Chromium's paint, whether or not the chip changed (measured: taps
/// at most about 2 ms faster without them, at 4x CPU throttle).
pub fn board_chip_shape(team: u8) -> Html {
    html! {
        <>
            <g class="chip-shadow" transform="translate(0 0.8)">{ chip_shape(team) }</g>
            { chip_shape(team) }
        </>
    }
}

/// A side's chip as a small picture, `class` added.
pub fn chip_svg(team: u8, class: &'static str) -> Html {
    html! {
        <svg class={class_of(&[Some("chip"), Some(format!("team-{team}").as_str()), Some(class)])} viewBox="0 0 24 24" aria-hidden="true">
            { chip_shape(team) }
        </svg>
    }
}

/// More seats than this and the strip is compact: one chip per side (its mark and its
/// seats' short tags, "P1 P4", the one to play marked), so that six or eight people keep
/// the strip to one line on a phone; the players' sheet has the rest.
pub const COMPACT_OVER: usize = 4;

/// Draws the strip's seats and counts; `on_seat` opens the players' sheet. Beyond
/// [`COMPACT_OVER`] seats, a chip per side in the turn order of its first seat, with
/// its seats' tags; each seat's full line is still its label for a screen reader.
pub fn draw(strip: &Strip, on_seat: &Callback<()>) -> Html {
    let compact = strip.seats.len() > COMPACT_OVER;
    let names: Vec<String> = strip.seats.iter().map(|l| l.name.clone()).collect();
    let shown = if compact {
        super::news::tags(&names)
    } else {
        names
    };
    let mut groups: Vec<Vec<(&SeatLine, String)>> = Vec::new();
    for (line, tag) in strip.seats.iter().zip(shown) {
        let side = groups
            .iter_mut()
            .find(|g| compact && line.badge != Badge::None && g[0].0.badge == line.badge);
        match side {
            Some(group) => group.push((line, tag)),
            None => groups.push(vec![(line, tag)]),
        }
    }
    html! {
        <div class={class_of(&[Some("seats-row"), compact.then_some("compact")])}>
            if !strip.seats.is_empty() {
            <ul class="seats" aria-label="Players">
                for group in groups {
                    <li class={class_of(&[Some("seat"), group.iter().any(|(l, _)| l.to_move).then_some("to-move"), group.iter().any(|(l, _)| l.me).then_some("me")])}
                        key={group[0].0.seat.index()} data-seat={group[0].0.seat.index().to_string()}
                        aria-current={group.iter().any(|(l, _)| l.to_move).then_some("true")}>
                        <button class="seat-button"
                                aria-label={group.iter().map(|(l, _)| l.label.as_str()).collect::<Vec<_>>().join("; ")}
                                onclick={on_seat.reform(|_: MouseEvent| ())}>
                            if let Badge::Chip(team) = group[0].0.badge {
                                { chip_svg(team, "badge") }
                            }
                            for (line, tag) in group.iter() {
                                if line.to_move && !compact {
                                    <span class="turn-mark" aria-hidden="true">{ "▶" }</span>
                                }
                                <span class={class_of(&[Some(if compact { "tag" } else { "name" }), line.to_move.then_some("to-move")])}
                                      aria-hidden="true">
                                    if line.to_move && compact { { "▶" } }
                                    { tag.clone() }
                                </span>
                                if !compact && !line.detail.is_empty() {
                                    <span class="detail" aria-hidden="true">{ line.detail.clone() }</span>
                                }
                            }
                        </button>
                    </li>
                }
            </ul>
            }
            if !strip.counts.is_empty() {
                <p class="counts">
                    for (i, count) in strip.counts.iter().enumerate() {
                        if i > 0 { <span aria-hidden="true">{ " · " }</span> }
                        <span>{ count.clone() }</span>
                    }
                </p>
            }
        </div>
    }
}
