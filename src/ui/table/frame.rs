//! The table's frame, drawn the same for every game: the status strip (seats, counts,
//! the prompt or how the game ended, a refusal, what happened since the holder of the
//! device last played), the board in the room that is left, the hand, and the action
//! bar; the players' details in a sheet. The stylesheet fits it to the screen (see
//! `static/table.css`, "The table") and [`super::layout`] says how.

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use yew::prelude::*;

use crate::engine::{Game, Seat, Seen};
use crate::ui::class::class_of;

use super::layout::settled_room;
use super::sheet::Sheet;
use super::strip::{self, Strip};
use super::{Button, Common};

/// The hand region: its accessible name ("Your hand", "Pool: 40 tiles", "Card to
/// place") and what it holds.
#[derive(Clone, Debug, PartialEq)]
pub struct Hand {
    /// Its name for a screen reader; the visible label when `shown`.
    pub label: AttrValue,
    /// Whether the label is drawn too (a short heading where it helps).
    pub shown: bool,
    /// The cards, tiles or card.
    pub content: Html,
}

impl Hand {
    /// `owner`'s hand holding `content`: where several people share the device it says
    /// whose it is, for all to read ("Your hand, Ann"); else "Your hand".
    pub fn of<G: Game>(seen: &Seen<G>, owner: Seat, content: Html) -> Self {
        let shared = seen.people() > 1;
        Hand {
            label: if shared {
                format!("Your hand, {}", seen.name(owner)).into()
            } else {
                "Your hand".into()
            },
            shown: shared,
            content,
        }
    }
}

/// Keys for the cards of a hand that stay with each card as others leave and come: the
/// card's name and how many alike cards come before it. Playing a card then takes away
/// its button and adds the one drawn, and the rest are left as they were (keyed by place,
/// every card after the played one would be drawn again as its neighbour). Different
/// cards must print differently (each game's deck is checked in the tests below).
pub fn card_keys<C: PartialEq + std::fmt::Display>(cards: &[C]) -> Vec<String> {
    cards
        .iter()
        .enumerate()
        .map(|(i, card)| {
            let alike = cards[..i].iter().filter(|c| *c == card).count();
            format!("{card}#{alike}")
        })
        .collect()
}

/// The room the board has, in CSS pixels: given to the board by its table (see
/// [`Frame::board_room`]), so that a grid board can choose which way up to stand (see
/// [`super::layout::best_turn`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Room {
    /// Not measured yet: the frame measures it just after its first render (at the page's
    /// start, after its first layout, when every board waits for it: see [`use_room`]).
    /// A board that turns to fit its room waits for it. Drawn before, it was drawn as
    /// dealt and at once again turned upright on a phone: every place twice, and a board
    /// that flipped as the table appeared.
    Unmeasured,
    /// Measured, with no size to fit (the board's area hidden, or sized by what it holds
    /// on a page whose stylesheet is missing; markup made off the browser, which has no
    /// layout): the board is drawn as dealt, and fitted once its area has a size.
    Unknown,
    /// Measured: width and height.
    Sized(f64, f64),
}

impl Room {
    /// The size, once measured.
    pub fn size(self) -> Option<(f64, f64)> {
        match self {
            Room::Sized(width, height) => Some((width, height)),
            Room::Unmeasured | Room::Unknown => None,
        }
    }
}

/// What [`table_frame`] draws.
#[derive(Default)]
pub struct FrameProps {
    /// The game's key (`data-game`, for the stylesheet and the tests).
    pub game: &'static str,
    /// The status strip.
    pub strip: Strip,
    /// What the viewer should do now.
    pub prompt: AttrValue,
    /// What the play screen tells every game.
    pub common: Rc<Common>,
    /// More to the prompt, drawn under it (Quad*doku's words of the move being laid).
    pub detail: Html,
    /// What happened since the viewer last played, oldest first; `None` for a game that
    /// tells none, or a screen that is nobody's. Where it is told, its line keeps its
    /// place while there is none (the viewer has just played) until the game ends, so
    /// that the board and the hand stay put as it comes and goes with each turn.
    pub news: Option<Rc<Vec<String>>>,
    /// A line about the place under the cursor (its full name), if the game has one.
    pub note: Option<AttrValue>,
    /// The board.
    pub board: Html,
    /// The hand, if this screen has one.
    pub hand: Option<Hand>,
    /// Whether the viewer may act now. While they may not and a computer thinks, the
    /// line saying who is playing stands in the prompt's place (a "waiting" prompt says
    /// no more), so the strip keeps its height as turns come and go, and the board and
    /// the hand do not move.
    pub acting: bool,
    /// The game's buttons for this moment.
    pub actions: Vec<Button>,
    /// The players' details for their sheet (what a hand is known to hold).
    pub players: Html,
}

fn button(b: &Button) -> Html {
    html! {
        <button class={class_of(&[b.primary.then_some("primary")])} disabled={b.disabled}
                onclick={b.on_press.reform(|_: MouseEvent| ())}>
            { b.label.clone() }
        </button>
    }
}

/// The room of the element `node` refers to, kept up to date as it changes by more than a
/// little (see [`settled_room`]). A size of nothing (the element hidden) keeps the room
/// it had, or is [`Room::Unknown`] at first.
///
/// At the page's start (`at_start`), the first measure comes in a task of its own,
/// after the browser has laid out the frame (the observer's first report comes just
/// after that layout): so the table's start is two tasks (the frame and the hand, then
/// the board), neither long enough to hold up a phone, and the board is measured on a
/// page already laid out instead of forcing that layout in the middle of a render.
/// Later (a table drawn again after a pass screen) it is measured at once.
#[hook]
pub fn use_room(node: NodeRef, at_start: bool) -> Room {
    // In the browser the room is measured after the first render; markup made elsewhere
    // (the markup tests) has no layout, and is never measured.
    let room = use_state_eq(|| {
        if cfg!(target_arch = "wasm32") {
            Room::Unmeasured
        } else {
            Room::Unknown
        }
    });
    // What was last set, for the observer's callback (made once, so `room` would be stale).
    let shown = use_mut_ref(|| Room::Unmeasured);
    {
        let room = room.clone();
        use_effect_with((), move |()| {
            let element = node.cast::<web_sys::Element>();
            let reported = shown.clone();
            let observer = element.and_then(|element| {
                let measure = {
                    let room = room.clone();
                    move |element: &web_sys::Element| {
                        let rect = element.get_bounding_client_rect();
                        let now = if rect.width() > 0.0 && rect.height() > 0.0 {
                            // Not rounded: the board's picture drawn before the bundle
                            // (the sheet's reckoning of the same room) is then the very
                            // size the board is drawn.
                            let measured = (rect.width(), rect.height());
                            let (width, height) = settled_room(shown.borrow().size(), measured);
                            Room::Sized(width, height)
                        } else if *shown.borrow() == Room::Unmeasured {
                            Room::Unknown
                        } else {
                            return;
                        };
                        *shown.borrow_mut() = now;
                        room.set(now);
                    }
                };
                let measure = Rc::new(measure);
                if !at_start {
                    measure(&element);
                }
                // The first measure's task, once scheduled (dropped, so cancelled, with
                // the observer when the table goes).
                let pending = Rc::new(std::cell::RefCell::new(None::<Timeout>));
                let (scheduled, watched, on_report) =
                    (pending.clone(), element.clone(), measure.clone());
                let callback = Closure::<dyn FnMut()>::new(move || {
                    if *reported.borrow() != Room::Unmeasured {
                        on_report(&watched);
                    } else if scheduled.borrow().is_none() {
                        let (first, watched) = (on_report.clone(), watched.clone());
                        *scheduled.borrow_mut() = Some(Timeout::new(0, move || first(&watched)));
                    }
                });
                let Ok(observer) = web_sys::ResizeObserver::new(callback.as_ref().unchecked_ref())
                else {
                    // No observer: measured once, now (if not already).
                    if at_start {
                        measure(&element);
                    }
                    return None;
                };
                observer.observe(&element);
                Some((observer, callback, pending))
            });
            move || {
                if let Some((observer, _callback, pending)) = observer {
                    observer.disconnect();
                    pending.borrow_mut().take();
                }
            }
        });
    }
    *room
}

thread_local! {
    static STARTING: std::cell::Cell<bool> = const { std::cell::Cell::new(true) };
}

/// Says that the page's first screen has been drawn: a table drawn after it (a pass
/// screen's hand-over, a new game) is measured at once.
pub fn start_up_drawn() {
    STARTING.with(|starting| starting.set(false));
}

/// Whether a table drawn now is the page's first screen, drawn as the page starts (its
/// board then waits for its room to be measured in a task of its own: see [`use_room`]).
fn drawn_at_start() -> bool {
    cfg!(target_arch = "wasm32") && STARTING.with(std::cell::Cell::get)
}

/// The frame's own state: whether the players' sheet is open, the board's area and
/// the room it has. Kept by the table that draws the frame (see [`use_frame`]), which
/// hands the room to its board.
pub struct Frame {
    players_open: UseStateHandle<bool>,
    board_area: NodeRef,
    at_start: bool,
    room: Room,
}

/// The state of a table's frame, for [`table_frame`]. A hook of the table's rather than
/// a component of its own: the frame was drawn whenever its table was (its board and
/// hand are new with every drawing), and a component's machinery cost more bytes than
/// it saved.
#[hook]
pub fn use_frame() -> Frame {
    let players_open = use_state(|| false);
    let board_area = use_node_ref();
    let at_start = *use_state(drawn_at_start);
    let room = use_room(board_area.clone(), at_start);
    Frame {
        players_open,
        board_area,
        at_start,
        room,
    }
}

impl Frame {
    /// The room a board that turns to fit it is drawn for: `None` while the frame has
    /// yet to measure it (draw nothing yet), else the size to fit, if any (none with no
    /// size: drawn as dealt).
    pub fn board_room(&self) -> Option<Option<(f64, f64)>> {
        match self.room {
            Room::Unmeasured => None,
            room => Some(room.size()),
        }
    }
}

/// The frame of a game's table.
pub fn table_frame(frame: &Frame, props: FrameProps) -> Html {
    let Frame {
        players_open,
        board_area,
        at_start,
        room,
    } = frame;
    let (at_start, room) = (*at_start, *room);
    let common = &props.common;
    let open_players = {
        let players_open = players_open.clone();
        Callback::from(move |()| players_open.set(true))
    };
    let close_players = {
        let players_open = players_open.clone();
        Callback::from(move |()| players_open.set(false))
    };
    let buttons: Vec<&Button> = if common.outcome.is_some() {
        common.again.iter().collect()
    } else {
        props.actions.iter().chain(common.extra.iter()).collect()
    };
    // Beside the line that says who is thinking, not in the action bar: the bar would
    // come and go with each computer's turn, and move the board and the hand.
    let skip = common.hurry.as_ref().map(|hurry| {
        html! {
            <button class="skip" onclick={hurry.reform(|_: MouseEvent| ())}>{ "Skip ahead" }</button>
        }
    });
    // While the viewer may not act, who is thinking is said in the prompt's place;
    // otherwise under it.
    let idle = !props.acting && common.thinking.is_some();
    let prompt = match &common.thinking {
        Some(thinking) if idle => AttrValue::from(thinking.clone()),
        _ => props.prompt.clone(),
    };
    let aside = common.thinking.as_ref().filter(|_| props.acting);
    let on_board = common
        .hurry
        .as_ref()
        .map(|hurry| hurry.reform(|_: MouseEvent| ()));
    let news = props.news.as_deref().map_or(&[][..], Vec::as_slice);
    // Where several people share the device a move may be held for its player to
    // confirm ("Play it, then pass to Sam"): the bar keeps its room while empty, so the
    // board does not shrink when the buttons come.
    let holds_moves = props.hand.as_ref().is_some_and(|hand| hand.shown);
    html! {
        <section class="table" data-game={props.game} aria-label="The table">
            <div class="strip">
                { strip::draw(&props.strip, &open_players) }
                if let Some((text, won)) = &common.outcome {
                    <p class={class_of(&[Some("outcome"), won.then_some("won")])} role="status">{ text.clone() }</p>
                } else if let Some(pending) = &common.pending {
                    <p class="prompt pending" aria-live="polite">{ pending.clone() }</p>
                } else {
                    <div class="prompt-line">
                        <p class={class_of(&[Some("prompt"), idle.then_some("thinking")])} aria-live="polite">{ prompt }</p>
                        if idle {
                            { skip.clone() }
                        }
                    </div>
                    { props.detail }
                    if let Some(thinking) = aside {
                        <div class="prompt-line">
                            <p class="thinking" aria-live="polite">{ thinking.clone() }</p>
                            { skip }
                        </div>
                    }
                }
                if let Some(refusal) = &common.refusal {
                    <p class="refusal" role="alert">{ refusal.clone() }</p>
                }
                if let Some(note) = &props.note {
                    <p class="note" aria-hidden="true">{ note.clone() }</p>
                }
                if let Some(last) = news.last() {
                    <details class="since">
                        <summary>
                            <span class="since-label">{ "Since your last turn: " }</span>
                            { last.clone() }
                            if news.len() > 1 {
                                <span class="more">{ format!(" (+{} more)", news.len() - 1) }</span>
                            }
                        </summary>
                        <ol>
                            for line in news.iter() {
                                <li>{ line.clone() }</li>
                            }
                        </ol>
                    </details>
                } else if props.news.is_some() && common.outcome.is_none() {
                    <div class="since-place" aria-hidden="true"></div>
                }
            </div>
            <div class="board-area" ref={board_area.clone()} onclick={on_board}>
                // At the page's start the board comes once its room is measured (see
                // `use_room`).
                if !at_start || room != Room::Unmeasured {
                    { props.board }
                }
            </div>
            if let Some(hand) = &props.hand {
                <section class="hand" aria-label={hand.label.clone()}>
                    if hand.shown {
                        <h2 class="hand-label" aria-hidden="true">{ hand.label.clone() }</h2>
                    }
                    { hand.content.clone() }
                </section>
            }
            if !buttons.is_empty() {
                <div class="action-bar" role="group" aria-label="Actions">
                    for b in buttons {
                        { button(b) }
                    }
                </div>
            } else if holds_moves {
                <div class="action-bar" aria-hidden="true"></div>
            }
            <Sheet title="Players" open={**players_open} on_close={close_players}>
                <ul class="players-detail">
                    for line in props.strip.seats.iter() {
                        <li key={line.seat.index()}>{ line.label.clone() }</li>
                    }
                </ul>
                { props.players }
            </Sheet>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::card_keys;

    #[test]
    fn a_card_keeps_its_key_when_another_is_played_and_alike_cards_differ() {
        let hand = ['A', 'B', 'A', 'C'];
        assert_eq!(card_keys(&hand), ["A#0", "B#0", "A#1", "C#0"]);
        // The first A is played and a D drawn: the rest keep theirs but the second A,
        // now the first alike.
        assert_eq!(
            card_keys(&['B', 'A', 'C', 'D']),
            ["B#0", "A#0", "C#0", "D#0"]
        );
        // B is played: both As and C keep their keys.
        assert_eq!(
            card_keys(&['A', 'A', 'C', 'D']),
            ["A#0", "A#1", "C#0", "D#0"]
        );
    }

    /// Keys must differ for different cards: each kind of card in a deck prints apart.
    fn prints_apart<C: PartialEq + std::fmt::Display>(deck: &[C]) {
        for (i, a) in deck.iter().enumerate() {
            for b in &deck[..i] {
                assert!(a == b || a.to_string() != b.to_string(), "{a} and {b}");
            }
        }
    }

    #[test]
    fn different_cards_of_each_hand_game_print_differently() {
        prints_apart(&crate::games::letters::data::full_deck());
        prints_apart(&crate::games::woody::data::full_deck());
    }
}
