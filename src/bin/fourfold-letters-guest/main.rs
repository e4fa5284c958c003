//! Mounts a guest's page of Letter Lines for an invitation; built for the browser by trunk
//! with the `letters` and `remote` features, and started by the page's loader only for a link
//! to Letter Lines with `join=` (see `fourfold::ui::remote`).

fn main() {
    fourfold::ui::remote::mount_guest::<fourfold::games::letters::Letters>();
}
