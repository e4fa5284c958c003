//! Major Woody's hand and board on screen, as a pure model: the card in play, the spaces
//! it lights, what a tap on a space does (an action, or half a SWAP) and the prompt that
//! says what to do now.

use crate::engine::{Pos, once_each};
use crate::games::woody::{Action, Card, Phase, WoodyView};

/// What the player has chosen on screen: a card of the hand (by its place, as two may be
/// alike) and, for a SWAP, their own chip.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    /// The card's place in the hand.
    pub card: Option<usize>,
    /// The player's chip chosen for a SWAP.
    pub mine: Option<Pos>,
}

/// What a tap on a space does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tap {
    /// Send this action (the engine refuses it with a reason if it is not legal).
    Act(Action),
    /// Choose this chip as one's own side of a SWAP.
    Pick(Pos),
    /// Nothing (no card chosen).
    Nothing,
}

/// The card the screen works with: the chosen one, or the one the moment calls for (STEAL
/// in a STEAL window, the identical card for Got it!).
pub fn card_in_play(view: &WoodyView, legal: &[Action], selection: Selection) -> Option<Card> {
    if legal.iter().any(|a| matches!(a, Action::Steal { .. })) {
        return Some(Card::Steal);
    }
    if let Phase::GotIt { face, .. } = view.phase
        && legal.iter().any(|a| matches!(a, Action::GotIt { .. }))
    {
        return Some(Card::Face(face));
    }
    selection
        .card
        .filter(|_| matches!(view.phase, Phase::Main { .. }))
        .and_then(|i| view.hand.get(i).copied())
}

/// Where the card in play may act now, and what that offers a screen reader.
pub fn targets(
    view: &WoodyView,
    legal: &[Action],
    selection: Selection,
) -> Option<(Vec<Pos>, &'static str)> {
    let card = card_in_play(view, legal, selection)?;
    let spaces = |f: &dyn Fn(&Action) -> Option<Pos>| legal.iter().filter_map(f).collect();
    Some(match card {
        Card::Steal => (
            spaces(&|a| match a {
                Action::Steal { at } => Some(*at),
                _ => None,
            }),
            "You can STEAL it",
        ),
        Card::Face(_) if matches!(view.phase, Phase::GotIt { .. }) => (
            spaces(&|a| match a {
                Action::GotIt { at } => Some(*at),
                _ => None,
            }),
            "You can cover it",
        ),
        Card::Face(_) | Card::Wild => (
            spaces(&|a| match a {
                Action::Place { card: c, at } if *c == card => Some(*at),
                _ => None,
            }),
            "You can cover it",
        ),
        Card::Remove => (
            spaces(&|a| match a {
                Action::Remove { at } => Some(*at),
                _ => None,
            }),
            "You can take this chip away",
        ),
        Card::Swap(border) => match selection.mine {
            None => (
                once_each(spaces(&|a| match a {
                    Action::Swap {
                        border: b, mine, ..
                    } if *b == border => Some(*mine),
                    _ => None,
                })),
                "Your chip: you can swap it",
            ),
            Some(chosen) => (
                spaces(&|a| match a {
                    Action::Swap {
                        border: b,
                        mine,
                        theirs,
                    } if *b == border && *mine == chosen => Some(*theirs),
                    _ => None,
                }),
                "You can swap your chosen chip for this one",
            ),
        },
    })
}

/// What a tap on `at` does, given the card in play and the selection.
pub fn tap(view: &WoodyView, legal: &[Action], selection: Selection, at: Pos) -> Tap {
    let Some(card) = card_in_play(view, legal, selection) else {
        return Tap::Nothing;
    };
    match card {
        Card::Steal => Tap::Act(Action::Steal { at }),
        Card::Face(_) if matches!(view.phase, Phase::GotIt { .. }) => {
            Tap::Act(Action::GotIt { at })
        }
        Card::Face(_) | Card::Wild => Tap::Act(Action::Place { card, at }),
        Card::Remove => Tap::Act(Action::Remove { at }),
        Card::Swap(border) => {
            let mine_ok = |p: Pos| {
                legal
                    .iter()
                    .any(|a| matches!(a, Action::Swap { border: b, mine, .. } if *b == border && *mine == p))
            };
            match selection.mine {
                Some(mine) if mine != at && !mine_ok(at) => Tap::Act(Action::Swap {
                    border,
                    mine,
                    theirs: at,
                }),
                _ if mine_ok(at) => Tap::Pick(at),
                // Not one of the player's swappable chips: the engine says why.
                _ => Tap::Act(Action::Swap {
                    border,
                    mine: at,
                    theirs: at,
                }),
            }
        }
    }
}

/// The card a pass would discard now: the chosen card where a pass may discard it, else
/// the card drawn last (the engine lists it first); `None` when passing is not legal.
pub fn pass_discard(view: &WoodyView, legal: &[Action], selection: Selection) -> Option<Card> {
    let discards = || {
        legal.iter().filter_map(|a| match a {
            Action::Pass { discard } => Some(*discard),
            _ => None,
        })
    };
    let chosen = selection.card.and_then(|i| view.hand.get(i).copied());
    chosen
        .filter(|c| discards().any(|d| d == *c))
        .or_else(|| discards().next())
}

/// Why a player with nothing to play passes, every reason the hand gives, and what a
/// pass costs, for the prompt.
fn pass_reason(view: &WoodyView) -> String {
    let mut why: Vec<String> = Vec::new();
    for card in &view.hand {
        let reason = match card {
            Card::Face(_) => "used cards cannot be replaced from an empty deck".to_string(),
            Card::Steal => "STEAL only answers another player's card".to_string(),
            Card::Remove => "REMOVE has no unlocked chip to take away".to_string(),
            Card::Swap(border) => format!(
                "{card} has no two unlocked chips of different sides on {} spaces",
                border.name()
            ),
            Card::Wild => "WILD has no open space".to_string(),
        };
        if !why.contains(&reason) {
            why.push(reason);
        }
    }
    format!(
        "None of your cards can be played ({}): pass, discarding the card you drew or another \
         you choose, face down.",
        why.join("; ")
    )
}

/// What the player should do now, in a sentence.
pub fn prompt(
    view: &WoodyView,
    legal: &[Action],
    selection: Selection,
    names: &[String],
) -> String {
    let name = |s: crate::engine::Seat| names.get(s.index()).cloned().unwrap_or_default();
    match &view.phase {
        Phase::Over(_) => return "The game is over.".into(),
        _ if legal.is_empty() => return "Waiting for the other players.".into(),
        Phase::Steal { mover, face, .. }
            if legal.iter().any(|a| matches!(a, Action::Steal { .. })) =>
        {
            return format!("{} drew {face}. STEAL it: tap a lit space.", name(*mover));
        }
        Phase::Steal { mover, face, .. } if legal.contains(&Action::Decline) => {
            // Said of the viewer's own hand, which only its own screen shows; and the
            // mover waits on this answer, so say so.
            let why = if !view.hand.contains(&Card::Steal) {
                "You hold no STEAL".to_string()
            } else if view.hand.contains(&Card::Face(*face)) {
                format!("You hold {face} too, so you cannot STEAL it")
            } else {
                "Your side has no chips left to STEAL with".to_string()
            };
            let mover = name(*mover);
            return format!("{mover} drew {face}. {why}: let it go, so that {mover} need not wait.");
        }
        Phase::Steal { .. } => return "Waiting for the others to answer the card.".into(),
        // One line on a small phone: who drew the card is in the news line, and the card
        // is the one chosen in the hand; the name is the board's (initial and last name:
        // Ben and Eileen are both Dover).
        Phase::GotIt { face, .. } => {
            return format!("Got it! {}: tap a lit space.", face.who.short_name());
        }
        Phase::Choose { .. } => {
            return "Your line is longer than four: choose which four make the foursome.".into();
        }
        Phase::Main { .. } => {}
    }
    if !legal.is_empty() && legal.iter().all(|a| matches!(a, Action::Pass { .. })) {
        return pass_reason(view);
    }
    match card_in_play(view, legal, selection) {
        None if legal.iter().any(|a| matches!(a, Action::TurnIn(_))) => {
            "Turn in used cards if you like, then choose a card to play.".into()
        }
        None => "Choose a card, then a space.".into(),
        Some(Card::Steal) => {
            "STEAL is played only when another player draws a card: choose another.".into()
        }
        Some(card) => match (card, targets(view, legal, selection)) {
            (_, Some((lit, _))) if lit.is_empty() => {
                "That card cannot be played now: choose another.".into()
            }
            (Card::Face(face), _) => format!("Tap a lit space of {face}."),
            (Card::Wild, _) => "WILD: tap any open space.".into(),
            (Card::Remove, _) => "REMOVE: tap an unlocked chip to take it away.".into(),
            (Card::Swap(border), _) if selection.mine.is_none() => format!(
                "{}: tap one of your unlocked chips on a {} space.",
                card,
                border.name()
            ),
            (Card::Swap(border), _) => format!(
                "{card}: now tap another side's unlocked chip on a {} space.",
                border.name()
            ),
            (Card::Steal, _) => unreachable!("handled above"),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Seat, Viewer};
    use crate::games::woody::Border;
    use crate::games::woody::diagram::parse;
    use crate::ui::woody::model::{BoardModel, Marks};

    fn at(r: u8, c: u8) -> Pos {
        Pos::new(r, c)
    }

    #[test]
    fn a_pass_discards_the_card_drawn_unless_another_is_chosen() {
        let game = parse("hand 0: REMOVE RSWAP STEAL\nhand 1: Kb\ndeck: Ar ...").unwrap();
        let v = game.view(Viewer::Seat(Seat(0)));
        let legal = game.legal_actions(Seat(0));
        let none = Selection::default();
        assert_eq!(pass_discard(&v, &legal, none), Some(Card::Steal));
        let swap = Selection {
            card: Some(1),
            mine: None,
        };
        assert_eq!(
            pass_discard(&v, &legal, swap),
            Some(Card::Swap(Border::Red))
        );
        let said = prompt(&v, &legal, none, &[]);
        assert!(said.contains("pass, discarding the card you drew"), "{said}");
        // Every reason the hand gives, not only STEAL's.
        for reason in [
            "REMOVE has no unlocked chip to take away",
            "RED SWAP has no two unlocked chips of different sides on red spaces",
            "STEAL only answers another player's card",
        ] {
            assert!(said.contains(reason), "{said}");
        }
        assert!(!said.contains("used cards"), "{said}");
        let playing = parse("hand 0: WILD\nhand 1: Kb\ndeck: ...").unwrap();
        let legal = playing.legal_actions(Seat(0));
        let v = playing.view(Viewer::Seat(Seat(0)));
        assert_eq!(pass_discard(&v, &legal, none), None);
    }

    #[test]
    fn a_card_you_cannot_steal_says_why_and_asks_you_to_let_it_go() {
        let names = ["Ann".to_string(), "Bea".to_string()];
        let prompt_for = |hand: &str| {
            let game = parse(&format!(
                "players: 2\nturn: 0\nannounce: Jr\nhand 0: Ab\nhand 1: {hand}\ndeck: ..."
            ))
            .unwrap();
            let v = game.view(Viewer::Seat(Seat(1)));
            let legal = game.legal_actions(Seat(1));
            prompt(&v, &legal, Selection::default(), &names)
        };
        let no_steal = prompt_for("Kb Ar");
        assert!(no_steal.contains("You hold no STEAL: let it go, so that Ann need not wait."), "{no_steal}");
        let same = prompt_for("STEAL Jr");
        assert!(same.contains("too, so you cannot STEAL it"), "{same}");
        assert!(prompt_for("STEAL Kb").contains("STEAL it: tap a lit space"));
    }

    #[test]
    fn a_character_card_lights_its_open_spaces() {
        let game =
            parse("players: 2\nturn: 0\n..........\nhand 0: Jr\nhand 1: Ab\ndeck: ...").unwrap();
        let v = game.view(Viewer::Seat(Seat(0)));
        let legal = game.legal_actions(Seat(0));
        let sel = Selection {
            card: Some(0),
            mine: None,
        };
        let (lit, _) = targets(&v, &legal, sel).unwrap();
        assert_eq!(lit, [at(0, 3), at(1, 7)], "the two red Eileen Dover spaces");
        assert_eq!(
            tap(&v, &legal, sel, at(0, 3)),
            Tap::Act(Action::Place {
                card: v.hand[0],
                at: at(0, 3)
            })
        );
        assert_eq!(
            prompt(&v, &legal, sel, &[]),
            "Tap a lit space of Red, Eileen Dover."
        );
    }

    #[test]
    fn a_swap_takes_two_taps_mine_then_theirs() {
        // Row 0: Ab Pr Tb Jr ...; row 1: Qr Bb Nr Ob ...
        let game = parse(
            "players: 2\nturn: 0\na.b.......\n.b.a......\nhand 0: BSWAP\nhand 1: Jr\ndeck: ...",
        )
        .unwrap();
        let v = game.view(Viewer::Seat(Seat(0)));
        let legal = game.legal_actions(Seat(0));
        let mut sel = Selection {
            card: Some(0),
            mine: None,
        };
        let (mine, _) = targets(&v, &legal, sel).unwrap();
        assert_eq!(mine, [at(0, 0), at(1, 3)], "my chips on black spaces");
        assert_eq!(tap(&v, &legal, sel, at(0, 0)), Tap::Pick(at(0, 0)));
        sel.mine = Some(at(0, 0));
        let (theirs, _) = targets(&v, &legal, sel).unwrap();
        assert_eq!(theirs, [at(0, 2), at(1, 1)]);
        assert_eq!(
            tap(&v, &legal, sel, at(1, 1)),
            Tap::Act(Action::Swap {
                border: Border::Black,
                mine: at(0, 0),
                theirs: at(1, 1)
            })
        );
        assert_eq!(
            tap(&v, &legal, sel, at(1, 3)),
            Tap::Pick(at(1, 3)),
            "another of mine"
        );
        let m = BoardModel::new(
            &v,
            &Marks {
                targets: Some(theirs),
                picked: Some(at(0, 0)),
                ..Marks::default()
            },
        );
        assert!(m.space(at(0, 0)).unwrap().picked);
        assert!(!m.faded.contains(&at(0, 0)));
        assert!(m.faded.contains(&at(0, 1)));
    }

    #[test]
    fn the_steal_window_offers_steal_to_its_holder() {
        let game = parse(
            "players: 2\nturn: 0\nannounce: Jr\n..........\nhand 0: Ab\nhand 1: STEAL\ndeck: ...",
        )
        .unwrap();
        let v = game.view(Viewer::Seat(Seat(1)));
        let legal = game.legal_actions(Seat(1));
        let names = ["Ada".to_string(), "Bob".to_string()];
        assert_eq!(
            card_in_play(&v, &legal, Selection::default()),
            Some(Card::Steal)
        );
        assert_eq!(
            prompt(&v, &legal, Selection::default(), &names),
            "Ada drew Red, Eileen Dover. STEAL it: tap a lit space."
        );
        assert_eq!(
            tap(&v, &legal, Selection::default(), at(0, 3)),
            Tap::Act(Action::Steal { at: at(0, 3) })
        );
    }
}
