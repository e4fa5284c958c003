//! Mounts the front page, the list of games on its own: trunk's main bundle, started by
//! the page's loader (`static/loader.js`) when the address names no game and the tab had
//! none on screen (see `fourfold::ui::bundle`).

fn main() {
    fourfold::ui::front::mount();
}
