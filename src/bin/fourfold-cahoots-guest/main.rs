//! Mounts a guest's page of Cahoots for an invitation; built for the browser by trunk
//! with the `cahoots` and `remote` features, and started by the page's loader only for a link
//! to Cahoots with `join=` (see `fourfold::ui::remote`).

fn main() {
    fourfold::ui::remote::mount_guest::<fourfold::games::cahoots::Cahoots>();
}
