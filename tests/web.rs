//! Components in a real browser (headless Chromium, through wasm-bindgen-test): clicks and
//! keys reach the engine as the right actions, the hint runs, and the app boots and
//! starts a game. Run with `cargo test --target wasm32-unknown-unknown --test web`.
#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::future::TimeoutFuture;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, HtmlElement, KeyboardEvent, KeyboardEventInit, MouseEvent, MouseEventInit};
use yew::Callback;

use fourfold::engine::{Game, Level, Seat, Seed, Viewer};
use fourfold::games::foursquare::diagram::{at, parse};
use fourfold::games::foursquare::{Action, Foursquare};
use fourfold::ui::App;
use fourfold::ui::foursquare::FoursquareTable;
use fourfold::ui::table::{Common, Seen, TableGame, TableProps};

wasm_bindgen_test_configure!(run_in_browser);

fn root() -> Element {
    let document = web_sys::window().unwrap().document().unwrap();
    let div = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&div).unwrap();
    div
}

/// Waits until Yew's scheduler has run every render and effect queued so far, and those
/// they queued in turn (a board waits for its room, measured after the first render).
async fn settled() {
    yew::scheduler::flush().await;
}

/// The first element of `root` that `selector` matches, once there is one: the app boots
/// and starts a game through futures and timers of its own, beyond Yew's scheduler.
/// Looks every 10 ms, for at most 5 s.
async fn found(root: &Element, selector: &str) -> Element {
    for _ in 0..500 {
        settled().await;
        if let Some(element) = root.query_selector(selector).unwrap() {
            return element;
        }
        TimeoutFuture::new(10).await;
    }
    panic!("nothing matches {selector} after 5 s");
}

fn click(element: &Element) {
    let init = MouseEventInit::new();
    init.set_bubbles(true);
    let event = MouseEvent::new_with_mouse_event_init_dict("click", &init).unwrap();
    element.dispatch_event(&event).unwrap();
}

fn key(element: &Element, name: &str) {
    let init = KeyboardEventInit::new();
    init.set_bubbles(true);
    init.set_key(name);
    let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    element.dispatch_event(&event).unwrap();
}

/// The actions a table emitted, in order.
type Emitted<A> = Rc<RefCell<Vec<A>>>;

/// The props of `game`'s table as seat 0 sees it, with the actions emitted.
fn table_props<G: TableGame>(game: &G, names: &[&str]) -> (TableProps<G>, Emitted<G::Action>) {
    let emitted = Rc::new(RefCell::new(Vec::new()));
    let sink = emitted.clone();
    let props = TableProps {
        seen: Rc::new(Seen {
            viewer: Some(Seat(0)),
            view: game.view(Viewer::Seat(Seat(0))),
            legal: game.legal_actions(Seat(0)),
            names: names.iter().map(|n| n.to_string()).collect(),
            computers: vec![false; names.len()],
            levels: vec![Level::Normal; names.len()],
            log: Vec::new(),
            step: 0,
            computer_to_act: None,
        }),
        common: Rc::new(Common::default()),
        on_act: Callback::from(move |a| sink.borrow_mut().push(a)),
        on_back: None,
        hint_seed: Seed(1),
        read_aloud: false,
        pending: None,
        refused: Vec::new(),
    };
    (props, emitted)
}

/// Mounts the Foursquare table for `game`; returns the root and the actions emitted.
fn mount(game: &Foursquare) -> (Element, Rc<RefCell<Vec<Action>>>) {
    let (props, emitted) = table_props(game, &["You"]);
    let div = root();
    yew::Renderer::<FoursquareTable>::with_root_and_props(div.clone(), props).render();
    (div, emitted)
}

/// The button of `root` that says `text`.
fn button(root: &Element, text: &str) -> HtmlElement {
    let buttons = root.query_selector_all("button").unwrap();
    (0..buttons.length())
        .filter_map(|i| buttons.get(i))
        .filter_map(|b| b.dyn_into::<HtmlElement>().ok())
        .find(|b| b.text_content().as_deref() == Some(text))
        .unwrap_or_else(|| panic!("a {text} button"))
}

#[wasm_bindgen_test]
async fn clicking_a_cell_asks_to_place_the_card_there() {
    let game = Foursquare::new(&Default::default(), Seed(3)).unwrap();
    let (div, emitted) = mount(&game);
    settled().await;
    let cells = div.query_selector_all("[role=gridcell].legal").unwrap();
    assert_eq!(cells.length(), 1, "only the centre on an empty table");
    click(&cells.get(0).unwrap().dyn_into().unwrap());
    settled().await;
    assert_eq!(
        emitted.borrow().as_slice(),
        [Action::Place(fourfold::games::foursquare::table::CENTRE)]
    );
}

#[wasm_bindgen_test]
async fn arrows_move_the_cursor_and_enter_places_there() {
    let game = parse("5 3\ndrawn: 7\nstock: ...").unwrap();
    let (div, emitted) = mount(&game);
    settled().await;
    let grid = div.query_selector("svg[role=grid]").unwrap().unwrap();
    let first = grid.get_attribute("aria-activedescendant").unwrap();
    key(&grid, "ArrowDown");
    settled().await;
    let moved = grid.get_attribute("aria-activedescendant").unwrap();
    assert_ne!(first, moved);
    let selected = div.query_selector(&format!("#{moved}")).unwrap().unwrap();
    let classes = selected.get_attribute("class").unwrap_or_default();
    assert!(classes.split(' ').any(|c| c == "cursor"), "{classes}");
    key(&grid, "Enter");
    settled().await;
    let placed = emitted.borrow().clone();
    assert_eq!(placed.len(), 1);
    // The cursor starts on the first legal cell in row order, above the 5; one row down
    // is the 5's own pile.
    assert_eq!(placed[0], Action::Place(at(0, 0)));
}

#[wasm_bindgen_test]
async fn the_hint_marks_one_cell_with_a_chance() {
    let game = parse("5 3\n. 2\ndrawn: 7\nstock: ...").unwrap();
    let (div, _) = mount(&game);
    settled().await;
    button(&div, "Hint").click();
    settled().await;
    for _ in 0..100 {
        if div.query_selector(".cell.hinted").unwrap().is_some() {
            break;
        }
        // The hint is worked out after a short timer (so "Thinking…" paints first).
        TimeoutFuture::new(50).await;
        settled().await;
    }
    let hinted = div.query_selector_all(".cell.hinted").unwrap();
    assert_eq!(hinted.length(), 1);
    let text = div
        .query_selector(".prompt")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap();
    assert!(text.contains("% to win"), "{text}");
}

#[wasm_bindgen_test]
async fn the_app_boots_from_a_link_to_the_setup_and_starts_a_game() {
    if let Ok(Some(storage)) = web_sys::window().unwrap().local_storage() {
        storage.clear().unwrap();
    }
    // The link a list of games' "New game" opens (this page's address, without a reload).
    let page = web_sys::window().unwrap().location().search().unwrap();
    fourfold::ui::browser::replace_query("?game=foursquare");
    let div = root();
    yew::Renderer::<App<fourfold::games::foursquare::Foursquare>>::with_root(div.clone()).render();
    let start: HtmlElement = found(&div, ".setup button.primary")
        .await
        .dyn_into()
        .unwrap();
    start.click();
    let centre = found(&div, "[role=gridcell].legal").await;
    click(&centre);
    settled().await;
    let grid = div.query_selector("svg[role=grid]").unwrap().unwrap();
    assert_eq!(grid.get_attribute("data-step").as_deref(), Some("1"));
    fourfold::ui::browser::replace_query(&page);
    fourfold::ui::browser::remember_current(None);
}

#[wasm_bindgen_test]
async fn enter_in_a_name_field_of_the_setup_starts_the_game() {
    if let Ok(Some(storage)) = web_sys::window().unwrap().local_storage() {
        storage.clear().unwrap();
    }
    let page = web_sys::window().unwrap().location().search().unwrap();
    fourfold::ui::browser::replace_query("?game=foursquare");
    let div = root();
    yew::Renderer::<App<fourfold::games::foursquare::Foursquare>>::with_root(div.clone()).render();
    // The form's action needs no form submission, which a frame sandboxed without
    // allow-forms blocks: Enter in a one-line field starts, as implicit submission would.
    let name = found(&div, ".setup .seat-row input[type=text]").await;
    key(&name, "Enter");
    found(&div, "[role=gridcell].legal").await;
    fourfold::ui::browser::replace_query(&page);
    fourfold::ui::browser::remember_current(None);
}

/// How many places the layer over a grid board lights (one subpath each).
fn lit_count(div: &Element) -> usize {
    div.query_selector(".wash-layer .lit")
        .unwrap()
        .and_then(|ring| ring.get_attribute("d"))
        .unwrap_or_default()
        .matches('M')
        .count()
}

#[wasm_bindgen_test]
async fn letter_lines_card_then_picture_asks_to_play_there() {
    use fourfold::games::letters::diagram::parse as letters;
    use fourfold::games::letters::{Action as LetterAction, Card, Letter, Letters};
    use fourfold::ui::letters::LettersTable;

    let game: Letters = letters("hand 0: A B\nhand 1: C\ndeck: ...").unwrap();
    let (props, emitted) = table_props(&game, &["Ann", "Bea"]);
    let div = root();
    yew::Renderer::<LettersTable>::with_root_and_props(div.clone(), props).render();
    settled().await;
    assert_eq!(div.query_selector_all("[data-card]").unwrap().length(), 2);
    click(&div.query_selector("[data-card='A']").unwrap().unwrap());
    settled().await;
    let lit = div
        .query_selector_all(".space[aria-label*='You can']")
        .unwrap();
    assert_eq!(lit.length(), 2, "both pictures of A");
    assert_eq!(lit_count(&div), 2, "both lit, in the layer over the board");
    click(&div.query_selector("#lt-4-3").unwrap().unwrap());
    settled().await;
    let a = Card::Letter(Letter::new('A').unwrap());
    assert_eq!(
        emitted.borrow().as_slice(),
        [LetterAction::Play {
            card: a,
            at: fourfold::engine::Pos::new(4, 3)
        }]
    );
}

#[wasm_bindgen_test]
async fn major_woody_swap_takes_my_chip_then_theirs() {
    use fourfold::games::woody::diagram::parse as woody;
    use fourfold::games::woody::{Action as WoodyAction, Border};
    use fourfold::ui::woody::WoodyTable;

    let game = woody("abb.......\nhand 0: BSWAP\nhand 1: Kb\ndeck: ...").unwrap();
    let (props, emitted) = table_props(&game, &["Ann", "Bea"]);
    let div = root();
    yew::Renderer::<WoodyTable>::with_root_and_props(div.clone(), props).render();
    settled().await;
    assert_eq!(div.query_selector_all("[data-card]").unwrap().length(), 1);
    click(
        &div.query_selector("[data-card='BLACK SWAP']")
            .unwrap()
            .unwrap(),
    );
    settled().await;
    let lit = div
        .query_selector_all(".mw-space[aria-label*='you can' i]")
        .unwrap();
    assert_eq!(lit.length(), 1, "my one chip on a black space");
    assert_eq!(lit_count(&div), 1, "lit in the layer over the board");
    click(&div.query_selector("#mw-0-0").unwrap().unwrap());
    settled().await;
    assert!(
        emitted.borrow().is_empty(),
        "the first tap only picks my chip"
    );
    let picked = div.query_selector("#mw-0-0").unwrap().unwrap();
    assert!(
        picked
            .get_attribute("class")
            .unwrap_or_default()
            .contains("picked")
    );
    click(&div.query_selector("#mw-0-2").unwrap().unwrap());
    settled().await;
    assert_eq!(
        emitted.borrow().as_slice(),
        [WoodyAction::Swap {
            border: Border::Black,
            mine: fourfold::engine::Pos::new(0, 0),
            theirs: fourfold::engine::Pos::new(0, 2),
        }]
    );
}

#[wasm_bindgen_test]
fn the_front_pages_reader_agrees_with_the_save_reader_on_every_kind_of_save() {
    use fourfold::engine::{LoadError, SeatSetup};
    use fourfold::games::summary::SavedSummary;
    use fourfold::games::{AnySession, GameId};
    use fourfold::ui::storage::read_summary;
    let mut session = AnySession::new(
        GameId::Foursquare,
        vec![SeatSetup::computer("Bot")],
        Seed(2),
    )
    .unwrap();
    session.computer_step().unwrap();
    let started = session.to_json();
    let version = format!(r#""version":{}"#, fourfold::engine::SAVE_VERSION);
    assert!(started.contains(&version));
    while session.computer_step().is_some() {}
    let ended = session.to_json();
    let saves = [
        started.clone(),
        ended,
        started.replace(r#","over":false"#, ""),
        started.replace(r#""game":"foursquare""#, r#""game":"chess""#),
        started.replace(&version, r#""version":99"#),
        started.replace(&version, r#""version":1"#),
        started[..started.len() / 2].to_string(),
        "null".to_string(),
        "7".to_string(),
        r#"{"game":"foursquare"}"#.to_string(),
        r#"{"game":"foursquare","save":{"version":"2"}}"#.to_string(),
        r#"{"game":"foursquare","save":{"version":2.5}}"#.to_string(),
    ];
    for save in &saves {
        let (native, browser) = (SavedSummary::read(save), read_summary(save));
        match (&native, &browser) {
            (Err(LoadError::Corrupt(_)), Err(LoadError::Corrupt(_))) => {}
            _ => assert_eq!(native, browser, "{save}"),
        }
    }
    assert_eq!(read_summary(&started).unwrap().in_progress(), Some(1));
}

#[wasm_bindgen_test]
fn a_newer_save_stays_where_it_is_and_only_the_newest_damaged_ones_are_kept_aside() {
    use fourfold::engine::{LoadError, SeatSetup};
    use fourfold::games::{AnySession, GameId};
    use fourfold::ui::storage::{self, KEPT_ASIDE, Shelf};
    let store = storage::local_storage().unwrap();
    store.clear().unwrap();
    let key = storage::key(GameId::Foursquare, Shelf::App);
    let aside = |store: &web_sys::Storage| -> Vec<String> {
        (0..store.length().unwrap())
            .filter_map(|i| store.key(i).unwrap())
            .filter(|k| k.starts_with("fourfold.unreadable.foursquare."))
            .collect()
    };
    let session = AnySession::new(
        GameId::Foursquare,
        vec![SeatSetup::computer("Bot")],
        Seed(2),
    )
    .unwrap();
    let version = format!(r#""version":{}"#, fourfold::engine::SAVE_VERSION);
    let newer = session.to_json().replace(&version, r#""version":99"#);
    store.set_item(&key, &newer).unwrap();
    let loaded = storage::load::<Foursquare>(&store, Shelf::App).unwrap();
    assert!(matches!(
        loaded.map(|_| ()).unwrap_err().error,
        Some(LoadError::NewerVersion { .. })
    ));
    assert_eq!(
        store.get_item(&key).unwrap().as_deref(),
        Some(newer.as_str())
    );
    assert!(aside(&store).is_empty());
    // Damaged five times over: each is set aside, the newest few kept, newest first.
    for n in 0..5 {
        store.set_item(&key, &format!("damaged {n}")).unwrap();
        assert!(
            storage::load::<Foursquare>(&store, Shelf::App)
                .unwrap()
                .is_err()
        );
        assert_eq!(store.get_item(&key).unwrap(), None);
    }
    assert_eq!(aside(&store).len(), KEPT_ASIDE);
    let kept: Vec<String> = (1..=KEPT_ASIDE)
        .map(|place| {
            let copy = storage::aside_key(GameId::Foursquare, place);
            store.get_item(&copy).unwrap().unwrap()
        })
        .collect();
    assert_eq!(kept, ["damaged 4", "damaged 3", "damaged 2"]);
    // A save set aside marks the tab: with no save, the next load gives its players to
    // a fresh start, once, with nothing more to tell.
    let tab = web_sys::window()
        .unwrap()
        .session_storage()
        .unwrap()
        .unwrap();
    tab.clear().unwrap();
    let cut = session.to_json();
    store.set_item(&key, &cut[..cut.len() - 3]).unwrap();
    let told = storage::load::<Foursquare>(&store, Shelf::App)
        .unwrap()
        .map(|_| ())
        .unwrap_err();
    assert!(told.error.is_some());
    let afresh = storage::load::<Foursquare>(&store, Shelf::App)
        .unwrap()
        .map(|_| ())
        .unwrap_err();
    assert_eq!(afresh.error, None);
    let (seats, _) = afresh.setup.unwrap();
    assert_eq!(seats, [SeatSetup::computer("Bot")]);
    assert!(storage::load::<Foursquare>(&store, Shelf::App).is_none());
    store.clear().unwrap();
}

/// Two connections in one page, joined as two devices are: the host's offer and the
/// guest's answer each go through their code (and the description rebuilt from it), and
/// a message crosses the channel each way.
#[wasm_bindgen_test]
async fn two_devices_connect_through_their_invitation_codes_alone() {
    use fourfold::remote::invite::Invitation;
    use fourfold::ui::remote::channel;

    let (host, offer) = channel::host().await.expect("an offer");
    let offer = Invitation::from_code(&offer.to_code()).expect("the offer's code");
    let (guest, answer) = channel::join(&offer).await.expect("an answer");
    let answer = Invitation::from_code(&answer.to_code()).expect("the answer's code");
    let (host, guest) = futures::join!(host.accept(&answer), guest.opened());
    let (host, guest) = (
        host.expect("the host's channel"),
        guest.expect("the guest's channel"),
    );
    host.send("deal me in").unwrap();
    assert_eq!(
        guest.next_message(5_000).await.unwrap().as_deref(),
        Some("deal me in")
    );
    guest.send("dealt").unwrap();
    assert_eq!(
        host.next_message(5_000).await.unwrap().as_deref(),
        Some("dealt")
    );
    host.close();
    guest.close();
}

/// Every goal card's picture (its words and its colours' swatches), drawn with Cahoots'
/// own stylesheet in the browser's own font: no piece covers the next.
#[wasm_bindgen_test]
async fn no_piece_of_a_goals_picture_covers_the_next() {
    use fourfold::games::cahoots::goals::GOALS;
    use fourfold::ui::cahoots::cards::{sign_parts, sign_svg};

    #[yew::component]
    fn Signs() -> yew::Html {
        yew::html! {
            for goal in GOALS.iter() {
                <svg width="400" height="30">{ sign_svg(goal.sign, 0.0, 20.0, 1000.0) }</svg>
            }
        }
    }

    let document = web_sys::window().unwrap().document().unwrap();
    let style = document.create_element("style").unwrap();
    style.set_text_content(Some(include_str!("../static/games/cahoots.css")));
    document.head().unwrap().append_child(&style).unwrap();
    let div = root();
    yew::Renderer::<Signs>::with_root(div.clone()).render();
    settled().await;
    let signs = div.query_selector_all("g.sign").unwrap();
    assert_eq!(signs.length() as usize, GOALS.len());
    for (i, goal) in GOALS.iter().enumerate() {
        let sign: Element = signs.get(i as u32).unwrap().dyn_into().unwrap();
        let pieces = sign.children();
        assert_eq!(
            pieces.length() as usize,
            sign_parts(goal.sign).len(),
            "{:?}",
            goal.sign
        );
        let spans: Vec<(f64, f64)> = (0..pieces.length())
            .map(|j| {
                let rect = pieces.item(j).unwrap().get_bounding_client_rect();
                (rect.left(), rect.right())
            })
            .collect();
        for pair in spans.windows(2) {
            assert!(
                pair[0].1 <= pair[1].0 + 0.5,
                "{:?}: a piece ends at {:.1}, past the next one's start at {:.1}",
                goal.sign,
                pair[0].1,
                pair[1].0
            );
        }
    }
    style.remove();
}
