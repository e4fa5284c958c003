//! The log: what happened, newest first, with who did it when several play. It is drawn
//! in the log's sheet over the table.

use yew::prelude::*;

use crate::engine::Seat;

/// The log, newest first, each line numbered from the first move, from its `lines`:
/// (who, what happened), oldest first, `who` empty in a game of one. Drawn only while
/// the log's sheet is open (the table's other renders build none of it), so it needs no
/// component of its own to be skipped by.
pub fn log_panel(lines: &[(AttrValue, AttrValue)]) -> Html {
    let total = lines.len();
    html! {
        <div class="log">
            <p class="muted">{ format!("{total} entries, newest first.") }</p>
            <ol reversed=true tabindex="0" aria-label="Moves, newest first">
                for (i, (who, what)) in lines.iter().enumerate().rev() {
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

/// The log's lines as [`log_panel`] lists them, from (the seat a line is about, what
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
