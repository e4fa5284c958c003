//! What Letter Lines tells the table frame: the space a move covered or uncovered, each
//! side's chip with its seat's cards and top discard, the deck, and what to do now.

use crate::engine::{Pos, Seat};
use crate::games::letters::{Action, Card, Event, Letters, LettersView, Phase};
use crate::ui::table::{Badge, SeatLine, Seen, Strip, TableGame};

use super::model::card_name;

impl TableGame for Letters {
    type Place = Pos;
    type Screen = super::LettersTable;
    type Selection = Option<usize>;
    type Touch = super::tap::Touch;
    type Tapped = super::tap::Tapped;

    fn tap(
        view: &LettersView,
        legal: &[Action],
        chosen: &Option<usize>,
        touch: super::tap::Touch,
    ) -> super::tap::Tapped {
        super::tap::tap(view, legal, *chosen, touch)
    }

    const RULES: &'static str = super::rules::RULES;
    const READS_ALOUD: bool = true;

    fn minor(event: &Event) -> bool {
        matches!(event, Event::Drew { .. })
    }

    fn touched(event: &Event) -> Vec<Pos> {
        match event {
            Event::Covered { at, .. } | Event::Removed { at, .. } => vec![*at],
            _ => Vec::new(),
        }
    }

    fn aims(action: &Action) -> Vec<Pos> {
        match action {
            Action::Play { at, .. } => vec![*at],
            _ => Vec::new(),
        }
    }

    fn strip(seen: &Seen<Self>) -> Strip {
        let view = &seen.view;
        let seats = (0..seen.names.len())
            .map(|i| {
                let seat = Seat(i as u8);
                let team = view.options.team_of(seat);
                let name = seen.name(seat).to_string();
                let cards = view.hand_sizes.get(i).copied().unwrap_or(0);
                let top = view.discards.get(i).and_then(|d| d.last()).copied();
                let to_move = view.to_move() == Some(seat);
                let partner = view
                    .options
                    .seats_of(team)
                    .into_iter()
                    .find(|s| *s != seat)
                    .map(|s| format!(", team with {}", seen.name(s)))
                    .unwrap_or_default();
                SeatLine {
                    seat,
                    badge: Badge::Chip(team.0),
                    detail: format!("{cards} cards"),
                    label: format!(
                        "{name}, {} chips{partner}: {cards} cards, discard pile {}{}",
                        team.chip_name(),
                        top.map_or("empty".to_string(), |c| format!("{} on top", card_name(c))),
                        if to_move { ", to play" } else { "" }
                    ),
                    name,
                    to_move,
                    me: seen.viewer == Some(seat),
                }
            })
            .collect();
        Strip {
            seats,
            counts: vec![format!("Deck: {}", view.deck_left)],
        }
    }
}

/// What the player should do now, in a sentence.
pub fn prompt(view: &LettersView, legal: &[Action], selected: Option<Card>) -> String {
    match (&view.phase, selected) {
        (Phase::Won { .. } | Phase::Drawn, _) => String::new(),
        _ if legal.is_empty() => "Waiting for the other players.".into(),
        _ if legal == [Action::Pass] => "No card can be played: pass.".into(),
        _ if legal.iter().all(|a| matches!(a, Action::TurnIn(_))) => {
            "No card can be played: choose a dead card and turn it in for a new one.".into()
        }
        (_, Some(card)) if legal.contains(&Action::TurnIn(card)) => {
            "This card is dead (both its pictures are covered): turn it in for a new one.".into()
        }
        (_, Some(card))
            if !legal
                .iter()
                .any(|a| matches!(a, Action::Play { card: c, .. } if *c == card)) =>
        {
            "That card cannot be played now: choose another.".into()
        }
        (_, Some(Card::Remove)) => "Tap an opponent's chip to take it away.".into(),
        (_, Some(Card::Wild)) => "Tap any open picture.".into(),
        (_, Some(Card::Letter(l))) => format!("Tap a lit picture that starts with {l}."),
        (_, None) => "Choose a card, then a picture.".into(),
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::{Level, Seat, SeatSetup, Seed, Session};
    use crate::games::letters::{Letters, Options};
    use crate::ui::table::{Seen, TableGame};

    #[test]
    fn the_strip_tells_each_computer_seats_level_and_no_persons() {
        let seats = vec![
            SeatSetup::human("Ann"),
            SeatSetup::computer_at("Computer 1", Level::Easy),
        ];
        let session =
            Session::<Letters>::new(seats, Options { players: 2 }, Seed(3)).expect("a table");
        let seen = Seen::of(&session, Some(Seat(0)), true);
        let strip = seen.with_levels(Letters::strip(&seen));
        let (ann, computer) = (&strip.seats[0], &strip.seats[1]);
        assert!(!ann.detail.contains("easy") && !ann.label.contains("computer player"));
        assert!(computer.detail.ends_with(" · easy"), "{}", computer.detail);
        assert!(
            computer.label.ends_with(", easy computer player"),
            "{}",
            computer.label
        );
    }
}
