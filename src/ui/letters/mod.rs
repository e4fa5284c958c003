//! Letter Lines on screen: the players and their discard piles, the board, and the hand
//! of the player whose screen this is (never anyone else's).

pub mod board;
pub mod model;
pub mod rules;
pub mod speech;
pub mod sprite;

use std::rc::Rc;

use yew::prelude::*;

use self::board::{Board, chip_svg};
use self::model::{BoardModel, Marks, card_name};
use crate::engine::{Pos, Seat, Session, Viewer};
use crate::games::letters::rules::board_layout;
use crate::games::letters::{Action, Card, Event as Happened, Letters, LettersView, Phase};

/// Props of [`LettersPlay`].
#[derive(Properties, PartialEq)]
pub struct LettersProps {
    /// What the player whose screen this is may see.
    pub view: Rc<LettersView>,
    /// Every seat's name.
    pub names: Rc<Vec<String>>,
    /// What that player may do now (empty when it is not a person's turn on this screen).
    pub legal: Rc<Vec<Action>>,
    /// Where the last card acted.
    pub last: Option<Pos>,
    /// Whether tapped pictures read their word aloud (kept by the app, so it outlives the
    /// pass screen).
    pub read_aloud: bool,
    /// The player turned reading aloud on or off.
    pub on_read_aloud: Callback<bool>,
    /// The player chose an action.
    pub on_act: Callback<Action>,
}

impl LettersProps {
    /// The props for `session` as seen from `viewer`'s seat (`None`: watching).
    pub fn of(
        session: &Session<Letters>,
        viewer: Option<Seat>,
        read_aloud: bool,
        on_read_aloud: Callback<bool>,
        on_act: Callback<Action>,
    ) -> Self {
        let last = session.log().iter().rev().find_map(|(_, e)| match e {
            Happened::Covered { at, .. } | Happened::Removed { at, .. } => Some(*at),
            _ => None,
        });
        LettersProps {
            view: Rc::new(session.view(viewer.map_or(Viewer::Spectator, Viewer::Seat))),
            names: Rc::new(session.seats().iter().map(|s| s.name.clone()).collect()),
            legal: Rc::new(
                viewer
                    .map(|s| session.legal_for_person(s))
                    .unwrap_or_default(),
            ),
            last,
            read_aloud,
            on_read_aloud,
            on_act,
        }
    }
}

fn card_face(card: Card) -> Html {
    match card {
        Card::Letter(l) => html! {
            <>
                <span class="big">{ l.char() }</span>
                <span class="cname">{ l.colour().name() }</span>
            </>
        },
        Card::Wild => html! {
            <>
                <span class="big">{ "Z" }</span>
                <span class="cname">{ "any picture" }</span>
            </>
        },
        Card::Remove => html! {
            <>
                <span class="big">{ "X" }</span>
                <span class="cname">{ "take a chip" }</span>
            </>
        },
    }
}

fn colour_class(card: Card) -> String {
    match card {
        Card::Letter(l) => format!("c-{}", l.colour().name()),
        Card::Wild => "wild".into(),
        Card::Remove => "remove".into(),
    }
}

fn player_row(view: &LettersView, names: &[String], i: usize) -> Html {
    let name = &names[i];
    let seat = Seat(i as u8);
    let team = view.options.team_of(seat);
    let partner = view
        .options
        .seats_of(team)
        .into_iter()
        .find(|s| *s != seat)
        .and_then(|s| names.get(s.index()));
    let to_move = view.to_move() == Some(seat);
    let top = view.discards[i].last().copied();
    html! {
        <div class={classes!("lt-player", to_move.then_some("to-move"))} key={i}>
            { chip_svg(team, "badge") }
            <span class="who">
                <strong>{ name }</strong>
                <span class="sub">{ format!("{} chips · {} cards", team.chip_name(), view.hand_sizes[i]) }</span>
                if let Some(partner) = partner {
                    <span class="sub">{ format!("team with {partner}") }</span>
                }
            </span>
            <span class="discard" title="Discard pile">
                if let Some(card) = top {
                    <span class={classes!("mini-card", colour_class(card))} role="img"
                          aria-label={format!("{name}'s discard pile: {} cards, {} on top", view.discards[i].len(), card_name(card))}>
                        { card_face(card) }
                    </span>
                } else {
                    <span class="mini-card empty" role="img" aria-label={format!("{name}'s discard pile is empty")}></span>
                }
            </span>
            if to_move {
                <span class="turn-mark">{ "to play" }</span>
            }
        </div>
    }
}

fn players(view: &LettersView, names: &[String]) -> Html {
    html! {
        <section class="lt-players" aria-label="Players">
            for i in 0..names.len() {
                { player_row(view, names, i) }
            }
            <div class="lt-deck">{ format!("Deck: {} cards", view.deck_left) }</div>
        </section>
    }
}

/// What the player should do now, in a sentence.
fn prompt(view: &LettersView, legal: &[Action], selected: Option<Card>) -> String {
    match (&view.phase, selected) {
        (Phase::Won { .. } | Phase::Drawn, _) => "The game is over.".into(),
        _ if legal.is_empty() => "Waiting for the other players.".into(),
        _ if legal == [Action::Pass] => "No card can be played: pass.".into(),
        _ if legal.iter().all(|a| matches!(a, Action::TurnIn(_))) => {
            "No card can be played: turn in a dead card for a new one.".into()
        }
        (_, Some(card))
            if !legal
                .iter()
                .any(|a| matches!(a, Action::Play { card: c, .. } if *c == card)) =>
        {
            "That card cannot be played now: choose another.".into()
        }
        (_, Some(Card::Remove)) => "Tap an opponent's chip to take it away.".into(),
        (_, Some(Card::Wild)) => "Tap any open picture.".into(),
        (_, Some(Card::Letter(l))) => format!("Tap a lit picture that starts with {l}."),
        (_, None) => "Choose a card, then a picture.".into(),
    }
}

/// One card of the hand, with its turn-in button when it is dead and may be turned in.
struct HandCard<'a> {
    index: usize,
    card: Card,
    dead: bool,
    chosen: bool,
    playing: bool,
    can_turn_in: bool,
    selected: &'a UseStateHandle<Option<usize>>,
    on_act: &'a Callback<Action>,
}

impl HandCard<'_> {
    fn render(self) -> Html {
        let HandCard {
            index,
            card,
            dead,
            chosen,
            playing,
            can_turn_in,
            selected,
            on_act,
        } = self;
        let pick = {
            let selected = selected.clone();
            Callback::from(move |_: MouseEvent| {
                selected.set(if chosen { None } else { Some(index) })
            })
        };
        html! {
            <div class="card-slot" key={index}>
                <button class={classes!("lt-card", colour_class(card), chosen.then_some("selected"), dead.then_some("dead"))}
                        aria-pressed={chosen.to_string()} disabled={!playing}
                        aria-label={format!("{}{}", card_name(card), if dead { ", dead" } else { "" })}
                        data-card={card.to_string()} onclick={pick}>
                    { card_face(card) }
                    if dead {
                        <span class="dead-tag">{ "dead" }</span>
                    }
                </button>
                if can_turn_in {
                    <button class="turn-in" onclick={on_act.reform(move |_: MouseEvent| Action::TurnIn(card))}>
                        { "Turn in" }
                    </button>
                }
            </div>
        }
    }
}

/// Letter Lines' play area.
#[component]
pub fn LettersPlay(props: &LettersProps) -> Html {
    use_effect_with((), |()| sprite::ensure_loaded());
    // The selected card, by its place in the hand (two cards may be alike).
    let selected = use_state(|| None::<usize>);
    let cursor = use_state(|| Pos::new(0, 0));
    let view = &props.view;
    let playing = !props.legal.is_empty();
    let chosen_index = (*selected).filter(|i| playing && *i < view.hand.len());
    let chosen = chosen_index.map(|i| view.hand[i]);
    let targets: Option<Vec<Pos>> = chosen.map(|card| {
        props
            .legal
            .iter()
            .filter_map(|a| match a {
                Action::Play { card: c, at } if *c == card => Some(*at),
                _ => None,
            })
            .collect()
    });
    let model = BoardModel::new(
        view,
        &Marks {
            targets: targets.clone(),
            last: props.last,
            cursor: Some(*cursor),
        },
    );

    let on_space = {
        let (on_act, selected, cursor) = (props.on_act.clone(), selected.clone(), cursor.clone());
        let read_aloud = props.read_aloud;
        Callback::from(move |at: Pos| {
            cursor.set(at);
            if read_aloud && let Some(space) = board_layout().at(at) {
                speech::say(space.picture.word);
            }
            // A card and a lit picture play; any other picture with a card chosen gets the
            // engine's reason, and the card stays chosen.
            if let Some(card) = chosen {
                on_act.emit(Action::Play { card, at });
                if targets.as_ref().is_some_and(|t| t.contains(&at)) {
                    selected.set(None);
                }
            }
        })
    };
    let on_cursor = {
        let cursor = cursor.clone();
        Callback::from(move |pos: Pos| cursor.set(pos))
    };
    let toggle_read = {
        let (on, on_read_aloud) = (props.read_aloud, props.on_read_aloud.clone());
        Callback::from(move |_: web_sys::Event| on_read_aloud.emit(!on))
    };
    let turn_in = |card: Card| props.legal.contains(&Action::TurnIn(card));
    html! {
        <div class="letters">
            { players(view, &props.names) }
            <Board {model} cursor={*cursor} {on_cursor} {on_space} />
            if view.viewer.is_some() {
                <section class="lt-hand" aria-label="Your cards">
                    <p class="prompt" aria-live="polite">{ prompt(view, &props.legal, chosen) }</p>
                    <div class="cards">
                        for (index, card) in view.hand.iter().copied().enumerate() {
                            {
                                HandCard {
                                    index,
                                    card,
                                    dead: view.is_dead(card),
                                    chosen: chosen_index == Some(index),
                                    playing,
                                    can_turn_in: turn_in(card),
                                    selected: &selected,
                                    on_act: &props.on_act,
                                }
                                .render()
                            }
                        }
                    </div>
                    if props.legal.contains(&Action::Pass) {
                        <button class="pass" onclick={props.on_act.reform(|_: MouseEvent| Action::Pass)}>
                            { "Pass (no card can be played)" }
                        </button>
                    }
                </section>
            }
            if speech::available() {
                <label class="read-aloud">
                    <input type="checkbox" checked={props.read_aloud} onchange={toggle_read} />
                    { " Read the words aloud when a picture is tapped" }
                </label>
            }
        </div>
    }
}
