//! Mounts a guest's page of Major Woody's Wild Foursomes for an invitation; built for the browser by trunk
//! with the `woody` and `remote` features, and started by the page's loader only for a link
//! to Major Woody's Wild Foursomes with `join=` (see `fourfold::ui::remote`).

fn main() {
    fourfold::ui::remote::mount_guest::<fourfold::games::woody::Woody>();
}
