//! Major Woody's Wild Foursomes on screen: the players (foursomes, chips left, what is
//! known of their hands), the board, and the hand of the player whose screen this is
//! (never anyone else's), with the prompt for the moment: a turn, a STEAL, a Got it!, or
//! the choice of four in a longer line. The public screen of the STEAL window is
//! `window.rs`.

pub mod board;
pub mod model;
pub mod news;
pub mod rules;
pub mod tap;
pub mod window;

use std::rc::Rc;

use yew::prelude::*;

use self::board::{Board, chip_svg, suit_svg};
use self::model::{BoardModel, Marks, card_name, card_power, known_words, soft_hyphenated};
use self::news::{last_spaces, turn_news};
use self::tap::{Selection, Tap, card_in_play, prompt, tap, targets};
use crate::engine::{Pos, Seat, Session, Viewer};
use crate::games::woody::rules::board_layout;
use crate::games::woody::{Action, Card, Phase, Woody, WoodyView};

/// Props of [`WoodyPlay`].
#[derive(Properties, PartialEq)]
pub struct WoodyProps {
    /// What the player whose screen this is may see.
    pub view: Rc<WoodyView>,
    /// Every seat's name.
    pub names: Rc<Vec<String>>,
    /// What that player may do now (empty when it is not a person's turn on this screen).
    pub legal: Rc<Vec<Action>>,
    /// What the table heard this turn.
    pub news: Rc<Vec<String>>,
    /// Where the last move put or moved chips.
    pub last: Vec<Pos>,
    /// The player chose an action.
    pub on_act: Callback<Action>,
    /// On a screen claimed to answer a STEAL window: hand the device back unanswered.
    #[prop_or_default]
    pub on_back: Option<Callback<()>>,
}

impl WoodyProps {
    /// The props for `session` as seen from `viewer`'s seat (`None`: watching).
    pub fn of(
        session: &Session<Woody>,
        viewer: Option<Seat>,
        on_act: Callback<Action>,
        on_back: Option<Callback<()>>,
    ) -> Self {
        let names: Vec<String> = session.seats().iter().map(|s| s.name.clone()).collect();
        let log = session.log_for(Viewer::Spectator);
        // A lone person's card waits for the computers' answers, and then the app takes
        // the turn for them (`pacing::forced_move`): no "Take my turn" to cut the
        // computers short, that would vanish as they answer.
        let waits_for_computers = session.humans().len() == 1
            && session.computer_to_act().is_some()
            && matches!(session.game().phase(), Phase::Steal { mover, .. } if Some(*mover) == viewer);
        WoodyProps {
            view: Rc::new(session.view(viewer.map_or(Viewer::Spectator, Viewer::Seat))),
            news: Rc::new(turn_news(&log, &names)),
            names: Rc::new(names),
            legal: Rc::new(
                viewer
                    .filter(|_| !waits_for_computers)
                    .map(|s| session.legal_for_person(s))
                    .unwrap_or_default(),
            ),
            last: last_spaces(&log),
            on_act,
            on_back,
        }
    }
}

/// A card's face: a character card with its border's sign, first and last name; a Major
/// Woody card with its name and what it does.
pub fn card_face(card: Card) -> Html {
    match card {
        Card::Face(face) => {
            let (first, last) = crate::games::woody::data::NAMES[usize::from(face.who.0)];
            html! {
                <>
                    { suit_svg(face.border) }
                    <span class="first">{ first }</span>
                    <span class="last">{ soft_hyphenated(last) }</span>
                </>
            }
        }
        other => html! {
            <>
                <span class="mw-title">{ other.to_string() }</span>
                <span class="power">{ card_power(other) }</span>
            </>
        },
    }
}

/// The card's class: its border colour, or "major" for a Major Woody card.
pub fn card_class(card: Card) -> &'static str {
    match card {
        Card::Face(face) => match face.border {
            crate::games::woody::Border::Red => "red",
            crate::games::woody::Border::Black => "black",
        },
        _ => "major",
    }
}

fn player_row(view: &WoodyView, names: &[String], i: usize) -> Html {
    let name = &names[i];
    let seat = Seat(i as u8);
    let team = view.options.team_of(seat);
    let partner = view
        .options
        .seats_of(team)
        .into_iter()
        .find(|s| *s != seat)
        .and_then(|s| names.get(s.index()));
    let to_move = match view.phase {
        Phase::Steal { mover, .. }
        | Phase::GotIt { mover, .. }
        | Phase::Main { mover }
        | Phase::Choose { mover, .. } => mover == seat,
        Phase::Over(_) => false,
    };
    let made = view.foursomes_of(team);
    let known = view.known.get(i).and_then(|k| known_words(k));
    html! {
        <div class={classes!("mw-player", to_move.then_some("to-move"))} key={i}>
            { chip_svg(team, "badge") }
            <span class="who">
                <strong>{ name }</strong>
                <span class="sub">
                    { format!("{} · {made} of {} foursomes · {} chips left · {} cards",
                              team.chip_name(), view.options.target(),
                              view.supply[usize::from(team.0)], view.hand_sizes[i]) }
                </span>
                if let Some(partner) = partner {
                    <span class="sub">{ format!("team with {partner}") }</span>
                }
                if let Some(known) = known {
                    <span class="sub known">{ format!("known to hold: {known}") }</span>
                }
            </span>
            if to_move {
                <span class="turn-mark">{ "to play" }</span>
            }
        </div>
    }
}

fn players(view: &WoodyView, names: &[String]) -> Html {
    let top = view.discards.last().copied();
    html! {
        <section class="mw-players" aria-label="Players">
            for i in 0..names.len() {
                { player_row(view, names, i) }
            }
            <div class="mw-piles">
                <span>{ format!("Deck: {} cards", view.deck_left) }</span>
                <span>
                    { format!("Discards: {}", view.discards.len()) }
                    if let Some(card) = top {
                        { format!(", {} on top", card) }
                    }
                </span>
            </div>
        </section>
    }
}

/// One card of the hand, with its turn-in button when it is used and may be turned in.
struct HandCard<'a> {
    index: usize,
    card: Card,
    used: bool,
    chosen: bool,
    playing: bool,
    can_turn_in: bool,
    selection: &'a UseStateHandle<Selection>,
    on_act: &'a Callback<Action>,
}

impl HandCard<'_> {
    fn render(self) -> Html {
        let HandCard {
            index,
            card,
            used,
            chosen,
            playing,
            can_turn_in,
            selection,
            on_act,
        } = self;
        let pick = {
            let selection = selection.clone();
            Callback::from(move |_: MouseEvent| {
                selection.set(Selection {
                    card: (!chosen).then_some(index),
                    mine: None,
                })
            })
        };
        let turn_in = {
            let (on_act, selection) = (on_act.clone(), selection.clone());
            Callback::from(move |_: MouseEvent| {
                selection.set(Selection::default());
                on_act.emit(Action::TurnIn(card));
            })
        };
        html! {
            <div class="card-slot" key={index}>
                <button class={classes!("mw-card", card_class(card), chosen.then_some("selected"), used.then_some("used"))}
                        aria-pressed={chosen.to_string()} disabled={!playing}
                        aria-label={format!("{}{}", card_name(card), if used { ", used: both its spaces are covered" } else { "" })}
                        data-card={card.to_string()} onclick={pick}>
                    { card_face(card) }
                    if used {
                        <span class="used-tag">{ "used" }</span>
                    }
                </button>
                if can_turn_in {
                    <button class="turn-in" onclick={turn_in}>{ "Turn in" }</button>
                }
            </div>
        }
    }
}

fn choices(view: &WoodyView, legal: &[Action], on_act: &Callback<Action>) -> Html {
    let Phase::Choose { pending, .. } = &view.phase else {
        return html! {};
    };
    if legal.is_empty() {
        return html! {};
    }
    html! {
        <div class="mw-choices" role="group" aria-label="Which four make the foursome">
            for (i, line) in pending.lines.iter().enumerate() {
                <button class="choice" key={i}
                        onclick={on_act.reform(move |_: MouseEvent| Action::Choose { line: i as u8 })}>
                    { format!("These four: {}", line.iter()
                        .filter_map(|p| board_layout().at(*p))
                        .map(|f| f.who.short_name())
                        .collect::<Vec<_>>()
                        .join(", ")) }
                </button>
            }
        </div>
    }
}

/// Major Woody's play area.
#[component]
pub fn WoodyPlay(props: &WoodyProps) -> Html {
    let selection = use_state(Selection::default);
    let cursor = use_state(|| Pos::new(0, 0));
    let view = &props.view;
    let legal = props.legal.as_slice();
    let playing = matches!(view.phase, Phase::Main { .. }) && !legal.is_empty();
    let chosen = Selection {
        card: selection.card.filter(|i| playing && *i < view.hand.len()),
        mine: selection.mine,
    };
    let lit = targets(view, legal, chosen);
    let in_play = card_in_play(view, legal, chosen);
    let offered: Vec<Pos> = match &view.phase {
        Phase::Choose { pending, .. } => pending.lines.iter().flatten().copied().collect(),
        _ => Vec::new(),
    };
    let model = BoardModel::new(
        view,
        &Marks {
            targets: lit.as_ref().map(|(t, _)| t.clone()),
            target_words: lit.as_ref().map_or("", |(_, w)| w),
            picked: chosen.mine,
            offered,
            last: props.last.clone(),
            cursor: Some(*cursor),
        },
    );
    let on_space = {
        let (on_act, selection, cursor) = (props.on_act.clone(), selection.clone(), cursor.clone());
        let (view, legal) = (props.view.clone(), props.legal.clone());
        let lit: Vec<Pos> = lit.as_ref().map(|(t, _)| t.clone()).unwrap_or_default();
        Callback::from(move |at: Pos| {
            cursor.set(at);
            match tap(&view, &legal, chosen, at) {
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
        let cursor = cursor.clone();
        Callback::from(move |pos: Pos| cursor.set(pos))
    };
    let can_turn_in = |card: Card| legal.contains(&Action::TurnIn(card));
    let focus_info = model
        .space(*cursor)
        .map(|s| s.label.clone())
        .unwrap_or_default();
    let stealing = matches!(view.phase, Phase::Steal { .. });
    html! {
        <div class="woody">
            { players(view, &props.names) }
            if !props.news.is_empty() {
                <ul class="mw-news" aria-label="This turn">
                    for line in props.news.iter() {
                        <li>{ line }</li>
                    }
                </ul>
            }
            if view.viewer.is_some() && !matches!(view.phase, Phase::Over(_)) {
                <p class="prompt" aria-live="polite">{ prompt(view, legal, chosen, &props.names) }</p>
            }
            { choices(view, legal, &props.on_act) }
            <div class="mw-actions">
                if legal == [Action::Proceed] {
                    <button class="primary" onclick={props.on_act.reform(|_: MouseEvent| Action::Proceed)}>
                        { "Take my turn" }
                    </button>
                }
                if stealing && legal.contains(&Action::Decline) {
                    if let Some(back) = &props.on_back {
                        <button onclick={back.reform(|_: MouseEvent| ())}>{ "Back: hand the device on" }</button>
                    } else {
                        <button onclick={props.on_act.reform(|_: MouseEvent| Action::Decline)}>{ "Let it go" }</button>
                    }
                }
                if legal.contains(&Action::Pass) {
                    <button class="pass" onclick={props.on_act.reform(|_: MouseEvent| Action::Pass)}>
                        { "Pass" }
                    </button>
                }
                if chosen.mine.is_some() {
                    <button onclick={{
                        let selection = selection.clone();
                        Callback::from(move |_: MouseEvent| selection.set(Selection { mine: None, ..chosen }))
                    }}>{ "Choose another chip of mine" }</button>
                }
            </div>
            <Board {model} cursor={*cursor} {on_cursor} {on_space} />
            <p class="mw-focus" aria-hidden="true">{ focus_info }</p>
            if let Some(owner) = view.viewer {
                <section class="mw-hand" data-owner={props.names.get(owner.index()).cloned().unwrap_or_default()}
                         aria-label={format!("Your cards, {}", props.names.get(owner.index()).map_or("", |n| n.as_str()))}>
                    <div class="cards">
                        for (index, card) in view.hand.iter().copied().enumerate() {
                            {
                                HandCard {
                                    index,
                                    card,
                                    used: Woody::is_used(&view.chips, card),
                                    chosen: chosen.card == Some(index)
                                        || (!playing && in_play == Some(card)
                                            && view.hand.iter().position(|c| *c == card) == Some(index)),
                                    playing,
                                    can_turn_in: can_turn_in(card),
                                    selection: &selection,
                                    on_act: &props.on_act,
                                }
                                .render()
                            }
                        }
                    </div>
                </section>
            }
        </div>
    }
}
