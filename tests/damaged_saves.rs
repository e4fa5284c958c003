//! Saves that cannot be resumed, as a player meets them: told in plain words with the
//! details behind a tap, their players kept for a fresh start where they can be read, and
//! a save of a newer version left alone (this page then saves nothing over it).
#![cfg(not(target_arch = "wasm32"))]

use fourfold::engine::{Controller, Game, LoadError, SAVE_VERSION, Seat, SeatSetup, Seed, Session};
use fourfold::games::stored::{self, Unreadable};
use fourfold::games::woody::Woody;
use fourfold::ui::boot::{NEWER_KEPT, boot};
use fourfold::ui::setup::SetupForm;
use fourfold::ui::state::{AppState, Saving, Screen};

/// Eight people in four teams, a few moves in, as the app stores it.
fn eight_players_stored() -> (String, Vec<SeatSetup>, <Woody as Game>::Options) {
    let names = ["Ann", "Bea", "Cy", "Dot", "Eve", "Fay", "Gus", "Hal"];
    let form = SetupForm::<Woody>::new().with_seat_count(8);
    let seats: Vec<SeatSetup> = names
        .iter()
        .map(|name| SeatSetup {
            name: (*name).into(),
            controller: Controller::Human,
            level: Default::default(),
        })
        .collect();
    let options = form.game_options();
    let mut session = Session::<Woody>::new(seats.clone(), options, Seed(4)).unwrap();
    for _ in 0..6 {
        let Some((seat, action)) = Seat::all(8).find_map(|seat| {
            let actions = session.game().legal_actions(seat);
            actions.into_iter().next().map(|action| (seat, action))
        }) else {
            break;
        };
        session.act(seat, action).unwrap();
    }
    assert!(session.steps() > 0);
    (stored::to_json(&session), seats, options)
}

/// The app started in a tab that had this game on screen, from what storage held.
fn booted(stored: Result<Session<Woody>, Unreadable<Woody>>) -> AppState<Woody> {
    boot(&[], Some(stored), Ok(()), true, Seed(1))
}

#[test]
fn a_save_cut_short_keeps_its_eight_players_for_a_fresh_start() {
    let (json, seats, options) = eight_players_stored();
    let cut = &json[..json.len() * 3 / 4];
    let unreadable = stored::load::<Woody>(cut).unwrap_err();
    assert!(matches!(unreadable.error, Some(LoadError::Corrupt(_))));
    assert_eq!(unreadable.setup, Some((seats.clone(), options)));

    let state = booted(Err(unreadable));
    let Screen::Setup(form) = &state.screen else {
        panic!("the setup, afresh: {:?}", state.screen)
    };
    assert_eq!(form.seats, seats);
    assert_eq!(form.game_options(), options);
    // Plain words first; how it is damaged behind a tap.
    let notice = &state.notices[0];
    assert_eq!(
        notice.text,
        "Your saved Major Woody's Wild Foursomes game is damaged and cannot be resumed. A copy is kept aside (the newest 3 of each game are)."
    );
    assert!(
        notice
            .details
            .as_deref()
            .is_some_and(|d| d.contains("line 1")),
        "{:?}",
        notice.details
    );
    assert_eq!(state.saving, Saving::On);
}

#[test]
fn continue_on_a_save_of_an_older_rule_starts_afresh_with_its_players() {
    let (json, seats, _) = eight_players_stored();
    let old = json.replacen(&format!("\"version\":{SAVE_VERSION}"), "\"version\":0", 1);
    assert_ne!(old, json, "the save names its format");
    let unreadable = stored::load::<Woody>(&old).unwrap_err();
    assert!(matches!(
        unreadable.error,
        Some(LoadError::OlderVersion { .. })
    ));
    // The list of games' Continue: `resume=1`.
    let params = [("game", "woody"), ("resume", "1")].map(|(k, v)| (k.into(), v.into()));
    let state = boot(&params, Some(Err(unreadable)), Ok(()), false, Seed(1));
    let Screen::Setup(form) = &state.screen else {
        panic!("the setup, afresh: {:?}", state.screen)
    };
    assert_eq!(form.seats, seats);
    assert!(state.notices[0].text.contains(
        "saved by an older version of Fourfold whose rules differ, and cannot be resumed"
    ));
}

#[test]
fn a_save_set_aside_before_in_this_tab_gives_its_players_to_a_new_game_without_a_word() {
    let (json, seats, _) = eight_players_stored();
    let setup = stored::readable_setup::<Woody>(&json[..json.len() * 3 / 4]);
    assert_eq!(setup.as_ref().map(|(s, _)| s), Some(&seats));
    // The list of games' New game: the link names the game alone.
    let params = [("game", "woody")].map(|(k, v)| (k.into(), v.into()));
    let set_aside = Unreadable::<Woody> { error: None, setup };
    let state = boot(&params, Some(Err(set_aside)), Ok(()), false, Seed(1));
    let Screen::Setup(form) = &state.screen else {
        panic!("the setup, afresh: {:?}", state.screen)
    };
    assert_eq!(form.seats, seats);
    assert!(state.notices.is_empty(), "told where it was set aside");
    // A link that names its seats keeps them.
    let params =
        [("game", "woody"), ("seats", "person,computer")].map(|(k, v)| (k.into(), v.into()));
    let setup = stored::readable_setup::<Woody>(&json);
    let state = boot(
        &params,
        Some(Err(Unreadable::<Woody> { error: None, setup })),
        Ok(()),
        false,
        Seed(1),
    );
    let Screen::Setup(form) = &state.screen else {
        panic!("the link's setup: {:?}", state.screen)
    };
    assert_eq!(form.seats.len(), 2);
}

#[test]
fn a_save_that_is_no_json_at_all_starts_with_the_usual_setup() {
    let unreadable = stored::load::<Woody>("{\"game\":\"woody\",\"seats\":[{\"na").unwrap_err();
    assert_eq!(unreadable.setup, None);
    let state = booted(Err(unreadable));
    assert_eq!(state.screen, Screen::Setup(SetupForm::new()));
}

#[test]
fn players_in_a_number_the_game_does_not_seat_are_not_kept() {
    let (json, seats, _) = eight_players_stored();
    let without = |json: &str, seat: &SeatSetup| {
        let written = format!(",{}", serde_json::to_string(seat).unwrap());
        assert!(json.contains(&written), "{written}");
        json.replacen(&written, "", 1)
    };
    let seven = without(&json, &seats[7]);
    assert_eq!(stored::readable_setup::<Woody>(&seven), None);
    let six = without(&seven, &seats[6]);
    let (read, _) = stored::readable_setup::<Woody>(&six).unwrap();
    assert_eq!(read, seats[..6]);
}

#[test]
fn a_save_of_a_newer_version_is_left_alone_and_nothing_is_saved_over_it() {
    let (json, _, _) = eight_players_stored();
    let newer = json.replacen(&format!("\"version\":{SAVE_VERSION}"), "\"version\":99", 1);
    let unreadable = stored::load::<Woody>(&newer).unwrap_err();
    assert!(matches!(
        unreadable.error,
        Some(LoadError::NewerVersion { found: 99, .. })
    ));
    let state = booted(Err(unreadable));
    assert_eq!(state.saving, Saving::Held(NEWER_KEPT.into()));
    assert_eq!(state.notices.len(), 1);
    assert!(
        state.notices[0]
            .text
            .contains("saved by a newer version of Fourfold: reload the page to go on with it"),
        "{}",
        state.notices[0].text
    );
    assert_eq!(state.notices[0].details, None);
}
