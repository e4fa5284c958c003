//! Mounts the front page, the list of games on its own (built for the browser by trunk;
//! the page's loader, `src/main.rs`, starts it when the page is opened without a link or
//! a game: see `fourfold::ui::bundle`).

fn main() {
    fourfold::ui::front::mount();
}
