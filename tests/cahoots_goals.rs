//! The 50 goal cards: every one possible, its stored share of all possible tops right,
//! the wording rules ("exactly", the colours named must show) held, and each card's text
//! and detail line read one way, the way its check goes.

use fourfold::games::cahoots::goals::{all_goals, each_possible_tops};
use fourfold::games::cahoots::{Card, Colour, GOALS, GoalId, Tops};

fn card(code: &str) -> Card {
    Card::try_from(code.to_string()).unwrap()
}

fn tops(codes: [&str; 4]) -> Tops {
    codes.map(card)
}

fn goal(text: &str) -> GoalId {
    all_goals()
        .find(|g| g.card().text == text)
        .unwrap_or_else(|| panic!("no goal {text:?}"))
}

#[test]
fn there_are_fifty_goals_with_different_texts_and_the_known_real_ones() {
    assert_eq!(GOALS.len(), 50);
    let mut texts: Vec<&str> = GOALS.iter().map(|g| g.text).collect();
    texts.sort();
    texts.dedup();
    assert_eq!(texts.len(), 50);
    for known in [
        "three orange piles",
        "sum of all piles is 15",
        "the pink cards add up to 10",
        "purple is half of green",
        "all piles are purple or green",
        "every card is lower than 4",
        "all cards add up to 10",
    ] {
        goal(known);
    }
}

#[test]
fn every_goal_is_possible_and_its_share_is_the_one_stored() {
    let mut met = [0u64; 50];
    let mut total = 0u64;
    each_possible_tops(|t| {
        total += 1;
        for (i, g) in GOALS.iter().enumerate() {
            if g.met(t) {
                met[i] += 1;
            }
        }
    });
    // 28^4 orders of kinds, less those with one kind three or four times.
    assert_eq!(total, 28u64.pow(4) - 28 * (4 * 27 + 1));
    let mut wrong = Vec::new();
    for (i, g) in GOALS.iter().enumerate() {
        assert!(met[i] > 0, "{:?} can never be met", g.text);
        let per_million = ((met[i] * 1_000_000 + total / 2) / total) as u32;
        if per_million != g.per_million {
            wrong.push(format!(
                "{:?}: stored {}, is {per_million}",
                g.text, g.per_million
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_goal_card_has_a_picture() {
    for g in &GOALS {
        assert!(
            !g.sign.trim().is_empty(),
            "{:?} has nothing to draw",
            g.text
        );
        assert!(
            g.sign.chars().count() <= 22,
            "{:?} is too long to draw",
            g.sign
        );
    }
}

#[test]
fn exactly_means_exactly() {
    let three_orange = goal("three orange piles").card();
    assert!(three_orange.met(&tops(["O1", "O2", "O3", "G4"])));
    assert!(!three_orange.met(&tops(["O1", "O2", "O3", "O4"])));
    assert!(!three_orange.met(&tops(["O1", "O2", "G3", "G4"])));
    let three_same = goal("exactly three piles show the same number").card();
    assert!(three_same.met(&tops(["O5", "G5", "P5", "K4"])));
    assert!(!three_same.met(&tops(["O5", "G5", "P5", "K5"])));
}

#[test]
fn a_goal_naming_colours_needs_one_of_them_showing() {
    // Purple 0 is half of green 0, but neither shows.
    let half = goal("purple is half of green").card();
    assert!(!half.met(&tops(["O1", "O2", "K3", "K4"])));
    assert!(half.met(&tops(["P2", "G4", "K3", "K4"])));
    assert!(half.met(&tops(["P1", "G1", "G1", "K4"])));
    let same = goal("the green cards add up to the same as the orange cards").card();
    assert!(!same.met(&tops(["P1", "K2", "K3", "P4"])));
    assert!(same.met(&tops(["G6", "O2", "O4", "P4"])));
    // A goal naming no colour needs none.
    assert!(
        goal("sum of all piles is 15")
            .card()
            .met(&tops(["P1", "K2", "K5", "P7"]))
    );
}

#[test]
fn neighbours_and_order_count_left_to_right() {
    let up = goal("each pile is higher than the one on its left").card();
    assert!(up.met(&tops(["P1", "K2", "K5", "P7"])));
    assert!(!up.met(&tops(["P7", "K5", "K2", "P1"])));
    let run = goal("three piles side by side count up by one, left to right").card();
    assert!(run.met(&tops(["G7", "K2", "O3", "P4"])));
    assert!(!run.met(&tops(["K2", "G7", "O3", "P4"])));
    let neighbours = goal("no two neighbouring piles share a colour").card();
    assert!(neighbours.met(&tops(["G1", "K1", "G1", "K1"])));
    assert!(!neighbours.met(&tops(["G1", "G2", "K1", "O1"])));
}

#[test]
fn the_difficulty_mark_follows_the_share() {
    for g in &GOALS {
        let d = g.difficulty();
        assert!((1..=4).contains(&d));
        assert!(g.share_text().ends_with('%'));
    }
    assert_eq!(goal("exactly one purple pile").card().difficulty(), 1);
    assert_eq!(
        goal("all four piles the same colour").card().difficulty(),
        3
    );
    let _ = Colour::ALL;
}

/// Asserts that `text`'s goal is met by `yes` and not by `no`, tops of four.
fn reads(text: &str, yes: &[[&str; 4]], no: &[[&str; 4]]) {
    let card = goal(text).card();
    for t in yes {
        assert!(card.met(&tops(*t)), "{text:?} should be met by {t:?}");
    }
    for t in no {
        assert!(!card.met(&tops(*t)), "{text:?} should not be met by {t:?}");
    }
}

#[test]
fn each_goal_reads_one_way_on_its_edge_cases() {
    // Sums, not pile counts: two purple piles adding up to 3 are half of one green 6;
    // one purple pile is not "half" of two green piles unless the sums say so.
    reads(
        "purple is half of green",
        &[["P1", "P2", "G6", "K4"], ["P3", "G6", "O1", "O2"]],
        &[["P1", "G6", "G6", "K4"], ["P2", "O1", "O1", "K4"]],
    );
    reads(
        "the orange top cards add up to twice the pink ones",
        &[["O3", "O5", "K4", "G1"]],
        &[["O1", "O1", "K4", "G1"], ["O2", "O4", "G1", "P1"]],
    );
    // Together, not each.
    reads(
        "the pink and orange cards add up to 12 together",
        &[["K5", "O7", "G1", "P1"], ["K5", "K7", "G1", "P1"]],
        &[["K5", "K7", "O5", "O7"]],
    );
    // Each colour on its own, and both must show.
    reads(
        "the green cards add up to the same as the orange cards",
        &[["G6", "O2", "O4", "P4"]],
        &[["G6", "G2", "O2", "O4"], ["K1", "K2", "P3", "P4"]],
    );
    reads(
        "the purple cards add up to more than the orange cards",
        &[["P1", "G2", "G3", "K4"], ["P7", "O6", "G1", "G1"]],
        &[["O1", "G2", "G3", "K4"], ["P3", "O3", "G1", "G1"]],
    );
    // Left to right, by one, and a run of four counts.
    reads(
        "three piles side by side count up by one, left to right",
        &[["G3", "K4", "O5", "P6"], ["G7", "K4", "O5", "P6"]],
        &[["G6", "K5", "O4", "P1"], ["G4", "K1", "O5", "P6"]],
    );
    // Strictly.
    reads(
        "each pile is higher than the one on its left",
        &[["G1", "K3", "O4", "P7"]],
        &[["G1", "K2", "O2", "P3"]],
    );
    reads(
        "each pile is lower than the one on its left",
        &[["G7", "K5", "O2", "P1"]],
        &[["G7", "K5", "O5", "P1"]],
    );
    // Four numbers with no gap, the piles in any order.
    reads(
        "the numbers make a run of four, in any order",
        &[["G5", "K3", "O6", "P4"]],
        &[["G1", "K2", "O3", "P5"], ["G2", "K2", "O3", "P4"]],
    );
    reads(
        "all piles are purple or green",
        &[["P1", "P2", "P3", "P4"], ["P1", "G2", "G3", "P4"]],
        &[["P1", "G2", "G3", "O4"]],
    );
    reads(
        "every pile is pink or orange, in any mix",
        &[["K1", "K2", "K3", "K4"], ["K1", "O2", "O3", "K4"]],
        &[["K1", "O2", "O3", "G4"]],
    );
    reads(
        "two pairs: two numbers, each on two piles",
        &[["G3", "K6", "O3", "P6"]],
        &[["G3", "K3", "O3", "P3"], ["G3", "K3", "O3", "P6"]],
    );
    reads(
        "no two neighbouring piles share a colour",
        &[["G1", "K1", "G1", "K1"]],
        &[["G1", "G2", "K1", "O1"]],
    );
    reads(
        "the green top cards add up to 7",
        &[["G7", "K1", "O1", "P1"], ["G3", "G4", "O1", "P1"]],
        &[["G3", "G3", "O1", "P1"]],
    );
}

#[test]
fn a_detail_that_says_both_colours_must_show_is_true() {
    // Checked over every possible set of tops: no tops missing a named colour meets it.
    let both: Vec<GoalId> = all_goals()
        .filter(|g| g.card().detail.contains("Both colours must show"))
        .collect();
    assert!(both.len() >= 4, "{} goals say so", both.len());
    each_possible_tops(|t| {
        for g in &both {
            let card = g.card();
            let missing = card
                .colours
                .iter()
                .any(|c| t.iter().all(|top| top.colour != *c));
            assert!(!(missing && card.met(t)), "{:?} is met by {t:?}", card.text);
        }
    });
}

#[test]
fn the_known_real_goals_keep_their_words_and_gain_a_detail_line() {
    for g in GOALS.iter().take(7) {
        assert!(
            g.detail.ends_with('.') && g.detail.len() > 10,
            "{:?}: {:?}",
            g.text,
            g.detail
        );
    }
    // A detail line is a sentence of its own, shown under the text.
    for g in &GOALS {
        let starts = g.detail.chars().next();
        assert!(
            g.detail.is_empty()
                || (starts.is_some_and(|c| c.is_uppercase() || c.is_ascii_digit())
                    && g.detail.ends_with('.')),
            "{:?}",
            g.detail
        );
    }
}

/// Each card's picture differs from every other's ("lower than 4" is not "higher than
/// 4"), and the colours it shows are the ones the card names.
#[test]
fn every_goal_has_a_picture_of_its_own_showing_its_colours() {
    use fourfold::games::cahoots::{Colour, GOALS};
    let mut seen = std::collections::HashSet::new();
    for goal in GOALS.iter() {
        assert!(seen.insert(goal.sign), "two goals draw {:?}", goal.sign);
        let tokens: Vec<Colour> = goal
            .sign
            .split('{')
            .skip(1)
            .map(|rest| match &rest[..2] {
                "g}" => Colour::Green,
                "p}" => Colour::Pink,
                "o}" => Colour::Orange,
                "u}" => Colour::Purple,
                other => panic!("{:?}: unknown colour token {other}", goal.text),
            })
            .collect();
        if !goal.colours.is_empty() {
            for c in goal.colours {
                assert!(
                    tokens.contains(c),
                    "{:?} names {c:?} but does not draw it",
                    goal.text
                );
            }
            for c in &tokens {
                assert!(
                    goal.colours.contains(c),
                    "{:?} draws {c:?} it does not name",
                    goal.text
                );
            }
        }
    }
}
