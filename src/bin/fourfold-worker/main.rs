//! The computer players' Web Worker: it answers questions (see
//! `fourfold::games::thinking`) off the page's thread, so a player thinking hard never
//! freezes the page. A message in is `{"id": n, "question": "..."}` as text; the reply
//! is `{"id": n, "answer": [seat, action]}` or `{"id": n, "error": "..."}`.

use fourfold::games::thinking::AnyQuestion;
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

#[derive(Deserialize)]
struct Ask {
    id: u32,
    question: String,
}

#[derive(Serialize)]
struct Reply {
    id: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    answer: Option<(fourfold::engine::Seat, fourfold::games::AnyAction)>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

fn reply(text: &str) -> String {
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

fn main() {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replier = scope.clone();
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            if let Some(text) = event.data().as_string() {
                let _ = replier.post_message(&JsValue::from_str(&reply(&text)));
            }
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // Ready: the page sends its questions only after this.
    let _ = scope.post_message(&JsValue::from_str("ready"));
}
