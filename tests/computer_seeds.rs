//! A computer player's seed tells it nothing of the deal: the seeds of its choices come
//! from a ChaCha stream of their own, never from the stream the game's generator deals
//! from (stream 0 of the game's seed).

use std::collections::HashSet;

use fourfold::engine::session::WithBots;
use fourfold::engine::{GameRng, SeatSetup, Seed, Session};
use fourfold::games::cahoots::Cahoots;
use fourfold::games::letters::Letters;
use fourfold::games::woody::Woody;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// 32-bit words of the deal's stream compared against: far more than any deal draws.
const DEAL_WORDS: usize = 4096;
/// Steps of a game whose computer seeds are checked.
const STEPS: usize = 300;

/// Every 64-bit value the deal's generator can have drawn from its first words, at any
/// 32-bit offset (a `u32` draw may leave the next `u64` draw unaligned).
fn deal_values(seed: Seed) -> HashSet<u64> {
    let mut chacha = ChaCha8Rng::seed_from_u64(seed.0);
    let words: Vec<u64> = (0..DEAL_WORDS)
        .map(|_| u64::from(chacha.next_u32()))
        .collect();
    // The reproduction is the game's generator: its u64 draws are the aligned pairs.
    let mut game_rng = GameRng::new(seed);
    for pair in words.chunks(2).take(16) {
        assert_eq!(game_rng.next_seed(), Seed(pair[0] | pair[1] << 32));
    }
    words.windows(2).map(|w| w[0] | w[1] << 32).collect()
}

/// The seeds a table of computer players is given, step by step, in games of `G` dealt
/// from `seed` with every sample option set.
fn computer_seeds<G: WithBots>(seed: Seed) -> Vec<(String, usize, Seed)> {
    let mut seeds = Vec::new();
    for options in G::sample_options() {
        let seats = G::new(&options, seed).expect("a sample deal").seat_count();
        let table = (0..seats)
            .map(|i| SeatSetup::computer(format!("Computer {i}")))
            .collect();
        let mut session = Session::<G>::new(table, options.clone(), seed).expect("a table");
        for step in 0..STEPS {
            let Some(question) = session.computer_question() else {
                break;
            };
            seeds.push((format!("{} {options:?}", G::KEY), step, question.seed));
            let (seat, action) = (question.seat, question.answer());
            session.act(seat, action).expect("a legal answer");
        }
    }
    seeds
}

#[test]
fn no_computer_seed_is_a_number_the_deal_drew() {
    for seed in [0, 1, 2, 42, 12_345].map(Seed) {
        let dealt = deal_values(seed);
        let asked = [
            computer_seeds::<Woody>(seed),
            computer_seeds::<Cahoots>(seed),
            computer_seeds::<Letters>(seed),
        ]
        .concat();
        assert!(
            asked.len() > STEPS,
            "seed {seed}: {} questions",
            asked.len()
        );
        for (game, step, computer) in asked {
            assert!(
                !dealt.contains(&computer.0),
                "seed {seed}, {game}, step {step}: the computer's seed {computer} is a number \
                 the deal's generator drew"
            );
        }
    }
}
