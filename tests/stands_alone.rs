//! The repository stands alone: each game's module doc states its rules and rulings
//! itself, and neither the games, their tests nor the README cite a file outside the
//! repository (the design notes the rulings came from are not part of it).

use fourfold::games::GameId;

/// The game's module (`src/games/<key>/mod.rs`), whose doc states its rules and rulings.
/// One arm for each game in the registry and no other: a game added to the registry does
/// not compile here until its module is named.
fn module(game: GameId) -> &'static str {
    match game {
        GameId::Woody => include_str!("../src/games/woody/mod.rs"),
        GameId::Quaddoku => include_str!("../src/games/quaddoku/mod.rs"),
        GameId::Letters => include_str!("../src/games/letters/mod.rs"),
        GameId::Cahoots => include_str!("../src/games/cahoots/mod.rs"),
        GameId::Foursquare => include_str!("../src/games/foursquare/mod.rs"),
    }
}

/// The game's scenario tests straight from its rulebook (`tests/<key>_rules.rs`, and any
/// other of its own), by file name. One arm for each game in the registry and no other,
/// as [`module`]: a new game names its own here, or does not compile.
fn scenario_tests(game: GameId) -> &'static [(&'static str, &'static str)] {
    match game {
        GameId::Woody => &[
            ("woody_rules.rs", include_str!("woody_rules.rs")),
            ("woody_foursomes.rs", include_str!("woody_foursomes.rs")),
        ],
        GameId::Letters => &[("letters_rules.rs", include_str!("letters_rules.rs"))],
        GameId::Quaddoku => &[("quaddoku_rules.rs", include_str!("quaddoku_rules.rs"))],
        GameId::Cahoots => &[("cahoots_rules.rs", include_str!("cahoots_rules.rs"))],
        GameId::Foursquare => &[("foursquare_rules.rs", include_str!("foursquare_rules.rs"))],
    }
}

/// Every game in the registry ([`GameId::ALL`]).
#[test]
fn each_game_states_its_rulings_and_cites_nothing_outside_the_repository() {
    for game in GameId::ALL {
        let source = module(game);
        let doc: Vec<&str> = source
            .lines()
            .take_while(|l| l.starts_with("//!"))
            .collect();
        assert!(doc.contains(&"//! # Rules"), "{game:?}: no rules summary");
        assert!(
            doc.contains(&"//! # Rulings"),
            "{game:?}: no Rulings section"
        );
        for outside in ["RULINGS", "shared/", "seeds/"] {
            assert!(
                !source.contains(outside),
                "{game:?} cites {outside}, which is not in the repository"
            );
        }
    }
}

/// The README, and every game's scenario tests ([`scenario_tests`], each game in the
/// registry a file at least).
#[test]
fn the_readme_and_the_scenario_tests_cite_nothing_outside_the_repository() {
    let mut files = vec![("README.md", include_str!("../README.md"))];
    for game in GameId::ALL {
        let tests = scenario_tests(game);
        assert!(!tests.is_empty(), "{game:?} has scenario tests");
        files.extend_from_slice(tests);
    }
    for (name, text) in files {
        for outside in ["RULINGS", "shared/"] {
            assert!(!text.contains(outside), "{name} cites {outside}");
        }
    }
}
