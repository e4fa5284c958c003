//! The app's pure logic, natively: start-up from storage and the link, and the root
//! reducer's answer to every action a player can take.
#![cfg(not(target_arch = "wasm32"))]

use std::rc::Rc;

use fourfold::engine::{Controller, LoadError, Seat, SeatSetup, Seed, Session};
use fourfold::games::GameId;
use fourfold::games::cahoots::Cahoots;
use fourfold::games::foursquare::table::CENTRE;
use fourfold::games::foursquare::{Action, Foursquare};
use fourfold::games::letters::Letters;
use fourfold::games::stored::Unreadable;
use fourfold::games::woody::Woody;
use fourfold::ui::boot::boot;
use fourfold::ui::setup::SetupForm;
use fourfold::ui::state::{AppAction, AppState, Saving, Screen};
use fourfold::ui::table::TableGame;
use yew::Reducible;

fn link(query: &[(&str, &str)]) -> Vec<(String, String)> {
    query
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}

fn saved_game(seed: u64, moves: usize) -> Session<Foursquare> {
    let mut session: Session<Foursquare> = Session::new(
        vec![SeatSetup::human("You")],
        Default::default(),
        Seed(seed),
    )
    .unwrap();
    for _ in 0..moves {
        let cell = session.game().legal_cells()[0];
        session.act(Seat(0), Action::Place(cell)).unwrap();
    }
    session
}

/// Foursquare's page started from `params`, what storage held of it, whether storage
/// works and whether the tab had it on screen.
fn boot_foursquare(
    params: &[(String, String)],
    stored: Option<Result<Session<Foursquare>, Unreadable<Foursquare>>>,
    storage: Result<(), String>,
    current: bool,
) -> AppState<Foursquare> {
    boot(params, stored, storage, current, Seed(99))
}

fn reduce<G: TableGame>(state: AppState<G>, actions: Vec<AppAction<G>>) -> AppState<G> {
    let mut state = Rc::new(state);
    for action in actions {
        state = state.reduce(action);
    }
    Rc::try_unwrap(state).unwrap_or_else(|rc| (*rc).clone())
}

fn on_screen<G: TableGame>(state: &AppState<G>) -> &Session<G> {
    &state.play().expect("a game on screen").session
}

/// The refusal on screen, in the words the player reads.
fn refusal_text<G: TableGame>(state: &AppState<G>) -> Option<String> {
    state
        .play()
        .expect("a game on screen")
        .refusal
        .as_ref()
        .map(ToString::to_string)
}

#[test]
fn a_plain_visit_opens_the_games_with_saving_on() {
    let state = boot_foursquare(&[], None, Ok(()), false);
    assert_eq!(state.screen, Screen::Home);
    assert_eq!(state.saving, Saving::On);
    assert!(state.notices.is_empty());
}

#[test]
fn no_storage_means_saving_is_off_and_says_why() {
    let state = boot_foursquare(&[], None, Err("no storage in this frame".into()), false);
    assert_eq!(state.saving, Saving::Off("no storage in this frame".into()));
}

#[test]
fn a_reload_mid_game_resumes_exactly() {
    let saved = saved_game(42, 5);
    let state = boot_foursquare(
        &link(&[("game", "foursquare"), ("seed", "42")]),
        Some(Ok(saved.clone())),
        Ok(()),
        false,
    );
    assert_eq!(on_screen(&state), &saved);
}

#[test]
fn a_link_to_another_deal_asks_before_replacing_a_game_in_progress() {
    let saved = saved_game(42, 5);
    let boot_with = || {
        boot_foursquare(
            &link(&[("game", "foursquare"), ("seed", "43")]),
            Some(Ok(saved.clone())),
            Ok(()),
            false,
        )
    };
    let state = boot_with();
    assert_eq!(
        state.screen,
        Screen::LinkChoice {
            form: SetupForm::new(),
            seed: Seed(43)
        }
    );
    let kept = reduce(boot_with(), vec![AppAction::Continue]);
    assert_eq!(on_screen(&kept), &saved);
    let replaced = reduce(
        boot_with(),
        vec![AppAction::OpenDeal {
            form: SetupForm::new(),
            seed: Seed(43),
        }],
    );
    assert_eq!(on_screen(&replaced).seed(), Seed(43));
    assert_eq!(on_screen(&replaced).steps(), 0);
}

#[test]
fn a_link_to_another_deal_replaces_a_saved_game_not_yet_begun() {
    let saved = saved_game(42, 0);
    let state = boot_foursquare(
        &link(&[("game", "foursquare"), ("seed", "43")]),
        Some(Ok(saved)),
        Ok(()),
        false,
    );
    assert_eq!(on_screen(&state).seed(), Seed(43));
}

#[test]
fn without_a_link_a_reload_comes_back_to_the_game_on_screen() {
    let saved = saved_game(9, 3);
    let state = boot_foursquare(&[], Some(Ok(saved.clone())), Ok(()), true);
    assert_eq!(on_screen(&state), &saved);
    let fresh_tab = boot_foursquare(&[], Some(Ok(saved)), Ok(()), false);
    assert_eq!(fresh_tab.screen, Screen::Home);
}

#[test]
fn a_link_to_a_game_without_a_deal_opens_its_setup() {
    let state = boot_foursquare(&link(&[("game", "foursquare")]), None, Ok(()), false);
    assert!(matches!(state.screen, Screen::Setup(_)));
}

#[test]
fn a_bad_link_explains_and_opens_the_games_setup() {
    let state = boot_foursquare(
        &link(&[("game", "foursquare"), ("seed", "lots")]),
        None,
        Ok(()),
        false,
    );
    assert!(matches!(state.screen, Screen::Setup(_)));
    assert!(
        state.notices[0].text.contains("not a whole number"),
        "{:?}",
        state.notices
    );
}

#[test]
fn an_unreadable_save_is_reported_and_the_app_starts_clean() {
    let stored = Some(Err(LoadError::Corrupt("EOF while parsing".into()).into()));
    let state = boot_foursquare(&[], stored.clone(), Ok(()), false);
    assert_eq!(state.screen, Screen::Home);
    assert!(state.saved.is_none());
    assert!(
        state.notices[0]
            .text
            .contains("is damaged and cannot be resumed"),
        "{:?}",
        state.notices
    );
    // The site's root in a tab that had that game on screen: its setup says so, where
    // the list of games (a page of its own) would never hear of it.
    let tab = boot_foursquare(&[], stored, Ok(()), true);
    assert_eq!(tab.screen, Screen::Setup(SetupForm::new()));
    assert_eq!(tab.notices, state.notices);
}

#[test]
fn setup_start_play_undo_home_continue() {
    let state = reduce(
        boot_foursquare(&[], None, Ok(()), false),
        vec![AppAction::Setup, AppAction::Start { fresh: Seed(7) }],
    );
    assert_eq!(on_screen(&state).seed(), Seed(7));
    let play = |cell| AppAction::Act(Seat(0), Action::Place(cell));
    let state = reduce(state, vec![play(CENTRE), play(CENTRE)]);
    assert_eq!(on_screen(&state).steps(), 2);
    let state = reduce(state, vec![AppAction::Undo]);
    assert_eq!(on_screen(&state).steps(), 1);
    let state = reduce(state, vec![AppAction::Home]);
    assert_eq!(state.screen, Screen::Home);
    assert_eq!(state.saved_game().map(Session::steps), Some(1));
    let state = reduce(state, vec![AppAction::Continue]);
    assert_eq!(on_screen(&state).steps(), 1);
}

#[test]
fn an_illegal_move_is_explained_and_changes_nothing() {
    let state = reduce(
        boot_foursquare(
            &link(&[("game", "foursquare"), ("seed", "1")]),
            None,
            Ok(()),
            false,
        ),
        Vec::new(),
    );
    let before = on_screen(&state).clone();
    let state = reduce(
        state,
        vec![AppAction::Act(
            Seat(0),
            Action::Place(fourfold::engine::Pos::new(0, 0)),
        )],
    );
    assert_eq!(on_screen(&state), &before);
    assert_eq!(
        refusal_text(&state).as_deref(),
        Some("that space is off the table")
    );
    // The move tried is kept beside the reason, for the board to mark where it was tried.
    assert_eq!(
        state.play().unwrap().tried,
        Some((Seat(0), Action::Place(fourfold::engine::Pos::new(0, 0))))
    );
    let state = reduce(state, vec![AppAction::Act(Seat(0), Action::Place(CENTRE))]);
    assert_eq!(state.play().unwrap().refusal, None);
    assert_eq!(
        state.play().unwrap().tried,
        None,
        "a move played forgets it"
    );
}

#[test]
fn a_typed_deal_number_is_used_and_a_bad_one_is_refused() {
    let state = reduce(
        boot_foursquare(&[], None, Ok(()), false),
        vec![AppAction::Setup],
    );
    let Screen::Setup(mut form) = state.screen.clone() else {
        panic!("setup")
    };
    form.seed_text = "123".into();
    let started = reduce(
        state.clone(),
        vec![
            AppAction::EditSetup(form.clone()),
            AppAction::Start { fresh: Seed(9) },
        ],
    );
    assert_eq!(on_screen(&started).seed(), Seed(123));
    form.seed_text = "12x".into();
    let refused = reduce(
        state,
        vec![
            AppAction::EditSetup(form),
            AppAction::Start { fresh: Seed(9) },
        ],
    );
    assert!(
        matches!(refused.screen, Screen::Setup(ref f) if f.error.as_deref().is_some_and(|e| e.contains("12x")))
    );
}

#[test]
fn a_computer_seat_moves_only_by_its_own_choice_and_a_person_cannot_move_for_it() {
    let state = reduce(
        boot_foursquare(&[], None, Ok(()), false),
        vec![AppAction::Setup],
    );
    let Screen::Setup(mut form) = state.screen.clone() else {
        panic!("setup")
    };
    form.seats[0].controller = Controller::Computer;
    let mut state = reduce(
        state,
        vec![
            AppAction::EditSetup(form),
            AppAction::Start { fresh: Seed(5) },
        ],
    );
    assert_eq!(on_screen(&state).computer_to_act(), Some(Seat(0)));
    let person = AppAction::Act(Seat(0), Action::Place(CENTRE));
    state = reduce(state, vec![person]);
    assert_eq!(on_screen(&state).steps(), 0);
    assert_eq!(
        refusal_text(&state).as_deref(),
        Some("that seat is played by the computer")
    );
    for _ in 0..2 {
        let (seat, action) = on_screen(&state)
            .computer_choice()
            .expect("the computer is to move");
        state = reduce(state, vec![AppAction::ComputerMove(seat, action)]);
    }
    assert_eq!(on_screen(&state).steps(), 2);
    assert!(!on_screen(&state).can_undo());
}

#[test]
fn restart_deals_again_with_the_same_seats() {
    let state = reduce(
        boot_foursquare(
            &link(&[("game", "foursquare"), ("seed", "4")]),
            None,
            Ok(()),
            false,
        ),
        vec![
            AppAction::Act(Seat(0), Action::Place(CENTRE)),
            AppAction::Restart { seed: Seed(4) },
        ],
    );
    assert_eq!(on_screen(&state).seed(), Seed(4));
    assert_eq!(on_screen(&state).steps(), 0);
}

#[test]
fn messages_are_dismissed_one_by_one() {
    let state = reduce(
        AppState::<Foursquare>::default(),
        vec![
            AppAction::Notify("one".into()),
            AppAction::Notify("two".into()),
        ],
    );
    let first = state.notices[0].id;
    let state = reduce(state, vec![AppAction::Dismiss(first)]);
    assert_eq!(state.notices.len(), 1);
    assert_eq!(state.notices[0].text, "two");
    let state = reduce(
        state,
        vec![
            AppAction::Notify("three".into()),
            AppAction::Notify("two".into()),
            AppAction::Notify("three".into()),
        ],
    );
    // A message already showing is not shown twice.
    let texts: Vec<&str> = state.notices.iter().map(|n| n.text.as_str()).collect();
    assert_eq!(texts, ["two", "three"]);
    // A message that no longer holds is taken back, whichever it was; the others stay.
    let state = reduce(state, vec![AppAction::Withdraw("two")]);
    let left: Vec<&str> = state.notices.iter().map(|n| n.text.as_str()).collect();
    assert_eq!(left, ["three"]);
}

#[test]
fn the_front_page_lists_every_game_with_its_game_in_progress_and_reports_unreadable_saves() {
    use fourfold::games::summary::SavedSummary;
    use fourfold::ui::front::Front;
    let front = Front::read(
        vec![
            (
                GameId::Woody,
                Ok(SavedSummary {
                    game: GameId::Woody,
                    steps: 7,
                    over: false,
                }),
            ),
            (
                GameId::Cahoots,
                Ok(SavedSummary {
                    game: GameId::Cahoots,
                    steps: 30,
                    over: true,
                }),
            ),
            (GameId::Letters, Err(LoadError::Corrupt("EOF".into()))),
        ],
        Err("no storage here".into()),
        Default::default(),
        &[],
    );
    let shown: Vec<(GameId, Option<usize>)> = front
        .entries
        .iter()
        .map(|e| (e.game, e.in_progress))
        .collect();
    assert_eq!(
        shown,
        GameId::ALL
            .into_iter()
            .map(|g| (g, (g == GameId::Woody).then_some(7)))
            .collect::<Vec<_>>()
    );
    assert_eq!(front.notices.len(), 1);
    assert!(
        front.notices[0]
            .text
            .starts_with("Your saved Letter Lines game is damaged and cannot be resumed"),
        "{}",
        front.notices[0].text
    );
    assert_eq!(front.saving, Saving::Off("no storage here".into()));
}

#[test]
fn a_message_on_the_front_page_keeps_the_games_in_progress() {
    use fourfold::games::summary::SavedSummary;
    use fourfold::ui::front::{Front, FrontAction, FrontState};
    let read = Front::read(
        vec![(
            GameId::Woody,
            Ok(SavedSummary {
                game: GameId::Woody,
                steps: 7,
                over: false,
            }),
        )],
        Ok(()),
        Default::default(),
        &[],
    );
    // Before storage is read, the list the loader drew: every game, none in progress.
    let unread = Front::read(Vec::new(), Ok(()), Default::default(), &[]);
    assert!(unread.entries.iter().all(|e| e.in_progress.is_none()));
    let state = Rc::new(FrontState(unread))
        .reduce(FrontAction::Notify("too early".into()))
        .reduce(FrontAction::Read(read.clone()))
        .reduce(FrontAction::Notify("Updated".into()));
    let shown = state.0.clone();
    assert_eq!(shown.entries, read.entries);
    assert_eq!(shown.notices.len(), 1);
    let id = shown.notices[0].id;
    let state = state.reduce(FrontAction::Dismiss(id));
    assert!(state.0.notices.is_empty());
}

#[test]
fn a_link_to_no_known_game_opens_the_list_which_says_what_is_wrong_in_the_links_frame() {
    use fourfold::ui::front::Front;
    use fourfold::ui::url::{Theme, parse_frame};
    let (shell, errors) = parse_frame(&link(&[
        ("game", "chess"),
        ("embed", "1"),
        ("theme", "dark"),
    ]));
    let front = Front::read(Vec::new(), Ok(()), shell, &errors);
    assert!(front.shell.embed);
    assert_eq!(front.shell.theme, Theme::Dark);
    let said: Vec<&str> = front.notices.iter().map(|n| n.text.as_str()).collect();
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(
        said[0].contains("\"chess\", which Fourfold does not have")
            && said[0].contains("letters, woody, quaddoku, cahoots, foursquare"),
        "{}",
        said[0]
    );
    assert_eq!(front.entries.len(), GameId::ALL.len());
    assert!(
        front.link_broken,
        "a widget shows the message, not the list"
    );
}

#[test]
fn a_seat_switched_between_person_and_computer_takes_the_matching_name() {
    let form = SetupForm::<Woody>::new().with_seat_count(3);
    assert_eq!(form.seats[1].name, "Computer 1");
    let switched = form.with_controller(1, Controller::Human);
    assert_eq!(
        switched.seats[1].name, "Player 2",
        "not \"Computer 1\" any more"
    );
    assert_eq!(
        switched.seats[0].name, "Player 1",
        "with two people at the device, nobody is \"You\""
    );
    let back = switched.with_controller(1, Controller::Computer);
    assert_eq!(back.seats[1].name, "Computer 1");
    assert_eq!(back.seats[0].name, "You", "one person again");
    let mut named = form.clone();
    named.seats[2].name = "Robo".into();
    assert_eq!(
        named.with_controller(2, Controller::Human).seats[2].name,
        "Robo",
        "a name someone chose stays"
    );
}

#[test]
fn the_setup_says_how_many_people_and_computers_play() {
    use fourfold::ui::setup::{count_label, people_label};
    let form = SetupForm::<Woody>::new().with_seat_count(6).with_people(4);
    let controllers: Vec<Controller> = form.seats.iter().map(|s| s.controller).collect();
    assert_eq!(&controllers[..4], [Controller::Human; 4]);
    assert_eq!(&controllers[4..], [Controller::Computer; 2]);
    assert_eq!(form.people(), 4);
    assert_eq!(form.seats[3].name, "Player 4");
    assert_eq!(form.seats[0].name, "Player 1");
    assert_eq!(people_label(4, 6), "4 people, 2 computer players");
    assert_eq!(people_label(1, 2), "1 person, 1 computer player");
    assert_eq!(people_label(2, 2), "2 people");
    assert_eq!(people_label(0, 1), "No one: watch the computers play");
    let quaddoku = GameId::Quaddoku.info();
    assert_eq!(count_label(&quaddoku, 1), "1 player");
    assert_eq!(count_label(&quaddoku, 3), "3 players");
}

/// Two people at Letter Lines, Ann's screen up with her turn to play.
fn letters_between_two() -> AppState<Letters> {
    let mut state = boot::<Letters>(&[], None, Ok(()), false, Seed(99));
    let mut form = SetupForm::<Letters>::new();
    form.seats = vec![SeatSetup::human("Ann"), SeatSetup::human("Bea")];
    state.start(form, Seed(7));
    reduce(state, vec![AppAction::Reveal(Seat(0))])
}

fn first_play(state: &AppState<Letters>) -> fourfold::games::letters::Action {
    on_screen(state)
        .legal_for_person(Seat(0))
        .into_iter()
        .find(|a| matches!(a, fourfold::games::letters::Action::Play { .. }))
        .expect("a card to play")
}

#[test]
fn a_move_that_hands_the_device_on_waits_and_can_be_taken_back() {
    use fourfold::ui::pass::Curtain;
    let state = letters_between_two();
    let play = first_play(&state);
    let chosen = reduce(state.clone(), vec![AppAction::Act(Seat(0), play)]);
    let held = chosen.play().unwrap();
    assert_eq!(held.pending, Some((Seat(0), play)));
    assert_eq!(
        on_screen(&chosen).steps(),
        0,
        "nothing is played yet: no card drawn"
    );
    assert_eq!(
        held.curtain(),
        Curtain::Show(Some(Seat(0))),
        "Ann keeps the device"
    );
    // Taken back: as if it never was.
    let back = reduce(chosen.clone(), vec![AppAction::TakeBack]);
    assert_eq!(back.play().unwrap().pending, None);
    assert_eq!(on_screen(&back), on_screen(&state));
    // Confirmed: played, and the device goes to Bea.
    let done = reduce(chosen, vec![AppAction::Confirm]);
    assert_eq!(on_screen(&done).steps(), 1);
    assert_eq!(done.play().unwrap().curtain(), Curtain::PassTo(Seat(1)));
}

#[test]
fn against_the_computer_a_move_is_played_at_once_and_a_tap_skips_ahead() {
    let mut state = boot::<Letters>(&[], None, Ok(()), false, Seed(99));
    let mut form = SetupForm::<Letters>::new();
    form.seats = vec![SeatSetup::human("Ann"), SeatSetup::computer("Cal")];
    state.start(form, Seed(7));
    let play = first_play(&state);
    let state = reduce(state, vec![AppAction::Act(Seat(0), play)]);
    assert_eq!(
        state.play().unwrap().pending,
        None,
        "nobody to hide the hand from"
    );
    assert_eq!(on_screen(&state).steps(), 1);
    assert_eq!(on_screen(&state).computer_to_act(), Some(Seat(1)));
    let hurried = reduce(state, vec![AppAction::Hurry]);
    assert!(hurried.hurry);
    // The computer's move brings the person's turn back, paced again.
    let question = on_screen(&hurried).computer_choice().unwrap();
    let after = reduce(
        hurried,
        vec![AppAction::ComputerMove(question.0, question.1)],
    );
    assert!(!after.hurry);
}

#[test]
fn the_button_that_plays_a_held_move_says_what_happens_next_in_one_wording() {
    use fourfold::ui::pass::Curtain;
    use fourfold::ui::play::confirm_label;
    let names = ["Ann", "Bea", "Dan"];
    assert_eq!(
        confirm_label(&Curtain::PassTo(Seat(2)), &names),
        "Play it, then pass to Dan"
    );
    assert_eq!(
        confirm_label(
            &Curtain::Window {
                primary: Some(Seat(1)),
                claimers: vec![Seat(0)]
            },
            &names
        ),
        "Play it, then pass to Bea",
        "a card read aloud to the table is handed on as well"
    );
    assert_eq!(
        confirm_label(&Curtain::Show(Some(Seat(0))), &names),
        "Play it"
    );
}

#[test]
fn in_speed_cahoots_whoever_holds_the_device_plays_card_after_card_at_once() {
    use fourfold::games::cahoots::Action as Play;
    use fourfold::ui::pass::Curtain;
    let mut state = boot::<Cahoots>(&[], None, Ok(()), false, Seed(99));
    let mut form = SetupForm::<Cahoots>::new();
    form.seats = vec![SeatSetup::human("Ann"), SeatSetup::human("Bo")];
    form.options.speed = true;
    state.start(form, Seed(4));
    let mut state = reduce(state, vec![AppAction::Claim(Some(Seat(0)))]);
    for card in 1..=2 {
        let s = on_screen(&state);
        let steps = s.save().steps.len();
        let play = s
            .legal_for_person(Seat(0))
            .into_iter()
            .find(|a| matches!(a, Play::Play { .. }))
            .expect("a card to play");
        state = reduce(state, vec![AppAction::Act(Seat(0), play)]);
        let on = state.play().unwrap();
        assert_eq!(on.pending, None, "card {card}: no 'Play it' to tap");
        let after = &on.session;
        assert_eq!(after.save().steps.len(), steps + 1, "card {card} is played");
        assert_eq!(
            on.curtain(),
            Curtain::Show(Some(Seat(0))),
            "Ann still holds it"
        );
    }
}

#[test]
fn a_computer_stands_in_for_a_device_away_and_gives_the_seat_back_as_it_was_dealt() {
    let state = letters_between_two();
    let state = reduce(state, vec![AppAction::Elsewhere(vec![Seat(0)])]);
    assert_eq!(
        on_screen(&state).computer_to_act(),
        None,
        "the game waits for Ann"
    );
    let state = reduce(state, vec![AppAction::StandIn(Seat(0), true)]);
    assert_eq!(on_screen(&state).computer_to_act(), Some(Seat(0)));
    let (seat, action) = on_screen(&state)
        .computer_choice()
        .expect("a computer's move");
    let state = reduce(state, vec![AppAction::ComputerMove(seat, action)]);
    assert_eq!(on_screen(&state).steps(), 1, "the computer played for Ann");
    // Her device comes back: the seat is a person's again, and the save says so.
    let state = reduce(state, vec![AppAction::StandIn(Seat(0), false)]);
    let session = on_screen(&state);
    assert!(!session.is_computer(Seat(0)));
    let again = Session::from_record(session.record()).expect("the save replays");
    assert_eq!(&again, session);
}

#[test]
fn a_seat_taken_to_its_own_device_closes_its_screen_here_and_plays_only_from_there() {
    use fourfold::ui::pass::Curtain;
    let state = letters_between_two();
    assert_eq!(
        state.play().unwrap().curtain(),
        Curtain::Show(Some(Seat(0)))
    );
    let play = first_play(&state);
    // Ann takes her own device: her hand closes here, and Bea, the one person left at
    // this device, has hers.
    let state = reduce(state, vec![AppAction::Elsewhere(vec![Seat(0)])]);
    assert_eq!(
        state.play().unwrap().curtain(),
        Curtain::Show(Some(Seat(1)))
    );
    // Nobody here moves for Ann.
    let refused = reduce(state.clone(), vec![AppAction::Act(Seat(0), play)]);
    assert_eq!(on_screen(&refused).steps(), 0);
    assert_eq!(
        refusal_text(&refused).as_deref(),
        Some("that seat plays on its own device")
    );
    // Ann's move from her device is played on the position it was chosen on, never on
    // another.
    let stale = reduce(state.clone(), vec![AppAction::FromDevice(Seat(0), play, 1)]);
    assert_eq!(on_screen(&stale).steps(), 0);
    let played = reduce(state, vec![AppAction::FromDevice(Seat(0), play, 0)]);
    assert_eq!(on_screen(&played).steps(), 1);
    assert_eq!(
        played.play().unwrap().pending,
        None,
        "no 'Play it' for another device's move"
    );
}

/// Major Woody between Ann at this device and Bea on her own device, at a card Ann drew
/// that Bea may still STEAL.
fn woody_window_with_a_guest() -> AppState<Woody> {
    use fourfold::engine::ToAct;
    let mut state = boot::<Woody>(&[], None, Ok(()), false, Seed(99));
    let mut form = SetupForm::<Woody>::new();
    form.seats = vec![SeatSetup::human("Ann"), SeatSetup::human("Bea")];
    state.start(form, Seed(3));
    let mut state = reduce(state, vec![AppAction::Elsewhere(vec![Seat(1)])]);
    for _ in 0..400 {
        let session = on_screen(&state).clone();
        let seat = match session.to_act() {
            ToAct::Responders(seats) if seats[0] == Seat(0) && seats.contains(&Seat(1)) => {
                return state;
            }
            to_act => to_act.seats()[0],
        };
        let action = session.legal_for_person(seat)[0];
        let step = session.steps();
        state = if seat == Seat(1) {
            reduce(state, vec![AppAction::FromDevice(seat, action, step)])
        } else {
            reduce(state, vec![AppAction::Table(vec![(seat, action)])])
        };
        assert_eq!(on_screen(&state).steps(), step + 1, "{action:?} is played");
    }
    panic!("no card of Ann's that Bea may answer");
}

#[test]
fn a_person_at_the_host_who_takes_their_turn_at_once_leaves_the_guests_their_steal() {
    use fourfold::games::woody::Action;
    let state = woody_window_with_a_guest();
    let steps = on_screen(&state).steps();
    assert!(state.play().unwrap().guests_may_answer());
    // "I am Ann: take my turn", tapped as the card is read out: Bea's window stays open.
    let early = reduce(
        state.clone(),
        vec![AppAction::Act(Seat(0), Action::Proceed)],
    );
    assert_eq!(on_screen(&early).steps(), steps, "the window stays open");
    assert_eq!(
        refusal_text(&early).as_deref(),
        Some(
            "the players on their own devices may still answer: your turn comes once they have, in a few seconds"
        )
    );
    // The host's device closes it once Bea has answered or had her time.
    let closed = reduce(
        state,
        vec![AppAction::Table(vec![(Seat(0), Action::Proceed)])],
    );
    assert_eq!(on_screen(&closed).steps(), steps + 1);
    assert!(!closed.play().unwrap().guests_may_answer());
}
