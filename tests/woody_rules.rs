//! Major Woody's Wild Foursomes scenarios, from the rulebook and the rulings in the module doc of `games::woody`:
//! the deal, drawing, reading out, the STEAL window and Got it!, the action cards, turn-ins
//! and passes (foursomes and the end of the game: `woody_foursomes.rs`). Positions are
//! diagrams (see `games::woody::diagram`): rows of chips (`a` side 0, `B` a locked chip of
//! side 1), hands, the deck from the top, and the card just announced.

mod woody_helpers;

use fourfold::engine::{Game, Pos, Refusal, Seat, ToAct, Viewer};
use fourfold::games::woody::diagram::parse;
use fourfold::games::woody::{
    Action, Border, Card, End, Event, Known, Options, Phase, PlayError, Team, Woody,
};
use woody_helpers::*;

#[test]
fn deals_teams_hands_and_targets_follow_the_player_count() {
    for (players, teams, hand, target) in [
        (2, 2, 5, 3),
        (3, 3, 5, 2),
        (4, 4, 5, 2),
        (6, 3, 3, 2),
        (8, 4, 3, 2),
    ] {
        let o = Options { players };
        assert_eq!(
            (o.teams(), o.hand_size(), o.target()),
            (teams, hand, target),
            "{players}"
        );
        let game = Woody::new(&o, fourfold::engine::Seed(3)).unwrap();
        assert_eq!(game.hand(Seat(1)).len(), hand);
        assert_eq!(
            game.hand(Seat(0)).len(),
            hand + 1,
            "the first card is drawn at the deal"
        );
    }
    let six = Options { players: 6 };
    assert_eq!(
        six.seats_of(Team(0)),
        [Seat(0), Seat(3)],
        "teams alternate: A1 B1 C1 A2 B2 C2"
    );
    assert!(Woody::new(&Options { players: 5 }, fourfold::engine::Seed(1)).is_err());
}

#[test]
fn a_drawn_used_card_is_discarded_and_another_drawn() {
    // Both red Jack Schitt (Cr) spaces are covered: seat 0's draw discards Cr, draws Kb.
    let chips = rows_with(&[(spaces("Cr")[0], 'b'), (spaces("Cr")[1], 'b')]);
    let mut game = parse(&format!(
        "turn: 1\n{chips}\nhand 0: Ab\nhand 1: WILD\ndeck: Cr Kb ..."
    ))
    .unwrap();
    let open = game.chips().open().last().unwrap();
    let events = wild(&mut game, 1, open);
    assert!(
        events.contains(&Event::DrewUsed {
            seat: Seat(0),
            card: c("Cr")
        }),
        "{events:?}"
    );
    assert!(events.contains(&Event::Announced {
        seat: Seat(0),
        face: Some(face("Kb"))
    }));
    assert!(game.hand(Seat(0)).contains(&c("Kb")));
    assert!(
        game.view(Viewer::Seat(Seat(1)))
            .discards
            .contains(&Some(c("Cr"))),
        "the used card lies face up"
    );
}

#[test]
fn a_character_card_is_read_aloud_and_opens_the_steal_window() {
    let mut game = parse("hand 0: WILD\nhand 1: Ab\ndeck: Jr ...").unwrap();
    let events = wild(&mut game, 0, at(7, 9));
    assert!(events.contains(&Event::Announced {
        seat: Seat(1),
        face: Some(face("Jr"))
    }));
    assert_eq!(
        events
            .iter()
            .find(|e| matches!(e, Event::Announced { .. }))
            .unwrap()
            .to_string(),
        "read out \"Red, Eileen Dover\"."
    );
    assert!(matches!(game.phase(), Phase::Steal { mover: Seat(1), .. }));
    assert_eq!(
        game.to_act(),
        ToAct::Responders(vec![Seat(1), Seat(0)]),
        "the mover first: their answer closes the window"
    );
    assert_eq!(game.legal_actions(Seat(1)), [Action::Proceed]);
    assert_eq!(
        game.legal_actions(Seat(0)),
        [Action::Decline],
        "seat 0 holds no STEAL"
    );
    assert!(game.view(Viewer::Seat(Seat(0))).known[1].contains(&Known::Card(c("Jr"))));
}

#[test]
fn a_major_woody_is_announced_without_saying_which_and_nobody_reacts() {
    let mut game = parse("hand 0: WILD\nhand 1: Ab\ndeck: REMOVE ...").unwrap();
    let events = wild(&mut game, 0, at(7, 9));
    assert!(events.contains(&Event::Announced {
        seat: Seat(1),
        face: None
    }));
    assert_eq!(
        game.phase(),
        &Phase::Main { mover: Seat(1) },
        "no STEAL window, no Got it!"
    );
    let public = game.view(Viewer::Seat(Seat(0)));
    assert_eq!(public.known[1], [Known::MajorWoody]);
    let drew = events
        .iter()
        .find(|e| matches!(e, Event::Drew { seat: Seat(1), .. }))
        .unwrap();
    assert_eq!(
        Woody::redact(drew, Viewer::Seat(Seat(0)))
            .unwrap()
            .to_string(),
        "drew a card."
    );
    assert_eq!(
        Woody::redact(drew, Viewer::Seat(Seat(1)))
            .unwrap()
            .to_string(),
        "drew REMOVE."
    );
}

#[test]
fn steal_takes_a_space_of_the_announced_card_and_then_got_it_follows() {
    // Seat 1 announces Red Eileen Dover (Jr). Seat 0 holds STEAL; seat 2 holds the other Jr.
    let mut game = parse("players: 3\nturn: 1\nannounce: Jr\nhand 0: STEAL Ab\nhand 1: Kb\nhand 2: Jr Cb\ndeck: Dr Eb ...").unwrap();
    let [first, second] = [spaces("Jr")[0], spaces("Jr")[1]];
    assert!(
        game.legal_actions(Seat(0))
            .contains(&Action::Steal { at: first })
    );
    assert_eq!(
        game.legal_actions(Seat(2)),
        [Action::Decline],
        "holding the identical card, no STEAL"
    );
    let events = play(&mut game, 0, Action::Steal { at: first });
    assert_eq!(
        events[0],
        Event::Stole {
            seat: Seat(0),
            face: face("Jr"),
            at: first
        }
    );
    assert!(
        game.hand(Seat(0)).contains(&c("Dr")),
        "the thief drew a replacement"
    );
    // One STEAL per card: the window is closed, and seat 2 must say Got it!
    assert_eq!(
        game.phase(),
        &Phase::GotIt {
            mover: Seat(1),
            holder: Seat(2),
            face: face("Jr")
        }
    );
    assert_eq!(game.legal_actions(Seat(2)), [Action::GotIt { at: second }]);
    let events = play(&mut game, 2, Action::GotIt { at: second });
    assert!(
        events[0]
            .to_string()
            .starts_with("said \"Got it!\" and played Red, Eileen Dover")
    );
    assert!(game.hand(Seat(2)).contains(&c("Eb")));
    assert_eq!(game.phase(), &Phase::Main { mover: Seat(1) });
    assert_eq!(game.chips().at(first).unwrap().team, Team(0));
    assert_eq!(game.chips().at(second).unwrap().team, Team(2));
}

#[test]
fn a_thiefs_replacement_never_makes_the_thief_say_got_it() {
    // Seat 1 announces Red, Eileen Dover (Jr); seat 0 STEALs it and draws the other Jr as
    // its replacement. Who holds the card is decided at the reading, when seat 0 did not:
    // no Got it! (a ruling: "a thief's replacement card, drawn after, never makes the
    // thief a holder").
    let mut game = parse(
        "players: 3\nturn: 1\nannounce: Jr\nhand 0: STEAL Ab\nhand 1: Kb\nhand 2: Cb Db\ndeck: Jr Eb ...",
    )
    .unwrap();
    play(
        &mut game,
        0,
        Action::Steal {
            at: spaces("Jr")[0],
        },
    );
    assert!(
        game.hand(Seat(0)).contains(&c("Jr")),
        "the thief drew the card's other copy"
    );
    assert_eq!(
        game.phase(),
        &Phase::Main { mover: Seat(1) },
        "nobody held it at the reading: the mover plays on"
    );
    assert!(game.legal_actions(Seat(0)).is_empty());
}

#[test]
fn reactions_are_offered_in_turn_order_from_the_mover() {
    // Four players; seat 2 announces Jr, and seats 3 and 0 hold a STEAL each: seat 3,
    // next after the mover, is asked before seat 0.
    let game = parse(
        "players: 4\nturn: 2\nannounce: Jr\nhand 0: STEAL Ab\nhand 1: Cb\nhand 2: Kb\nhand 3: STEAL Db\ndeck: Eb ...",
    )
    .unwrap();
    let ToAct::Responders(asked) = game.to_act() else {
        panic!("a STEAL window")
    };
    assert_eq!(asked, [Seat(2), Seat(3), Seat(0), Seat(1)]);
    assert_eq!(game.to_act().next_to_answer(), Some(Seat(3)));
}

#[test]
fn the_mover_taking_the_turn_closes_the_steal_window() {
    let mut game = parse("turn: 1\nannounce: Jr\nhand 0: STEAL\nhand 1: Kb\ndeck: ...").unwrap();
    play(&mut game, 1, Action::Proceed);
    assert_eq!(game.phase(), &Phase::Main { mover: Seat(1) });
    assert_eq!(
        game.apply(
            Seat(0),
            &Action::Steal {
                at: spaces("Jr")[0]
            }
        ),
        Err(Refusal::NotYourTurn(Seat(0)))
    );
}

#[test]
fn steal_cannot_be_played_on_your_own_turn_and_a_hand_of_steal_passes_with_a_reason() {
    let mut game = parse("hand 0: STEAL\nhand 1: Kb\ndeck: ...").unwrap();
    let pass = Action::Pass {
        discard: Card::Steal,
    };
    assert_eq!(game.legal_actions(Seat(0)), [pass]);
    let steal_own = Action::Place {
        card: Card::Steal,
        at: at(0, 0),
    };
    assert_eq!(
        game.apply(Seat(0), &steal_own),
        Err(Refusal::Rule(PlayError::StealNotNow))
    );
    let events = play(&mut game, 0, pass);
    assert_eq!(
        events[0],
        Event::Passed {
            seat: Seat(0),
            discarded: Some(Card::Steal)
        }
    );
    assert_eq!(
        events[0].to_string(),
        "passed: no card in hand can be played; discarded STEAL face down."
    );
}

#[test]
fn a_pass_discards_the_card_drawn_or_another_so_the_hand_keeps_five() {
    // "Maintain five cards at the end of every turn": with no chip on the board, nothing
    // in this hand of six (five and the card just drawn, a STEAL) can be played.
    let mut game =
        parse("hand 0: REMOVE REMOVE RSWAP BSWAP STEAL STEAL\nhand 1: Kb WILD\ndeck: Ar ...")
            .unwrap();
    let passes: Vec<Action> = [c("STEAL"), c("BSWAP"), c("RSWAP"), c("REMOVE")]
        .into_iter()
        .map(|discard| Action::Pass { discard })
        .collect();
    assert_eq!(
        game.legal_actions(Seat(0)),
        passes,
        "the card drawn last first, then each other kind once"
    );
    let mut drawn = game.clone();
    play(&mut drawn, 0, passes[0]);
    assert_eq!(drawn.hand(Seat(0)).len(), 5);
    assert_eq!(
        drawn
            .hand(Seat(0))
            .iter()
            .filter(|c| **c == Card::Steal)
            .count(),
        1
    );
    let events = play(
        &mut game,
        0,
        Action::Pass {
            discard: c("RSWAP"),
        },
    );
    assert_eq!(
        events[0].to_string(),
        "passed: no card in hand can be played; discarded RED SWAP face down."
    );
    // Face down: the others learn that a card went, not which ("Don't reveal which Major
    // Woody card you picked").
    let told = Woody::redact(&events[0], Viewer::Seat(Seat(1))).expect("told");
    assert_eq!(
        told.to_string(),
        "passed: no card in hand can be played; discarded a card face down."
    );
    assert_eq!(
        game.view(Viewer::Seat(Seat(1))).discards.last(),
        Some(&None)
    );
    assert_eq!(
        game.view(Viewer::Seat(Seat(0))).discards.last(),
        Some(&Some(c("RSWAP")))
    );
    assert_eq!(game.hand(Seat(0)).len(), 5);
    assert!(!game.hand(Seat(0)).contains(&c("RSWAP")));
    assert!(
        events.contains(&Event::Drew {
            seat: Seat(1),
            card: Some(c("Ar"))
        }),
        "then the next player's turn: {events:?}"
    );
    play(&mut game, 1, Action::Proceed);
    assert_eq!(
        game.clone()
            .apply(Seat(1), &Action::Pass { discard: c("Kb") }),
        Err(Refusal::Rule(PlayError::CanPlay))
    );
    assert_eq!(
        game.invariants(),
        Ok(()),
        "no hand holds more than its five and the card drawn"
    );
}

#[test]
fn a_reaction_on_the_last_card_leaves_its_player_a_card_short_and_the_mover_plays() {
    // Seat 1 drew and read out Jr, the deck's last card; seat 0 steals it. Its
    // replacement draw finds the deck empty: no end yet, seat 1 still plays, and the
    // game ends at the next turn's draw.
    let mut game = parse(
        "turn: 1\nannounce: Jr\nhand 0: STEAL Ab Bb Cb Db\nhand 1: Jr WILD Eb Fb Gb Hb\ndeck:",
    )
    .unwrap();
    let events = play(
        &mut game,
        0,
        Action::Steal {
            at: spaces("Jr")[0],
        },
    );
    assert!(
        !events.iter().any(|e| matches!(e, Event::Ended(_))),
        "{events:?}"
    );
    assert_eq!(game.hand(Seat(0)).len(), 4, "the thief stays a card short");
    assert_eq!(game.phase(), &Phase::Main { mover: Seat(1) });
    let events = wild(&mut game, 1, spaces("Jr")[1]);
    assert_eq!(events.last(), Some(&Event::Ended(End::DeckEmpty)));
}

#[test]
fn a_character_card_fits_either_space_of_its_colour_only() {
    let game = parse("hand 0: Jr\nhand 1: Kb\ndeck: ...").unwrap();
    let legal = game.legal_actions(Seat(0));
    for space in spaces("Jr") {
        assert!(legal.contains(&Action::Place {
            card: c("Jr"),
            at: space
        }));
    }
    let black = spaces("Jb")[0];
    assert_eq!(
        game.clone().apply(
            Seat(0),
            &Action::Place {
                card: c("Jr"),
                at: black
            }
        ),
        Err(Refusal::Rule(PlayError::WrongSpace))
    );
}

#[test]
fn used_cards_are_turned_in_any_number_before_playing() {
    let cells: Vec<(Pos, char)> = spaces("Cr")
        .into_iter()
        .chain(spaces("Db"))
        .map(|p| (p, 'b'))
        .collect();
    let mut game = parse(&format!(
        "{}\nhand 0: Cr Db WILD\nhand 1: Kb\ndeck: Ar Ab ...",
        rows_with(&cells)
    ))
    .unwrap();
    assert!(
        game.legal_actions(Seat(0))
            .contains(&Action::TurnIn(c("Cr")))
    );
    play(&mut game, 0, Action::TurnIn(c("Cr")));
    play(&mut game, 0, Action::TurnIn(c("Db")));
    assert_eq!(game.hand(Seat(0)), [Card::Wild, c("Ar"), c("Ab")]);
    assert_eq!(game.phase(), &Phase::Main { mover: Seat(0) });
    assert_eq!(
        game.apply(Seat(0), &Action::TurnIn(Card::Wild)),
        Err(Refusal::Rule(PlayError::NotUsed))
    );
}

#[test]
fn no_used_card_is_turned_in_when_the_deck_is_empty() {
    let cells: Vec<(Pos, char)> = spaces("Cr").into_iter().map(|p| (p, 'b')).collect();
    let game = parse(&format!(
        "{}\nhand 0: Cr WILD\nhand 1: Kb\ndeck:",
        rows_with(&cells)
    ))
    .unwrap();
    assert!(
        !game
            .legal_actions(Seat(0))
            .contains(&Action::TurnIn(c("Cr")))
    );
}

#[test]
fn remove_takes_any_unlocked_chip_but_never_a_locked_one() {
    let mut game = parse(
        "AAAAb.....
         hand 0: REMOVE
         hand 1: Kb
         deck: ...",
    )
    .unwrap();
    let removals: Vec<Action> = game.legal_actions(Seat(0));
    assert_eq!(removals, [Action::Remove { at: at(0, 4) }]);
    assert_eq!(
        game.clone()
            .apply(Seat(0), &Action::Remove { at: at(0, 0) }),
        Err(Refusal::Rule(PlayError::Locked))
    );
    let events = play(&mut game, 0, Action::Remove { at: at(0, 4) });
    assert!(matches!(events[0], Event::Removed { team: Team(1), .. }));
    assert!(game.chips().is_open(at(0, 4)));
    assert_eq!(game.supply(Team(1)), 32, "the chip went back to its owner");
}

#[test]
fn swap_exchanges_unlocked_chips_on_spaces_of_the_cards_colour() {
    // Row 0: (0,0) is black, (0,1) red, (0,2) black, (0,3) red (see data.rs).
    let mut game = parse("abb.......\nhand 0: BSWAP\nhand 1: Kb\ndeck: ...").unwrap();
    let legal = game.legal_actions(Seat(0));
    assert_eq!(
        legal,
        [Action::Swap {
            border: Border::Black,
            mine: at(0, 0),
            theirs: at(0, 2)
        }],
        "(0,1) is red"
    );
    play(&mut game, 0, legal[0]);
    assert_eq!(game.chips().at(at(0, 0)).unwrap().team, Team(1));
    assert_eq!(game.chips().at(at(0, 2)).unwrap().team, Team(0));
}

#[test]
fn the_log_gives_the_next_players_draw_to_them_not_to_the_player_who_ended_the_turn() {
    use fourfold::engine::Seed;
    use fourfold::engine::session::{SeatSetup, Session};
    let seats = vec![SeatSetup::human("Ann"), SeatSetup::human("Bea")];
    let mut session = Session::<Woody>::new(seats, Options { players: 2 }, Seed(9)).unwrap();
    // Ann takes her turn and plays her first playable card; Bea draws and reads out next.
    session.act(Seat(0), Action::Proceed).unwrap();
    while matches!(session.game().phase(), Phase::Main { mover: Seat(0) }) {
        let legal = session.game().legal_actions(Seat(0));
        let action = legal
            .iter()
            .find(|a| !matches!(a, Action::TurnIn(_)))
            .cloned()
            .unwrap_or_else(|| legal[0]);
        session.act(Seat(0), action).unwrap();
    }
    let log = session.log_for(Viewer::Spectator);
    let played = log
        .iter()
        .rposition(|(_, e)| {
            matches!(
                e,
                Event::Placed { .. } | Event::Removed { .. } | Event::Swapped { .. }
            )
        })
        .unwrap();
    assert_eq!(log[played].0, Seat(0));
    let after: Vec<_> = log[played + 1..]
        .iter()
        .filter(|(_, e)| matches!(e, Event::Drew { .. } | Event::Announced { .. }))
        .collect();
    assert!(!after.is_empty(), "Bea's turn began with a draw");
    assert!(after.iter().all(|(seat, _)| *seat == Seat(1)), "{after:?}");
}

#[test]
fn red_swap_works_on_red_spaces_only() {
    // Row 0: (0,0) black, (0,1) red, (0,2) black, (0,3) red.
    let mut game = parse("babb......\nhand 0: RSWAP\nhand 1: Kb\ndeck: ...").unwrap();
    let legal = game.legal_actions(Seat(0));
    assert_eq!(
        legal,
        [Action::Swap {
            border: Border::Red,
            mine: at(0, 1),
            theirs: at(0, 3)
        }],
        "only the red spaces (0,1) and (0,3)"
    );
    play(&mut game, 0, legal[0]);
    assert_eq!(game.chips().at(at(0, 1)).unwrap().team, Team(1));
    assert_eq!(game.chips().at(at(0, 3)).unwrap().team, Team(0));
}

#[test]
fn a_major_woody_played_answers_a_major_woody_read_out_whatever_else_is_held() {
    // Bea draws a WILD ("a Major Woody"), plays it, and still holds an unseen STEAL: the
    // table cannot tell, so she is no longer known to hold a Major Woody.
    let mut game = parse("hand 0: WILD\nhand 1: STEAL\ndeck: WILD ...").unwrap();
    wild(&mut game, 0, at(7, 9));
    assert_eq!(
        game.view(Viewer::Seat(Seat(0))).known[1],
        [Known::MajorWoody]
    );
    wild(&mut game, 1, at(7, 8));
    assert!(game.hand(Seat(1)).contains(&Card::Steal));
    assert!(game.view(Viewer::Seat(Seat(0))).known[1].is_empty());
}

#[test]
fn team_mates_never_react_on_each_others_turn() {
    // Six players, three teams: seats 1 and 4 together. Seat 1 draws Red, Eileen Dover.
    let deal = |partner: &str| {
        let mut game = parse(&format!(
            "players: 6\nhand 0: WILD\nhand 4: {partner}\ndeck: Jr ..."
        ))
        .unwrap();
        wild(&mut game, 0, at(7, 9));
        assert!(matches!(game.phase(), Phase::Steal { mover: Seat(1), .. }));
        game
    };
    // The partner's STEAL is not asked for.
    let game = deal("STEAL");
    let ToAct::Responders(asked) = game.to_act() else {
        panic!("a STEAL window")
    };
    assert_eq!(
        asked,
        [Seat(1), Seat(2), Seat(3), Seat(5), Seat(0)],
        "not the partner, and in turn order from the mover"
    );
    assert!(game.legal_actions(Seat(4)).is_empty());
    // Nor does the partner's identical card make them say Got it!
    let mut game = deal("Jr");
    play(&mut game, 1, Action::Proceed);
    assert_eq!(game.phase(), &Phase::Main { mover: Seat(1) });
}

#[test]
fn a_hand_of_used_cards_is_turned_in_before_a_pass() {
    let cells: Vec<(Pos, char)> = spaces("Cr").into_iter().map(|p| (p, 'b')).collect();
    let game = parse(&format!(
        "{}\nhand 0: Cr STEAL\nhand 1: Kb\ndeck: Ar ...",
        rows_with(&cells)
    ))
    .unwrap();
    assert_eq!(game.legal_actions(Seat(0)), [Action::TurnIn(c("Cr"))]);
    assert_eq!(
        game.clone().apply(
            Seat(0),
            &Action::Pass {
                discard: c("STEAL")
            }
        ),
        Err(Refusal::Rule(PlayError::TurnInFirst))
    );
}
