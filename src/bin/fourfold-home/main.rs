//! Mounts the front page, the list of games on its own (built for the browser by trunk;
//! `static/loader.js` starts it when the page is opened without a link or a game).

fn main() {
    fourfold::ui::front::mount();
}
