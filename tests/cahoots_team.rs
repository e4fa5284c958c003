//! Cahoots' computer team-mates make use of what they see: shown every hand (as in Lil
//! Cahoots), they count the cards in their team-mates' hands as cards to come, and so win
//! more often than when the hands are hidden, on the same deals (`fourfold-cli bench`
//! prints the figures at every table; here 300 four-player Normal deals).
#![cfg(not(target_arch = "wasm32"))]

use fourfold::engine::{Bot, Game, Seat, Seed, Standing, Viewer};
use fourfold::games::cahoots::{Cahoots, Difficulty, Options, TeamBot};

fn won(options: Options, seed: u64, seeing: bool) -> bool {
    let mut game = Cahoots::deal(options, Seed(seed)).unwrap();
    while let Some(seat) = game.to_act().next_to_answer() {
        let legal = game.legal_actions(seat);
        let mut view = game.view(Viewer::Seat(seat));
        if seeing {
            view.open_hands = (0..usize::from(options.players))
                .map(|s| game.hand(Seat(s as u8)).to_vec())
                .collect();
        }
        let action = TeamBot.choose(&view, &legal);
        game.apply(seat, &action).unwrap();
    }
    matches!(game.outcome().map(|o| o.standing), Some(Standing::Won(_)))
}

#[test]
fn team_mates_shown_every_hand_win_more_than_with_hands_hidden() {
    let options = Options {
        players: 4,
        difficulty: Difficulty::Normal,
        ..Options::default()
    };
    let count = |seeing| (0..300).filter(|s| won(options, *s, seeing)).count();
    let (hidden, seeing) = (count(false), count(true));
    assert!(
        seeing > hidden + 15,
        "hidden hands won {hidden}, every hand shown won {seeing} of 300"
    );
}
