//! Keys on a board: the ARIA grid pattern's arrows to move and Enter or Space to act, the
//! same on every board.

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
