//! The pure render model of Major Woody's board and hand: each space's character, border
//! and chip, what is lit or dimmed, the foursome outlines, what a screen reader says, the
//! prompt, and what a tap on a space does. No Yew here, so it is tested natively;
//! `board.rs` and `mod.rs` only turn it into markup.

use crate::engine::{Pos, Seat};
use crate::games::woody::data::{COLS, NAMES, ROWS};
use crate::games::woody::rules::board_layout;
use crate::games::woody::{Action, Border, Card, Chip, Event, Face, Known, Phase, Team, WoodyView};

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

/// What the player has chosen on screen: a card of the hand (by its place, as two may be
/// alike) and, for a SWAP, their own chip.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    /// The card's place in the hand.
    pub card: Option<usize>,
    /// The player's chip chosen for a SWAP.
    pub mine: Option<Pos>,
}

/// What a tap on a space does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tap {
    /// Send this action (the engine refuses it with a reason if it is not legal).
    Act(Action),
    /// Choose this chip as one's own side of a SWAP.
    Pick(Pos),
    /// Nothing (no card chosen).
    Nothing,
}

/// The card the screen works with: the chosen one, or the one the moment calls for (STEAL
/// in a STEAL window, the identical card for Got it!).
pub fn card_in_play(view: &WoodyView, legal: &[Action], selection: Selection) -> Option<Card> {
    if legal.iter().any(|a| matches!(a, Action::Steal { .. })) {
        return Some(Card::Steal);
    }
    if let Phase::GotIt { face, .. } = view.phase
        && legal.iter().any(|a| matches!(a, Action::GotIt { .. }))
    {
        return Some(Card::Face(face));
    }
    selection
        .card
        .filter(|_| matches!(view.phase, Phase::Main { .. }))
        .and_then(|i| view.hand.get(i).copied())
}

/// Where the card in play may act now, and what that offers a screen reader.
pub fn targets(
    view: &WoodyView,
    legal: &[Action],
    selection: Selection,
) -> Option<(Vec<Pos>, &'static str)> {
    let card = card_in_play(view, legal, selection)?;
    let spaces = |f: &dyn Fn(&Action) -> Option<Pos>| legal.iter().filter_map(f).collect();
    Some(match card {
        Card::Steal => (
            spaces(&|a| match a {
                Action::Steal { at } => Some(*at),
                _ => None,
            }),
            "You can STEAL it",
        ),
        Card::Face(_) if matches!(view.phase, Phase::GotIt { .. }) => (
            spaces(&|a| match a {
                Action::GotIt { at } => Some(*at),
                _ => None,
            }),
            "You can cover it",
        ),
        Card::Face(_) | Card::Wild => (
            spaces(&|a| match a {
                Action::Place { card: c, at } if *c == card => Some(*at),
                _ => None,
            }),
            "You can cover it",
        ),
        Card::Remove => (
            spaces(&|a| match a {
                Action::Remove { at } => Some(*at),
                _ => None,
            }),
            "You can take this chip away",
        ),
        Card::Swap(border) => match selection.mine {
            None => (
                dedup(spaces(&|a| match a {
                    Action::Swap {
                        border: b, mine, ..
                    } if *b == border => Some(*mine),
                    _ => None,
                })),
                "Your chip: you can swap it",
            ),
            Some(chosen) => (
                spaces(&|a| match a {
                    Action::Swap {
                        border: b,
                        mine,
                        theirs,
                    } if *b == border && *mine == chosen => Some(*theirs),
                    _ => None,
                }),
                "You can swap your chosen chip for this one",
            ),
        },
    })
}

fn dedup(mut spaces: Vec<Pos>) -> Vec<Pos> {
    spaces.sort();
    spaces.dedup();
    spaces
}

/// What a tap on `at` does, given the card in play and the selection.
pub fn tap(view: &WoodyView, legal: &[Action], selection: Selection, at: Pos) -> Tap {
    let Some(card) = card_in_play(view, legal, selection) else {
        return Tap::Nothing;
    };
    match card {
        Card::Steal => Tap::Act(Action::Steal { at }),
        Card::Face(_) if matches!(view.phase, Phase::GotIt { .. }) => {
            Tap::Act(Action::GotIt { at })
        }
        Card::Face(_) | Card::Wild => Tap::Act(Action::Place { card, at }),
        Card::Remove => Tap::Act(Action::Remove { at }),
        Card::Swap(border) => {
            let mine_ok = |p: Pos| {
                legal
                    .iter()
                    .any(|a| matches!(a, Action::Swap { border: b, mine, .. } if *b == border && *mine == p))
            };
            match selection.mine {
                Some(mine) if mine != at && !mine_ok(at) => Tap::Act(Action::Swap {
                    border,
                    mine,
                    theirs: at,
                }),
                _ if mine_ok(at) => Tap::Pick(at),
                // Not one of the player's swappable chips: the engine says why.
                _ => Tap::Act(Action::Swap {
                    border,
                    mine: at,
                    theirs: at,
                }),
            }
        }
    }
}

/// Why a player with nothing to play passes, for the prompt.
pub fn pass_reason(view: &WoodyView) -> &'static str {
    let out_of_chips = view
        .team()
        .is_some_and(|t| view.supply[usize::from(t.0)] == 0);
    if out_of_chips {
        "Your side has no chips left to place, and nothing can be removed or swapped: pass."
    } else {
        "None of your cards can be played (used cards cannot be replaced from an empty deck, \
         and STEAL only answers another player's card): pass."
    }
}

/// What the player should do now, in a sentence.
pub fn prompt(
    view: &WoodyView,
    legal: &[Action],
    selection: Selection,
    names: &[String],
) -> String {
    let name = |s: crate::engine::Seat| names.get(s.index()).cloned().unwrap_or_default();
    match &view.phase {
        Phase::Over(_) => return "The game is over.".into(),
        _ if legal.is_empty() => return "Waiting for the other players.".into(),
        Phase::Steal { mover, face, .. }
            if legal.iter().any(|a| matches!(a, Action::Steal { .. })) =>
        {
            return format!("{} drew {face}. STEAL it: tap a lit space.", name(*mover));
        }
        Phase::Steal { mover, face, .. } if legal.contains(&Action::Decline) => {
            return format!(
                "{} drew {face}. You cannot STEAL it: that takes a STEAL card, chips, and not holding {face} yourself.",
                name(*mover)
            );
        }
        Phase::Steal { .. } => return "Waiting for the others to answer the card.".into(),
        Phase::GotIt { mover, face, .. } => {
            return format!(
                "Got it! {} drew {face}, and you hold it too: play it now on a lit space.",
                name(*mover)
            );
        }
        Phase::Choose { .. } => {
            return "Your line is longer than four: choose which four make the foursome.".into();
        }
        Phase::Main { .. } => {}
    }
    if legal == [Action::Pass] {
        return pass_reason(view).into();
    }
    match card_in_play(view, legal, selection) {
        None if legal.iter().any(|a| matches!(a, Action::TurnIn(_))) => {
            "Turn in used cards if you like, then choose a card to play.".into()
        }
        None => "Choose a card, then a space.".into(),
        Some(Card::Steal) => {
            "STEAL is played only when another player draws a card: choose another.".into()
        }
        Some(card) => match (card, targets(view, legal, selection)) {
            (_, Some((lit, _))) if lit.is_empty() => {
                "That card cannot be played now: choose another.".into()
            }
            (Card::Face(face), _) => format!("Tap a lit space of {face}."),
            (Card::Wild, _) => "WILD: tap any open space.".into(),
            (Card::Remove, _) => "REMOVE: tap an unlocked chip to take it away.".into(),
            (Card::Swap(border), _) if selection.mine.is_none() => format!(
                "{}: tap one of your unlocked chips on a {} space.",
                card,
                border.name()
            ),
            (Card::Swap(border), _) => format!(
                "{card}: now tap another side's unlocked chip on a {} space.",
                border.name()
            ),
            (Card::Steal, _) => unreachable!("handled above"),
        },
    }
}

/// What the table has heard since the last turn's play: that play, the card the player
/// to move drew and read aloud, and any STEAL or Got it! since (private draws left out).
/// `log` is the public log; `names` the seats' names.
pub fn turn_news(log: &[(Seat, Event)], names: &[String]) -> Vec<String> {
    let from = log
        .iter()
        .rposition(|(_, e)| {
            matches!(
                e,
                Event::Placed { .. }
                    | Event::Removed { .. }
                    | Event::Swapped { .. }
                    | Event::Passed { .. }
            )
        })
        .unwrap_or(0);
    log[from..]
        .iter()
        .filter(|(_, e)| !matches!(e, Event::Drew { .. }))
        .map(|(seat, e)| match e {
            Event::Foursome { .. } | Event::Ended(_) => e.to_string(),
            _ => {
                let who = names.get(seat.index()).map_or("?", String::as_str);
                format!("{who} {e}")
            }
        })
        .collect()
}

/// Where the last move put or moved chips, to mark on the board.
pub fn last_spaces(log: &[(Seat, Event)]) -> Vec<Pos> {
    log.iter()
        .rev()
        .find_map(|(_, e)| match e {
            Event::Placed { at, .. }
            | Event::Stole { at, .. }
            | Event::GotIt { at, .. }
            | Event::Removed { at, .. } => Some(vec![*at]),
            Event::Swapped { mine, theirs, .. } => Some(vec![*mine, *theirs]),
            _ => None,
        })
        .unwrap_or_default()
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
    fn a_character_card_lights_its_open_spaces() {
        let game =
            parse("players: 2\nturn: 0\n..........\nhand 0: Jr\nhand 1: Ab\ndeck: ...").unwrap();
        let v = game.view(Viewer::Seat(Seat(0)));
        let legal = game.legal_actions(Seat(0));
        let sel = Selection {
            card: Some(0),
            mine: None,
        };
        let (lit, _) = targets(&v, &legal, sel).unwrap();
        assert_eq!(lit, [at(0, 3), at(1, 7)], "the two red Eileen Dover spaces");
        assert_eq!(
            tap(&v, &legal, sel, at(0, 3)),
            Tap::Act(Action::Place {
                card: v.hand[0],
                at: at(0, 3)
            })
        );
        assert_eq!(
            prompt(&v, &legal, sel, &[]),
            "Tap a lit space of Red, Eileen Dover."
        );
    }

    #[test]
    fn a_swap_takes_two_taps_mine_then_theirs() {
        // Row 0: Ab Pr Tb Jr ...; row 1: Qr Bb Nr Ob ...
        let game = parse(
            "players: 2\nturn: 0\na.b.......\n.b.a......\nhand 0: BSWAP\nhand 1: Jr\ndeck: ...",
        )
        .unwrap();
        let v = game.view(Viewer::Seat(Seat(0)));
        let legal = game.legal_actions(Seat(0));
        let mut sel = Selection {
            card: Some(0),
            mine: None,
        };
        let (mine, _) = targets(&v, &legal, sel).unwrap();
        assert_eq!(mine, [at(0, 0), at(1, 3)], "my chips on black spaces");
        assert_eq!(tap(&v, &legal, sel, at(0, 0)), Tap::Pick(at(0, 0)));
        sel.mine = Some(at(0, 0));
        let (theirs, _) = targets(&v, &legal, sel).unwrap();
        assert_eq!(theirs, [at(0, 2), at(1, 1)]);
        assert_eq!(
            tap(&v, &legal, sel, at(1, 1)),
            Tap::Act(Action::Swap {
                border: Border::Black,
                mine: at(0, 0),
                theirs: at(1, 1)
            })
        );
        assert_eq!(
            tap(&v, &legal, sel, at(1, 3)),
            Tap::Pick(at(1, 3)),
            "another of mine"
        );
        let m = BoardModel::new(
            &v,
            &Marks {
                targets: Some(theirs),
                picked: Some(at(0, 0)),
                ..Marks::default()
            },
        );
        assert!(m.space(at(0, 0)).unwrap().picked);
        assert!(!m.space(at(0, 0)).unwrap().dim);
    }

    #[test]
    fn the_steal_window_offers_steal_to_its_holder() {
        let game = parse(
            "players: 2\nturn: 0\nannounce: Jr\n..........\nhand 0: Ab\nhand 1: STEAL\ndeck: ...",
        )
        .unwrap();
        let v = game.view(Viewer::Seat(Seat(1)));
        let legal = game.legal_actions(Seat(1));
        let names = ["Ada".to_string(), "Bob".to_string()];
        assert_eq!(
            card_in_play(&v, &legal, Selection::default()),
            Some(Card::Steal)
        );
        assert_eq!(
            prompt(&v, &legal, Selection::default(), &names),
            "Ada drew Red, Eileen Dover. STEAL it: tap a lit space."
        );
        assert_eq!(
            tap(&v, &legal, Selection::default(), at(0, 3)),
            Tap::Act(Action::Steal { at: at(0, 3) })
        );
    }

    #[test]
    fn outlines_go_round_the_four_spaces() {
        let path = capsule(&[at(0, 0), at(0, 1), at(0, 2), at(0, 3)], false);
        assert!(path.starts_with("M0.50 0.04L3.50 0.04"), "{path}");
        let upright = capsule(&[at(0, 0), at(0, 1), at(0, 2), at(0, 3)], true);
        assert!(upright.starts_with("M0.96 0.50L0.96 3.50"), "{upright}");
    }

    #[test]
    fn the_news_tells_the_turn_without_private_draws() {
        let jack = Face {
            who: crate::games::woody::Character(2),
            border: Border::Red,
        };
        let log = vec![
            (
                Seat(1),
                Event::Placed {
                    seat: Seat(1),
                    card: Card::Wild,
                    at: at(5, 5),
                },
            ),
            (
                Seat(0),
                Event::Placed {
                    seat: Seat(0),
                    card: Card::Wild,
                    at: at(0, 0),
                },
            ),
            (
                Seat(0),
                Event::Foursome {
                    team: Team(0),
                    line: vec![at(0, 0)],
                },
            ),
            (
                Seat(0),
                Event::Drew {
                    seat: Seat(0),
                    card: None,
                },
            ),
            (
                Seat(1),
                Event::Drew {
                    seat: Seat(1),
                    card: None,
                },
            ),
            (
                Seat(1),
                Event::Announced {
                    seat: Seat(1),
                    face: Some(jack),
                },
            ),
            (
                Seat(0),
                Event::Stole {
                    seat: Seat(0),
                    face: jack,
                    at: at(0, 3),
                },
            ),
            (
                Seat(0),
                Event::Drew {
                    seat: Seat(0),
                    card: None,
                },
            ),
        ];
        let names = ["Ada".to_string(), "Bob".to_string()];
        let news = turn_news(&log, &names);
        assert_eq!(news.len(), 4, "{news:?}");
        assert!(news[0].starts_with("Ada played WILD"), "{news:?}");
        assert_eq!(news[1], "Foursome for the green circle chips!");
        assert_eq!(news[2], "Bob read out \"Red, Jack Schitt\".");
        assert!(
            news[3].starts_with("Ada played STEAL on Red, Jack Schitt"),
            "{news:?}"
        );
        assert_eq!(last_spaces(&log), [at(0, 3)]);
    }
}
