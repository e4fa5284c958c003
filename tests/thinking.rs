//! A computer player's question survives the trip to a Web Worker as text, and is
//! answered there exactly as on the page: every game, seeded games of computer players.

use fourfold::engine::session::WithBots;
use fourfold::engine::{Question, SeatSetup, Seed, Session};
use fourfold::games::{GameId, cahoots, foursquare, letters, quaddoku, woody};
use fourfold::worker::reply;

/// Plays `G` between computer players from `options`, sending each question through the
/// worker's reply as text, for three deals.
fn questions_round_trip<G: WithBots>(options: G::Options) {
    let game = GameId::from_key(G::KEY).expect("a game of the list");
    let seats = game.info().seat_counts[0];
    for seed in 0..3 {
        let table = (0..seats)
            .map(|i| SeatSetup::computer(format!("Computer {i}")))
            .collect();
        let mut session = Session::<G>::new(table, options.clone(), Seed(seed)).expect("a table");
        let mut asked = 0;
        while session.game().outcome().is_none() && asked < 40 {
            let Some(question) = session.computer_question() else {
                break;
            };
            let text = serde_json::to_string(&question).expect("a question is text");
            let back: Question<G> = serde_json::from_str(&text).expect("it reads back");
            let message =
                serde_json::json!({ "id": asked, "game": G::KEY, "question": text }).to_string();
            let replied: serde_json::Value =
                serde_json::from_str(&reply::<G>(&message)).expect("a reply is JSON");
            assert_eq!(replied["id"], asked, "{} {seed}", G::KEY);
            let (seat, action): (fourfold::engine::Seat, G::Action) =
                serde_json::from_value(replied["answer"].clone()).expect("an answer");
            assert_eq!(
                Some((seat, action.clone())),
                session.computer_choice(),
                "{} {seed}",
                G::KEY
            );
            assert_eq!(back.answer(), action, "answered alike on the page");
            session.act(seat, action).expect("a legal answer");
            asked += 1;
        }
        assert!(asked > 0, "{} asked its computers nothing", G::KEY);
    }
}

#[test]
fn a_question_sent_as_text_gets_the_same_answer_in_every_game() {
    for game in GameId::ALL {
        let players = game.info().seat_counts[0] as u8;
        // A game added to the list and not here fails to compile.
        match game {
            GameId::Foursquare => {
                questions_round_trip::<foursquare::Foursquare>(Default::default())
            }
            GameId::Letters => {
                questions_round_trip::<letters::Letters>(letters::Options { players })
            }
            GameId::Woody => questions_round_trip::<woody::Woody>(woody::Options { players }),
            GameId::Quaddoku => questions_round_trip::<quaddoku::Quaddoku>(quaddoku::Options {
                players,
                ..Default::default()
            }),
            GameId::Cahoots => questions_round_trip::<cahoots::Cahoots>(cahoots::Options {
                players,
                ..Default::default()
            }),
        }
    }
}

#[test]
fn a_question_of_another_game_is_refused_with_the_reason() {
    let seats = vec![SeatSetup::computer("A"), SeatSetup::computer("B")];
    let session = Session::<letters::Letters>::new(seats, letters::Options { players: 2 }, Seed(4))
        .expect("a table");
    let question = serde_json::to_string(&session.computer_question().unwrap()).unwrap();
    let message =
        serde_json::json!({ "id": 9, "game": "quaddoku", "question": question }).to_string();
    let replied: serde_json::Value =
        serde_json::from_str(&reply::<quaddoku::Quaddoku>(&message)).unwrap();
    assert_eq!(replied["id"], 9);
    assert!(replied.get("answer").is_none());
    assert!(
        replied["error"]
            .as_str()
            .is_some_and(|e| e.starts_with("not a question of quaddoku")),
        "{replied}"
    );
    // Named for another game, it is refused before it is read.
    let message =
        serde_json::json!({ "id": 10, "game": "letters", "question": question }).to_string();
    let replied: serde_json::Value =
        serde_json::from_str(&reply::<quaddoku::Quaddoku>(&message)).unwrap();
    assert_eq!(
        replied["error"].as_str(),
        Some("not a question of quaddoku: one of letters")
    );
}
