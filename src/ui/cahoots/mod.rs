//! Cahoots at the table: the goals and the piles on one board, the player's own hand,
//! the marks (the only talk allowed) in each goal's and pile's details, and the team in
//! the strip. Drawn from one seat's view: another player's hand never reaches the page
//! unless hands lie open.

pub mod board;
pub mod cards;
pub mod clock;
pub mod model;
pub mod rules;
pub mod setup;
pub mod spot;
pub mod table;
pub mod tap;

use self::tap::{Tapped, Touch};
use crate::ui::words::capitalised;

use yew::prelude::*;

use crate::ui::class::class_of;

use self::board::{BoardProps, board, spot_id};
use self::cards::{card_picture, difficulty_name, goal_card};
use self::model::{TableModel, card_name, turn_line};
use self::spot::Spot;
use crate::engine::{MarkedLine, Seat};
use crate::games::cahoots::{Action, Cahoots, Card, Event, Mark, pile_name};
use crate::ui::keys::focus_cell;
use crate::ui::table::frame::{FrameProps, Hand, table_frame, use_frame};
use crate::ui::table::places::HeldPlaces;
use crate::ui::table::sheet::Sheet;
use crate::ui::table::{Button, Seen, TableGame, TableProps};

/// What to do now, in a sentence.
fn prompt(seen: &Seen<Cahoots>, model: &TableModel, chosen: Option<Card>) -> String {
    let acting = seen.acting();
    let turn = turn_line(&seen.view, &seen.names, acting);
    if !acting || seen.view.hand.is_empty() {
        return turn;
    }
    if model.stuck {
        return format!("{turn} None of your cards fits any pile: say so.");
    }
    match chosen {
        Some(card) => format!("Now tap a lit pile for your {}.", card_name(card)),
        None => format!("{turn} Choose a card, then a pile it fits (same colour or same number)."),
    }
}

/// The log's lines of the newest move (none before the first).
fn newest_move(seen: &Seen<Cahoots>) -> &[MarkedLine<Cahoots>] {
    match seen.log.last().and_then(|l| l.step) {
        Some((last, _)) => MarkedLine::of_step(&seen.log, last),
        None => &[],
    }
}

/// Goals the last move met, in words, for the note.
fn met_news(seen: &Seen<Cahoots>) -> Option<String> {
    let met: Vec<&'static str> = newest_move(seen)
        .iter()
        .flat_map(|l| match &l.event {
            Event::Met(goals) => goals.iter().map(|g| g.card().text).collect(),
            _ => Vec::new(),
        })
        .collect();
    (!met.is_empty()).then(|| format!("★ Goal met: {}!", met.join("; ")))
}

/// What the newest move put on the table: the pile it played on, the goals it turned up.
fn fresh_spots(seen: &Seen<Cahoots>) -> Vec<Spot> {
    newest_move(seen)
        .iter()
        .filter_map(|l| match &l.event {
            Event::Played { pile, .. } => Some(Spot::Pile(*pile)),
            Event::Revealed(goal) => Some(Spot::Goal(*goal)),
            _ => None,
        })
        .collect()
}

fn open_hands(model: &TableModel) -> Html {
    let open: Vec<_> = model
        .team
        .iter()
        .filter(|m| !m.me && !m.open.is_empty())
        .collect();
    if open.is_empty() {
        return html! {};
    }
    html! {
        <ul class="ch-open-hands" aria-label="Open hands">
            for mate in open {
                <li>
                    <span class="open-hand" role="img" aria-label={format!("{}'s open hand: {}", mate.name,
                            mate.open.iter().map(|c| card_name(*c)).collect::<Vec<_>>().join(", "))}>
                        <span class="who" aria-hidden="true">{ mate.name.clone() }</span>
                        for card in mate.open.iter() { { card_picture(*card, 22) } }
                    </span>
                </li>
            }
        </ul>
    }
}

/// Cahoots' table for one seat.
#[component]
pub fn CahootsTable(props: &TableProps<Cahoots>) -> Html {
    let frame = use_frame();
    // The chosen card stays chosen while it is in the hand (in Speed Cahoots others
    // play meanwhile); playing it lets it go, so its twin is not chosen by itself.
    let selected = use_state(|| None::<Card>);
    let detail = use_state(|| None::<Spot>);
    let held = use_mut_ref(HeldPlaces::<Card>::default);
    let seen = &props.seen;
    let view = &seen.view;
    let acting = seen.acting();
    let mut model = TableModel::new(view, &seen.names, &seen.legal, *selected);
    // A card held back to be played shows on its pile, marked, until it is confirmed.
    if let Some(Action::Play { card, pile }) = props.pending
        && let Some(p) = model.piles.get_mut(usize::from(pile))
    {
        p.pending = Some(card);
        p.label
            .push_str(&format!(". Your {}, not yet played", card_name(card)));
    }
    let chosen = model.hand.iter().find(|h| h.selected).map(|h| h.card);
    let on_touch = {
        let (on_act, selected, detail) = (props.on_act.clone(), selected.clone(), detail.clone());
        let seen = props.seen.clone();
        Callback::from(move |touch: Touch| {
            match Cahoots::tap(&seen.view, &seen.legal, &chosen, touch) {
                Tapped::Choose(card) => selected.set(card),
                Tapped::ChooseAt(card, pile) => {
                    selected.set(Some(card));
                    focus_cell(&spot_id(Spot::Pile(pile)));
                }
                Tapped::Act(action) => {
                    selected.set(None);
                    on_act.emit(action);
                }
                Tapped::Open(spot) => detail.set(Some(spot)),
            }
        })
    };
    let on_spot = on_touch.reform(Touch::Spot);
    let close = {
        let detail = detail.clone();
        Callback::from(move |()| detail.set(None))
    };
    let mark = |m: Mark| {
        let (on_act, detail) = (props.on_act.clone(), detail.clone());
        Callback::from(move |_: MouseEvent| {
            detail.set(None);
            on_act.emit(Action::Mark(m));
        })
    };
    let last = seen.last_marks();
    let mut actions = Vec::new();
    if acting && model.stuck {
        actions.push(Button::primary(
            "I cannot play",
            props.on_act.reform(|()| Action::CannotPlay),
        ));
    }
    if let Some(back) = &props.on_back {
        actions.push(Button::new("Done: hand the device on", back.clone()));
    }
    let places = held.borrow_mut().hold(
        view.seat,
        &model.hand.iter().map(|h| h.card).collect::<Vec<_>>(),
    );
    let hand = view.seat.map(|holder| {
        Hand::of(seen, holder, html! {
            <>
                if model.hand.is_empty() {
                    <p class="muted">{ "You have no cards left." }</p>
                }
                <ul class="ch-hand-row">
                    for (i, (card, at)) in places.iter().enumerate() {
                        if let Some(h) = at.and_then(|at| model.hand.get(at)) {
                        <li key={i}>
                            <button class={class_of(&[Some("ch-hand-card"), h.selected.then_some("selected"), h.fits.is_empty().then_some("no-fit")])}
                                    aria-label={h.label.clone()} aria-pressed={h.selected.to_string()} disabled={!acting}
                                    data-card={String::from(h.card)}
                                    onclick={on_touch.reform({ let card = h.card; move |e: MouseEvent| Touch::Card { card, by_key: e.detail() == 0 } })}>
                                { card_picture(h.card, 64) }
                            </button>
                        </li>
                        } else {
                            <li key={i} class="ch-played" aria-hidden="true">
                                <span class="ch-hand-card">{ card_picture(*card, 64) }</span>
                            </li>
                        }
                    }
                </ul>
                { open_hands(&model) }
            </>
        })
    });
    let sheet = match *detail {
        Some(Spot::Goal(id)) => model.goals.iter().find(|g| g.id == id).map(|g| {
            let title = "Goal".to_string();
            let body = html! {
                <div class="ch-detail">
                    <div class="ch-detail-card">{ goal_card(g) }</div>
                    <p><strong>{ g.text.clone() }</strong></p>
                    if !g.detail.is_empty() {
                        <p>{ g.detail }</p>
                    }
                    <p class="muted">{ format!("{}: {} of all possible tops meet it.", difficulty_name(g.difficulty), g.share) }</p>
                    if !g.marked_by.is_empty() {
                        <p class="mark-note">{ format!("★ {} says: go for this.", g.marked_by.join(" and ")) }</p>
                    }
                    if g.can_mark {
                        <button class="primary" onclick={mark(Mark::Goal(g.id))}>{ "Mark: go for this" }</button>
                    }
                </div>
            };
            (title, body)
        }),
        Some(Spot::Pile(i)) => model.piles.iter().find(|p| p.index == i).map(|p| {
            let title = capitalised(&pile_name(i));
            let body = html! {
                <div class="ch-detail">
                    <p>{ p.label.clone() }</p>
                    if !p.under.is_empty() {
                        <p class="muted">{ format!("Under the top, newest first: {}.",
                            p.under.iter().map(|c| card_name(*c)).collect::<Vec<_>>().join(", ")) }</p>
                    }
                    if !p.marked_by.is_empty() {
                        <p class="mark-note">{ format!("★ {} asks to play here.", p.marked_by.join(" and ")) }</p>
                    }
                    if p.can_mark {
                        <button class="primary" onclick={mark(Mark::Pile(i))}>{ "Mark: play here" }</button>
                    }
                </div>
            };
            (title, body)
        }),
        None => None,
    };
    let (sheet_title, sheet_body) = sheet.unwrap_or_else(|| (String::from("Details"), html! {}));
    html! {
        <>
            { table_frame(&frame, FrameProps {
                game: "cahoots",
                acting: seen.acting(),
                strip: Cahoots::strip(seen),
                prompt: prompt(seen, &model, chosen).into(),
                common: props.common.clone(),
                news: seen.news(),
                note: met_news(seen).map(AttrValue::from),
                hand,
                actions,
                board: board(&BoardProps { model: &model, last, refused: props.refused.clone(), fresh: fresh_spots(seen), on_spot }),
                ..FrameProps::default()
            }) }
            <Sheet title={sheet_title} open={detail.is_some()} on_close={close}>{ sheet_body }</Sheet>
        </>
    }
}

/// Speed Cahoots between several people: a public screen where whoever holds the device
/// says who they are (`people`, with their names), and `on_pick` takes the one who did.
/// No hand is drawn here.
pub fn speed_picker(people: &[(Seat, AttrValue)], on_pick: &Callback<Seat>) -> Html {
    html! {
        <section class="pass-screen ch-picker" aria-labelledby="picker-title">
            <h2 id="picker-title">{ "Who has the device?" }</h2>
            <p>{ "No turns in Speed Cahoots: whoever holds the device picks their name and plays." }</p>
            <div class="actions">
                for (seat, name) in people.iter() {
                    <button class="primary big" onclick={on_pick.reform({ let s = *seat; move |_: MouseEvent| s })}>
                        { format!("I am {name}") }
                    </button>
                }
            </div>
        </section>
    }
}
