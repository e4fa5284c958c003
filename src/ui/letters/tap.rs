//! What a touch does at Letter Lines' table (a card of the hand, a picture, the turn-in
//! and pass buttons), as a pure function of what the seat sees, what it may do and the
//! card chosen on screen, tested natively.

use crate::engine::Pos;
use crate::games::letters::{Action, LettersView};

/// What the player touched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Touch {
    /// A card of the hand, by its place (two may be alike).
    Card(usize),
    /// A picture on the board.
    Space(Pos),
    /// The "Turn in" button.
    TurnIn,
    /// The "Pass" button.
    Pass,
}

/// What a touch does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tapped {
    /// The card chosen on screen becomes this one (or none).
    Choose(Option<usize>),
    /// Send this action (the rules refuse it with their reason if it is not legal), then
    /// keep this card chosen.
    Act(Action, Option<usize>),
    /// Nothing to do.
    Nothing,
}

/// What `touch` does, `chosen` being the card chosen on screen.
pub fn tap(view: &LettersView, legal: &[Action], chosen: Option<usize>, touch: Touch) -> Tapped {
    let card = chosen.and_then(|i| view.hand.get(i).copied());
    match touch {
        Touch::Card(i) if chosen == Some(i) => Tapped::Choose(None),
        Touch::Card(i) if i < view.hand.len() => Tapped::Choose(Some(i)),
        // A card and a lit picture play; any other picture with a card chosen gets the
        // rules' reason, and the card stays chosen.
        Touch::Space(at) => match card {
            Some(card) => {
                let play = Action::Play { card, at };
                let keep = (!legal.contains(&play)).then_some(chosen).flatten();
                Tapped::Act(play, keep)
            }
            None => Tapped::Nothing,
        },
        Touch::TurnIn => match card {
            Some(card) if legal.contains(&Action::TurnIn(card)) => {
                Tapped::Act(Action::TurnIn(card), None)
            }
            _ => Tapped::Nothing,
        },
        Touch::Pass if legal.contains(&Action::Pass) => Tapped::Act(Action::Pass, chosen),
        Touch::Card(_) | Touch::Pass => Tapped::Nothing,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Seat, Viewer};
    use crate::games::letters::diagram::parse;

    fn seen(diagram: &str) -> (LettersView, Vec<Action>) {
        let game = parse(diagram).expect("a diagram");
        (
            game.view(Viewer::Seat(Seat(0))),
            game.legal_actions(Seat(0)),
        )
    }

    #[test]
    fn a_card_is_chosen_and_let_go_and_a_lit_picture_plays_it() {
        let (view, legal) = seen("........\nhand 0: A B\nhand 1: C\ndeck: ...");
        assert_eq!(
            tap(&view, &legal, None, Touch::Card(1)),
            Tapped::Choose(Some(1))
        );
        assert_eq!(
            tap(&view, &legal, Some(1), Touch::Card(1)),
            Tapped::Choose(None)
        );
        assert_eq!(
            tap(&view, &legal, Some(1), Touch::Card(0)),
            Tapped::Choose(Some(0))
        );
        assert_eq!(tap(&view, &legal, None, Touch::Card(5)), Tapped::Nothing);
        let card = view.hand[0];
        let lit = view.targets(card)[0];
        assert_eq!(
            tap(&view, &legal, Some(0), Touch::Space(lit)),
            Tapped::Act(Action::Play { card, at: lit }, None)
        );
        assert_eq!(tap(&view, &legal, None, Touch::Space(lit)), Tapped::Nothing);
    }

    #[test]
    fn a_picture_the_card_cannot_take_is_sent_for_the_reason_and_the_card_stays_chosen() {
        let (view, legal) = seen("........\nhand 0: A B\nhand 1: C\ndeck: ...");
        let card = view.hand[0];
        let targets = view.targets(card);
        let wrong = (0..6)
            .flat_map(|row| (0..8).map(move |col| Pos::new(row, col)))
            .find(|p| !targets.contains(p))
            .expect("a picture the card cannot take");
        assert_eq!(
            tap(&view, &legal, Some(0), Touch::Space(wrong)),
            Tapped::Act(Action::Play { card, at: wrong }, Some(0))
        );
    }

    #[test]
    fn turning_in_and_passing_act_only_when_the_rules_allow_them() {
        let (view, legal) = seen("........\nhand 0: A B\nhand 1: C\ndeck: ...");
        assert_eq!(tap(&view, &legal, Some(0), Touch::TurnIn), Tapped::Nothing);
        assert_eq!(tap(&view, &legal, None, Touch::Pass), Tapped::Nothing);
        // A's pictures are both covered: it is dead, and may be turned in.
        let (view, legal) = seen(
            "1..1....\n........\n........\n........\n...1....\n........\nhand 0: A B\nhand 1: C\ndeck: D ...",
        );
        let dead = view.hand[0];
        assert_eq!(
            tap(&view, &legal, Some(0), Touch::TurnIn),
            Tapped::Act(Action::TurnIn(dead), None)
        );
        assert_eq!(tap(&view, &legal, Some(1), Touch::TurnIn), Tapped::Nothing);
    }
}
