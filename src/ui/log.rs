//! The log: what happened, newest first, with who did it when several play. It is drawn
//! in the log's sheet over the table.

use std::rc::Rc;

use yew::prelude::*;

use crate::engine::Seat;

/// Props of [`LogPanel`].
#[derive(Properties, PartialEq)]
pub struct LogProps {
    /// (who, what happened), oldest first. `who` is empty in a game of one. Shared, so
    /// that a table drawn again with the same log compares it at once.
    pub lines: Rc<Vec<(AttrValue, AttrValue)>>,
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

/// The log's lines as [`LogPanel`] lists them, from (the seat a line is about, what
/// happened) and the seats' `names`: who, where several play and the line is about one
/// of them, and what.
pub fn entries(lines: &[(Option<Seat>, String)], names: &[String]) -> Vec<(AttrValue, AttrValue)> {
    let single = names.len() == 1;
    lines
        .iter()
        .map(|(seat, line)| {
            let who = match seat {
                Some(seat) if !single => names.get(seat.index()).cloned().unwrap_or_default(),
                _ => String::new(),
            };
            (AttrValue::from(who), AttrValue::from(line.clone()))
        })
        .collect()
}
