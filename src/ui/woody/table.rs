//! What Major Woody tells the table frame: the spaces a move put or moved chips on, each
//! side's chip with its foursomes and cards, and the deck and discards. What a hand is
//! known to hold, and the chips each side has left, are in the players' sheet (the
//! strip's line does not grow with them).


use yew::prelude::*;

use crate::engine::{Pos, Seat};
use crate::games::woody::{Action, Event, Phase, Woody, WoodyView};
use crate::ui::pacing::WINDOW_MS;
use crate::ui::table::{Asks, Badge, SeatLine, Seen, Strip, TableGame};

use super::window::{WindowProps, steal_window};

use super::model::known_words;

impl TableGame for Woody {
    type Place = Pos;
    type Screen = super::WoodyTable;
    type Selection = super::tap::Selection;
    type Touch = Pos;
    type Tapped = super::tap::Tap;

    fn tap(
        view: &WoodyView,
        legal: &[Action],
        selection: &super::tap::Selection,
        at: Pos,
    ) -> super::tap::Tap {
        super::tap::tap(view, legal, *selection, at)
    }

    const RULES: &'static str = super::rules::RULES;

    fn may_act(seen: &Seen<Woody>) -> bool {
        // A lone person's card waits for the computers' answers, and then the app takes
        // the turn for them (`pacing::forced_move`): no "Take my turn" to cut the
        // computers short, that would vanish as they answer.
        let waits_for_computers = seen.people() == 1
            && seen.computer_to_act.is_some()
            && matches!(seen.view.phase, Phase::Steal { mover, .. } if Some(mover) == seen.viewer);
        !waits_for_computers
    }

    fn answers_first(game: &Woody) -> Option<Seat> {
        game.got_it_at_reading()
    }

    fn closes_window(seen: &Seen<Woody>) -> Option<Action> {
        matches!(seen.view.phase, Phase::Steal { .. }).then_some(Action::Proceed)
    }

    fn pass_news(public: &Seen<Woody>) -> Vec<String> {
        match &public.view.phase {
            Phase::GotIt { holder, face, .. } => {
                vec![format!("{} holds {face} too: Got it!", public.name(*holder))]
            }
            Phase::Choose { chooser, .. } => vec![format!(
                "{} chooses which four make the foursome.",
                public.name(*chooser)
            )],
            _ => Vec::new(),
        }
    }

    fn window(
        public: &Seen<Woody>,
        primary: Option<Seat>,
        claimers: &[Seat],
        asks: &Asks<Woody>,
    ) -> Html {
        let Phase::Steal { mover, face, .. } = &public.view.phase else {
            return Html::default();
        };
        let news = super::news::turn_news(&public.log, &public.names);
        let on_let_go = {
            let moves = nobody_steals(claimers);
            asks.table.reform(move |()| moves.clone())
        };
        let first = asks.answers_first;
        let on_primary = {
            let (act, reveal) = (asks.act.clone(), asks.reveal.clone());
            Callback::from(move |seat: Seat| {
                act.emit((seat, Action::Proceed));
                reveal.emit(first.unwrap_or(seat));
            })
        };
        steal_window(&WindowProps {
            news,
            face: *face,
            mover: public.name(*mover).to_string().into(),
            primary,
            waiting: if public.computer_to_act.is_some() {
                Some("The computer players are answering…".to_string())
            } else if asks.guests_answering {
                Some(format!(
                    "Waiting up to {} seconds for a STEAL from the players on their own devices…",
                    WINDOW_MS / 1000
                ))
            } else {
                None
            },
            claimers: public.named(claimers),
            got_it: first.map(|seat| public.name(seat).to_string().into()),
            on_primary,
            on_claim: asks.claim.clone(),
            on_let_go,
        })
    }

    /// A card drawn, or read out: a STEAL or a Got it! on it names the card itself, so
    /// "since your last turn" is each seat's play, one short line a seat.
    fn minor(event: &Event) -> bool {
        matches!(
            event,
            Event::Drew { .. } | Event::DrewUsed { .. } | Event::Announced { .. }
        )
    }

    fn touched(event: &Event) -> Vec<Pos> {
        match event {
            Event::Placed { at, .. }
            | Event::Stole { at, .. }
            | Event::GotIt { at, .. }
            | Event::Removed { at, .. } => vec![*at],
            Event::Swapped { mine, theirs, .. } => vec![*mine, *theirs],
            _ => Vec::new(),
        }
    }

    fn aims(action: &Action) -> Vec<Pos> {
        match action {
            Action::Place { at, .. }
            | Action::Remove { at }
            | Action::Steal { at }
            | Action::GotIt { at } => vec![*at],
            Action::Swap { mine, theirs, .. } => vec![*mine, *theirs],
            _ => Vec::new(),
        }
    }

    fn strip(seen: &Seen<Self>) -> Strip {
        let view = &seen.view;
        let seats = (0..seen.names.len())
            .map(|i| {
                let seat = Seat(i as u8);
                let to_move = acting(view, seen.viewer) == Some(seat);
                let name = seen.name(seat).to_string();
                SeatLine {
                    seat,
                    badge: Badge::Chip(view.options.team_of(seat).0),
                    detail: format!(
                        "{}/{} · {} cards",
                        view.foursomes_of(view.options.team_of(seat)),
                        view.options.target(),
                        view.hand_sizes.get(i).copied().unwrap_or(0)
                    ),
                    label: seat_words(view, &seen.names, seat, to_move),
                    name,
                    to_move,
                    me: seen.viewer == Some(seat),
                }
            })
            .collect();
        Strip {
            seats,
            counts: vec![
                format!("Deck: {}", view.deck_left),
                format!("Discards: {}", view.discards.len()),
            ],
        }
    }
}

/// The seat whose turn it is, while the game is on.
pub fn mover(view: &WoodyView) -> Option<Seat> {
    match view.phase {
        Phase::Steal { mover, .. }
        | Phase::GotIt { mover, .. }
        | Phase::Main { mover }
        | Phase::Choose { mover, .. } => Some(mover),
        Phase::Over(_) => None,
    }
}

/// The seat that acts now, which the strip marks: the holder of a Got it! (who plays the
/// card's twin, in the mover's turn), who chooses a foursome, on the `viewer`'s own
/// screen while a card is read out the viewer, who answers it (a STEAL or not: who holds
/// one is nobody's to see, so only their own screen says so), else the mover.
pub fn acting(view: &WoodyView, viewer: Option<Seat>) -> Option<Seat> {
    match &view.phase {
        Phase::GotIt { holder, .. } => Some(*holder),
        Phase::Choose { chooser, .. } => Some(*chooser),
        Phase::Steal {
            mover, declined, ..
        } if viewer.is_some_and(|v| v != *mover && !declined.contains(&v)) => viewer,
        _ => mover(view),
    }
}

/// Everything about a seat in words: "Ann, green circle chips, team with Cy: 1 of 3
/// foursomes, 30 chips left, 5 cards; known to hold: Red, Jack Schitt; to play" (the
/// last when `to_play`: the seat acts now, see [`acting`]).
pub fn seat_words(view: &WoodyView, names: &[String], seat: Seat, to_play: bool) -> String {
    let name = names.get(seat.index()).map_or("?", String::as_str);
    let team = view.options.team_of(seat);
    let partner = view
        .options
        .seats_of(team)
        .into_iter()
        .find(|s| *s != seat)
        .and_then(|s| names.get(s.index()))
        .map(|p| format!(", team with {p}"))
        .unwrap_or_default();
    let known = view
        .known
        .get(seat.index())
        .and_then(|k| known_words(k))
        .map(|k| format!("; known to hold: {k}"))
        .unwrap_or_default();
    format!(
        "{name}, {} chips{partner}: {} of {} foursomes, {} chips left, {} cards{known}{}",
        team.chip_name(),
        view.foursomes_of(team),
        view.options.target(),
        view.supply.get(usize::from(team.0)).copied().unwrap_or(0),
        view.hand_sizes.get(seat.index()).copied().unwrap_or(0),
        if to_play {
            "; to play"
        } else {
            ""
        }
    )
}

/// "Nobody steals": each person at the device who could STEAL (`claimers`) lets the
/// card go, as the table's own moves (computers answer for themselves).
fn nobody_steals(claimers: &[Seat]) -> Vec<(Seat, Action)> {
    claimers.iter().map(|seat| (*seat, Action::Decline)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{SeatSetup, Session, ToAct};
    use crate::games::new_session;

    #[test]
    fn nobody_stealing_lets_the_card_go_for_each_person_and_the_computer_moves_on() {
        let seats = vec![
            SeatSetup::computer("Cal"),
            SeatSetup::human("Ann"),
            SeatSetup::human("Bea"),
        ];
        let mut session: Session<Woody> = (1..)
            .map(|n| new_session(seats.clone(), crate::engine::Seed(n)).unwrap())
            .find(|s: &Session<Woody>| matches!(s.to_act(), ToAct::Responders(_)))
            .unwrap();
        for (seat, action) in nobody_steals(&[Seat(1), Seat(2)]) {
            session.act(seat, action).expect("a person may let the card go");
        }
        assert_eq!(session.computer_to_act(), Some(Seat(0)));
    }

    #[test]
    fn a_card_read_out_is_closed_by_its_mover_going_on_and_nothing_else_closes_by_itself() {
        let seats = vec![SeatSetup::human("Ann"), SeatSetup::human("Bea")];
        let mut session: Session<Woody> =
            new_session(seats, crate::engine::Seed(9)).expect("a deal");
        let ToAct::Responders(answering) = session.to_act() else {
            panic!("a game opens on the first card read out");
        };
        let mover = answering[0];
        let seen = Seen::of(&session, Some(mover), true);
        assert_eq!(Woody::closes_window(&seen), Some(Action::Proceed));
        assert_eq!(seen.legal, [Action::Proceed], "all the mover may do there");
        session.act(mover, Action::Proceed).expect("the mover goes on");
        let seen = Seen::of(&session, None, true);
        assert!(!matches!(session.to_act(), ToAct::Responders(_)));
        assert_eq!(Woody::closes_window(&seen), None);
    }
}
