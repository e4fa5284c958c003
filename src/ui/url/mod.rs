//! Links into the app, and the app as a widget.
//!
//! `?game=cahoots&seats=person,computer&difficulty=expert&seed=7&embed=1&theme=dark`
//! opens that deal of that game with those seats and settings, framed for embedding, in
//! the dark theme. The parameters:
//!
//! - `game`: a game's key (see [`GameId::keys`]).
//! - `seed`: the deal, a whole number. Without it a link opens the game's setup (or, in
//!   a widget, starts a random deal at once).
//! - `seats`: who plays each seat, `person` or `computer`, comma-separated, in turn
//!   order; the count must be one the game is played with.
//! - `level`: the computer seats' levels, `easy`, `normal` or `strong`, one for them
//!   all or one for each in turn order (Letter Lines, Major Woody, Quad*doku).
//! - the game's own settings (see [`options::names`]): Quad*doku's `goal`, `start`; Cahoots' `difficulty`, `speed`, `mum`, `open-hands`.
//! - `resume=1`: the saved game of `game` in progress (its setup when there is none):
//!   the address of a game whose deal stays private, so a reload, Back and Forward come
//!   back to it.
//! - `host=1`: play it across devices (the game's page able to host, see `ui::remote`);
//!   `join=<code>`: a guest's page, answering the host's invitation.
//! - `embed=1`: the widget: no list of games and no top bar, only the game and a small
//!   "Open the full app" link.
//! - `theme`: `light`, `dark` or `system` (the device's choice, the default).
//!
//! Parsing is pure and strict: every parameter is checked, a bad one is reported with
//! what is allowed, and the rest of the link still counts, so the page is never blank.

pub mod error;
pub mod options;

pub use error::ParamError;

use super::setup::form::SetupForm;
pub use super::shell::{Shell, Theme};
use super::table::TableGame;
use crate::engine::{Level, Seed, Session};
use crate::games::GameId;

/// The game a link asks for, of `G` (the page's game).
#[derive(Clone, Debug, PartialEq)]
pub struct GameRequest<G: TableGame> {
    /// The game's setup with the link's seats and settings (the defaults for what it
    /// leaves out).
    pub form: SetupForm<G>,
    /// The deal, if the link names one.
    pub seed: Option<Seed>,
    /// Whether the link names the seats.
    pub seats_given: bool,
    /// Whether the link names the computer seats' levels.
    pub levels_given: bool,
    /// Whether the link gives any of the game's settings.
    pub options_given: bool,
    /// The link asks for the saved game in progress (`resume=1`).
    pub resume: bool,
}

impl<G: TableGame> GameRequest<G> {
    /// Whether `session` is the game this link asks for (the same deal when it names one),
    /// so that a reload resumes it rather than dealing it again.
    pub fn matches(&self, session: &Session<G>) -> bool {
        self.seed.is_none_or(|seed| session.seed() == seed)
            && (!self.seats_given
                || options::seats_value(&self.form.seats) == options::seats_value(session.seats()))
            && (!self.levels_given
                || !G::INFO.levels
                || options::levels_value(&self.form.seats)
                    == options::levels_value(session.seats()))
            && (!self.options_given
                || G::link_pairs(&self.form.options) == G::link_pairs(&session.save().options))
    }
}

/// Everything a link to a page of `G` asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct Link<G: TableGame> {
    /// The game, if the link names it.
    pub request: Option<GameRequest<G>>,
    /// The shell.
    pub shell: Shell,
}

impl<G: TableGame> Default for Link<G> {
    fn default() -> Self {
        Link {
            request: None,
            shell: Shell::default(),
        }
    }
}

/// Every parameter the app knows.
pub fn known_params() -> Vec<&'static str> {
    let mut all = vec![
        "game", "seed", "seats", "level", "resume", "host", "join", "embed", "theme",
    ];
    all.extend(options::all_names());
    all
}

/// Reads a link's query parameters on the page of `G`. Each bad one is an error in the
/// list; a game whose seats, settings or deal were refused comes back without its deal,
/// so that it opens on its setup rather than starting what the link did not mean. A link
/// to another game (which the page's loader sends to that game's page) asks for none
/// here.
pub fn parse_link<G: TableGame>(pairs: &[(String, String)]) -> (Link<G>, Vec<ParamError>) {
    let mut errors = Vec::new();
    let mut link = Link::default();
    // Another game's link never reaches this page (the loader starts that game's), but
    // read here it opens no game, as a link to none does: the list of games.
    let game = asked_game(pairs, &mut errors).filter(|game| *game == G::ID);
    let mut request = game.map(|_| GameRequest {
        form: SetupForm::new(),
        seed: None,
        seats_given: false,
        levels_given: false,
        options_given: false,
        resume: false,
    });
    let mut refused = false;
    // The levels apply once the seats are known, wherever `seats` stands in the link.
    let mut levels: Option<(Vec<Level>, &str)> = None;
    for (name, value) in pairs {
        let name = name.as_str();
        let result = match request.as_mut() {
            Some(request) if !FRAME.contains(&name) => {
                game_param(request, name, value, &mut levels)
            }
            _ => frame_param(name, value, &mut link.shell, &errors),
        };
        if let Err(e) = result {
            refused |= !matches!(name, "embed" | "theme");
            errors.push(e);
        }
    }
    if let (Some(request), Some((parsed, given))) = (request.as_mut(), levels) {
        match options::apply_levels(&mut request.form.seats, &parsed, given) {
            Ok(()) => request.levels_given = true,
            Err(e) => {
                refused = true;
                errors.push(e);
            }
        }
    }
    if let Some(request) = request.as_mut().filter(|_| refused) {
        request.seed = None;
    }
    link.request = request;
    (link, errors)
}

/// Reads a link on the list of games, which opens no game (the page's loader sends a link
/// to a game it knows to that game's page): its frame, and what is wrong with the rest,
/// as [`parse_link`] reads such a link. The list's bundle carries this alone, without
/// the reading of any game's seats and settings. (A game Fourfold has that still reaches
/// the list, through a name the loader reads differently, is not opened here: its
/// settings are reported as needing a game.)
pub fn parse_frame(pairs: &[(String, String)]) -> (Shell, Vec<ParamError>) {
    let mut errors = Vec::new();
    let mut shell = Shell::default();
    // Only its error counts here: the list opens no game.
    let _ = asked_game(pairs, &mut errors);
    for (name, value) in pairs {
        if let Err(e) = frame_param(name, value, &mut shell, &errors) {
            errors.push(e);
        }
    }
    (shell, errors)
}

/// The parameters that are the page's whatever the game: which game, and the frame.
const FRAME: [&str; 3] = ["game", "embed", "theme"];

/// The games' keys, as an error message lists them.
fn games() -> String {
    GameId::keys().join(", ")
}

/// The game the link asks for (its last `game`), if Fourfold has it; one it does not
/// have is an error.
fn asked_game(pairs: &[(String, String)], errors: &mut Vec<ParamError>) -> Option<GameId> {
    let (_, value) = pairs.iter().rev().find(|(name, _)| name == "game")?;
    let found = GameId::from_key(&value.trim().to_ascii_lowercase());
    if found.is_none() {
        errors.push(ParamError::UnknownGame {
            given: value.clone(),
            allowed: games(),
        });
    }
    found
}

/// A parameter of the page's frame (`embed`, `theme`), or any parameter of a link that
/// opens no game: a game's setting then needs a game (said once, and not at all after an
/// unknown game).
fn frame_param(
    name: &str,
    value: &str,
    shell: &mut Shell,
    errors: &[ParamError],
) -> Result<(), ParamError> {
    match name {
        "game" => Ok(()),
        "embed" => flag_param("embed", value, "1 (the widget), 0 (the full app)")
            .map(|on| shell.embed = on),
        "theme" => {
            let key = value.trim().to_ascii_lowercase();
            Theme::ALL
                .into_iter()
                .find(|t| t.key() == key)
                .map(|theme| shell.theme = theme)
                .ok_or_else(|| ParamError::BadValue {
                    name: "theme",
                    given: value.to_string(),
                    allowed: "system, light, dark".into(),
                })
        }
        _ if known_params().contains(&name) => {
            let reported = errors.iter().any(|e| {
                matches!(
                    e,
                    ParamError::UnknownGame { .. } | ParamError::MissingGame { .. }
                )
            });
            if reported {
                Ok(())
            } else {
                Err(ParamError::MissingGame {
                    name: name.to_string(),
                    allowed: games(),
                })
            }
        }
        _ => Err(unknown_param(name)),
    }
}

/// An on/off parameter's value (`1`, `0`, ...), or why it is not one.
fn flag_param(name: &'static str, value: &str, allowed: &str) -> Result<bool, ParamError> {
    options::flag(value.trim()).ok_or_else(|| ParamError::BadValue {
        name,
        given: value.to_string(),
        allowed: allowed.into(),
    })
}

/// A parameter Fourfold does not know, with the ones it does.
fn unknown_param(name: &str) -> ParamError {
    ParamError::UnknownParam {
        given: name.to_string(),
        allowed: known_params().join(", "),
    }
}

/// A parameter of a link to a game, other than the frame's.
fn game_param<'a, G: TableGame>(
    request: &mut GameRequest<G>,
    name: &str,
    value: &'a str,
    levels: &mut Option<(Vec<Level>, &'a str)>,
) -> Result<(), ParamError> {
    match name {
        "resume" => {
            flag_param("resume", value, "1 (the game in progress)").map(|on| request.resume = on)
        }
        // Play across devices: read by its own bundle (`ui::remote`), which the page's
        // loader starts for them.
        "host" | "join" => Ok(()),
        "seed" if !G::CHOSEN_DEALS => Err(ParamError::PrivateDeal { game: G::INFO.name }),
        "seed" => value
            .trim()
            .parse::<Seed>()
            .map(|seed| request.seed = Some(seed))
            .map_err(|_| ParamError::BadSeed {
                given: value.to_string(),
            }),
        "seats" => options::parse_seats(G::ID, value).map(|seats| {
            request.form = request.form.with_seat_count(seats.len());
            request.form.seats = seats;
            request.seats_given = true;
        }),
        "level" if G::INFO.levels => {
            options::parse_levels(value).map(|parsed| *levels = Some((parsed, value)))
        }
        _ if G::LINK_NAMES.contains(&name) => {
            request.options_given = true;
            options::set::<G>(&mut request.form.options, name, value)
        }
        _ if known_params().contains(&name) => {
            let game = G::ID;
            let mut allowed = vec!["seats", "resume"];
            if game.chosen_deals() {
                allowed.push("seed");
            }
            if game.info().levels {
                allowed.push("level");
            }
            allowed.extend(options::names(game));
            Err(ParamError::NotForGame {
                given: name.to_string(),
                game: game.info().name,
                allowed: allowed.join(", "),
            })
        }
        _ => Err(unknown_param(name)),
    }
}

fn query(pairs: &[(&str, String)]) -> String {
    if pairs.is_empty() {
        return String::new();
    }
    let each: Vec<String> = pairs.iter().map(|(k, v)| format!("{k}={v}")).collect();
    format!("?{}", each.join("&"))
}

fn game_pairs<G: TableGame>(session: &Session<G>, with_seed: bool) -> Vec<(&'static str, String)> {
    let mut pairs = vec![("game", G::KEY.to_string())];
    if G::INFO.seat_counts.len() > 1 {
        pairs.push(("seats", options::seats_value(session.seats())));
    }
    if G::INFO.levels
        && let Some(levels) = options::levels_value(session.seats())
    {
        pairs.push(("level", levels));
    }
    pairs.extend(G::link_pairs(&session.save().options));
    if with_seed {
        pairs.push(("seed", session.seed().to_string()));
    }
    pairs
}

fn shell_pairs(shell: Shell) -> Vec<(&'static str, String)> {
    let mut pairs = Vec::new();
    if shell.embed {
        pairs.push(("embed", "1".to_string()));
    }
    if shell.theme != Theme::System {
        pairs.push(("theme", shell.theme.key().to_string()));
    }
    pairs
}

/// The address's query for a page with nothing on it but its frame (the list of games).
pub fn shell_query(shell: Shell) -> String {
    query(&shell_pairs(shell))
}

/// The link to the setup of a new game of `game`, in the same shell.
pub fn setup_query(game: GameId, shell: Shell) -> String {
    let mut pairs = vec![("game", game.key().to_string())];
    pairs.extend(shell_pairs(shell));
    query(&pairs)
}

/// The link to this deal, for the full app: game, seats, settings and seed. A friend who
/// opens it plays the same deal.
pub fn deal_query<G: TableGame>(session: &Session<G>) -> String {
    query(&game_pairs(session, true))
}

/// The link to the saved game of `game` in progress, in the same shell.
pub fn resume_query(game: GameId, shell: Shell) -> String {
    let mut pairs = vec![
        ("game", game.key().to_string()),
        ("resume", "1".to_string()),
    ];
    pairs.extend(shell_pairs(shell));
    query(&pairs)
}

/// What the address bar should say while `session` (if any) is on screen, so that a
/// reload, Back and Forward come back to it: the deal when it may be public; otherwise
/// the game in progress (`resume=1`); in a widget, the game and its settings (the saved
/// game or a new deal resumes).
pub fn address_query<G: TableGame>(session: Option<&Session<G>>, shell: Shell) -> String {
    let mut pairs = match session {
        Some(s) if s.deal_is_public() => game_pairs(s, true),
        Some(s) if shell.embed => game_pairs(s, false),
        Some(_) => vec![("game", G::KEY.to_string()), ("resume", "1".to_string())],
        None => Vec::new(),
    };
    pairs.extend(shell_pairs(shell));
    query(&pairs)
}

/// The full app's link from a widget: the deal on screen when it may be public.
pub fn full_app_query<G: TableGame>(session: Option<&Session<G>>, theme: Theme) -> String {
    address_query(
        session,
        Shell {
            embed: false,
            theme,
        },
    )
}
