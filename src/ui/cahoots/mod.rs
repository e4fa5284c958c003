//! Cahoots on screen: the face-up goal cards with their difficulty, the four piles, the
//! player's own hand, the marks (the only talk allowed), and the team. Drawn from one
//! seat's view: another player's hand never reaches the page unless hands lie open.

pub mod cards;
pub mod clock;
pub mod model;
pub mod rules;

use std::rc::Rc;

use yew::prelude::*;

use self::cards::{card_picture, difficulty_name, goal_card, number_card};
use self::model::{GoalModel, PileModel, TableModel, card_name, turn_line};
use crate::engine::{Seat, Session, Viewer};
use crate::games::cahoots::{Action, Cahoots, CahootsView, Card, Mark, pile_name};
use crate::ui::keys::focus_cell;

/// Props of [`CahootsPlay`].
#[derive(Properties, PartialEq)]
pub struct CahootsProps {
    /// The table as the viewer sees it.
    pub view: Rc<CahootsView>,
    /// Each seat's name.
    pub names: Rc<Vec<String>>,
    /// What the viewer may do now (empty when it is not theirs to act).
    pub legal: Rc<Vec<Action>>,
    /// Moves so far.
    pub step: usize,
    /// The viewer acted.
    pub on_act: Callback<Action>,
    /// Speed Cahoots with several people: give the device to someone else.
    #[prop_or_default]
    pub on_hand_over: Option<Callback<()>>,
}

impl CahootsProps {
    /// The props for `viewer` (`None`: only what is public) in `session`.
    pub fn of(
        session: &Session<Cahoots>,
        viewer: Option<Seat>,
        on_act: Callback<Action>,
        on_hand_over: Option<Callback<()>>,
    ) -> Self {
        let view = session.view(viewer.map_or(Viewer::Spectator, Viewer::Seat));
        let legal = viewer
            .map(|s| session.legal_for_person(s))
            .unwrap_or_default();
        CahootsProps {
            names: Rc::new(session.seats().iter().map(|s| s.name.clone()).collect()),
            view: Rc::new(view),
            legal: Rc::new(legal),
            step: session.save().steps.len(),
            on_act,
            on_hand_over,
        }
    }
}

/// The element id of pile `i`'s button.
pub fn pile_id(i: u8) -> String {
    format!("ch-pile-{i}")
}

fn goal_label(goal: &GoalModel) -> String {
    let mut label = format!(
        "Goal: {}. {}: {} of all tops meet it.",
        goal.text,
        difficulty_name(goal.difficulty),
        goal.share
    );
    if !goal.marked_by.is_empty() {
        label.push_str(&format!(
            " {} says go for this.",
            goal.marked_by.join(" and ")
        ));
    }
    label
}

fn goals_panel(model: &TableModel, on_act: &Callback<Action>) -> Html {
    html! {
        <section class="ch-goals" aria-labelledby="ch-goals-title">
            <h2 id="ch-goals-title">{ "Goals" }</h2>
            <p class="ch-progress">{ model.progress.clone() }</p>
            <ul class="ch-goal-row">
                for goal in model.goals.iter() {
                    <li class="ch-goal-item" key={goal.id.0}>
                        <div role="img" aria-label={goal_label(goal)}>{ goal_card(goal) }</div>
                        if !goal.marked_by.is_empty() {
                            <p class="mark-note">{ format!("★ Go for this ({})", goal.marked_by.join(", ")) }</p>
                        }
                        if goal.can_mark {
                            <button class="mark" aria-label={format!("Mark the goal {}: go for this", goal.text)}
                                    onclick={on_act.reform({ let id = goal.id; move |_: MouseEvent| Action::Mark(Mark::Goal(id)) })}>
                                { "Mark: go for this" }
                            </button>
                        }
                    </li>
                }
            </ul>
        </section>
    }
}

fn pile_view(
    pile: &PileModel,
    selected: Option<Card>,
    on_act: &Callback<Action>,
    on_played: &Callback<()>,
) -> Html {
    let index = pile.index;
    let onclick = {
        let (on_act, on_played, target) = (on_act.clone(), on_played.clone(), pile.target);
        Callback::from(move |_: MouseEvent| {
            if let (Some(card), true) = (selected, target) {
                on_played.emit(());
                on_act.emit(Action::Play { card, pile: index });
            }
        })
    };
    let label = match (selected, pile.target) {
        (Some(card), true) => format!("{}. Play {} here.", pile.label, card_name(card)),
        _ => pile.label.clone(),
    };
    html! {
        <li class="ch-pile-item" key={index}>
            <button id={pile_id(index)} class={classes!("ch-pile", pile.target.then_some("ch-target"), (!pile.marked_by.is_empty()).then_some("marked"))}
                    aria-label={label} aria-disabled={(!pile.target).to_string()} {onclick}>
                <svg viewBox="-6 -10 82 116" aria-hidden="true" focusable="false">
                    for i in (1..pile.depth.min(4)).rev() {
                        <rect class="under" x={(2 * i).to_string()} y={(-3 * i as i32).to_string()} width="70" height="100" rx="8" />
                    }
                    { number_card(pile.top, 0.0, 0.0) }
                </svg>
                <span class="ch-pile-name">{ format!("{} · {}", pile_name(index), pile.depth) }</span>
            </button>
            if !pile.marked_by.is_empty() {
                <p class="mark-note">{ format!("★ Play here ({})", pile.marked_by.join(", ")) }</p>
            }
            if pile.can_mark {
                <button class="mark" aria-label={format!("Mark {}: play here", pile_name(index))}
                        onclick={on_act.reform(move |_: MouseEvent| Action::Mark(Mark::Pile(index)))}>
                    { "Mark: play here" }
                </button>
            }
            if !pile.under.is_empty() {
                <details class="ch-under">
                    <summary>{ "Cards under" }</summary>
                    <p>{ pile.under.iter().map(|c| card_name(*c)).collect::<Vec<_>>().join(", ") }</p>
                </details>
            }
        </li>
    }
}

fn hand_panel(
    model: &TableModel,
    acting: bool,
    on_pick: &Callback<Card>,
    on_act: &Callback<Action>,
) -> Html {
    html! {
        <section class="ch-hand" aria-labelledby="ch-hand-title">
            <h2 id="ch-hand-title">{ "Your hand" }</h2>
            if model.hand.is_empty() {
                <p>{ "You have no cards left." }</p>
            }
            <ul class="ch-hand-row">
                for (i, h) in model.hand.iter().enumerate() {
                    <li key={i}>
                        <button class={classes!("ch-hand-card", h.selected.then_some("selected"), h.fits.is_empty().then_some("no-fit"))}
                                aria-label={h.label.clone()} aria-pressed={h.selected.to_string()} disabled={!acting}
                                data-card={String::from(h.card)}
                                onclick={on_pick.reform({ let c = h.card; move |_: MouseEvent| c })}>
                            { card_picture(h.card, 64) }
                        </button>
                    </li>
                }
            </ul>
            if acting && model.stuck {
                <p class="ch-stuck" role="alert">{ "None of your cards fits any pile." }</p>
                <button class="primary" onclick={on_act.reform(|_: MouseEvent| Action::CannotPlay)}>{ "I cannot play" }</button>
            } else if acting {
                <p class="ch-help">{ "Choose a card, then a pile it fits (same colour or same number)." }</p>
            }
        </section>
    }
}

fn team_panel(model: &TableModel) -> Html {
    html! {
        <section class="ch-team" aria-labelledby="ch-team-title">
            <h2 id="ch-team-title">{ "The team" }</h2>
            <ul>
                for mate in model.team.iter() {
                    <li class={classes!(mate.to_move.then_some("to-move"))}>
                        <span class="who">{ mate.name.clone() }</span>
                        if mate.me && mate.name != "You" { <span class="muted">{ " (you)" }</span> }
                        { format!(": {} card{}", mate.cards, if mate.cards == 1 { "" } else { "s" }) }
                        if mate.to_move { <span class="turn-mark">{ " ▶ to play" }</span> }
                        if !mate.open.is_empty() && !mate.me {
                            <span class="ch-open" role="img" aria-label={format!("{}'s open hand: {}", mate.name, mate.open.iter().map(|c| card_name(*c)).collect::<Vec<_>>().join(", "))}>
                                for card in mate.open.iter() { { card_picture(*card, 30) } }
                            </span>
                        }
                    </li>
                }
            </ul>
        </section>
    }
}

/// Cahoots' play area for one seat.
#[component]
pub fn CahootsPlay(props: &CahootsProps) -> Html {
    // The chosen card stays chosen while it is in the hand (in Speed Cahoots others
    // play meanwhile); playing it lets it go, so its twin is not chosen by itself.
    let selected = use_state(|| None::<Card>);
    let on_played = {
        let selected = selected.clone();
        Callback::from(move |()| selected.set(None))
    };
    let view = &props.view;
    let acting = !props.legal.is_empty();
    let model = TableModel::new(view, &props.names, &props.legal, *selected);
    let chosen = model.hand.iter().find(|h| h.selected).map(|h| h.card);
    let on_pick = {
        let selected = selected.clone();
        let hand = model.hand.clone();
        Callback::from(move |card: Card| {
            if *selected == Some(card) {
                selected.set(None);
                return;
            }
            selected.set(Some(card));
            // Straight to the first pile it fits, so the keyboard needs one more Enter.
            if let Some(pile) = hand
                .iter()
                .find(|h| h.card == card)
                .and_then(|h| h.fits.first())
            {
                focus_cell(&pile_id(*pile));
            }
        })
    };
    let has_hand = view.seat.is_some();
    html! {
        <div class="cahoots">
            <p class="ch-turn" aria-live="polite">{ turn_line(view, &props.names, acting) }</p>
            { goals_panel(&model, &props.on_act) }
            <section class="ch-piles" aria-labelledby="ch-piles-title">
                <h2 id="ch-piles-title">{ "Piles" }</h2>
                <ul class="ch-pile-row">
                    for pile in model.piles.iter() {
                        { pile_view(pile, chosen, &props.on_act, &on_played) }
                    }
                </ul>
            </section>
            if has_hand {
                { hand_panel(&model, acting, &on_pick, &props.on_act) }
            }
            if let Some(hand_over) = &props.on_hand_over {
                <button class="ch-hand-over" onclick={hand_over.reform(|_: MouseEvent| ())}>{ "Done: hand the device on" }</button>
            }
            { team_panel(&model) }
        </div>
    }
}

/// Props of [`SpeedPicker`].
#[derive(Properties, PartialEq)]
pub struct PickerProps {
    /// The people who may play now, with their names.
    pub people: Rc<Vec<(Seat, AttrValue)>>,
    /// One of them took the device.
    pub on_pick: Callback<Seat>,
}

/// Speed Cahoots between several people: a public screen where whoever holds the device
/// says who they are. No hand is drawn here.
#[component]
pub fn SpeedPicker(props: &PickerProps) -> Html {
    html! {
        <section class="pass-screen ch-picker" aria-labelledby="picker-title">
            <h2 id="picker-title">{ "Who has the device?" }</h2>
            <p>{ "No turns in Speed Cahoots: whoever holds the device picks their name and plays." }</p>
            <div class="actions">
                for (seat, name) in props.people.iter() {
                    <button class="primary big" onclick={props.on_pick.reform({ let s = *seat; move |_: MouseEvent| s })}>
                        { format!("I am {name}") }
                    </button>
                }
            </div>
        </section>
    }
}
