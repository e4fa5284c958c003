//! The exact best-move search against brute force: on small random positions, every
//! placement of the pool's tiles is tried through the rules' own scoring, and the
//! solver's best must equal the best found that way, for every objective; its move must
//! be legal and score what it claims.

use fourfold::engine::{GameRng, Pos, Seed};
use fourfold::games::quaddoku::data::{EDGE, Side, tile_set};
use fourfold::games::quaddoku::pool::Pool;
use fourfold::games::quaddoku::solver::{Objective, best_move};
use fourfold::games::quaddoku::words::{Lexicon, word_text};
use fourfold::games::quaddoku::{Placement, Square, Tile};

/// A grid of four random words that meet at the corners, with random values.
fn random_square(rng: &mut GameRng) -> Square {
    let words: Vec<String> = Lexicon::full().words().map(|w| word_text(&w)).collect();
    loop {
        let top = rng.pick(&words).unwrap().clone();
        let starting =
            |c: char| -> Vec<&String> { words.iter().filter(|w| w.starts_with(c)).collect() };
        let t: Vec<char> = top.chars().collect();
        let (Some(left), Some(right)) = (
            rng.pick(&starting(t[0])).copied(),
            rng.pick(&starting(t[3])).copied(),
        ) else {
            continue;
        };
        let (l, r): (Vec<char>, Vec<char>) = (left.chars().collect(), right.chars().collect());
        let bottoms: Vec<&String> = words
            .iter()
            .filter(|w| w.starts_with(l[3]) && w.ends_with(r[3]))
            .collect();
        let Some(bottom) = rng.pick(&bottoms).copied() else {
            continue;
        };
        let b: Vec<char> = bottom.chars().collect();
        let letter_at = |pos: Pos| match (pos.row, pos.col) {
            (0, c) => t[usize::from(c)],
            (3, c) => b[usize::from(c)],
            (row, 0) => l[usize::from(row)],
            (row, _) => r[usize::from(row)],
        };
        let tiles: [(Pos, Tile); 12] = EDGE.map(|pos| {
            let value = 1 + rng.below(4) as u8;
            (pos, Tile::new(letter_at(pos), value).unwrap())
        });
        return Square::new(&tiles);
    }
}

/// A few tiles from the set, `vowels` of them vowels (more vowels, more moves).
fn random_pool(rng: &mut GameRng, size: usize, vowels: usize) -> Pool {
    let mut set = tile_set();
    rng.shuffle(&mut set);
    let (vowel_tiles, others): (Vec<Tile>, Vec<Tile>) =
        set.into_iter().partition(|t| "AEIOU".contains(t.letter()));
    let vowel_count = vowels.min(size);
    let mut tiles: Vec<Tile> = vowel_tiles.into_iter().take(vowel_count).collect();
    tiles.extend(others.into_iter().take(size - vowel_count));
    Pool::from(tiles)
}

/// Every legal placement's changed words, by trying all of them.
fn brute_force(
    square: &Square,
    pool: &Pool,
    each: &mut dyn FnMut(&[Placement], &[fourfold::games::quaddoku::ScoredWord]),
) {
    fn go(
        square: &Square,
        pool: &mut Pool,
        cell: usize,
        placed: &mut Vec<Placement>,
        each: &mut dyn FnMut(&[Placement], &[fourfold::games::quaddoku::ScoredWord]),
    ) {
        if cell == EDGE.len() {
            if let Ok(preview) = square.score(placed, Lexicon::full()) {
                each(placed, &preview.words);
            }
            return;
        }
        go(square, pool, cell + 1, placed, each);
        let kinds: Vec<Tile> = pool.kinds().map(|(t, _)| t).collect();
        for tile in kinds {
            if square.top(EDGE[cell]) == Some(tile) {
                continue;
            }
            pool.take(tile);
            placed.push(Placement {
                at: EDGE[cell],
                tile,
            });
            go(square, pool, cell + 1, placed, each);
            placed.pop();
            pool.put(tile);
        }
    }
    go(square, &mut pool.clone(), 0, &mut Vec::new(), each);
}

const OBJECTIVES: [Objective; 4] = [
    Objective::Points,
    Objective::Words,
    Objective::Dokus,
    Objective::AllDokus,
];

#[test]
fn the_solver_finds_the_brute_force_best_on_small_random_positions() {
    let mut rng = GameRng::new(Seed(2026));
    let mut with_moves = 0;
    let positions = 90;
    for n in 0..positions {
        let square = random_square(&mut rng);
        let pool = random_pool(&mut rng, 4, n % 3);
        let mut best = [None::<i32>; 4];
        brute_force(&square, &pool, &mut |_, words| {
            for (i, objective) in OBJECTIVES.iter().enumerate() {
                if let Some(v) = objective.move_value(words) {
                    best[i] = Some(best[i].map_or(v, |b| b.max(v)));
                }
            }
        });
        with_moves += usize::from(best[0].is_some());
        for (i, objective) in OBJECTIVES.iter().enumerate() {
            let found = best_move(&square, &pool, Lexicon::full(), *objective);
            let words: Vec<String> = Side::ALL.iter().map(|s| square.word(*s)).collect();
            assert_eq!(
                found.as_ref().map(|b| b.value),
                best[i],
                "position {n} {words:?} pool {:?} {objective:?}: solver {found:?}",
                Vec::<Tile>::from(pool.clone()),
            );
            if let Some(found) = found {
                let preview = square.score(&found.placements, Lexicon::full()).unwrap();
                assert_eq!(objective.move_value(&preview.words), Some(found.value));
                let mut left = pool.clone();
                for p in &found.placements {
                    assert!(left.take(p.tile), "{} used twice", p.tile);
                }
            }
        }
    }
    // The positions must exercise both answers: some moves, and proofs of none.
    assert!(
        with_moves >= positions / 4,
        "{with_moves} of {positions} had a move"
    );
    assert!(with_moves < positions, "every position had a move");
}

/// A few tiles from the set, two of them (where the set has one) of a grid letter with
/// another value: tiles that may only tune a word's values.
fn tuning_pool(rng: &mut GameRng, square: &Square, size: usize) -> Pool {
    let mut set = tile_set();
    rng.shuffle(&mut set);
    let mut tiles = Vec::new();
    let mut tops = square.tops().to_vec();
    rng.shuffle(&mut tops);
    for top in tops {
        if tiles.len() == 2 {
            break;
        }
        if let Some(i) = set
            .iter()
            .position(|t| t.letter() == top.letter() && *t != top)
        {
            tiles.push(set.remove(i));
        }
    }
    let vowel = set.iter().position(|t| "AEIOU".contains(t.letter()));
    tiles.extend(vowel.map(|i| set.remove(i)));
    tiles.extend(set.into_iter().take(size.saturating_sub(tiles.len())));
    Pool::from(tiles)
}

#[test]
fn the_solver_finds_the_brute_force_best_when_the_pool_can_tune_the_grid() {
    // Tiles of the grid's own letters may be laid, but a move must spell a new word and
    // a word spelled as before scores nothing: the solver must agree with the rules.
    let mut rng = GameRng::new(Seed(2027));
    let positions = 60;
    let (mut with_moves, mut with_tunes) = (0, 0);
    for n in 0..positions {
        let square = random_square(&mut rng);
        let pool = tuning_pool(&mut rng, &square, 4);
        let mut best = [None::<i32>; 4];
        let mut tuned = false;
        brute_force(&square, &pool, &mut |_, words| {
            tuned |= words.iter().any(|w| !w.new);
            for (i, objective) in OBJECTIVES.iter().enumerate() {
                if let Some(v) = objective.move_value(words) {
                    best[i] = Some(best[i].map_or(v, |b| b.max(v)));
                }
            }
        });
        with_moves += usize::from(best[0].is_some());
        with_tunes += usize::from(tuned);
        for (i, objective) in OBJECTIVES.iter().enumerate() {
            let found = best_move(&square, &pool, Lexicon::full(), *objective);
            assert_eq!(
                found.as_ref().map(|b| b.value),
                best[i],
                "position {n} {:?} pool {:?} {objective:?}: solver {found:?}",
                square.words(),
                Vec::<Tile>::from(pool.clone()),
            );
            if let Some(found) = found {
                let preview = square.score(&found.placements, Lexicon::full()).unwrap();
                assert!(preview.words.iter().any(|w| w.new), "{preview:?}");
            }
        }
    }
    assert!(with_moves >= positions / 4, "{with_moves} had a move");
    assert!(with_tunes > 0, "no legal move kept a word's spelling");
}

#[test]
fn the_solver_finds_the_rulebook_quaddoku() {
    // After Leslie's and Ron's moves the pool holds Tyler's five tiles among others; the
    // best move scores at least his 80.
    use fourfold::engine::{Game, Seat};
    use fourfold::games::quaddoku::{Action, Options, Quaddoku};
    let mut game = Quaddoku::deal(
        Options {
            players: 3,
            start: fourfold::games::quaddoku::Start::Rulebook,
            ..Options::default()
        },
        Seed(0),
    )
    .unwrap();
    for (seat, tiles) in [
        (0, vec![((0, 2), "E3"), ((1, 3), "U2"), ((2, 3), "B3")]),
        (1, vec![((0, 0), "M4"), ((1, 0), "O1")]),
    ] {
        for ((r, c), t) in tiles {
            let tile = Tile::try_from(t.to_string()).unwrap();
            game.apply(
                Seat(seat),
                &Action::Place {
                    at: Pos::new(r, c),
                    tile,
                },
            )
            .unwrap();
        }
        game.apply(Seat(seat), &Action::Commit).unwrap();
    }
    let best = best_move(
        game.square(),
        game.pool(),
        Lexicon::full(),
        Objective::Points,
    )
    .unwrap();
    assert!(best.value >= 80, "{best:?}");
    let quad = best_move(
        game.square(),
        game.pool(),
        Lexicon::full(),
        Objective::AllDokus,
    )
    .unwrap();
    assert_eq!(quad.value, 4, "a Quad*doku is possible: {quad:?}");
}
