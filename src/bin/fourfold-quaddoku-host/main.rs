//! Mounts Quad*doku's app able to host play across devices; built for the browser by
//! trunk with the `quaddoku` and `remote` features, and started by the page's loader only for
//! a link to Quad*doku with `host=1` (see `fourfold::ui::remote`).

fn main() {
    fourfold::ui::remote::mount_host::<fourfold::games::quaddoku::Quaddoku>();
}
