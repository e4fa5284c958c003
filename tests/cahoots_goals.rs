//! The 50 goal cards: every one possible, its stored share of all possible tops right,
//! and the wording rules ("exactly", the colours named must show) held.

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
            !g.colours.is_empty() || !g.numbers.is_empty() || !g.sketch.is_empty(),
            "{:?} has nothing to draw",
            g.text
        );
        assert!(g.sketch.chars().count() <= 18, "{:?}", g.sketch);
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
    let same = goal("green and orange add up to the same").card();
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
    let up = goal("the piles go up from left to right").card();
    assert!(up.met(&tops(["P1", "K2", "K5", "P7"])));
    assert!(!up.met(&tops(["P7", "K5", "K2", "P1"])));
    let run = goal("three neighbouring piles count up by one").card();
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
