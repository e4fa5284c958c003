//! Which of the app's bundles a page starts with. Both are built by trunk beside the
//! page's loader (`src/main.rs`, trunk's main bundle, tiny), which starts one:
//!
//! - the front page (`fourfold-home`, [`super::front`]): the list of games alone, with no
//!   game's rules or boards, when the address names nothing and this tab had no game on
//!   screen. It is what a first visit downloads.
//! - the whole app (`fourfold-app`, [`super::App`]): for a link, a widget, or a reload in
//!   the middle of a game. The front page opens it by changing the address.

/// One of the app's bundles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bundle {
    /// The list of games alone.
    Front,
    /// The whole app.
    App,
}

impl Bundle {
    /// The bundle a page needs, from its address's query (`search`, with or without its
    /// `?`) and the game this tab had on screen (see `browser::remember_current`).
    pub fn needed(search: &str, current: Option<&str>) -> Bundle {
        let query = search.strip_prefix('?').unwrap_or(search);
        if query.is_empty() && current.is_none_or(str::is_empty) {
            Bundle::Front
        } else {
            Bundle::App
        }
    }

    /// The stem of its files: `{stem}.js` (wasm-bindgen's glue, an ES module) and
    /// `{stem}_bg.wasm`.
    pub fn stem(self) -> &'static str {
        match self {
            Bundle::Front => "fourfold-home",
            Bundle::App => "fourfold-app",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Bundle;

    #[test]
    fn a_bare_address_in_a_fresh_tab_gets_the_list_of_games_alone() {
        assert_eq!(Bundle::needed("", None), Bundle::Front);
        assert_eq!(Bundle::needed("?", None), Bundle::Front);
        assert_eq!(Bundle::needed("", Some("")), Bundle::Front);
    }

    #[test]
    fn a_link_a_widget_or_a_game_on_screen_gets_the_whole_app() {
        assert_eq!(Bundle::needed("?game=letters", None), Bundle::App);
        assert_eq!(Bundle::needed("?embed=1&game=cahoots", None), Bundle::App);
        assert_eq!(Bundle::needed("?theme=dark", None), Bundle::App);
        assert_eq!(Bundle::needed("", Some("woody")), Bundle::App);
    }

    #[test]
    fn each_bundle_has_its_own_files() {
        assert_ne!(Bundle::Front.stem(), Bundle::App.stem());
    }
}
