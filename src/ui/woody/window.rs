//! The STEAL window on a shared device: a public screen that announces the card the
//! player to move drew and hands the device to them, with a STEAL claim for every other
//! person at the table. The claims are always there, whoever holds a STEAL, so the screen
//! tells nobody anything; a claim opens the claimant's own screen, where they STEAL or go
//! back. Nothing of any hand is drawn here.

use yew::prelude::*;

use crate::ui::class::class_of;

use super::{card_class, card_svg};
use crate::engine::Seat;
use crate::games::woody::{Card, Face};
use crate::ui::pass::news_list;

/// What [`steal_window`] draws.
pub struct WindowProps {
    /// What the table heard since the last turn's play.
    pub news: Vec<String>,
    /// The card drawn and read aloud.
    pub face: Face,
    /// The name of the player to move.
    pub mover: AttrValue,
    /// The player to move, when a person at this device.
    pub primary: Option<Seat>,
    /// Who is still to answer, when the player to move waits for them (computer
    /// players, or players on their own devices).
    pub waiting: Option<String>,
    /// The other people who may claim a STEAL, with their names.
    pub claimers: Vec<(Seat, AttrValue)>,
    /// The person here who holds the card too and must say Got it! once nobody steals
    /// it: the device goes to them first, and to the player to move after.
    pub got_it: Option<AttrValue>,
    /// The player to move took the device to play.
    pub on_primary: Callback<Seat>,
    /// Someone claimed the device to STEAL.
    pub on_claim: Callback<Seat>,
    /// Nobody steals (when the player to move is a computer).
    pub on_let_go: Callback<()>,
}

/// The STEAL window's public screen (a function, not a component: it is drawn anew
/// whenever the table is, and a component of its own cost more bytes than it saved).
pub fn steal_window(props: &WindowProps) -> Html {
    let card = Card::Face(props.face);
    let earlier: Vec<&String> = props
        .news
        .iter()
        .take_while(|line| !line.starts_with(&format!("{} read out", props.mover)))
        .collect();
    let mover = &props.mover;
    let (pass_line, take) = match &props.got_it {
        Some(holder) => (
            format!("{holder} holds it too: Got it! Pass to {holder} first; {mover} plays after."),
            format!("I am {holder}: say Got it!"),
        ),
        None => (
            format!("Pass to {mover}."),
            format!("I am {mover}: take my turn"),
        ),
    };
    html! {
        <section class="pass-screen mw-window" aria-labelledby="window-title">
            { news_list(&earlier.iter().map(|l| l.as_str()).collect::<Vec<_>>(), "mw-news") }
            <div class="mw-window-main">
                <div class={class_of(&[Some("mw-card"), Some("announced"), Some(card_class(card))])} aria-hidden="true">
                    { card_svg(card) }
                </div>
                <div class="mw-window-text">
                    <h2 id="window-title">{ format!("{} drew {}", props.mover, props.face) }</h2>
                    if let Some(seat) = props.primary {
                        <p>{ pass_line }</p>
                        <button class="primary big" autofocus=true disabled={props.waiting.is_some()}
                                onclick={props.on_primary.reform(move |_: MouseEvent| seat)}>
                            { take }
                        </button>
                        if let Some(waiting) = &props.waiting {
                            <p class="waiting" aria-live="polite">{ waiting.clone() }</p>
                        }
                    } else {
                        <p>{ format!("{} plays next, once nobody steals the card.", props.mover) }</p>
                    }
                </div>
            </div>
            if !props.claimers.is_empty() {
                <div class="steal-claims" role="group" aria-label="STEAL this card">
                    <p>{ format!("Holding a STEAL card? Take {} before {} plays: tap your name, take the \
                                  device, and play STEAL on your own screen.", props.face, props.mover) }</p>
                    for (seat, name) in props.claimers.iter() {
                        <button class="claim" key={seat.index()}
                                onclick={props.on_claim.reform({ let seat = *seat; move |_: MouseEvent| seat })}>
                            { format!("{name}: STEAL") }
                        </button>
                    }
                </div>
            }
            if props.primary.is_none() {
                <button class="primary big" onclick={props.on_let_go.reform(|_: MouseEvent| ())}>
                    { "Nobody steals: carry on" }
                </button>
            }
        </section>
    }
}
