//! The pure render model of Major Woody's board and cards: each space's character, border
//! and chip, what is lit or dimmed, the foursome outlines, and what a screen reader says
//! of spaces and cards (`tap.rs` has what a tap does, `news.rs` what the table heard).
//! No Yew here, so it is tested natively; `board.rs` and `mod.rs` only turn it into
//! markup.

use crate::engine::Pos;
use crate::games::woody::data::{COLS, NAMES};
use crate::games::woody::rules::board_layout;
use crate::games::woody::{Border, Card, Chip, Face, Known, Team, WoodyView};
use crate::ui::svg_num::SvgNum;

/// One space of the board.
#[derive(Clone, Debug, PartialEq)]
pub struct SpaceModel {
    /// The engine's space.
    pub pos: Pos,
    /// Its character and border.
    pub face: Face,
    /// The chip on it, if any.
    pub chip: Option<Chip>,
    /// The first chip of a SWAP, chosen.
    pub picked: bool,
    /// In one of the lines its owner is choosing between.
    pub offered: bool,
    /// A seat's last move was here: its tag, and whether it is the latest move of all.
    pub last: Option<(String, bool)>,
    /// The viewer's move, chosen and held back until it is confirmed, acts here.
    pub pending: bool,
    /// The keyboard cursor is here.
    pub cursor: bool,
    /// What a screen reader says.
    pub label: String,
}

impl SpaceModel {
    /// The character's last name.
    pub fn last(&self) -> &'static str {
        NAMES[usize::from(self.face.who.0)].1
    }

    /// The first name's initial and the last name, as a space shows them: "B. Dover"
    /// tells Ben from Eileen Dover where the last name alone would not.
    pub fn short(&self) -> String {
        self.face.who.short_name()
    }
}

/// A last name on one line, or on two at a syllable break ("Huggin-", "kiss") when it is
/// too long for one.
pub fn name_lines(last: &'static str) -> (String, Option<String>) {
    let parts = syllables(last);
    if last.chars().count() <= 7 || parts.len() < 2 {
        return (last.to_string(), None);
    }
    // The break that leaves the longer line shortest.
    let best = (1..parts.len())
        .min_by_key(|i| {
            let head: usize = parts[..*i].iter().map(|p| p.len()).sum();
            head.max(last.len() - head)
        })
        .unwrap_or(1);
    (
        format!("{}-", parts[..best].concat()),
        Some(parts[best..].concat()),
    )
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
    /// Its spaces, end to end.
    pub line: Vec<Pos>,
}

/// The whole board.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardModel {
    /// The spaces, row by row.
    pub spaces: Vec<SpaceModel>,
    /// The foursomes.
    pub outlines: Vec<Outline>,
    /// The open spaces faded: a card is selected and cannot act there. A chip stays as
    /// it is, lit or not, so the lines on the board can still be read.
    pub faded: Vec<Pos>,
    /// The spaces lit: a card is selected and can act there.
    pub lit: Vec<Pos>,
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
    /// Each seat's last move: a space, the seat's tag, whether it is the latest.
    pub last: Vec<(Pos, String, bool)>,
    /// Where the viewer's move held back acts.
    pub pending: Vec<Pos>,
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
                if marks.pending.contains(&pos) {
                    label.push_str(". Your move, not yet played");
                } else if marks.picked == Some(pos) {
                    label.push_str(". Chosen to swap");
                } else if target {
                    label.push_str(". ");
                    label.push_str(marks.target_words);
                }
                SpaceModel {
                    pos,
                    face: *face,
                    chip,
                    picked: marks.picked == Some(pos),
                    offered: marks.offered.contains(&pos),
                    last: marks
                        .last
                        .iter()
                        .find(|(p, _, _)| *p == pos)
                        .map(|(_, tag, newest)| (tag.clone(), *newest)),
                    pending: marks.pending.contains(&pos),
                    cursor: marks.cursor == Some(pos),
                    label,
                }
            })
            .collect::<Vec<SpaceModel>>();
        let faded = match &marks.targets {
            Some(targets) => spaces
                .iter()
                .filter(|s| {
                    s.chip.is_none() && !targets.contains(&s.pos) && marks.picked != Some(s.pos)
                })
                .map(|s| s.pos)
                .collect(),
            None => Vec::new(),
        };
        let lit = marks.targets.clone().unwrap_or_default();
        let outlines = view
            .foursomes
            .iter()
            .map(|(team, line)| Outline {
                team: *team,
                line: line.clone(),
            })
            .collect();
        BoardModel {
            spaces,
            outlines,
            faded,
            lit,
        }
    }

    /// The space at `pos`.
    pub fn space(&self, pos: Pos) -> Option<&SpaceModel> {
        self.spaces
            .get(usize::from(pos.row) * usize::from(COLS) + usize::from(pos.col))
    }
}

/// A capsule round the centres of a line's end spaces, `centre` giving a space's centre
/// as drawn and `r` the capsule's half-width.
pub fn capsule(line: &[Pos], centre: impl Fn(Pos) -> (f64, f64), r: f64) -> String {
    let (Some(first), Some(last)) = (line.first(), line.last()) else {
        return String::new();
    };
    let ((ax, ay), (bx, by)) = (centre(*first), centre(*last));
    let length = ((bx - ax).powi(2) + (by - ay).powi(2)).sqrt().max(1e-9);
    // The normal on the side that makes both end arcs clockwise on screen (sweep 1).
    let (nx, ny) = ((by - ay) / length * r, -(bx - ax) / length * r);
    let at = |x: f64, y: f64| format!("{} {}", x.svg(), y.svg());
    let arc = format!("A{} {} 0 0 1 ", r.svg(), r.svg());
    format!(
        "M{}L{}{arc}{}L{}{arc}{}Z",
        at(ax + nx, ay + ny),
        at(bx + nx, by + ny),
        at(bx - nx, by - ny),
        at(ax - nx, ay - ny),
        at(ax + nx, ay + ny),
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
        let line = [at(0, 0), at(0, 1), at(0, 2), at(0, 3)];
        let wide = |p: Pos| (f64::from(p.col) + 0.5, f64::from(p.row) + 0.5);
        let path = capsule(&line, wide, 0.46);
        assert!(
            path.starts_with("M0.5 0.04L3.5 0.04A0.46 0.46 0 0 1 3.5 0.96"),
            "{path}"
        );
        let upright = |p: Pos| (f64::from(p.row) + 0.5, f64::from(p.col) + 0.5);
        let path = capsule(&line, upright, 0.46);
        assert!(path.starts_with("M0.96 0.5L0.96 3.5"), "{path}");
    }

    #[test]
    fn long_last_names_break_at_a_syllable() {
        assert_eq!(name_lines("Dover"), ("Dover".to_string(), None));
        assert_eq!(
            name_lines("Hugginkiss"),
            ("Huggin-".to_string(), Some("kiss".to_string()))
        );
        assert_eq!(
            name_lines("McCracken"),
            ("Mc-".to_string(), Some("Cracken".to_string()))
        );
        for (_, last) in NAMES {
            let (a, b) = name_lines(last);
            assert_eq!(
                a.trim_end_matches('-').to_string() + &b.unwrap_or_default(),
                last
            );
        }
    }
}
