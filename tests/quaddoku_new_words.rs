//! Quad*doku's rule that a word must be new: a changed word scores only when its
//! spelling differs from what the grid read before the move, a move must make at least
//! one new word, and a Quad*doku is four new dokus. A tile of the same letter (another
//! value) may still be part of a move, to tune the values. The end check, the solver,
//! the hint and the computer players follow the same rule.

mod quaddoku_helpers;

use fourfold::engine::{Game, Refusal, Seat, Viewer};
use fourfold::games::quaddoku::diagram::parse_square;
use fourfold::games::quaddoku::solver::{Objective, best_move};
use fourfold::games::quaddoku::words::Lexicon;
use fourfold::games::quaddoku::{Action, End, Event, PlayError, Quaddoku, hint};
use quaddoku_helpers::*;

/// BIAS along the top; its I may be covered by I2, I3 or I4.
const BIAS: &str = "
    B3 I1 A1 S2
    O1 .. .. E1
    A2 .. .. A3
    T2 E2 N1 T3";

/// The rulebook's TEND, with TOAD, DIRE and DOME.
const TEND: &str = "
    T2 E3 N3 D2
    O1 .. .. I3
    A1 .. .. R3
    D3 O2 M3 E2";

/// The changed words of the move laid so far: (word, new, score).
fn preview(game: &Quaddoku) -> Vec<(String, bool, u32)> {
    game.view(Viewer::Spectator)
        .preview
        .words
        .iter()
        .map(|w| (w.word.clone(), w.new, w.score))
        .collect()
}

#[test]
fn covering_bias_with_another_i_again_and_again_is_refused() {
    // The audit's exploit: a solo player re-scored BIAS by covering its I with I2, then
    // I3, then I4, each time the same word at another sum.
    let mut game = position(1, BIAS);
    for cover in ["I2", "I3", "I4"] {
        lay(&mut game, Seat(0), &[((0, 1), cover)]);
        assert_eq!(preview(&game), [("BIAS".to_string(), false, 0)]);
        let before = game.clone();
        let refused = game.apply(Seat(0), &Action::Commit);
        assert_eq!(
            refused,
            Err(Refusal::Rule(PlayError::NoNewWord(vec!["BIAS".into()])))
        );
        assert_eq!(
            refused.unwrap_err().to_string(),
            "BIAS is spelled as before: a move must make at least one new word"
        );
        assert_eq!(game, before, "a refused move changes nothing");
        assert!(!game.legal_actions(Seat(0)).contains(&Action::Commit));
        game.apply(Seat(0), &Action::TakeBack { at: at(0, 1) })
            .unwrap();
    }
    assert_eq!(game.tallies()[0].points, 0);
    // A corner of the same letter leaves both of its words as they were.
    lay(&mut game, Seat(0), &[((0, 3), "S3")]);
    assert_eq!(
        game.apply(Seat(0), &Action::Commit)
            .unwrap_err()
            .to_string(),
        "BIAS and SEAT are spelled as before: a move must make at least one new word"
    );
}

#[test]
fn tend_to_tent_may_tune_its_n_as_the_rulebook_does() {
    // The rulebook: N2 over N3 and T3 over D2 make TENT. The N alone makes no new word;
    // with the T, TENT and TIRE are new and both score, the tuned N included.
    let mut game = position(2, TEND);
    lay(&mut game, Seat(0), &[((0, 2), "N2")]);
    assert_eq!(preview(&game), [("TEND".to_string(), false, 0)]);
    assert_eq!(
        game.apply(Seat(0), &Action::Commit),
        Err(Refusal::Rule(PlayError::NoNewWord(vec!["TEND".into()])))
    );
    lay(&mut game, Seat(0), &[((0, 3), "T3")]);
    assert_eq!(
        preview(&game),
        [
            ("TENT".to_string(), true, 20),
            ("TIRE".to_string(), true, 11)
        ]
    );
    let events = game.apply(Seat(0), &Action::Commit).unwrap();
    assert_eq!(
        played(&events),
        (31, words(&[("TENT", 20), ("TIRE", 11)]), false)
    );
}

#[test]
fn a_word_spelled_as_before_scores_nothing_beside_a_new_word() {
    // N2 over the N of TEND (the same word, now 9) and N3 over the R of DIRE (DINE, a
    // new doku): only DINE scores.
    let mut game = position(2, TEND);
    lay(&mut game, Seat(0), &[((0, 2), "N2"), ((2, 3), "N3")]);
    assert_eq!(
        preview(&game),
        [
            ("TEND".to_string(), false, 0),
            ("DINE".to_string(), true, 20)
        ]
    );
    let events = game.apply(Seat(0), &Action::Commit).unwrap();
    assert_eq!(
        played(&events),
        (20, words(&[("TEND", 0), ("DINE", 20)]), false)
    );
    let tally = game.tallies()[0];
    assert_eq!((tally.points, tally.words, tally.dokus), (20, 1, 1));
    assert_eq!(
        events[0].to_string(),
        "played TEND (spelled as before, 0), DINE (doku, 20): 20 points"
    );
}

#[test]
fn a_quaddoku_needs_four_new_dokus() {
    // All four words receive tiles and all four add up to 10, but TOAD only had its A1
    // tuned to A4: three new dokus (TIED, DINE, DAME), 60 points, no Quad*doku.
    let mut game = position(2, TEND);
    lay(
        &mut game,
        Seat(0),
        &[
            ((0, 1), "I3"),
            ((0, 2), "E3"),
            ((2, 0), "A4"),
            ((2, 3), "N3"),
            ((3, 1), "A2"),
        ],
    );
    let view = game.view(Viewer::Spectator);
    assert!(view.preview.words.iter().all(|w| w.sum == 10));
    assert!(!view.preview.is_quaddoku());
    let events = game.apply(Seat(0), &Action::Commit).unwrap();
    assert_eq!(
        played(&events),
        (
            60,
            words(&[("TIED", 20), ("TOAD", 0), ("DINE", 20), ("DAME", 20)]),
            false
        )
    );
    let tally = game.tallies()[0];
    assert_eq!((tally.words, tally.dokus, tally.quaddokus), (3, 3, 0));
}

#[test]
fn the_end_the_solver_and_the_hint_agree_that_a_tune_alone_is_no_move() {
    // After TRIP, the pool holds P2 and Q9: P2 may cover the P3 of TRIP and PALS, but
    // that spells nothing new, and no word takes a Q without a U.
    let trap = "
        T1 R3 A3 P3
        O3 .. .. A1
        L1 .. .. L3
        D2 O1 E2 S3";
    let pool = vec![tile("I3"), tile("P2"), tile("Q9")].into();
    let mut game = Quaddoku::from_position(options(2), parse_square(trap).unwrap(), pool);
    let events = play(&mut game, Seat(0), &[((0, 2), "I3")]);
    assert_eq!(events.last(), Some(&Event::Ended(End::NoMove)));

    let after = parse_square(
        "T1 R3 I3 P3
         O3 .. .. A1
         L1 .. .. L3
         D2 O1 E2 S3",
    )
    .unwrap();
    let left = vec![tile("P2"), tile("Q9")].into();
    for objective in [
        Objective::Points,
        Objective::Words,
        Objective::Dokus,
        Objective::AllDokus,
    ] {
        assert_eq!(
            best_move(&after, &left, Lexicon::full(), objective),
            None,
            "{objective:?}"
        );
    }
    let mut open = Quaddoku::from_position(options(2), after, left);
    assert_eq!(hint(&open.view(Viewer::Spectator)).best_points, None);
    // Laid by hand, the tune is refused like any move without a new word.
    lay(&mut open, Seat(0), &[((0, 3), "P2")]);
    assert!(matches!(
        open.apply(Seat(0), &Action::Commit),
        Err(Refusal::Rule(PlayError::NoNewWord(_)))
    ));
}

#[test]
fn the_hints_move_laid_as_it_says_scores_what_it_promised() {
    use fourfold::engine::Seed;
    use fourfold::games::quaddoku::{Options, Start};
    let options = Options {
        start: Start::Rulebook,
        ..Options::default()
    };
    let mut game = Quaddoku::new(&options, Seed(1)).unwrap();
    let told = hint(&game.view(Viewer::Seat(Seat(0))));
    let best = told.best_points.expect("a word can be made");
    assert!(!told.best.is_empty());
    for p in &told.best {
        game.apply(
            Seat(0),
            &Action::Place {
                at: p.at,
                tile: p.tile,
            },
        )
        .unwrap();
    }
    let events = game.apply(Seat(0), &Action::Commit).unwrap();
    let Some(Event::Played(play)) = events.first() else {
        panic!("{events:?}")
    };
    assert_eq!(play.total, best);
}
