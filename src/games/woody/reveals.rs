//! What a move shows the table by the rules, masked out of what a seat was told of it
//! and of its view after it, for the conformance suite's comparison of two deals of the
//! cards that seat cannot see ([`crate::engine::Game::mask_reveals`]).
//!
//! Two things are shown. The draw that starts the next turn: the used cards drawn and
//! discarded face up, the card read aloud ("a Major Woody" or its name), the card itself
//! to its drawer, and whether the deck ran out among the used cards. And who must say
//! Got it! after the STEAL window. Everything else must be the same in both deals.

use super::rules::{End, Event, Phase};
use super::view::WoodyView;

/// Masks the turn-start draw and the Got it! holder out of `told` and `view`.
pub(super) fn mask(told: &mut Vec<Event>, view: &mut WoodyView) {
    if let Some(draw) = TurnDraw::find(told) {
        draw.mask(told, view);
    }
    // Who holds the identical card is the rules' reveal; the holder's play is a move of
    // its own, compared in full.
    if let Phase::GotIt { mover, .. } = view.phase {
        view.phase = Phase::Main { mover };
    }
}

/// The draw at the start of a turn, as one seat was told it.
struct TurnDraw {
    /// Where it starts in the events, and how many events it spans.
    start: usize,
    len: usize,
    /// Whose turn starts.
    seat: crate::engine::Seat,
    /// Used cards discarded face up.
    used: usize,
    /// Whether a card came into the hand (else the deck ran out).
    drew: bool,
}

impl TurnDraw {
    /// The events of a turn's draw: used cards discarded, then the card drawn and read
    /// aloud, or the deck running out (after at least one used card: an empty deck is
    /// the same in both deals). A replacement draw is never read aloud, so never matched.
    fn find(told: &[Event]) -> Option<TurnDraw> {
        (0..told.len()).find_map(|start| {
            let seat = match told[start] {
                Event::DrewUsed { seat, .. } | Event::Drew { seat, .. } => seat,
                _ => return None,
            };
            let used = told[start..]
                .iter()
                .take_while(|e| matches!(e, Event::DrewUsed { seat: s, .. } if *s == seat))
                .count();
            let rest = &told[start + used..];
            match rest {
                [
                    Event::Drew { seat: s, .. },
                    Event::Announced { seat: a, .. },
                    ..,
                ] if *s == seat && *a == seat => Some(TurnDraw {
                    start,
                    len: used + 2,
                    seat,
                    used,
                    drew: true,
                }),
                [Event::Ended(End::DeckEmpty), ..] if used > 0 => Some(TurnDraw {
                    start,
                    len: used + 1,
                    seat,
                    used,
                    drew: false,
                }),
                _ => None,
            }
        })
    }

    /// Puts `view` back as it was before the draw, and the draw's events as one "drew a
    /// card" (with the card, should the event have shown it to anyone but its drawer).
    fn mask(self, told: &mut Vec<Event>, view: &mut WoodyView) {
        let seat = self.seat;
        let drawn = told[self.start..self.start + self.len]
            .iter()
            .find_map(|e| match e {
                Event::Drew { card, .. } => *card,
                _ => None,
            });
        // The card itself is masked only for its drawer: shown to anyone else (a Major
        // Woody read out as "a Major Woody", say) it is a leak, and left to be compared.
        let shown = drawn.filter(|_| view.viewer != Some(seat));
        told.splice(
            self.start..self.start + self.len,
            [Event::Drew { seat, card: shown }],
        );
        let kept = view.discards.len().saturating_sub(self.used);
        view.discards.truncate(kept);
        view.deck_left += self.used + usize::from(self.drew);
        if self.drew {
            if let Some(size) = view.hand_sizes.get_mut(seat.index()) {
                *size = size.saturating_sub(1);
            }
            if let Some(known) = view.known.get_mut(seat.index()) {
                known.pop();
            }
            if view.viewer == Some(seat)
                && let Some(card) = drawn
                && let Some(i) = view.hand.iter().rposition(|c| *c == card)
            {
                view.hand.remove(i);
            }
        }
        view.phase = Phase::Main { mover: seat };
    }
}
