//! The app's bundles, and which one a page starts with.
//!
//! trunk builds them all (see `index.html`); the page's loader, trunk's inline start-up
//! script (`static/loader.js`, inlined by `Trunk.toml`'s `pattern_script`), starts one:
//!
//! - the front page (`fourfold-home`, trunk's main bundle, [`super::front`]): the list of
//!   games, with no game's rules or boards. It is what a first visit downloads, and it
//!   also answers a link that names no game it knows (saying what is wrong with it).
//! - one game's app (`fourfold-letters`, `fourfold-woody`, ...: [`super::App`] generic
//!   over that game, `ui::mount::<G>()`, built with its cargo feature alone): for a link
//!   to the game, a widget of it, or a reload in the middle of it.
//!
//! A `game` parameter decides (the last one, as [`super::url::parse_link`] reads links): a
//! known game gets its own bundle, which checks the rest of the link; an unknown one gets
//! the list of games. Without one, the game this tab had on screen (see
//! `browser::remember_current`) comes back if it is saved, unless the link has more than
//! the frame (`embed`, `theme`). The pages open each other by changing the address (the list's
//! "New game" and "Continue", a game's way back to the list).
//!
//! The loader is JavaScript so that it runs as the page is parsed, with no file of its
//! own to fetch first: every page starts one round trip sooner than with a wasm loader.
//! While the bundle downloads it shows, for a game whose table comes next (a widget, the
//! tab's game, a game resumed), the table being laid (`static/fourfold-table.js`: its
//! head, and its board's picture where the board will stand, see
//! [`super::table::picture`]); for a game's setup, the start-up screen the app draws
//! ([`super::chrome::booting`]) under the game's name; in the full app, the list of games
//! as the list's bundle draws it before storage is read ([`super::home::Home`],
//! `static/fourfold-list.js`), not yet working. It lets the bundle take over once the
//! browser has shown that screen. The tests below (and `tests/markup.rs`) keep its tables
//! of games, its reading of the frame and those screens in step with the app; the
//! end-to-end tests (`tests/e2e/bundles.spec.mjs`) follow each of its choices in a
//! browser.

#[cfg(test)]
mod tests {
    use crate::games::GameId;
    use crate::ui::url::options::flag;

    const LOADER: &str = include_str!("../../static/loader.js");

    /// The entries of a JavaScript object or array literal `const NAME = ...;` in the
    /// loader, as written (strings unquoted).
    fn literal(name: &str) -> Vec<String> {
        let start = LOADER
            .find(&format!("const {name} = "))
            .unwrap_or_else(|| panic!("the loader defines {name}"));
        let body = &LOADER[start..];
        let body = &body[body.find(['{', '[']).unwrap() + 1..body.find(['}', ']']).unwrap()];
        body.split(",\n")
            .flat_map(|line| line.split(", "))
            .map(|entry| entry.trim().trim_end_matches(','))
            .filter(|entry| !entry.is_empty())
            .map(|entry| entry.replace(['\'', '"'], ""))
            .collect()
    }

    #[test]
    fn the_loader_knows_every_game_by_its_key_name_and_card_from_its_stylesheet() {
        let index = include_str!("../../index.html");
        let named: Vec<&str> = index
            .lines()
            .filter(|line| line.contains("data-name="))
            .collect();
        assert_eq!(
            named.len(),
            GameId::ALL.len(),
            "one game a stylesheet names"
        );
        for (line, game) in named.into_iter().zip(GameId::ALL) {
            let (key, info) = (game.key(), game.info());
            let facts = format!("{} · {}", info.players, info.time);
            let age = info
                .age
                .map(|age| format!(r#" data-age="{age}""#))
                .unwrap_or_default();
            // The loader waits for a board's picture before the bundle.
            let sheet = std::fs::read_to_string(format!(
                "{}/static/games/{key}.css",
                env!("CARGO_MANIFEST_DIR")
            ))
            .unwrap_or_else(|e| panic!("{key}'s stylesheet: {e}"));
            let picture = if sheet.contains(".faces-layer:not([data-turn]) { display: block;") {
                " data-picture"
            } else {
                ""
            };
            // A fresh deal's table is laid with its opening strip where the game has one
            // (tests/opening.rs keeps it the app's), at every seat count.
            let opening = if std::path::Path::new(&format!(
                "{}/static/{key}/opening.js",
                env!("CARGO_MANIFEST_DIR")
            ))
            .exists()
            {
                let counts: Vec<String> = info.seat_counts.iter().map(usize::to_string).collect();
                let levels = if info.levels { " data-levels" } else { "" };
                format!(r#" data-opening="{}"{levels}"#, counts.join(" "))
            } else {
                String::new()
            };
            for words in [info.name, info.pitch, &facts, info.age.unwrap_or_default()] {
                assert!(
                    !words.contains(['"', '&', '<', '`', '$']),
                    "written into the page as it is: {words}"
                );
            }
            assert!(
                line.contains(&format!(
                    r#"href="static/games/{key}.css" data-integrity="none" data-sheet="{key}" data-name="{}" data-pitch="{}" data-facts="{facts}"{age}{picture}{opening} disabled />"#,
                    info.name, info.pitch
                )),
                "index.html links {key}'s stylesheet, named {} with its card's words and what its table \
                 shows first, in the list's order",
                info.name
            );
        }
    }

    #[test]
    fn the_loader_draws_the_list_of_games_with_the_words_of_its_bundle() {
        let list = include_str!("../../static/fourfold-list.js");
        assert!(list.contains(&format!("const TAGLINE = {:?};", crate::ui::home::TAGLINE)));
    }

    #[test]
    fn the_loader_reads_the_frame_as_the_app_does() {
        assert_eq!(literal("FRAME_PARAMS"), ["embed", "theme"]);
        let on = literal("FLAG_ON");
        assert!(!on.is_empty());
        for value in on {
            assert_eq!(flag(&value), Some(true), "{value}");
        }
        assert!(LOADER.contains(&format!(
            "const SAVE_PREFIX = '{}';",
            crate::ui::storage::SAVE_PREFIX
        )));
        assert!(LOADER.contains(&format!(
            "const WIDGET_SAVE_PREFIX = '{}';",
            crate::ui::storage::WIDGET_PREFIX
        )));
        assert!(LOADER.contains(&format!(
            "const PROBE_KEY = '{}';",
            crate::ui::storage::PROBE_KEY
        )));
        for theme in crate::ui::url::Theme::ALL {
            assert!(LOADER.contains(&format!("'{}'", theme.key())) || theme.key() == "system");
        }
    }

    /// The loader lays a fresh deal's opening only for a link the app opens so: its
    /// parameters, flags and seat words are the app's.
    #[test]
    fn the_loader_reads_an_opening_s_link_as_the_app_does() {
        let known = crate::ui::url::known_params();
        for param in literal("OPENING_PARAMS") {
            assert!(known.contains(&param.as_str()), "{param}");
        }
        assert!(LOADER.contains(&format!(
            "const DEFAULT_LEVEL = '{}';",
            crate::engine::Level::default().key()
        )));
        let off = literal("FLAG_OFF");
        assert!(!off.is_empty());
        for value in off {
            assert_eq!(flag(&value), Some(false), "{value}");
        }
        let game = GameId::ALL
            .into_iter()
            .find(|game| game.info().seat_counts.contains(&2))
            .unwrap();
        for person in literal("PERSON") {
            for computer in literal("COMPUTER") {
                let seats =
                    crate::ui::url::options::parse_seats(game, &format!("{person},{computer}"))
                        .unwrap();
                let kinds: Vec<_> = seats.iter().map(|seat| seat.controller).collect();
                assert_eq!(
                    kinds,
                    [
                        crate::engine::Controller::Human,
                        crate::engine::Controller::Computer
                    ],
                    "{person},{computer}"
                );
            }
        }
    }

    #[test]
    fn each_game_has_its_own_bundles_built_by_trunk_with_its_feature_alone() {
        let index = include_str!("../../index.html");
        let manifest = include_str!("../../Cargo.toml");
        let thinker = include_str!("../../static/fourfold-thinker.js");
        for game in GameId::ALL {
            let key = game.key();
            for (stem, app, with) in [
                (format!("fourfold-{key}"), "ui", ""),
                (crate::worker::bundle(key), "worker", ""),
                (format!("fourfold-{key}-host"), "ui", "remote"),
                (format!("fourfold-{key}-guest"), "ui", "remote"),
            ] {
                let features = [app, key, with]
                    .into_iter()
                    .filter(|f| !f.is_empty())
                    .collect::<Vec<_>>();
                let link = index
                    .lines()
                    .find(|line| line.contains(&format!(r#"data-bin="{stem}" "#)))
                    .unwrap_or_else(|| panic!("index.html builds {stem}"));
                assert!(
                    link.contains(&format!(
                        r#"data-cargo-no-default-features data-cargo-features="{}""#,
                        features.join(",")
                    )) && link.contains(r#"data-type="worker""#),
                    "index.html builds {stem} with the {key} feature alone"
                );
                if let Some((_, rest)) = link.split_once(r#"data-cargo-profile-release=""#) {
                    let profile = rest.split('"').next().unwrap_or_default();
                    let table = format!("[profile.{profile}]\ninherits = \"release\"\n");
                    let settings_after = manifest
                        .split_once(&table)
                        .map(|(_, after)| after.lines().next().unwrap_or_default());
                    assert!(
                        settings_after.is_some_and(|line| line.is_empty() || line.starts_with('[')),
                        "{stem} builds with {profile}, the release profile under another name \
                         and nothing else"
                    );
                }
                assert!(
                    manifest.contains(&format!(
                        "name = \"{stem}\"\npath = \"src/bin/{stem}/main.rs\"\nrequired-features = [\"{}\"]",
                        features.join("\", \"")
                    )),
                    "Cargo.toml has the {stem} binary"
                );
            }
            assert!(
                LOADER.contains(
                    "const bundle = remote ? `${game}-${guest ? 'guest' : 'host'}` : game;"
                ) && LOADER.contains("`./fourfold-${bundle}.js`, `./fourfold-${bundle}_bg.wasm`"),
                "the loader starts a game's bundle by its key (or a guest's or a host's)"
            );
        }
        assert!(
            index
                .lines()
                .filter(|line| line.contains(r#"rel="rust""#))
                .all(|line| line.contains(r#"data-wasm-opt="0""#)),
            "trunk runs no wasm-opt on a bundle: the post_build hook does (.ci/tools/boundary.mjs)"
        );
        assert!(index.contains(
            r#"<link data-trunk rel="rust" data-bin="fourfold-home" data-cargo-no-default-features data-cargo-features="ui,games" data-wasm-opt="0" />"#
        ));
        assert!(
            index.contains(
                r#"data-bin="fourfold-reader" data-cargo-no-default-features data-cargo-features="reader""#
            ) && manifest.contains(
                "name = \"fourfold-reader\"\npath = \"src/bin/fourfold-reader/main.rs\"\nrequired-features = [\"reader\"]"
            ),
            "the QR code reader is a bundle of its own, of no game"
        );
        assert!(
            !index.contains(r#"data-bin="fourfold-remote""#),
            "no bundle plays across devices for every game at once"
        );
        assert!(
            thinker.contains("/^fourfold-[a-z]+-worker$/"),
            "the worker's start-up script starts a computer players' bundle by its name"
        );
    }
}
