//! Starting Quad*dokus: the rulebook's, or a new one dealt from the seed, as the rulebook
//! invites ("you can create your own starting Quad*doku").

use super::data::{DOKU_SUM, Side, Tile, edge_index, starting_quaddoku, tile_set};
use super::words::{Letters4, Lexicon};
use crate::engine::{GameRng, Pos, Seed};

/// Four words that meet at the corners, each adding up to 10, with tiles from the set.
/// Searched at random from `seed`; the same seed always gives the same start.
pub fn dealt(seed: Seed) -> [(Pos, Tile); 12] {
    let mut rng = GameRng::new(seed.derive(0x5EED_0D0C));
    let lexicon = Lexicon::full();
    // In alphabetical order: the list's (a test keeps it so).
    let words: Vec<Letters4> = lexicon.words().collect();
    for _ in 0..10_000 {
        let Some(square) = random_square(&words, lexicon, &mut rng) else {
            continue;
        };
        if let Some(tiles) = values_for(&square, &mut rng) {
            return tiles;
        }
    }
    starting_quaddoku()
}

/// Four words meeting at the corners: top, left, right, bottom.
fn random_square(
    words: &[Letters4],
    lexicon: &Lexicon,
    rng: &mut GameRng,
) -> Option<[Letters4; 4]> {
    let top = *rng.pick(words)?;
    let starting =
        |first: u8| -> Vec<Letters4> { words.iter().filter(|w| w[0] == first).copied().collect() };
    let left = *rng.pick(&starting(top[0]))?;
    let right = *rng.pick(&starting(top[3]))?;
    let middles = lexicon.middles(left[3], right[3]);
    let mid = *rng.pick(middles)?;
    let bottom = [left[3], mid[0], mid[1], right[3]];
    let all = [top, left, right, bottom];
    // Four different words make a better start.
    let distinct = all.iter().enumerate().all(|(i, w)| !all[..i].contains(w));
    distinct.then_some(all)
}

/// Values from the tile set that make all four words dokus, if there are any.
fn values_for(words: &[Letters4; 4], rng: &mut GameRng) -> Option<[(Pos, Tile); 12]> {
    let letter_at = |pos: Pos| -> u8 {
        match (pos.row, pos.col) {
            (0, c) => words[0][usize::from(c)],
            (3, c) => words[3][usize::from(c)],
            (r, 0) => words[1][usize::from(r)],
            (r, _) => words[2][usize::from(r)],
        }
    };
    let cells = super::data::EDGE;
    let mut set = tile_set();
    rng.shuffle(&mut set);
    let mut chosen: Vec<Option<Tile>> = vec![None; cells.len()];
    fn fill(
        i: usize,
        cells: &[Pos; 12],
        letter_at: &dyn Fn(Pos) -> u8,
        set: &mut Vec<Tile>,
        chosen: &mut Vec<Option<Tile>>,
    ) -> bool {
        if i == cells.len() {
            return Side::ALL
                .iter()
                .all(|side| sum(side, chosen) == Some(DOKU_SUM));
        }
        let letter = letter_at(cells[i]);
        let mut tried = Vec::new();
        for k in 0..set.len() {
            let tile = set[k];
            if tile.letter_index() as u8 != letter || tried.contains(&tile) {
                continue;
            }
            tried.push(tile);
            set.swap_remove(k);
            chosen[i] = Some(tile);
            let ok = Side::ALL.iter().all(|side| partial_ok(side, chosen));
            if ok && fill(i + 1, cells, letter_at, set, chosen) {
                return true;
            }
            chosen[i] = None;
            set.push(tile);
            let last = set.len() - 1;
            set.swap(k, last);
        }
        false
    }
    fn sum(side: &Side, chosen: &[Option<Tile>]) -> Option<u32> {
        side.cells()
            .iter()
            .map(|p| {
                let i = edge_index(*p)?;
                chosen[i].map(|t| u32::from(t.value()))
            })
            .sum()
    }
    fn partial_ok(side: &Side, chosen: &[Option<Tile>]) -> bool {
        let mut total = 0;
        let mut open = 0;
        for p in side.cells() {
            let i = edge_index(p).expect("a side's cells are edge cells");
            match chosen[i] {
                Some(t) => total += u32::from(t.value()),
                None => open += 1,
            }
        }
        total + open <= DOKU_SUM && (open > 0 || total == DOKU_SUM)
    }
    if !fill(0, &cells, &letter_at, &mut set, &mut chosen) {
        return None;
    }
    Some(std::array::from_fn(|i| {
        (cells[i], chosen[i].expect("every cell was filled"))
    }))
}
