//! The conformance suite, written once and run over every game: seeded playouts that
//! check, at every step, what any correct game must satisfy.
//!
//! At each step: the game is over exactly when nobody is to act, and then no seat has a
//! legal action; a seat to act has at least one. Then, for one seat to act and one other
//! picked at random (so that every seat is covered over a playout, at a cost that does
//! not grow with the table): every legal action applies; every other
//! action of the right shape, and any action by a seat not to act, is refused and leaves
//! the state equal; the state survives a JSON round trip (checked on a random eighth of
//! the steps and at the end); the game's own invariants hold.
//! For hidden-information games, each seat's view and legal actions are unchanged when
//! everything it cannot see is re-dealt, and (with several seats) another seat's move
//! shows it the same events and leaves it the same view in both deals, but for what the
//! rules reveal on that move, which the game masks out ([`Game::mask_reveals`], in games
//! whose moves reveal hidden cards: Woody, Cahoots with open hands); the re-deal must
//! actually change something at least once per game, or the check proves nothing. At
//! the end the save replays to the same state. A failure names the options, seed and
//! step, so it can be replayed.
//!
//! Random playouts cover the odd corners; playouts by the game's own computer players
//! reach the endings random play rarely does (a Foursquare win).

use std::cell::Cell;
use std::fmt;
use std::panic::{self, AssertUnwindSafe};

use super::game::{Game, Refusal, Standing, ToAct, Viewer};
use super::level::Level;
use super::rng::{GameRng, Seed};
use super::save::{Save, Step};
use super::seat::Seat;
use super::session::WithBots;

/// A game that ran longer than this is reported as never ending.
pub const MAX_STEPS: usize = 5_000;

/// Legal actions, and illegal ones, tried per seat and step: all of them when there are
/// fewer, a random sample otherwise (a board game can offer hundreds; over thousands of
/// steps the samples cover them).
pub const ACTIONS_TRIED: usize = 12;

/// A broken rule of conformance, with what is needed to reproduce it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The game's key.
    pub game: &'static str,
    /// The options, as JSON.
    pub options: String,
    /// The seed of the playout.
    pub seed: Seed,
    /// The number of steps taken before the failure.
    pub step: usize,
    /// What went wrong.
    pub problem: String,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} options {} seed {} step {}: {}",
            self.game, self.options, self.seed, self.step, self.problem
        )
    }
}

/// What a batch of playouts covered.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Coverage {
    /// Games played to the end.
    pub games: usize,
    /// Steps checked in all.
    pub steps: usize,
    /// Games that ended with a winner.
    pub won: usize,
}

/// Who picks the moves of a playout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// A uniformly random legal action.
    Random,
    /// The game's own computer player, deciding from its view.
    Computer,
}

/// Plays `count` seeded random games for every sample option set of `G`, checking each
/// step. Seeds are `first_seed..first_seed + count`.
pub fn run_playouts<G: Game + WithBots>(first_seed: u64, count: u64) -> Result<Coverage, Failure> {
    run::<G>(first_seed, count, Policy::Random)
}

/// As [`run_playouts`], with the game's computer players making every move.
pub fn run_computer_playouts<G: Game + WithBots>(
    first_seed: u64,
    count: u64,
) -> Result<Coverage, Failure> {
    run::<G>(first_seed, count, Policy::Computer)
}

fn run<G: Game + WithBots>(
    first_seed: u64,
    count: u64,
    policy: Policy,
) -> Result<Coverage, Failure> {
    let mut coverage = Coverage::default();
    for options in G::sample_options() {
        for seed in first_seed..first_seed + count {
            let (steps, won) = playout::<G>(&options, Seed(seed), policy)?;
            coverage.games += 1;
            coverage.steps += steps;
            coverage.won += usize::from(won);
        }
    }
    Ok(coverage)
}

/// One checked playout; returns its length and whether somebody won. A panic in the game
/// is a failure too, named like the others.
pub fn playout<G: Game + WithBots>(
    options: &G::Options,
    seed: Seed,
    policy: Policy,
) -> Result<(usize, bool), Failure> {
    let step = Cell::new(0);
    let fail = |problem: String| Failure {
        game: G::KEY,
        options: serde_json::to_string(options).unwrap_or_default(),
        seed,
        step: step.get(),
        problem,
    };
    match panic::catch_unwind(AssertUnwindSafe(|| {
        checked_playout::<G>(options, seed, policy, &step)
    })) {
        Ok(result) => result.map_err(fail),
        Err(payload) => {
            let message = payload
                .downcast_ref::<&str>()
                .map(|s| (*s).to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            Err(fail(format!("the game panicked: {message}")))
        }
    }
}

/// The playout's checks; `step` follows the steps taken, for the failure's report.
fn checked_playout<G: Game + WithBots>(
    options: &G::Options,
    seed: Seed,
    policy: Policy,
    step: &Cell<usize>,
) -> Result<(usize, bool), String> {
    let mut game = G::new(options, seed).map_err(|e| format!("setup refused: {e}"))?;
    let mut save = Save::<G>::new(options.clone(), seed);
    let mut chooser = GameRng::new(seed.derive(0xC0FFEE));
    let mut redeal_changed = false;
    loop {
        let checked = check_step(&game, &mut chooser)?;
        redeal_changed |= checked.redeal_changed;
        let seats = game.to_act().seats();
        let Some(&seat) = chooser.pick(&seats) else {
            break;
        };
        let legal = &checked.legal[seat.index()];
        let action = match policy {
            Policy::Random => chooser.pick(legal).cloned().expect("checked non-empty"),
            Policy::Computer => {
                G::computer_player(Level::ALL[seat.index() % 3], chooser.next_seed())
                    .choose(&game.view(Viewer::Seat(seat)), legal)
            }
        };
        game.apply(seat, &action)
            .map_err(|e| format!("chosen action {action:?} refused: {e}"))?;
        save.steps.push(Step { seat, action });
        step.set(step.get() + 1);
        if step.get() > MAX_STEPS {
            return Err("the game did not end".into());
        }
    }
    if G::HIDDEN_INFORMATION && !redeal_changed {
        return Err("re-dealing unseen cards never changed the game".into());
    }
    let replayed = save_round_trip(&save)?;
    if replayed != game {
        return Err("replaying the save gave a different state".into());
    }
    let won = matches!(game.outcome().map(|o| o.standing), Some(Standing::Won(_)));
    Ok((step.get(), won))
}

fn save_round_trip<G: Game>(save: &Save<G>) -> Result<G, String> {
    let json = serde_json::to_string(save).map_err(|e| format!("save does not serialise: {e}"))?;
    let back: Save<G> =
        serde_json::from_str(&json).map_err(|e| format!("save does not parse back: {e}"))?;
    if &back != save {
        return Err("save changed in a JSON round trip".into());
    }
    back.replay().map(|(g, _)| g).map_err(|e| e.to_string())
}

/// What one step's checks found out, for the playout to go on with.
struct Checked<A> {
    /// Each seat's legal actions, by seat (listed once a step: the checks and the
    /// playout's choice share them).
    legal: Vec<Vec<A>>,
    /// Whether some re-deal of unseen cards changed the state.
    redeal_changed: bool,
}

/// What a position looks like to the checks of one seat, computed once a step.
struct Seen<'a, G: Game> {
    /// Every seat's legal actions, by seat.
    legal: &'a [Vec<G::Action>],
    /// Who is to act.
    to_act: &'a ToAct,
    /// What a spectator sees.
    spectator: &'a G::View,
}

/// Checks one position.
fn check_step<G: Game>(game: &G, rng: &mut GameRng) -> Result<Checked<G::Action>, String> {
    game.check_invariants()?;
    let to_act = game.to_act();
    let over = game.outcome().is_some();
    if over != (to_act == ToAct::Nobody) {
        return Err(format!(
            "outcome {:?} but to act {to_act:?}",
            game.outcome()
        ));
    }
    if let ToAct::Responders(seats) = &to_act
        && seats.is_empty()
    {
        return Err("an empty set of responders".into());
    }

    // The JSON round trip of the whole state, on one step in eight and at the end.
    if over || rng.below(8) == 0 {
        let json =
            serde_json::to_string(game).map_err(|e| format!("state does not serialise: {e}"))?;
        let back: G =
            serde_json::from_str(&json).map_err(|e| format!("state does not parse: {e}"))?;
        if &back != game {
            return Err("state changed in a JSON round trip".into());
        }
    }

    // Every seat: legal actions exactly when it is to act. One seat to act and one other,
    // picked at random, get the full checks; over a playout every seat does.
    let seats: Vec<Seat> = Seat::all(game.seat_count()).collect();
    let idle: Vec<Seat> = seats
        .iter()
        .copied()
        .filter(|s| !to_act.includes(*s))
        .collect();
    let acting = to_act.seats();
    let checked: Vec<Seat> = rng
        .pick(&acting)
        .copied()
        .into_iter()
        .chain(rng.pick(&idle).copied())
        .collect();
    let legal: Vec<Vec<G::Action>> = seats.iter().map(|s| game.legal_actions(*s)).collect();
    for (seat, legal) in seats.iter().zip(&legal) {
        if to_act.includes(*seat) == legal.is_empty() {
            return Err(format!(
                "{seat}: to act {}, but {} legal actions",
                to_act.includes(*seat),
                legal.len()
            ));
        }
    }
    let spectator = game.view(Viewer::Spectator);
    let seen = Seen::<G> {
        legal: &legal,
        to_act: &to_act,
        spectator: &spectator,
    };
    let mut redeal_changed = false;
    let space = if checked.is_empty() {
        Vec::new()
    } else {
        game.action_space()
    };
    for &seat in seats.iter().filter(|s| checked.contains(s)) {
        let view = game.view(Viewer::Seat(seat));
        // Serialised into nothing: whether it can be is the check, not the text.
        serde_json::to_writer(std::io::sink(), &view)
            .map_err(|e| format!("view does not serialise: {e}"))?;
        check_actions(game, seat, &seen, &space, rng)?;
        if G::HIDDEN_INFORMATION {
            redeal_changed |= check_redeal(game, seat, &view, &seen, rng)?;
        }
    }
    serde_json::to_writer(std::io::sink(), &spectator)
        .map_err(|e| format!("spectator view does not serialise: {e}"))?;
    Ok(Checked {
        legal,
        redeal_changed,
    })
}

/// Up to [`ACTIONS_TRIED`] of `actions`, at random.
fn sample<A: Clone>(actions: Vec<A>, rng: &mut GameRng) -> Vec<A> {
    let mut actions = actions;
    if actions.len() > ACTIONS_TRIED {
        rng.shuffle(&mut actions);
        actions.truncate(ACTIONS_TRIED);
    }
    actions
}

fn check_actions<G: Game>(
    game: &G,
    seat: Seat,
    seen: &Seen<G>,
    space: &[G::Action],
    rng: &mut GameRng,
) -> Result<(), String> {
    let legal = &seen.legal[seat.index()];
    for action in sample(legal.clone(), rng).iter() {
        if !game.is_legal(seat, action) {
            return Err(format!("{seat}: legal {action:?} is not is_legal"));
        }
        let mut trial = game.clone();
        trial
            .apply(seat, action)
            .map_err(|e| format!("{seat}: legal {action:?} refused: {e}"))?;
    }
    let expected_refusal = |refusal: &Refusal<G::RuleError>| match seen.to_act {
        ToAct::Nobody => matches!(refusal, Refusal::GameOver),
        to_act if !to_act.includes(seat) => matches!(refusal, Refusal::NotYourTurn(_)),
        _ => matches!(refusal, Refusal::Rule(_)),
    };
    // Random picks from the whole action space (the legal ones skipped): all of it is
    // covered across the steps of many playouts, at a bounded cost per step.
    let picks = if space.len() <= ACTIONS_TRIED {
        space.to_vec()
    } else {
        (0..ACTIONS_TRIED)
            .filter_map(|_| rng.pick(space).cloned())
            .collect()
    };
    // One copy serves every refusal: a refusal that leaves it equal to the game leaves it
    // fit for the next (one that does not is a failure).
    let mut scratch: Option<G> = None;
    for action in picks.into_iter().filter(|a| !legal.contains(a)) {
        if game.is_legal(seat, &action) {
            return Err(format!(
                "{seat}: {action:?} is_legal but not listed as legal"
            ));
        }
        let trial = scratch.get_or_insert_with(|| game.clone());
        match trial.apply(seat, &action) {
            Ok(_) => return Err(format!("{seat}: illegal {action:?} was applied")),
            Err(refusal) if !expected_refusal(&refusal) => {
                return Err(format!(
                    "{seat}: {action:?} refused for the wrong reason: {refusal}"
                ));
            }
            Err(_) if &*trial != game => {
                return Err(format!("{seat}: refusing {action:?} changed the state"));
            }
            Err(_) => {}
        }
    }
    Ok(())
}

/// Re-deals what `seat` cannot see and checks that nothing `seat` can see moved; returns
/// whether the re-deal changed the state at all.
fn check_redeal<G: Game>(
    game: &G,
    seat: Seat,
    view: &G::View,
    seen: &Seen<G>,
    rng: &mut GameRng,
) -> Result<bool, String> {
    let mut other = game.clone();
    other.redeal_unseen(seat, rng);
    other
        .check_invariants()
        .map_err(|p| format!("{seat}: after a re-deal of unseen cards: {p}"))?;
    let viewer = Viewer::Seat(seat);
    if other.view(viewer) != *view {
        return Err(format!(
            "{seat}: the view changed when unseen cards were re-dealt"
        ));
    }
    if other.legal_actions(seat) != seen.legal[seat.index()] {
        return Err(format!(
            "{seat}: legal actions changed when unseen cards were re-dealt"
        ));
    }
    if other.view(Viewer::Spectator) != *seen.spectator {
        return Err("the spectator view changed when unseen cards were re-dealt".into());
    }
    // Another seat's move: in both deals, `seat` must learn the same and see the same,
    // but for what the rules themselves reveal on a move (masked out by the game).
    let reveals = game.moves_reveal_hidden();
    for mover in seen.to_act.seats().into_iter().filter(|m| *m != seat) {
        let theirs = other.legal_actions(mover);
        let Some(action) = seen.legal[mover.index()]
            .iter()
            .find(|a| theirs.contains(a))
            .cloned()
        else {
            continue;
        };
        let told = |deal: &G| -> Result<(Vec<G::Event>, G::View), String> {
            let mut deal = deal.clone();
            let events = deal.apply(mover, &action).map_err(|e| e.to_string())?;
            let mut told: Vec<G::Event> =
                events.iter().filter_map(|e| G::redact(e, viewer)).collect();
            let mut view = deal.view(viewer);
            if reveals {
                G::mask_reveals(&mut told, &mut view);
            }
            Ok((told, view))
        };
        let (ea, va) = told(game)?;
        let (eb, vb) = told(&other)?;
        if ea != eb {
            return Err(format!(
                "{seat}: {mover}'s {action:?} told it different things in two deals: \
                 {ea:?} and {eb:?}"
            ));
        }
        if va != vb {
            return Err(format!(
                "{seat}: {mover}'s {action:?} left it different views in two deals"
            ));
        }
    }
    Ok(&other != game)
}
