//! The pictures' sprite, loaded once into the page when Letter Lines is first drawn.
//!
//! The board refers to each picture as `#id` in this document rather than to
//! `letters/pictures.svg#id`: an external `<use>` reference must be same-origin, and a
//! widget in `<iframe sandbox="allow-scripts">` has an opaque origin, so it would draw
//! no pictures. Fetching the file (CORS allows it) and adding it to the page works
//! everywhere, and only Letter Lines pays for it.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Where the pictures are, relative to the page.
pub const SPRITE: &str = "letters/pictures.svg";

/// The id of the element that holds the sprite (drawn at no size: a `display: none`
/// holder would lose the symbols' gradients in some browsers).
const HOLDER: &str = "lt-sprite";

async fn fetch_text(url: &str) -> Option<String> {
    let window = web_sys::window()?;
    let response = JsFuture::from(window.fetch_with_str(url)).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}

/// Adds the sprite to the page if it is not there yet, fetching it once the board has
/// been painted (the board and its names come first on a slow link). A failed fetch
/// leaves the board without pictures but still playable (every space is named in words).
pub fn ensure_loaded() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if document.get_element_by_id(HOLDER).is_some() {
        return;
    }
    let (Ok(holder), Some(body)) = (document.create_element("div"), document.body()) else {
        return;
    };
    holder.set_id(HOLDER);
    let _ = holder.set_attribute("aria-hidden", "true");
    if body.append_child(&holder).is_err() {
        return;
    }
    super::super::browser::after_paint(move || {
        wasm_bindgen_futures::spawn_local(async move {
            match fetch_text(SPRITE).await {
                Some(svg) => holder.set_inner_html(&svg),
                // Let a later board try again.
                None => holder.remove(),
            }
        })
    });
}

#[cfg(test)]
mod tests {
    use super::SPRITE;

    #[test]
    fn the_budgets_count_the_pictures_in_a_link_to_letter_lines() {
        let measure = include_str!("../../../.ci/tools/first_load.py");
        assert!(
            measure.contains(&format!(
                "AFTER_PAINT = {{\"fourfold-letters\": [\"{SPRITE}\"]}}"
            )),
            "first_load.py counts {SPRITE} in Letter Lines' load"
        );
    }
}
