//! Quad*doku's rules as scenarios: the rulebook's sample round with its exact scores, its
//! TENT and TRIP examples, the tile set, the word list, and every way a move is refused
//! or the game ends.

mod quaddoku_helpers;

use fourfold::engine::{Game, Refusal, Seat, Seed, Standing, ToAct, Viewer};
use fourfold::games::quaddoku::data::{TILE_SET, tile_set};
use fourfold::games::quaddoku::diagram::{draw_square, parse_square, pool_beside};
use fourfold::games::quaddoku::words::Lexicon;
use fourfold::games::quaddoku::{
    Action, End, Event, Goal, Options, Phase, PlayError, Quaddoku, Start,
};
use quaddoku_helpers::*;

#[test]
fn the_tile_set_has_75_tiles_with_english_letter_counts() {
    assert_eq!(tile_set().len(), 75);
    let count = |l: char| TILE_SET.iter().find(|(c, _)| *c == l).unwrap().1.len();
    assert!(count('E') > count('A') && count('A') > count('N'));
    for rare in ['J', 'K', 'Q', 'V', 'X', 'Z'] {
        assert_eq!(count(rare), 1, "{rare}");
    }
    // Common letters come in several values.
    for common in ['A', 'E', 'I', 'O', 'R', 'S', 'T'] {
        let mut values = TILE_SET
            .iter()
            .find(|(c, _)| *c == common)
            .unwrap()
            .1
            .to_vec();
        values.dedup();
        assert!(values.len() >= 3, "{common}: {values:?}");
    }
}

#[test]
fn the_starting_quaddoku_is_four_dokus_from_the_set() {
    let game = Quaddoku::deal(options(3), Seed(0)).unwrap();
    let view = game.view(Viewer::Spectator);
    let words: Vec<&str> = view.words.iter().map(|(_, w)| w.as_str()).collect();
    assert_eq!(words, ["BEAT", "BATH", "TAKE", "HARE"]);
    for side in fourfold::games::quaddoku::Side::ALL {
        let sum: u32 = side
            .cells()
            .iter()
            .map(|p| u32::from(game.square().top(*p).unwrap().value()))
            .sum();
        assert_eq!(sum, 10, "{side:?}");
    }
    assert_eq!(game.square().top(at(0, 3)), Some(tile("T3")));
    assert_eq!(game.square().top(at(0, 2)), Some(tile("A3")));
    assert_eq!(game.pool().len(), 63);
    game.check_invariants().unwrap();
}

#[test]
fn the_rulebook_sample_round_scores_29_22_and_80() {
    let mut game = Quaddoku::deal(options(3), Seed(0)).unwrap();
    // Leslie: E over the A in BEAT (BEET), U and B over the A and K in TAKE (TUBE).
    let leslie = play(
        &mut game,
        Seat(0),
        &[((0, 2), "E3"), ((1, 3), "U2"), ((2, 3), "B3")],
    );
    assert_eq!(
        played(&leslie),
        (29, words(&[("BEET", 20), ("TUBE", 9)]), false)
    );
    // Ron: M over the B in BEET (MEET), O over the A in BATH (MOTH).
    let ron = play(&mut game, Seat(1), &[((0, 0), "M4"), ((1, 0), "O1")]);
    assert_eq!(
        played(&ron),
        (22, words(&[("MEET", 11), ("MOTH", 11)]), false)
    );
    // Tyler: O and N over T and H (MOON), P and S over R and E (NAPS, TUBS), L over E
    // (MELT): four dokus, a Quad*doku.
    let tyler = play(
        &mut game,
        Seat(2),
        &[
            ((2, 0), "O2"),
            ((3, 0), "N3"),
            ((3, 2), "P3"),
            ((3, 3), "S2"),
            ((0, 2), "L2"),
        ],
    );
    assert_eq!(
        played(&tyler),
        (
            80,
            words(&[("MELT", 20), ("MOON", 20), ("TUBS", 20), ("NAPS", 20)]),
            true
        )
    );
    let points: Vec<u32> = game.tallies().iter().map(|t| t.points).collect();
    assert_eq!(points, [29, 22, 80]);
    assert_eq!(game.tallies()[2].quaddokus, 1);
    assert_eq!(game.phase(), Phase::Turn(Seat(0)));
    game.check_invariants().unwrap();
}

const TEND: &str = "
    T2 E3 N3 D2
    O1 .. .. I3
    A1 .. .. R3
    D3 O2 M3 E2";

#[test]
fn tent_n3_for_n2_and_d2_for_t3_then_tire_to_tile() {
    // The rulebook: N2 over N3 and T3 over D2 make TENT, a doku; TIRE is then not one,
    // but L over its R makes TILE, a new doku.
    let mut game = position(2, TEND);
    let first = play(&mut game, Seat(0), &[((0, 2), "N2"), ((0, 3), "T3")]);
    assert_eq!(
        played(&first),
        (31, words(&[("TENT", 20), ("TIRE", 11)]), false)
    );
    let second = play(&mut game, Seat(1), &[((2, 3), "L2")]);
    assert_eq!(played(&second), (20, words(&[("TILE", 20)]), false));

    let mut at_once = position(2, TEND);
    let all = play(
        &mut at_once,
        Seat(0),
        &[((0, 2), "N2"), ((0, 3), "T3"), ((2, 3), "L2")],
    );
    assert_eq!(
        played(&all),
        (40, words(&[("TENT", 20), ("TILE", 20)]), false)
    );
}

#[test]
fn trip_a3_for_i3_keeps_a_doku() {
    let mut game = position(
        2,
        "T1 R3 A3 P3
         O3 .. .. A1
         L1 .. .. L3
         D2 O1 E2 S3",
    );
    let events = play(&mut game, Seat(0), &[((0, 2), "I3")]);
    assert_eq!(played(&events), (20, words(&[("TRIP", 20)]), false));
}

#[test]
fn the_same_letter_covers_only_with_a_different_value() {
    let mut game = position(2, TEND);
    let refused = game.apply(
        Seat(0),
        &Action::Place {
            at: at(0, 2),
            tile: tile("N3"),
        },
    );
    // No N3 of the same value may cover N3 (and the set's other N3 is in the pool).
    assert_eq!(refused, Err(Refusal::Rule(PlayError::SameTile(tile("N3")))));
    let before = game.clone();
    assert!(
        game.apply(
            Seat(0),
            &Action::Place {
                at: at(0, 2),
                tile: tile("N1")
            }
        )
        .is_ok()
    );
    // N1 may cover N3, but TEND alone, spelled as before, is no move.
    assert_eq!(
        game.apply(Seat(0), &Action::Commit),
        Err(Refusal::Rule(PlayError::NoNewWord(vec!["TEND".into()])))
    );
    assert_ne!(game, before, "the N1 is laid");
}

#[test]
fn a_refused_word_is_named_and_leaves_the_state_unchanged() {
    let mut game = Quaddoku::deal(options(2), Seed(0)).unwrap();
    game.apply(
        Seat(0),
        &Action::Place {
            at: at(0, 1),
            tile: tile("X8"),
        },
    )
    .unwrap();
    let view = game.view(Viewer::Seat(Seat(0)));
    assert_eq!(view.preview.refused, ["BXAT"]);
    let before = game.clone();
    let refused = game.apply(Seat(0), &Action::Commit);
    assert_eq!(
        refused,
        Err(Refusal::Rule(PlayError::NotAWord("BXAT".into())))
    );
    assert_eq!(
        refused.unwrap_err().to_string(),
        "BXAT is not in the word list"
    );
    assert_eq!(game, before);
    assert!(!game.legal_actions(Seat(0)).contains(&Action::Commit));
}

#[test]
fn a_corner_changes_two_words_and_both_must_be_words() {
    let mut game = Quaddoku::deal(options(2), Seed(0)).unwrap();
    // M over the B of BEAT and BATH: MEAT and MATH, two dokus.
    let events = play(&mut game, Seat(0), &[((0, 0), "M3")]);
    assert_eq!(
        played(&events),
        (40, words(&[("MEAT", 20), ("MATH", 20)]), false)
    );
    // C over the M: CEAT is no word, though CATH... is not either; the first is named.
    game.apply(
        Seat(1),
        &Action::Place {
            at: at(0, 0),
            tile: tile("C3"),
        },
    )
    .unwrap();
    assert_eq!(
        game.apply(Seat(1), &Action::Commit),
        Err(Refusal::Rule(PlayError::NotAWord("CEAT".into())))
    );
}

#[test]
fn laying_and_taking_back_moves_tiles_between_pool_and_grid_edge() {
    let mut game = Quaddoku::deal(options(2), Seed(0)).unwrap();
    let e3 = tile("E3");
    let before = game.pool().count(e3);
    game.apply(
        Seat(0),
        &Action::Place {
            at: at(0, 2),
            tile: e3,
        },
    )
    .unwrap();
    assert_eq!(game.pool().count(e3), before - 1);
    assert_eq!(
        game.apply(
            Seat(0),
            &Action::Place {
                at: at(0, 2),
                tile: tile("E4")
            }
        ),
        Err(Refusal::Rule(PlayError::AlreadyLaid(at(0, 2))))
    );
    assert_eq!(
        game.apply(
            Seat(0),
            &Action::Place {
                at: at(1, 1),
                tile: tile("E4")
            }
        ),
        Err(Refusal::Rule(PlayError::NotAnEdgeCell(at(1, 1))))
    );
    assert_eq!(
        game.apply(
            Seat(0),
            &Action::Place {
                at: at(1, 0),
                tile: tile("K5")
            }
        ),
        Err(Refusal::Rule(PlayError::NotInPool(tile("K5"))))
    );
    assert_eq!(
        game.apply(Seat(1), &Action::Pass),
        Err(Refusal::NotYourTurn(Seat(1)))
    );
    game.apply(Seat(0), &Action::TakeBack { at: at(0, 2) })
        .unwrap();
    assert_eq!(game.pool().count(e3), before);
    assert!(game.laid().is_empty());
    assert_eq!(
        game.apply(Seat(0), &Action::Commit),
        Err(Refusal::Rule(PlayError::NothingPlaced))
    );
}

#[test]
fn a_pass_returns_laid_tiles_and_a_full_round_of_passes_ends_the_game() {
    let mut game = Quaddoku::deal(options(2), Seed(0)).unwrap();
    game.apply(
        Seat(0),
        &Action::Place {
            at: at(0, 2),
            tile: tile("E3"),
        },
    )
    .unwrap();
    game.apply(Seat(0), &Action::Pass).unwrap();
    assert_eq!(game.pool().len(), 63);
    assert_eq!(game.to_act(), ToAct::Seat(Seat(1)));
    let events = game.apply(Seat(1), &Action::Pass).unwrap();
    assert_eq!(events, [Event::Passed, Event::Ended(End::AllPassed)]);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.standing, Standing::Tied(vec![Seat(0), Seat(1)]));
    assert_eq!(outcome.reason, "every player passed in a row");
}

#[test]
fn a_move_between_passes_restarts_the_round() {
    let mut game = Quaddoku::deal(options(2), Seed(0)).unwrap();
    game.apply(Seat(0), &Action::Pass).unwrap();
    play(&mut game, Seat(1), &[((0, 2), "E3")]);
    game.apply(Seat(0), &Action::Pass).unwrap();
    assert_eq!(game.to_act(), ToAct::Seat(Seat(1)));
    let outcome_after = {
        let mut g = game.clone();
        g.apply(Seat(1), &Action::Pass).unwrap();
        g.outcome().unwrap()
    };
    assert_eq!(outcome_after.standing, Standing::Won(vec![Seat(1)]));
    assert_eq!(outcome_after.scores, [(Seat(0), 0), (Seat(1), 20)]);
}

#[test]
fn the_game_ends_when_no_legal_move_is_left() {
    // I3 makes TRIP; then only Q9 is left, and no word takes a Q without a U.
    let square = parse_square(
        "T1 R3 A3 P3
         O3 .. .. A1
         L1 .. .. L3
         D2 O1 E2 S3",
    )
    .unwrap();
    let pool = vec![tile("I3"), tile("Q9")].into();
    let mut game = Quaddoku::from_position(options(2), square, pool);
    let events = play(&mut game, Seat(0), &[((0, 2), "I3")]);
    assert_eq!(events.last(), Some(&Event::Ended(End::NoMove)));
    assert_eq!(game.to_act(), ToAct::Nobody);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.standing, Standing::Won(vec![Seat(0)]));
    assert_eq!(
        outcome.reason,
        "no new word can be made with the tiles left"
    );
}

#[test]
fn the_game_ends_when_the_pool_is_empty() {
    let square = parse_square(
        "T1 R3 A3 P3
         O3 .. .. A1
         L1 .. .. L3
         D2 O1 E2 S3",
    )
    .unwrap();
    let mut game = Quaddoku::from_position(options(1), square, vec![tile("I3")].into());
    let events = play(&mut game, Seat(0), &[((0, 2), "I3")]);
    assert_eq!(events.last(), Some(&Event::Ended(End::PoolEmpty)));
    assert_eq!(game.outcome().unwrap().reason, "the pool is empty");
}

#[test]
fn solo_goals_count_words_or_dokus() {
    for (goal, expected) in [(Goal::Words, 2), (Goal::Dokus, 1), (Goal::Points, 29)] {
        let solo = Options {
            players: 1,
            goal,
            ..options(1)
        };
        let mut game = Quaddoku::deal(solo, Seed(0)).unwrap();
        play(
            &mut game,
            Seat(0),
            &[((0, 2), "E3"), ((1, 3), "U2"), ((2, 3), "B3")],
        );
        let events = game.apply(Seat(0), &Action::Pass).unwrap();
        assert_eq!(events, [Event::Passed, Event::Ended(End::Stopped)]);
        assert_eq!(events[1].to_string(), "game over: you stopped");
        let outcome = game.outcome().unwrap();
        assert_eq!(outcome.scores, [(Seat(0), expected)], "{goal:?}");
        assert_eq!(outcome.reason, "you stopped");
    }
}

#[test]
fn words_and_dokus_goals_are_solo_only_and_players_are_one_to_four() {
    let goal = Options {
        goal: Goal::Dokus,
        ..options(2)
    };
    assert!(
        Quaddoku::new(&goal, Seed(1))
            .unwrap_err()
            .to_string()
            .contains("solo goal")
    );
    assert!(Quaddoku::new(&options(5), Seed(1)).is_err());
    assert!(Quaddoku::new(&options(0), Seed(1)).is_err());
    assert!(Quaddoku::new(&options(4), Seed(1)).is_ok());
}

#[test]
fn a_goal_and_a_start_are_saved_by_their_keys() {
    let solo = Options {
        goal: Goal::Words,
        start: Start::Rulebook,
        ..options(1)
    };
    let json = serde_json::to_string(&solo).unwrap();
    assert!(json.contains(r#""goal":"words""#), "{json}");
    assert!(json.contains(r#""start":"rulebook""#), "{json}");
    assert_eq!(serde_json::from_str::<Options>(&json).unwrap(), solo);
    let unknown = json.replace(r#""start":"rulebook""#, r#""start":"random""#);
    let error = serde_json::from_str::<Options>(&unknown).unwrap_err();
    assert!(
        error.to_string().contains(r#"no start is called "random""#),
        "{error}"
    );
}

#[test]
fn the_word_list_has_common_words_and_no_names() {
    let list = Lexicon::full();
    assert!((1500..3000).contains(&list.len()), "{}", list.len());
    for word in [
        "trip", "tube", "moon", "naps", "beat", "bath", "take", "hare", "melt", "tubs",
    ] {
        assert!(list.contains_str(word), "{word}");
    }
    // Proper names, abbreviations and acronyms are SCOWL's other lists.
    for not in ["john", "ohio", "nasa", "mary", "info", "xmas"] {
        assert!(!list.contains_str(not), "{not}");
    }
    assert!(Lexicon::common().len() < list.len());
    assert!(Lexicon::common().contains_str("tube"));
    // In alphabetical order, each word once: a dealt start walks the list as it is.
    let words: Vec<_> = list.words().collect();
    assert!(
        words.windows(2).all(|w| w[0] < w[1]),
        "the list is in order"
    );
}

#[test]
fn grids_read_back_as_they_are_drawn() {
    let square = parse_square(TEND).unwrap();
    assert_eq!(parse_square(&draw_square(&square)).unwrap(), square);
    assert!(parse_square("T2 E3 N3 D2").is_err());
    assert!(
        pool_beside(&parse_square("Q9 Q9 Q9 Q9\nQ9 .. .. Q9\nQ9 .. .. Q9\nQ9 Q9 Q9 Q9").unwrap())
            .is_err()
    );
}

#[test]
fn a_dealt_start_is_four_dokus_from_the_set_and_follows_the_seed() {
    let dealt = |seed| {
        let opts = Options {
            start: Start::Dealt,
            ..options(2)
        };
        Quaddoku::deal(opts, Seed(seed)).unwrap()
    };
    let mut starts = Vec::new();
    for seed in 0..20 {
        let game = dealt(seed);
        game.check_invariants().unwrap();
        for (side, word) in game.square().words() {
            assert!(Lexicon::full().contains_str(&word), "seed {seed}: {word}");
            let sum: u32 = side
                .cells()
                .iter()
                .map(|p| u32::from(game.square().top(*p).unwrap().value()))
                .sum();
            assert_eq!(sum, 10, "seed {seed}: {word}");
        }
        assert_eq!(dealt(seed), game, "the same seed deals the same start");
        starts.push(draw_square(game.square()));
    }
    starts.sort();
    starts.dedup();
    assert!(
        starts.len() >= 18,
        "{} different starts in 20",
        starts.len()
    );
}
