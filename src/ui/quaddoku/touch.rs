//! Dragging a pool tile onto the grid with a finger or a pen. HTML5 drag and drop only
//! answers a mouse, so touch and pen use pointer events: the pressed tile captures the
//! pointer, a copy of the tile follows the finger (lifted above it, so the finger does not
//! hide it), and on release the cell under that copy receives the tile. A press that barely
//! moves stays a tap, which selects the tile as before. On a phone the pool lies below
//! the grid, so holding the tile near the top or bottom of the screen scrolls the page.

use crate::ui::svg_num::SvgNum;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo::timers::callback::Interval;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, PointerEvent};
use yew::prelude::*;

use super::board::tile_svg;
use super::model::CELL;
use crate::engine::Pos;
use crate::games::quaddoku::Tile;

/// How far (CSS pixels) a press must travel before it is a drag rather than a tap.
const DRAG_START: f64 = 10.0;
/// How far above the finger the dragged tile floats (CSS pixels); the drop lands there.
const LIFT: f64 = 44.0;
/// The band at the top and bottom of the screen (CSS pixels) where a held tile scrolls.
const EDGE: f64 = 72.0;

/// A finger or pen on a pool tile.
#[derive(Clone, Copy, Debug)]
struct Press {
    tile: Tile,
    pointer: i32,
    x0: f64,
    y0: f64,
    dragging: bool,
}

/// The tile following the finger, and where it is.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Ghost {
    tile: Tile,
    x: f64,
    y: f64,
}

/// The touch drag of pool tiles: the pool's handlers and the ghost to draw.
#[derive(Clone)]
pub struct TouchDrag {
    press: Rc<RefCell<Option<Press>>>,
    /// Set when a drag ends, so the click the browser sends after it does not also
    /// select the tile.
    swallow_click: Rc<RefCell<bool>>,
    ghost: UseStateHandle<Option<Ghost>>,
    on_drop: Callback<(Pos, Tile)>,
    /// Where the finger is now (client pixels), read by the edge scroller.
    finger: Rc<Cell<(f64, f64)>>,
    /// Scrolls the page while the tile is held near an edge; dropped when the drag ends.
    scroller: Rc<RefCell<Option<Interval>>>,
}

/// Scrolls the page a step when the tile at finger height `y` is held near an edge.
fn scroll_near_edge(y: f64) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let height = window
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    let top = y - LIFT;
    let step = if top < EDGE {
        -(EDGE - top.max(0.0)) / 4.0
    } else if y > height - EDGE {
        (y - (height - EDGE)).min(EDGE) / 4.0
    } else {
        return;
    };
    window.scroll_by_with_x_and_y(0.0, step.round());
}

/// The grid cell at a point of the page, read from its `data-row`/`data-col`.
fn cell_at(x: f64, y: f64) -> Option<Pos> {
    let document = web_sys::window()?.document()?;
    let hit = document.element_from_point(x as f32, y as f32)?;
    let cell = hit.closest("[data-row][data-col]").ok()??;
    let row = cell.get_attribute("data-row")?.parse().ok()?;
    let col = cell.get_attribute("data-col")?.parse().ok()?;
    Some(Pos::new(row, col))
}

/// The pool tile an event happened on, with its element: the nearest enabled
/// `[data-tile]` around the event's target.
pub fn pool_tile_at(e: &Event) -> Option<(Element, Tile)> {
    let target: Element = e.target()?.dyn_into().ok()?;
    let element = target.closest("[data-tile]:not([disabled])").ok()??;
    let tile = Tile::try_from(element.get_attribute("data-tile")?).ok()?;
    Some((element, tile))
}

/// The touch drag state of the play area; `on_drop` receives a tile released on a cell.
#[hook]
pub fn use_touch_drag(on_drop: Callback<(Pos, Tile)>) -> TouchDrag {
    let press = use_mut_ref(|| None::<Press>);
    let swallow_click = use_mut_ref(|| false);
    let ghost = use_state(|| None::<Ghost>);
    TouchDrag {
        press,
        swallow_click,
        ghost,
        on_drop,
        finger: use_memo((), |_| Cell::new((0.0, 0.0))),
        scroller: use_mut_ref(|| None::<Interval>),
    }
}

impl TouchDrag {
    /// The pointer handlers of the pool, as (down, move, up, cancel): set once on the
    /// pool, not on each tile, they find the pressed tile by its `data-tile`.
    pub fn handlers(
        &self,
    ) -> (
        Callback<PointerEvent>,
        Callback<PointerEvent>,
        Callback<PointerEvent>,
        Callback<PointerEvent>,
    ) {
        let down = {
            let press = self.press.clone();
            Callback::from(move |e: PointerEvent| {
                if e.pointer_type() == "mouse" || !e.is_primary() {
                    return;
                }
                // Yew listens at the body, so the tile itself (not the event's current
                // target) must capture the pointer for its move and up handlers to run.
                let Some((el, tile)) = pool_tile_at(&e) else {
                    return;
                };
                let _ = el.set_pointer_capture(e.pointer_id());
                *press.borrow_mut() = Some(Press {
                    tile,
                    pointer: e.pointer_id(),
                    x0: f64::from(e.client_x()),
                    y0: f64::from(e.client_y()),
                    dragging: false,
                });
            })
        };
        let moved = {
            let (press, ghost, finger, scroller) = (
                self.press.clone(),
                self.ghost.clone(),
                self.finger.clone(),
                self.scroller.clone(),
            );
            Callback::from(move |e: PointerEvent| {
                let mut held = press.borrow_mut();
                let Some(p) = held.as_mut().filter(|p| p.pointer == e.pointer_id()) else {
                    return;
                };
                let (x, y) = (f64::from(e.client_x()), f64::from(e.client_y()));
                finger.set((x, y));
                if !p.dragging && (x - p.x0).hypot(y - p.y0) >= DRAG_START {
                    p.dragging = true;
                    let finger = finger.clone();
                    *scroller.borrow_mut() =
                        Some(Interval::new(20, move || scroll_near_edge(finger.get().1)));
                }
                if p.dragging {
                    e.prevent_default();
                    ghost.set(Some(Ghost { tile: p.tile, x, y }));
                }
            })
        };
        let up = {
            let (press, ghost, swallow, on_drop, scroller) = (
                self.press.clone(),
                self.ghost.clone(),
                self.swallow_click.clone(),
                self.on_drop.clone(),
                self.scroller.clone(),
            );
            Callback::from(move |e: PointerEvent| {
                scroller.borrow_mut().take();
                let Some(p) = press.borrow_mut().take() else {
                    return;
                };
                if p.pointer != e.pointer_id() || !p.dragging {
                    return;
                }
                ghost.set(None);
                *swallow.borrow_mut() = true;
                if let Some(pos) = cell_at(f64::from(e.client_x()), f64::from(e.client_y()) - LIFT)
                {
                    on_drop.emit((pos, p.tile));
                }
            })
        };
        let cancel = {
            let (press, ghost, scroller) = (
                self.press.clone(),
                self.ghost.clone(),
                self.scroller.clone(),
            );
            Callback::from(move |_: PointerEvent| {
                scroller.borrow_mut().take();
                press.borrow_mut().take();
                ghost.set(None);
            })
        };
        (down, moved, up, cancel)
    }

    /// True once for the click that follows a drag (that click must not select).
    pub fn take_swallowed_click(&self) -> bool {
        std::mem::take(&mut *self.swallow_click.borrow_mut())
    }

    /// The tile following the finger, if a drag is under way.
    pub fn ghost(&self) -> Html {
        let Some(g) = *self.ghost else {
            return Html::default();
        };
        let style = format!(
            "left: {}px; top: {}px;",
            (g.x - 32.0).svg(),
            (g.y - LIFT - 32.0).svg()
        );
        html! {
            <svg class="qd-ghost" {style} width="64" height="64" viewBox={format!("-2 -2 {} {}", (CELL + 4.0).svg(), (CELL + 4.0).svg())} aria-hidden="true">
                { tile_svg(g.tile, 0.0, 0.0, CELL, "placed") }
            </svg>
        }
    }
}
