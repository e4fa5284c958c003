//! Mid-game positions for benchmarks and tests: from the starting Quad*doku, a seeded mix
//! of best moves and random one-tile words, as games between players of mixed skill
//! reach.

use super::data::EDGE;
use super::rules::{Action, Options, Quaddoku};
use super::solver::{Objective, best_move};
use super::square::Placement;
use super::words::Lexicon;
use crate::engine::{Game, GameRng, Seed, ToAct};

/// The position after 0 to 15 moves of a two-player game, chosen by `seed`.
pub fn mid_game(seed: Seed) -> Quaddoku {
    let mut rng = GameRng::new(seed);
    let mut game = Quaddoku::deal(Options::default(), seed).expect("the default options are valid");
    let moves = rng.below(16);
    for _ in 0..moves {
        let ToAct::Seat(seat) = game.to_act() else {
            break;
        };
        let placements = if rng.below(3) == 0 {
            best_move(
                game.square(),
                game.pool(),
                Lexicon::full(),
                Objective::Points,
            )
            .map(|b| b.placements)
        } else {
            random_one_tile_word(&game, &mut rng)
        };
        let Some(placements) = placements else {
            break;
        };
        for p in placements {
            game.apply(
                seat,
                &Action::Place {
                    at: p.at,
                    tile: p.tile,
                },
            )
            .expect("the move's tiles are in the pool");
        }
        game.apply(seat, &Action::Commit)
            .expect("the move was checked");
    }
    game
}

/// A random legal move of one tile, if one is found in a few hundred tries.
fn random_one_tile_word(game: &Quaddoku, rng: &mut GameRng) -> Option<Vec<Placement>> {
    let kinds: Vec<_> = game.pool().kinds().map(|(t, _)| t).collect();
    for _ in 0..400 {
        let at = *rng.pick(&EDGE)?;
        let tile = *rng.pick(&kinds)?;
        let placement = [Placement { at, tile }];
        if game.square().score(&placement, Lexicon::full()).is_ok() {
            return Some(placement.to_vec());
        }
    }
    None
}
