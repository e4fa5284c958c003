//! Where computer players think: in a Web Worker, so a long think never freezes the
//! page; on the page itself only where a worker cannot run (a sandboxed frame has no
//! same-origin worker) or does not start. The worker is the game's computer players'
//! bundle (`fourfold-<game>-worker`, see `crate::worker`): its start-up script,
//! [`WORKER_SCRIPT`], is told the bundle's name in the first message and loads it.
//!
//! The worker is started at the first question and kept. Questions asked before it is
//! ready wait for it; if it fails (an error, or its start-up script says "failed"), or is
//! not ready within [`START_LIMIT_MS`], waiting questions are answered on the page, and
//! so is every question after, until it says it is ready.

use std::cell::RefCell;

use gloo::timers::callback::Timeout;
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::engine::session::WithBots;
use crate::engine::{Question, Seat};

/// The worker's start-up script, relative to the page: a module worker.
pub const WORKER_SCRIPT: &str = "./fourfold-thinker.js";

/// How long a question waits for the worker to start before the page answers it.
pub const START_LIMIT_MS: u32 = 5_000;

/// A question waiting for its answer: called with the worker's reply, or with `None`
/// where the page must answer it itself.
type Done = Box<dyn FnOnce(Option<&str>)>;

enum Link {
    NotStarted,
    Starting(web_sys::Worker),
    /// Still starting after [`START_LIMIT_MS`]: the page answers meanwhile.
    Late(web_sys::Worker),
    Ready(web_sys::Worker),
    Broken,
}

struct Thinker {
    link: Link,
    /// The key of the game whose computer players the worker is (the first asked).
    game: &'static str,
    next_id: u32,
    /// Each question waiting, by its id, as the worker reads it, and what to do with its
    /// answer; in the order asked. A list, not a map: a few at most, and a map type of
    /// its own would cost the bundle its code.
    waiting: Vec<(u32, String, Done)>,
}

thread_local! {
    static THINKER: RefCell<Thinker> = const {
        RefCell::new(Thinker { link: Link::NotStarted, game: "", next_id: 1, waiting: Vec::new() })
    };
}

/// A reply's id, read first: the answer is read by its question's own game.
#[derive(Deserialize)]
struct ReplyId {
    id: u32,
}

/// A reply's answer, in `A`, the game's action.
#[derive(Deserialize)]
struct Reply<A> {
    answer: Option<(Seat, A)>,
}

/// A question as the worker reads it (`crate::worker`).
#[derive(Serialize)]
struct Ask<'a> {
    id: u32,
    game: &'a str,
    question: &'a str,
}

fn post(worker: &web_sys::Worker, id: u32, game: &str, question: &str) {
    let message = serde_json::to_string(&Ask { id, game, question }).unwrap_or_default();
    let _ = worker.post_message(&JsValue::from_str(&message));
}

/// Answers every waiting question on the page (the worker is gone or late).
fn answer_waiting_here() {
    let waiting = THINKER.with(|t| std::mem::take(&mut t.borrow_mut().waiting));
    for (_, _, done) in waiting {
        done(None);
    }
}

fn broken() {
    THINKER.with(|t| t.borrow_mut().link = Link::Broken);
    answer_waiting_here();
}

fn on_message(data: JsValue) {
    let Some(text) = data.as_string() else { return };
    if text == "failed" {
        broken();
        return;
    }
    if text == "ready" {
        THINKER.with(|t| {
            let mut t = t.borrow_mut();
            if let Link::Starting(worker) | Link::Late(worker) =
                std::mem::replace(&mut t.link, Link::NotStarted)
            {
                for (id, question, _) in &t.waiting {
                    post(&worker, *id, t.game, question);
                }
                t.link = Link::Ready(worker);
            }
        });
        return;
    }
    let Ok(reply) = serde_json::from_str::<ReplyId>(&text) else {
        return;
    };
    let asked = THINKER.with(|t| {
        let mut t = t.borrow_mut();
        let at = t.waiting.iter().position(|(id, _, _)| *id == reply.id)?;
        Some(t.waiting.remove(at))
    });
    let Some((_, _, done)) = asked else {
        return;
    };
    done(Some(&text));
}

/// Starts the worker for the computer players' bundle of the game keyed `key`
/// (`fourfold-<key>-worker`).
fn start(key: &str) -> Option<web_sys::Worker> {
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    let worker = web_sys::Worker::new_with_options(WORKER_SCRIPT, &options).ok()?;
    let message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|e: web_sys::MessageEvent| {
        on_message(e.data())
    });
    worker.set_onmessage(Some(message.as_ref().unchecked_ref()));
    message.forget();
    let error = Closure::<dyn FnMut(JsValue)>::new(|_| {
        // Answer outside the event, with no borrow held.
        Timeout::new(0, broken).forget();
    });
    worker.set_onerror(Some(error.as_ref().unchecked_ref()));
    error.forget();
    let bundle = format!("fourfold-{key}-worker");
    worker.post_message(&JsValue::from_str(&bundle)).ok()?;
    Timeout::new(START_LIMIT_MS, || {
        let late = THINKER.with(|t| {
            let mut t = t.borrow_mut();
            match std::mem::replace(&mut t.link, Link::NotStarted) {
                Link::Starting(worker) => {
                    t.link = Link::Late(worker);
                    true
                }
                other => {
                    t.link = other;
                    false
                }
            }
        });
        if late {
            answer_waiting_here();
        }
    })
    .forget();
    Some(worker)
}

/// Asks the computer player `question`, and calls `done` with its answer: soon, from
/// the worker; or on the next turn of the event loop when the page must answer (also
/// when the worker's reply holds no answer it can read).
pub fn ask<G: WithBots + 'static>(
    question: Question<G>,
    done: impl FnOnce((Seat, G::Action)) + 'static,
) {
    let text = serde_json::to_string(&question).unwrap_or_default();
    let done: Done = Box::new(move |reply: Option<&str>| done(answer_of(reply, &question)));
    let answer_here = THINKER.with(|t| {
        let mut t = t.borrow_mut();
        if matches!(t.link, Link::NotStarted) {
            t.link = start(G::KEY).map_or(Link::Broken, Link::Starting);
            t.game = G::KEY;
        }
        // The worker is one game's: another game's question is answered here.
        if t.game != G::KEY {
            return Some(done);
        }
        let id = t.next_id;
        t.next_id += 1;
        match &t.link {
            Link::Ready(worker) => post(worker, id, G::KEY, &text),
            Link::Starting(_) => {}
            Link::Late(_) | Link::NotStarted | Link::Broken => return Some(done),
        }
        t.waiting.push((id, text, done));
        None
    });
    if let Some(done) = answer_here {
        Timeout::new(0, move || done(None)).forget();
    }
}

/// The answer to `question` in the worker's `reply`, or the page's own where there is
/// no reply or it holds no answer this game can read.
fn answer_of<G: WithBots>(reply: Option<&str>, question: &Question<G>) -> (Seat, G::Action) {
    reply
        .and_then(|reply| serde_json::from_str::<Reply<G::Action>>(reply).ok())
        .and_then(|reply| reply.answer)
        .unwrap_or_else(|| question.reply())
}

/// Whether computer players think in the worker (it started and answered "ready").
pub fn in_worker() -> bool {
    THINKER.with(|t| matches!(t.borrow().link, Link::Ready(_)))
}

#[cfg(test)]
mod tests {
    use super::answer_of;
    use crate::engine::{Seat, SeatSetup, Seed, Session};
    use crate::games::letters::{Action, Letters, Options};

    #[test]
    fn the_worker_s_answer_is_taken_and_one_it_cannot_give_is_worked_out_here() {
        let seats = vec![SeatSetup::computer("A"), SeatSetup::computer("B")];
        let session =
            Session::<Letters>::new(seats, Options { players: 2 }, Seed(4)).expect("a table");
        let question = session.computer_question().expect("a computer to ask");
        let own = question.reply();
        assert_eq!(answer_of(None, &question), own);
        let other = (Seat(0), Action::Pass);
        let reply = serde_json::json!({ "id": 1, "answer": other }).to_string();
        assert_eq!(answer_of(Some(&reply), &question), other);
        for unreadable in [
            r#"{"id": 1, "error": "no"}"#,
            r#"{"id": 1, "answer": "chess"}"#,
            "hello",
        ] {
            assert_eq!(answer_of(Some(unreadable), &question), own, "{unreadable}");
        }
    }
}
