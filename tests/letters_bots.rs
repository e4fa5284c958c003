//! The computer player's strength, as the issue sets it: it beats a random player in at
//! least 95% of games and the greedy baseline in clearly more than half (measured over
//! 1000 seeded games by `fourfold-cli bench`; here on 200 of the same seeds, with margins
//! for the smaller sample), deciding from its own view only.
#![cfg(not(target_arch = "wasm32"))]

use fourfold::engine::{Bot, DuelResult, Game, RandomBot, Seat, Seed, duel};
use fourfold::games::letters::{GreedyBot, Letters, LineBot, Options};

/// Games the computer player wins out of `games`, taking each seat in turn.
fn wins_against(games: u64, mut opponent: impl FnMut(u64) -> Box<dyn Bot<Letters>>) -> usize {
    (0..games)
        .filter(|&seed| {
            let game = Letters::new(&Options { players: 2 }, Seed(seed)).unwrap();
            let ours = Seat((seed % 2) as u8);
            duel(game, ours, &mut LineBot, opponent(seed).as_mut()).unwrap() == DuelResult::Won
        })
        .count()
}

#[test]
fn the_computer_player_beats_a_random_player() {
    let won = wins_against(200, |seed| Box::new(RandomBot::new(Seed(seed).derive(7))));
    assert!(won >= 185, "won {won} of 200");
}

#[test]
fn the_computer_player_beats_the_greedy_baseline_more_often_than_not() {
    let won = wins_against(200, |_| Box::new(GreedyBot));
    assert!(won >= 115, "won {won} of 200");
}
