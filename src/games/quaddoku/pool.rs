//! The open pool: every tile not on the grid, laid out alphabetically for all to see.

use serde::{Deserialize, Serialize};

use super::data::{KINDS, Tile};

/// A multiset of tiles, counted by kind (letter and value).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "Vec<Tile>", into = "Vec<Tile>")]
pub struct Pool {
    counts: Vec<u8>,
}

impl Pool {
    /// An empty pool.
    pub fn empty() -> Pool {
        Pool {
            counts: vec![0; KINDS],
        }
    }

    /// How many `tile`s are in the pool.
    pub fn count(&self, tile: Tile) -> u8 {
        self.counts[tile.kind()]
    }

    /// How many of kind `kind` ([`Tile::kind`]).
    pub fn count_kind(&self, kind: usize) -> u8 {
        self.counts[kind]
    }

    /// Adds one `tile`.
    pub fn put(&mut self, tile: Tile) {
        self.counts[tile.kind()] += 1;
    }

    /// Takes one `tile` out; false (and nothing changes) if there is none.
    pub fn take(&mut self, tile: Tile) -> bool {
        let slot = &mut self.counts[tile.kind()];
        if *slot == 0 {
            return false;
        }
        *slot -= 1;
        true
    }

    /// Tiles left.
    pub fn len(&self) -> usize {
        self.counts.iter().map(|c| usize::from(*c)).sum()
    }

    /// True when no tile is left.
    pub fn is_empty(&self) -> bool {
        self.counts.iter().all(|c| *c == 0)
    }

    /// Each kind present with its count, alphabetically and low values first: the
    /// rulebook's layout of the draw pile.
    pub fn kinds(&self) -> impl Iterator<Item = (Tile, u8)> + '_ {
        self.counts
            .iter()
            .enumerate()
            .filter(|(_, c)| **c > 0)
            .filter_map(|(kind, c)| Tile::from_kind(kind).map(|t| (t, *c)))
    }

    /// The counts by kind, for the solver.
    pub fn counts(&self) -> &[u8] {
        &self.counts
    }
}

impl From<Vec<Tile>> for Pool {
    fn from(tiles: Vec<Tile>) -> Pool {
        let mut pool = Pool::empty();
        for t in tiles {
            pool.put(t);
        }
        pool
    }
}

impl From<Pool> for Vec<Tile> {
    fn from(pool: Pool) -> Vec<Tile> {
        pool.kinds()
            .flat_map(|(t, c)| std::iter::repeat_n(t, usize::from(c)))
            .collect()
    }
}
