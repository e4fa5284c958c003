//! The log: what happened, newest first, with who did it when several play. It is drawn
//! in the log's sheet over the table.

use yew::prelude::*;

/// Props of [`LogPanel`].
#[derive(Properties, PartialEq)]
pub struct LogProps {
    /// (who, what happened), oldest first. `who` is empty in a game of one.
    pub lines: Vec<(AttrValue, AttrValue)>,
}

/// The log, newest first, each line numbered from the first move.
#[component]
pub fn LogPanel(props: &LogProps) -> Html {
    let total = props.lines.len();
    html! {
        <div class="log">
            <p class="muted">{ format!("{total} entries, newest first.") }</p>
            <ol reversed=true tabindex="0" aria-label="Moves, newest first">
                for (i, (who, what)) in props.lines.iter().enumerate().rev() {
                    <li value={(i + 1).to_string()}>
                        if !who.is_empty() {
                            <strong>{ format!("{who}: ") }</strong>
                        }
                        { what.clone() }
                    </li>
                }
            </ol>
        </div>
    }
}
