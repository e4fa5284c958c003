//! Cahoots scenarios from the rulebook and the rulings in `games::cahoots`: the deal,
//! matching, "exactly", the colour-presence rule, several goals from one card, goals
//! met on reveal, the skip of an empty hand, both ways to lose, winning, marks, and the
//! variants.

use fourfold::engine::{Game, Refusal, Seat, Seed, Standing, ToAct, Viewer};
use fourfold::games::cahoots::goals::all_goals;
use fourfold::games::cahoots::{
    Action, Cahoots, Card, Difficulty, Event, GoalId, Layout, Loss, Mark, Options, Phase, PlayError,
};

fn card(code: &str) -> Card {
    Card::try_from(code.to_string()).unwrap()
}

fn cards(codes: &[&str]) -> Vec<Card> {
    codes.iter().map(|c| card(c)).collect()
}

fn goal(text: &str) -> GoalId {
    all_goals()
        .find(|g| g.card().text == text)
        .unwrap_or_else(|| panic!("no goal {text:?}"))
}

fn options(players: u8) -> Options {
    Options {
        players,
        ..Options::default()
    }
}

fn play(code: &str, pile: u8) -> Action {
    Action::Play {
        card: card(code),
        pile,
    }
}

/// Two players; tops G1 K2 O3 P4; the goals named face up.
fn table(hands: [&[&str]; 2], deck: &[&str], goals: &[&str], showing: &[&str]) -> Cahoots {
    table_on(
        options(2),
        ["G1", "K2", "O3", "P4"],
        &hands,
        deck,
        goals,
        showing,
    )
}

/// A table with these options, tops, hands, deck and goals; the first seat to move.
fn table_on(
    options: Options,
    tops: [&str; 4],
    hands: &[&[&str]],
    deck: &[&str],
    goals: &[&str],
    showing: &[&str],
) -> Cahoots {
    Cahoots::arranged(
        options,
        Layout {
            hands: hands.iter().map(|h| cards(h)).collect(),
            tops: tops.map(card),
            deck: cards(deck),
            goals: goals.iter().map(|g| goal(g)).collect(),
            showing: showing.iter().map(|g| goal(g)).collect(),
        },
        Seat(0),
    )
    .unwrap()
}

const FOUR: [&str; 4] = [
    "three orange piles",
    "every top card is even",
    "each pile is lower than the one on its left",
    "all four piles the same colour",
];

#[test]
fn the_deal_follows_the_difficulty_table() {
    for (players, counts) in [
        (2, [15, 18, 21, 24]),
        (3, [15, 18, 21, 24]),
        (4, [12, 15, 18, 21]),
    ] {
        for (difficulty, total) in Difficulty::ALL.into_iter().zip(counts) {
            let game = Cahoots::deal(
                Options {
                    players,
                    difficulty,
                    ..Options::default()
                },
                Seed(7),
            )
            .unwrap();
            assert_eq!(game.won().len() + game.goals_left(), total);
            assert_eq!(game.showing().len(), 4);
            for seat in 0..players {
                assert_eq!(game.hand(Seat(seat)).len(), 4);
            }
            assert_eq!(game.deck_len(), 56 - 4 * usize::from(players) - 4);
            game.check_invariants().unwrap();
        }
    }
    assert!(Cahoots::deal(options(1), Seed(0)).is_err());
    assert!(Cahoots::deal(options(5), Seed(0)).is_err());
}

#[test]
fn goals_met_by_the_deal_are_won_and_replaced() {
    let mut seen = 0;
    for seed in 0..400 {
        let game = Cahoots::deal(options(2), Seed(seed)).unwrap();
        let tops = game.tops();
        assert!(game.showing().iter().all(|g| !g.card().met(&tops)));
        if !game.won().is_empty() {
            seen += 1;
            assert!(
                game.won()
                    .iter()
                    .all(|(g, by)| by.is_none() && g.card().met(&tops))
            );
            assert_eq!(game.showing().len(), 4);
        }
    }
    assert!(seen > 10, "only {seen} deals met a goal");
}

#[test]
fn a_card_must_share_the_colour_or_the_number_of_the_top() {
    let mut game = table(
        [&["G5", "K4", "O2", "P6"], &["G2", "G3", "G4", "G6"]],
        &["O7"],
        &[],
        &FOUR,
    );
    let before = game.clone();
    // G5 on G1 (colour), K4 on P4 (number), not G5 on K2.
    assert!(game.legal_actions(Seat(0)).contains(&play("G5", 0)));
    assert!(game.legal_actions(Seat(0)).contains(&play("K4", 3)));
    assert_eq!(
        game.apply(Seat(0), &play("G5", 1)),
        Err(Refusal::Rule(PlayError::NoMatch {
            card: card("G5"),
            top: card("K2")
        }))
    );
    assert_eq!(
        game.apply(Seat(0), &play("O7", 2)),
        Err(Refusal::Rule(PlayError::NotInHand(card("O7"))))
    );
    assert_eq!(
        game.apply(Seat(1), &play("G2", 0)),
        Err(Refusal::NotYourTurn(Seat(1)))
    );
    assert_eq!(game, before);
    let events = game.apply(Seat(0), &play("K4", 3)).unwrap();
    assert_eq!(
        events[0],
        Event::Played {
            card: card("K4"),
            pile: 3
        }
    );
    assert_eq!(game.tops()[3], card("K4"));
    assert_eq!(game.hand(Seat(0)).len(), 4, "drew back to four");
    assert!(game.hand(Seat(0)).contains(&card("O7")));
    assert_eq!(game.phase(), Phase::Turn(Seat(1)));
}

#[test]
fn three_orange_piles_is_met_by_the_third() {
    // Tops G1 K2 O3 P4: O2 on K2 (same number) makes two orange piles, O4 on P4 three.
    let mut game = table(
        [&["O2", "K6", "K7", "K5"], &["O4", "O6", "P1", "P2"]],
        &["G7", "G6", "P7", "P6"],
        &[],
        &[
            "three orange piles",
            "every top card is even",
            "all four piles the same colour",
            "each pile is lower than the one on its left",
        ],
    );
    game.apply(Seat(0), &play("O2", 1)).unwrap();
    let events = game.apply(Seat(1), &play("O4", 3)).unwrap();
    assert!(events.contains(&Event::Met(vec![goal("three orange piles")])));
    assert_eq!(
        game.won().last(),
        Some(&(goal("three orange piles"), Some(Seat(1))))
    );
}

#[test]
fn one_card_can_meet_several_goals_and_each_is_replaced() {
    // Tops G1 K2 O3 P4: G3 on O3 (same number) makes G1 K2 G3 P4, which adds up to 10
    // and has one purple pile.
    let mut game = table(
        [&["G3", "K7", "K5", "K1"], &["O4", "O6", "P1", "P2"]],
        &["G7", "G6", "P7", "P6"],
        &[
            "every top card is even",
            "each pile is lower than the one on its left",
        ],
        &[
            "all cards add up to 10",
            "the lowest top card is 4",
            "exactly one purple pile",
            "three orange piles",
        ],
    );
    let events = game.apply(Seat(0), &play("G3", 2)).unwrap();
    let met: Vec<GoalId> = events
        .iter()
        .find_map(|e| match e {
            Event::Met(g) => Some(g.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(
        met,
        [
            goal("all cards add up to 10"),
            goal("exactly one purple pile")
        ]
    );
    // Two new goals turned up in their places, from the top of the goal pile.
    let revealed: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Revealed(_)))
        .collect();
    assert_eq!(revealed.len(), 2);
    assert_eq!(game.showing().len(), 4);
    assert_eq!(game.goal_pile_len(), 0);
}

#[test]
fn a_goal_met_as_it_is_revealed_is_collected_at_once() {
    // After G3 on O3 meets "all cards add up to 10", the next goal turned up is "exactly
    // one purple pile", which G1 K2 G3 P4 already meets: it goes too, and the one under
    // it turns up.
    let mut game = table(
        [&["G3", "K7", "K5", "K1"], &["O4", "O6", "P1", "P2"]],
        &["G7", "G6", "P7", "P6"],
        &["every top card is even", "exactly one purple pile"],
        &[
            "all cards add up to 10",
            "the lowest top card is 4",
            "three orange piles",
            "each pile is lower than the one on its left",
        ],
    );
    let events = game.apply(Seat(0), &play("G3", 2)).unwrap();
    assert_eq!(
        events.iter().filter(|e| matches!(e, Event::Met(_))).count(),
        2,
        "{events:?}"
    );
    assert!(events.contains(&Event::Met(vec![goal("exactly one purple pile")])));
    assert!(game.showing().contains(&goal("every top card is even")));
    assert_eq!(game.won().len() + game.goals_left(), 18);
}

#[test]
fn a_goal_naming_colours_is_not_met_without_them() {
    // "purple is half of green": with neither colour showing, 0 is half of 0, yet the
    // goal stays face up; it is met when purple 2 and green 4 show.
    let half = goal("purple is half of green");
    let hands: [&[&str]; 2] = [&["K6", "P2", "K7", "K5"], &["G4", "O6", "O1", "O2"]];
    let showing = [
        "purple is half of green",
        "three orange piles",
        "every top card is even",
        "all four piles the same colour",
    ];
    let mut game = table_on(
        options(2),
        ["K1", "K2", "O3", "O4"],
        &hands,
        &["O7", "K3", "K4"],
        &[],
        &showing,
    );
    game.apply(Seat(0), &play("K6", 0)).unwrap();
    assert_eq!(game.tops().map(String::from), ["K6", "K2", "O3", "O4"]);
    assert!(
        game.showing().contains(&half),
        "no purple, no green: not met"
    );
    game.apply(Seat(1), &play("G4", 3)).unwrap();
    assert!(game.showing().contains(&half), "green 4, purple 0");
    let events = game.apply(Seat(0), &play("P2", 1)).unwrap();
    assert!(events.contains(&Event::Met(vec![half])), "{events:?}");
}

#[test]
fn a_player_with_an_empty_hand_is_skipped() {
    let mut game = table_on(
        options(3),
        ["G1", "K2", "O3", "P4"],
        &[&["G5"], &[], &["K6", "O2"]],
        &[],
        &[],
        &FOUR,
    );
    let events = game.apply(Seat(0), &play("G5", 0)).unwrap();
    let skipped = events.last().unwrap();
    assert_eq!(skipped, &Event::Skipped(Seat(1)));
    let whose = <Cahoots as Game>::actor(skipped).unwrap();
    assert_eq!(
        format!("{whose} {skipped}"),
        "seat 2 has no cards and is skipped"
    );
    assert_eq!(game.to_act(), ToAct::Seat(Seat(2)));
}

/// Goals none of which the all-green tables below meet.
const NOT_GREEN: [&str; 4] = [
    "three orange piles",
    "every top card is even",
    "exactly one purple pile",
    "each pile is lower than the one on its left",
];

#[test]
fn lost_when_the_player_to_move_cannot_play() {
    // All green piles: seat 2 holds no green and no number showing once G5 covers G1.
    let hands: [&[&str]; 2] = [&["G5", "K7", "K5", "K3"], &["K6", "O7", "P6", "K7"]];
    let mut game = table_on(
        options(2),
        ["G1", "G2", "G3", "G4"],
        &hands,
        &[],
        &[],
        &NOT_GREEN,
    );
    assert_eq!(
        game.clone().apply(Seat(0), &Action::CannotPlay),
        Err(Refusal::Rule(PlayError::CanPlay))
    );
    game.apply(Seat(0), &play("G5", 0)).unwrap();
    assert_eq!(game.legal_actions(Seat(1)), [Action::CannotPlay]);
    let events = game.apply(Seat(1), &Action::CannotPlay).unwrap();
    assert_eq!(
        events,
        [Event::CannotPlay, Event::Lost(Loss::Stuck(Seat(1)))]
    );
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.standing, Standing::Lost);
    assert!(
        outcome
            .reason
            .starts_with("the player to move held cards and could play none"),
        "{}",
        outcome.reason
    );
}

#[test]
fn lost_when_the_deck_and_every_hand_run_out() {
    let mut game = table([&["G5"], &[]], &[], &[], &FOUR);
    let events = game.apply(Seat(0), &play("G5", 0)).unwrap();
    assert_eq!(events.last(), Some(&Event::Lost(Loss::OutOfCards)));
    assert_eq!(game.to_act(), ToAct::Nobody);
    assert!(game.outcome().unwrap().reason.contains("the cards ran out"));
}

#[test]
fn won_when_the_last_goal_is_met() {
    let mut game = table(
        [&["G3", "K7", "K5", "K1"], &["O4", "O6", "P1", "P2"]],
        &["G7"],
        &[],
        &["all cards add up to 10"],
    );
    let events = game.apply(Seat(0), &play("G3", 2)).unwrap();
    assert_eq!(events.last(), Some(&Event::Won));
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.standing, Standing::Won(vec![Seat(0), Seat(1)]));
    assert_eq!(outcome.reason, "every goal is met (18 of 18)");
}

#[test]
fn marks_are_public_once_a_turn_and_cleared_when_used() {
    let mut game = table(
        [&["G3", "K7", "K5", "K1"], &["O4", "O6", "P1", "P2"]],
        &["G7", "G6", "P7", "P6"],
        &["every top card is even"],
        &[
            "all cards add up to 10",
            "the lowest top card is 4",
            "three orange piles",
            "each pile is lower than the one on its left",
        ],
    );
    let ten = goal("all cards add up to 10");
    game.apply(Seat(0), &Action::Mark(Mark::Pile(2))).unwrap();
    game.apply(Seat(0), &Action::Mark(Mark::Goal(ten))).unwrap();
    assert_eq!(
        game.apply(Seat(0), &Action::Mark(Mark::Pile(1))),
        Err(Refusal::Rule(PlayError::MarkedAlready))
    );
    // The next player sees both marks.
    let seen = game.view(Viewer::Seat(Seat(1))).marks;
    assert_eq!(seen.len(), 2);
    assert!(seen.iter().all(|m| m.by == Seat(0)));
    // Playing on pile 3 uses the pile mark; meeting the goal uses the goal mark.
    game.apply(Seat(0), &play("G3", 2)).unwrap();
    assert!(game.marks().is_empty());
    // Seat 1 marks pile 1; seat 0 plays elsewhere, so the mark stays.
    game.apply(Seat(1), &Action::Mark(Mark::Pile(0))).unwrap();
    game.apply(Seat(1), &play("P2", 3)).unwrap();
    assert_eq!(game.marks().len(), 1);
    // Mum's the word: no marks.
    let mum_options = Options {
        mum: true,
        ..options(2)
    };
    let mut mum = table_on(
        mum_options,
        ["G1", "K2", "O3", "P4"],
        &[&["G3"], &["O4"]],
        &[],
        &[],
        &FOUR,
    );
    assert!(
        mum.legal_actions(Seat(0))
            .iter()
            .all(|a| !matches!(a, Action::Mark(_)))
    );
    assert_eq!(
        mum.apply(Seat(0), &Action::Mark(Mark::Pile(0))),
        Err(Refusal::Rule(PlayError::NoMarks))
    );
}

#[test]
fn a_drawn_card_is_seen_by_its_holder_only_unless_hands_lie_open() {
    let mut game = table(
        [&["G5", "K7", "K5", "K3"], &["O4", "O6", "P1", "P2"]],
        &["O7"],
        &[],
        &FOUR,
    );
    let events = game.apply(Seat(0), &play("G5", 0)).unwrap();
    let drew = events
        .iter()
        .find(|e| matches!(e, Event::Drew { .. }))
        .unwrap();
    let to_other = <Cahoots as Game>::redact(drew, Viewer::Seat(Seat(1))).unwrap();
    assert_eq!(to_other.to_string(), "drew a card");
    let to_self = <Cahoots as Game>::redact(drew, Viewer::Seat(Seat(0))).unwrap();
    assert_eq!(to_self.to_string(), "drew orange 7");
    // The other's view has counts, not cards.
    let view = game.view(Viewer::Seat(Seat(1)));
    assert_eq!(view.hand, cards(&["O4", "O6", "P1", "P2"]));
    assert_eq!(view.hand_sizes, [4, 4]);
    assert!(view.open_hands.is_empty());

    let open_options = Options {
        open_hands: true,
        ..options(2)
    };
    let hands: [&[&str]; 2] = [&["G5", "K7", "K5", "K3"], &["O4", "O6", "P1", "P2"]];
    let mut open = table_on(
        open_options,
        ["G1", "K2", "O3", "P4"],
        &hands,
        &["O7"],
        &[],
        &FOUR,
    );
    let events = open.apply(Seat(0), &play("G5", 0)).unwrap();
    let drew = events
        .iter()
        .find(|e| matches!(e, Event::Drew { .. }))
        .unwrap();
    assert_eq!(
        <Cahoots as Game>::redact(drew, Viewer::Seat(Seat(1)))
            .unwrap()
            .to_string(),
        "drew orange 7"
    );
    assert_eq!(open.view(Viewer::Seat(Seat(1))).open_hands[0].len(), 4);
}

fn speed(players: u8, tops: [&str; 4], hands: &[&[&str]]) -> Cahoots {
    let options = Options {
        speed: true,
        ..options(players)
    };
    table_on(options, tops, hands, &["G7", "G6"], &[], &NOT_GREEN)
}

#[test]
fn speed_has_no_turn_order_and_the_clock_can_run_out() {
    let mut game = speed(3, ["G1", "K2", "O3", "P4"], &[&["G5"], &["K6"], &["O2"]]);
    assert_eq!(
        game.to_act(),
        ToAct::Responders(vec![Seat(0), Seat(1), Seat(2)])
    );
    // Seat 3 plays first, out of turn, then seat 3 again (the G6 it drew).
    game.apply(Seat(2), &play("O2", 2)).unwrap();
    assert!(game.to_act().includes(Seat(2)));
    game.apply(Seat(2), &play("G6", 0)).unwrap();
    assert!(game.legal_actions(Seat(1)).contains(&Action::TimeUp));
    let events = game.apply(Seat(1), &Action::TimeUp).unwrap();
    assert_eq!(events, [Event::Lost(Loss::TimeUp)]);
    assert!(
        game.outcome()
            .unwrap()
            .reason
            .starts_with("the four minutes ran out")
    );
    // Without Speed there is no clock.
    let mut slow = table([&["G5"], &["O2"]], &[], &[], &FOUR);
    assert_eq!(
        slow.apply(Seat(0), &Action::TimeUp),
        Err(Refusal::Rule(PlayError::NoClock))
    );
}

#[test]
fn speed_is_lost_when_everyone_holding_cards_cannot_play() {
    // Neither hand fits four green piles 1 to 4.
    let mut game = speed(2, ["G1", "G2", "G3", "G4"], &[&["K7"], &["O6"]]);
    game.apply(Seat(0), &Action::CannotPlay).unwrap();
    assert_eq!(game.to_act(), ToAct::Seat(Seat(1)));
    let events = game.apply(Seat(1), &Action::CannotPlay).unwrap();
    assert_eq!(events.last(), Some(&Event::Lost(Loss::AllStuck)));
    // A play in between gives everyone a new chance.
    let mut game = speed(2, ["G1", "G2", "G3", "G4"], &[&["K7", "G2"], &["O6"]]);
    game.apply(Seat(1), &Action::CannotPlay).unwrap();
    game.apply(Seat(0), &play("G2", 0)).unwrap();
    assert!(game.to_act().includes(Seat(1)));
}

#[test]
fn in_speed_a_computer_team_mate_plays_without_waiting_for_people() {
    use fourfold::engine::{SeatSetup, Session};
    let options = Options {
        speed: true,
        ..options(2)
    };
    let seats = vec![SeatSetup::human("Ann"), SeatSetup::computer("Cal")];
    let mut session = Session::<Cahoots>::new(seats, options, Seed(4)).unwrap();
    let play = session
        .game()
        .legal_actions(Seat(0))
        .into_iter()
        .find(|a| matches!(a, Action::Play { .. }))
        .unwrap();
    session.act(Seat(0), play).unwrap();
    // Cal's turn would be next, yet Ann may still play too; Cal does not wait for her.
    assert_eq!(
        session.game().to_act(),
        ToAct::Responders(vec![Seat(1), Seat(0)])
    );
    assert_eq!(session.computer_to_act(), Some(Seat(1)));
}

#[test]
fn the_clock_running_out_loses_the_game_whichever_seat_reports_it() {
    use fourfold::engine::{SeatSetup, Session};
    use fourfold::games::new_session;
    let options = Options {
        players: 2,
        speed: true,
        ..Options::default()
    };
    // The first seat that may act is a computer's; the app reports time up through it.
    let seats = vec![SeatSetup::computer("Cal"), SeatSetup::human("Ann")];
    let mut session = Session::<Cahoots>::new(seats, options, Seed(2)).unwrap();
    let first = session.to_act().seats()[0];
    assert_eq!(first, Seat(0), "the computer's seat");
    session.act(first, Action::TimeUp).expect("time up");
    let outcome = session.outcome().unwrap();
    assert_eq!(outcome.standing, Standing::Lost);
    assert!(outcome.reason.starts_with("the four minutes ran out"));
    assert_eq!(
        session.act(first, Action::TimeUp).unwrap_err(),
        Refusal::GameOver,
        "over: nothing more to report"
    );
    // Without Speed there is no clock to run out.
    let seats = vec![SeatSetup::human("Ann"), SeatSetup::human("Bo")];
    let mut slow = new_session::<Cahoots>(seats, Seed(2)).unwrap();
    let first = slow.to_act().seats()[0];
    assert_eq!(
        slow.act(first, Action::TimeUp).unwrap_err(),
        Refusal::Rule(PlayError::NoClock)
    );
    assert!(slow.outcome().is_none());
}

#[test]
fn a_difficulty_is_saved_by_its_name() {
    for difficulty in Difficulty::ALL {
        let chosen = Options {
            difficulty,
            ..options(3)
        };
        let json = serde_json::to_string(&chosen).unwrap();
        let named = format!(r#""difficulty":"{}""#, difficulty.name());
        assert!(json.contains(&named), "{json}");
        assert_eq!(serde_json::from_str::<Options>(&json).unwrap(), chosen);
    }
    let hard = r#"{"players":2,"difficulty":"Hard","speed":false,"mum":false,"open_hands":false}"#;
    let error = serde_json::from_str::<Options>(hard).unwrap_err();
    assert!(
        error
            .to_string()
            .contains(r#"no difficulty is called "Hard""#),
        "{error}"
    );
}
