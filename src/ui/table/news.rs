//! What just happened, worked out the same way for every game from the log a seat may
//! read: the last move of each seat (marked on the board until that seat moves again)
//! and what happened since a person last held the device (said on the pass screen and
//! as their table opens).

use crate::engine::{Game, MarkedLine, Seat};
use crate::ui::words::initial;

use super::TableGame;

/// A seat's last move, to mark on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct LastMove<P> {
    /// Whose move.
    pub seat: Seat,
    /// The places it touched (a place touched again since belongs to the later move).
    pub places: Vec<P>,
    /// The latest move of all.
    pub newest: bool,
    /// The seat's short tag for the mark ("A", "C1").
    pub tag: String,
}

/// Short tags for the seats, to label marks: the first letter of each name, or, where
/// two would be alike, the first letter and the seat's number ("C1", "C2").
pub fn tags(names: &[String]) -> Vec<String> {
    let initials: Vec<String> = names
        .iter()
        .map(|name| initial(name).unwrap_or_else(|| "?".to_string()))
        .collect();
    names
        .iter()
        .zip(&initials)
        .enumerate()
        .map(|(i, (name, tag))| {
            let clash = initials
                .iter()
                .enumerate()
                .any(|(j, other)| j != i && other == tag);
            if clash {
                let digits: String = name.chars().filter(char::is_ascii_digit).collect();
                if digits.is_empty() || names.iter().filter(|n| n.ends_with(&digits)).count() > 1 {
                    format!("{tag}{}", i + 1)
                } else {
                    format!("{tag}{digits}")
                }
            } else {
                tag.clone()
            }
        })
        .collect()
}

/// Each seat's last move that touched the board, newest first.
pub fn last_moves<G: TableGame>(
    log: &[MarkedLine<G>],
    names: &[String],
) -> Vec<LastMove<G::Place>> {
    let tags = tags(names);
    let mut moves: Vec<LastMove<G::Place>> = Vec::new();
    let mut seen_steps: Vec<usize> = Vec::new();
    for line in log.iter().rev() {
        let Some((step, seat)) = line.step else {
            break;
        };
        if seen_steps.contains(&step) || moves.iter().any(|m| m.seat == seat) {
            continue;
        }
        seen_steps.push(step);
        let mut places: Vec<G::Place> = MarkedLine::of_step(log, step)
            .iter()
            .flat_map(|l| G::touched(&l.event))
            .collect();
        places.dedup();
        places.retain(|p| !moves.iter().any(|m| m.places.contains(p)));
        if places.is_empty() {
            continue;
        }
        moves.push(LastMove {
            seat,
            newest: moves.is_empty(),
            tag: tags.get(seat.index()).cloned().unwrap_or_default(),
            places,
        });
        if moves.len() == names.len() {
            break;
        }
    }
    moves
}

/// What happened since `seat` last acted, one line a seat, in the order the seats
/// first acted: "Name: what it did; what else", and what is about the whole table (a
/// game won) on a line of its own (the lines after that seat's last step,
/// all of them when it has not acted yet, that are about another seat, but for the
/// game's minor ones: a draw, which the log has). With eight at a table a person back at
/// the device reads every seat's move, where the newest few lines of the log would hide
/// a team-mate's. What happened to the seat itself (its own draw) it knows.
pub fn since_last<G: TableGame>(
    log: &[MarkedLine<G>],
    seat: Seat,
    names: &[String],
) -> Vec<String> {
    let last = log
        .iter()
        .rev()
        .find_map(|l| l.step.filter(|(_, by)| *by == seat).map(|(s, _)| s));
    let mut lines: Vec<(Option<Seat>, String)> = Vec::new();
    for line in log
        .iter()
        .filter(|l| l.seat != seat && !G::minor(&l.event))
        .filter(|l| match (last, l.step) {
            (None, _) => true,
            (Some(_), None) => false,
            (Some(mine), Some((step, _))) => step >= mine,
        })
    {
        let said = line.event.to_string();
        let by = (!G::about_the_table(&line.event)).then_some(line.seat);
        match lines.iter_mut().find(|(s, _)| by.is_some() && *s == by) {
            Some((_, text)) => {
                text.truncate(text.trim_end_matches('.').len());
                text.push_str("; ");
                text.push_str(&said);
            }
            None => lines.push((
                by,
                match by.and_then(|by| names.get(by.index())) {
                    Some(who) if names.len() > 1 => format!("{who}: {said}"),
                    _ => said,
                },
            )),
        }
    }
    lines.into_iter().map(|(_, text)| text).collect()
}

/// A log line in words: "Name: what happened" (the name left out where the event names
/// no one in particular would read oddly is the game's choice of words, not ours).
pub fn line_text<G: Game>(line: &MarkedLine<G>, names: &[String]) -> String {
    let who = names.get(line.seat.index()).map_or("?", String::as_str);
    if names.len() == 1 || G::about_the_table(&line.event) {
        line.event.to_string()
    } else {
        format!("{who}: {}", line.event)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_are_first_letters_unless_two_agree() {
        let names = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(tags(&names(&["Ann", "Bo"])), ["A", "B"]);
        assert_eq!(
            tags(&names(&["You", "Computer 1", "Computer 2"])),
            ["Y", "C1", "C2"]
        );
        assert_eq!(tags(&names(&["ann", "Amy", "Bo"])), ["A1", "A2", "B"]);
        assert_eq!(tags(&names(&["", "Bo"])), ["?", "B"]);
    }
}
