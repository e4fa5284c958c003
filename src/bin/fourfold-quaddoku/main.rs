//! Mounts the Fourfold app for Quad*doku alone: built for the browser by trunk with
//! the `quaddoku` feature only, and started by the page's loader (`static/loader.js`) for
//! a link to it, a widget of it, or a reload in the middle of it (see
//! `fourfold::ui::bundle`).

fn main() {
    fourfold::ui::mount::<fourfold::games::quaddoku::Quaddoku>();
}
