//! Mounts a guest's page of Foursquare for an invitation; built for the browser by trunk
//! with the `foursquare` and `remote` features, and started by the page's loader only for a link
//! to Foursquare with `join=` (see `fourfold::ui::remote`).

fn main() {
    fourfold::ui::remote::mount_guest::<fourfold::games::foursquare::Foursquare>();
}
