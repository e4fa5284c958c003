//! The home screen: the games there are, the saved game of each to continue, and each
//! game's rules to read before playing.

use yew::prelude::*;

use crate::ui::class::class_of;

use super::rules::rules_of;
use super::table::sheet::Sheet;
use crate::games::GameId;

/// The line under the list's title (the page's loader draws it too, from
/// `static/fourfold-list.js`).
pub const TAGLINE: &str = "Tabletop games of four: play alone, pass one device round the table, or each on your own phone.";

/// A game on the home screen and its saved game, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HomeEntry {
    /// The game.
    pub game: GameId,
    /// Moves made in the saved game, if one is in progress.
    pub in_progress: Option<usize>,
}

/// Props of [`Home`].
#[derive(Properties, PartialEq)]
pub struct HomeProps {
    /// Every game.
    pub entries: Vec<HomeEntry>,
    /// Start a new game of this kind.
    pub on_new: Callback<GameId>,
    /// Continue the saved game of this kind.
    pub on_continue: Callback<GameId>,
}

/// The list of games.
#[component]
pub fn Home(props: &HomeProps) -> Html {
    let rules = use_state(|| None::<GameId>);
    let on_rules = {
        let rules = rules.clone();
        Callback::from(move |game: GameId| rules.set(Some(game)))
    };
    let close = {
        let rules = rules.clone();
        Callback::from(move |()| rules.set(None))
    };
    html! {
        <section class="home" aria-labelledby="home-title">
            <h1 id="home-title">{ "Fourfold" }</h1>
            <p class="tagline">{ TAGLINE }</p>
            <ul class="game-list">
                for entry in &props.entries {
                    { game_card(entry, &props.on_new, &props.on_continue, &on_rules) }
                }
            </ul>
            <Sheet title={rules.map_or(String::from("Rules"), |g| format!("Rules of {}", g.info().name))}
                   open={rules.is_some()} on_close={close}>
                if let Some(game) = *rules {
                    <div class="rules">{ rules_of(game) }</div>
                }
            </Sheet>
        </section>
    }
}

fn game_card(
    entry: &HomeEntry,
    on_new: &Callback<GameId>,
    on_continue: &Callback<GameId>,
    on_rules: &Callback<GameId>,
) -> Html {
    let game = entry.game;
    let info = game.info();
    let new = on_new.reform(move |_: MouseEvent| game);
    let resume = on_continue.reform(move |_: MouseEvent| game);
    let rules = on_rules.reform(move |_: MouseEvent| game);
    html! {
        <li class="game-card" key={game.key()}>
            <h2>
                { info.name }
                if let Some(age) = info.age {
                    <span class="age" aria-label={format!("for ages {age}")}>{ age }</span>
                }
            </h2>
            <p class="pitch">{ info.pitch }</p>
            <p class="facts">{ format!("{} · {}", info.players, info.time) }</p>
            <div class="actions">
                if let Some(moves) = entry.in_progress {
                    <button class="primary" onclick={resume}
                            aria-label={format!("Continue {} (move {})", info.name, moves + 1)}>
                        { format!("Continue (move {})", moves + 1) }
                    </button>
                }
                <button class={class_of(&[entry.in_progress.is_none().then_some("primary")])} onclick={new}
                        aria-label={format!("New game of {}", info.name)}>
                    { "New game" }
                </button>
                <button onclick={rules} aria-label={format!("Rules of {}", info.name)}>{ "Rules" }</button>
            </div>
        </li>
    }
}
