//! The log: what happened, newest first, with who did it when several play.

use yew::prelude::*;

/// Props of [`LogPanel`].
#[derive(Properties, PartialEq)]
pub struct LogProps {
    /// (who, what happened), oldest first. `who` is empty in a game of one.
    pub lines: Vec<(AttrValue, AttrValue)>,
}

/// The log, newest first, in a collapsible panel.
#[component]
pub fn LogPanel(props: &LogProps) -> Html {
    html! {
        <details class="log">
            <summary>{ format!("Log ({} entries)", props.lines.len()) }</summary>
            <ol reversed=true tabindex="0" aria-label="Moves, newest first">
                for (who, what) in props.lines.iter().rev() {
                    <li>
                        if !who.is_empty() {
                            <strong>{ format!("{who}: ") }</strong>
                        }
                        { what.clone() }
                    </li>
                }
            </ol>
        </details>
    }
}
