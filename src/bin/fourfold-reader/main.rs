//! The QR code reader: built for the browser by trunk with the `reader` feature alone
//! (no Yew, no game), and started on a page of play across devices only when a person
//! scans a code with the camera or picks a photo of one (see `fourfold::reader`).

fn main() {
    #[cfg(target_arch = "wasm32")]
    fourfold::reader::start();
}
