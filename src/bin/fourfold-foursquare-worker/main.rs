//! The computer players of Foursquare in a Web Worker: built for the browser by trunk with the
//! `worker` and `foursquare` features alone (no Yew), and started by `static/fourfold-thinker.js`
//! at the first computer turn (see `fourfold::worker`).

fn main() {
    fourfold::worker::start::<fourfold::games::foursquare::Foursquare>();
}
