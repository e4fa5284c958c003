//! Foursquare scenarios, straight from the rulebook and the rulings in
//! `games::foursquare`. Positions are diagrams (see `games::foursquare::diagram`): `*`
//! marks a face-down top, `a/b` a pile with `b` on top, and `at(row, col)` names a cell
//! of the diagram.

use fourfold::engine::{Game, Pos, Refusal, Seat, Seed, Standing};
use fourfold::games::foursquare::diagram::{at, parse};
use fourfold::games::foursquare::table::CENTRE;
use fourfold::games::foursquare::{
    Action, Event, Extreme, Foursquare, Line, Loss, PlaceError, Status, Under,
};

fn play(game: &mut Foursquare, pos: Pos) -> Vec<Event> {
    game.apply(Seat(0), &Action::Place(pos))
        .expect("a legal placement")
}

fn turned(events: &[Event]) -> Vec<(Line, Extreme, usize)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Turned {
                line, why, piles, ..
            } => Some((*line, *why, piles.len())),
            _ => None,
        })
        .collect()
}

fn face_up(game: &Foursquare, pos: Pos) -> bool {
    game.table().pile(pos).expect("a pile").face_up
}

#[test]
fn the_first_card_starts_the_grid_and_the_next_goes_on_it_or_beside_it() {
    let mut game = Foursquare::deal(Seed(1));
    assert_eq!(game.legal_cells(), vec![CENTRE]);
    play(&mut game, CENTRE);
    let mut legal = game.legal_cells();
    legal.sort();
    let c = CENTRE;
    let mut expected = vec![
        Pos::new(c.row - 1, c.col),
        Pos::new(c.row, c.col - 1),
        c,
        Pos::new(c.row, c.col + 1),
        Pos::new(c.row + 1, c.col),
    ];
    expected.sort();
    assert_eq!(legal, expected);
    let diagonal = Action::Place(Pos::new(c.row + 1, c.col + 1));
    let before = game.clone();
    assert_eq!(
        game.apply(Seat(0), &diagonal),
        Err(Refusal::Rule(PlaceError::NotBeside))
    );
    assert_eq!(game, before, "a refused move changes nothing");
}

#[test]
fn equal_ranks_block_highest_and_lowest() {
    let mut game = parse("5 3\ndrawn: 5\nstock: ...").unwrap();
    let events = play(&mut game, at(0, 2));
    assert!(turned(&events).is_empty(), "{events:?}");
    assert!(face_up(&game, at(0, 0)) && face_up(&game, at(0, 1)));
}

#[test]
fn face_down_cards_do_not_count() {
    // The 9 is face down, so the 5 is the highest face-up card of the row.
    let mut game = parse("9* 3\ndrawn: 5\nstock: ...").unwrap();
    let events = play(&mut game, at(0, 2));
    assert_eq!(turned(&events), [(Line::Row, Extreme::Highest, 2)]);
    assert!(face_up(&game, at(0, 0)), "the face-down 9 turned up");
    assert!(!face_up(&game, at(0, 1)), "the 3 turned down");
}

#[test]
fn a_card_with_no_other_face_up_top_in_its_row_turns_it() {
    let mut game = parse("4* 6*\ndrawn: 2\nstock: ...").unwrap();
    let events = play(&mut game, at(0, 2));
    assert_eq!(turned(&events), [(Line::Row, Extreme::Alone, 2)]);
    assert!(face_up(&game, at(0, 0)) && face_up(&game, at(0, 1)));
}

#[test]
fn the_lowest_card_turns_its_row_too() {
    let mut game = parse("4 6\ndrawn: 2\nstock: ...").unwrap();
    let events = play(&mut game, at(0, 2));
    assert_eq!(turned(&events), [(Line::Row, Extreme::Lowest, 2)]);
    assert_eq!(game.table().face_down_count(), 2);
}

#[test]
fn the_row_turns_first_then_the_column() {
    let mut game = parse(
        ". 3 .
         7 . 2
         . 8 .
         drawn: 9
         stock: ...",
    )
    .unwrap();
    let events = play(&mut game, at(1, 1));
    assert_eq!(
        turned(&events),
        [
            (Line::Row, Extreme::Highest, 2),
            (Line::Column, Extreme::Highest, 2)
        ]
    );
    assert!(matches!(
        events[0],
        Event::Placed {
            on: Under::Nothing,
            ..
        }
    ));
    assert!(matches!(events.last(), Some(Event::Drew(_))));
    assert_eq!(game.table().face_down_count(), 4);
    assert_eq!(
        game.status(),
        Status::Playing,
        "four face down is still allowed"
    );
}

#[test]
fn a_card_placed_on_a_face_down_pile_is_face_up() {
    let mut game = parse("5 7* 6\ndrawn: 6\nstock: ...").unwrap();
    let events = play(&mut game, at(0, 1));
    assert!(matches!(events[0], Event::Placed { on: Under::FaceDown(c), .. } if c.rank == 7));
    assert_eq!(
        events[0].to_string(),
        format!(
            "Placed the {} on a face-down card.",
            game.table().pile(at(0, 1)).unwrap().top()
        )
    );
    assert!(face_up(&game, at(0, 1)));
    assert_eq!(game.table().pile(at(0, 1)).unwrap().cards.len(), 2);
}

#[test]
fn the_grid_floats_but_never_exceeds_four_by_four() {
    let game = parse("1 2 3 4\ndrawn: 5\nstock: ...").unwrap();
    for pos in [at(0, -1), at(0, 4)] {
        assert_eq!(game.table().check_place(pos), Err(PlaceError::TooBig));
    }
    assert_eq!(
        game.table().check_place(at(-1, 0)),
        Ok(()),
        "it may grow upwards"
    );
    assert_eq!(game.table().check_place(at(1, 3)), Ok(()), "or downwards");

    let tall = parse("1\n2\n3\n4\ndrawn: 5\nstock: ...").unwrap();
    assert_eq!(tall.table().check_place(at(-1, 0)), Err(PlaceError::TooBig));
    assert_eq!(tall.table().check_place(at(4, 0)), Err(PlaceError::TooBig));
    assert_eq!(
        tall.table().check_place(at(0, -1)),
        Ok(()),
        "it may grow to the left"
    );
}

#[test]
fn a_pile_holds_at_most_four_cards() {
    let mut game = parse("1/2/3/4 5\ndrawn: 6\nstock: ...").unwrap();
    let before = game.clone();
    let refused = game.apply(Seat(0), &Action::Place(at(0, 0)));
    assert_eq!(refused, Err(Refusal::Rule(PlaceError::PileFull)));
    assert_eq!(game, before);
    assert_eq!(
        refused.unwrap_err().to_string(),
        "that pile already has four cards"
    );
    assert!(!game.legal_cells().contains(&at(0, 0)));
}

#[test]
fn the_fifth_face_down_top_loses() {
    // Row: the 8 is above the 6; column: below the 9. Both turn down: five face down.
    let mut game = parse("2* 9 4* 5*\n6 . . .\ndrawn: 8\nstock: ...").unwrap();
    let events = play(&mut game, at(1, 1));
    assert_eq!(game.status(), Status::Lost(Loss::TooManyFaceDown(5)));
    assert_eq!(events.last(), Some(&Event::Lost(Loss::TooManyFaceDown(5))));
    assert!(game.drawn().is_none());
    assert!(game.legal_cells().is_empty());
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.standing, Standing::Lost);
    assert_eq!(
        game.apply(Seat(0), &Action::Place(at(1, 2))),
        Err(Refusal::GameOver)
    );
}

#[test]
fn four_face_down_tops_do_not_lose() {
    // Same, but the column holds an 8: a tie, so only the row turns.
    let mut game = parse("2* 8 4* 5*\n6 . . .\ndrawn: 8\nstock: ...").unwrap();
    play(&mut game, at(1, 1));
    assert_eq!(game.table().face_down_count(), 4);
    assert_eq!(game.status(), Status::Playing);
}

#[test]
fn an_empty_stock_loses_when_a_card_must_be_drawn() {
    let mut game = parse("3 5\ndrawn: 4\nstock:").unwrap();
    assert_eq!(game.stock_len(), 0);
    let events = play(&mut game, at(0, 2));
    assert_eq!(events.last(), Some(&Event::Lost(Loss::StockEmpty)));
    assert_eq!(game.status(), Status::Lost(Loss::StockEmpty));
    assert_eq!(
        game.outcome().unwrap().reason,
        "the stock ran out before the grid was complete"
    );
}

#[test]
fn sixteen_face_up_wins_and_scores_the_stock_left() {
    let mut game = parse(
        "1 2  3 4
         5 6  7 8
         9 10 A 2
         3 4  5 .
         drawn: 4
         stock: ...",
    )
    .unwrap();
    assert_eq!(game.stock_len(), 24);
    let events = play(&mut game, at(3, 3));
    assert!(
        turned(&events).is_empty(),
        "the 4 is neither highest nor lowest: {events:?}"
    );
    assert_eq!(game.status(), Status::Won { score: 24 });
    assert_eq!(events.last(), Some(&Event::Won { score: 24 }));
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.standing, Standing::Won(vec![Seat(0)]));
    assert_eq!(outcome.scores, [(Seat(0), 24)]);
}

#[test]
fn sixteen_piles_with_a_face_down_top_is_not_yet_a_win() {
    let mut game = parse(
        "1 2  3 4
         5 6  7 8*
         9 10 A 2
         3 4  5 .
         drawn: 4
         stock: ...",
    )
    .unwrap();
    play(&mut game, at(3, 3));
    assert_eq!(game.status(), Status::Playing);
    assert_eq!(game.table().pile_count(), 16);
    assert!(
        !game.legal_cells().is_empty(),
        "cards can still go on piles"
    );
}

#[test]
fn the_log_reads_in_words() {
    let mut game = parse("9* 3\ndrawn: 5h\nstock: 7s ...").unwrap();
    let lines: Vec<String> = play(&mut game, at(0, 2))
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        lines,
        [
            "Placed the 5 of hearts on an empty space.",
            "The 5 of hearts is the highest in its row: 1 turned face up, 1 face down.",
            "Drew the 7 of spades.",
        ]
    );
}

#[test]
fn diagrams_round_trip() {
    let game = parse("2/9* 3\n. 4\ndrawn: 5\nstock: ...").unwrap();
    assert_eq!(game.table().diagram(), "2/9* 3\n. 4");
}

#[test]
fn the_lookahead_preview_agrees_with_playing_the_card() {
    use fourfold::engine::GameRng;
    let mut rng = GameRng::new(Seed(99));
    for seed in 0..200 {
        let mut game = Foursquare::deal(Seed(seed));
        while let Some(card) = game.drawn() {
            for cell in game.legal_cells() {
                let mut after = game.clone();
                play(&mut after, cell);
                let expected = (after.table().face_down_count(), after.table().pile_count());
                assert_eq!(
                    game.table().preview(card, cell),
                    expected,
                    "seed {seed} {cell:?}"
                );
            }
            let legal = game.legal_cells();
            let cell = *rng.pick(&legal).unwrap();
            play(&mut game, cell);
        }
    }
}
