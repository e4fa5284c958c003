//! Each game's rules in plain words, as the rules sheet shows them: at the table, in the
//! game's setup, and on the list of games, so a new player can read them before playing.
//!
//! The list of games (built with every game's feature) carries every game's rules; a
//! game's own bundle carries only its own, since it never shows another game's. Each
//! game's are markup of our own (its `rules::RULES`), set into the page as they are
//! written.

use yew::{AttrValue, Html};

use super::table::TableGame;
use crate::games::{GameId, each_game};

/// The rules of `game` (see `TableGame::RULES`), for the list of games; nothing in a
/// bundle that does not carry the game, which never shows them.
pub fn rules_of(game: GameId) -> Html {
    let rules = each_game!(game, G => <G as TableGame>::RULES, else return Html::default());
    Html::from_html_unchecked(AttrValue::Static(rules))
}

/// The rules of `G`, at its table and in its setup.
pub fn rules<G: TableGame>() -> Html {
    Html::from_html_unchecked(AttrValue::Static(G::RULES))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rules are set into the page as written: each must be whole markup, every tag
    /// closed in order, with no `&` (nothing is escaped) and only the tags and attributes
    /// a rules sheet uses.
    #[test]
    fn every_game_s_rules_are_whole_markup_of_a_few_plain_tags() {
        for game in GameId::ALL {
            let Html::VRaw(raw) = rules_of(game) else {
                panic!("{game:?}: the rules are markup");
            };
            let text: &str = &raw.html;
            assert!(!text.contains('&'), "{game:?}: {text}");
            let mut open = Vec::new();
            let mut rest = text;
            while let Some(start) = rest.find('<') {
                let end = rest[start..].find('>').expect("a tag ends") + start;
                let tag = &rest[start + 1..end];
                if let Some(name) = tag.strip_prefix('/') {
                    assert_eq!(
                        open.pop(),
                        Some(name),
                        "{game:?}: </{name}> closes what is open"
                    );
                } else {
                    let name = tag.split(' ').next().unwrap();
                    assert!(["p", "ul", "li", "a"].contains(&name), "{game:?}: <{tag}>");
                    assert!(
                        tag == name
                            || tag == "p class=\"credit\""
                            || tag == "a href=\"letters/LICENSE-OpenMoji.txt\"",
                        "{game:?}: <{tag}>"
                    );
                    open.push(name);
                }
                rest = &rest[end + 1..];
            }
            assert!(open.is_empty(), "{game:?}: {open:?} left open");
            assert!(text.starts_with("<p>"), "{game:?} opens with its goal");
        }
    }
}
