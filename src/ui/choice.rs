//! When a link asks for one deal while another game of the same kind is in progress:
//! the player chooses, and nothing is replaced without asking.

use yew::prelude::*;

use crate::engine::Seed;

/// The choice between a linked deal (`seed` of the game `name`: `on_open`) and the game
/// in progress (`moves` made: `on_continue`). (A function, not a component: it keeps
/// nothing.)
pub fn link_choice(
    name: &str,
    seed: Seed,
    moves: usize,
    on_open: &Callback<()>,
    on_continue: &Callback<()>,
) -> Html {
    html! {
        <section class="link-choice" aria-labelledby="choice-title">
            <h1 id="choice-title">{ format!("Open {name} deal {seed}?") }</h1>
            <p>
                { format!("You have a game of {name} in progress ({moves} moves made). ") }
                { "Playing the linked deal replaces it." }
            </p>
            <div class="actions">
                <button class="primary" onclick={on_open.reform(|_: MouseEvent| ())}>
                    { format!("Play deal {seed}") }
                </button>
                <button onclick={on_continue.reform(|_: MouseEvent| ())}>{ "Continue my game" }</button>
            </div>
        </section>
    }
}
