//! The pure render model of Major Woody's board and cards: each space's character, border
//! and chip, what is lit or dimmed, the foursome outlines, and what a screen reader says
//! of spaces and cards (`tap.rs` has what a tap does, `news.rs` what the table heard).
//! No Yew here, so it is tested natively; `board.rs` and `mod.rs` only turn it into
//! markup.

use crate::engine::Pos;
use crate::games::woody::data::{COLS, NAMES, ROWS};
use crate::games::woody::rules::board_layout;
use crate::games::woody::{Border, Card, Chip, Face, Known, Team, WoodyView};

/// One space of the board.
#[derive(Clone, Debug, PartialEq)]
pub struct SpaceModel {
    /// The engine's space.
    pub pos: Pos,
    /// Its character and border.
    pub face: Face,
    /// The chip on it, if any.
    pub chip: Option<Chip>,
    /// The selected card may act here.
    pub target: bool,
    /// A card is selected and cannot act here.
    pub dim: bool,
    /// The first chip of a SWAP, chosen.
    pub picked: bool,
    /// In one of the lines its owner is choosing between.
    pub offered: bool,
    /// Where the last move happened.
    pub fresh: bool,
    /// The keyboard cursor is here.
    pub cursor: bool,
    /// What a screen reader says.
    pub label: String,
}

impl SpaceModel {
    /// The character's first name.
    pub fn first(&self) -> &'static str {
        NAMES[usize::from(self.face.who.0)].0
    }

    /// The character's last name.
    pub fn last(&self) -> &'static str {
        NAMES[usize::from(self.face.who.0)].1
    }

    /// The last name with soft hyphens between its syllables, so that a narrow space on a
    /// phone wraps it as "Hug-gin-kiss" rather than anywhere.
    pub fn last_syllables(&self) -> String {
        soft_hyphenated(self.last())
    }
}

/// `last` with soft hyphens between its syllables.
pub fn soft_hyphenated(last: &'static str) -> String {
    syllables(last).join("\u{ad}")
}

/// Where a long last name may break, in the game's own pronunciation.
fn syllables(last: &'static str) -> Vec<&'static str> {
    match last {
        "McCracken" => vec!["Mc", "Crack", "en"],
        "Klozoff" => vec!["Klo", "zoff"],
        "Hugginkiss" => vec!["Hug", "gin", "kiss"],
        "Briccant" => vec!["Bric", "cant"],
        "Jablome" => vec!["Ja", "blome"],
        "Humpalot" => vec!["Hum", "pa", "lot"],
        "Tinkle" => vec!["Tin", "kle"],
        "Dikfit" => vec!["Dik", "fit"],
        other => vec![other],
    }
}

/// A completed foursome, drawn as an outline round its four spaces.
#[derive(Clone, Debug, PartialEq)]
pub struct Outline {
    /// Whose.
    pub team: Team,
    /// The outline as an SVG path, one board cell to the unit, the board drawn wide.
    pub wide: String,
    /// The same, the board drawn upright (rows as columns).
    pub upright: String,
}

/// The whole board.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardModel {
    /// The spaces, row by row.
    pub spaces: Vec<SpaceModel>,
    /// The foursomes.
    pub outlines: Vec<Outline>,
}

/// What the board shows besides the view.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Marks {
    /// Where the selected card may act (legal for the person to move), if a card is
    /// selected.
    pub targets: Option<Vec<Pos>>,
    /// What a lit space offers, for the screen reader ("You can cover it").
    pub target_words: &'static str,
    /// The first chip of a SWAP, once chosen.
    pub picked: Option<Pos>,
    /// The spaces of the lines on offer in a foursome choice.
    pub offered: Vec<Pos>,
    /// Where the last move happened.
    pub last: Vec<Pos>,
    /// The keyboard cursor.
    pub cursor: Option<Pos>,
}

/// "red heart" or "black spade": the border in words, colour never alone.
pub fn border_words(border: Border) -> &'static str {
    match border {
        Border::Red => "red heart",
        Border::Black => "black spade",
    }
}

impl BoardModel {
    /// The board for `view` with `marks`.
    pub fn new(view: &WoodyView, marks: &Marks) -> Self {
        let spaces = board_layout()
            .grid()
            .iter()
            .map(|(pos, face)| {
                let chip = view.chips.at(pos);
                let target = marks.targets.as_ref().is_some_and(|t| t.contains(&pos));
                let mut label = format!(
                    "{}, {}: {}",
                    face.who.name(),
                    border_words(face.border),
                    match chip {
                        Some(c) if c.locked => {
                            format!("{} chip, locked in a foursome", c.team.chip_name())
                        }
                        Some(c) => format!("{} chip", c.team.chip_name()),
                        None => "open".to_string(),
                    }
                );
                if marks.picked == Some(pos) {
                    label.push_str(". Chosen to swap");
                } else if target {
                    label.push_str(". ");
                    label.push_str(marks.target_words);
                }
                SpaceModel {
                    pos,
                    face: *face,
                    chip,
                    target,
                    dim: marks.targets.is_some() && !target && marks.picked != Some(pos),
                    picked: marks.picked == Some(pos),
                    offered: marks.offered.contains(&pos),
                    fresh: marks.last.contains(&pos),
                    cursor: marks.cursor == Some(pos),
                    label,
                }
            })
            .collect();
        let outlines = view
            .foursomes
            .iter()
            .map(|(team, line)| Outline {
                team: *team,
                wide: capsule(line, false),
                upright: capsule(line, true),
            })
            .collect();
        BoardModel { spaces, outlines }
    }

    /// The space at `pos`.
    pub fn space(&self, pos: Pos) -> Option<&SpaceModel> {
        self.spaces
            .get(usize::from(pos.row) * usize::from(COLS) + usize::from(pos.col))
    }

    /// The space an arrow moves to from `from`, staying put at an edge. `transposed` when
    /// the board is drawn with rows as columns (a phone held upright), so that arrows
    /// follow what the player sees.
    pub fn step(from: Pos, d_row: i8, d_col: i8, transposed: bool) -> Pos {
        let (dr, dc) = if transposed {
            (d_col, d_row)
        } else {
            (d_row, d_col)
        };
        let row = (from.row as i8 + dr).clamp(0, ROWS as i8 - 1) as u8;
        let col = (from.col as i8 + dc).clamp(0, COLS as i8 - 1) as u8;
        Pos::new(row, col)
    }
}

/// A capsule round the centres of a line's end spaces, in cell units.
fn capsule(line: &[Pos], transposed: bool) -> String {
    let centre = |p: &Pos| {
        let (x, y) = (f64::from(p.col) + 0.5, f64::from(p.row) + 0.5);
        if transposed { (y, x) } else { (x, y) }
    };
    let (Some(first), Some(last)) = (line.first(), line.last()) else {
        return String::new();
    };
    let ((ax, ay), (bx, by)) = (centre(first), centre(last));
    let length = ((bx - ax).powi(2) + (by - ay).powi(2)).sqrt().max(1e-9);
    let r = 0.46;
    // The normal on the side that makes both end arcs clockwise on screen (sweep 1).
    let (nx, ny) = ((by - ay) / length * r, -(bx - ax) / length * r);
    format!(
        "M{:.2} {:.2}L{:.2} {:.2}A{r} {r} 0 0 1 {:.2} {:.2}L{:.2} {:.2}A{r} {r} 0 0 1 {:.2} {:.2}Z",
        ax + nx,
        ay + ny,
        bx + nx,
        by + ny,
        bx - nx,
        by - ny,
        ax - nx,
        ay - ny,
        ax + nx,
        ay + ny
    )
}

/// A card's name for people: "Red, Jack Schitt" or "WILD: a chip on any open space".
pub fn card_name(card: Card) -> String {
    match card {
        Card::Face(face) => face.to_string(),
        other => format!("{other}: {}", card_power(other)),
    }
}

/// What a Major Woody card does, in a few words.
pub fn card_power(card: Card) -> &'static str {
    match card {
        Card::Face(_) => "a chip on its space",
        Card::Wild => "a chip on any open space",
        Card::Remove => "take away an unlocked chip",
        Card::Steal => "take another player's card as it is drawn",
        Card::Swap(Border::Red) => "exchange chips on red spaces",
        Card::Swap(Border::Black) => "exchange chips on black spaces",
    }
}

/// What everyone knows a hand holds, in words.
pub fn known_words(known: &[Known]) -> Option<String> {
    let words: Vec<String> = known
        .iter()
        .map(|k| match k {
            Known::Card(card) => card.to_string(),
            Known::MajorWoody => "a Major Woody".to_string(),
        })
        .collect();
    (!words.is_empty()).then(|| words.join("; "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn syllables_spell_the_whole_name() {
        for (_, last) in NAMES {
            assert_eq!(syllables(last).concat(), last);
        }
    }
    use crate::engine::{Game, Seat, Viewer};
    use crate::games::woody::diagram::parse;

    fn at(r: u8, c: u8) -> Pos {
        Pos::new(r, c)
    }

    #[test]
    fn every_space_names_its_character_border_and_chip() {
        let game =
            parse("players: 2\nturn: 0\na.........\nhand 0: Ar\nhand 1: Jr\ndeck: ...").unwrap();
        let v = game.view(Viewer::Seat(Seat(0)));
        let m = BoardModel::new(&v, &Marks::default());
        assert_eq!(m.spaces.len(), 80);
        assert_eq!(
            m.space(at(0, 0)).unwrap().label,
            "Anita Kock, black spade: green circle chip"
        );
        assert_eq!(
            m.space(at(0, 1)).unwrap().label,
            "Wayne Kerr, red heart: open"
        );
        assert_eq!(m.space(at(0, 1)).unwrap().last(), "Kerr");
    }

    #[test]
    fn outlines_go_round_the_four_spaces() {
        let path = capsule(&[at(0, 0), at(0, 1), at(0, 2), at(0, 3)], false);
        assert!(path.starts_with("M0.50 0.04L3.50 0.04"), "{path}");
        let upright = capsule(&[at(0, 0), at(0, 1), at(0, 2), at(0, 3)], true);
        assert!(upright.starts_with("M0.96 0.50L0.96 3.50"), "{upright}");
    }
}
