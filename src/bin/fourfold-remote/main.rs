//! Mounts Fourfold's play across devices: every game's app, able to host, or a guest's
//! page for an invitation; built for the browser by trunk with every game and the
//! `remote` feature, and started by the page's loader only for a link that asks for it
//! (`host=1`, `join=`: see `fourfold::ui::remote`).

fn main() {
    fourfold::ui::remote::mount();
}
