//! What travels on a data channel between the host, who runs the session, and a guest,
//! who plays one seat on a device of its own: JSON messages, each with the protocol's
//! version where a conversation starts.
//!
//! The host sends a guest only its seat's share of the game ([`Seen`]: its view, its
//! legal actions, the log redacted for it), the same share the table draws on the host's
//! device. A guest sends moves. Every message from a guest is checked before anything
//! changes ([`Seating::hear`]): too long, not JSON, of another version or another game,
//! for a seat that is not the guest's, or refused by the rules, it is answered with a
//! line to show and never applied; a move that passes is the host's to play.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::engine::session::WithBots;
use crate::engine::{Game, Outcome, Seat, Seed, Seen, Session};

/// The protocol's version: a guest on a build that speaks another is told to reload
/// ([`ToGuest::Reload`], whose shape every version keeps). 2: the host speaks first
/// ([`ToGuest::Welcome`], with its table's id, which a seat's token is bound to) and says
/// it is still there ([`ToGuest::Ping`]). 3: tables are numbered, and after the first
/// the host sends what changed ([`ToGuest::Changes`]).
pub const PROTOCOL: u32 = 3;

/// The longest message a guest may send, in bytes (a move is a few dozen).
pub const MAX_FROM_GUEST: usize = 4 * 1024;

/// What a guest says: on the wire a JSON object whose `say` names the kind, beside the
/// kind's fields (`{"say":"act","seat":1,...}`).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "say", rename_all = "snake_case", bound = "")]
pub enum FromGuest<G: Game> {
    /// The guest's first message, once welcomed.
    Hello(Hello),
    /// A move for the guest's seat.
    Act(Act<G>),
    /// The guest is still there.
    Ping(Ping),
}

/// The guest's first message, once welcomed: its version and game, and the token of the
/// seat it held at this table before, when it comes back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hello {
    /// [`PROTOCOL`] of the guest's build.
    pub protocol: u32,
    /// The game's key.
    pub game: String,
    /// The token given with the seat ([`ToGuest::Seated`]), to take it back.
    pub token: Option<String>,
}

/// A move for the guest's seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Act<G: Game> {
    /// The seat it is for: the guest's own.
    pub seat: Seat,
    /// The move.
    pub action: G::Action,
    /// The steps taken in the game the guest saw when it chose the move: a move chosen
    /// before the game moved on is refused, never played on a table its player did not
    /// see, unless the game lets such a move stand where the table now allows it
    /// (`Game::late_moves_stand`: Speed Cahoots).
    pub step: usize,
}

/// The guest is still there (a phone that locked stops saying so), and the last table
/// it holds: a guest behind the host (a table lost on the way) is sent the table again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ping {
    /// The number of the last table it took ([`ToGuest::Table`]), 0 for none.
    #[serde(default)]
    pub has: u64,
}

impl<G: Game> FromGuest<G> {
    /// Reads a guest's message: its kind first, then the same text as that kind. (An
    /// enum tagged inside its object, read in one pass, is buffered whole before its
    /// kind is known, and that reading of every game's moves would be a second one in
    /// the host's bundle beside the saves' own.)
    pub fn read(text: &str) -> serde_json::Result<Self> {
        #[derive(Deserialize)]
        #[serde(rename_all = "snake_case")]
        enum Say {
            Hello,
            Act,
            Ping,
        }
        #[derive(Deserialize)]
        struct Kind {
            say: Say,
        }
        Ok(match serde_json::from_str::<Kind>(text)?.say {
            Say::Hello => FromGuest::Hello(serde_json::from_str(text)?),
            Say::Act => FromGuest::Act(serde_json::from_str(text)?),
            Say::Ping => FromGuest::Ping(serde_json::from_str(text)?),
        })
    }
}

/// What the host says to a guest: on the wire, as a guest's messages, a JSON object
/// whose `say` names the kind beside the kind's fields.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "say", rename_all = "snake_case", bound = "")]
pub enum ToGuest<G: Game> {
    /// The first message on a channel.
    Welcome(Welcome),
    /// The guest's seat.
    Seated(Seated),
    /// The seat's share of the game, after every change.
    Table(Box<Share<G>>),
    /// What changed in the seat's share since a table it holds.
    Changes(Changes),
    /// The guest's last message was not taken: the line to show.
    Refused(Said),
    /// The host speaks another version or plays another game: the page must reload.
    /// Its shape, `{"say":"reload","line":...}`, is every version's.
    Reload(Said),
    /// The host is still there: said when it has said nothing else for a while, so that
    /// a guest can tell a quiet table from a host that has gone.
    Ping,
}

/// The first message on a channel: the host's version and its table's id, for the guest
/// to say hello with the token it holds for that table, and for no other.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Welcome {
    /// [`PROTOCOL`] of the host's build.
    pub protocol: u32,
    /// The table's id, made when hosting starts (see `host::Host::table`).
    pub table: String,
}

/// The guest's seat, and the token to keep on its device to come back to it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seated {
    /// [`PROTOCOL`] of the host's build.
    pub protocol: u32,
    /// The seat.
    pub seat: Seat,
    /// The token.
    pub token: String,
}

/// The seat's share of the game ([`ToGuest::Table`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Share<G: Game> {
    /// What the seat sees.
    pub seen: Seen<G>,
    /// The seats whose devices are away, for "Bo is away".
    pub away: Vec<Seat>,
    /// Where a hint's sampling starts (one-way from the deal: it reveals nothing).
    pub hint: Seed,
    /// How the game ended, once over.
    pub outcome: Option<Outcome>,
    /// The time gone on the table's clock, in milliseconds, where the game has one
    /// (Speed Cahoots): the guest's clock runs on from it.
    #[serde(default)]
    pub clock: Option<u32>,
    /// Its number: each table the host sends a seat has a larger one than the last, so
    /// that a guest keeps the newest it was sent whatever order they arrive in, and says
    /// which it holds ([`Ping`]).
    #[serde(default)]
    pub n: u64,
}

/// What changed in the seat's table since the one numbered `base`, as a JSON Patch (RFC
/// 6902) of that table's message: the table numbered `n` once applied. A guest that does
/// not hold table `base` (one lost or overtaken on the way) leaves it, and says so in its
/// next ping, and the host sends the whole table again.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Changes {
    /// The number of the table the changes apply to.
    pub base: u64,
    /// The number of the table they make.
    pub n: u64,
    /// The changes. Every value in them is a part of table `n`, which is the seat's own
    /// share (see [`table_for`]).
    pub patch: json_patch::Patch,
}

/// A line for the person at the guest's device.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Said {
    /// Why, for the person.
    pub line: String,
}

impl<G: Game> ToGuest<G> {
    /// Reads what the host said, as JSON: its kind first, then the same value as that
    /// kind (see [`FromGuest::read`]); a guest keeps the value of its last table to
    /// apply changes to, so the text is parsed once.
    pub fn from_json(value: &serde_json::Value) -> serde_json::Result<Self> {
        #[derive(Deserialize)]
        #[serde(rename_all = "snake_case")]
        enum Say {
            Welcome,
            Seated,
            Table,
            Changes,
            Refused,
            Reload,
            Ping,
        }
        #[derive(Deserialize)]
        struct Kind {
            say: Say,
        }
        Ok(match Kind::deserialize(value)?.say {
            Say::Welcome => ToGuest::Welcome(Welcome::deserialize(value)?),
            Say::Seated => ToGuest::Seated(Seated::deserialize(value)?),
            Say::Table => ToGuest::Table(Box::new(Share::deserialize(value)?)),
            Say::Changes => ToGuest::Changes(Changes::deserialize(value)?),
            Say::Refused => ToGuest::Refused(Said::deserialize(value)?),
            Say::Reload => ToGuest::Reload(Said::deserialize(value)?),
            Say::Ping => ToGuest::Ping,
        })
    }

    /// Reads what the host said, as text.
    pub fn read(text: &str) -> serde_json::Result<Self> {
        Self::from_json(&serde_json::from_str(text)?)
    }
}

/// Why a guest's message was not taken.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Unheard {
    /// Longer than [`MAX_FROM_GUEST`].
    #[error("that message was too long, so it was ignored")]
    TooLong,
    /// Not a message of this protocol.
    #[error("that message could not be read, so it was ignored")]
    Garbled,
    /// Another version of Fourfold.
    #[error("this device runs another version of Fourfold: reload the page on both devices")]
    OtherVersion,
    /// Another game.
    #[error("this table plays {0}: open the host's invitation as a link, which opens its game")]
    OtherGame(&'static str),
    /// A move before the guest was seated.
    #[error("join the table before playing")]
    NotSeated,
    /// A move for a seat that is not the guest's.
    #[error("that move is for another seat: each device plays its own")]
    OtherSeat,
    /// A token that is no seat's.
    #[error("that seat's token is not known at this table: join it as a new player")]
    UnknownToken,
    /// A move chosen on a table that has moved on since.
    #[error("the table moved on before that move arrived: look again, then play")]
    MovedOn,
    /// The move of the seat whose turn it is that closes a reaction window, while other
    /// seats may still answer it: only the host closes it (`remote::window`).
    #[error("the others may still answer: the table goes on by itself in a moment")]
    WindowOpen,
    /// The rules refused the move.
    #[error("{0}")]
    Refused(String),
}

impl Unheard {
    /// True for a message no guest's page of this version sends (too long, garbled,
    /// another version's or game's, another seat's, out of protocol): it counts against
    /// the device (`remote::flood`). A move the rules refused, or that the table moved
    /// past, is a person's tap, and does not.
    pub fn is_misuse(&self) -> bool {
        !matches!(
            self,
            Unheard::MovedOn | Unheard::WindowOpen | Unheard::Refused(_)
        )
    }

    /// The host's answer to a message not taken: a guest of another version or another
    /// game is told to reload (its page cannot play at this table), any other is told
    /// why its message was not taken.
    pub fn answer<G: Game>(&self) -> ToGuest<G> {
        let line = self.to_string();
        match self {
            Unheard::OtherVersion | Unheard::OtherGame(_) => ToGuest::Reload(Said { line }),
            _ => ToGuest::Refused(Said { line }),
        }
    }
}

/// What a guest's message asks for, once checked.
#[derive(Clone, Debug, PartialEq)]
pub enum Heard<G: Game> {
    /// A guest says hello: a new guest, or the one whose token this is coming back.
    Hello {
        /// The seat the token is for, when it is a known one.
        returning: Option<Seat>,
    },
    /// A move the rules took.
    Played(Seat, G::Action),
    /// The guest is still there, holding the table of this number.
    Ping {
        /// See [`Ping`].
        has: u64,
    },
}

/// The seats the host has given to guests' devices, by their tokens.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seating {
    tokens: Vec<(Seat, String)>,
}

impl Seating {
    /// Gives `seat` to a guest's device, under `token` (a secret the host draws).
    pub fn seat(&mut self, seat: Seat, token: String) {
        self.tokens.retain(|(s, _)| *s != seat);
        self.tokens.push((seat, token));
    }

    /// Takes `seat` back from its guest's device: its token no longer holds it.
    pub fn unseat(&mut self, seat: Seat) {
        self.tokens.retain(|(s, _)| *s != seat);
    }

    /// Each seat a guest's device holds, and its token.
    pub fn held(&self) -> &[(Seat, String)] {
        &self.tokens
    }

    /// The seat held under `token`, if any.
    pub fn seat_of(&self, token: &str) -> Option<Seat> {
        self.tokens
            .iter()
            .find(|(_, t)| t == token)
            .map(|(s, _)| *s)
    }

    /// True when a guest's device plays `seat`.
    pub fn is_remote(&self, seat: Seat) -> bool {
        self.tokens.iter().any(|(s, _)| *s == seat)
    }

    /// Checks `text`, heard on the channel of the guest seated at `channel` (`None`
    /// before it is seated), against `session`: a move is [`Heard::Played`] only when
    /// the rules allow it there, for the caller to take. Its length is checked before
    /// anything is read, and nothing is copied.
    pub fn hear<G: Game + WithBots>(
        &self,
        session: &Session<G>,
        channel: Option<Seat>,
        text: &str,
    ) -> Result<Heard<G>, Unheard> {
        if text.len() > MAX_FROM_GUEST {
            return Err(Unheard::TooLong);
        }
        let message = FromGuest::<G>::read(text).map_err(|_| {
            // A hello from another version may not parse as this one's: say so.
            let version = serde_json::from_str::<serde_json::Value>(text)
                .ok()
                .and_then(|v| v.get("protocol").and_then(serde_json::Value::as_u64));
            match version {
                Some(v) if v != u64::from(PROTOCOL) => Unheard::OtherVersion,
                _ => Unheard::Garbled,
            }
        })?;
        match message {
            FromGuest::Hello(Hello {
                protocol,
                game,
                token,
            }) => {
                if protocol != PROTOCOL {
                    return Err(Unheard::OtherVersion);
                }
                if game != G::KEY {
                    return Err(Unheard::OtherGame(G::NAME));
                }
                let returning = match token {
                    Some(token) => Some(self.seat_of(&token).ok_or(Unheard::UnknownToken)?),
                    None => None,
                };
                Ok(Heard::Hello { returning })
            }
            FromGuest::Ping(Ping { has }) => Ok(Heard::Ping { has }),
            FromGuest::Act(Act { seat, action, step }) => {
                let channel = channel.ok_or(Unheard::NotSeated)?;
                if seat != channel || !self.is_remote(seat) {
                    return Err(Unheard::OtherSeat);
                }
                if session.is_computer(seat) {
                    return Err(Unheard::OtherSeat);
                }
                let late = step < session.steps();
                if step > session.steps() || (late && !session.game().late_moves_stand()) {
                    return Err(Unheard::MovedOn);
                }
                session
                    .game()
                    .check(seat, &action)
                    .map_err(|refusal| Unheard::Refused(refusal.to_string()))?;
                Ok(Heard::Played(seat, action))
            }
        }
    }
}

/// The message that tells the guest at `seat` where the game stands: its seat's share,
/// who is away, and where its hints start (`hint`: from a secret of the host's, never
/// from the deal, which a guest could otherwise work back to). Its number is the host's
/// to set (`host::Host::updates`).
pub fn table_for<G: Game + WithBots>(
    session: &Session<G>,
    seat: Seat,
    away: &[Seat],
    hint: Seed,
    clock: Option<u32>,
) -> ToGuest<G> {
    ToGuest::Table(Box::new(Share {
        seen: Seen::of(session, Some(seat), true),
        away: away.to_vec(),
        hint,
        outcome: session.outcome(),
        clock,
        n: 0,
    }))
}

/// `table`, a table's message ([`ToGuest::Table`]), numbered `n`.
pub fn numbered<G: Game>(table: ToGuest<G>, n: u64) -> ToGuest<G> {
    match table {
        ToGuest::Table(share) => ToGuest::Table(Box::new(Share { n, ..*share })),
        other => other,
    }
}

/// A table's message as JSON without its number: what host and guest keep of the last
/// table, for the changes after it ([`ToGuest::Changes`]), which then never carry a
/// change of number.
pub fn unnumbered(mut table: serde_json::Value) -> serde_json::Value {
    if let Some(fields) = table.as_object_mut() {
        fields.remove("n");
    }
    table
}
