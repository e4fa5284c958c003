//! Component markup, rendered natively by yew's server-side renderer: what each screen
//! puts in the DOM, and what it must never put there (a face-down card's rank, the
//! stock's order, a hand behind the pass screen).
#![cfg(not(target_arch = "wasm32"))]

mod screen_helpers;

use std::rc::Rc;

use fourfold::engine::session::WithBots;
use fourfold::engine::{Game, Level, Seat, SeatSetup, Seed, Session, Viewer};
use fourfold::games::cahoots::Cahoots;
use fourfold::games::foursquare::diagram::{at, parse};
use fourfold::games::foursquare::{Action, Foursquare};
use fourfold::games::letters::Letters;
use fourfold::games::quaddoku::Quaddoku;
use fourfold::games::{GameId, new_session};
use fourfold::ui::foursquare::FoursquareTable;
use fourfold::ui::home::{Home, HomeEntry, HomeProps};
use fourfold::ui::pass::pass_screen;
use fourfold::ui::setup::SetupForm;
use fourfold::ui::setup::{SetupProps, setup};
use fourfold::ui::state::Play;
use fourfold::ui::table::{Common, Seen, TableGame, TableProps};
use screen_helpers::{play_screen, render};
use yew::Callback;

/// The pass screen as a component, for the renderer.
#[derive(yew::Properties, PartialEq)]
struct PassProps {
    name: yew::AttrValue,
    news: Vec<yew::AttrValue>,
}

#[yew::component]
fn PassScreen(props: &PassProps) -> yew::Html {
    pass_screen(&props.name, &props.news, &Callback::noop())
}

#[derive(yew::Properties, PartialEq)]
struct MarkupProps {
    html: yew::Html,
}

#[yew::component]
fn Markup(props: &MarkupProps) -> yew::Html {
    props.html.clone()
}

/// The markup of what a function of the app draws (a part with no component of its own).
fn markup(html: yew::Html) -> String {
    render::<Markup>(MarkupProps { html })
}

/// The setup form's markup for `form`, with `in_progress` moves of a game it replaces.
fn setup_html<G: TableGame>(form: SetupForm<G>, in_progress: Option<usize>) -> String {
    markup(setup::<G>(&SetupProps {
        form,
        on_change: Callback::noop(),
        on_start: Callback::noop(),
        on_cancel: Callback::noop(),
        in_progress,
        on_continue: Callback::noop(),
    }))
}

fn count(html: &str, needle: &str) -> usize {
    html.matches(needle).count()
}

#[test]
fn the_start_up_screen_is_the_one_the_loader_shows_while_the_bundle_downloads() {
    #[yew::component]
    fn Booting() -> yew::Html {
        fourfold::ui::chrome::booting(&"TITLE".into())
    }
    let html = render::<Booting>(());
    let loader = include_str!("../static/loader.js");
    // The loader writes the same markup with an empty title, then sets the title's text.
    assert!(
        loader.contains(&html.replace("TITLE", "")),
        "static/loader.js should draw {html}"
    );
    let bar = r#"<header class="topbar"><span class="brand">Fourfold</span></header>"#;
    assert!(loader.contains(bar));
    assert!(include_str!("../static/fourfold-list.js").contains(bar));
}

#[test]
fn the_table_the_loader_lays_has_the_tables_frame_and_board_room() {
    let html = play_screen(Play::new(letters_session(
        vec![SeatSetup::human("Ann"), SeatSetup::computer("Computer 1")],
        5,
    )));
    let laid = include_str!("../static/fourfold-table.js");
    for frame in [
        r#"<section class="laid"><header class="table-head">"#,
        r#"<section class="table" data-game="${key}" aria-busy="true">"#,
        r#"<div class="strip waiting">"#,
        r#"<div class="board-area"><div class="faces-layer" aria-hidden="true"></div>"#,
        r#"<div class="hand waiting">"#,
        r#"<span class="brand">Fourfold</span>"#,
        r#"<h1><span class="name">${name}</span></h1>"#,
        r#"<a class="full-app" inert href="./?game=${key}""#,
    ] {
        assert!(laid.contains(frame), "the laid table has {frame}");
    }
    // The head's buttons, the app's own (so that the game's name has the same room), not
    // yet working.
    let tools = "<button>Rules</button><button>Log</button><button>Menu</button></div>";
    assert!(
        html.contains(&format!(r#"<div class="tools">{tools}"#)),
        "{html}"
    );
    assert!(laid.contains(&format!(
        r#"<div class="tools" inert aria-hidden="true">{tools}"#
    )));
    // Its parts are the table's (attributes aside), in the same order: but for the play
    // section's class, which is the app's alone (the tests know the app's table by it).
    let parts = [
        r#"class="play""#,
        r#"class="table-head""#,
        r#"class="name""#,
        r#"class="table""#,
        r#"class="strip""#,
        r#"class="board-area""#,
        r#"class="faces-layer lt-board""#,
        r#"class="hand""#,
    ];
    assert!(html.contains(r#"data-game="letters""#));
    let mut from = 0;
    for part in parts {
        let at = html[from..]
            .find(part)
            .unwrap_or_else(|| panic!("the table has {part} after the last"));
        from += at + part.len();
    }
}

#[test]
fn home_lists_the_games_with_pitch_players_and_time() {
    let html = render::<Home>(HomeProps {
        entries: vec![HomeEntry {
            game: GameId::Foursquare,
            in_progress: None,
        }],
        on_new: Callback::noop(),
        on_continue: Callback::noop(),
    });
    assert!(html.contains("<h2>Foursquare</h2>"), "{html}");
    assert!(html.contains(GameId::Foursquare.info().pitch));
    assert!(html.contains("1 player · 10 minutes"));
    assert!(html.contains(r#"aria-label="New game of Foursquare""#));
    assert!(!html.contains("Continue"), "nothing to continue");
}

#[test]
fn home_offers_to_continue_a_game_in_progress() {
    let html = render::<Home>(HomeProps {
        entries: vec![HomeEntry {
            game: GameId::Foursquare,
            in_progress: Some(3),
        }],
        on_new: Callback::noop(),
        on_continue: Callback::noop(),
    });
    assert!(html.contains("Continue (move 4)"), "{html}");
}

#[test]
fn the_pass_screen_names_the_next_player_and_nothing_else() {
    let html = render::<PassScreen>(PassProps {
        name: "Bea".into(),
        news: Vec::new(),
    });
    assert!(html.contains("Pass to Bea"));
    assert!(html.contains("I am Bea: show my cards"));
    assert!(!html.contains("gridcell"));
}

#[test]
fn setup_shows_each_seat_and_the_deal_number() {
    let mut form = SetupForm::<Foursquare>::new();
    form.error = Some("\"x\" is not a deal number".into());
    let html = setup_html::<Foursquare>(form, None);
    assert!(html.contains("New game of Foursquare"));
    assert!(html.contains(r#"value="You""#), "{html}");
    assert!(html.contains("The computer"));
    assert!(html.contains("Deal number"));
    assert!(html.contains(r#"role="alert""#));
}

#[test]
fn the_setup_s_rules_sheet_opens_with_the_form_s_state() {
    let setup_with = |rules_open: bool| {
        let form = SetupForm::<Foursquare> {
            rules_open,
            ..SetupForm::new()
        };
        setup_html::<Foursquare>(form, None)
    };
    assert!(!setup_with(false).contains(r#"<div class="rules">"#));
    let open = setup_with(true);
    assert!(open.contains(r#"<div class="rules">"#), "{open}");
    assert!(open.contains("Rules of Foursquare"));
}

fn board_html(game: Foursquare) -> String {
    render::<FoursquareTable>(TableProps {
        seen: Rc::new(Seen {
            viewer: Some(Seat(0)),
            view: game.view(Viewer::Seat(Seat(0))),
            legal: game.legal_actions(Seat(0)),
            names: vec!["You".into()],
            computers: vec![false],
            levels: vec![Level::Normal],
            log: Vec::new(),
            step: 0,
            computer_to_act: None,
        }),
        common: Rc::new(Common::default()),
        on_act: Callback::noop(),
        on_back: None,
        hint_seed: Seed(0),
        read_aloud: false,
        pending: None,
        refused: Vec::new(),
    })
}

#[test]
fn the_board_names_every_cell_and_highlights_the_legal_ones() {
    let game = parse("5 3\n. 2/9\ndrawn: 7h\nstock: ...").unwrap();
    let legal = game.legal_cells().len();
    let html = board_html(game);
    assert!(html.contains(r#"role="grid""#));
    assert_eq!(count(&html, r#"role="gridcell""#), 16, "a 4 x 4 window");
    assert_eq!(count(&html, "You can place here"), legal);
    assert!(
        html.contains(r#"aria-label="Card to place: 7 of hearts""#),
        "{html}"
    );
    // Each card drawn is said as it comes, in the hand; the prompt, the same from card to
    // card, does not name it.
    assert!(
        html.contains(
            r#"<p aria-live="polite" class="visually-hidden">Drawn: the 7 of hearts.</p>"#
        ),
        "{html}"
    );
    assert!(
        html.contains(">Place your card on a pile, or on an empty space beside one.</p>"),
        "{html}"
    );
    assert!(html.contains("pile of 2"));
    assert!(
        html.contains("35 left"),
        "40 cards: 4 on the table, 1 drawn"
    );
}

#[test]
fn a_face_down_card_never_reaches_the_dom_by_name_or_rank() {
    let game = parse("5 9d*\ndrawn: 7h\nstock: ...").unwrap();
    let html = board_html(game);
    assert!(html.contains("a face-down card"));
    assert!(!html.contains("9 of diamonds"), "{html}");
    assert!(!html.contains(">9<"), "no rank drawn on a back");
    // The face-down count is drawn, a card back for each and a dashed place for each
    // still allowed, never a row of empty boxes a reader takes for missing glyphs.
    assert!(html.contains("1 of 4 face down"), "{html}");
    let pips = &html[html.find(r#"class="fs-down""#).expect(&html)..];
    let pips = &pips[..pips.find("</svg>").unwrap()];
    assert_eq!(count(pips, r#"class="card back""#), 1, "{pips}");
    assert_eq!(count(pips, r#"class="pip-free""#), 3, "{pips}");
}

#[test]
fn no_card_of_the_stock_reaches_the_dom() {
    let mut session = new_session::<Foursquare>(vec![SeatSetup::human("You")], Seed(12)).unwrap();
    let s = &mut session;
    for _ in 0..6 {
        let cell = s.game().legal_cells()[0];
        s.act(Seat(0), Action::Place(cell)).unwrap();
    }
    let stock = s.game().stock_cards().to_vec();
    assert_eq!(stock.len(), 33);
    let drawn = s.game().drawn().unwrap();
    let html = play_screen(Play::new(session));
    assert!(
        html.contains(&format!("Card to place: {drawn}")),
        "the card drawn is named"
    );
    for card in stock {
        assert!(
            !html.contains(&card.to_string()),
            "{card} is still in the stock: {html}"
        );
    }
}

#[test]
fn the_last_card_placed_is_ringed_over_the_ring_of_a_place_a_card_may_go() {
    let mut session = new_session::<Foursquare>(vec![SeatSetup::human("You")], Seed(12)).unwrap();
    let mut over_a_target = 0;
    for _ in 0..8 {
        let s = &mut session;
        let cell = s.game().legal_cells()[0];
        s.act(Seat(0), Action::Place(cell)).unwrap();
        let html = play_screen(Play::new(session.clone()));
        assert_eq!(count(&html, "fs-last"), 1, "one last card");
        let cell = html
            .split(r#"role="gridcell""#)
            .find(|cell| cell.contains("fs-last"))
            .expect("the last card's place");
        if let Some(target) = cell.find(r#"class="target""#) {
            over_a_target += 1;
            assert!(
                target
                    < cell
                        .find(r#"class="last-move fs-last over-target""#)
                        .unwrap_or(0),
                "the last card's ring is drawn over the target ring, in its own colour: {cell}"
            );
        }
    }
    assert!(over_a_target > 0, "a last card whose pile may take another");
}

#[test]
fn the_play_screen_frames_the_board_with_tools_rules_and_log() {
    let mut session = new_session::<Foursquare>(vec![SeatSetup::human("You")], Seed(3)).unwrap();
    let s = &mut session;
    s.act(Seat(0), Action::Place(at(1, 1))).unwrap();
    let html = play_screen(Play::new(session));
    assert!(html.contains("deal 3"));
    assert!(html.contains(">Undo</button>"));
    assert!(
        !html.contains("disabled"),
        "undo is possible after a move: {html}"
    );
    for tool in [">Rules</button>", ">Log</button>", ">Menu</button>"] {
        assert!(html.contains(tool), "{tool}");
    }
    assert!(
        html.contains(r#"aria-label="Card to place""#),
        "the hand region"
    );
    assert!(html.contains(r#"data-game="foursquare""#));
    assert!(!html.contains("Pass to"), "one person: no pass screen");
}

#[test]
fn a_finished_game_shows_the_result_and_offers_a_new_deal() {
    let mut session = Session::<Foursquare>::new(
        vec![SeatSetup::computer("Solver")],
        Default::default(),
        Seed(2),
    )
    .unwrap();
    while session.computer_step().is_some() {}
    let outcome = session.game().outcome().unwrap();
    let html = play_screen(Play::new(session));
    assert!(html.contains(&outcome.reason), "{html}");
    assert!(html.contains("New deal"));
    assert!(html.contains("Same deal again"));
    assert_eq!(count(&html, "You can place here"), 0);
}

fn letters_session(seats: Vec<SeatSetup>, seed: u64) -> Session<Letters> {
    new_session::<Letters>(seats, Seed(seed)).unwrap()
}

#[test]
fn letter_lines_shows_the_board_and_only_the_viewers_hand() {
    let session = letters_session(
        vec![SeatSetup::human("Ann"), SeatSetup::computer("Computer 1")],
        5,
    );
    let s = &session;
    let game: &Letters = s.game();
    let mine = game.hand(Seat(0)).to_vec();
    let theirs = game.hand(Seat(1)).to_vec();
    let html = play_screen(Play::new(session.clone()));
    assert_eq!(count(&html, r#"role="gridcell""#), 48);
    // One person at the device: their hand needs no name.
    assert!(html.contains(r#"aria-label="Your hand""#) && !html.contains("hand-label"));
    assert_eq!(
        count(&html, "data-card="),
        mine.len(),
        "only Ann's cards are drawn"
    );
    for card in &mine {
        assert!(html.contains(&format!(r#"data-card="{card}""#)), "{card}");
    }
    for card in theirs.iter().filter(|c| !mine.contains(c)) {
        assert!(
            !html.contains(&format!(r#"data-card="{card}""#)),
            "the computer's {card} must stay hidden"
        );
    }
    // What never changes is the board's picture (static/boards), in a layer under the
    // spaces, out of a screen reader's way; the spaces keep their names.
    let faces = html.find(r#"class="faces-layer lt-board""#);
    assert!(faces.is_some_and(|at| at < html.find(r#"role="row""#).unwrap()));
    assert_eq!(count(&html, r#"class="faces-layer"#), 1);
    // Drawn as dealt (no room off the browser): 8 spaces of 100 and 6 of 112 units, with
    // their gaps and margins.
    assert!(html.contains(r#"style="--ar:847/709;--rx:14/847""#));
    assert!(html.contains(r#"data-turn="as-dealt""#));
    assert_eq!(count(&html, r#"class="ring""#), 48, "each space's own face");
    assert!(html.contains(r#"aria-label="Apple: open, letter A, orange""#));
    assert!(
        !html.contains("Pass to"),
        "one person and a computer: no pass screen"
    );
    assert!(
        !html.contains("Share deal"),
        "a hidden-hand game keeps its deal number private"
    );
}

#[test]
fn while_the_computer_plays_its_line_stands_in_the_prompts_place_and_the_news_keeps_its_own() {
    let mut session = letters_session(
        vec![SeatSetup::computer("Computer 1"), SeatSetup::human("Ann")],
        5,
    );
    let html = play_screen(Play::new(session.clone()));
    assert!(
        html.contains(
            r#"class="prompt thinking">Computer 1 is playing…</p><button class="skip">Skip ahead</button></div>"#
        ),
        "{html}"
    );
    assert_eq!(
        count(&html, "Skip ahead"),
        1,
        "in the strip, not the action bar"
    );
    assert!(!html.contains("Waiting for the other players."));
    assert_eq!(count(&html, r#"class="since-place""#), 1);

    assert_eq!(session.computer_step(), Some(Seat(0)));
    let html = play_screen(Play::new(session));
    assert!(html.contains(r#"class="prompt">Choose a card, then a picture.</p></div>"#));
    assert!(!html.contains("thinking") && !html.contains("Skip ahead"));
    assert!(html.contains(r#"<details class="since">"#));
    assert!(!html.contains("since-place"));
}

#[test]
fn two_people_at_letter_lines_get_the_pass_screen_and_no_hand_behind_it() {
    let session = letters_session(vec![SeatSetup::human("Ann"), SeatSetup::human("Bea")], 6);
    let html = play_screen(Play::new(session));
    assert!(
        html.contains("Pass to Ann"),
        "after a load, the device goes to the player to move"
    );
    assert_eq!(count(&html, "data-card="), 0);
    assert!(!html.contains("Your hand"));
    assert!(
        !html.contains(r#"role="gridcell""#),
        "nothing of the table behind the curtain"
    );
}

#[test]
fn letter_lines_setup_offers_player_counts_and_names_the_sides() {
    let form = SetupForm::<Letters>::new().with_seat_count(4);
    let html = setup_html::<Letters>(form, None);
    assert!(html.contains("4 players: two teams of two"));
    assert_eq!(count(&html, "team of red circle chips"), 2);
    assert_eq!(count(&html, "team of blue square chips"), 2);
}

/// Letter Lines between two people, a few moves in.
fn letters_mid_game() -> Session<Letters> {
    let mut session = letters_session(vec![SeatSetup::human("Ann"), SeatSetup::human("Bea")], 21);
    for _ in 0..6 {
        let seat = session.to_act().seats()[0];
        let s = &session;
        let action = s.legal_for_person(seat)[0];
        session.act(seat, action).unwrap();
    }
    session
}

#[test]
fn the_log_names_a_drawn_card_only_to_its_drawer() {
    use fourfold::ui::log::log_panel;
    let session = letters_mid_game();
    let to_move = session.to_act().seats()[0];
    let log = |viewer: Viewer| {
        let lines: Vec<_> = session
            .log_lines(viewer)
            .into_iter()
            .map(|(seat, line)| {
                let who = seat.map_or(String::new(), |s| session.seats()[s.index()].name.clone());
                (who.into(), line.into())
            })
            .collect();
        markup(log_panel(&lines))
    };
    let html = log(Viewer::Seat(to_move));
    let mine = count(&html, "drew ") - count(&html, "drew a card.");
    let hidden = count(&html, "drew a card.");
    assert!(
        mine >= 2 && hidden >= 2,
        "own draws named ({mine}), the other's hidden ({hidden})"
    );
    let public = log(Viewer::Spectator);
    assert_eq!(count(&public, "drew "), count(&public, "drew a card."));
    // The table of the player to move: what the other did since is there, their draw
    // unnamed.
    let mut play = Play::new(session.clone());
    play.revealed = Some(to_move);
    let table = play_screen(play.clone());
    assert!(table.contains("Since your last turn"), "{table}");
    assert_eq!(count(&table, "drew "), count(&table, "drew a card."));
    // Two people share the device: the hand says whose it is, for both to read.
    let holder = &session.seats()[to_move.index()].name;
    assert!(
        table.contains(&format!(r#"class="hand-label">Your hand, {holder}</h2>"#)),
        "{table}"
    );
    // The line leads with the other seat's play; its draw is left to the log.
    let since = &table[table.find(r#"<details class="since">"#).unwrap()..];
    let since = &since[..since.find("</details>").unwrap()];
    let summary = &since[since.find("<summary>").unwrap()..since.find("</summary>").unwrap()];
    assert!(summary.contains("played"), "{summary}");
    assert!(!since.contains("drew"), "{since}");
    // Behind the curtain (the other player about to take the device), no hand at all.
    play.revealed = Some(to_move.next(2));
    let curtain = play_screen(play);
    assert!(curtain.contains("Pass to"));
    assert_eq!(count(&curtain, "drew "), count(&curtain, "drew a card."));
    assert_eq!(count(&curtain, "data-card="), 0);
}

#[test]
fn the_log_keeps_every_digit_of_its_move_numbers() {
    use fourfold::ui::log::log_panel;
    let lines: Vec<_> = (1..=124)
        .map(|i| ("Ann".into(), format!("move {i}").into()))
        .collect();
    let html = markup(log_panel(&lines));
    assert!(html.contains(r#"<li value="124">"#), "{html}");
    assert!(html.contains("124 entries"));
}

fn quaddoku_session(seats: Vec<SeatSetup>) -> Session<Quaddoku> {
    use fourfold::games::quaddoku::{Options, Start};
    let options = Options {
        players: seats.len() as u8,
        start: Start::Rulebook,
        ..Options::default()
    };
    Session::<Quaddoku>::new(seats, options, Seed(3)).unwrap()
}

#[test]
fn quaddoku_shows_grid_pool_words_and_scores_without_a_pass_screen() {
    let session = quaddoku_session(vec![SeatSetup::human("Ann"), SeatSetup::human("Bo")]);
    let html = play_screen(Play::new(session));
    assert!(
        !html.contains("pass-screen"),
        "open information needs no pass screen"
    );
    assert!(
        html.contains("Ann&#x27;s turn.") || html.contains("Ann's turn."),
        "{html}"
    );
    assert!(!html.contains("You&#x27;s") && !html.contains("You's"));
    assert!(
        html.contains(
            r#"aria-label="top left corner: B worth 3 (1 tile; top row and left column)""#
        )
    );
    assert_eq!(count(&html, r#"role="gridcell""#), 16);
    assert!(
        html.contains(r#"aria-label="A worth 2""#),
        "pool tiles are named"
    );
    assert!(
        html.contains(">BEAT</text>"),
        "the words in the grid's middle"
    );
    assert!(html.contains(r#"aria-label="Pool: 63 tiles""#));
    assert!(html.contains(">Pass</button>"));
}

#[test]
fn quaddoku_shows_the_computers_move_on_the_table_until_the_next_move() {
    use fourfold::games::quaddoku::{Action, Event};
    let mut session = quaddoku_session(vec![
        SeatSetup::human("Ann"),
        SeatSetup::computer("Computer 1"),
    ]);
    session.act(Seat(0), Action::Pass).unwrap();
    while session.computer_step().is_some() {}
    let s = &session;
    let play = s
        .log()
        .iter()
        .rev()
        .find_map(|(_, e)| match e {
            Event::Played(p) => Some(p.clone()),
            _ => None,
        })
        .expect("the computer played");
    let html = play_screen(Play::new(session.clone()));
    let shown = &html[html
        .find(r#"<div class="qd-last visually-hidden">"#)
        .expect(&html)..];
    let shown = &shown[..shown.find("</div>").unwrap()];
    assert!(
        shown.contains(&format!("Computer 1 played for {}", play.total)),
        "{shown}"
    );
    for word in play.words.iter().filter(|w| w.new) {
        assert!(shown.contains(&format!("{}: ", word.word)), "{shown}");
    }
    // Ann lays a tile: her own preview takes the place.
    let at = fourfold::engine::Pos::new(0, 1);
    let tile = s.game().view(Viewer::Seat(Seat(0))).pool[0].0;
    let mut laying = session.clone();
    laying.act(Seat(0), Action::Place { at, tile }).unwrap();
    assert!(!play_screen(Play::new(laying)).contains("qd-last"));
}

#[test]
fn quaddoku_previews_a_laid_word_and_names_a_refused_one() {
    use fourfold::engine::Pos;
    use fourfold::games::quaddoku::{Action, Tile};
    let mut session = quaddoku_session(vec![SeatSetup::human("Sam")]);
    let x8 = Tile::new('X', 8).unwrap();
    session
        .act(
            Seat(0),
            Action::Place {
                at: Pos::new(0, 1),
                tile: x8,
            },
        )
        .unwrap();
    let html = play_screen(Play::new(session.clone()));
    assert!(html.contains("BXAT: not in the word list"), "{html}");
    assert!(html.contains("X worth 8 laid this turn over E worth 1"));
    session
        .act(Seat(0), Action::TakeBack { at: Pos::new(0, 1) })
        .unwrap();
    let e3 = Tile::new('E', 3).unwrap();
    session
        .act(
            Seat(0),
            Action::Place {
                at: Pos::new(0, 2),
                tile: e3,
            },
        )
        .unwrap();
    let html = play_screen(Play::new(session));
    assert!(html.contains("BEET: 3 + 1 + 3 + 3 = 10, a doku: 20"));
    assert!(html.contains("Play for 20"));
    assert!(html.contains("Stop here"), "solo says stop, not pass");
}

#[test]
fn quaddoku_setup_offers_goal_start_and_a_level_per_computer_seat() {
    let mut form = SetupForm::<Quaddoku>::new();
    let html = setup_html::<Quaddoku>(form.clone(), None);
    assert!(
        html.contains("Play for") && html.contains("The most dokus"),
        "{html}"
    );
    assert!(
        html.contains("The rulebook&#x27;s: BEAT, BATH, TAKE, HARE")
            || html.contains("The rulebook's: BEAT, BATH, TAKE, HARE")
    );
    assert!(!html.contains("Seat 1 level"), "solo: no computers to set");
    form = form.with_seat_count(2);
    let html = setup_html::<Quaddoku>(form, None);
    assert!(!html.contains("Play for"), "the goals are solo only");
    assert!(html.contains("Seat 2 level") && !html.contains("Seat 1 level"));
    assert!(html.contains("Easy: a young child can win"));
    assert!(
        html.contains(r#"<option value="normal" selected"#),
        "new seats start at normal: {html}"
    );
}

#[test]
fn cahoots_team_mates_have_no_levels() {
    let html = setup_html::<Cahoots>(SetupForm::<Cahoots>::new().with_people(1), None);
    assert!(
        html.contains("The computer") && !html.contains("Seat 2 level"),
        "{html}"
    );
}

fn cahoots_session(
    seats: Vec<SeatSetup>,
    options: fourfold::games::cahoots::Options,
) -> Session<Cahoots> {
    let options = fourfold::games::cahoots::Options {
        players: seats.len() as u8,
        ..options
    };
    Session::<Cahoots>::new(seats, options, Seed(11)).unwrap()
}

fn cahoots_hands(session: &Session<Cahoots>) -> Vec<Vec<String>> {
    let s = session;
    (0..s.seats().len())
        .map(|i| {
            s.game()
                .hand(Seat(i as u8))
                .iter()
                .map(|c| String::from(*c))
                .collect()
        })
        .collect()
}

#[test]
fn cahoots_shows_goals_piles_and_only_the_viewers_hand() {
    let session = cahoots_session(
        vec![SeatSetup::human("Ann"), SeatSetup::computer("Cal")],
        Default::default(),
    );
    let hands = cahoots_hands(&session);
    let html = play_screen(Play::new(session));
    assert!(!html.contains("Pass to"), "one person: no pass screen");
    assert_eq!(count(&html, "data-card="), 4, "only Ann's four cards");
    for card in &hands[0] {
        assert!(html.contains(&format!(r#"data-card="{card}""#)), "{card}");
    }
    for card in hands[1].iter().filter(|c| !hands[0].contains(c)) {
        assert!(
            !html.contains(&format!(r#"data-card="{card}""#)),
            "Cal's {card}"
        );
    }
    // Four goal cards with their difficulty, four piles named for screen readers, all on
    // one board; marks are in each goal's and pile's details.
    assert_eq!(count(&html, r#"class="board ch-board""#), 1);
    assert_eq!(count(&html, r#"id="ch-goal-"#), 4);
    assert_eq!(count(&html, "of all tops meet it"), 4);
    assert_eq!(count(&html, r#"id="ch-pile-"#), 4);
    assert!(html.contains("Pile 1: "));
    assert!(html.contains("Goals: 0 of 18 met"));
    assert!(html.contains(r#"aria-label="Your hand""#));
    assert!(html.contains(r#"aria-label="Cal: 4 cards""#), "{html}");
}

#[test]
fn two_people_at_cahoots_get_the_pass_screen_and_no_hand_behind_it() {
    let session = cahoots_session(
        vec![SeatSetup::human("Ann"), SeatSetup::human("Bo")],
        Default::default(),
    );
    let html = play_screen(Play::new(session));
    assert!(html.contains("Pass to Ann"));
    assert_eq!(count(&html, "data-card="), 0);
    assert!(!html.contains("ch-pile"));
    assert!(!html.contains("ch-hand"));
}

#[test]
fn open_hands_need_no_pass_screen() {
    use fourfold::games::cahoots::Options;
    let open = cahoots_session(
        vec![SeatSetup::human("Ann"), SeatSetup::human("Bo")],
        Options {
            open_hands: true,
            ..Options::default()
        },
    );
    let html = play_screen(Play::new(open));
    assert!(!html.contains("Pass to"));
    assert!(html.contains("Bo&#x27;s open hand") || html.contains("Bo's open hand"));
}

#[test]
fn speed_cahoots_asks_who_holds_the_device_and_shows_the_clock() {
    use fourfold::games::cahoots::Options;
    let speed = cahoots_session(
        vec![SeatSetup::human("Ann"), SeatSetup::human("Bo")],
        Options {
            speed: true,
            ..Options::default()
        },
    );
    let html = play_screen(Play::new(speed.clone()));
    assert!(html.contains("Who has the device?"));
    assert!(html.contains("I am Ann") && html.contains("I am Bo"));
    assert!(html.contains("4:00 left"));
    assert_eq!(count(&html, "data-card="), 0);
    // Ann took the device: her hand says it is hers (every seat is marked to play).
    let mut ann = Play::new(speed);
    ann.claim = Some(Seat(0));
    let html = play_screen(ann);
    assert!(html.contains(">Your hand, Ann</h2>"), "{html}");
}

#[test]
fn a_loss_by_the_clock_is_the_teams_not_a_players() {
    use fourfold::games::cahoots::{Action, Options};
    let mut speed = cahoots_session(
        vec![
            SeatSetup::human("Ann"),
            SeatSetup::human("Bo"),
            SeatSetup::human("Cat"),
        ],
        Options {
            speed: true,
            ..Options::default()
        },
    );
    speed.act(Seat(2), Action::TimeUp).unwrap();
    let log = speed.log_lines(Viewer::Spectator);
    assert_eq!(
        log.last(),
        Some(&(None, "the team loses: the four minutes ran out".to_string())),
        "{log:?}"
    );
    let html = play_screen(Play::new(speed));
    assert!(!html.contains("Cat: the team"), "{html}");
}

#[test]
fn cahoots_setup_offers_difficulty_and_variants() {
    let form = SetupForm::<Cahoots>::new();
    let html = setup_html::<Cahoots>(form, None);
    assert!(html.contains("Normal: 18 goals") && html.contains("Insane: 24 goals"));
    assert!(html.contains("Speed Cahoots"));
    assert!(html.contains("Mum&#x27;s the word") || html.contains("Mum's the word"));
    assert!(html.contains("Lil Cahoots"));
}

#[test]
fn a_chosen_card_fades_the_open_spaces_it_cannot_reach_under_one_wash_over_the_board() {
    use fourfold::engine::{Game, Pos};
    use fourfold::games::letters::diagram::parse;
    use fourfold::ui::letters::board::{BoardProps, board as draw_board};
    use fourfold::ui::letters::model::{BoardModel, Marks};
    let view = parse("...0....\nhand 0: A\nhand 1: B\ndeck: ...")
        .unwrap()
        .view(Viewer::Seat(Seat(0)));
    let card = view.hand[0];
    let board = |targets: Option<Vec<Pos>>| {
        let model = BoardModel::new(
            &view,
            &Marks {
                targets,
                ..Marks::default()
            },
        );
        markup(draw_board(&BoardProps {
            model,
            cursor: Pos::new(0, 0),
            step: 0,
            on_cursor: Callback::noop(),
            on_space: Callback::noop(),
            refused: Vec::new(),
            room: Some(None),
        }))
    };
    let chosen = board(Some(view.targets(card)));
    assert_eq!(count(&chosen, r#"role="gridcell""#), 48);
    let at = chosen
        .find(r#"class="wash-layer""#)
        .expect("the wash is drawn beside the board");
    let tag_start = chosen[..at].rfind("<svg").unwrap();
    let tag = &chosen[tag_start..at + chosen[at..].find('>').unwrap()];
    assert!(tag.contains(r#"aria-hidden="true""#), "{tag}");
    // One path of the layer over the board, by its class.
    let path = |html: &str, class: &str| {
        let layer = &html[html.find(r#"class="wash-layer""#).unwrap()..];
        let layer = &layer[..layer.find("</svg>").unwrap()];
        let at = layer.find(&format!(r#"class="{class}""#)).unwrap();
        let start = layer[..at].rfind("<path").unwrap();
        layer[start..at + layer[at..].find('>').unwrap()].to_string()
    };
    let wash = |html: &str| path(html, "wash");
    let light = |html: &str| path(html, "lit");
    assert_eq!(
        count(&wash(&chosen), "M"),
        46,
        "one face each, the lit space and the covered one left clear"
    );
    assert_eq!(
        count(&light(&chosen), "M"),
        1,
        "the lit space is tinted in the same layer, not restyled on the board"
    );
    assert_eq!(count(&chosen, " target"), 0);
    let open = board(None);
    assert_eq!(count(&wash(&open), "M"), 0, "nothing faded without a card");
    assert_eq!(count(&light(&open), "M"), 0, "nothing lit without a card");
}

#[test]
fn a_pass_screen_shows_every_line_of_its_news_whole() {
    let news: Vec<yew::AttrValue> = (1..=7)
        .map(|i| format!("Seat {i}: a move.").into())
        .collect();
    let html = render::<PassScreen>(PassProps {
        name: "Ann".into(),
        news,
    });
    for i in 1..=7 {
        assert!(html.contains(&format!("Seat {i}: a move.")), "{html}");
    }
    assert!(!html.contains("earlier"), "{html}");
}

#[test]
fn a_setup_says_when_starting_replaces_a_game_in_progress_and_offers_it() {
    let setup = |in_progress: Option<usize>| {
        setup_html::<Cahoots>(SetupForm::<Cahoots>::new(), in_progress)
    };
    let html = setup(Some(12));
    assert!(
        html.contains("You have a game of Cahoots in progress (12 moves made): starting a new one replaces it."),
        "{html}"
    );
    assert!(html.contains(">Continue my game</button>"));
    let fresh = setup(None);
    assert!(!fresh.contains("in progress") && !fresh.contains("Continue my game"));
}

#[test]
fn a_refused_move_is_marked_on_the_space_it_was_tried_on_not_under_the_cursor() {
    use fourfold::engine::{Game, Pos};
    use fourfold::games::letters::diagram::parse;
    use fourfold::ui::letters::board::{BoardProps, board as draw_board};
    use fourfold::ui::letters::model::{BoardModel, Marks};
    let view = parse("...0....\nhand 0: A\nhand 1: B\ndeck: ...")
        .unwrap()
        .view(Viewer::Seat(Seat(0)));
    let board = |refused: Vec<Pos>| {
        markup(draw_board(&BoardProps {
            model: BoardModel::new(&view, &Marks::default()),
            cursor: Pos::new(0, 0),
            step: 0,
            on_cursor: Callback::noop(),
            on_space: Callback::noop(),
            refused,
            room: Some(None),
        }))
    };
    assert_eq!(count(&board(Vec::new()), "refused-ring"), 0);
    let html = board(vec![Pos::new(2, 3)]);
    assert_eq!(count(&html, "refused-ring"), 1);
    let space = &html[html.find(r#"id="lt-2-3""#).expect("the space")..];
    let space = &space[..space[1..].find(r#"role="gridcell""#).unwrap_or(space.len())];
    assert!(space.contains("refused-ring"), "{space}");
}

/// The class attributes that name `fresh`: what the newest move put on the table, which
/// fades in (`static/table.css`).
fn fresh(html: &str) -> Vec<&str> {
    html.split("class=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .filter(|class| class.split(' ').any(|c| c == "fresh"))
        .collect()
}

/// The first of the legal moves of the seat to act that `wanted` picks, made (a
/// computer's too).
fn play_first<G: WithBots>(session: &mut Session<G>, wanted: impl Fn(&G::Action) -> bool) {
    let seat = session.to_act().seats()[0];
    let action = session
        .game()
        .legal_actions(seat)
        .into_iter()
        .find(|a| wanted(a))
        .expect("a move of that kind");
    session.act(seat, action).unwrap();
}

#[test]
fn only_what_the_newest_move_put_down_fades_in_not_the_first_drawing() {
    use fourfold::games::cahoots::Action as CahootsAction;
    let mut cahoots = cahoots_session(
        vec![SeatSetup::human("Ann"), SeatSetup::computer("Cal")],
        Default::default(),
    );
    assert_eq!(
        fresh(&play_screen(Play::new(cahoots.clone()))),
        Vec::<&str>::new(),
        "a table drawn afresh: no goal and no card fades in"
    );
    play_first(&mut cahoots, |a| matches!(a, CahootsAction::Play { .. }));
    assert_eq!(
        fresh(&play_screen(Play::new(cahoots))),
        ["top-card fresh"],
        "the card Ann played, alone"
    );

    let mut letters = letters_session(vec![SeatSetup::human("Ann"), SeatSetup::computer("Cal")], 5);
    play_first(&mut letters, |_| true);
    play_first(&mut letters, |_| true);
    let html = play_screen(Play::new(letters.clone()));
    assert_eq!(count(&html, "on-board"), 2, "two chips down");
    assert_eq!(
        fresh(&html).len(),
        1,
        "Cal's chip alone: {:?}",
        fresh(&html)
    );
    assert!(fresh(&html)[0].starts_with("chip team-"));
}
