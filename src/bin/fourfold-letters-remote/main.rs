//! Mounts play across devices for Letter Lines alone: its app, able to host, or a guest's
//! page for an invitation; built for the browser by trunk with the `letters` and `remote`
//! features, and started by the page's loader only for a link to Letter Lines that asks
//! for it (`host=1`, `join=`: see `fourfold::ui::remote`).

fn main() {
    fourfold::ui::remote::mount::<fourfold::games::letters::Letters>();
}
