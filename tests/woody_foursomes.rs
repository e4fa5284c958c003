//! Major Woody's Wild Foursomes scenarios, from the rulebook and the rulings in the module doc of `games::woody`:
//! foursomes (lines, locks, the one locked chip a new foursome may reuse, lines of five)
//! and the end of the game. Positions are diagrams, as in `woody_rules.rs`.

mod woody_helpers;

use fourfold::engine::{Game, Refusal, Seat, Standing};
use fourfold::games::woody::diagram::parse;
use fourfold::games::woody::{Action, Border, End, Event, Phase, PlayError, Team};
use woody_helpers::*;

#[test]
fn a_foursome_locks_and_may_reuse_only_one_locked_chip() {
    let mut game =
        parse("aaa.......\nhand 0: WILD WILD\nhand 1: Kb WILD\ndeck: Lr Mr Nr ...").unwrap();
    let events = wild(&mut game, 0, at(0, 3));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Foursome { team: Team(0), .. }))
    );
    assert!((0..4).all(|col| game.chips().at(at(0, col)).unwrap().locked));
    assert_eq!(game.foursomes_of(Team(0)), 1);
    // A new foursome may use one chip locked before it, not two.
    let mut game = parse(
        "AAAA......\n..........\na.........\na.........\nhand 0: WILD\nhand 1: Kb\ndeck: ...",
    )
    .unwrap();
    wild(&mut game, 0, at(1, 0));
    assert_eq!(
        game.foursomes_of(Team(0)),
        2,
        "column 0 uses one locked chip: a new foursome"
    );
    let mut game = parse(
        "AAAA......\nAAAA......\n..........\na.........\nhand 0: WILD\nhand 1: Kb\ndeck: ...",
    )
    .unwrap();
    wild(&mut game, 0, at(2, 0));
    assert_eq!(
        game.foursomes_of(Team(0)),
        2,
        "two locked chips in column 0: no new foursome"
    );
}

#[test]
fn a_line_of_five_lets_its_owner_choose_the_four() {
    let mut game = parse("aa.aa.....\nhand 0: WILD\nhand 1: Kb\ndeck: ...").unwrap();
    wild(&mut game, 0, at(0, 2));
    let Phase::Choose {
        chooser, pending, ..
    } = game.phase().clone()
    else {
        panic!("a choice: {:?}", game.phase())
    };
    assert_eq!(chooser, Seat(0));
    assert_eq!(pending.lines.len(), 2);
    assert_eq!(
        game.legal_actions(Seat(0)),
        [Action::Choose { line: 0 }, Action::Choose { line: 1 }]
    );
    play(&mut game, 0, Action::Choose { line: 1 });
    assert!(
        !game.chips().at(at(0, 0)).unwrap().locked,
        "the first chip is left out"
    );
    assert!(game.chips().at(at(0, 4)).unwrap().locked);
    assert!(matches!(
        game.phase(),
        Phase::Steal { mover: Seat(1), .. } | Phase::Main { mover: Seat(1) }
    ));
}

#[test]
fn one_chip_can_make_two_foursomes_across() {
    let mut game = parse(
        "...a......
         ...a......
         ...a......
         aaa.......
         hand 0: WILD
         hand 1: Kb
         deck: ...",
    )
    .unwrap();
    wild(&mut game, 0, at(3, 3));
    assert_eq!(game.foursomes_of(Team(0)), 2);
}

#[test]
fn a_swap_can_make_foursomes_for_both_sides() {
    // Black spaces: (0,4) and (1,3). Side 0's chip at (0,4) sits in side 1's row; side
    // 1's at (1,3) in side 0's. One BLACK SWAP completes both rows.
    let mut game = parse(
        "....abbb..
         aaab......
         hand 0: BSWAP
         hand 1: Kb
         deck: ...",
    )
    .unwrap();
    let swap = Action::Swap {
        border: Border::Black,
        mine: at(0, 4),
        theirs: at(1, 3),
    };
    assert!(game.legal_actions(Seat(0)).contains(&swap));
    let events = play(&mut game, 0, swap);
    let made: Vec<Team> = events
        .iter()
        .filter_map(|e| match e {
            Event::Foursome { team, .. } => Some(*team),
            _ => None,
        })
        .collect();
    assert_eq!(made, [Team(0), Team(1)]);
    assert_eq!(
        (game.foursomes_of(Team(0)), game.foursomes_of(Team(1))),
        (1, 1)
    );
}

#[test]
fn locked_chips_cannot_be_swapped() {
    let game = parse("....Abbb..\nAAAb......\nhand 0: BSWAP\nhand 1: Kb\ndeck: ...").unwrap();
    let locked = Action::Swap {
        border: Border::Black,
        mine: at(0, 4),
        theirs: at(1, 3),
    };
    assert_eq!(
        game.clone().apply(Seat(0), &locked),
        Err(Refusal::Rule(PlayError::Locked))
    );
}

#[test]
fn reaching_the_target_wins_at_once() {
    let mut game = parse(
        "AAAA......
         .AAAA.....
         aaa.......
         hand 0: WILD
         hand 1: Kb
         deck: ...",
    )
    .unwrap();
    let events = wild(&mut game, 0, at(2, 3));
    assert_eq!(events.last(), Some(&Event::Ended(End::Target(Team(0)))));
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.standing, Standing::Won(vec![Seat(0)]));
    assert_eq!(outcome.scores, [(Seat(0), 3), (Seat(1), 0)]);
}

#[test]
fn an_empty_deck_when_a_card_must_be_drawn_ends_the_game_on_most_foursomes() {
    let mut game = parse("AAAA......\nhand 0: WILD\nhand 1: Kb\ndeck:").unwrap();
    let events = wild(&mut game, 0, at(7, 9));
    assert_eq!(events.last(), Some(&Event::Ended(End::DeckEmpty)));
    assert_eq!(
        game.outcome().unwrap().standing,
        Standing::Won(vec![Seat(0)])
    );
    let mut tie = parse("hand 0: WILD\nhand 1: Kb\ndeck:").unwrap();
    wild(&mut tie, 0, at(7, 9));
    assert_eq!(
        tie.outcome().unwrap().standing,
        Standing::Tied(vec![Seat(0), Seat(1)])
    );
}

#[test]
fn a_player_with_no_chips_left_ends_the_game() {
    // Side 1 has all 32 of its chips on the board: its turn cannot start.
    let mut rows = String::new();
    let mut left = 32;
    for _ in 0..8 {
        let mut row = String::new();
        for _ in 0..10 {
            if left > 0 && row.len().is_multiple_of(2) {
                row.push('b');
                left -= 1;
            } else {
                row.push('.');
            }
        }
        rows.push_str(&row);
        rows.push('\n');
    }
    let mut game = parse(&format!("{rows}hand 0: WILD\nhand 1: Kb\ndeck: ...")).unwrap();
    assert_eq!(game.supply(Team(1)), 0);
    let open = game.chips().open().next().unwrap();
    let events = wild(&mut game, 0, open);
    assert_eq!(events.last(), Some(&Event::Ended(End::NoChips)));
}

#[test]
fn team_mates_share_chips_and_foursomes() {
    let mut game =
        parse("players: 6\nturn: 3\naaa.......\nhand 3: WILD\nhand 4: Kb\ndeck: ...").unwrap();
    wild(&mut game, 3, at(0, 3));
    assert_eq!(
        game.foursomes_of(Team(0)),
        1,
        "seat 3 plays for side 0 with seat 0"
    );
}

#[test]
fn foursomes_run_across_down_and_along_both_diagonals() {
    for (rows, last) in [
        ("a.........\na.........\na.........", at(3, 0)),
        ("a.........\n.a........\n..a.......", at(3, 3)),
        ("...a......\n..a.......\n.a........", at(3, 0)),
        ("aaa.......", at(0, 3)),
    ] {
        let mut game = parse(&format!("{rows}\nhand 0: WILD\nhand 1: Kb\ndeck: ...")).unwrap();
        let events = wild(&mut game, 0, last);
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Foursome { team: Team(0), .. })),
            "{rows}"
        );
        assert_eq!(game.foursomes_of(Team(0)), 1, "{rows}");
    }
}

#[test]
fn the_owner_is_asked_only_when_there_is_a_real_choice() {
    // Exactly four: made at once.
    let mut game = parse("aaa.......\nhand 0: WILD\nhand 1: Kb\ndeck: ...").unwrap();
    wild(&mut game, 0, at(0, 3));
    assert!(!matches!(game.phase(), Phase::Choose { .. }));
    // Five in a row, but one way would reuse two locked chips: only one way is allowed.
    let mut game = parse("AA.aa.....\nAA........\nhand 0: WILD\nhand 1: Kb\ndeck: ...").unwrap();
    wild(&mut game, 0, at(0, 2));
    assert!(!matches!(game.phase(), Phase::Choose { .. }));
    assert_eq!(game.foursomes_of(Team(0)), 1);
    assert!(game.chips().at(at(0, 4)).unwrap().locked);
}

/// A BLACK SWAP of side 0's chip on (0,4) (Black Kevin) with side 1's on (1,3) (Black
/// Oliver), in a position where each side already holds `locked` foursomes (rows 6 and 7).
fn swap_position(rows: &str, locked: usize) -> (fourfold::games::woody::Woody, Action) {
    let locked_rows = ["AAAA..BBBB", "AAAA..BBBB"][..locked].join("\n");
    let game = parse(&format!(
        "{rows}\n{locked_rows}\nhand 0: BSWAP\nhand 1: Kb\ndeck: ..."
    ))
    .unwrap();
    let swap = Action::Swap {
        border: Border::Black,
        mine: at(0, 4),
        theirs: at(1, 3),
    };
    (game, swap)
}

/// Pads a diagram's first rows to the six above the locked rows.
fn six_rows(rows: &[&str]) -> String {
    let mut all: Vec<&str> = rows.to_vec();
    all.resize(6, "..........");
    all.join("\n")
}

#[test]
fn a_swap_asks_the_other_sides_first_seat_to_choose_its_four() {
    // Side 1's chip lands on (0,4) between b b and b b: five in a row, two ways to take
    // four. Side 0's row is made at once; side 1's first seat chooses, then the turn ends.
    let rows = six_rows(&["..bbabb...", "aaab......"]);
    let (mut game, swap) = swap_position(&rows, 0);
    play(&mut game, 0, swap);
    let Phase::Choose {
        chooser, pending, ..
    } = game.phase().clone()
    else {
        panic!("side 1 chooses: {:?}", game.phase())
    };
    assert_eq!((chooser, pending.team), (Seat(1), Team(1)));
    assert_eq!(pending.lines.len(), 2);
    assert_eq!(game.legal_actions(Seat(0)), []);
    play(&mut game, 1, Action::Choose { line: 0 });
    assert_eq!(
        (game.foursomes_of(Team(0)), game.foursomes_of(Team(1))),
        (1, 1)
    );
    assert!(game.chips().at(at(0, 2)).unwrap().locked);
    assert!(!game.chips().at(at(0, 6)).unwrap().locked);
    assert!(matches!(
        game.phase(),
        Phase::Steal { mover: Seat(1), .. } | Phase::Main { mover: Seat(1) }
    ));
}

#[test]
fn a_swap_bringing_both_sides_to_the_target_with_equal_foursomes_is_a_tie() {
    // Each side has two foursomes and makes its third with the SWAP; one of the two new
    // lines is five long and needs its owner's choice. Whichever side's line it is, the
    // choice is made first and then the end is decided: equal most foursomes, a tie.
    for (rows, chooser) in [
        // Side 1's new line is five long: side 1's first seat chooses.
        (&["..bbabb...", "aaab......"], Seat(1)),
        // Side 0's (the swapper's) new line is five long: the swapper chooses.
        (&["....abbb..", "aaaba....."], Seat(0)),
    ] {
        let (mut game, swap) = swap_position(&six_rows(rows), 2);
        let events = play(&mut game, 0, swap);
        assert!(
            !events.iter().any(|e| matches!(e, Event::Ended(_))),
            "the game ends only after the choice: {events:?}"
        );
        let Phase::Choose { chooser: asked, .. } = game.phase().clone() else {
            panic!("a choice before the end: {:?}", game.phase())
        };
        assert_eq!(asked, chooser, "{rows:?}");
        let events = play(&mut game, chooser.0, Action::Choose { line: 1 });
        assert_eq!(events.last(), Some(&Event::Ended(End::TargetTogether)));
        let outcome = game.outcome().unwrap();
        assert_eq!(outcome.standing, Standing::Tied(vec![Seat(0), Seat(1)]));
        assert_eq!(outcome.scores, [(Seat(0), 3), (Seat(1), 3)]);
    }
}

#[test]
fn a_swap_bringing_both_sides_to_the_target_is_won_by_the_most_foursomes() {
    // Side 0's chip on (1,3) makes two foursomes, down column 3 at once and along row 1
    // (five long, a choice); side 1's chip on (0,4) makes one. Two each before: 4 to 3.
    let rows = six_rows(&[
        "....abbb..",
        "aaaba.....",
        "...a......",
        "...a......",
        "...a......",
    ]);
    let (mut game, swap) = swap_position(&rows, 2);
    let events = play(&mut game, 0, swap);
    assert!(
        !events.iter().any(|e| matches!(e, Event::Ended(_))),
        "the game ends only after the choice: {events:?}"
    );
    assert!(
        matches!(
            game.phase(),
            Phase::Choose {
                chooser: Seat(0),
                ..
            }
        ),
        "{:?}",
        game.phase()
    );
    let events = play(&mut game, 0, Action::Choose { line: 0 });
    assert_eq!(events.last(), Some(&Event::Ended(End::TargetTogether)));
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.standing, Standing::Won(vec![Seat(0)]));
    assert_eq!(outcome.scores, [(Seat(0), 4), (Seat(1), 3)]);
}
