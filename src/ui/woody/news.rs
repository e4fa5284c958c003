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

    #[test]
    fn since_a_turn_every_seat_has_one_line_in_the_order_it_acted() {
        let jack = Face {
            who: crate::games::woody::Character(2),
            border: Border::Red,
        };
        let line = |step: usize, seat: u8, event: Event| MarkedLine::<Woody> {
            step: Some((step, Seat(seat))),
            seat: Seat(seat),
            event,
        };
        let placed = |seat: u8, at: Pos| Event::Placed {
            seat: Seat(seat),
            card: Card::Wild,
            at,
        };
        let log = vec![
            line(0, 0, placed(0, at(0, 0))),
            line(1, 1, placed(1, at(5, 5))),
            line(1, 2, Event::Drew { seat: Seat(2), card: None }),
            line(1, 2, Event::Announced { seat: Seat(2), face: Some(jack) }),
            line(2, 3, Event::Stole { seat: Seat(3), face: jack, at: at(0, 3) }),
            line(3, 2, placed(2, at(1, 1))),
            line(3, 2, Event::Foursome { team: Team(0), line: vec![at(1, 1)] }),
        ];
        let names: Vec<String> = ["Ann", "Bo", "Cy", "Di"].map(String::from).to_vec();
        let news = crate::ui::table::news::since_last(&log, Seat(0), &names);
        assert_eq!(news.len(), 3, "{news:?}");
        assert!(news[0].starts_with("Bo: played WILD"), "{news:?}");
        assert!(news[1].starts_with("Di: played STEAL"), "{news:?}");
        assert_eq!(
            news[2],
            format!(
                "Cy: played WILD on the {} space; Foursome for the green circle chips!",
                crate::games::woody::rules::board_layout()
                    .at(at(1, 1))
                    .unwrap()
            ),
            "the draw and the reading left out, the rest of Cy's in one line"
        );
        let since_bo = crate::ui::table::news::since_last(&log, Seat(1), &names);
        assert_eq!(since_bo.len(), 2, "only what came after Bo's move: {since_bo:?}");
    }
}
