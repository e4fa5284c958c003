//! Where computer players think: in a Web Worker, so a long think never freezes the
//! page. The worker runs the game's computer players' bundle (`fourfold-<game>-worker`,
//! see `crate::worker`): its start-up script, [`WORKER_SCRIPT`], is told the bundle's name
//! in the first message and loads it. Where a worker cannot run (a sandboxed frame has
//! no same-origin worker) or fails to start, the page's loader starts that same bundle on
//! the page (`fourfoldThinkHere`, static/loader.js), which then answers there. So the
//! page's own bundle carries no computer player: its code comes with the first computer
//! turn.
//!
//! The worker is started at the first question and kept. Questions asked before it is
//! ready wait for it; if it fails (an error, or its start-up script says "failed"), or is
//! not ready within [`START_LIMIT_MS`], waiting questions are answered on the page, and
//! so is every question after, until it says it is ready.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::engine::{Game, Question, Seat};
use crate::worker::bundle;

/// The worker's start-up script, relative to the page: a module worker.
pub const WORKER_SCRIPT: &str = "./fourfold-thinker.js";

/// How long a question waits for the worker to start before the page answers it.
pub const START_LIMIT_MS: u32 = 5_000;

/// The page loader's function that starts a computer players' bundle on the page.
const THINK_HERE: &str = "fourfoldThinkHere";

/// Why the computer players gave no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoAnswer {
    /// Their bundle could not be loaded (no connection and nothing cached, or too slow):
    /// worth asking again.
    NotLoaded,
    /// They could not read the question, or their answer could not be read: their
    /// bundle is from another build than the page's (Fourfold was updated since the page
    /// opened). Asking again gets the same.
    Unreadable,
}

/// A question waiting for its answer: called with the reply, as text, or why there is
/// none.
type Done = Box<dyn FnOnce(Result<String, NoAnswer>)>;

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
    /// Each question waiting for the worker, by its id, as the worker reads it, and what
    /// to do with its answer; in the order asked. A list, not a map: a few at most, and
    /// a map type of its own would cost the bundle its code.
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

/// A reply: the answer, in `A`, the game's action (none where the bundle could not read
/// the question: its error is not read, since it may quote the seat's view).
#[derive(Deserialize)]
struct Reply<A> {
    answer: Option<(Seat, A)>,
}

/// A question as the computer players' bundle reads it (`crate::worker`).
#[derive(Serialize)]
struct Ask<'a> {
    id: u32,
    game: &'a str,
    question: &'a str,
}

fn message(id: u32, game: &str, question: &str) -> String {
    serde_json::to_string(&Ask { id, game, question }).unwrap_or_default()
}

fn post(worker: &web_sys::Worker, id: u32, game: &str, question: &str) {
    let _ = worker.post_message(&JsValue::from_str(&message(id, game, question)));
}

/// Answers `question` of the game keyed `game` on the page: the loader starts the game's
/// computer players' bundle here (once) and calls back with its reply, or with why there
/// is none.
fn answer_here(game: &'static str, question: String, done: Done) {
    let start = web_sys::window()
        .and_then(|window| js_sys::Reflect::get(&window, &JsValue::from_str(THINK_HERE)).ok())
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let Some(start) = start else {
        done(Err(NoAnswer::NotLoaded));
        return;
    };
    // Called once, by the loader or, should the call fail, here.
    let done = Rc::new(Cell::new(Some(done)));
    let back = {
        let done = done.clone();
        Closure::once_into_js(move |reply: JsValue| {
            if let Some(done) = done.take() {
                done(reply.as_string().ok_or(NoAnswer::NotLoaded))
            }
        })
    };
    let called = start.call3(
        &JsValue::NULL,
        &JsValue::from_str(&bundle(game)),
        &JsValue::from_str(&message(0, game, &question)),
        &back,
    );
    if called.is_err()
        && let Some(done) = done.take()
    {
        done(Err(NoAnswer::NotLoaded));
    }
}

/// Answers every question waiting for the worker on the page (the worker is gone).
fn answer_waiting_here() {
    let (game, waiting) = THINKER.with(|t| {
        let mut t = t.borrow_mut();
        (t.game, std::mem::take(&mut t.waiting))
    });
    for (_, question, done) in waiting {
        answer_here(game, question, done);
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
            if let Link::Starting(worker) | Link::Late(worker) = &t.link {
                let worker = worker.clone();
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
    done(Ok(text));
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
    worker.post_message(&JsValue::from_str(&bundle(key))).ok()?;
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

/// A computer player's question as its bundle reads it: what [`ask`] takes.
pub fn question_text<G: Game>(question: &Question<G>) -> String {
    serde_json::to_string(question).unwrap_or_default()
}

/// Asks the computer player the question `text` (see [`question_text`]) of the game
/// `G`, and calls `done` with its answer, from the worker or from the page, or with why
/// neither could give one.
pub fn ask<G: Game + 'static>(
    text: String,
    done: impl FnOnce(Result<(Seat, G::Action), NoAnswer>) + 'static,
) {
    let done: Done = Box::new(move |reply| done(reply.and_then(|r| answer_of::<G>(&r))));
    let here = THINKER.with(|t| {
        let mut t = t.borrow_mut();
        if matches!(t.link, Link::NotStarted) {
            t.link = start(G::KEY).map_or(Link::Broken, Link::Starting);
            t.game = G::KEY;
        }
        // The worker is one game's: another game's question is answered here.
        if t.game != G::KEY {
            return Some((text, done));
        }
        let id = t.next_id;
        t.next_id += 1;
        match &t.link {
            Link::Ready(worker) => post(worker, id, G::KEY, &text),
            Link::Starting(_) => {}
            Link::Late(_) | Link::NotStarted | Link::Broken => return Some((text, done)),
        }
        t.waiting.push((id, text, done));
        None
    });
    if let Some((text, done)) = here {
        answer_here(G::KEY, text, done);
    }
}

/// The answer in the computer players' `reply`, if it holds one this game can read.
fn answer_of<G: Game>(reply: &str) -> Result<(Seat, G::Action), NoAnswer> {
    serde_json::from_str::<Reply<G::Action>>(reply)
        .ok()
        .and_then(|reply| reply.answer)
        .ok_or(NoAnswer::Unreadable)
}

#[cfg(test)]
mod tests {
    use super::{NoAnswer, answer_of};
    use crate::engine::{Seat, SeatSetup, Seed, Session};
    use crate::games::letters::{Action, Letters, Options};
    use crate::worker::reply;

    #[test]
    fn the_computer_players_answer_is_taken_and_a_reply_without_one_is_unreadable() {
        let seats = vec![SeatSetup::computer("A"), SeatSetup::computer("B")];
        let session =
            Session::<Letters>::new(seats, Options { players: 2 }, Seed(4)).expect("a table");
        let question = session.computer_question().expect("a computer to ask");
        let text = serde_json::to_string(&question).unwrap();
        let message = serde_json::json!({ "id": 0, "game": "letters", "question": text });
        let answered = reply::<Letters>(&message.to_string());
        assert_eq!(answer_of::<Letters>(&answered), Ok(question.reply()));
        let other = (Seat(0), Action::Pass);
        let passed = serde_json::json!({ "id": 1, "answer": other }).to_string();
        assert_eq!(answer_of::<Letters>(&passed), Ok(other));
        // A question of another build's form: the bundle says why, which is not read.
        let old = serde_json::json!({ "id": 2, "game": "letters", "question": "{\"board\":1}" });
        let refused = reply::<Letters>(&old.to_string());
        assert!(refused.contains("error"), "{refused}");
        assert_eq!(answer_of::<Letters>(&refused), Err(NoAnswer::Unreadable));
        for unreadable in [r#"{"id": 1, "answer": "chess"}"#, "hello", r#"{"id": 1}"#] {
            assert_eq!(
                answer_of::<Letters>(unreadable),
                Err(NoAnswer::Unreadable),
                "{unreadable}"
            );
        }
    }
}
