//! The pure render model of the Letter Lines board: each space's picture, word, letter
//! and colour, its chip, what is highlighted or dimmed, and what a screen reader says.
//! No Yew here, so it is tested natively; `board.rs` only turns it into markup.

use crate::engine::Pos;
use crate::games::letters::data::COLS;
use crate::games::letters::rules::board_layout;
use crate::games::letters::{Card, LettersView, Phase, Team};
use crate::ui::words::capitalised;

/// What changes on one space of the board.
#[derive(Clone, Debug, PartialEq)]
pub struct SpaceModel {
    /// The engine's space.
    pub pos: Pos,
    /// The chip on it, if any.
    pub chip: Option<Team>,
    /// Part of the winning line.
    pub in_line: bool,
    /// A seat's last move was here: its tag, and whether it is the latest move of all.
    pub last: Option<(String, bool)>,
    /// The viewer's move, chosen and held back until it is confirmed, acts here.
    pub pending: bool,
    /// The keyboard cursor is here.
    pub cursor: bool,
    /// What a screen reader says.
    pub label: String,
}

/// The whole board, row by row.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardModel {
    /// The spaces, row by row.
    pub spaces: Vec<SpaceModel>,
    /// The open spaces faded: a card is selected and cannot act there. A chip stays as
    /// it is, lit or not, so the lines on the board can still be read.
    pub faded: Vec<Pos>,
    /// The spaces lit: a card is selected and can act there.
    pub lit: Vec<Pos>,
}

/// What the board shows besides the view.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Marks {
    /// The selected card's targets (legal for the person to move), if a card is selected.
    pub targets: Option<Vec<Pos>>,
    /// Each seat's last move: the space, the seat's tag, whether it is the latest.
    pub last: Vec<(Pos, String, bool)>,
    /// Where the viewer's move held back acts.
    pub pending: Vec<Pos>,
    /// The keyboard cursor.
    pub cursor: Option<Pos>,
}

impl BoardModel {
    /// The board for `view` with `marks`; `names` are the players', for chip owners.
    pub fn new(view: &LettersView, marks: &Marks) -> Self {
        let layout = board_layout();
        let line: &[Pos] = match &view.phase {
            Phase::Won { line, .. } => line,
            _ => &[],
        };
        let spaces = layout
            .grid()
            .iter()
            .map(|(pos, space)| {
                let chip = view.chips.at(pos);
                let target = marks.targets.as_ref().is_some_and(|t| t.contains(&pos));
                let mut label = format!(
                    "{}: {}, letter {}, {}",
                    capitalised(space.picture.word),
                    match chip {
                        Some(team) => format!("covered by a {} chip", team.chip_name()),
                        None => "open".to_string(),
                    },
                    space.letter,
                    space.letter.colour().name()
                );
                if target {
                    label.push_str(if chip.is_some() {
                        ". You can take this chip"
                    } else {
                        ". You can cover it"
                    });
                }
                if line.contains(&pos) {
                    label.push_str(". Part of the winning line");
                }
                if marks.pending.contains(&pos) {
                    label.push_str(". Your move, not yet played");
                }
                SpaceModel {
                    pos,
                    chip,
                    in_line: line.contains(&pos),
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
                .filter(|s| s.chip.is_none() && !targets.contains(&s.pos))
                .map(|s| s.pos)
                .collect(),
            None => Vec::new(),
        };
        let lit = marks.targets.clone().unwrap_or_default();
        BoardModel { spaces, faded, lit }
    }

    /// The space at `pos`.
    pub fn space(&self, pos: Pos) -> Option<&SpaceModel> {
        self.spaces
            .get(usize::from(pos.row) * usize::from(COLS) + usize::from(pos.col))
    }
}

/// A card's name for people.
pub fn card_name(card: Card) -> String {
    match card {
        Card::Letter(l) => format!("{l}, {}", l.colour().name()),
        Card::Wild => "Z: cover any picture".into(),
        Card::Remove => "X: take away a chip".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Seat, Viewer};
    use crate::games::letters::Letter;
    use crate::games::letters::diagram::parse;

    fn view(text: &str) -> LettersView {
        parse(text).unwrap().view(Viewer::Seat(Seat(0)))
    }

    #[test]
    fn every_space_names_its_picture_letter_and_colour() {
        let v = view("...0....\nhand 0: A\nhand 1: B\ndeck: ...");
        let m = BoardModel::new(&v, &Marks::default());
        assert_eq!(m.spaces.len(), 48);
        let apple = m.space(Pos::new(0, 3)).unwrap();
        assert_eq!(
            apple.label,
            "Apple: covered by a red circle chip, letter A, orange"
        );
        let moon = m.space(Pos::new(0, 0)).unwrap();
        assert_eq!(moon.label, "Moon: open, letter M, orange");
        assert!(m.faded.is_empty() && m.lit.is_empty());
    }

    #[test]
    fn a_selected_card_lights_its_open_pictures_and_dims_the_rest() {
        let v = view("...0....\nhand 0: A\nhand 1: B\ndeck: ...");
        let card = Card::Letter(Letter::new('A').unwrap());
        let m = BoardModel::new(
            &v,
            &Marks {
                targets: Some(v.targets(card)),
                ..Marks::default()
            },
        );
        assert_eq!(
            m.lit,
            [Pos::new(4, 3)],
            "the other apple-or-ant space is covered"
        );
        assert!(
            m.space(Pos::new(4, 3))
                .unwrap()
                .label
                .ends_with("You can cover it")
        );
        assert_eq!(
            m.faded.len(),
            46,
            "the lit space and the chip stay as they are"
        );
        assert!(!m.faded.contains(&Pos::new(4, 3)));
        assert!(!m.faded.contains(&Pos::new(0, 3)));
    }

    #[test]
    fn the_winning_line_is_marked() {
        let mut game = parse("000.....\nhand 0: A\nhand 1: B\ndeck: ...").unwrap();
        game.apply(
            Seat(0),
            &crate::games::letters::Action::Play {
                card: Card::Letter(Letter::new('A').unwrap()),
                at: Pos::new(0, 3),
            },
        )
        .unwrap();
        let m = BoardModel::new(&game.view(Viewer::Spectator), &Marks::default());
        assert_eq!(m.spaces.iter().filter(|s| s.in_line).count(), 4);
    }

    #[test]
    fn cards_are_named_with_letter_and_colour() {
        assert_eq!(
            card_name(Card::Letter(Letter::new('B').unwrap())),
            "B, blue"
        );
        assert_eq!(card_name(Card::Wild), "Z: cover any picture");
    }
}
