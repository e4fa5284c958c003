//! The shared conformance suite over every registered game: seeded random playouts with
//! every check of `engine::conformance` at every step. `fourfold-cli soak` runs more.

mod playout_helpers;

use fourfold::engine::conformance::{Coverage, Failure, run_computer_playouts, run_playouts};
use fourfold::engine::session::WithBots;
use fourfold::games::foursquare::Foursquare;
use fourfold::games::{ForGame, GameId, Listed};

/// Playouts per option set in CI.
const PLAYOUTS: u64 = 2_000;

/// A few playouts of a game, random and by its computer players.
struct FewPlayouts;

impl ForGame for FewPlayouts {
    type Out = Result<(Coverage, Coverage), Failure>;

    fn run<G: Listed + WithBots>(self) -> Self::Out {
        Ok((run_playouts::<G>(0, 50)?, run_computer_playouts::<G>(0, 2)?))
    }
}

/// Every game in the registry, a new one included before it has tests of its own: the
/// games below are each checked at length by a test of their own.
#[test]
fn every_game_in_the_registry_conforms() {
    for game in GameId::ALL {
        let (random, computer) = game.run(FewPlayouts).unwrap_or_else(|f| panic!("{f}"));
        let sets = random.games / 50;
        assert!(sets >= 1, "{game:?} has an option set to play");
        assert_eq!(random.games, sets * 50, "{game:?}: {random:?}");
        assert_eq!(computer.games, sets * 2, "{game:?}: {computer:?}");
        assert!(
            random.steps > 0 && computer.steps > 0,
            "{game:?} plays moves"
        );
    }
}

#[test]
fn foursquare_conforms() {
    let coverage = run_playouts::<Foursquare>(0, PLAYOUTS).unwrap_or_else(|f| panic!("{f}"));
    assert_eq!(coverage.games, PLAYOUTS as usize);
    // Losing takes at least five placements (five face-down tops); winning sixteen.
    assert!(coverage.steps >= coverage.games * 5, "{coverage:?}");
}

#[test]
fn foursquare_conforms_when_its_computer_player_plays() {
    // Random play almost never wins Foursquare; the solver almost always does, so these
    // playouts take the checks through the winning ending and its score.
    let coverage = run_computer_playouts::<Foursquare>(0, 6).unwrap_or_else(|f| panic!("{f}"));
    assert!(coverage.won > 0, "{coverage:?}");
}

#[test]
fn letter_lines_conforms() {
    use fourfold::games::letters::Letters;
    // Three option sets (2, 3 and 4 players).
    let coverage = run_playouts::<Letters>(0, 700).unwrap_or_else(|f| panic!("{f}"));
    assert_eq!(coverage.games, 2100);
    // With the whole deck a Z or an X can always still be played: no game is drawn.
    assert_eq!(coverage.won, coverage.games, "{coverage:?}");
}

#[test]
fn letter_lines_conforms_when_its_computer_players_play() {
    use fourfold::games::letters::Letters;
    let coverage = run_computer_playouts::<Letters>(0, 20).unwrap_or_else(|f| panic!("{f}"));
    assert_eq!(coverage.won, coverage.games, "{coverage:?}");
}

#[test]
fn major_woody_conforms() {
    use fourfold::games::woody::Woody;
    // Five option sets (2, 3, 4 players; 6 and 8 as teams).
    let coverage = run_playouts::<Woody>(0, 400).unwrap_or_else(|f| panic!("{f}"));
    assert_eq!(coverage.games, 2000);
    assert!(coverage.won > 0, "{coverage:?}");
}

#[test]
fn major_woody_conforms_when_its_computer_players_play() {
    use fourfold::games::woody::Woody;
    let coverage = run_computer_playouts::<Woody>(0, 4).unwrap_or_else(|f| panic!("{f}"));
    assert!(coverage.won > 0, "{coverage:?}");
}

#[test]
fn quaddoku_conforms() {
    use fourfold::games::quaddoku::Quaddoku;
    // Three option sets (solo with the rulebook's start, 2 players, 3 players). A random player lays
    // and takes back tiles at random, so its moves are few; the computer playouts below
    // score real moves to the end.
    let coverage = run_playouts::<Quaddoku>(0, 30).unwrap_or_else(|f| panic!("{f}"));
    assert_eq!(coverage.games, 90);
}

#[test]
fn quaddoku_conforms_when_its_computer_players_play() {
    use fourfold::games::quaddoku::Quaddoku;
    let coverage = run_computer_playouts::<Quaddoku>(0, 2).unwrap_or_else(|f| panic!("{f}"));
    assert_eq!(coverage.games, 6);
    assert!(coverage.won > 0, "{coverage:?}");
}

#[test]
fn cahoots_conforms() {
    use fourfold::games::cahoots::Cahoots;
    // Six option sets: 2, 3 and 4 players; Speed with 3; Mum's the word at Insane with
    // 2; open hands with 4.
    let coverage = run_playouts::<Cahoots>(0, 150).unwrap_or_else(|f| panic!("{f}"));
    assert_eq!(coverage.games, 900);
}

#[test]
fn cahoots_conforms_when_its_computer_team_plays() {
    use fourfold::games::cahoots::Cahoots;
    // The team-mates reach the winning ending random play rarely does.
    let coverage = run_computer_playouts::<Cahoots>(0, 30).unwrap_or_else(|f| panic!("{f}"));
    assert!(coverage.won > 0, "{coverage:?}");
}

#[test]
fn major_woody_hands_grow_by_one_card_a_pass() {
    use fourfold::engine::Seed;
    use fourfold::engine::conformance::{Policy, playout};
    use fourfold::games::woody::{Options, Woody};
    // Found by the soak: in team play a seat passed (holding nothing playable) and kept
    // the card it drew, then drew again; the hand bound must allow one card a pass.
    playout::<Woody>(&Options { players: 8 }, Seed(1_015_119), Policy::Random)
        .unwrap_or_else(|f| panic!("{f}"));
}

/// Through random games of every game, each step's log lines are found by its number
/// (`MarkedLine::of_step`, which the tables' last-move marks and notes read at every
/// redraw) exactly as reading the whole log finds them, for every seat's log.
struct StepsFoundInTheLog;

impl ForGame for StepsFoundInTheLog {
    /// How many steps were looked up.
    type Out = usize;

    fn run<G: Listed + WithBots>(self) -> usize {
        use fourfold::engine::{GameRng, MarkedLine, Seat, Seed, Viewer};
        let mut looked_up = 0;
        for (n, options) in G::sample_options().into_iter().enumerate() {
            let seed = Seed(300 + n as u64);
            let Some(mut session) = playout_helpers::largest_table::<G>(&options, seed) else {
                continue;
            };
            let mut rng = GameRng::new(seed);
            for _ in 0..60 {
                let viewers = (0..session.seats().len())
                    .map(|s| Viewer::Seat(Seat(s as u8)))
                    .chain([Viewer::Spectator]);
                for viewer in viewers {
                    let log = session.marked_log_for(viewer);
                    for step in 0..=session.steps() {
                        let read: Vec<_> = log
                            .iter()
                            .filter(|l| l.step.map(|(n, _)| n) == Some(step))
                            .cloned()
                            .collect();
                        assert_eq!(
                            MarkedLine::of_step(&log, step),
                            &read[..],
                            "{} step {step}",
                            G::KEY
                        );
                        looked_up += 1;
                    }
                }
                if !playout_helpers::random_move(&mut session, &mut rng) {
                    break;
                }
            }
        }
        looked_up
    }
}

#[test]
fn each_steps_log_lines_are_found_by_its_number() {
    for game in GameId::ALL {
        let looked_up = game.run(StepsFoundInTheLog);
        assert!(
            looked_up > 100,
            "{game:?}: only {looked_up} steps looked up"
        );
    }
}
