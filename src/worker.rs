//! The computer players' bundle: one per game (`fourfold-<game>-worker`, built with the
//! `worker` feature and that game's, without Yew). It thinks off the page's thread in a
//! Web Worker, started at the first computer turn by `static/fourfold-thinker.js` (see
//! `ui::thinker`), so a player thinking hard never freezes the page. Where no worker can
//! run (a sandboxed widget has no same-origin worker), or it failed or is late to start,
//! the page's loader starts the same bundle on the page itself (`fourfoldThinkHere` in
//! `static/loader.js`), and it answers there through the function it names after itself
//! (`window["fourfold-<game>-worker"]`): the page's own bundle carries no computer player
//! at all.
//!
//! Reading a question is this bundle's alone: the page hands it the question as text. So
//! the page's bundle carries no reader of the games' views (6 to 12 kB of its download,
//! gzip), and this bundle none of the app.
//!
//! A message in is `{"id": n, "game": key, "question": "..."}` as text; the reply is
//! `{"id": n, "answer": [seat, action]}` or `{"id": n, "error": "..."}`. In a worker, once
//! listening it says `"ready"`: the page sends its questions only after that.

use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::engine::session::WithBots;
use crate::engine::{Question, Seat};

#[derive(Deserialize)]
struct Ask {
    id: u32,
    /// The key of the game asked about.
    game: String,
    question: String,
}

#[derive(Serialize)]
struct Reply<A> {
    id: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    answer: Option<(Seat, A)>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

/// The reply to one message, from `G`'s computer players.
pub fn reply<G: WithBots>(text: &str) -> String {
    let reply = match serde_json::from_str::<Ask>(text) {
        Ok(ask) if ask.game != G::KEY => Reply {
            id: ask.id,
            answer: None,
            error: Some(format!("not a question of {}: one of {}", G::KEY, ask.game)),
        },
        Ok(ask) => match serde_json::from_str::<Question<G>>(&ask.question) {
            Ok(question) => Reply {
                id: ask.id,
                answer: Some(question.reply()),
                error: None,
            },
            Err(e) => Reply {
                id: ask.id,
                answer: None,
                error: Some(format!("not a question of {}: {e}", G::KEY)),
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

/// Answers `G`'s computer players' questions: every message that comes to the Web
/// Worker this bundle runs in, or, started on a page, every call of the function it
/// gives the page (see `offer`), which returns the reply.
pub fn start<G: WithBots>() {
    match scope() {
        Some(scope) => serve::<G>(scope),
        None => offer::<G>(),
    }
}

/// The name of the computer players' bundle of the game keyed `key`: its files' stem,
/// what the worker's start-up script and the page's loader are told to load, and the
/// name of the answerer it gives a page.
pub fn bundle(key: &str) -> String {
    format!("fourfold-{key}-worker")
}

/// Gives the page its answerer, named after this bundle (as the loader asks for it): a
/// function that answers a message as the worker would.
fn offer<G: WithBots>() {
    let think = Closure::<dyn Fn(String) -> String>::new(|text: String| reply::<G>(&text));
    let name = JsValue::from_str(&bundle(G::KEY));
    let _ = js_sys::Reflect::set(&js_sys::global(), &name, think.as_ref());
    think.forget();
}

/// Answers every question that comes to `scope`, then says it is ready.
fn serve<G: WithBots>(scope: web_sys::DedicatedWorkerGlobalScope) {
    let replier = scope.clone();
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            if let Some(text) = event.data().as_string() {
                let _ = replier.post_message(&JsValue::from_str(&reply::<G>(&text)));
            }
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str("ready"));
}

#[cfg(test)]
mod tests {
    use crate::engine::{SeatSetup, Seed, Session};
    use crate::games::letters::{Letters, Options};

    fn reply(text: &str) -> String {
        super::reply::<Letters>(text)
    }

    fn read(text: &str) -> serde_json::Value {
        serde_json::from_str(text).expect("a reply is JSON")
    }

    #[test]
    fn a_question_gets_the_computer_players_answer_under_its_id() {
        let seats = vec![SeatSetup::computer("A"), SeatSetup::computer("B")];
        let session =
            Session::<Letters>::new(seats, Options { players: 2 }, Seed(4)).expect("a table");
        let question = session.computer_question().expect("a computer to ask");
        let question = serde_json::to_string(&question).unwrap();
        let message = serde_json::json!({ "id": 7, "game": "letters", "question": question });
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
        let not_a_game = read(&reply(
            r#"{"id": 3, "game": "letters", "question": "{\"board\":\"chess\"}"}"#,
        ));
        assert_eq!(not_a_game["id"], 3);
        assert!(not_a_game.get("answer").is_none());
        assert!(not_a_game["error"].as_str().is_some_and(|e| !e.is_empty()));
    }
}
