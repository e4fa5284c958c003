//! A computer player's question survives the trip to a Web Worker as text, and is
//! answered there exactly as on the page: every game, seeded games of computer players.

use fourfold::engine::{SeatSetup, Seed};
use fourfold::games::thinking::AnyQuestion;
use fourfold::games::{AnySession, GameId};

#[test]
fn a_question_sent_as_text_gets_the_same_answer_in_every_game() {
    for game in GameId::ALL {
        let seats = game.info().seat_counts[0];
        for seed in 0..3 {
            let table = (0..seats)
                .map(|i| SeatSetup::computer(format!("Computer {i}")))
                .collect();
            let mut session = AnySession::new(game, table, Seed(seed)).expect("a table");
            let mut asked = 0;
            while session.outcome().is_none() && asked < 40 {
                let Some(question) = session.computer_question() else {
                    break;
                };
                assert_eq!(question.game(), game, "asked in its own game");
                let text = question.to_json();
                let answer = AnyQuestion::from_json(&text)
                    .expect("it reads back")
                    .answer();
                assert_eq!(
                    Some(answer.clone()),
                    session.computer_choice(),
                    "{game:?} {seed}"
                );
                session.act(answer.0, answer.1).expect("a legal answer");
                asked += 1;
            }
            assert!(asked > 0, "{game:?} asked its computers nothing");
        }
    }
    assert!(AnyQuestion::from_json("{\"game\":\"chess\"}").is_err());
}
