//! Saves and sessions: load replays and checks, undo replays all but the last move, and
//! every bad save gets a clear error instead of a panic.

use fourfold::engine::session::SessionError;
use fourfold::engine::{
    Game, LoadError, SAVE_VERSION, Seat, SeatSetup, Seed, Session, ToAct, Viewer,
};
use fourfold::games::foursquare::{Action, Foursquare};
use fourfold::games::{AnyAction, AnySession, GameId};

fn first_legal(session: &Session<Foursquare>) -> Action {
    session.game().legal_actions(Seat(0))[0]
}

fn human_session(seed: u64) -> Session<Foursquare> {
    Session::new(
        vec![SeatSetup::human("Ada")],
        Default::default(),
        Seed(seed),
    )
    .unwrap()
}

/// Deal 9 of Foursquare for one person, after `moves` first-legal placements.
fn foursquare_after(moves: usize) -> AnySession {
    let mut session =
        AnySession::new(GameId::Foursquare, vec![SeatSetup::human("Ada")], Seed(9)).unwrap();
    for _ in 0..moves {
        let AnySession::Foursquare(s) = &session else {
            unreachable!("a Foursquare session")
        };
        let action = first_legal(s);
        session.act(Seat(0), AnyAction::Foursquare(action)).unwrap();
    }
    session
}

#[test]
fn a_session_saves_and_loads_to_the_same_game() {
    let session = foursquare_after(5);
    let json = session.to_json();
    assert!(json.contains(r#""game":"foursquare""#), "{json}");
    assert!(
        json.contains(&format!(r#""version":{SAVE_VERSION}"#)),
        "{json}"
    );
    let loaded = AnySession::from_json(&json).unwrap();
    assert_eq!(loaded, session);
    assert_eq!(loaded.steps(), 5);
    assert_eq!(
        loaded.log_lines(Viewer::Seat(Seat(0))),
        session.log_lines(Viewer::Seat(Seat(0)))
    );
}

#[test]
fn undo_replays_all_but_the_last_move() {
    let mut session = human_session(4);
    let mut states = vec![session.game().clone()];
    for _ in 0..3 {
        let action = first_legal(&session);
        session.act(Seat(0), action).unwrap();
        states.push(session.game().clone());
    }
    assert!(session.can_undo());
    assert!(session.undo());
    assert_eq!(session.game(), &states[2]);
    assert_eq!(session.save().steps.len(), 2);
    assert!(session.undo() && session.undo());
    assert_eq!(session.game(), &states[0]);
    assert!(!session.can_undo());
    assert!(!session.undo(), "nothing left to undo");
}

#[test]
fn a_finished_game_stands_undo_cannot_reverse_its_end() {
    let mut session = human_session(4);
    while session.game().outcome().is_none() {
        let action = first_legal(&session);
        session.act(Seat(0), action).unwrap();
    }
    let end = session.game().clone();
    assert!(!session.can_undo(), "a loss (or a win) stands");
    assert!(!session.undo());
    assert_eq!(session.game(), &end);
}

#[test]
fn a_computer_seat_plays_from_its_view_and_cannot_be_undone() {
    let mut session = Session::<Foursquare>::new(
        vec![SeatSetup::computer("Solver")],
        Default::default(),
        Seed(2),
    )
    .unwrap();
    assert_eq!(session.computer_to_act(), Some(Seat(0)));
    while session.computer_step().is_some() {}
    assert_eq!(session.game().to_act(), ToAct::Nobody);
    assert!(session.game().outcome().is_some());
    assert!(!session.can_undo(), "no person moved");
}

#[test]
fn the_seats_must_match_the_game() {
    let two = vec![SeatSetup::human("A"), SeatSetup::human("B")];
    assert_eq!(
        Session::<Foursquare>::new(two, Default::default(), Seed(1)).unwrap_err(),
        SessionError::SeatCount { game: 1, given: 2 }
    );
}

#[test]
fn bad_saves_are_refused_with_a_reason() {
    let good = human_session(1);
    let good_json = AnySession::from(good).to_json();

    type Expect = fn(&LoadError) -> bool;
    let cases: Vec<(String, Expect)> = vec![
        ("not json at all".into(), |e| {
            matches!(e, LoadError::Corrupt(_))
        }),
        ("{}".into(), |e| matches!(e, LoadError::Corrupt(_))),
        (
            good_json.replace("foursquare", "chess"),
            |e| matches!(e, LoadError::UnknownGame(g) if g == "chess"),
        ),
        (
            good_json.replace(&format!(r#""version":{SAVE_VERSION}"#), r#""version":99"#),
            |e| matches!(e, LoadError::NewerVersion { found: 99, .. }),
        ),
        (
            good_json.replace(&format!(r#""version":{SAVE_VERSION}"#), r#""version":0"#),
            |e| matches!(e, LoadError::OlderVersion { found: 0, .. }),
        ),
        (
            good_json.replace(
                r#""steps":[]"#,
                r#""steps":[{"seat":0,"action":{"Place":{"row":0,"col":0}}}]"#,
            ),
            |e| matches!(e, LoadError::IllegalStep { number: 1, .. }),
        ),
        (
            good_json.replace(r#""steps":[]"#, r#""steps":[{"seat":0,"action":"Fly"}]"#),
            |e| matches!(e, LoadError::Corrupt(_)),
        ),
    ];
    for (json, expected) in cases {
        let err = AnySession::from_json(&json).unwrap_err();
        assert!(expected(&err), "{json}: {err:?}");
        assert!(!err.to_string().is_empty());
    }
    let illegal = good_json.replace(
        r#""steps":[]"#,
        r#""steps":[{"seat":0,"action":{"Place":{"row":0,"col":0}}}]"#,
    );
    assert_eq!(
        AnySession::from_json(&illegal).unwrap_err().to_string(),
        "move 1 of the save cannot be replayed: that space is off the table"
    );
}

#[test]
fn the_same_seed_deals_the_same_game() {
    let a = Foursquare::new(&Default::default(), Seed(77)).unwrap();
    let b = Foursquare::new(&Default::default(), Seed(77)).unwrap();
    let c = Foursquare::new(&Default::default(), Seed(78)).unwrap();
    assert_eq!(a, b);
    assert_ne!(a, c);
}

#[test]
fn the_list_of_games_reads_a_save_without_replaying_it() {
    use fourfold::games::summary::SavedSummary;
    let session = foursquare_after(3);
    let summary = SavedSummary::read(&session.to_json()).unwrap();
    assert_eq!(
        summary,
        SavedSummary {
            game: GameId::Foursquare,
            steps: 3,
            over: false
        }
    );
    assert_eq!(summary.in_progress(), Some(3));

    let mut ended = AnySession::new(
        GameId::Foursquare,
        vec![SeatSetup::computer("Bot")],
        Seed(2),
    )
    .unwrap();
    while ended.computer_step().is_some() {}
    assert!(ended.outcome().is_some());
    let summary = SavedSummary::read(&ended.to_json()).unwrap();
    assert!(summary.over);
    assert_eq!(summary.steps, ended.steps());
    assert_eq!(summary.in_progress(), None);

    // A save written before the mark existed reads as not ended.
    let unmarked = session.to_json().replace(r#","over":false"#, "");
    assert!(!unmarked.contains("over"), "{unmarked}");
    assert_eq!(SavedSummary::read(&unmarked).unwrap().steps, 3);
}

/// The oldest save format each game reads (`Game::SAVES_SINCE`), as `SAVE_VERSION`'s doc
/// tells which format changed which game's rules. One arm for each game in the registry
/// and no other: a game added to the registry does not compile here until its own is
/// named (2, the trait's default, unless its game says otherwise), so a format raised
/// for one game by mistake, or left as it was, fails here.
fn reads_since(game: GameId) -> u32 {
    match game {
        // Format 3 changed Major Woody's passes and last-card reactions, and format 4 its
        // Got it! and the order of reactions; nothing else.
        GameId::Woody => 4,
        GameId::Letters | GameId::Quaddoku | GameId::Cahoots | GameId::Foursquare => 2,
    }
}

/// Every game in the registry ([`GameId::ALL`]), at every format up to this build's: a
/// save older than the game's own oldest is set aside, by the full load and the list of
/// games alike, and any other loads, whatever another game's rule changes did.
#[test]
fn a_rule_change_in_one_game_sets_aside_its_older_saves_only() {
    use fourfold::games::summary::SavedSummary;
    let older = |game: GameId, version: u32| {
        // Two people where the game seats two, else its fewest.
        let counts = game.info().seat_counts;
        let count = if counts.contains(&2) { 2 } else { counts[0] };
        let seats = (0..count)
            .map(|i| SeatSetup::human(format!("P{i}")))
            .collect();
        AnySession::new(game, seats, Seed(9))
            .unwrap()
            .to_json()
            .replace(
                &format!(r#""version":{SAVE_VERSION}"#),
                &format!(r#""version":{version}"#),
            )
    };
    for game in GameId::ALL {
        assert_eq!(
            game.info().saves_since,
            reads_since(game),
            "{game:?} reads its saves from the format its rules last changed in"
        );
        for version in 1..=SAVE_VERSION {
            let json = older(game, version);
            if version < reads_since(game) {
                let refused = AnySession::from_json(&json).unwrap_err();
                assert_eq!(
                    refused,
                    LoadError::OlderVersion {
                        found: version,
                        supported: SAVE_VERSION
                    },
                    "{json}"
                );
                assert_eq!(SavedSummary::read(&json).unwrap_err(), refused, "{json}");
            } else {
                assert!(AnySession::from_json(&json).is_ok(), "{json}");
                assert!(SavedSummary::read(&json).is_ok(), "{json}");
            }
        }
    }
}

#[test]
fn the_list_of_games_refuses_what_the_full_load_refuses_first() {
    use fourfold::games::summary::SavedSummary;
    let good = AnySession::new(GameId::Foursquare, vec![SeatSetup::human("Ada")], Seed(9))
        .unwrap()
        .to_json();
    let cases = [
        "not json".to_string(),
        good.replace(r#""game":"foursquare""#, r#""game":"chess""#),
        good.replace(&format!(r#""version":{SAVE_VERSION}"#), r#""version":99"#),
        good.replace(&format!(r#""version":{SAVE_VERSION}"#), r#""version":0"#),
    ];
    for json in cases {
        assert_eq!(
            SavedSummary::read(&json).unwrap_err(),
            AnySession::from_json(&json).unwrap_err(),
            "{json}"
        );
    }
}

#[test]
fn a_damaged_save_says_how_and_where_it_cannot_be_read() {
    let good_json = AnySession::from(human_session(1)).to_json();
    let cut = &good_json[..good_json.len() - 3];
    let unknown_step = good_json.replace(r#""steps":[]"#, r#""steps":[{"seat":0,"action":"Fly"}]"#);
    for (json, said) in [
        ("not json at all", "it is not JSON: line 1, column 2"),
        (cut, "it ends too soon: line 1, column "),
        (
            &unknown_step,
            "it does not hold a game this version can read: line 1, column ",
        ),
    ] {
        let err = AnySession::from_json(json).unwrap_err().to_string();
        assert!(
            err.starts_with(&format!("the save is damaged ({said}")),
            "{json}: {err}"
        );
    }
}
