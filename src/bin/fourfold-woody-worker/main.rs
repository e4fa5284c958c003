//! The computer players of Major Woody's Wild Foursomes: built for the browser by trunk with the `worker`
//! and `woody` features alone (no Yew), started at the first computer turn in a Web
//! Worker by `static/fourfold-thinker.js` or, where none runs, on the page by its loader
//! (see `fourfold::worker`).

fn main() {
    fourfold::worker::start::<fourfold::games::woody::Woody>();
}
