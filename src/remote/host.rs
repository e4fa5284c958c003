//! Both ends of a table played across devices, without the connection: the host, who
//! runs the session and tells each guest's device what its seat sees, and a guest, who
//! keeps what it was told and says its moves. Times are the caller's clock, in
//! milliseconds, so that all of it is tested natively.
//!
//! A device that goes quiet (a phone locked, off the Wi-Fi) is shown as away after
//! [`AWAY_MS`]; its seat is kept for it, never given away by itself. It comes back with
//! the token kept on it and is sent its seat's whole share again.

use serde::{Deserialize, Serialize};

use crate::engine::session::WithBots;
use crate::engine::{Game, HINT_STREAM, Outcome, Seat, Seed, Seen, Session};

use super::wire::{
    Act, Changes, FromGuest, Heard, Hello, PROTOCOL, Ping, Said, Seated, Seating, Share, ToGuest,
    Unheard, Welcome, numbered, table_for, unnumbered,
};

/// The stream of the host's secret its table's id is drawn from (one-way: the id,
/// which every guest is sent, reveals nothing of the secret).
const TABLE_STREAM: u64 = 1;

/// A device heard from less recently than this is away: a guest's, on the host's screen
/// (and so on every other guest's), and the host's, on a guest's screen. Both ends say
/// something at least every [`PING_MS`], and look at least every 2 s, so a device gone
/// silent is shown away within 10 s.
pub const AWAY_MS: f64 = 8_000.0;

/// How often a device says it is still there when it has said nothing else.
pub const PING_MS: f64 = 3_000.0;

/// How long a table sent may still be on its way: a ping that says its device holds the
/// table it was sent as changes to, within this time, may have crossed it, and is not
/// taken for a table lost
/// (which would send the whole table again, where the next message is a few changes).
/// A table lost is sent again at the device's next ping ([`PING_MS`]).
pub const CROSSING_MS: f64 = 1_500.0;

/// What a host's page keeps across its own reload: its guests' hints' secret, the deal
/// they play, and which seat each guest's device holds under which token. A reload
/// closes every connection; each guest comes back to its seat with its token through a
/// new invitation, and until then its seat waits, away.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hosting {
    /// The secret the guests' hints start from.
    pub secret: u64,
    /// The deal of the game the guests play.
    pub seed: Seed,
    /// Each seat a guest's device holds, and its token.
    pub seats: Vec<(Seat, String)>,
}

/// The host's side: the seats guests' devices play, when each was last heard, and what
/// each was last sent.
#[derive(Clone, Debug, Default)]
pub struct Host {
    seating: Seating,
    heard: Vec<(Seat, f64)>,
    /// What each seat's device was last sent.
    sent: Vec<Sent>,
    /// The number of the last table sent to any seat.
    numbered: u64,
    secret: u64,
}

/// The last table sent to a seat's device: the next is sent as what changed since.
#[derive(Clone, Debug)]
struct Sent {
    seat: Seat,
    told: Told,
    /// Its number.
    n: u64,
    /// When it was sent.
    at: f64,
    /// The number of the table it was sent as changes to, if it was.
    base: Option<u64>,
    /// The table's message as JSON, unnumbered (see [`unnumbered`]).
    table: serde_json::Value,
}

/// What a guest's device was last told of the table: a new message goes out when any of
/// it changes.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Told {
    /// The steps taken.
    step: usize,
    /// The seats away.
    away: Vec<Seat>,
    /// Which seats a computer plays: one standing in for a device that went away, or
    /// no longer, changes who may move (a guest back on its own turn) and who is said
    /// to be playing.
    computers: Vec<bool>,
}

impl Host {
    /// A host whose guests' hints start from `secret` (drawn by the caller, kept on the
    /// host's device: see [`table_for`]).
    pub fn new(secret: u64) -> Self {
        Host {
            secret,
            ..Host::default()
        }
    }

    /// The table's id: drawn from the host's secret, so the same across a reload of the
    /// host's page, and another for every table hosted. A seat's token holds only here.
    pub fn table(&self) -> String {
        format!("{:016x}", Seed(self.secret).derive(TABLE_STREAM).0)
    }

    /// The first message on a new channel (see [`ToGuest::Welcome`]).
    pub fn welcome<G: Game>(&self) -> ToGuest<G> {
        ToGuest::Welcome(Welcome {
            protocol: PROTOCOL,
            table: self.table(),
        })
    }

    /// What to keep across a reload of the host's page, playing the deal `seed`.
    pub fn hosting(&self, seed: Seed) -> Hosting {
        Hosting {
            secret: self.secret,
            seed,
            seats: self.seating.held().to_vec(),
        }
    }

    /// The host again after a reload, from what it kept: each guest's seat is held for
    /// its token, and away until its device comes back (never heard from since).
    pub fn resumed(hosting: Hosting) -> Self {
        let mut host = Host::new(hosting.secret);
        for (seat, token) in hosting.seats {
            host.seating.seat(seat, token);
            host.mark_heard(seat, f64::NEG_INFINITY);
        }
        host
    }

    /// Every guest is told its seat's whole share again at the next [`Host::updates`]
    /// (another game began at the table).
    pub fn tell_again(&mut self) {
        self.sent.clear();
    }

    /// Gives `seat` to a guest's device under `token` (a secret the host draws), heard
    /// `now`: the message that tells it so.
    pub fn seat_guest<G: Game>(&mut self, seat: Seat, token: String, now: f64) -> ToGuest<G> {
        self.seating.seat(seat, token.clone());
        self.mark_heard(seat, now);
        self.sent.retain(|sent| sent.seat != seat);
        ToGuest::Seated(Seated {
            protocol: PROTOCOL,
            seat,
            token,
        })
    }

    /// `seat`'s seating said again, to the device that plays it and says it was not
    /// told (its hello again, on its own line, heard `now`: the message that seated it
    /// was lost on the way), with its same token; its seat's share follows at the next
    /// [`Host::updates`].
    pub fn seated_again<G: Game>(&mut self, seat: Seat, now: f64) -> Option<ToGuest<G>> {
        let (_, token) = self.seating.held().iter().find(|(s, _)| *s == seat)?;
        let token = token.clone();
        self.mark_heard(seat, now);
        self.sent.retain(|sent| sent.seat != seat);
        Some(ToGuest::Seated(Seated {
            protocol: PROTOCOL,
            seat,
            token,
        }))
    }

    /// The seats guests' devices play.
    pub fn remote(&self) -> Vec<Seat> {
        self.heard.iter().map(|(s, _)| *s).collect()
    }

    /// Takes `seat` back to the host's device (to pass and play there, or for a
    /// computer player): its guest's token no longer holds it.
    pub fn take_back(&mut self, seat: Seat) {
        self.seating.unseat(seat);
        self.heard.retain(|(s, _)| *s != seat);
        self.sent.retain(|sent| sent.seat != seat);
    }

    fn mark_heard(&mut self, seat: Seat, now: f64) {
        self.heard.retain(|(s, _)| *s != seat);
        self.heard.push((seat, now));
    }

    /// Hears `text` on the channel of the guest seated at `channel` (`None` before it
    /// is), `now`: checked against `session` (see [`Seating::hear`]); a move the rules
    /// allow there is the caller's to play. A guest coming back with its token is seated
    /// again and will be sent its whole share.
    pub fn hear<G: Game + WithBots>(
        &mut self,
        session: &Session<G>,
        channel: Option<Seat>,
        text: &str,
        now: f64,
    ) -> Result<Heard<G>, Unheard> {
        let heard = self.seating.hear(session, channel, text)?;
        match &heard {
            Heard::Hello {
                returning: Some(seat),
            } => {
                self.mark_heard(*seat, now);
                self.sent.retain(|sent| sent.seat != *seat);
            }
            Heard::Played(seat, _) => self.mark_heard(*seat, now),
            Heard::Ping { has } => {
                if let Some(seat) = channel {
                    self.mark_heard(seat, now);
                    // Behind, and not by the one table still on its way (changes to
                    // the table the device says it holds): one was lost, so the
                    // latest goes again, whole.
                    self.sent.retain(|sent| {
                        sent.seat != seat
                            || sent.n <= *has
                            || (sent.base == Some(*has) && now - sent.at < CROSSING_MS)
                    });
                }
            }
            Heard::Hello { returning: None } => {
                if let Some(seat) = channel {
                    self.mark_heard(seat, now);
                }
            }
        }
        Ok(heard)
    }

    /// The guests' seats not heard from for [`AWAY_MS`] by `now`.
    pub fn away(&self, now: f64) -> Vec<Seat> {
        let mut away: Vec<Seat> = self
            .heard
            .iter()
            .filter(|(_, at)| now - at > AWAY_MS)
            .map(|(s, _)| *s)
            .collect();
        away.sort();
        away
    }

    /// What each guest's device must be told `now`: its seat's share, where the game
    /// moved, who is away or which seats a computer plays changed since it was last
    /// told, with the time gone on the table's `clock` (milliseconds), where it has one.
    pub fn updates<G: Game + WithBots>(
        &mut self,
        session: &Session<G>,
        now: f64,
        clock: Option<u32>,
    ) -> Vec<(Seat, ToGuest<G>)> {
        let away = self.away(now);
        let step = session.steps();
        let computers: Vec<bool> = (0..session.seats().len())
            .map(|i| session.is_computer(Seat(i as u8)))
            .collect();
        let mut out = Vec::new();
        for seat in self.remote() {
            let state = Told {
                step,
                away: away.clone(),
                computers: computers.clone(),
            };
            if self
                .sent
                .iter()
                .any(|sent| sent.seat == seat && sent.told == state)
            {
                continue;
            }
            self.numbered += 1;
            let n = self.numbered;
            let hint = Seed(self.secret).derive(HINT_STREAM | step as u64);
            let table = table_for(session, seat, &away, hint, clock);
            let value = unnumbered(as_json(
                &serde_json::to_string(&table).expect("a table always serialises"),
            ));
            let base = self
                .sent
                .iter()
                .find(|sent| sent.seat == seat)
                .map(|last| last.n);
            let message = match self.sent.iter().find(|sent| sent.seat == seat) {
                Some(last) => ToGuest::Changes(Changes {
                    base: last.n,
                    n,
                    patch: json_patch::diff(&last.table, &value),
                }),
                None => numbered(table, n),
            };
            self.sent.retain(|sent| sent.seat != seat);
            self.sent.push(Sent {
                seat,
                told: state,
                n,
                at: now,
                base,
                table: value,
            });
            out.push((seat, message));
        }
        out
    }
}

/// Why a guest's device cannot go on.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GuestError {
    /// The host's message could not be read.
    #[error("the host's message could not be read: reload the page")]
    Garbled,
    /// The host asks the page to reload (another version, another game).
    #[error("{0}")]
    Reload(String),
}

impl GuestError {
    /// The host runs another version.
    pub fn other_version() -> Self {
        GuestError::Reload(
            "the host runs another version of Fourfold: reload the page on both devices".into(),
        )
    }
}

/// A seat's token, with the table it holds the seat at: kept on the guest's device to
/// come back to that seat, and said to that table alone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kept {
    /// The table's id ([`Host::table`]).
    pub table: String,
    /// The token ([`ToGuest::Seated`]).
    pub token: String,
}

/// A guest's side: its seat and token, and the last share of the game it was sent.
#[derive(Clone, Debug, PartialEq)]
pub struct Guest<G: Game> {
    /// The seat, once seated.
    pub seat: Option<Seat>,
    /// The token to come back with, and its table (kept on the device).
    pub token: Option<Kept>,
    /// The table's id, once welcomed.
    pub table: Option<String>,
    /// What the seat sees, as last told.
    pub seen: Option<Seen<G>>,
    /// The seats whose devices are away.
    pub away: Vec<Seat>,
    /// Where a hint's sampling starts, as last told.
    pub hint: Seed,
    /// How the game ended, once over.
    pub outcome: Option<Outcome>,
    /// The time gone on the table's clock (milliseconds) as last told, where the game
    /// has one.
    pub clock: Option<u32>,
    /// The host's last word on a move of this device's that was not taken.
    pub refused: Option<String>,
    /// When the host was last heard (the caller's clock, milliseconds).
    pub heard_at: f64,
    /// The number of the table last taken ([`ToGuest::Table`]): an older one arriving
    /// late, or the same again, is not taken.
    pub has: u64,
    /// That table's message as JSON, unnumbered: what the next changes apply to.
    pub last_table: Option<serde_json::Value>,
    /// How many tables it has taken (whole, or changed from the last).
    pub taken: u64,
}

impl<G: Game> Default for Guest<G> {
    fn default() -> Self {
        Guest {
            seat: None,
            token: None,
            table: None,
            seen: None,
            away: Vec::new(),
            hint: Seed(0),
            outcome: None,
            clock: None,
            refused: None,
            heard_at: 0.0,
            has: 0,
            last_table: None,
            taken: 0,
        }
    }
}

/// What a guest's screen draws of its device's state, in brief: the screen is drawn
/// again only when it changes. A ping, or a table the guest already holds, changes
/// nothing drawn; everything a table brings (the seat's share, the hint, the outcome,
/// the clock) comes with a table taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    taken: u64,
    seat: Option<Seat>,
    welcomed: bool,
    away: Vec<Seat>,
    refused: Option<String>,
}

impl<G: Game> Guest<G> {
    /// What its screen draws, in brief (see [`Shown`]).
    pub fn shown(&self) -> Shown {
        Shown {
            taken: self.taken,
            seat: self.seat,
            welcomed: self.table.is_some(),
            away: self.away.clone(),
            refused: self.refused.clone(),
        }
    }

    /// A guest coming back with `token` (`None`: a new one).
    pub fn returning(token: Option<Kept>) -> Self {
        Guest {
            token,
            ..Guest::default()
        }
    }

    /// The guest's first message, once welcomed: with its token only if it holds one for
    /// this very table ([`Guest::table`]).
    pub fn hello(&self) -> String {
        let token = self
            .token
            .as_ref()
            .filter(|kept| self.table.as_ref() == Some(&kept.table))
            .map(|kept| kept.token.clone());
        say(&FromGuest::<G>::Hello(Hello {
            protocol: PROTOCOL,
            game: G::KEY.to_string(),
            token,
        }))
    }

    /// The message that says this device is still there, and which table it holds;
    /// welcomed but not yet seated, its hello again (the host's answer may have been
    /// lost on the way: the host says its seating again).
    pub fn ping(&self) -> String {
        if self.table.is_some() && self.seat.is_none() {
            return self.hello();
        }
        say(&FromGuest::<G>::Ping(Ping { has: self.has }))
    }

    /// The message that plays `action` for this device's seat, once seated.
    pub fn act(&mut self, action: G::Action) -> Option<String> {
        self.refused = None;
        let seat = self.seat?;
        let step = self.seen.as_ref().map_or(0, |seen| seen.step);
        Some(say(&FromGuest::<G>::Act(Act { seat, action, step })))
    }

    /// Takes in what the host said, heard `now` (see [`Guest::hear`]).
    pub fn hear_at(&mut self, text: &str, now: f64) -> Result<Option<String>, GuestError> {
        self.heard_at = now;
        self.hear(text)
    }

    /// True when the host has said nothing for [`AWAY_MS`] by `now`: its device has gone
    /// quiet (locked, off the Wi-Fi), though the connection still stands.
    pub fn host_away(&self, now: f64) -> bool {
        now - self.heard_at > AWAY_MS
    }

    /// Takes in what the host said: the hello to answer with, when it welcomed this
    /// device.
    pub fn hear(&mut self, text: &str) -> Result<Option<String>, GuestError> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|_| GuestError::Garbled)?;
        match ToGuest::<G>::from_json(&value).map_err(|_| GuestError::Garbled)? {
            ToGuest::Welcome(Welcome { protocol, table }) => {
                if protocol != PROTOCOL {
                    return Err(GuestError::other_version());
                }
                self.table = Some(table);
                return Ok(Some(self.hello()));
            }
            ToGuest::Seated(Seated {
                protocol,
                seat,
                token,
            }) => {
                if protocol != PROTOCOL {
                    return Err(GuestError::other_version());
                }
                let table = self.table.clone().ok_or(GuestError::Garbled)?;
                self.seat = Some(seat);
                self.token = Some(Kept { table, token });
            }
            ToGuest::Table(share) => {
                let n = share.n;
                // An older table than the one held, arriving late, or the same again.
                if n != 0 && n <= self.has {
                    return Ok(None);
                }
                self.take(*share, unnumbered(value), n);
            }
            ToGuest::Changes(Changes { base, n, patch }) => {
                // Changes to a table this device does not hold (one lost or overtaken on
                // the way) are left: its next ping says which it holds, and the host
                // sends the whole table again.
                if n <= self.has || base != self.has {
                    return Ok(None);
                }
                let Some(mut table) = self.last_table.clone() else {
                    return Ok(None);
                };
                if json_patch::patch(&mut table, &patch).is_err() {
                    return Ok(None);
                }
                let share = Share::<G>::deserialize(&table).map_err(|_| GuestError::Garbled)?;
                self.take(share, table, n);
            }
            ToGuest::Refused(Said { line }) => self.refused = Some(line),
            ToGuest::Reload(Said { line }) => return Err(GuestError::Reload(line)),
            ToGuest::Ping => {}
        }
        Ok(None)
    }

    /// Takes `share` as the table numbered `n`, keeping `table`, its message as JSON
    /// without its number, for the changes that follow.
    fn take(&mut self, share: Share<G>, table: serde_json::Value, n: u64) {
        self.has = n;
        self.taken += 1;
        self.seen = Some(share.seen);
        self.away = share.away;
        self.hint = share.hint;
        self.outcome = share.outcome;
        self.clock = share.clock;
        self.last_table = Some(table);
    }
}

/// `text`, a table the host wrote, as JSON to diff the next against (a table written
/// straight to JSON values would carry a second copy of every game's writing in the
/// host's bundle).
fn as_json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap_or_default()
}

fn say<G: Game>(message: &FromGuest<G>) -> String {
    serde_json::to_string(message).expect("a guest's message always serialises")
}
