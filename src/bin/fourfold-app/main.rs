//! Mounts the whole Fourfold app, every game (built for the browser by trunk; the page's
//! loader, `src/main.rs`, starts it for a link, a widget or a reload mid-game).

fn main() {
    fourfold::ui::mount();
}
