//! Mounts Letter Lines's app able to host play across devices; built for the browser by
//! trunk with the `letters` and `remote` features, and started by the page's loader only for
//! a link to Letter Lines with `host=1` (see `fourfold::ui::remote`).

fn main() {
    fourfold::ui::remote::mount_host::<fourfold::games::letters::Letters>();
}
