//! One seat's share of a game: what a screen of the table is drawn from, on the device
//! that runs the session or on another one it is sent to. It holds only what that seat
//! may know: its view (no other hand), its legal actions, the log redacted for it and
//! the public facts of the table (who is a computer player, which one the table waits
//! for).

use serde::{Deserialize, Serialize};

use super::session::{MarkedLine, WithBots};
use super::{Game, Level, Seat, Session, Viewer};

/// One seat's share of a game at the table: all a game's screen is given.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
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
    /// The computer seat the table waits for, if any (public).
    pub computer_to_act: Option<Seat>,
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
            names: session.names(),
            computers: (0..session.seats().len())
                .map(|i| session.is_computer(Seat(i as u8)))
                .collect(),
            levels: session.seats().iter().map(|s| s.level).collect(),
            log: session.marked_log_for(eyes),
            step: session.save().steps.len(),
            computer_to_act: session.computer_to_act(),
        }
    }
}

impl<G: Game> Seen<G> {
    /// The name of `seat`.
    pub fn name(&self, seat: Seat) -> &str {
        self.names.get(seat.index()).map_or("?", String::as_str)
    }

    /// How many seats people play.
    pub fn people(&self) -> usize {
        self.computers.iter().filter(|c| !**c).count()
    }

    /// The log as the viewer may read it, oldest first, as (seat, sentence); no seat for
    /// what is about the whole table (as [`Session::log_lines`]).
    pub fn log_lines(&self) -> Vec<(Option<Seat>, String)> {
        self.log
            .iter()
            .map(|line| {
                let about = (!G::about_the_table(&line.event)).then_some(line.seat);
                (about, line.event.to_string())
            })
            .collect()
    }

    /// True when the viewer may act now.
    pub fn acting(&self) -> bool {
        !self.legal.is_empty()
    }
}
