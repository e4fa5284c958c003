//! When a link asks for one deal while another game of the same kind is in progress:
//! the player chooses, and nothing is replaced without asking.

use yew::prelude::*;

use crate::engine::Seed;

/// Props of [`LinkChoice`].
#[derive(Properties, PartialEq)]
pub struct LinkChoiceProps {
    /// The game's name.
    pub name: &'static str,
    /// The deal the link asks for.
    pub seed: Seed,
    /// Moves made in the game in progress.
    pub moves: usize,
    /// Play the link's deal (replacing the game in progress).
    pub on_open: Callback<()>,
    /// Keep playing the game in progress.
    pub on_continue: Callback<()>,
}

/// The choice between a linked deal and the game in progress.
#[component]
pub fn LinkChoice(props: &LinkChoiceProps) -> Html {
    let name = props.name;
    html! {
        <section class="link-choice" aria-labelledby="choice-title">
            <h1 id="choice-title">{ format!("Open {name} deal {}?", props.seed) }</h1>
            <p>
                { format!("You have a game of {name} in progress ({} moves made). ", props.moves) }
                { "Playing the linked deal replaces it." }
            </p>
            <div class="actions">
                <button class="primary" onclick={props.on_open.reform(|_: MouseEvent| ())}>
                    { format!("Play deal {}", props.seed) }
                </button>
                <button onclick={props.on_continue.reform(|_: MouseEvent| ())}>{ "Continue my game" }</button>
            </div>
        </section>
    }
}
