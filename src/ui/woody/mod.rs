//! Major Woody's Wild Foursomes at the table: the board, the hand of the player whose
//! screen this is (never anyone else's), and the prompt for the moment: a turn, a STEAL,
//! a Got it!, or the choice of four in a longer line. The public screen of the STEAL
//! window is `window.rs`.

pub mod board;
pub mod model;
pub mod news;
#[cfg(test)]
mod picture;
pub mod rules;
pub mod table;
pub mod tap;
pub mod window;

use crate::ui::svg_num::SvgNum;
use std::rc::Rc;

use yew::prelude::*;

use crate::ui::class::class_of;

use self::board::{BoardProps, board, border_class, suit_path};
use self::model::{BoardModel, Marks, card_name, card_power, name_lines};
use self::tap::{Selection, Tap, card_in_play, pass_discard, prompt, targets};
use crate::engine::Pos;
use crate::games::woody::rules::board_layout;
use crate::games::woody::{Action, Card, Phase, Woody};
use crate::ui::table::frame::{FrameProps, Hand, card_keys, table_frame, use_frame};
use crate::ui::table::grid::use_steady_callback;
use crate::ui::table::{Button, Seen, TableGame, TableProps};

/// A card as a small picture that scales with its button, so no name is ever cut: a
/// character card with its border's sign, first and last name; a Major Woody card with
/// its name and what it does.
pub fn card_svg(card: Card) -> Html {
    let fit = |text: &str, room: f32, per: f32| {
        (text.chars().count() as f32 * per > room).then(|| room.svg())
    };
    let body = match card {
        Card::Face(face) => {
            let (first, last) = crate::games::woody::data::NAMES[usize::from(face.who.0)];
            let (line1, line2) = name_lines(last);
            html! {
                <>
                    <path class={class_of(&[Some("suit"), Some(border_class(face.border))])} d={suit_path(face.border)}
                          transform="translate(5 5) scale(0.85)" />
                    <text class="first" x="40" y="44" text-anchor="middle"
                          textLength={fit(first, 70.0, 8.5)} lengthAdjust="spacingAndGlyphs">{ first }</text>
                    if let Some(line2) = line2 {
                        <text class="last" x="40" y="70" text-anchor="middle"
                              textLength={fit(&line1, 70.0, 11.5)} lengthAdjust="spacingAndGlyphs">{ line1.clone() }</text>
                        <text class="last" x="40" y="92" text-anchor="middle"
                              textLength={fit(&line2, 70.0, 11.5)} lengthAdjust="spacingAndGlyphs">{ line2.clone() }</text>
                    } else {
                        <text class="last" x="40" y="76" text-anchor="middle"
                              textLength={fit(&line1, 70.0, 11.5)} lengthAdjust="spacingAndGlyphs">{ line1.clone() }</text>
                    }
                </>
            }
        }
        other => {
            let title = other.to_string();
            let words: Vec<&str> = title.split(' ').collect();
            let power = crate::ui::table::wrap(card_power(other), 14);
            html! {
                <>
                    for (i, word) in words.iter().enumerate() {
                        <text class="mw-title" x="40" y={(24 + 19 * i).to_string()} text-anchor="middle"
                              textLength={fit(word, 68.0, 11.0)} lengthAdjust="spacingAndGlyphs">{ *word }</text>
                    }
                    for (i, line) in power.iter().take(4).enumerate() {
                        <text class="power" x="40" y={(28 + 19 * words.len() + 13 * i).to_string()} text-anchor="middle">
                            { line.clone() }
                        </text>
                    }
                </>
            }
        }
    };
    html! {
        <svg class={class_of(&[Some("mw-card-face"), Some(card_class(card))])} viewBox="0 0 80 112" aria-hidden="true" focusable="false">
            <rect class="card-back" x="1.5" y="1.5" width="77" height="109" rx="8" />
            { body }
        </svg>
    }
}

/// The card's class: its border colour, or "major" for a Major Woody card.
pub fn card_class(card: Card) -> &'static str {
    match card {
        Card::Face(face) => border_class(face.border),
        _ => "major",
    }
}

/// One card of the hand: a button that chooses it (or lets it go).
fn hand_card(
    key: String,
    index: usize,
    card: Card,
    used: bool,
    chosen: bool,
    playing: bool,
    selection: &UseStateHandle<Selection>,
) -> Html {
    let pick = {
        let selection = selection.clone();
        Callback::from(move |_: MouseEvent| {
            selection.set(Selection {
                card: (!chosen).then_some(index),
                mine: None,
            })
        })
    };
    html! {
        <button {key} class={class_of(&[Some("mw-card"), Some(card_class(card)), chosen.then_some("selected"), used.then_some("used")])}
                aria-pressed={chosen.to_string()} disabled={!playing}
                aria-label={format!("{}{}", card_name(card), if used { ", used: both its spaces are covered" } else { "" })}
                data-card={card.to_string()} onclick={pick}>
            { card_svg(card) }
            if used {
                <span class="used-tag">{ "used" }</span>
            }
        </button>
    }
}

/// What a tap on a space acts with, as the table last drew it.
#[derive(Clone)]
struct Aim {
    seen: Rc<Seen<Woody>>,
    chosen: Selection,
    lit: Vec<Pos>,
    on_act: Callback<Action>,
}

/// Major Woody's table.
#[component]
pub fn WoodyTable(props: &TableProps<Woody>) -> Html {
    let frame = use_frame();
    let selection = use_state(Selection::default);
    let cursor = use_state(|| Pos::new(0, 0));
    // The cursor's line is for keyboard players: it shows once the arrows have moved it
    // (a touch player taps a space and reads the board, not the line).
    let keyed = use_state(|| false);
    let seen = &props.seen;
    let view = &seen.view;
    let legal = seen.legal.as_slice();
    let playing = matches!(view.phase, Phase::Main { .. }) && !legal.is_empty();
    let chosen = Selection {
        card: selection.card.filter(|i| playing && *i < view.hand.len()),
        mine: selection.mine,
    };
    let lit = targets(view, legal, chosen);
    // A move held back shows its card chosen (and where it acts, on the board).
    let pending_card = match &props.pending {
        Some(Action::Place { card, .. }) => view.hand.iter().position(|c| c == card),
        Some(Action::Remove { .. }) => view.hand.iter().position(|c| *c == Card::Remove),
        Some(Action::Steal { .. }) => view.hand.iter().position(|c| *c == Card::Steal),
        Some(Action::Swap { border, .. }) => {
            view.hand.iter().position(|c| *c == Card::Swap(*border))
        }
        _ => None,
    };
    let in_play = card_in_play(view, legal, chosen);
    let offered: Vec<Pos> = match &view.phase {
        Phase::Choose { pending, .. } => pending.lines.iter().flatten().copied().collect(),
        _ => Vec::new(),
    };
    let last = seen.last_marks();
    let model = BoardModel::new(
        view,
        &Marks {
            targets: lit.as_ref().map(|(t, _)| t.clone()),
            target_words: lit.as_ref().map_or("", |(_, w)| w),
            picked: chosen.mine,
            offered,
            last,
            pending: props.pending.as_ref().map(Woody::aims).unwrap_or_default(),
            cursor: Some(*cursor),
        },
    );
    let on_space = {
        let (selection, cursor) = (selection.clone(), cursor.clone());
        let latest = Aim {
            seen: props.seen.clone(),
            chosen,
            lit: lit.as_ref().map(|(t, _)| t.clone()).unwrap_or_default(),
            on_act: props.on_act.clone(),
        };
        use_steady_callback(latest, move |at: Pos, aim: Aim| {
            let Aim {
                seen,
                chosen,
                lit,
                on_act,
            } = aim;
            cursor.set(at);
            match Woody::tap(&seen.view, &seen.legal, &chosen, at) {
                Tap::Act(action) => {
                    // A lit space plays; any other gets the engine's reason, and the card
                    // stays chosen.
                    if lit.contains(&at) {
                        selection.set(Selection::default());
                    }
                    on_act.emit(action);
                }
                Tap::Pick(mine) => selection.set(Selection {
                    mine: (chosen.mine != Some(mine)).then_some(mine),
                    ..chosen
                }),
                Tap::Nothing => {}
            }
        })
    };
    let on_cursor = {
        let (cursor, keyed) = (cursor.clone(), keyed.clone());
        use_callback((), move |pos: Pos, ()| {
            cursor.set(pos);
            keyed.set(true);
        })
    };
    let mut actions = Vec::new();
    if legal == [Action::Proceed] {
        actions.push(Button::primary(
            "Take my turn",
            props.on_act.reform(|()| Action::Proceed),
        ));
    }
    if let Phase::Choose { pending, .. } = &view.phase
        && !legal.is_empty()
    {
        for (i, line) in pending.lines.iter().enumerate() {
            let names: Vec<String> = line
                .iter()
                .filter_map(|p| board_layout().at(*p))
                .map(|f| f.who.short_name())
                .collect();
            actions.push(Button::primary(
                format!("These four: {}", names.join(", ")),
                props
                    .on_act
                    .reform(move |()| Action::Choose { line: i as u8 }),
            ));
        }
    }
    if matches!(view.phase, Phase::Steal { .. }) && legal.contains(&Action::Decline) {
        match &props.on_back {
            Some(back) => actions.push(Button::new("Back: hand the device on", back.clone())),
            None => actions.push(Button::new(
                "Let it go",
                props.on_act.reform(|()| Action::Decline),
            )),
        }
    }
    if let Some(discard) = pass_discard(view, legal, chosen) {
        actions.push(Button::primary(
            format!("Pass: discard {}", card_name(discard)),
            props.on_act.reform(move |()| Action::Pass { discard }),
        ));
    }
    if let Some(card) = chosen.card.and_then(|i| view.hand.get(i).copied())
        && legal.contains(&Action::TurnIn(card))
    {
        let (on_act, selection) = (props.on_act.clone(), selection.clone());
        actions.push(Button::new(
            "Turn in this used card",
            Callback::from(move |()| {
                selection.set(Selection::default());
                on_act.emit(Action::TurnIn(card));
            }),
        ));
    }
    if chosen.mine.is_some() {
        let selection = selection.clone();
        actions.push(Button::new(
            "Choose another chip of mine",
            Callback::from(move |()| {
                selection.set(Selection {
                    mine: None,
                    ..chosen
                })
            }),
        ));
    }
    let note = model
        .space(*cursor)
        .filter(|_| *keyed)
        .map(|s| AttrValue::from(s.label.clone()));
    let prompt_text = if matches!(view.phase, Phase::Over(_)) {
        String::new()
    } else if view.viewer.is_some() {
        prompt(view, legal, chosen, &seen.names)
    } else {
        "Watching the table.".into()
    };
    // Several people share the device: the hand says whose it is, for all to read.
    let hand = view.viewer.map(|owner| Hand {
        label: format!("Your hand, {}", seen.name(owner)).into(),
        shown: seen.people() > 1,
        content: html! {
            <div class="cards mw-cards" data-owner={seen.name(owner).to_string()}
                 style={format!("--slots: {}", (view.options.hand_size() + 1).max(view.hand.len()))}>
                for ((index, card), key) in view.hand.iter().copied().enumerate().zip(card_keys(&view.hand)) {
                    { hand_card(
                        key,
                        index,
                        card,
                        Woody::is_used(&view.chips, card),
                        chosen.card == Some(index)
                            || pending_card == Some(index)
                            || (!playing && in_play == Some(card)
                                && view.hand.iter().position(|c| *c == card) == Some(index)),
                        playing,
                        &selection,
                    ) }
                }
            </div>
        },
    });
    let players = html! {
        <p class="muted">{ "Chips on the board are locked (crossed) once they are part of a foursome." }</p>
    };
    table_frame(&frame, FrameProps {
        game: "woody",
        acting: seen.acting(),
        strip: seen.with_levels(Woody::strip(seen)),
        prompt: prompt_text.into(),
        common: props.common.clone(),
        news: seen.news(),
        note,
        hand,
        actions,
        players,
        board: board(&BoardProps {
            model,
            cursor: *cursor,
            step: seen.step,
            on_cursor,
            on_space,
            refused: props.refused.clone(),
            room: frame.board_room(),
        }),
        ..FrameProps::default()
    })
}
