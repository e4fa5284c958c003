//! Links and the widget, natively: every parameter read and checked, bad ones reported
//! with what is allowed, the first screen a link leads to, the address bar kept able to
//! reload the game, and what a widget tells its host page.
#![cfg(not(target_arch = "wasm32"))]

use std::rc::Rc;

use fourfold::engine::{Controller, Game, Seat, Seed, Session};
use fourfold::games::cahoots::{Cahoots, Difficulty};
use fourfold::games::foursquare::{self, Foursquare};
use fourfold::games::letters::Letters;
use fourfold::games::quaddoku::{Goal, Quaddoku};
use fourfold::games::woody::Woody;
use fourfold::games::{Listed, new_session};
use fourfold::ui::boot::boot;
use fourfold::ui::embed::{Told, WidgetEvent, news};
use fourfold::ui::setup::SetupForm;
use fourfold::ui::state::{AppAction, AppState, Screen};
use fourfold::ui::table::TableGame;
use fourfold::ui::url::{
    ParamError, Shell, Theme, address_query, deal_query, parse_frame, parse_link,
};
use yew::Reducible;

fn link(query: &str) -> Vec<(String, String)> {
    query
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap_or((p, ""));
            (k.to_string(), v.to_string())
        })
        .collect()
}

/// The errors the page a link opens reads in it: the page of the game it names, or the
/// list of games for a link that names none Fourfold has (the page's loader sends it
/// there).
fn errors_of(query: &str) -> Vec<ParamError> {
    let pairs = link(query);
    let game = pairs.iter().rev().find(|(k, _)| k == "game");
    match game.map(|(_, v)| v.as_str()) {
        Some("letters") => parse_link::<Letters>(&pairs).1,
        Some("woody") => parse_link::<Woody>(&pairs).1,
        Some("quaddoku") => parse_link::<Quaddoku>(&pairs).1,
        Some("cahoots") => parse_link::<Cahoots>(&pairs).1,
        Some("foursquare") => parse_link::<Foursquare>(&pairs).1,
        _ => parse_frame(&pairs).1,
    }
}

fn controllers<G: Listed>(form: &SetupForm<G>) -> Vec<Controller> {
    form.seats.iter().map(|s| s.controller).collect()
}

fn reduce<G: TableGame>(state: AppState<G>, actions: Vec<AppAction<G>>) -> AppState<G> {
    let mut state = Rc::new(state);
    for action in actions {
        state = state.reduce(action);
    }
    Rc::try_unwrap(state).unwrap_or_else(|rc| (*rc).clone())
}

#[test]
fn a_full_link_gives_game_seats_settings_deal_and_frame() {
    let (parsed, errors) = parse_link::<Cahoots>(&link(
        "?game=cahoots&seats=person,computer,person&difficulty=Expert&speed=1&mum=0&seed=7&embed=1&theme=dark",
    ));
    assert_eq!(errors, vec![]);
    let request = parsed.request.expect("a game");
    assert_eq!(
        controllers(&request.form),
        vec![Controller::Human, Controller::Computer, Controller::Human]
    );
    let names: Vec<&str> = request.form.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Player 1", "Computer 1", "Player 2"]);
    let cahoots = request.form.options;
    assert_eq!(cahoots.difficulty, Difficulty::Expert);
    assert!(cahoots.speed && !cahoots.mum && !cahoots.open_hands);
    assert_eq!(request.seed, Some(Seed(7)));
    assert_eq!(
        parsed.shell,
        Shell {
            embed: true,
            theme: Theme::Dark
        }
    );
}

#[test]
fn a_deal_link_deals_the_same_game_again() {
    let mut form = SetupForm::<Quaddoku>::new().with_seat_count(1);
    form.options.goal = Goal::Words;
    let session =
        Session::new(form.seats.clone(), form.game_options(), Seed(31)).expect("a solo Quad*doku");
    let query = deal_query(&session);
    assert_eq!(query, "?game=quaddoku&seats=person&goal=words&seed=31");
    let (parsed, errors) = parse_link::<Quaddoku>(&link(&query));
    assert!(errors.is_empty(), "{errors:?}");
    let request = parsed.request.unwrap();
    let again = Session::<Quaddoku>::new(
        request.form.seats.clone(),
        request.form.game_options(),
        request.seed.unwrap(),
    )
    .unwrap();
    assert_eq!(again.save().options, session.save().options);
    assert_eq!(again.seed(), session.seed());
    assert!(request.matches(&session));
}

#[test]
fn each_bad_parameter_names_what_is_allowed() {
    let cases: [(&str, &str); 12] = [
        ("?game=chess", "foursquare"),
        ("?game=foursquare&seed=-1", "whole number"),
        (
            "?game=letters&seed=5",
            "Letter Lines deals every hand in secret, so a link cannot choose its deal",
        ),
        ("?game=woody&seats=person,person&seed=5", "Leave seed= out"),
        ("?seed=5", "add game="),
        (
            "?colour=red",
            "game, seed, seats, level, resume, host, join, embed, theme",
        ),
        (
            "?game=letters&difficulty=expert",
            "Letter Lines has no setting \"difficulty\". Its settings: seats, resume, level.",
        ),
        ("?game=quaddoku&goal=most", "points, words, dokus"),
        ("?game=cahoots&speed=fast", "1 (on), 0 (off)"),
        (
            "?game=woody&seats=person,dragon",
            "\"person\" or \"computer\"",
        ),
        (
            "?game=letters&seats=person",
            "Letter Lines is played by 2–3 players, or 2 teams of two; the link's seats=\"person\" has 1.",
        ),
        ("?theme=blue", "system, light, dark"),
    ];
    for (query, says) in cases {
        let errors = errors_of(query);
        assert_eq!(errors.len(), 1, "{query}: {errors:?}");
        let message = errors[0].to_string();
        assert!(message.contains(says), "{query}: {message}");
    }
    // A refused deal opens the game's setup, with the link's seats kept.
    let (refused, _) = parse_link::<Woody>(&link("?game=woody&seats=person,person&seed=5"));
    let request = refused.request.expect("the game is kept");
    assert_eq!((request.seed, request.form.seats.len()), (None, 2));
    let errors = errors_of("?embed=2");
    assert!(matches!(
        errors[..],
        [ParamError::BadValue { name: "embed", .. }]
    ));
}

#[test]
fn the_list_of_games_reads_a_link_that_opens_no_game_as_the_app_does() {
    let queries = [
        "",
        "?embed=1&theme=dark",
        "?seed=5",
        "?seed=5&seats=person,computer&embed=1",
        "?game=chess",
        "?game=chess&seed=5&level=easy&theme=light",
        "?game=letters&game=chess&difficulty=expert",
        "?colour=red&embed=yes",
        "?embed=2&theme=blue&goal=points",
        "?theme=LIGHT&resume=1&open-hands=1",
    ];
    for query in queries {
        let (parsed, errors) = parse_link::<Letters>(&link(query));
        assert!(parsed.request.is_none(), "{query} opens no game");
        assert_eq!(parse_frame(&link(query)), (parsed.shell, errors), "{query}");
    }
}

#[test]
fn a_link_to_another_game_opens_no_game_on_this_page() {
    // The page's loader starts the game a link names; read on another game's page, the
    // link opens none, as a link to no game does: the list of games.
    let (parsed, errors) = parse_link::<Letters>(&link("?game=woody&embed=1&theme=dark"));
    assert!(parsed.request.is_none());
    assert!(errors.is_empty(), "{errors:?}");
    assert!(parsed.shell.embed);
    let state = boot::<Letters>(&link("?game=woody"), None, Ok(()), false, Seed(5));
    assert_eq!(state.screen, Screen::Home);
}

#[test]
fn a_refused_setting_keeps_the_game_but_not_its_deal() {
    let (parsed, errors) = parse_link::<Cahoots>(&link(
        "?game=cahoots&seed=9&difficulty=impossible&theme=light&embed=1",
    ));
    assert_eq!(errors.len(), 1);
    let request = parsed.request.expect("the game is still asked for");
    assert_eq!(
        request.seed, None,
        "nothing starts that the link did not mean"
    );
    assert_eq!(parsed.shell.theme, Theme::Light);
    assert!(parsed.shell.embed);

    let state = boot::<Cahoots>(
        &link("?game=cahoots&seed=9&difficulty=impossible&embed=1"),
        None,
        Ok(()),
        false,
        Seed(5),
    );
    assert!(matches!(state.screen, Screen::Setup(_)));
    assert_eq!(state.notices.len(), 1);
    assert!(
        state.notices[0]
            .text
            .contains("beginner, normal, expert, insane")
    );
}

#[test]
fn a_widget_starts_its_game_at_once_and_has_no_list_of_games() {
    let state = boot::<Letters>(
        &link("?embed=1&game=letters&seats=person,person"),
        None,
        Err("this frame has no storage".into()),
        false,
        Seed(77),
    );
    let session = &state.play().expect("playing at once").session;
    assert_eq!(session.seed(), Seed(77));
    assert_eq!(session.humans(), vec![Seat(0), Seat(1)]);
    assert!(state.shell.embed);

    let back = reduce(state.clone(), vec![AppAction::Home]);
    assert!(
        matches!(back.screen, Screen::Play(ref p) if p.session.seed() == Seed(77)),
        "a widget has no list of games to go back to"
    );
    let cancelled = reduce(state, vec![AppAction::Setup, AppAction::Home]);
    assert!(matches!(cancelled.screen, Screen::Play(_)));

    let full_app = boot::<Letters>(&link("?game=letters"), None, Ok(()), false, Seed(77));
    assert!(matches!(full_app.screen, Screen::Setup(_)));
}

#[test]
fn a_widget_resumes_its_game_in_progress_and_a_link_resumes_only_the_same_game() {
    let mut form = SetupForm::<Cahoots>::new();
    form.options.difficulty = Difficulty::Beginner;
    let mut saved =
        Session::<Cahoots>::new(form.seats.clone(), form.game_options(), Seed(3)).unwrap();
    let seat = saved.to_act().seats()[0];
    let action = saved.game().legal_actions(seat)[0];
    saved.act(seat, action).unwrap();
    let stored = || Some(Ok(saved.clone()));

    let widget = boot::<Cahoots>(
        &link("?embed=1&game=cahoots&difficulty=beginner"),
        stored(),
        Ok(()),
        false,
        Seed(8),
    );
    assert_eq!(widget.play().unwrap().session, saved);

    let same = boot::<Cahoots>(
        &link("?game=cahoots&seats=person,computer&difficulty=beginner&seed=3"),
        stored(),
        Ok(()),
        false,
        Seed(8),
    );
    assert_eq!(same.play().unwrap().session, saved);

    let other = boot::<Cahoots>(
        &link("?game=cahoots&seats=person,computer&difficulty=insane&seed=3"),
        stored(),
        Ok(()),
        false,
        Seed(8),
    );
    assert!(
        matches!(other.screen, Screen::LinkChoice { ref form, seed: Seed(3) }
            if form.options.difficulty == Difficulty::Insane),
        "another game of that kind is in progress: ask first"
    );
}

#[test]
fn the_address_bar_reloads_what_is_on_screen_and_keeps_the_frame() {
    let public = new_session::<Foursquare>(SetupForm::<Foursquare>::new().seats, Seed(12)).unwrap();
    let hidden = new_session::<Woody>(SetupForm::<Woody>::new().seats, Seed(12)).unwrap();
    let full = Shell::default();
    let widget = Shell {
        embed: true,
        theme: Theme::Dark,
    };
    assert_eq!(
        address_query(Some(&public), full),
        "?game=foursquare&seed=12"
    );
    assert_eq!(
        address_query(Some(&hidden), full),
        "?game=woody&resume=1",
        "a private deal stays private: the address names the game in progress"
    );
    let (resumed, errors) = parse_link::<Woody>(&link("?game=woody&resume=1"));
    assert!(errors.is_empty());
    assert!(resumed.request.unwrap().resume);
    assert_eq!(address_query::<Woody>(None, widget), "?embed=1&theme=dark");
    assert_eq!(
        address_query(Some(&hidden), widget),
        "?game=woody&seats=person,computer&level=normal&embed=1&theme=dark"
    );
    let (parsed, errors) = parse_link::<Woody>(&link(&address_query(Some(&hidden), widget)));
    assert!(errors.is_empty());
    assert!(parsed.request.unwrap().matches(&hidden));
}

#[test]
fn a_widget_tells_its_page_once_when_a_game_starts_and_ends() {
    let mut session =
        new_session::<Foursquare>(SetupForm::<Foursquare>::new().seats, Seed(4)).unwrap();
    let mut told = Told::default();
    let first = news(&mut told, Some(&session), |_| "the end".to_string());
    assert!(matches!(
        &first[..],
        [WidgetEvent::Started {
            game: "foursquare",
            seed: Some(4),
            resumed: false,
            ..
        }]
    ));
    assert!(
        first[0]
            .to_json()
            .starts_with(r#"{"source":"fourfold","type":"started""#)
    );
    assert!(news(&mut told, Some(&session), |_| "the end".to_string()).is_empty());
    while session.outcome().is_none() {
        let cell = session.game().legal_cells()[0];
        session
            .act(Seat(0), foursquare::Action::Place(cell))
            .unwrap();
    }
    let end = news(&mut told, Some(&session), |_| "the end".to_string());
    let [
        WidgetEvent::Ended {
            result, text: said, ..
        },
    ] = &end[..]
    else {
        panic!("one ended event: {end:?}")
    };
    assert!(["won", "lost"].contains(result));
    assert_eq!(said, "the end");
    assert!(news(&mut told, Some(&session), |_| String::new()).is_empty());

    let hidden = new_session::<Letters>(SetupForm::<Letters>::new().seats, Seed(4)).unwrap();
    let started = news(&mut told, Some(&hidden), |_| "the end".to_string());
    assert!(
        matches!(&started[..], [WidgetEvent::Started { seed: None, .. }]),
        "a private deal's number is not told"
    );
}

#[test]
fn a_link_sets_each_computer_seats_level() {
    use fourfold::engine::Level;
    fn levels<G: TableGame>(query: &str) -> Vec<Level> {
        let (parsed, errors) = parse_link::<G>(&link(query));
        assert_eq!(errors, vec![], "{query}");
        let form = parsed.request.expect("a game").form;
        form.seats.iter().map(|s| s.level).collect()
    }
    // One level for every computer seat, wherever `seats` stands in the link.
    let all = levels::<Woody>("?game=woody&level=easy&seats=person,computer,computer");
    assert_eq!(&all[1..], [Level::Easy, Level::Easy]);
    // One each, in turn order; people keep theirs.
    let each = levels::<Letters>("?game=letters&seats=computer,person,computer&level=strong,easy");
    assert_eq!((each[0], each[2]), (Level::Strong, Level::Easy));
    // Without `level`, computers play at normal.
    assert_eq!(
        levels::<Quaddoku>("?game=quaddoku&seats=person,computer")[1],
        Level::Normal
    );
}

#[test]
fn a_bad_level_is_refused_with_what_is_allowed() {
    let (parsed, errors) =
        parse_link::<Letters>(&link("?game=letters&seats=person,computer&level=hard"));
    assert!(matches!(
        errors[..],
        [ParamError::BadValue { name: "level", .. }]
    ));
    assert!(errors[0].to_string().contains("easy, normal or strong"));
    assert!(parsed.request.is_some(), "the game's setup still opens");
    let errors = errors_of("?game=woody&seats=person,computer&level=easy,strong");
    assert!(matches!(
        errors[..],
        [ParamError::LevelCount {
            count: 2,
            computers: 1,
            ..
        }]
    ));
    let errors = errors_of("?game=letters&seats=person,person&level=easy");
    assert!(matches!(
        errors[..],
        [ParamError::LevelWithoutComputers { .. }]
    ));
    // Cahoots' team-mates and Foursquare have no levels.
    let errors = errors_of("?game=cahoots&seats=person,computer&level=easy");
    assert!(
        matches!(errors[..], [ParamError::NotForGame { .. }]),
        "{errors:?}"
    );
}

#[test]
fn a_game_saved_before_levels_still_matches_its_link() {
    use fourfold::engine::{Level, SeatSetup};
    // Seats from before levels load as strong; a link that names only the seats (or a
    // game without levels) is still that game, so a widget resumes it.
    let old = vec![
        SeatSetup::human("You"),
        SeatSetup::computer_at("Computer 1", Level::Strong),
    ];
    let cahoots = Session::<Cahoots>::new(old.clone(), Default::default(), Seed(3)).unwrap();
    let (parsed, _) = parse_link::<Cahoots>(&link("?embed=1&game=cahoots&seats=person,computer"));
    assert!(parsed.request.unwrap().matches(&cahoots));
    let quaddoku = Session::<Quaddoku>::new(old, Default::default(), Seed(5)).unwrap();
    let (parsed, _) = parse_link::<Quaddoku>(&link("?game=quaddoku&seats=person,computer&seed=5"));
    assert!(parsed.request.unwrap().matches(&quaddoku));
    // A link that names a level is another game when the level differs.
    let (parsed, _) = parse_link::<Quaddoku>(&link(
        "?game=quaddoku&seats=person,computer&level=easy&seed=5",
    ));
    assert!(!parsed.request.unwrap().matches(&quaddoku));
}
