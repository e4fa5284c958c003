//! What Quad*doku tells the table frame: the cells a move laid tiles on, each seat's
//! score by the goal played for, the pool's count, and whose turn it is in words.

use yew::prelude::*;

use crate::engine::{Pos, Seat, ToAct};
use crate::games::quaddoku::{
    Action, Event, Goal, Options, Phase, PlayError, Quaddoku, QuaddokuView, Tile,
};
use crate::ui::setup::SetupForm;
use crate::ui::table::{Badge, SeatLine, Seen, Strip, TableGame};
use crate::ui::url::ParamError;

impl TableGame for Quaddoku {
    type Place = Pos;
    type Screen = super::QuaddokuTable;
    type Selection = Option<Tile>;
    type Touch = super::tap::Touch;
    type Tapped = super::tap::Tapped;

    fn tap(
        view: &QuaddokuView,
        _: &[Action],
        chosen: &Option<Tile>,
        touch: super::tap::Touch,
    ) -> super::tap::Tapped {
        super::tap::tap(view, *chosen, touch)
    }

    const RULES: &'static str = super::rules::RULES;
    // A solo Quad*doku is played for a score, not against anyone: it ends, nobody wins.
    const ALONE_FOR_A_SCORE: bool = true;
    const LINK_NAMES: &'static [&'static str] = super::setup::LINK_NAMES;

    fn set_link(options: &mut Options, name: &str, value: &str) -> Result<(), ParamError> {
        super::setup::set_link(options, name, value)
    }

    fn link_pairs(options: &Options) -> Vec<(&'static str, String)> {
        super::setup::link_pairs(options)
    }

    fn setup_fields(form: &SetupForm<Self>, on_change: &Callback<SetupForm<Self>>) -> Html {
        super::setup::fields(form, on_change)
    }
    const REFUSED: &'static str = "Not played";

    fn screen_of(to_act: &ToAct, computers: &[bool], _: Option<Seat>) -> Option<Seat> {
        // Open information: whoever is to move acts, on the one shared screen.
        to_act
            .seats()
            .first()
            .copied()
            .filter(|mover| !computers.get(mover.index()).copied().unwrap_or(true))
    }

    fn pause(game: &Quaddoku) -> Option<u32> {
        // Once a computer has begun its move, its tiles go down one by one.
        (!game.laid().is_empty()).then_some(crate::ui::pacing::LAY_MS)
    }

    fn aims(action: &Action) -> Vec<Pos> {
        match action {
            Action::Place { at, .. } | Action::TakeBack { at } => vec![*at],
            Action::Commit | Action::Pass => Vec::new(),
        }
    }

    fn refused_at(action: &Action, error: &PlayError) -> Vec<Pos> {
        match error {
            PlayError::NotAnEdgeCell(at)
            | PlayError::AlreadyLaid(at)
            | PlayError::NothingLaid(at) => {
                vec![*at]
            }
            _ => Self::aims(action),
        }
    }

    fn touched(event: &Event) -> Vec<Pos> {
        match event {
            Event::Played(play) => play.placements.iter().map(|p| p.at).collect(),
            _ => Vec::new(),
        }
    }

    fn strip(seen: &Seen<Self>) -> Strip {
        let view = &seen.view;
        let goal = view.options.goal;
        let solo = seen.names.len() == 1;
        let seats = if solo {
            Vec::new()
        } else {
            view.tallies
                .iter()
                .enumerate()
                .map(|(i, tally)| {
                    let seat = Seat(i as u8);
                    let name = seen.name(seat).to_string();
                    let to_move = view.to_move() == Some(seat);
                    SeatLine {
                        seat,
                        detail: tally.by(goal).to_string(),
                        label: format!(
                            "{name}: {} points, {} words, {} dokus{}",
                            tally.points,
                            tally.words,
                            tally.dokus,
                            if to_move { ", to play" } else { "" }
                        ),
                        name,
                        badge: Badge::None,
                        to_move,
                        me: seen.viewer == Some(seat),
                    }
                })
                .collect()
        };
        let mut counts = Vec::new();
        if solo && let Some(tally) = view.tallies.first() {
            counts.push(match goal {
                Goal::Points => format!("{} points", tally.points),
                Goal::Words => format!("{} words · {} points", tally.words, tally.points),
                Goal::Dokus => format!("{} dokus · {} points", tally.dokus, tally.points),
            });
        }
        counts.push(format!("Pool: {} tiles", view.pool_left));
        Strip { seats, counts }
    }
}

/// Whose turn it is, in words: "Your turn." for the one person at the table (or a
/// seat named "You"), "Ann's turn." when several people share the device, "Computer 1 is
/// playing." for a computer.
pub fn turn_line(view: &QuaddokuView, names: &[String], computers: &[bool]) -> String {
    let people = computers.iter().filter(|c| !**c).count();
    match view.phase {
        Phase::Turn(seat) => {
            let name = names.get(seat.index()).map_or("?", String::as_str);
            if computers.get(seat.index()).copied().unwrap_or(false) {
                format!("{name} is playing.")
            } else if people <= 1 || name == "You" {
                "Your turn.".into()
            } else {
                format!("{name}'s turn.")
            }
        }
        Phase::Over(_) => "Game over.".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{SeatSetup, Session};
    use crate::games::Listed;
    use crate::games::quaddoku::{Options, Tile};
    use crate::ui::state::{Play, Refused};

    fn names(n: &[&str]) -> Vec<String> {
        n.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn the_turn_line_never_says_yous_turn() {
        let game =
            <Quaddoku as crate::engine::Game>::new(&Default::default(), crate::engine::Seed(1))
                .unwrap();
        let view = QuaddokuView::of(&game);
        let line = |n: &[&str], c: &[bool]| turn_line(&view, &names(n), c);
        assert_eq!(line(&["You", "Computer 1"], &[false, true]), "Your turn.");
        assert_eq!(line(&["Ann", "Computer 1"], &[false, true]), "Your turn.");
        assert_eq!(line(&["Ann", "Bo"], &[false, false]), "Ann's turn.");
        assert_eq!(line(&["Robo", "Bo"], &[true, false]), "Robo is playing.");
    }

    #[test]
    fn a_refusal_that_names_a_cell_marks_that_cell_and_another_marks_where_the_move_aimed() {
        let (edge, other) = (Pos::new(0, 1), Pos::new(3, 2));
        let tile = Tile::new('A', 1).expect("an A of 1");
        let place = Action::Place { at: other, tile };
        assert_eq!(
            Quaddoku::refused_at(&place, &PlayError::AlreadyLaid(edge)),
            vec![edge]
        );
        assert_eq!(
            Quaddoku::refused_at(&place, &PlayError::NotInPool(tile)),
            vec![other]
        );
        assert_eq!(
            Quaddoku::refused_at(&Action::Commit, &PlayError::NothingPlaced),
            Vec::<Pos>::new()
        );
    }

    #[test]
    fn a_refused_move_is_marked_where_it_was_tried_and_only_while_refused() {
        let seats = vec![SeatSetup::human("Ann"), SeatSetup::human("Bo")];
        let options = Quaddoku::options_for(2, &Options::default());
        let session = Session::<Quaddoku>::new(seats, options, crate::engine::Seed(4)).unwrap();
        let mut play = Play::new(session);
        let Some(Action::Place { at, tile }) = play
            .session
            .legal_for_person(Seat(0))
            .into_iter()
            .find(|a| matches!(a, Action::Place { .. }))
        else {
            panic!("a tile to lay");
        };
        let laid = Action::Place { at, tile };
        play.session.act(Seat(0), laid).expect("laid");
        assert!(
            crate::ui::boards::refused_of::<Quaddoku>(&play, Some(Seat(0))).is_empty(),
            "nothing refused yet"
        );
        // The same cell again: the rules refuse it, naming the cell.
        let error = play
            .session
            .act(Seat(0), laid)
            .expect_err("refused");
        play.refusal = Some(Refused::from(error));
        play.tried = Some((Seat(0), laid));
        assert_eq!(
            crate::ui::boards::refused_of::<Quaddoku>(&play, Some(Seat(0))),
            vec![at]
        );
        assert!(
            crate::ui::boards::refused_of::<Quaddoku>(&play, Some(Seat(1))).is_empty(),
            "only on the screen of who tried it"
        );
        play.refusal = None;
        assert!(
            crate::ui::boards::refused_of::<Quaddoku>(&play, Some(Seat(0))).is_empty(),
            "gone with the refusal"
        );
    }
}
