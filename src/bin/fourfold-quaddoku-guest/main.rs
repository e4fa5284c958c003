//! Mounts a guest's page of Quad*doku for an invitation; built for the browser by trunk
//! with the `quaddoku` and `remote` features, and started by the page's loader only for a link
//! to Quad*doku with `join=` (see `fourfold::ui::remote`).

fn main() {
    fourfold::ui::remote::mount_guest::<fourfold::games::quaddoku::Quaddoku>();
}
