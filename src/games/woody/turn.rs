//! Major Woody's Wild Foursomes: how a turn plays out, from the draw and the STEAL window
//! to the foursomes a chip makes and the next turn.

use super::data::{Card, Face};
use super::foursome::{Chip, Team, candidates, lock};
use super::rules::{Action, End, Event, Known, Pending, Phase, Then, face_spaces};
use super::table::Woody;
use crate::engine::{Pos, Seat};

impl Woody {
    /// Starts `seat`'s turn: ends the game if its side has no chips, draws (discarding
    /// used cards) and announces, then opens the STEAL window for a character card.
    pub(super) fn begin_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if self.supply(self.options.team_of(seat)) == 0 {
            return self.end(End::NoChips, events);
        }
        let card = loop {
            let Some(card) = self.deck.draw() else {
                return self.end(End::DeckEmpty, events);
            };
            if Self::is_used(&self.chips, card) {
                self.discards.push(card);
                events.push(Event::DrewUsed { seat, card });
            } else {
                break card;
            }
        };
        self.hands[seat].push(card);
        events.push(Event::Drew {
            seat,
            card: Some(card),
        });
        match card {
            Card::Face(face) => {
                self.known[seat].push(Known::Card(card));
                events.push(Event::Announced {
                    seat,
                    face: Some(face),
                });
                self.phase = Phase::Steal {
                    mover: seat,
                    face,
                    declined: Vec::new(),
                };
            }
            _ => {
                self.known[seat].push(Known::MajorWoody);
                events.push(Event::Announced { seat, face: None });
                self.phase = Phase::Main { mover: seat };
            }
        }
    }

    fn end(&mut self, end: End, events: &mut Vec<Event>) {
        self.phase = Phase::Over(end);
        events.push(Event::Ended(end));
    }

    /// Draws a replacement for `seat`. On an empty deck the player stays a card short
    /// and play goes on: only the draw at a turn's start ends the game (ruling).
    fn replace(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if let Some(card) = self.deck.draw() {
            self.hands[seat].push(card);
            events.push(Event::Drew {
                seat,
                card: Some(card),
            });
        }
    }

    /// Takes `card` out of `seat`'s hand onto the discards, and out of what is known.
    fn play_card(&mut self, seat: Seat, card: Card) {
        let hand = &mut self.hands[seat];
        if let Some(i) = hand.iter().position(|c| *c == card) {
            hand.remove(i);
        }
        let known = &mut self.known[seat];
        if let Some(i) = known.iter().position(|k| *k == Known::Card(card)) {
            known.remove(i);
        }
        // The table cannot tell one Major Woody from another: any Major Woody played
        // answers one "holds a Major Woody", whatever is still in the hand (keeping it
        // while the hand has another would tell the table about a card never shown).
        if card.is_major_woody()
            && let Some(i) = known.iter().position(|k| *k == Known::MajorWoody)
        {
            known.remove(i);
        }
        self.discards.push(card);
    }

    /// Places `placer`'s chip on `at`, then settles the foursomes it makes.
    fn place(&mut self, placer: Seat, at: Pos, mover: Seat, then: Then, events: &mut Vec<Event>) {
        let team = self.options.team_of(placer);
        self.chips.place(
            at,
            Chip {
                team,
                locked: false,
            },
        );
        let found = vec![(team, candidates(&self.chips, at, team))];
        self.resolve(placer, found, mover, then, events);
    }

    /// Locks every foursome with one way to make it, queues the owners' choices for the
    /// others (all judged against the locks before the move), and carries on with `then`
    /// once no choice is left, unless a side has reached the target by then.
    pub(super) fn resolve(
        &mut self,
        placer: Seat,
        found: Vec<(Team, Vec<Vec<Vec<Pos>>>)>,
        mover: Seat,
        then: Then,
        events: &mut Vec<Event>,
    ) {
        let mut queue = Vec::new();
        for (team, directions) in found {
            for lines in directions {
                if let [only] = lines.as_slice() {
                    self.make_foursome(team, only.clone(), events);
                } else {
                    queue.push(Pending { team, lines });
                }
            }
        }
        self.continue_with(queue, placer, mover, then, events);
    }

    /// Asks the next queued choice of its owner (the placer for their own side, else the
    /// side's first seat); once none is left, ends the game if a side has reached the
    /// target, or carries on with `then`.
    fn continue_with(
        &mut self,
        mut queue: Vec<Pending>,
        placer: Seat,
        mover: Seat,
        then: Then,
        events: &mut Vec<Event>,
    ) {
        if !queue.is_empty() {
            let pending = queue.remove(0);
            let chooser = if self.options.team_of(placer) == pending.team {
                placer
            } else {
                self.options.seats_of(pending.team)[0]
            };
            self.phase = Phase::Choose {
                mover,
                placer,
                chooser,
                pending,
                queue,
                then,
            };
            return;
        }
        // Only now: a SWAP may bring both sides to the target, and a side's foursomes
        // still waiting for a choice count towards who has most (ruling in mod.rs).
        if self.winner_check(events) {
            return;
        }
        match then {
            Then::Stolen { thief, face } => {
                self.replace(thief, events);
                // Who holds the card was settled at its reading, when the thief did
                // not (a STEAL needs that): its replacement, drawn after, never makes
                // the thief a holder.
                self.got_it_check(mover, face, Some(thief));
            }
            Then::GotIt { holder } => {
                self.replace(holder, events);
                self.phase = Phase::Main { mover };
            }
            Then::EndTurn => self.begin_turn(mover.next(usize::from(self.options.players)), events),
        }
    }

    fn make_foursome(&mut self, team: Team, line: Vec<Pos>, events: &mut Vec<Event>) {
        lock(&mut self.chips, &line);
        events.push(Event::Foursome {
            team,
            line: line.clone(),
        });
        self.foursomes.push((team, line));
    }

    fn winner_check(&mut self, events: &mut Vec<Event>) -> bool {
        let target = self.options.target();
        let reached: Vec<Team> = (0..self.options.teams())
            .map(Team)
            .filter(|t| self.foursomes_of(*t) >= target)
            .collect();
        match reached.as_slice() {
            [] => return false,
            [team] => self.end(End::Target(*team), events),
            _ => self.end(End::TargetTogether, events),
        }
        true
    }

    /// After the STEAL window: whoever else held the identical card when it was read out,
    /// with a space still open for it, must play it. Only `thief`'s hand (if a STEAL was
    /// played) has changed since the reading.
    fn got_it_check(&mut self, mover: Seat, face: Face, thief: Option<Seat>) {
        self.phase = match self.got_it_holder(mover, face, thief) {
            Some(holder) => Phase::GotIt {
                mover,
                holder,
                face,
            },
            None => Phase::Main { mover },
        };
    }

    /// Who must say Got it! on `face`, read out by `mover`: another player holding it
    /// (not `thief`, who stole it), with a chip to place and a space of it open.
    fn got_it_holder(&self, mover: Seat, face: Face, thief: Option<Seat>) -> Option<Seat> {
        let open = !self.chips.open_among(face_spaces(face)).is_empty();
        let holder = self.may_react(mover).find(|s| {
            Some(*s) != thief
                && self.hands[*s].contains(&Card::Face(face))
                && self.supply(self.options.team_of(*s)) > 0
        });
        holder.filter(|_| open)
    }

    /// While a card read out waits for its STEALs: who will say Got it! on it if nobody
    /// steals it. They announce it as the card is read ("an excited 'Got it' if they
    /// have that same card"), so the table may know it; a STEAL may still take its
    /// last open space first.
    pub fn got_it_at_reading(&self) -> Option<Seat> {
        match self.phase {
            Phase::Steal { mover, face, .. } => self.got_it_holder(mover, face, None),
            _ => None,
        }
    }

    /// Plays `action` (known legal) for `seat`.
    pub(super) fn play(&mut self, seat: Seat, action: &Action) -> Vec<Event> {
        let mut events = Vec::new();
        let phase = self.phase.clone();
        match (phase, *action) {
            (Phase::Steal { mover, face, .. }, Action::Proceed) => {
                self.got_it_check(mover, face, None)
            }
            (
                Phase::Steal {
                    mover,
                    face,
                    mut declined,
                },
                Action::Decline,
            ) => {
                declined.push(seat);
                self.phase = Phase::Steal {
                    mover,
                    face,
                    declined,
                };
            }
            (Phase::Steal { mover, face, .. }, Action::Steal { at }) => {
                self.play_card(seat, Card::Steal);
                events.push(Event::Stole { seat, face, at });
                self.place(
                    seat,
                    at,
                    mover,
                    Then::Stolen { thief: seat, face },
                    &mut events,
                );
            }
            (Phase::GotIt { mover, face, .. }, Action::GotIt { at }) => {
                self.play_card(seat, Card::Face(face));
                events.push(Event::GotIt { seat, face, at });
                self.place(seat, at, mover, Then::GotIt { holder: seat }, &mut events);
            }
            (Phase::Main { mover }, Action::TurnIn(card)) => {
                self.play_card(seat, card);
                events.push(Event::TurnedIn { seat, card });
                self.replace(seat, &mut events);
                self.phase = Phase::Main { mover };
            }
            (Phase::Main { mover }, Action::Place { card, at }) => {
                self.play_card(seat, card);
                events.push(Event::Placed { seat, card, at });
                self.place(seat, at, mover, Then::EndTurn, &mut events);
            }
            (Phase::Main { mover }, Action::Remove { at }) => {
                self.play_card(seat, Card::Remove);
                let chip = self.chips.remove(at).expect("REMOVE takes a chip");
                events.push(Event::Removed {
                    seat,
                    at,
                    team: chip.team,
                });
                self.continue_with(Vec::new(), seat, mover, Then::EndTurn, &mut events);
            }
            (
                Phase::Main { mover },
                Action::Swap {
                    border,
                    mine,
                    theirs,
                },
            ) => {
                self.play_card(seat, Card::Swap(border));
                let me = self.chips.remove(mine).expect("my chip");
                let them = self.chips.remove(theirs).expect("their chip");
                self.chips.place(mine, them);
                self.chips.place(theirs, me);
                events.push(Event::Swapped {
                    seat,
                    mine,
                    theirs,
                    with: them.team,
                });
                let found = vec![
                    (me.team, candidates(&self.chips, theirs, me.team)),
                    (them.team, candidates(&self.chips, mine, them.team)),
                ];
                self.resolve(seat, found, mover, Then::EndTurn, &mut events);
            }
            (Phase::Main { mover }, Action::Pass { discard }) => {
                self.play_card(seat, discard);
                // Face down: the others learn that a card went, not which. What they
                // knew of the hand is no longer sure (any card of it may have gone).
                self.face_down.push((self.discards.len() - 1, seat));
                self.known[seat].clear();
                events.push(Event::Passed {
                    seat,
                    discarded: Some(discard),
                });
                self.continue_with(Vec::new(), seat, mover, Then::EndTurn, &mut events);
            }
            (
                Phase::Choose {
                    mover,
                    placer,
                    pending,
                    queue,
                    then,
                    ..
                },
                Action::Choose { line },
            ) => {
                let chosen = pending.lines[usize::from(line)].clone();
                self.make_foursome(pending.team, chosen, &mut events);
                self.continue_with(queue, placer, mover, then, &mut events);
            }
            _ => {}
        }
        events
    }
}
