//! Keys on a board: the ARIA grid pattern's arrows to move and Enter or Space to act, the
//! same on every board; and the two browser facts a board's arrows need (which way up it
//! is drawn, and moving focus to a cell).

use web_sys::KeyboardEvent;

/// What a key asks a board to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GridKey {
    /// Move the cursor by (rows, columns).
    Step(i8, i8),
    /// Act on the cell under the cursor.
    Activate,
}

/// The board key pressed, if any; keeps the page from scrolling for the keys it takes.
pub fn grid_key(e: &KeyboardEvent) -> Option<GridKey> {
    let key = match e.key().as_str() {
        "ArrowUp" => GridKey::Step(-1, 0),
        "ArrowDown" => GridKey::Step(1, 0),
        "ArrowLeft" => GridKey::Step(0, -1),
        "ArrowRight" => GridKey::Step(0, 1),
        "Enter" | " " => GridKey::Activate,
        _ => return None,
    };
    e.prevent_default();
    Some(key)
}

/// The media query under which boards are drawn transposed (kept in step with the CSS).
pub const UPRIGHT: &str = "(max-width: 640px) and (orientation: portrait)";

/// True when the screen is an upright phone, so boards are drawn transposed.
pub fn upright() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media(UPRIGHT).ok().flatten())
        .is_some_and(|m| m.matches())
}

/// Moves keyboard focus to the element with id `id` (an HTML control or a focusable
/// part of an SVG board), if it is on the page.
pub fn focus_cell(id: &str) {
    use wasm_bindgen::JsCast;
    let Some(element) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
    else {
        return;
    };
    match element.dyn_into::<web_sys::HtmlElement>() {
        Ok(html) => {
            let _ = html.focus();
        }
        Err(element) => {
            if let Ok(svg) = element.dyn_into::<web_sys::SvgElement>() {
                let _ = svg.focus();
            }
        }
    }
}
