//! Letter Lines scenarios, from the rulebook and the rulings in `games::letters`.
//! Positions are diagrams (see `games::letters::diagram`). The board, for reference:
//!
//! ```text
//!     0 1 2 3 4 5 6 7
//! 0   M J S A G N O Q
//! 1   H I L R T E B L
//! 2   G P B K I Y S R
//! 3   E W M N P O V C
//! 4   F H V A C T W D
//! 5   K U D F Y Q J U
//! ```

use fourfold::engine::{Game, Pos, Refusal, Seat, Seed, Standing, ToAct, Viewer};
use fourfold::games::letters::diagram::parse;
use fourfold::games::letters::{
    Action, Card, Event, Letter, Letters, Options, Phase, PlayError, Team,
};

fn letter(c: char) -> Card {
    Card::Letter(Letter::new(c).unwrap())
}

fn play(game: &mut Letters, seat: u8, action: Action) -> Vec<Event> {
    game.apply(Seat(seat), &action)
        .unwrap_or_else(|e| panic!("{action:?}: {e}"))
}

fn at(row: u8, col: u8) -> Pos {
    Pos::new(row, col)
}

#[test]
fn hands_teams_and_turn_order_follow_the_player_count() {
    for (players, hand) in [(2, 5), (3, 5), (4, 4)] {
        let game = Letters::new(&Options { players }, Seed(1)).unwrap();
        for seat in 0..players {
            assert_eq!(game.hand(Seat(seat)).len(), hand);
        }
        assert_eq!(game.to_act(), ToAct::Seat(Seat(0)));
    }
    let teams = Options { players: 4 };
    assert_eq!(teams.team_of(Seat(0)), teams.team_of(Seat(2)));
    assert_eq!(teams.team_of(Seat(1)), teams.team_of(Seat(3)));
    assert_ne!(teams.team_of(Seat(0)), teams.team_of(Seat(1)));
    assert!(Letters::new(&Options { players: 5 }, Seed(1)).is_err());
}

#[test]
fn a_letter_covers_an_open_picture_of_that_letter_only() {
    let mut game = parse("hand 0: A B\nhand 1: C\ndeck: D ...").unwrap();
    let legal = game.legal_actions(Seat(0));
    assert!(legal.contains(&Action::Play {
        card: letter('A'),
        at: at(0, 3)
    }));
    assert!(legal.contains(&Action::Play {
        card: letter('A'),
        at: at(4, 3)
    }));
    let wrong = Action::Play {
        card: letter('A'),
        at: at(0, 0),
    };
    let before = game.clone();
    assert_eq!(
        game.apply(Seat(0), &wrong),
        Err(Refusal::Rule(PlayError::WrongLetter))
    );
    assert_eq!(game, before);
    let events = play(
        &mut game,
        0,
        Action::Play {
            card: letter('A'),
            at: at(0, 3),
        },
    );
    assert_eq!(
        events[0].to_string(),
        "played A and covered the apple with a red circle chip."
    );
    assert_eq!(
        game.hand(Seat(0)),
        [letter('B'), letter('D')],
        "drew the top card"
    );
    assert_eq!(game.to_act(), ToAct::Seat(Seat(1)));
    assert_eq!(
        game.apply(
            Seat(1),
            &Action::Play {
                card: letter('B'),
                at: at(1, 6)
            }
        ),
        Err(Refusal::Rule(PlayError::NotInHand))
    );
}

#[test]
fn a_covered_picture_cannot_be_covered_again() {
    let mut game = parse("...0....\nhand 0: A\nhand 1: C\ndeck: ...").unwrap();
    assert_eq!(
        game.apply(
            Seat(0),
            &Action::Play {
                card: letter('A'),
                at: at(0, 3)
            }
        ),
        Err(Refusal::Rule(PlayError::Covered))
    );
}

#[test]
fn z_covers_any_open_picture() {
    let game = parse("0.......\n.1......\nhand 0: Z\nhand 1: C\ndeck: ...").unwrap();
    let legal = game.legal_actions(Seat(0));
    assert_eq!(legal.len(), 46, "48 pictures, 2 covered");
    assert!(legal.iter().all(|a| matches!(
        a,
        Action::Play {
            card: Card::Wild,
            ..
        }
    )));
}

#[test]
fn x_takes_an_opponents_chip_and_ends_the_turn() {
    let mut game = parse("0.......\n.1......\n........\n........\n........\n........\nhand 0: X Z\nhand 1: C\ndeck: ...").unwrap();
    let removals: Vec<Action> = game
        .legal_actions(Seat(0))
        .into_iter()
        .filter(|a| {
            matches!(
                a,
                Action::Play {
                    card: Card::Remove,
                    ..
                }
            )
        })
        .collect();
    assert_eq!(
        removals,
        [Action::Play {
            card: Card::Remove,
            at: at(1, 1)
        }],
        "only the opponent's chip"
    );
    assert_eq!(
        game.apply(
            Seat(0),
            &Action::Play {
                card: Card::Remove,
                at: at(0, 0)
            }
        ),
        Err(Refusal::Rule(PlayError::NoOpponentChip))
    );
    let events = play(
        &mut game,
        0,
        Action::Play {
            card: Card::Remove,
            at: at(1, 1),
        },
    );
    assert!(matches!(events[0], Event::Removed { team: Team(1), .. }));
    assert!(game.chips().is_open(at(1, 1)));
    // The turn is over: the X player cannot now cover the space it cleared, not even
    // with the Z it holds.
    assert_eq!(game.to_act(), ToAct::Seat(Seat(1)));
    assert!(game.legal_actions(Seat(0)).is_empty());
    let cover_again = Action::Play {
        card: Card::Wild,
        at: at(1, 1),
    };
    assert_eq!(
        game.apply(Seat(0), &cover_again),
        Err(Refusal::NotYourTurn(Seat(0)))
    );
}

#[test]
fn x_never_takes_a_team_mates_chip() {
    let game = parse("players: 4\n0.1.....\nhand 0: X\nhand 1: C\nhand 2: D\nhand 3: E\ndeck: ...")
        .unwrap();
    let legal = game.legal_actions(Seat(0));
    assert_eq!(
        legal,
        [Action::Play {
            card: Card::Remove,
            at: at(0, 2)
        }]
    );
}

#[test]
fn one_dead_card_may_be_turned_in_each_turn_before_playing() {
    // A's pictures (0,3) and (4,3) and M's (0,0) and (3,2) are all covered.
    let mut game = parse(
        "1..1....
         ........
         ........
         ..1.....
         ...1....
         ........
         hand 0: A M B
         hand 1: C
         deck: D E ...",
    )
    .unwrap();
    let legal = game.legal_actions(Seat(0));
    assert!(legal.contains(&Action::TurnIn(letter('A'))));
    assert!(legal.contains(&Action::TurnIn(letter('M'))));
    assert!(
        !legal.contains(&Action::TurnIn(letter('B'))),
        "B still has open pictures"
    );
    let events = play(&mut game, 0, Action::TurnIn(letter('A')));
    assert_eq!(events[0].to_string(), "turned in a dead A card.");
    assert_eq!(game.to_act(), ToAct::Seat(Seat(0)), "still their turn");
    assert_eq!(game.hand(Seat(0)), [letter('M'), letter('B'), letter('D')]);
    assert_eq!(
        game.apply(Seat(0), &Action::TurnIn(letter('M'))),
        Err(Refusal::Rule(PlayError::AlreadyTurnedIn))
    );
    assert!(
        game.legal_actions(Seat(0))
            .iter()
            .all(|a| !matches!(a, Action::TurnIn(_)))
    );
    assert_eq!(
        game.view(Viewer::Seat(Seat(1))).discards[0],
        [letter('A')],
        "the dead card lies face up"
    );
}

#[test]
fn x_and_z_are_never_dead() {
    let game = parse("hand 0: X Z\nhand 1: C\ndeck: ...").unwrap();
    assert!(
        !game
            .legal_actions(Seat(0))
            .iter()
            .any(|a| matches!(a, Action::TurnIn(_)))
    );
}

#[test]
fn the_empty_deck_is_rebuilt_from_every_discard_pile() {
    let mut game = parse("hand 0: A\nhand 1: C\ndiscards 0: D E\ndiscards 1: F\ndeck:").unwrap();
    let events = play(
        &mut game,
        0,
        Action::Play {
            card: letter('A'),
            at: at(0, 3),
        },
    );
    assert!(
        events.contains(&Event::Reshuffled { cards: 4 }),
        "{events:?}"
    );
    let view = game.view(Viewer::Seat(Seat(0)));
    assert_eq!(view.deck_left, 3, "four reshuffled, one drawn");
    assert!(view.discards.iter().all(Vec::is_empty));
    assert_eq!(view.hand.len(), 1);
    assert!([letter('A'), letter('D'), letter('E'), letter('F')].contains(&view.hand[0]));
}

#[test]
fn a_player_who_cannot_play_must_turn_in_first_then_pass() {
    // A is dead (both pictures covered by the player's own side), and the X finds no
    // opponent chip. The dead card must be turned in before passing is allowed.
    let mut game = parse(
        "0..0....
         ........
         ........
         ..0.....
         ...0....
         hand 0: A X
         hand 1: C
         deck: M ...",
    )
    .unwrap();
    assert_eq!(game.legal_actions(Seat(0)), [Action::TurnIn(letter('A'))]);
    assert_eq!(
        game.apply(Seat(0), &Action::Pass),
        Err(Refusal::Rule(PlayError::CanPlay))
    );
    play(&mut game, 0, Action::TurnIn(letter('A')));
    // It drew M, whose pictures are covered too: one turn-in a turn, so now it passes.
    assert_eq!(game.hand(Seat(0)), [Card::Remove, letter('M')]);
    assert_eq!(game.legal_actions(Seat(0)), [Action::Pass]);
    let events = play(&mut game, 0, Action::Pass);
    assert_eq!(events[0].to_string(), "could not play and passed.");
    assert_eq!(game.to_act(), ToAct::Seat(Seat(1)));
}

#[test]
fn a_round_of_passes_without_a_turn_in_is_a_draw() {
    // Both hold only an X with no chip on the board: nobody can play, nobody draws, and
    // nothing can change, whatever the deck holds.
    let mut game = parse("hand 0: X\nhand 1: X\ndeck: ...").unwrap();
    assert_eq!(game.legal_actions(Seat(0)), [Action::Pass]);
    play(&mut game, 0, Action::Pass);
    assert_eq!(game.to_act(), ToAct::Seat(Seat(1)));
    let events = play(&mut game, 1, Action::Pass);
    assert_eq!(events.last(), Some(&Event::Drawn));
    assert_eq!(game.phase(), &Phase::Drawn);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.standing, Standing::Tied(vec![Seat(0), Seat(1)]));
}

#[test]
fn passes_with_turn_ins_are_a_draw_when_no_card_of_the_game_could_be_played() {
    // Side 1 covers both A pictures and both M pictures; seat 0 holds the dead A, seat 1
    // the dead M, and nothing else is in the game. Each turns its card in, draws it
    // straight back from the reshuffled discards, and passes: after that one round the
    // game is drawn, since no card could ever be played.
    let mut game = parse(
        "1..1....
         ........
         ........
         ..1.....
         ...1....
         hand 0: A
         hand 1: M
         deck:",
    )
    .unwrap();
    for seat in [0, 1] {
        assert!(matches!(game.phase(), Phase::Turn { .. }), "seat {seat}");
        let dead = game.hand(Seat(seat))[0];
        let events = play(&mut game, seat, Action::TurnIn(dead));
        assert!(
            events.contains(&Event::Reshuffled { cards: 1 }),
            "{events:?}"
        );
        assert_eq!(game.hand(Seat(seat)), [dead]);
        assert_eq!(game.legal_actions(Seat(seat)), [Action::Pass]);
        play(&mut game, seat, Action::Pass);
    }
    assert_eq!(game.phase(), &Phase::Drawn);
}

/// Plays the only move there is (turn in the dead card, or pass) until someone can play
/// a card; returns the passes made and the play's events.
fn turn_in_until_a_play(game: &mut Letters) -> (usize, Vec<Event>) {
    let mut passes = 0;
    for _ in 0..200 {
        let ToAct::Seat(seat) = game.to_act() else {
            panic!("the game ended after {passes} passes: {:?}", game.phase());
        };
        let legal = game.legal_actions(seat);
        let action = legal
            .iter()
            .find(|a| matches!(a, Action::Play { .. }))
            .or_else(|| legal.first())
            .copied()
            .unwrap();
        let events = play(game, seat.0, action);
        match action {
            Action::Play { .. } => return (passes, events),
            Action::Pass => passes += 1,
            Action::TurnIn(_) => {}
        }
    }
    panic!("no play after {passes} passes");
}

#[test]
fn turn_ins_go_on_while_the_deck_still_holds_a_playable_card() {
    // Side 1 covers the pictures of A, J, M and Q. Each player turns in a dead card and
    // draws another dead one, round after round, until seat 0 draws the B, deep in the
    // deck, and plays it. Two rounds of passes are not a draw while a card that could be
    // played is still to come.
    let mut game = parse(
        "11.1...1
         ........
         ........
         ..1.....
         ...1....
         .....11.
         hand 0: A
         hand 1: M
         deck: A M J J Q Q B",
    )
    .unwrap();
    let (passes, events) = turn_in_until_a_play(&mut game);
    assert_eq!(passes, 6, "three full rounds of passes");
    assert!(matches!(
        events[0],
        Event::Covered { card, .. } if card == letter('B')
    ));
}

#[test]
fn a_z_or_an_x_in_the_discards_keeps_the_game_going() {
    // Only dead A, M and J cards come off the deck; the Z (or, with chips of both sides
    // on the board, the X) waits in a discard pile until the deck runs out and the
    // discards are shuffled into a new one. Two rounds of passes are no draw: it comes
    // round and is played.
    for (card, expected, board) in [
        (
            "Z",
            Card::Wild,
            "11.1....\n........\n........\n..1.....\n...1....\n......1.",
        ),
        (
            "X",
            Card::Remove,
            "11.1....\n........\n........\n..1.....\n...1....\n0.....1.",
        ),
    ] {
        let mut game = parse(&format!(
            "{board}\nhand 0: A\nhand 1: M\ndiscards 1: {card}\ndeck: A M J J"
        ))
        .unwrap();
        let (passes, events) = turn_in_until_a_play(&mut game);
        assert!(passes >= 4, "{card}: {passes} passes");
        let played = match events[0] {
            Event::Covered { card, .. } => card,
            Event::Removed { .. } => Card::Remove,
            ref other => panic!("{other:?}"),
        };
        assert_eq!(played, expected, "{card}");
    }
}

fn four_by(chips: &str, seat: u8, card: char, target: Pos, players: u8) -> Letters {
    let mut game = parse(&format!(
        "players: {players}\nturn: {seat}\n{chips}\nhand {seat}: {card}\ndeck: ..."
    ))
    .unwrap();
    let events = play(
        &mut game,
        seat,
        Action::Play {
            card: letter(card),
            at: target,
        },
    );
    assert!(
        matches!(events.last(), Some(Event::Sequence { .. })),
        "{events:?}"
    );
    game
}

#[test]
fn four_in_a_row_wins_in_every_direction() {
    let row = "000.....\n........\n........\n........\n........\n........";
    let col = "........\n0.......\n0.......\n0.......\n........\n........";
    let diagonal = "0.......\n.0......\n..0.....\n........\n........\n........";
    let anti = "........\n..0.....\n.0......\n0.......\n........\n........";
    // row 0: M J S A -> A at (0,3); column 0 rows 1-4: H G E F -> F at (4,0)
    // diagonal (0,0)..(3,3): M I B N -> N; anti-diagonal (3,0)..(0,3): E P L A -> A
    for (chips, card, target) in [
        (row, 'A', at(0, 3)),
        (col, 'F', at(4, 0)),
        (diagonal, 'N', at(3, 3)),
        (anti, 'A', at(0, 3)),
    ] {
        let game = four_by(chips, 0, card, target, 2);
        let Phase::Won { team, line } = game.phase() else {
            panic!("won")
        };
        assert_eq!(*team, Team(0));
        assert!(line.contains(&target));
        assert_eq!(line.len(), 4);
        assert_eq!(
            game.outcome().unwrap().standing,
            Standing::Won(vec![Seat(0)])
        );
        assert!(game.legal_actions(Seat(1)).is_empty(), "the game is over");
    }
}

#[test]
fn three_in_a_row_is_not_a_sequence() {
    let mut game = parse("00......\nhand 0: S\nhand 1: C\ndeck: ...").unwrap();
    play(
        &mut game,
        0,
        Action::Play {
            card: letter('S'),
            at: at(0, 2),
        },
    );
    assert!(matches!(game.phase(), Phase::Turn { .. }));
}

#[test]
fn a_team_mates_chips_count_towards_a_sequence() {
    // Four players: seats 0 and 2 share chips (side 0). Seat 2 completes a row seat 0 began.
    let game = four_by("000.....", 2, 'A', at(0, 3), 4);
    assert_eq!(
        game.outcome().unwrap().standing,
        Standing::Won(vec![Seat(0), Seat(2)])
    );
}

#[test]
fn an_opponents_chip_breaks_the_line() {
    let mut game = parse("001.....\nhand 0: A\nhand 1: C\ndeck: ...").unwrap();
    play(
        &mut game,
        0,
        Action::Play {
            card: letter('A'),
            at: at(0, 3),
        },
    );
    assert!(matches!(game.phase(), Phase::Turn { .. }));
}

#[test]
fn others_see_that_a_card_was_drawn_but_not_which() {
    let mut game = parse("hand 0: A\nhand 1: C\ndeck: D ...").unwrap();
    let events = play(
        &mut game,
        0,
        Action::Play {
            card: letter('A'),
            at: at(0, 3),
        },
    );
    let drew = events
        .iter()
        .find(|e| matches!(e, Event::Drew { .. }))
        .unwrap();
    assert_eq!(
        Letters::redact(drew, Viewer::Seat(Seat(0)))
            .unwrap()
            .to_string(),
        "drew D."
    );
    assert_eq!(
        Letters::redact(drew, Viewer::Seat(Seat(1)))
            .unwrap()
            .to_string(),
        "drew a card."
    );
    assert_eq!(
        Letters::redact(drew, Viewer::Spectator)
            .unwrap()
            .to_string(),
        "drew a card."
    );
    let view = game.view(Viewer::Seat(Seat(1)));
    assert_eq!(view.hand, [letter('C')]);
    assert_eq!(view.hand_sizes, [1, 1]);
}

#[test]
fn diagrams_outside_the_game_are_refused() {
    assert!(parse("players: 2\nhand 3: A").is_err());
    assert!(parse("players: 7").is_err());
    assert!(parse("turn: 2").is_err());
    assert!(parse("2.......").is_err(), "two players have sides 0 and 1");
    assert!(parse("hand 0: A A A").is_err(), "only two A cards");
}
