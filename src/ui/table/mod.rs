//! The table: one frame shared by the five games. A status strip (whose turn, the
//! prompt, the counts that matter, what happened since the holder of the device last
//! played), the board, the hand (Quad*doku's pool, Foursquare's card to place) and an
//! action bar, fitted to the screen with nothing of a turn below it; the rules, the log,
//! the players' details and the settings open in sheets over it.
//!
//! Each game fills the frame through [`TableGame`] (its strip, which places on its
//! board a move touched, and all else the app draws its own way for it, down to its
//! setup fields and link settings) and its own screen component, which receives [`TableProps`]:
//! one seat's share of the game ([`Seen`]: its view, its legal actions, the log redacted
//! for it), never the session. What the frame works out for every game alike (the last
//! move of each seat, the catch-up) is in [`news`]; where the regions go is in
//! [`layout`].

pub mod frame;
pub mod grid;
pub mod hint;
pub mod layout;
pub mod marks;
pub mod news;
#[cfg(test)]
pub mod picture;
pub mod places;
pub mod sheet;
pub mod strip;

use std::rc::Rc;

use yew::prelude::*;

pub use crate::engine::Seen;
use crate::engine::{Game, Seat, Seed, ToAct, session::WithBots};
use crate::games::{GameId, Listed, each_game};
use crate::ui::setup::form::SetupForm;
use crate::ui::url::error::ParamError;
pub use strip::{Badge, SeatLine, Strip};

/// What the app asks of a game beyond its rules: all that the play screen draws
/// differently for each game (its table, its rules, the extras only some games have),
/// so that the shared screens name no game.
pub trait TableGame: Game + WithBots + Listed + 'static {
    /// A place on the board that a move touches and a tap lands on: a space, a pile, a
    /// cell.
    type Place: Copy + PartialEq + std::fmt::Debug + 'static;

    /// The game's screen at the table, drawn from [`TableProps`] alone.
    type Screen: BaseComponent<Properties = TableProps<Self>>;

    /// What the player has chosen on the table and not yet played (a card of the hand,
    /// a pool tile).
    type Selection: Clone + Default + PartialEq + std::fmt::Debug + 'static;

    /// What the player can touch at the table (a card, a place on the board, a button).
    type Touch: Clone + std::fmt::Debug;

    /// What a touch does: an action to send, a new selection, or nothing.
    type Tapped: std::fmt::Debug + PartialEq;

    /// What `touch` does, given what the seat sees, what it may do and what it has
    /// chosen: pure, tested natively for every game. A touch of a card or a place on
    /// the board goes through it; a button that sends one fixed action (commit, "I
    /// cannot play", a mark) sends it as it is.
    fn tap(
        view: &Self::View,
        legal: &[Self::Action],
        selection: &Self::Selection,
        touch: Self::Touch,
    ) -> Self::Tapped;

    /// The game's rules in plain words: markup of a few plain tags, set into the page as
    /// written (see `ui::rules`).
    const RULES: &'static str;

    /// True when the game's pictures can be read aloud (the menu then offers it).
    const READS_ALOUD: bool = false;

    /// True when one person alone plays it for a score, not to win: the end of such a
    /// game reads "Game over", not "You won".
    const ALONE_FOR_A_SCORE: bool = false;

    /// How a refused move is announced, before its reason: "Not there" where a move is a
    /// place on the board, "Not played" where it is a word or a card on a pile.
    const REFUSED: &'static str = "Not there";

    /// The places `event` touched, for the marks of each seat's last move; empty for
    /// what touches no place (a draw, a pass).
    fn touched(event: &Self::Event) -> Vec<Self::Place>;

    /// True for what "since your last turn" leaves to the log (a card drawn), so that the
    /// line leads with the plays; nothing by default.
    fn minor(event: &Self::Event) -> bool {
        let _ = event;
        false
    }

    /// The status strip: each seat's line and the counts that matter.
    fn strip(seen: &Seen<Self>) -> Strip;

    /// How long a computer player waits before it moves in `game` now, in milliseconds,
    /// when the game has a pace of its own (Quad*doku's tiles laid one by one, Speed
    /// Cahoots' team-mates playing between the people); `None`: the table's pace (see
    /// `ui::pacing`).
    fn pause(game: &Self) -> Option<u32> {
        let _ = game;
        None
    }

    /// The places `action` would act on, to show a move chosen but held back until its
    /// player confirms it (see `state::Play::pending`); none by default.
    fn aims(action: &Self::Action) -> Vec<Self::Place> {
        let _ = action;
        Vec::new()
    }

    /// The places `action`, refused by a rule of the game, concerns, to mark on the
    /// board beside the reason: the place `error` names where it names one, else where
    /// the action aimed (see [`TableGame::aims`]).
    fn refused_at(action: &Self::Action, error: &Self::RuleError) -> Vec<Self::Place> {
        let _ = error;
        Self::aims(action)
    }

    /// Whose screen the table shows when the curtain opens on `viewer`'s (`None`: the
    /// public screen), from who must act and which seats the computer plays (public
    /// facts, known to every device): the viewer's, by default. A game of open
    /// information played on one shared screen (Quad*doku) shows the person to move.
    fn screen_of(to_act: &ToAct, computers: &[bool], viewer: Option<Seat>) -> Option<Seat> {
        let _ = (to_act, computers);
        viewer
    }

    /// False while `seen`'s viewer may not act although the rules would let them (Major
    /// Woody: a lone person's card waiting for the computers' answers); true by default.
    fn may_act(seen: &Seen<Self>) -> bool {
        let _ = seen;
        true
    }

    /// What the pass screen tells the table of the game's state, after the news since
    /// the next holder last played (Major Woody: who is choosing, who said Got it!),
    /// from the public screen's share (`public`). Nothing by default.
    fn pass_news(public: &Seen<Self>) -> Vec<String> {
        let _ = public;
        Vec::new()
    }

    /// The public screen of a reaction window (see `pass::Curtain::Window`), drawn from
    /// the public screen's share: `primary` the person whose turn it is, `claimers` the
    /// others who may claim the device. Nothing by default: only games with such windows
    /// open one.
    fn window(
        public: &Seen<Self>,
        primary: Option<Seat>,
        claimers: &[Seat],
        asks: &Asks<Self>,
    ) -> Html {
        let _ = (public, primary, claimers, asks);
        Html::default()
    }

    /// A clock over the table (Speed Cahoots'), from the game's `options`, the `steps`
    /// taken, who must act and whether it is `over` (public facts, asked at every drawing,
    /// so nothing is built for a game without a clock), which keeps its time on the device
    /// under `id` (the game's) and, when it runs out, sends the moves that say so through
    /// `table` (see `state::AppAction::Table`); nothing by default.
    fn clock(
        options: &Self::Options,
        steps: usize,
        to_act: &ToAct,
        over: bool,
        id: AttrValue,
        table: Callback<Vec<(Seat, Self::Action)>>,
    ) -> Html {
        let _ = (options, steps, to_act, over, id, table);
        Html::default()
    }

    /// In a reaction window of `game` (the whole game, on the device that holds it):
    /// who must answer once it closes unclaimed, before the player to move plays, where
    /// the rules have them say so as the window opens (Major Woody's Got it!). None by
    /// default.
    fn answers_first(game: &Self) -> Option<Seat> {
        let _ = game;
        None
    }

    /// In a reaction window (`ToAct::Responders`), seen as `seen`, the answer by which
    /// the seat whose turn it is closes it once the others have had their chance
    /// (Major Woody's "take my turn" after a card is read out). Play across devices
    /// gives it for a mover whose window waits on guests' devices: when they have all
    /// answered, or after `pacing::WINDOW_MS`, as a table waits a beat for a
    /// STEAL. None by default: such a window closes only by an answer.
    fn closes_window(seen: &Seen<Self>) -> Option<Self::Action> {
        let _ = seen;
        None
    }

    /// The time gone on the clock of the game `id` (see [`TableGame::clock`]), in
    /// milliseconds, for the guests' devices of play across devices; none by default.
    fn clock_used(options: &Self::Options, id: &str) -> Option<u32> {
        let _ = (options, id);
        None
    }

    /// The clock on a guest's device: `used` milliseconds gone as the host's device last
    /// told it, running on from there until the game is `over`. The host's clock alone
    /// says when time is up. Nothing by default.
    fn guest_clock(used: u32, over: bool) -> Html {
        let _ = (used, over);
        Html::default()
    }

    /// The settings a link may give the game besides its seats, levels and deal (see
    /// `ui::url`); none by default.
    const LINK_NAMES: &'static [&'static str] = &[];

    /// Sets the link setting `name` (one of [`TableGame::LINK_NAMES`]) in `options` from
    /// `value` (trimmed, lower case), or says what is wrong with it.
    fn set_link(options: &mut Self::Options, name: &str, value: &str) -> Result<(), ParamError> {
        let _ = (options, name, value);
        Ok(())
    }

    /// The game's settings in `options` that differ from the defaults, as link
    /// parameters.
    fn link_pairs(options: &Self::Options) -> Vec<(&'static str, String)> {
        let _ = options;
        Vec::new()
    }

    /// The setup's fields for the game's own choices beyond the seats (Quad*doku's goal
    /// and start, Cahoots' difficulty and variants); none by default.
    fn setup_fields(form: &SetupForm<Self>, on_change: &Callback<SetupForm<Self>>) -> Html {
        let _ = (form, on_change);
        Html::default()
    }
}

/// What a game's screens beyond its table (a reaction window) may ask of the app.
pub struct Asks<G: Game> {
    /// `seat` takes an action.
    pub act: Callback<(Seat, G::Action)>,
    /// The curtain opens on `seat`'s screen.
    pub reveal: Callback<Seat>,
    /// `seat` claims the device in a reaction window.
    pub claim: Callback<Seat>,
    /// Moves the table makes on its own (see `state::AppAction::Table`): every person
    /// at the device lets the window's card go.
    pub table: Callback<Vec<(Seat, G::Action)>>,
    /// Players on their own devices may still answer the window (play across devices):
    /// the player whose turn it is waits for them, as for computer players.
    pub guests_answering: bool,
    /// The person at this device who must answer once the window closes unclaimed,
    /// before the player to move plays (Major Woody's Got it!, which its holder
    /// announces as the card is read): the window hands the device to them first (see
    /// [`TableGame::answers_first`]).
    pub answers_first: Option<Seat>,
}

/// What the UI adds to a seat's share of a game ([`Seen`], the engine's).
impl<G: Game> Seen<G> {
    /// `seats` with their names, for a window's buttons.
    pub fn named(&self, seats: &[Seat]) -> Vec<(Seat, AttrValue)> {
        seats
            .iter()
            .map(|seat| (*seat, AttrValue::from(self.name(*seat).to_string())))
            .collect()
    }

    /// `strip` with each computer seat's level: after its counts ("5 cards · easy") and
    /// in its words ("..., easy computer player"), for the games whose computers come in
    /// levels.
    pub fn with_levels(&self, mut strip: Strip) -> Strip {
        for line in &mut strip.seats {
            let i = line.seat.index();
            if !self.computers.get(i).copied().unwrap_or(false) {
                continue;
            }
            let Some(level) = self.levels.get(i) else {
                continue;
            };
            line.detail = format!("{} · {}", line.detail, level.key());
            line.label = format!("{}, {} computer player", line.label, level.key());
        }
        strip
    }
}

/// What the play screen tells every game's frame: how the game ended, why the last
/// move was refused, who is thinking, the way to play again, and a clock.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Common {
    /// The end in words ("Ann won: four in a row."), and whether somebody at the device
    /// won, once the game is over.
    pub outcome: Option<(String, bool)>,
    /// Why the last move was refused.
    pub refusal: Option<String>,
    /// "Computer 1 is playing…", while a computer thinks.
    pub thinking: Option<String>,
    /// The buttons at the end: a new deal, the same deal again.
    pub again: Vec<Button>,
    /// Buttons every game's action bar carries now: a move held back (play it, take it
    /// back), undo.
    pub extra: Vec<Button>,
    /// A move is chosen and held back until its player confirms it: what to say in
    /// place of the prompt.
    pub pending: Option<String>,
    /// While a computer player is paced to move, this makes it move now: a tap on the
    /// board, or the "Skip ahead" button.
    pub hurry: Option<Callback<()>>,
}

/// A button of the action bar.
#[derive(Clone, Debug, PartialEq)]
pub struct Button {
    /// What it says.
    pub label: AttrValue,
    /// The main thing to do now.
    pub primary: bool,
    /// Greyed out.
    pub disabled: bool,
    /// What it does.
    pub on_press: Callback<()>,
}

impl<G: TableGame> Seen<G> {
    /// What happened since the viewer last played, for the strip's "since your last
    /// turn" line; `None` on a screen that is nobody's.
    pub fn news(&self) -> Option<Rc<Vec<String>>> {
        self.viewer
            .map(|seat| Rc::new(news::since_last(&self.log, seat, &self.names)))
    }

    /// Each place the seats' last moves touched, with the mover's tag and whether it is
    /// the latest move of all: the last-move marks every board draws (see
    /// [`news::last_moves`]).
    pub fn last_marks(&self) -> Vec<(G::Place, String, bool)> {
        news::last_moves::<G>(&self.log, &self.names)
            .into_iter()
            .flat_map(|m| {
                let (tag, newest) = (m.tag, m.newest);
                m.places.into_iter().map(move |p| (p, tag.clone(), newest))
            })
            .collect()
    }
}

impl Button {
    /// A plain button.
    pub fn new(label: impl Into<AttrValue>, on_press: Callback<()>) -> Self {
        Button {
            label: label.into(),
            primary: false,
            disabled: false,
            on_press,
        }
    }

    /// The main button.
    pub fn primary(label: impl Into<AttrValue>, on_press: Callback<()>) -> Self {
        Button {
            primary: true,
            ..Button::new(label, on_press)
        }
    }

    /// The button greyed out when `disabled`.
    pub fn disabled(self, disabled: bool) -> Self {
        Button { disabled, ..self }
    }
}

/// Props of every game's screen.
#[derive(Properties)]
pub struct TableProps<G: TableGame> {
    /// The viewer's share of the game.
    pub seen: Rc<Seen<G>>,
    /// What the play screen says to every game.
    pub common: Rc<Common>,
    /// The viewer chose an action.
    pub on_act: Callback<G::Action>,
    /// Hands the device back without acting (a claim in a reaction window, Speed
    /// Cahoots' "done"), where that is offered.
    #[prop_or_default]
    pub on_back: Option<Callback<()>>,
    /// Where a hint's sampling starts: one-way from the deal and the move number, so a
    /// position always gets the same hint and the deal cannot be read back.
    #[prop_or(Seed(0))]
    pub hint_seed: Seed,
    /// Whether tapped pictures read their word aloud.
    #[prop_or_default]
    pub read_aloud: bool,
    /// The viewer's move chosen and held back, drawn on the board until it is played or
    /// taken back.
    #[prop_or_default]
    pub pending: Option<G::Action>,
    /// The places the viewer's last move, refused, concerns (see
    /// [`TableGame::refused_at`]), marked beside the reason in the strip.
    #[prop_or_default]
    pub refused: Vec<G::Place>,
}

impl<G: TableGame> PartialEq for TableProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.seen == other.seen
            && self.common == other.common
            && self.on_act == other.on_act
            && self.on_back == other.on_back
            && self.hint_seed == other.hint_seed
            && self.read_aloud == other.read_aloud
            && self.pending == other.pending
            && self.refused == other.refused
    }
}

/// `text` broken into lines of at most `width` characters, at spaces (a word longer
/// than the width has a line of its own).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.len() + 1 + word.len() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// A function generic over a game's table, run for a game named at run time
/// ([`run_table`]): how the tests that must cover every game's table (the fault soak of
/// play across devices) go from the registry to each game's type.
pub trait ForTable {
    /// What it returns.
    type Out;
    /// Runs it for the game `G`.
    fn run<G: TableGame>(self) -> Self::Out;
}

/// Runs `f` for `game`'s table.
pub fn run_table<F: ForTable>(game: GameId, f: F) -> F::Out {
    each_game!(every game, G => f.run::<G>())
}
