//! What a touch does at Quad*doku's table, as a pure function of what the seat sees and
//! the pool tile chosen on screen: tested natively. The keyboard's letters and values
//! and a dragged tile lay through [`lay`] too.

use crate::engine::Pos;
use crate::games::quaddoku::{Action, QuaddokuView, Tile};

/// What the player touched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Touch {
    /// A tile of the pool.
    Tile(Tile),
    /// A cell of the grid.
    Cell(Pos),
}

/// What a touch does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tapped {
    /// The pool tile chosen on screen becomes this one (or none).
    Choose(Option<Tile>),
    /// Take these actions in turn, then keep this tile chosen (or none).
    Act(Vec<Action>, Option<Tile>),
    /// Nothing to do.
    Nothing,
}

/// The actions that lay `tile` on `at`, taking back a tile laid there first.
pub fn lay(view: &QuaddokuView, at: Pos, tile: Tile) -> Vec<Action> {
    let mut actions = Vec::new();
    if view.laid.iter().any(|p| p.at == at) {
        actions.push(Action::TakeBack { at });
    }
    actions.push(Action::Place { at, tile });
    actions
}

/// What `touch` does, `chosen` being the pool tile chosen on screen.
pub fn tap(view: &QuaddokuView, chosen: Option<Tile>, touch: Touch) -> Tapped {
    // A chosen tile the pool no longer holds is let go.
    let left = |tile: Tile| {
        view.pool
            .iter()
            .find(|(t, _)| *t == tile)
            .map_or(0, |(_, n)| *n)
    };
    let chosen = chosen.filter(|t| left(*t) > 0);
    match touch {
        Touch::Tile(tile) if chosen == Some(tile) => Tapped::Choose(None),
        Touch::Tile(tile) => Tapped::Choose(Some(tile)),
        Touch::Cell(at) => match chosen {
            // The last tile of its kind goes with the move; another stays chosen.
            Some(tile) if view.square.check_cover(at, tile).is_ok() => {
                Tapped::Act(lay(view, at, tile), chosen.filter(|_| left(tile) > 1))
            }
            Some(_) => Tapped::Nothing,
            None if view.laid.iter().any(|p| p.at == at) => {
                Tapped::Act(vec![Action::TakeBack { at }], None)
            }
            None => Tapped::Nothing,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Seat, Seed};
    use crate::games::quaddoku::Quaddoku;

    #[test]
    fn a_chosen_tile_lays_where_it_may_cover_and_a_laid_tile_is_taken_back() {
        let mut game = <Quaddoku as Game>::new(&Default::default(), Seed(1)).unwrap();
        let view = QuaddokuView::of(&game);
        let (tile, count) = view.pool[0];
        assert_eq!(
            tap(&view, None, Touch::Tile(tile)),
            Tapped::Choose(Some(tile))
        );
        assert_eq!(
            tap(&view, Some(tile), Touch::Tile(tile)),
            Tapped::Choose(None)
        );
        // The middle of the grid takes no tile.
        assert_eq!(
            tap(&view, Some(tile), Touch::Cell(Pos::new(1, 1))),
            Tapped::Nothing
        );
        let at = (0..4)
            .flat_map(|row| (0..4).map(move |col| Pos::new(row, col)))
            .find(|at| view.square.check_cover(*at, tile).is_ok())
            .expect("a cell the tile may cover");
        let keep = (count > 1).then_some(tile);
        assert_eq!(
            tap(&view, Some(tile), Touch::Cell(at)),
            Tapped::Act(vec![Action::Place { at, tile }], keep)
        );
        assert_eq!(tap(&view, None, Touch::Cell(at)), Tapped::Nothing);
        game.apply(Seat(0), &Action::Place { at, tile }).unwrap();
        let view = QuaddokuView::of(&game);
        assert_eq!(
            tap(&view, None, Touch::Cell(at)),
            Tapped::Act(vec![Action::TakeBack { at }], None)
        );
        // Another tile on a cell already laid takes the first back before it lies.
        if let Some((other, _)) = view
            .pool
            .iter()
            .copied()
            .find(|(t, _)| view.square.check_cover(at, *t).is_ok())
        {
            let Tapped::Act(actions, _) = tap(&view, Some(other), Touch::Cell(at)) else {
                panic!("a tile that may cover lays");
            };
            assert_eq!(
                actions,
                vec![Action::TakeBack { at }, Action::Place { at, tile: other }]
            );
        }
    }
}
