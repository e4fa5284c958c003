//! What Foursquare tells the table frame: the places a move touched (the cell played and
//! the piles it turned), its counts, what to do now, and why cards turned.

use crate::engine::{MarkedLine, Pos};
use crate::games::foursquare::{Action, Event, Foursquare, FoursquareView, Status};
use crate::ui::table::{Seen, Strip, TableGame};

impl TableGame for Foursquare {
    type Place = Pos;
    type Screen = super::FoursquareTable;
    type Selection = ();
    type Touch = Pos;
    type Tapped = Action;

    /// A cell touched is played (the rules refuse a cell the card may not go on, with
    /// their reason): the card to place is the one drawn, nothing is chosen.
    fn tap(_: &FoursquareView, _: &[Action], _: &(), at: Pos) -> Action {
        Action::Place(at)
    }

    const RULES: &'static str = super::rules::RULES;

    fn aims(action: &Action) -> Vec<Pos> {
        let Action::Place(at) = action;
        vec![*at]
    }

    fn touched(event: &Event) -> Vec<Pos> {
        match event {
            Event::Placed { at, .. } => vec![*at],
            Event::Turned { piles, .. } => piles.iter().map(|p| p.0).collect(),
            _ => Vec::new(),
        }
    }

    fn strip(seen: &Seen<Self>) -> Strip {
        let view = &seen.view;
        Strip {
            seats: Vec::new(),
            counts: vec![
                format!("Stock: {} left", view.stock_left),
                format!("Piles: {} of 16", view.table.pile_count()),
                format!(
                    "Face down: {} of {}",
                    view.table.face_down_count(),
                    view.face_down_limit
                ),
            ],
        }
    }
}

/// What the player should do now. The card is named where it is shown, in the hand
/// ([`drawn_said`]), not here: the prompt keeps its words, and its lines, from card to
/// card, so that nothing under it moves as cards of longer and shorter names are drawn,
/// and it is the same at every deal's start (the page lays it before the app has come:
/// `static/foursquare/opening.js`).
pub fn prompt(view: &FoursquareView, acting: bool) -> String {
    match (view.status, view.drawn) {
        (Status::Playing, Some(_)) if acting => {
            "Place your card on a pile, or on an empty space beside one.".into()
        }
        (Status::Playing, _) => "The computer is playing.".into(),
        _ => String::new(),
    }
}

/// The card drawn, as a screen reader is told of each one (politely, as it comes into the
/// hand), the person's or the computer's when it plays: the prompt does not name it.
pub fn drawn_said(view: &FoursquareView) -> String {
    view.drawn
        .map(|card| format!("Drawn: the {card}."))
        .unwrap_or_default()
}

/// Why cards turned in the last move, in words ("The 7 of hearts is the highest in its
/// row: 2 turned face down."); empty when none did.
pub fn why_turned(log: &[MarkedLine<Foursquare>]) -> Vec<String> {
    let last = log
        .iter()
        .rposition(|l| matches!(l.event, Event::Placed { .. }))
        .map_or(&[][..], |i| &log[i..]);
    last.iter()
        .filter(|l| matches!(l.event, Event::Turned { .. }))
        .map(|l| l.event.to_string())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Seat, SeatSetup, Seed, Session};
    use crate::games::foursquare::Action;

    #[test]
    fn a_move_touches_the_cell_played_and_says_why_cards_turned() {
        let mut session =
            Session::<Foursquare>::new(vec![SeatSetup::human("Sol")], Default::default(), Seed(3))
                .unwrap();
        let mut turned = Vec::new();
        for _ in 0..16 {
            let Some(Action::Place(at)) = session.game().legal_actions(Seat(0)).first().copied()
            else {
                break;
            };
            session.act(Seat(0), Action::Place(at)).unwrap();
            let seen = Seen::of(&session, Some(Seat(0)), true);
            let moves = crate::ui::table::news::last_moves::<Foursquare>(&seen.log, &seen.names);
            assert_eq!(moves[0].places[0], at, "the cell played comes first");
            turned = why_turned(&seen.log);
            if !turned.is_empty() {
                break;
            }
        }
        assert!(!turned.is_empty(), "no card turned in 16 moves");
        assert!(
            turned
                .iter()
                .all(|t| t.contains("in its row") || t.contains("in its column")),
            "{turned:?}"
        );
    }
}
