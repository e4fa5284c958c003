//! Line finding against brute force on random boards: every window of N marked cells in a
//! line lies inside exactly one reported run, and every reported run is marked,
//! consecutive and maximal.
#![cfg(not(target_arch = "wasm32"))]

use fourfold::engine::{Direction, Grid, Pos};
use proptest::prelude::*;

fn board() -> impl Strategy<Value = Grid<bool>> {
    (1u8..9, 1u8..9).prop_flat_map(|(rows, cols)| {
        proptest::collection::vec(
            proptest::bool::weighted(0.6),
            usize::from(rows) * usize::from(cols),
        )
        .prop_map(move |cells| {
            Grid::new_with(rows, cols, |p| {
                cells[usize::from(p.row) * usize::from(cols) + usize::from(p.col)]
            })
        })
    })
}

fn marked(g: &Grid<bool>, p: Pos) -> bool {
    g.get(p).copied().unwrap_or(false)
}

fn before(p: Pos, d: Direction) -> Option<Pos> {
    let (dr, dc) = d.step();
    let row = u8::try_from(i16::from(p.row) - i16::from(dr)).ok()?;
    let col = u8::try_from(i16::from(p.col) - i16::from(dc)).ok()?;
    Some(Pos::new(row, col))
}

proptest! {
    #[test]
    fn runs_match_brute_force(g in board(), n in 2usize..6) {
        let runs = g.runs(n, |_, c| *c);
        for run in &runs {
            prop_assert!(run.len() >= n);
            prop_assert!(run.cells.iter().all(|p| marked(&g, *p)));
            let (dr, dc) = run.direction.step();
            for pair in run.cells.windows(2) {
                prop_assert_eq!(i16::from(pair[1].row) - i16::from(pair[0].row), i16::from(dr));
                prop_assert_eq!(i16::from(pair[1].col) - i16::from(pair[0].col), i16::from(dc));
            }
            prop_assert!(!before(run.cells[0], run.direction).is_some_and(|p| marked(&g, p)), "maximal at the start");
        }
        for line in g.lines(n) {
            let all = line.cells.iter().all(|p| marked(&g, *p));
            let covering = runs
                .iter()
                .filter(|r| r.direction == line.direction && line.cells.iter().all(|p| r.cells.contains(p)))
                .count();
            prop_assert_eq!(covering, usize::from(all), "{:?}", line);
        }
    }

    #[test]
    fn runs_through_a_cell_are_the_runs_containing_it(g in board(), r in 0u8..9, c in 0u8..9) {
        let pos = Pos::new(r, c);
        let through = g.runs_through(pos, |_, c| *c);
        if !marked(&g, pos) {
            prop_assert!(through.is_empty());
        } else {
            prop_assert_eq!(through.len(), 4);
            let all = g.runs(1, |_, c| *c);
            for run in through {
                prop_assert!(all.iter().any(|r| r == &run), "{:?}", run);
                prop_assert!(run.cells.contains(&pos));
            }
        }
    }
}
