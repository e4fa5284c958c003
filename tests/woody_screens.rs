//! Major Woody on one shared device: what each screen shows (rendered to HTML natively)
//! as the app's reducer takes the taps of a STEAL window, a claim, a Got it! and a game
//! against the computer. No screen but a person's own ever holds a card of any hand.

#![cfg(not(target_arch = "wasm32"))]

use std::rc::Rc;

use fourfold::engine::{Game, Seat, SeatSetup, Seed};
use fourfold::games::woody::{Action, Card, Phase, Woody};
use fourfold::ui::boot::boot;
use fourfold::ui::pass::Curtain;
use fourfold::ui::play::{PlayProps, PlayScreen};
use fourfold::ui::state::{AppAction, AppState, Screen};
use yew::{Callback, LocalServerRenderer, Reducible};

type State = AppState<Woody>;

fn reduce(state: State, actions: Vec<AppAction<Woody>>) -> State {
    let mut state = Rc::new(state);
    for action in actions {
        state = state.reduce(action);
    }
    Rc::try_unwrap(state).unwrap_or_else(|rc| (*rc).clone())
}

/// A game of Major Woody begun from the setup screen with `seats` (a name, and whether a
/// computer plays it).
fn start(seats: &[(&str, bool)], seed: u64) -> State {
    let state = reduce(
        boot(&[], None, Ok(()), false, Seed(0)),
        vec![AppAction::Setup],
    );
    let Screen::Setup(form) = state.screen.clone() else {
        panic!("setup")
    };
    let mut form = form.with_seat_count(seats.len());
    for (seat, (name, computer)) in form.seats.iter_mut().zip(seats) {
        *seat = if *computer {
            SeatSetup::computer(*name)
        } else {
            SeatSetup::human(*name)
        };
    }
    // Major Woody's setup takes no deal number (every deal is fresh); a test deals a
    // known one as the app would deal a fresh one.
    let mut state = reduce(state, vec![AppAction::EditSetup(form.clone())]);
    state.start(form, Seed(seed));
    state
}

fn game(state: &State) -> &Woody {
    state.play().expect("a game on screen").session.game()
}

fn curtain(state: &State) -> Curtain {
    state.play().expect("a game on screen").curtain()
}

fn html(state: &State) -> String {
    let props = PlayProps {
        play: Rc::new(state.play().expect("a game on screen").clone()),
        dispatch: Callback::noop(),
        fresh_seed: Callback::from(|()| Seed(1)),
        read_aloud: false,
        saving: fourfold::ui::state::Saving::On,
        embed: false,
        full: "".into(),
        hurry: false,
        on_devices: None,
        away: None,
    };
    futures::executor::block_on(
        LocalServerRenderer::<PlayScreen<Woody>>::with_props(props)
            .hydratable(false)
            .render(),
    )
}

fn count(html: &str, needle: &str) -> usize {
    html.matches(needle).count()
}

/// The strip's words for the seat named `name` (its button's accessible name).
fn seat_label<'a>(page: &'a str, name: &str) -> &'a str {
    let start = page
        .find(&format!(r#"aria-label="{name}, "#))
        .unwrap_or_else(|| panic!("{name} in the strip"))
        + r#"aria-label=""#.len();
    let length = page[start..].find('"').expect("the label's end");
    &page[start..start + length]
}

fn act(seat: u8, action: Action) -> AppAction<Woody> {
    AppAction::Act(Seat(seat), action)
}

/// The screen shows exactly `seat`'s hand, under their name, and nobody else's cards.
fn assert_only_hand_of(state: &State, seat: u8, name: &str) {
    let page = html(state);
    let hand = game(state).hand(Seat(seat)).to_vec();
    assert_eq!(
        count(&page, "aria-label=\"Your hand, "),
        1,
        "one hand on screen"
    );
    assert!(page.contains(&format!("data-owner=\"{name}\"")));
    assert_eq!(count(&page, "data-card="), hand.len());
    for card in &hand {
        assert!(page.contains(&format!("data-card=\"{card}\"")), "{card}");
    }
}

/// Nothing private: no hand, no card, no board.
fn assert_public(page: &str) {
    assert_eq!(count(page, "data-card="), 0);
    assert!(!page.contains("Your hand"));
    assert!(!page.contains("role=\"gridcell\""));
}

const ANN_BEA: [(&str, bool); 2] = [("Ann", false), ("Bea", false)];

#[test]
fn the_announcement_hands_the_device_to_the_mover_with_a_steal_claim_for_everyone_else() {
    let state = start(&[("Ann", false), ("Bea", false), ("Cy", false)], 9);
    let Phase::Steal { face, .. } = *game(&state).phase() else {
        panic!("deal 9 opens on a character card")
    };
    let page = html(&state);
    assert_public(&page);
    assert!(page.contains(&format!("Ann drew {face}")));
    assert!(page.contains("I am Ann: take my turn"));
    assert!(page.contains("Bea: STEAL"));
    assert!(page.contains("Cy: STEAL"));
    assert!(!page.contains("Ann: STEAL"), "nobody steals their own card");
}

#[test]
fn the_steal_claim_is_offered_whether_or_not_anyone_holds_a_steal() {
    let (mut holding, mut not_holding) = (0, 0);
    for seed in 0..40 {
        let state = start(&ANN_BEA, seed);
        if !matches!(game(&state).phase(), Phase::Steal { .. }) {
            continue;
        }
        let page = html(&state);
        assert!(page.contains("Bea: STEAL"), "deal {seed}");
        if game(&state).hand(Seat(1)).contains(&Card::Steal) {
            holding += 1;
        } else {
            not_holding += 1;
        }
    }
    assert!(holding > 0 && not_holding > 0, "{holding} {not_holding}");
}

#[test]
fn one_tap_takes_the_turn_and_shows_only_the_movers_hand() {
    let state = start(&ANN_BEA, 9);
    let state = reduce(
        state,
        vec![act(0, Action::Proceed), AppAction::Reveal(Seat(0))],
    );
    assert_eq!(curtain(&state), Curtain::Show(Some(Seat(0))));
    assert_only_hand_of(&state, 0, "Ann");
    let page = html(&state);
    assert!(page.contains("Choose a card, then a space."));
    // What never changes is the board's picture (static/boards), in a layer under the
    // spaces, out of a screen reader's way; each space keeps its name and its own ring.
    let faces = page.find(r#"class="faces-layer mw-board""#);
    assert!(faces.is_some_and(|at| at < page.find(r#"role="row""#).unwrap()));
    assert_eq!(count(&page, r#"class="faces-layer"#), 1);
    // Drawn as dealt (no room off the browser): 10 spaces of 100 and 8 of 92 units.
    assert!(page.contains(r#"style="--ar:1048/776;--rx:14/1048""#));
    assert_eq!(count(&page, r#"class="ring""#), 80);
    assert_eq!(count(&page, r#"role="gridcell""#), 80);
    assert!(page.contains(r#"aria-label="Anita Kock, black spade: open"#));
}

#[test]
fn a_claim_opens_the_claimants_own_screen_and_back_returns_to_the_announcement() {
    let state = start(&ANN_BEA, 9);
    assert!(game(&state).hand(Seat(1)).contains(&Card::Steal));
    let claimed = reduce(state, vec![AppAction::Claim(Some(Seat(1)))]);
    // The claim hands the device to Bea first: a mistaken tap shows nobody's hand.
    assert_eq!(curtain(&claimed), Curtain::PassTo(Seat(1)));
    let page = html(&claimed);
    assert_public(&page);
    assert!(page.contains("Pass to Bea"));
    let claimed = reduce(claimed, vec![AppAction::Reveal(Seat(1))]);
    assert_eq!(curtain(&claimed), Curtain::Show(Some(Seat(1))));
    assert_only_hand_of(&claimed, 1, "Bea");
    let page = html(&claimed);
    assert!(page.contains("STEAL it: tap a lit space."));
    // The STEAL's spaces are lit in the layer over the board.
    let at = page.find(r#"class="lit""#).expect("the lit spaces' light");
    let start = page[..at].rfind("<path").unwrap();
    let light = &page[start..at + page[at..].find('>').unwrap()];
    assert!(count(light, "M") >= 1, "{light}");
    assert!(page.contains("Back: hand the device on"));
    let back = reduce(claimed, vec![AppAction::Claim(None)]);
    assert!(matches!(
        curtain(&back),
        Curtain::Window {
            primary: Some(Seat(0)),
            ..
        }
    ));
    assert_public(&html(&back));
}

/// Deal 9 between Ann and Bea: Bea steals Ann's first card on her own screen.
fn after_the_steal() -> State {
    let state = reduce(
        start(&ANN_BEA, 9),
        vec![AppAction::Claim(Some(Seat(1))), AppAction::Reveal(Seat(1))],
    );
    // On Bea's own screen the strip marks Bea, who answers the card, not Ann.
    let page = html(&state);
    assert!(seat_label(&page, "Bea").ends_with("; to play"), "{page}");
    assert!(!seat_label(&page, "Ann").contains("to play"));
    let steal = game(&state)
        .legal_actions(Seat(1))
        .into_iter()
        .find(|a| matches!(a, Action::Steal { .. }))
        .expect("Bea can STEAL");
    let chosen = reduce(state, vec![act(1, steal)]);
    // The steal hands the device on, so it waits on Bea's own screen until she says done.
    assert_eq!(curtain(&chosen), Curtain::Show(Some(Seat(1))));
    reduce(chosen, vec![AppAction::Confirm])
}

#[test]
fn after_a_steal_the_device_goes_back_to_the_mover_and_the_table_hears_of_it() {
    let state = after_the_steal();
    assert_eq!(curtain(&state), Curtain::PassTo(Seat(0)));
    let page = html(&state);
    assert_public(&page);
    assert!(
        page.contains("Bea: played STEAL on"),
        "the pass screen says who stole"
    );
    assert!(page.contains("I am Ann: show my cards"));
}

#[test]
fn got_it_is_routed_to_the_holder_and_then_the_mover_plays() {
    let mut state = reduce(after_the_steal(), vec![AppAction::Reveal(Seat(0))]);
    // Ann plays her first card; then Bea draws a card Ann holds too.
    let play = game(&state)
        .legal_actions(Seat(0))
        .into_iter()
        .find(|a| !matches!(a, Action::TurnIn(_)))
        .unwrap();
    state = reduce(state, vec![act(0, play), AppAction::Confirm]);
    assert!(matches!(
        curtain(&state),
        Curtain::Window {
            primary: Some(Seat(1)),
            ..
        }
    ));
    // Ann says Got it! as the card is read: the announcement hands the device to her
    // first and to Bea after, not to Bea, on to Ann and back.
    let page = html(&state);
    assert_public(&page);
    assert!(
        page.contains("Ann holds it too: Got it! Pass to Ann first; Bea plays after."),
        "{page}"
    );
    assert!(page.contains("I am Ann: say Got it!"));
    assert!(!page.contains("I am Bea: take my turn"));
    // Its button: Bea's answer that closes the window, then Ann's screen.
    state = reduce(state, vec![act(1, Action::Proceed)]);
    let Phase::GotIt { holder, face, .. } = *game(&state).phase() else {
        panic!("Ann holds Bea's card")
    };
    assert_eq!(holder, Seat(0));
    assert_eq!(curtain(&state), Curtain::PassTo(Seat(0)));
    let page = html(&state);
    assert_public(&page);
    assert!(page.contains(&format!("Ann holds {face} too: Got it!")));
    state = reduce(state, vec![AppAction::Reveal(Seat(0))]);
    assert_only_hand_of(&state, 0, "Ann");
    // The hand says whose it is, for all at the device to read, and the strip marks Ann,
    // who acts now, not Bea, whose turn it is.
    let page = html(&state);
    assert!(
        page.contains(r#"class="hand-label">Your hand, Ann</h2>"#),
        "{page}"
    );
    assert!(seat_label(&page, "Ann").ends_with("; to play"));
    assert!(!seat_label(&page, "Bea").contains("to play"));
    let (first, last) = fourfold::games::woody::data::NAMES[usize::from(face.who.0)];
    let initial = first.chars().next().unwrap();
    assert!(html(&state).contains(&format!("Got it! {initial}. {last}: tap a lit space.")));
    let got_it = game(&state).legal_actions(Seat(0))[0];
    state = reduce(state, vec![act(0, got_it), AppAction::Confirm]);
    assert_eq!(curtain(&state), Curtain::PassTo(Seat(1)));
    state = reduce(state, vec![AppAction::Reveal(Seat(1))]);
    assert_only_hand_of(&state, 1, "Bea");
}

#[test]
fn with_a_computer_to_move_two_people_may_claim_or_let_the_card_go() {
    let state = start(&[("Cal", true), ("Ann", false), ("Bea", false)], 9);
    assert!(matches!(
        curtain(&state),
        Curtain::Window { primary: None, ref claimers } if claimers == &[Seat(1), Seat(2)]
    ));
    let page = html(&state);
    assert_public(&page);
    assert!(page.contains("Nobody steals: carry on"));
    assert!(page.contains("Ann: STEAL") && page.contains("Bea: STEAL"));
    // "Nobody steals": each person who could lets the card go.
    let let_go = vec![(Seat(1), Action::Decline), (Seat(2), Action::Decline)];
    let state = reduce(state, vec![AppAction::Table(let_go)]);
    let s = &state.play().unwrap().session;
    assert_eq!(
        s.computer_to_act(),
        Some(Seat(0)),
        "the computer takes its turn"
    );
}

#[test]
fn alone_against_the_computer_a_person_is_asked_only_when_they_can_steal() {
    let mut asked = 0;
    let mut not_asked = 0;
    for seed in 0..60 {
        let state = start(&[("Cal", true), ("Ann", false)], seed);
        if !matches!(game(&state).phase(), Phase::Steal { .. }) {
            continue;
        }
        let can_steal = game(&state)
            .legal_actions(Seat(1))
            .iter()
            .any(|a| matches!(a, Action::Steal { .. }));
        let session = &state.play().unwrap().session;
        if can_steal {
            asked += 1;
            assert_eq!(curtain(&state), Curtain::Show(Some(Seat(1))));
            assert_eq!(session.computer_to_act(), None, "deal {seed}");
            let page = html(&state);
            assert!(page.contains("STEAL it: tap a lit space."));
            assert!(page.contains("Let it go"));
            let state = reduce(state, vec![act(1, Action::Decline)]);
            assert_eq!(
                state.play().unwrap().session.computer_to_act(),
                Some(Seat(0))
            );
        } else {
            not_asked += 1;
            assert_eq!(session.computer_to_act(), Some(Seat(0)), "deal {seed}");
        }
    }
    assert!(asked > 0 && not_asked > 0, "{asked} {not_asked}");
}

#[test]
fn alone_a_person_waits_for_the_computers_to_answer_their_card_then_plays() {
    let mut windows = 0;
    for seed in 0..30 {
        let state = start(&[("Ann", false), ("Cal", true)], seed);
        if !matches!(game(&state).phase(), Phase::Steal { .. }) {
            continue;
        }
        windows += 1;
        let page = html(&state);
        assert!(!page.contains("Take my turn"), "deal {seed}");
        // Who is playing stands in the prompt's place, with the button that hurries them.
        assert!(
            page.contains(r#"class="prompt thinking">Cal is playing…</p><button class="skip">Skip ahead</button></div>"#),
            "deal {seed}"
        );
        let (seat, action) = state.play().unwrap().session.computer_choice().unwrap();
        assert_eq!(seat, Seat(1));
        let decline = action == Action::Decline;
        let state = reduce(state, vec![AppAction::ComputerMove(seat, action)]);
        if decline {
            // Cal let it go, and the app took Ann's turn for her (`pacing::forced_move`):
            // Cal's Got it! if Cal holds the card too, else Ann's play.
            match game(&state).phase() {
                Phase::GotIt { holder, .. } => assert_eq!(*holder, Seat(1)),
                Phase::Main { mover } => {
                    assert_eq!(*mover, Seat(0));
                    assert!(html(&state).contains("Choose a card"), "deal {seed}");
                }
                other => panic!("deal {seed}: {other:?}"),
            }
        }
    }
    assert!(windows > 0);
}

#[test]
fn a_claim_by_someone_who_may_not_answer_changes_nothing() {
    let state = start(&[("Cal", true), ("Ann", false), ("Bea", false)], 9);
    let claimed = reduce(state.clone(), vec![AppAction::Claim(Some(Seat(0)))]);
    assert_eq!(
        curtain(&claimed),
        curtain(&state),
        "a computer's seat is not a person's screen"
    );
}

#[test]
fn the_mover_waits_while_computer_players_answer_the_card() {
    let state = start(&[("Ann", false), ("Bea", false), ("Cal", true)], 9);
    assert!(matches!(
        curtain(&state),
        Curtain::Window {
            primary: Some(Seat(0)),
            ..
        }
    ));
    let page = html(&state);
    assert!(page.contains("The computer players are answering"));
    assert!(page.contains("disabled"));
    let (seat, action) = state
        .play()
        .unwrap()
        .session
        .computer_choice()
        .expect("Cal answers");
    assert_eq!(seat, Seat(2));
    let state = reduce(state, vec![AppAction::ComputerMove(seat, action)]);
    if matches!(game(&state).phase(), Phase::Steal { .. }) {
        let page = html(&state);
        assert!(!page.contains("The computer players are answering"));
        assert!(!page.contains("disabled"));
    }
}

#[test]
fn after_a_steal_on_a_computers_turn_the_thiefs_hand_is_put_away() {
    let seats = [("Cal", true), ("Ann", false), ("Bea", false)];
    let found = (0..80).find_map(|seed| {
        let state = start(&seats, seed);
        [1u8, 2].into_iter().find_map(|thief| {
            let steal = game(&state)
                .legal_actions(Seat(thief))
                .into_iter()
                .find(|a| matches!(a, Action::Steal { .. }))?;
            Some((state.clone(), thief, steal))
        })
    });
    let (state, thief, steal) = found.expect("some deal lets a person STEAL Cal's first card");
    let state = reduce(
        state,
        vec![
            AppAction::Claim(Some(Seat(thief))),
            AppAction::Reveal(Seat(thief)),
            act(thief, steal),
        ],
    );
    assert_ne!(curtain(&state), Curtain::Show(Some(Seat(thief))));
    let page = html(&state);
    assert_eq!(count(&page, "data-card="), 0, "no hand while Cal plays");
}

#[test]
fn six_at_the_table_keep_the_strip_to_one_chip_per_team() {
    let six = [
        ("Ann", false),
        ("Bea", false),
        ("Cy", false),
        ("Dan", false),
        ("Eve", false),
        ("Flo", false),
    ];
    let state = start(&six, 5);
    // Ann takes her turn from the announcement, so her table is on screen.
    let state = reduce(
        state,
        vec![act(0, Action::Proceed), AppAction::Reveal(Seat(0))],
    );
    let page = html(&state);
    assert!(page.contains(r#"class="seats-row compact""#), "{page}");
    let strip = &page[page.find(r#"aria-label="Players""#).unwrap()..];
    let strip = &strip[..strip.find("</ul>").unwrap()];
    assert_eq!(count(strip, "<li "), 3, "a chip per team: {strip}");
    // Team-mates alternate (A1 B1 C1 A2 B2 C2): Ann and Dan share the first chip.
    let first = &strip[..strip.find("</li>").unwrap()];
    assert!(first.contains("Ann") && first.contains("Dan"), "{first}");
    for name in ["Ann", "Bea", "Cy", "Dan", "Eve", "Flo"] {
        assert!(strip.contains(name), "{name}: {strip}");
    }
}
