//! The computer players' levels: easy wins about half its games against a random player
//! (in Quad*doku, one making a random whole word): the issue's 40-60%, measured over 1000
//! seeded games by `fourfold-cli bench`, here on 300 of the same seeds (200 in
//! Quad*doku) with the same margins. Each level beats the one below it more often than
//! not, every level's choice is seeded (the same question, the same answer), and a
//! session asks each computer seat at its own level.
#![cfg(not(target_arch = "wasm32"))]

use fourfold::engine::session::WithBots;
use fourfold::engine::{Bot, DuelResult, Game, Level, RandomBot, Seat, SeatSetup, Seed, duel};
use fourfold::games::letters::{self, Letters};
use fourfold::games::quaddoku::wordplay::RandomWordBot;
use fourfold::games::quaddoku::{self, Quaddoku};
use fourfold::games::woody::{self, Woody};
use fourfold::games::{ForGame, GameId, Listed, new_session};

/// Games out of `games` that `level` wins against `opponent`, on the bench's seeds and
/// seats (the level takes the first seat in even games).
fn wins<G: WithBots>(
    options: &G::Options,
    level: Level,
    games: u64,
    opponent: impl Fn(u64) -> Box<dyn Bot<G>>,
) -> u64 {
    (0..games)
        .filter(|&seed| {
            let game = G::new(options, Seed(seed)).unwrap();
            let mut us = G::computer_player(level, Seed(seed).derive(11));
            let ours = Seat((seed % 2) as u8);
            duel(game, ours, us.as_mut(), opponent(seed).as_mut()).unwrap() == DuelResult::Won
        })
        .count() as u64
}

fn random<G: Game>(seed: u64) -> Box<dyn Bot<G>> {
    Box::new(RandomBot::new(Seed(seed).derive(7)))
}

fn at<G: WithBots>(level: Level) -> impl Fn(u64) -> Box<dyn Bot<G>> {
    move |seed| G::computer_player(level, Seed(seed).derive(13))
}

fn letters_options() -> letters::Options {
    letters::Options { players: 2 }
}

fn woody_options() -> woody::Options {
    woody::Options { players: 2 }
}

#[test]
fn easy_letter_lines_wins_about_half_its_games_against_a_random_player() {
    let won = wins::<Letters>(&letters_options(), Level::Easy, 300, random);
    assert!((120..=180).contains(&won), "won {won} of 300");
}

#[test]
fn easy_major_woody_wins_about_half_its_games_against_a_random_player() {
    let won = wins::<Woody>(&woody_options(), Level::Easy, 300, random);
    assert!((120..=180).contains(&won), "won {won} of 300");
}

/// Quad*doku's random player makes a whole word at random: a random step player lays
/// stray tiles and passes, which nobody at a table does.
fn random_words(seed: u64) -> Box<dyn Bot<Quaddoku>> {
    Box::new(RandomWordBot::new(Seed(seed).derive(7)))
}

#[test]
fn easy_quaddoku_wins_about_half_its_games_against_a_random_word_player() {
    let won = wins::<Quaddoku>(
        &quaddoku::Options::default(),
        Level::Easy,
        200,
        random_words,
    );
    assert!((80..=120).contains(&won), "won {won} of 200");
}

#[test]
fn each_quaddoku_level_beats_the_one_below() {
    let options = quaddoku::Options::default();
    let won = wins::<Quaddoku>(&options, Level::Normal, 200, at(Level::Easy));
    assert!(won > 100, "normal won {won} of 200 against easy");
    let won = wins::<Quaddoku>(&options, Level::Strong, 200, at(Level::Normal));
    assert!(won > 100, "strong won {won} of 200 against normal");
}

#[test]
fn each_letter_lines_level_beats_the_one_below() {
    for (level, below) in [(Level::Normal, Level::Easy), (Level::Strong, Level::Normal)] {
        let won = wins::<Letters>(&letters_options(), level, 300, at(below));
        assert!(won > 150, "{level} won {won} of 300 against {below}");
    }
}

#[test]
fn each_major_woody_level_beats_the_one_below() {
    for (level, below) in [(Level::Normal, Level::Easy), (Level::Strong, Level::Normal)] {
        let won = wins::<Woody>(&woody_options(), level, 300, at(below));
        assert!(won > 150, "{level} won {won} of 300 against {below}");
    }
}

/// The measures of a game's levels above, each its own test: easy about even with a
/// random player, each level above the one below. One arm for each game in the registry
/// and no other: a game added to the registry does not compile here until it names its
/// own, or none for a game whose computers have no levels (`GameInfo::levels`).
fn measures(game: GameId) -> &'static [fn()] {
    const LETTERS: &[fn()] = &[
        easy_letter_lines_wins_about_half_its_games_against_a_random_player,
        each_letter_lines_level_beats_the_one_below,
    ];
    const WOODY: &[fn()] = &[
        easy_major_woody_wins_about_half_its_games_against_a_random_player,
        each_major_woody_level_beats_the_one_below,
    ];
    const QUADDOKU: &[fn()] = &[
        easy_quaddoku_wins_about_half_its_games_against_a_random_word_player,
        each_quaddoku_level_beats_the_one_below,
    ];
    match game {
        GameId::Letters => LETTERS,
        GameId::Woody => WOODY,
        GameId::Quaddoku => QUADDOKU,
        // Team-mates (Cahoots) and a solitaire's solver (Foursquare): no levels.
        GameId::Cahoots | GameId::Foursquare => &[],
    }
}

/// Every game in the registry ([`GameId::ALL`]) whose computers have levels has them
/// measured, and only those.
#[test]
fn every_game_whose_computers_have_levels_has_them_measured() {
    for game in GameId::ALL {
        assert_eq!(
            !measures(game).is_empty(),
            game.info().levels,
            "{game:?}: levels {}, measured by {} tests",
            game.info().levels,
            measures(game).len()
        );
    }
}

/// Every level answers the same question the same way, and the session asks each
/// computer seat at its own level: the first seat easy, the others strong, at the
/// fewest seats of several the game allows (its options follow from them, as a new
/// game's do: [`new_session`]).
struct SeededAndSeated;

impl ForGame for SeededAndSeated {
    type Out = ();

    fn run<G: Listed + WithBots>(self) {
        let count = G::INFO
            .seat_counts
            .iter()
            .copied()
            .find(|&n| n > 1)
            .unwrap_or_else(|| panic!("{}: computers with levels are opponents", G::KEY));
        let seats = (0..count)
            .map(|i| {
                if i == 0 {
                    SeatSetup::computer_at("Easy", Level::Easy)
                } else {
                    SeatSetup::computer_at(format!("Strong {i}"), Level::Strong)
                }
            })
            .collect();
        let mut session = new_session::<G>(seats, Seed(5)).unwrap();
        let mut asked = Vec::new();
        for _ in 0..40 {
            let Some(question) = session.computer_question() else {
                break;
            };
            let expected = if question.seat == Seat(0) {
                Level::Easy
            } else {
                Level::Strong
            };
            assert_eq!(question.level, expected, "{}", G::KEY);
            assert_eq!(
                question.answer(),
                question.answer(),
                "{}: the same answer twice",
                G::KEY
            );
            asked.push(question.level);
            session.computer_step().expect("a computer moves");
        }
        assert!(
            asked.contains(&Level::Easy) && asked.contains(&Level::Strong),
            "{}: {asked:?}",
            G::KEY
        );
    }
}

/// Every game in the registry ([`GameId::ALL`]) whose computers have levels.
#[test]
fn every_games_levels_are_seeded_and_asked_per_seat() {
    let mut with_levels = 0;
    for game in GameId::ALL.into_iter().filter(|g| g.info().levels) {
        game.run(SeededAndSeated);
        with_levels += 1;
    }
    assert!(with_levels > 0, "some game's computers have levels");
}

#[test]
fn a_save_from_before_levels_keeps_its_computers_strong() {
    let seat: SeatSetup = serde_json::from_str(r#"{"name":"Computer 1","controller":"Computer"}"#)
        .expect("an old seat parses");
    assert_eq!(seat.level, Level::Strong);
}
