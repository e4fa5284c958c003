//! What Major Woody's table heard since the last play, and where it put chips, as a pure
//! model for the pass screen, the live region and the board's marks.

use crate::engine::{MarkedLine, Pos, Seat};
use crate::games::woody::{Event, Woody};

/// What the table has heard since the last turn's play: that play, the card the player
/// to move drew and read aloud, and any STEAL or Got it! since (private draws left out).
/// `log` is the public log; `names` the seats' names.
pub fn turn_news(log: &[MarkedLine<Woody>], names: &[String]) -> Vec<String> {
    let from = log
        .iter()
        .rposition(|line| {
            matches!(
                line.event,
                Event::Placed { .. }
                    | Event::Removed { .. }
                    | Event::Swapped { .. }
                    | Event::Passed { .. }
            )
        })
        .unwrap_or(0);
    log[from..]
        .iter()
        .map(|line| (line.seat, &line.event))
        .filter(|(_, e)| !matches!(e, Event::Drew { .. }))
        .map(|(seat, e)| match e {
            Event::Foursome { .. } | Event::Ended(_) => e.to_string(),
            _ => {
                let who = names.get(seat.index()).map_or("?", String::as_str);
                format!("{who} {e}")
            }
        })
        .collect()
}

/// Where the last move put or moved chips, to mark on the board.
pub fn last_spaces(log: &[(Seat, Event)]) -> Vec<Pos> {
    log.iter()
        .rev()
        .find_map(|(_, e)| match e {
            Event::Placed { at, .. }
            | Event::Stole { at, .. }
            | Event::GotIt { at, .. }
            | Event::Removed { at, .. } => Some(vec![*at]),
            Event::Swapped { mine, theirs, .. } => Some(vec![*mine, *theirs]),
            _ => None,
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::woody::{Border, Card, Face, Team};

    fn at(r: u8, c: u8) -> Pos {
        Pos::new(r, c)
    }

    #[test]
    fn the_news_tells_the_turn_without_private_draws() {
        let jack = Face {
            who: crate::games::woody::Character(2),
            border: Border::Red,
        };
        let log = vec![
            (
                Seat(1),
                Event::Placed {
                    seat: Seat(1),
                    card: Card::Wild,
                    at: at(5, 5),
                },
            ),
            (
                Seat(0),
                Event::Placed {
                    seat: Seat(0),
                    card: Card::Wild,
                    at: at(0, 0),
                },
            ),
            (
                Seat(0),
                Event::Foursome {
                    team: Team(0),
                    line: vec![at(0, 0)],
                },
            ),
            (
                Seat(0),
                Event::Drew {
                    seat: Seat(0),
                    card: None,
                },
            ),
            (
                Seat(1),
                Event::Drew {
                    seat: Seat(1),
                    card: None,
                },
            ),
            (
                Seat(1),
                Event::Announced {
                    seat: Seat(1),
                    face: Some(jack),
                },
            ),
            (
                Seat(0),
                Event::Stole {
                    seat: Seat(0),
                    face: jack,
                    at: at(0, 3),
                },
            ),
            (
                Seat(0),
                Event::Drew {
                    seat: Seat(0),
                    card: None,
                },
            ),
        ];
        let names = ["Ada".to_string(), "Bob".to_string()];
        let marked: Vec<MarkedLine<Woody>> = log
            .iter()
            .map(|(seat, event)| MarkedLine {
                step: None,
                seat: *seat,
                event: event.clone(),
            })
            .collect();
        let news = turn_news(&marked, &names);
        assert_eq!(news.len(), 4, "{news:?}");
        assert!(news[0].starts_with("Ada played WILD"), "{news:?}");
        assert_eq!(news[1], "Foursome for the green circle chips!");
        assert_eq!(news[2], "Bob read out \"Red, Jack Schitt\".");
        assert!(
            news[3].starts_with("Ada played STEAL on Red, Jack Schitt"),
            "{news:?}"
        );
        assert_eq!(last_spaces(&log), [at(0, 3)]);
    }
}
