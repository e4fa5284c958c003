//! The table: one frame shared by the five games. A status strip (whose turn, the
//! prompt, the counts that matter, what happened since the holder of the device last
//! played), the board, the hand (Quad*doku's pool, Foursquare's card to place) and an
//! action bar, fitted to the screen with nothing of a turn below it; the rules, the log,
//! the players' details and the settings open in sheets over it.
//!
//! Each game fills the frame through [`TableGame`] (its strip, and which places on its
//! board a move touched) and its own screen component, which receives [`TableProps`]:
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
pub mod sheet;
pub mod strip;

use std::rc::Rc;

use yew::prelude::*;

use crate::engine::{Game, Level, MarkedLine, Seat, Seed, Session, Viewer, session::WithBots};
pub use strip::{Badge, SeatLine, Strip};

/// What the frame asks of a game beyond its rules.
pub trait TableGame: Game + WithBots + 'static {
    /// A place on the board that a move touches and a tap lands on: a space, a pile, a
    /// cell.
    type Place: Copy + PartialEq + std::fmt::Debug + 'static;

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
}

/// One seat's share of a game at the table: all a game's screen is given.
#[derive(Clone, Debug, PartialEq)]
pub struct Seen<G: Game> {
    /// Whose screen this is (`None`: the public screen, nobody's hand).
    pub viewer: Option<Seat>,
    /// What the viewer may see.
    pub view: G::View,
    /// What the viewer may do now: empty unless a person whose screen this is may act.
    pub legal: Vec<G::Action>,
    /// Every seat's name, in turn order.
    pub names: Vec<String>,
    /// Which seats the computer plays.
    pub computers: Vec<bool>,
    /// Each seat's level, where the computer plays it.
    pub levels: Vec<Level>,
    /// The log as the viewer may read it, each line with the step that set it off.
    pub log: Vec<MarkedLine<G>>,
    /// Steps taken so far.
    pub step: usize,
}

impl<G: Game + WithBots> Seen<G> {
    /// `session` as `viewer`'s seat sees it (`None`: the public screen); `may_act` false
    /// when the viewer must not act now (a person waiting for the computers' answers).
    pub fn of(session: &Session<G>, viewer: Option<Seat>, may_act: bool) -> Self {
        let eyes = viewer.map_or(Viewer::Spectator, Viewer::Seat);
        Seen {
            viewer,
            view: session.view(eyes),
            legal: viewer
                .filter(|_| may_act)
                .map(|s| session.legal_for_person(s))
                .unwrap_or_default(),
            names: session.seats().iter().map(|s| s.name.clone()).collect(),
            computers: (0..session.seats().len())
                .map(|i| session.is_computer(Seat(i as u8)))
                .collect(),
            levels: session.seats().iter().map(|s| s.level).collect(),
            log: session.marked_log_for(eyes),
            step: session.save().steps.len(),
        }
    }

    /// The name of `seat`.
    pub fn name(&self, seat: Seat) -> &str {
        self.names.get(seat.index()).map_or("?", String::as_str)
    }

    /// How many seats people play.
    pub fn people(&self) -> usize {
        self.computers.iter().filter(|c| !**c).count()
    }

    /// True when the viewer may act now.
    pub fn acting(&self) -> bool {
        !self.legal.is_empty()
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

/// The hint seed for `session` now: see [`TableProps::hint_seed`].
pub fn hint_seed<G: Game + WithBots>(session: &Session<G>) -> Seed {
    session
        .save()
        .seed
        .derive(crate::engine::rng::HINT_STREAM | session.save().steps.len() as u64)
}

#[cfg(all(test, feature = "letters"))]
mod tests {
    use super::{Seen, TableGame};
    use crate::engine::{Level, Seat, SeatSetup, Seed, Session};
    use crate::games::letters::{Letters, Options};

    #[test]
    fn the_strip_tells_each_computer_seats_level_and_no_persons() {
        let seats = vec![
            SeatSetup::human("Ann"),
            SeatSetup::computer_at("Computer 1", Level::Easy),
        ];
        let session =
            Session::<Letters>::new(seats, Options { players: 2 }, Seed(3)).expect("a table");
        let seen = Seen::of(&session, Some(Seat(0)), true);
        let strip = seen.with_levels(Letters::strip(&seen));
        let (ann, computer) = (&strip.seats[0], &strip.seats[1]);
        assert!(!ann.detail.contains("easy") && !ann.label.contains("computer player"));
        assert!(computer.detail.ends_with(" · easy"), "{}", computer.detail);
        assert!(
            computer.label.ends_with(", easy computer player"),
            "{}",
            computer.label
        );
    }
}
