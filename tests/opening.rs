//! The strip a game's table first shows for a fresh deal, as the page's loader lays it
//! before the bundle has come (`static/<game>/opening.js`, for the games whose stylesheet
//! link in index.html says `data-opening`): it must be the app's own, drawn by the app
//! from the same link, or the table would change under a player's eyes as the app takes
//! over.
//!
//! The opening is a lone person in the first seat against the computer, at every seat
//! count the game allows, as a deal link or a widget opens it. Numbers the deal decides
//! (Cahoots' goals met at the start) stand as a figure dash (‒, a digit's width).
//!
//! Eight deals are compared; a rarer one may still open otherwise, and its prompt then
//! changes in place when the app comes. Counted over 3,000 deals each: Cahoots' first
//! hand fits no pile in 5 to 7 (about 1 in 500, with 2 to 4 seats), and the prompt says
//! "None of your cards fits any pile: say so."; Quad*doku's never differed in 500, nor
//! Foursquare's in 3,000.
//!
//! `FOURFOLD_WRITE_OPENINGS=1 cargo test --test opening` writes the files afresh.
#![cfg(not(target_arch = "wasm32"))]

mod screen_helpers;

use fourfold::engine::{Level, Seed};
use fourfold::games::GameId;
use fourfold::games::cahoots::Cahoots;
use fourfold::games::foursquare::Foursquare;
use fourfold::games::letters::Letters;
use fourfold::games::quaddoku::Quaddoku;
use fourfold::games::woody::Woody;
use fourfold::ui::boot::boot;
use fourfold::ui::state::Screen;
use fourfold::ui::table::TableGame;
use screen_helpers::play_screen;

/// Deals compared: a number that differs between any two of them is the deal's.
const SEEDS: std::ops::RangeInclusive<u64> = 1..=8;
/// What stands for a number the deal decides.
const DEALT: &str = "‒";

/// The inside of the strip the app draws first for `link`'s parameters, the device's
/// seed being `fresh`; `None` where it does not open a table.
fn first_strip<G: TableGame>(link: &[(&str, &str)], fresh: u64) -> Option<String> {
    let params: Vec<(String, String)> = link
        .iter()
        .map(|(key, value)| (key.to_string(), value.to_string()))
        .collect();
    let state = boot::<G>(&params, None, Ok(()), false, Seed(fresh));
    let Screen::Play(play) = state.screen else {
        return None;
    };
    Some(inside_strip(&play_screen(play)))
}

/// The strip the app draws first for a widget's `?embed=1&game=<key>&seats=<seats>`
/// dealt from `seed`; for a game whose links choose deals, also a deal link's
/// `?game=<key>&seats=<seats>&seed=<seed>`, which must be the same.
fn strip<G: TableGame>(seats: &str, seed: u64) -> String {
    let key = G::ID.key();
    let widget = first_strip::<G>(&[("embed", "1"), ("game", key), ("seats", seats)], seed)
        .unwrap_or_else(|| panic!("{key}: a widget with seats={seats} opens the table"));
    let number = seed.to_string();
    if let Some(link) = first_strip::<G>(&[("game", key), ("seats", seats), ("seed", &number)], 0) {
        assert_eq!(link, widget, "{key}: a deal link's strip is the widget's");
    }
    // A game of one seat is shared, and put in a page, with its seats left out.
    if G::ID.info().seat_counts == [1] {
        for (link, fresh) in [
            (&[("embed", "1"), ("game", key)][..], seed),
            (&[("game", key), ("seed", &number)][..], 0),
        ] {
            let unseated = first_strip::<G>(link, fresh);
            assert_eq!(
                unseated.as_ref(),
                Some(&widget),
                "{key}: {link:?}, no seats"
            );
        }
    }
    // A shared deal names the computers' level: the default one draws the same strip.
    let level = Level::default().key();
    if G::ID.info().levels && seats.contains(',') {
        let shared = [
            ("game", key),
            ("seats", seats),
            ("level", level),
            ("seed", &number),
        ];
        let link = first_strip::<G>(&shared, 0).unwrap_or_else(|| {
            first_strip::<G>(
                &[
                    ("embed", "1"),
                    ("game", key),
                    ("seats", seats),
                    ("level", level),
                ],
                seed,
            )
            .expect("a widget naming the default level opens the table")
        });
        assert_eq!(link, widget, "{key}: level={level} draws the same strip");
    }
    widget
}

/// The inside of the table's strip in the play screen's markup `html`.
fn inside_strip(html: &str) -> String {
    let open = r#"<div class="strip">"#;
    let start = html.find(open).expect("the table has a strip") + open.len();
    let mut depth = 1;
    let mut at = start;
    while depth > 0 {
        let next_open = html[at..].find("<div").map(|i| i + at);
        let next_close = html[at..].find("</div>").map(|i| i + at).expect("closed");
        match next_open {
            Some(o) if o < next_close => {
                depth += 1;
                at = o + 4;
            }
            _ => {
                depth -= 1;
                at = next_close + 6;
            }
        }
    }
    html[start..at - "</div>".len()].to_string()
}

/// `markup` cut into runs of digits and the text between them.
fn runs(markup: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for c in markup.chars() {
        match out.last_mut() {
            Some(last) if last.chars().all(|l| l.is_ascii_digit()) == c.is_ascii_digit() => {
                last.push(c)
            }
            _ => out.push(c.to_string()),
        }
    }
    out
}

/// The strip for `seats` as every deal opens it, a number the deals disagree on as
/// [`DEALT`]; `None` when the deals differ in anything but numbers.
fn opening<G: TableGame>(seats: &str) -> Option<String> {
    let deals: Vec<Vec<String>> = SEEDS.map(|seed| runs(&strip::<G>(seats, seed))).collect();
    let first = &deals[0];
    if deals.iter().any(|d| d.len() != first.len()) {
        return None;
    }
    let mut out = String::new();
    for (i, run) in first.iter().enumerate() {
        if deals.iter().all(|d| &d[i] == run) {
            out.push_str(run);
        } else if run.chars().all(|c| c.is_ascii_digit()) {
            out.push_str(DEALT);
        } else {
            return None;
        }
    }
    Some(out)
}

/// Whether index.html's link to the game's stylesheet says `data-opening` (its seat
/// counts, which src/ui/bundle.rs checks).
fn has_opening(key: &str) -> bool {
    include_str!("../index.html")
        .lines()
        .find(|line| line.contains(&format!(r#"data-sheet="{key}""#)))
        .is_some_and(|line| line.contains(" data-opening=\""))
}

/// Checks (or writes) `static/<key>/opening.js` for the game `G`.
fn check<G: TableGame>() {
    let key = G::ID.key();
    let path = format!("{}/static/{key}/opening.js", env!("CARGO_MANIFEST_DIR"));
    if !has_opening(key) {
        assert!(
            !std::path::Path::new(&path).exists(),
            "{key}: {path} is laid only where index.html's link says data-opening"
        );
        return;
    }
    let counts = G::ID.info().seat_counts;
    // The file's words cost every load of the game: two lines, the rest is here.
    let mut file = format!(
        "// {name}{s} first strip by seat count (static/loader.js lays it), written by\n\
         // tests/opening.rs: FOURFOLD_WRITE_OPENINGS=1 cargo test --test opening.\n\
         export const opening = {{\n",
        name = G::ID.info().name,
        s = if G::ID.info().name.ends_with('s') {
            "'"
        } else {
            "'s"
        },
    );
    for count in counts {
        let seats: Vec<&str> = (0..*count)
            .map(|i| if i == 0 { "person" } else { "computer" })
            .collect();
        let strip = opening::<G>(&seats.join(","))
            .unwrap_or_else(|| panic!("{key}: the opening for {count} seats depends on the deal"));
        assert!(!strip.contains(['\'', '\\', '`']), "{key}: {strip}");
        // The loader sets markup in each ‒'s place: one in a tag would break it.
        let mut in_tag = false;
        for c in strip.chars() {
            match c {
                '<' => in_tag = true,
                '>' => in_tag = false,
                '‒' => assert!(
                    !in_tag,
                    "{key}: a number the deal decides in a tag: {strip}"
                ),
                _ => {}
            }
        }
        file.push_str(&format!("  {count}: '{strip}',\n"));
    }
    file.push_str("};\n");
    if std::env::var_os("FOURFOLD_WRITE_OPENINGS").is_some() {
        std::fs::write(&path, &file).unwrap();
    }
    let written = std::fs::read_to_string(&path).unwrap_or_default();
    assert_eq!(
        written, file,
        "{path} is not the strip the app draws first (FOURFOLD_WRITE_OPENINGS=1 writes it)"
    );
}

/// [`check`] for the game `game`'s type. One arm for each game in the registry and no
/// other: a game added to the registry does not compile here until it is named.
fn check_game(game: GameId) {
    fn checked<G: TableGame>(game: GameId) {
        assert_eq!(G::ID, game, "{game:?}'s arm checks its own game");
        check::<G>();
    }
    match game {
        GameId::Letters => checked::<Letters>(game),
        GameId::Woody => checked::<Woody>(game),
        GameId::Quaddoku => checked::<Quaddoku>(game),
        GameId::Cahoots => checked::<Cahoots>(game),
        GameId::Foursquare => checked::<Foursquare>(game),
    }
}

/// Every game in the registry ([`GameId::ALL`]): one whose link says `data-opening` has
/// its file, the strip the app draws first; any other has none.
#[test]
fn the_strip_laid_for_a_fresh_deal_is_the_one_the_app_draws() {
    for game in GameId::ALL {
        check_game(game);
    }
}

#[test]
fn a_number_the_deals_disagree_on_is_the_deals() {
    assert_eq!(runs("Goals: 12 of 18"), ["Goals: ", "12", " of ", "18"]);
}
