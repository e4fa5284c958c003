//! The repository stands alone: each game's module doc states its rules and rulings
//! itself, and neither the games, their tests nor the README cite a file outside the
//! repository (the design notes the rulings came from are not part of it).

/// Each game's module doc, by name.
const MODULES: [(&str, &str); 5] = [
    ("woody", include_str!("../src/games/woody/mod.rs")),
    ("quaddoku", include_str!("../src/games/quaddoku/mod.rs")),
    ("letters", include_str!("../src/games/letters/mod.rs")),
    ("cahoots", include_str!("../src/games/cahoots/mod.rs")),
    ("foursquare", include_str!("../src/games/foursquare/mod.rs")),
];

#[test]
fn each_game_states_its_rulings_and_cites_nothing_outside_the_repository() {
    for (game, source) in MODULES {
        let doc: Vec<&str> = source
            .lines()
            .take_while(|l| l.starts_with("//!"))
            .collect();
        assert!(doc.contains(&"//! # Rules"), "{game}: no rules summary");
        assert!(doc.contains(&"//! # Rulings"), "{game}: no Rulings section");
        for outside in ["RULINGS", "shared/", "seeds/"] {
            assert!(
                !source.contains(outside),
                "{game} cites {outside}, which is not in the repository"
            );
        }
    }
}

#[test]
fn the_readme_and_the_scenario_tests_cite_nothing_outside_the_repository() {
    let files = [
        ("README.md", include_str!("../README.md")),
        ("woody_rules.rs", include_str!("woody_rules.rs")),
        ("woody_foursomes.rs", include_str!("woody_foursomes.rs")),
        ("letters_rules.rs", include_str!("letters_rules.rs")),
        ("quaddoku_rules.rs", include_str!("quaddoku_rules.rs")),
        ("cahoots_rules.rs", include_str!("cahoots_rules.rs")),
        ("foursquare_rules.rs", include_str!("foursquare_rules.rs")),
    ];
    for (name, text) in files {
        for outside in ["RULINGS", "shared/"] {
            assert!(!text.contains(outside), "{name} cites {outside}");
        }
    }
}
