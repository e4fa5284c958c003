//! The computer players' Web Worker: a bundle of its own per game
//! (`fourfold-<game>-worker`, built with the `worker` feature and that game's, without
//! Yew), started at the first computer turn by `static/fourfold-thinker.js` (see
//! `ui::thinker`), answers questions off the page's thread, so a player thinking hard
//! never freezes the page.
//!
//! Reading a question is the worker's alone: the page hands it the question as text and
//! answers only with the computer player itself where no worker runs. So the page's
//! bundle carries no reader of the games' views (6 to 12 kB of its download, gzip), and
//! the worker none of the app.
//!
//! A message in is `{"id": n, "question": "..."}` as text; the reply is
//! `{"id": n, "answer": [seat, action]}` or `{"id": n, "error": "..."}`. Once listening
//! it says `"ready"`: the page sends its questions only after that.

use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::engine::Seat;
use crate::games::AnyAction;
use crate::games::thinking::AnyQuestion;

#[derive(Deserialize)]
struct Ask {
    id: u32,
    question: String,
}

#[derive(Serialize)]
struct Reply {
    id: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    answer: Option<(Seat, AnyAction)>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

/// The reply to one message.
pub fn reply(text: &str) -> String {
    let reply = match serde_json::from_str::<Ask>(text) {
        Ok(ask) => match AnyQuestion::from_json(&ask.question) {
            Ok(question) => Reply {
                id: ask.id,
                answer: Some(question.answer()),
                error: None,
            },
            Err(e) => Reply {
                id: ask.id,
                answer: None,
                error: Some(e),
            },
        },
        Err(e) => Reply {
            id: 0,
            answer: None,
            error: Some(e.to_string()),
        },
    };
    serde_json::to_string(&reply).unwrap_or_default()
}

/// The worker's scope, when this bundle runs in a Web Worker rather than on a page.
fn scope() -> Option<web_sys::DedicatedWorkerGlobalScope> {
    js_sys::global().dyn_into().ok()
}

/// Answers the computer players' questions, where this bundle runs in a Web Worker (and
/// does nothing anywhere else).
pub fn start() {
    if let Some(scope) = scope() {
        serve(scope);
    }
}

/// Answers every question that comes to `scope`, then says it is ready.
fn serve(scope: web_sys::DedicatedWorkerGlobalScope) {
    let replier = scope.clone();
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            if let Some(text) = event.data().as_string() {
                let _ = replier.post_message(&JsValue::from_str(&reply(&text)));
            }
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str("ready"));
}

#[cfg(test)]
mod tests {
    use super::reply;
    use crate::engine::{SeatSetup, Seed};
    use crate::games::{AnySession, GameId};

    fn read(text: &str) -> serde_json::Value {
        serde_json::from_str(text).expect("a reply is JSON")
    }

    #[test]
    fn a_question_gets_the_computer_players_answer_under_its_id() {
        let seats = vec![SeatSetup::computer("A"), SeatSetup::computer("B")];
        let session = AnySession::new(GameId::Letters, seats, Seed(4)).expect("a table");
        let question = session.computer_question().expect("a computer to ask");
        let message = serde_json::json!({ "id": 7, "question": question.to_json() });
        let answer = read(&reply(&message.to_string()));
        assert_eq!(answer["id"], 7);
        assert_eq!(
            answer["answer"],
            serde_json::to_value(session.computer_choice().expect("a choice")).unwrap()
        );
        assert!(answer.get("error").is_none());
    }

    #[test]
    fn a_message_that_is_not_a_question_gets_the_reason() {
        let not_json = read(&reply("hello"));
        assert_eq!(not_json["id"], 0);
        assert!(not_json["error"].as_str().is_some_and(|e| !e.is_empty()));
        let not_a_game = read(&reply(r#"{"id": 3, "question": "{\"game\":\"chess\"}"}"#));
        assert_eq!(not_a_game["id"], 3);
        assert!(not_a_game.get("answer").is_none());
        assert!(not_a_game["error"].as_str().is_some_and(|e| !e.is_empty()));
    }
}
