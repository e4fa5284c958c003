//! Mounts the Fourfold app (built for the browser by trunk).

fn main() {
    fourfold::ui::mount();
}
