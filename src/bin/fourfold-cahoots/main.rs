//! Mounts the Fourfold app for Cahoots alone: built for the browser by trunk with
//! the `cahoots` feature only, and started by the page's loader (`static/loader.js`) for
//! a link to it, a widget of it, or a reload in the middle of it (see
//! `fourfold::ui::bundle`).

fn main() {
    fourfold::ui::mount::<fourfold::games::cahoots::Cahoots>();
}
