//! A computer player's seed tells it nothing of the deal: the seeds of its choices come
//! from a ChaCha stream of their own, never from the stream the game's generator deals
//! from (stream 0 of the game's seed).

use std::collections::HashSet;

use fourfold::engine::session::WithBots;
use fourfold::engine::{GameRng, SeatSetup, Seed, Session};
use fourfold::games::{ForGame, GameId, Listed};
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

/// [`computer_seeds`] of the game it is run for, dealt from its seed.
struct ComputerSeeds(Seed);

impl ForGame for ComputerSeeds {
    type Out = Vec<(String, usize, Seed)>;

    fn run<G: Listed + WithBots>(self) -> Self::Out {
        computer_seeds::<G>(self.0)
    }
}

/// Every game in the registry ([`GameId::ALL`]): each asks its computers, and none of
/// the seeds it asks them with is a number its deal drew.
#[test]
fn no_computer_seed_is_a_number_the_deal_drew() {
    for seed in [0, 1, 2, 42, 12_345].map(Seed) {
        let dealt = deal_values(seed);
        let mut asked = 0;
        for game in GameId::ALL {
            let seeds = game.run(ComputerSeeds(seed));
            assert!(!seeds.is_empty(), "seed {seed}, {game:?}: no question");
            asked += seeds.len();
            for (table, step, computer) in seeds {
                assert!(
                    !dealt.contains(&computer.0),
                    "seed {seed}, {table}, step {step}: the computer's seed {computer} is a \
                     number the deal's generator drew"
                );
            }
        }
        assert!(asked > STEPS, "seed {seed}: {asked} questions");
    }
}
