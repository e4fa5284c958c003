//! The pure render model of a Cahoots table: what each pile, goal card, hand card and
//! team-mate shows and says, from one seat's view. No Yew here, so it is tested natively.

use crate::engine::Seat;
use crate::games::cahoots::goals::GoalId;
use crate::games::cahoots::{
    Action, CahootsView, Card, Colour, Mark, Phase, data::PILES, pile_name,
};
use crate::ui::words::capitalised;

/// A pile as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct PileModel {
    /// 0 to 3, left to right.
    pub index: u8,
    /// The top card.
    pub top: Card,
    /// Cards in the pile.
    pub depth: usize,
    /// Who marked it "play here".
    pub marked_by: Vec<String>,
    /// The chosen card may go here.
    pub target: bool,
    /// The viewer may mark it now.
    pub can_mark: bool,
    /// The cards under the top, newest first, for "look through the pile".
    pub under: Vec<Card>,
    /// Its name for a screen reader.
    pub label: String,
    /// The viewer's card held back to be played here, until it is confirmed.
    pub pending: Option<Card>,
}

/// A face-up goal card as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct GoalModel {
    /// Which goal.
    pub id: GoalId,
    /// Its text, first letter capital.
    pub text: String,
    /// Colours named, for swatches.
    pub colours: &'static [Colour],
    /// Its picture: a formula with colour tokens (see `GoalCard::sign`).
    pub sign: &'static str,
    /// The line that settles how its text is read.
    pub detail: &'static str,
    /// 1 (often met) to 4 (rare).
    pub difficulty: u8,
    /// Its share of all possible tops ("12%").
    pub share: String,
    /// Who marked it "go for this".
    pub marked_by: Vec<String>,
    /// The viewer may mark it now.
    pub can_mark: bool,
}

/// A card in the viewer's hand.
#[derive(Clone, Debug, PartialEq)]
pub struct HandCard {
    /// The card.
    pub card: Card,
    /// The piles it matches (same colour or number as the top), whoever's turn it is.
    pub fits: Vec<u8>,
    /// Chosen, to be played.
    pub selected: bool,
    /// Its name and where it fits, for a screen reader.
    pub label: String,
}

/// A team-mate's line.
#[derive(Clone, Debug, PartialEq)]
pub struct MateModel {
    /// The name.
    pub name: String,
    /// Cards held.
    pub cards: usize,
    /// The cards, when hands lie open.
    pub open: Vec<Card>,
    /// It is their turn (or, in Speed Cahoots, they may play).
    pub to_move: bool,
    /// The viewer.
    pub me: bool,
}

/// The whole table as drawn for one seat.
#[derive(Clone, Debug, PartialEq)]
pub struct TableModel {
    /// The four piles.
    pub piles: Vec<PileModel>,
    /// The face-up goals.
    pub goals: Vec<GoalModel>,
    /// The viewer's hand.
    pub hand: Vec<HandCard>,
    /// Everyone at the table.
    pub team: Vec<MateModel>,
    /// "3 of 18 goals met · 11 face down · 28 cards in the deck".
    pub progress: String,
    /// The viewer holds cards and none fits: all they can do is say so.
    pub stuck: bool,
}

fn name_of(names: &[String], seat: Seat) -> String {
    names
        .get(seat.index())
        .cloned()
        .unwrap_or_else(|| seat.to_string())
}

fn marked_by(view: &CahootsView, names: &[String], mark: Mark) -> Vec<String> {
    view.marks
        .iter()
        .filter(|m| m.mark == mark)
        .map(|m| name_of(names, m.by))
        .collect()
}

/// The spoken name of a card: "green 5".
pub fn card_name(card: Card) -> String {
    card.to_string()
}

impl TableModel {
    /// The table for `view`, with `legal` the viewer's legal actions now (empty when it is
    /// not theirs to act) and `selected` the card chosen from the hand.
    pub fn new(
        view: &CahootsView,
        names: &[String],
        legal: &[Action],
        selected: Option<Card>,
    ) -> Self {
        let tops = view.tops();
        let fits = |card: Card| -> Vec<u8> {
            (0..PILES as u8)
                .filter(|p| card.matches(tops[usize::from(*p)]))
                .collect()
        };
        let playable = |card: Card, pile: u8| legal.contains(&Action::Play { card, pile });
        let selected = selected.filter(|c| view.hand.contains(c));
        let piles = (0..PILES as u8)
            .map(|i| {
                let pile = &view.piles[usize::from(i)];
                let marked = marked_by(view, names, Mark::Pile(i));
                let mut label = format!(
                    "{}: {} on top, {} card{}",
                    capitalised(&pile_name(i)),
                    card_name(tops[usize::from(i)]),
                    pile.len(),
                    if pile.len() == 1 { "" } else { "s" }
                );
                if !marked.is_empty() {
                    label.push_str(&format!("; {} asks to play here", marked.join(" and ")));
                }
                let target = selected.is_some_and(|c| playable(c, i));
                if let (Some(card), true) = (selected, target) {
                    label.push_str(&format!(". Play {} here.", card_name(card)));
                }
                PileModel {
                    pending: None,
                    index: i,
                    top: tops[usize::from(i)],
                    depth: pile.len(),
                    target,
                    can_mark: legal.contains(&Action::Mark(Mark::Pile(i))),
                    under: pile.iter().rev().skip(1).copied().collect(),
                    marked_by: marked,
                    label,
                }
            })
            .collect();
        let goals = view
            .showing
            .iter()
            .map(|g| {
                let card = g.card();
                GoalModel {
                    id: *g,
                    text: capitalised(card.text),
                    colours: card.colours,
                    sign: card.sign,
                    detail: card.detail,
                    difficulty: card.difficulty(),
                    share: card.share_text(),
                    marked_by: marked_by(view, names, Mark::Goal(*g)),
                    can_mark: legal.contains(&Action::Mark(Mark::Goal(*g))),
                }
            })
            .collect();
        // Two identical cards are one choice: only the first of them shows chosen.
        let mut chosen_shown = false;
        let hand = view
            .hand
            .iter()
            .map(|card| {
                let chosen = !chosen_shown && selected == Some(*card);
                chosen_shown |= chosen;
                let f = fits(*card);
                let where_ = if f.is_empty() {
                    "fits no pile".to_string()
                } else {
                    let list: Vec<String> = f.iter().map(|p| pile_name(*p)).collect();
                    format!("fits {}", list.join(", "))
                };
                HandCard {
                    card: *card,
                    label: format!("{}, {where_}", card_name(*card)),
                    fits: f,
                    selected: chosen,
                }
            })
            .collect();
        let team = view
            .hand_sizes
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let seat = Seat(i as u8);
                MateModel {
                    name: name_of(names, seat),
                    cards: *n,
                    open: view.open_hands.get(i).cloned().unwrap_or_default(),
                    to_move: view.movers.contains(&seat),
                    me: view.seat == Some(seat),
                }
            })
            .collect();
        let met = view.won.len();
        let total = view.goals_total();
        let progress = format!(
            "{met} of {total} goals met · {} face down · {} card{} in the deck",
            view.goal_pile,
            view.deck,
            if view.deck == 1 { "" } else { "s" }
        );
        TableModel {
            piles,
            goals,
            hand,
            team,
            progress,
            stuck: legal.contains(&Action::CannotPlay),
        }
    }
}

/// The line saying whose turn it is, or how it ended.
pub fn turn_line(view: &CahootsView, names: &[String], acting: bool) -> String {
    match view.phase {
        Phase::Won => "Every goal met: the team wins!".into(),
        Phase::Lost(_) => "The team lost.".into(),
        Phase::Turn(_) if view.options.speed => {
            if acting {
                "Speed Cahoots: play whenever you like.".into()
            } else {
                "Speed Cahoots.".into()
            }
        }
        Phase::Turn(seat) if view.seat == Some(seat) && acting => "Your turn.".into(),
        Phase::Turn(seat) => format!("{}'s turn.", name_of(names, seat)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Seed, Viewer};
    use crate::games::cahoots::{Cahoots, Options};

    fn names() -> Vec<String> {
        vec!["Ann".into(), "Bo".into()]
    }

    #[test]
    fn the_hand_says_where_each_card_fits_and_the_chosen_card_lights_its_piles() {
        let game = Cahoots::deal(Options::default(), Seed(3)).unwrap();
        let seat = Seat(0);
        let view = game.view(Viewer::Seat(seat));
        let legal = game.legal_actions(seat);
        let playable = view
            .hand
            .iter()
            .copied()
            .find(|c| view.tops().iter().any(|t| c.matches(*t)))
            .unwrap();
        let model = TableModel::new(&view, &names(), &legal, Some(playable));
        let chosen = model.hand.iter().find(|h| h.selected).unwrap();
        assert!(chosen.label.starts_with(&card_name(playable)));
        assert!(chosen.label.contains("fits pile"));
        let lit: Vec<u8> = model
            .piles
            .iter()
            .filter(|p| p.target)
            .map(|p| p.index)
            .collect();
        assert_eq!(lit, chosen.fits);
        assert!(model.piles[0].label.starts_with("Pile 1: "));
        assert_eq!(model.goals.len(), 4);
        assert!(
            model
                .goals
                .iter()
                .all(|g| g.text.chars().next().unwrap().is_uppercase())
        );
        assert!(model.progress.contains("of 18 goals met"));
    }

    #[test]
    fn of_two_identical_cards_only_one_shows_chosen() {
        let game = Cahoots::deal(Options::default(), Seed(3)).unwrap();
        let mut view = game.view(Viewer::Seat(Seat(0)));
        let twin = view.hand[0];
        view.hand.push(twin);
        let model = TableModel::new(&view, &names(), &[], Some(twin));
        assert_eq!(model.hand.iter().filter(|h| h.selected).count(), 1);
        assert!(model.hand[0].selected);
    }

    #[test]
    fn marks_name_who_made_them_and_only_the_mover_may_mark() {
        let mut game = Cahoots::deal(Options::default(), Seed(3)).unwrap();
        let goal = game.showing()[1];
        game.apply(Seat(0), &Action::Mark(Mark::Pile(2))).unwrap();
        game.apply(Seat(0), &Action::Mark(Mark::Goal(goal)))
            .unwrap();
        let view = game.view(Viewer::Seat(Seat(1)));
        let model = TableModel::new(&view, &names(), &[], None);
        assert_eq!(model.piles[2].marked_by, ["Ann"]);
        assert!(model.piles[2].label.ends_with("Ann asks to play here"));
        assert_eq!(model.goals[1].marked_by, ["Ann"]);
        assert!(model.piles.iter().all(|p| !p.can_mark));
        assert!(model.goals.iter().all(|g| !g.can_mark));
        let mine = TableModel::new(
            &game.view(Viewer::Seat(Seat(0))),
            &names(),
            &game.legal_actions(Seat(0)),
            None,
        );
        assert!(
            mine.piles.iter().all(|p| !p.can_mark),
            "one pile mark a turn"
        );
    }

    #[test]
    fn mums_the_word_offers_no_mark_at_all() {
        let game = Cahoots::deal(
            Options {
                mum: true,
                ..Options::default()
            },
            Seed(3),
        )
        .unwrap();
        let model = TableModel::new(
            &game.view(Viewer::Seat(Seat(0))),
            &names(),
            &game.legal_actions(Seat(0)),
            None,
        );
        assert!(model.piles.iter().all(|p| !p.can_mark));
        assert!(model.goals.iter().all(|g| !g.can_mark));
        let talk = TableModel::new(
            &Cahoots::deal(Options::default(), Seed(3))
                .unwrap()
                .view(Viewer::Seat(Seat(0))),
            &names(),
            &Cahoots::deal(Options::default(), Seed(3))
                .unwrap()
                .legal_actions(Seat(0)),
            None,
        );
        assert!(
            talk.piles.iter().all(|p| p.can_mark),
            "without mum, marks are offered"
        );
    }

    #[test]
    fn other_hands_are_counts_unless_they_lie_open() {
        let game = Cahoots::deal(Options::default(), Seed(5)).unwrap();
        let model = TableModel::new(&game.view(Viewer::Seat(Seat(0))), &names(), &[], None);
        assert_eq!(model.team[1].cards, 4);
        assert!(model.team[1].open.is_empty());
        let open = Cahoots::deal(
            Options {
                open_hands: true,
                ..Options::default()
            },
            Seed(5),
        )
        .unwrap();
        let model = TableModel::new(&open.view(Viewer::Seat(Seat(0))), &names(), &[], None);
        assert_eq!(model.team[1].open.len(), 4);
    }
}
