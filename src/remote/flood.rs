//! How much one guest's device may ask of the host: a guest's phone sends a move now and
//! then and says it is still there every few seconds, so a device that sends far more
//! (a changed page, a bug, an attacker on the Wi-Fi) is slowed, then let go, and the
//! host's own table stays responsive. Times are the caller's clock, in milliseconds.
//!
//! Each line has a bucket of messages: [`BURST`] at most, refilled at [`PER_SECOND`].
//! A message past it is dropped unread, and counts against the device, as does one no
//! page of this version sends (too long, garbled, another seat's) and one the channel
//! could not keep (see `ui::remote::channel`); a move the rules refuse does not count. Counts fade at [`FORGIVEN_PER_SECOND`]; at
//! [`LET_GO`] the device is let go. The host answers each message not taken until the
//! count reaches [`QUIET_AT`], then at most one every [`REPLY_MS`], so that a stream of
//! garbage is not answered with as much.

/// The most messages a device may send at once.
pub const BURST: f64 = 40.0;

/// The messages a device may send each second, once its burst is spent.
pub const PER_SECOND: f64 = 20.0;

/// The count of messages dropped or not taken at which a device is let go.
pub const LET_GO: f64 = 60.0;

/// How fast that count fades, each second.
pub const FORGIVEN_PER_SECOND: f64 = 2.0;

/// The count from which messages not taken are answered only now and then.
pub const QUIET_AT: f64 = 10.0;

/// The least time between two answers to messages not taken, from [`QUIET_AT`] on.
pub const REPLY_MS: f64 = 1_000.0;

/// What the host does with a message as it arrives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Read it.
    Hear,
    /// Drop it unread: the device is over its rate.
    Drop,
    /// Let the device go: it has sent too much that could not be taken.
    LetGo,
}

/// One device's allowance.
#[derive(Clone, Debug, PartialEq)]
pub struct Flood {
    tokens: f64,
    strikes: f64,
    at: f64,
    replied: f64,
}

impl Flood {
    /// A device connected `now`, with its whole burst.
    pub fn new(now: f64) -> Self {
        Flood {
            tokens: BURST,
            strikes: 0.0,
            at: now,
            replied: f64::NEG_INFINITY,
        }
    }

    fn pass_time(&mut self, now: f64) {
        let seconds = ((now - self.at) / 1_000.0).max(0.0);
        self.tokens = (self.tokens + seconds * PER_SECOND).min(BURST);
        self.strikes = (self.strikes - seconds * FORGIVEN_PER_SECOND).max(0.0);
        self.at = self.at.max(now);
    }

    /// A message arrives `now`: what to do with it.
    pub fn admit(&mut self, now: f64) -> Verdict {
        self.pass_time(now);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            return self.verdict(Verdict::Hear);
        }
        self.strikes += 1.0;
        self.verdict(Verdict::Drop)
    }

    /// `count` messages the channel could not keep (too long to copy, or past its
    /// inbox) were dropped before they reached the host.
    pub fn lost(&mut self, count: u32) {
        self.strikes += f64::from(count);
    }

    /// A message heard `now` was not taken: whether to answer it (see [`REPLY_MS`]).
    /// A move the rules refused (`misuse` false: a card that does not fit, a table
    /// that moved on) counts for nothing and is always answered, since a person at the
    /// table taps so; one no page of this version sends (garbled, another seat's, out
    /// of protocol) counts.
    pub fn refused(&mut self, now: f64, misuse: bool) -> bool {
        self.pass_time(now);
        if !misuse {
            return true;
        }
        self.strikes += 1.0;
        let answer = self.strikes < QUIET_AT || now - self.replied >= REPLY_MS;
        if answer {
            self.replied = now;
        }
        answer
    }

    /// True once the device has sent too much that could not be taken.
    pub fn let_go(&self) -> bool {
        self.strikes >= LET_GO
    }

    fn verdict(&self, verdict: Verdict) -> Verdict {
        if self.let_go() {
            Verdict::LetGo
        } else {
            verdict
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_guest_that_moves_and_pings_is_always_heard() {
        let mut flood = Flood::new(0.0);
        // A ping every 3 s and a burst of taps (Speed Cahoots) for an hour.
        let mut now = 0.0;
        while now < 3_600_000.0 {
            assert_eq!(flood.admit(now), Verdict::Hear);
            if (now as u64).is_multiple_of(30_000) {
                for tap in 0..10 {
                    assert_eq!(flood.admit(now + f64::from(tap) * 50.0), Verdict::Hear);
                }
                // A move chosen on a table that moved on: refused, and answered.
                assert!(flood.refused(now + 600.0, false));
            }
            now += 3_000.0;
        }
        assert!(!flood.let_go());
    }

    #[test]
    fn a_flood_is_dropped_past_its_burst_then_let_go() {
        let mut flood = Flood::new(0.0);
        let verdicts: Vec<Verdict> = (0..200).map(|i| flood.admit(f64::from(i) * 0.1)).collect();
        assert!(verdicts[..40].iter().all(|v| *v == Verdict::Hear));
        assert_eq!(verdicts[40], Verdict::Drop);
        assert_eq!(verdicts.last(), Some(&Verdict::LetGo));
        assert!(flood.let_go());
    }

    #[test]
    fn garbage_is_answered_once_a_second_and_a_device_sending_only_that_is_let_go() {
        let mut flood = Flood::new(0.0);
        let mut answered = 0;
        let mut now = 0.0;
        while !flood.let_go() {
            assert_eq!(flood.admit(now), Verdict::Hear);
            if flood.refused(now, true) {
                answered += 1;
            }
            now += 50.0;
        }
        // Twenty a second: the first nine answered, then one a second, until let go
        // after about 3 s.
        assert!((3_000.0..=4_000.0).contains(&now), "{now}");
        assert!((9 + 2..=9 + 4).contains(&answered), "{answered}");
    }

    #[test]
    fn a_player_tapping_cards_that_do_not_fit_is_told_each_time_and_never_let_go() {
        let mut flood = Flood::new(0.0);
        // Four wrong taps a second for ten minutes.
        for tap in 0..2_400 {
            let now = f64::from(tap) * 250.0;
            assert_eq!(flood.admit(now), Verdict::Hear);
            assert!(flood.refused(now, false), "told why at tap {tap}");
        }
        assert!(!flood.let_go());
    }

    #[test]
    fn what_the_channel_dropped_counts_and_counts_fade() {
        let mut flood = Flood::new(0.0);
        flood.lost(59);
        assert!(!flood.let_go());
        assert_eq!(flood.admit(10_000.0), Verdict::Hear, "20 forgiven in 10 s");
        flood.lost(21);
        assert_eq!(flood.admit(10_000.0), Verdict::LetGo);
    }
}
