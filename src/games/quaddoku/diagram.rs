//! Grids as text, for tests and the command line: four lines of four cells, each cell a
//! tile ("E3") or ".." for the empty middle.
//!
//! ```text
//! B3 E1 A3 T3
//! A1 .. .. A1
//! T2 .. .. K5
//! H4 A2 R3 E1
//! ```

use super::data::{EDGE, GRID, Tile, edge_index, tile_set};
use super::pool::Pool;
use super::square::Square;
use crate::engine::Pos;

/// The grid drawn by `text` (its top tiles only).
pub fn parse_square(text: &str) -> Result<Square, String> {
    let rows: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    if rows.len() != usize::from(GRID) {
        return Err(format!("{} rows; a grid has 4", rows.len()));
    }
    let mut tiles = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        let cells: Vec<&str> = row.split_whitespace().collect();
        if cells.len() != usize::from(GRID) {
            return Err(format!("row {}: {} cells; a row has 4", r + 1, cells.len()));
        }
        for (c, cell) in cells.iter().enumerate() {
            let pos = Pos::new(r as u8, c as u8);
            match (edge_index(pos), *cell) {
                (None, "..") => {}
                (None, other) => return Err(format!("{other} in the middle, which stays empty")),
                (Some(_), text) => tiles.push((pos, Tile::try_from(text.to_string())?)),
            }
        }
    }
    let tiles: [(Pos, Tile); 12] = tiles
        .try_into()
        .map_err(|_| "not twelve edge tiles".to_string())?;
    Ok(Square::new(&tiles))
}

/// The pool a grid leaves: the 75 tiles less every tile on it, or the first tile the set
/// has too few of.
pub fn pool_beside(square: &Square) -> Result<Pool, String> {
    let mut pool = Pool::from(tile_set());
    for tile in square.tiles() {
        if !pool.take(tile) {
            return Err(format!("the set has too few {tile}"));
        }
    }
    Ok(pool)
}

/// The grid's top tiles as text, in the form [`parse_square`] reads.
pub fn draw_square(square: &Square) -> String {
    let mut out = String::new();
    for r in 0..GRID {
        let cells: Vec<String> = (0..GRID)
            .map(|c| {
                let pos = Pos::new(r, c);
                square.top(pos).map_or("..".to_string(), |t| t.to_string())
            })
            .collect();
        out.push_str(&cells.join(" "));
        out.push('\n');
    }
    debug_assert_eq!(EDGE.len(), 12);
    out
}
