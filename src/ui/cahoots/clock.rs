//! Speed Cahoots' four-minute clock. It runs while the page shows the game, keeps the
//! time used in the browser's storage so a reload resumes it where it stood, and tells
//! the game when time is up. What it says is a pure function; ticking and storage are
//! effects.

use std::cell::Cell;
use std::num::IntErrorKind;
use std::rc::Rc;

use gloo::timers::callback::Interval;
use yew::prelude::*;

use crate::ui::class::class_of;

use crate::games::cahoots::SPEED_SECONDS;

/// The storage key of the clock of the game in progress.
pub const KEY: &str = "fourfold.cahoots.clock";

/// The whole game, in milliseconds.
pub const LIMIT_MS: f64 = SPEED_SECONDS as f64 * 1000.0;

/// How often the clock ticks, in milliseconds.
const TICK_MS: u32 = 250;

/// The time used that storage holds for game `id` ("id:ms"), if it is that game's and a
/// time at all: whole milliseconds, as `store_used` writes them (anything else, a
/// negative or a fraction, is not). More than the whole game reads as the whole game:
/// time is up.
///
/// Read as an integer, never as a float: parsing a float would put the standard
/// library's float parser and its 10 kB table of powers of five into Cahoots' bundle.
pub fn parse_stored(stored: &str, id: &str) -> Option<f64> {
    let (game, ms) = stored.rsplit_once(':')?;
    let used = match ms.parse::<u64>() {
        Ok(ms) => ms as f64,
        Err(e) if *e.kind() == IntErrorKind::PosOverflow => LIMIT_MS,
        Err(_) => return None,
    };
    (game == id).then_some(used.min(LIMIT_MS))
}

/// What the clock says with `used_ms` gone: "3:05 left", "Time is up".
pub fn remaining_text(used_ms: f64) -> String {
    let left = ((LIMIT_MS - used_ms) / 1000.0).ceil().max(0.0) as u32;
    if left == 0 {
        "Time is up".into()
    } else {
        format!("{}:{:02} left", left / 60, left % 60)
    }
}

/// The time gone on the clock of game `id`, as the browser's storage holds it (0 where
/// it holds none).
pub fn stored_used(id: &str) -> f64 {
    super::super::storage::local_storage()
        .ok()
        .and_then(|s| s.get_item(KEY).ok().flatten())
        .and_then(|v| parse_stored(&v, id))
        .unwrap_or(0.0)
}

fn store_used(id: &str, used: f64) {
    if let Ok(storage) = super::super::storage::local_storage() {
        // Without storage the clock still runs; only a reload would restart it.
        let _ = storage.set_item(KEY, &format!("{id}:{}", used.round() as u64));
    }
}

fn forget() {
    if let Ok(storage) = super::super::storage::local_storage() {
        let _ = storage.remove_item(KEY);
    }
}

fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Props of [`SpeedClock`].
#[derive(Properties, PartialEq)]
pub struct ClockProps {
    /// The game's identity (its deal), so another game's time is never resumed.
    pub id: AttrValue,
    /// True once a card has been played: only then is a stored time resumed, so a new
    /// game of the same deal starts with four full minutes.
    pub started: bool,
    /// False once the game is over: the clock stops, forgets its time and hides.
    pub running: bool,
    /// The four minutes ran out.
    pub on_time_up: Callback<()>,
    /// The time gone as the host's device last told it, on a guest's device: the clock
    /// runs on from there and keeps nothing in storage.
    #[prop_or_default]
    pub told: Option<u32>,
}

/// The visible clock.
#[component]
pub fn SpeedClock(props: &ClockProps) -> Html {
    let used = use_state(|| 0.0);
    // The callback of the latest drawing: who reports the time up is decided by the
    // table as it stands when the time runs out, not when the clock started.
    let latest = use_mut_ref(|| props.on_time_up.clone());
    *latest.borrow_mut() = props.on_time_up.clone();
    {
        let (used, id, on_time_up) = (used.clone(), props.id.clone(), latest.clone());
        let started = props.started;
        use_effect_with((props.running, props.told), move |&(running, told)| {
            let kept = told.is_none();
            if !running && kept {
                forget();
            }
            // Storage is read here, in an effect, so the clock also renders off the browser.
            let resumed = match told {
                Some(told) => f64::from(told),
                None if started => stored_used(&id),
                None => 0.0,
            };
            used.set(resumed);
            let ticker = running.then(|| {
                let total = Rc::new(Cell::new(resumed));
                let last = Rc::new(Cell::new(now()));
                let fired = Rc::new(Cell::new(false));
                Interval::new(TICK_MS, move || {
                    let t = now();
                    total.set(total.get() + (t - last.get()));
                    last.set(t);
                    if kept {
                        store_used(&id, total.get());
                    }
                    used.set(total.get());
                    if total.get() >= LIMIT_MS && !fired.replace(true) {
                        let on_time_up = on_time_up.borrow().clone();
                        on_time_up.emit(());
                    }
                })
            });
            move || drop(ticker)
        });
    }
    if !props.running {
        return Html::default();
    }
    let left = (LIMIT_MS - *used).max(0.0);
    let low = left < 30_000.0;
    html! {
        <div class={class_of(&[Some("ch-clock"), low.then_some("low")])} role="timer" aria-label="Speed Cahoots clock">
            <span class="ch-clock-text">{ remaining_text(*used) }</span>
            <progress max={(LIMIT_MS as u64).to_string()} value={(left.round() as u64).to_string()} aria-hidden="true"></progress>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clock_reads_minutes_and_seconds_and_stops_at_zero() {
        assert_eq!(remaining_text(0.0), "4:00 left");
        assert_eq!(remaining_text(55_500.0), "3:05 left");
        assert_eq!(remaining_text(239_001.0), "0:01 left");
        assert_eq!(remaining_text(240_000.0), "Time is up");
        assert_eq!(remaining_text(999_999.0), "Time is up");
    }

    #[test]
    fn only_the_same_game_resumes_its_time() {
        assert_eq!(parse_stored("1234:61000", "1234"), Some(61_000.0));
        assert_eq!(parse_stored("1234:61000", "99"), None);
        assert_eq!(parse_stored("nonsense", "1234"), None);
    }

    #[test]
    fn a_stored_time_that_is_not_a_time_is_ignored() {
        for bad in ["NaN", "nan", "inf", "-inf", "infinity", "-1", "-0.5", "1500.5", "1e300", ""] {
            assert_eq!(parse_stored(&format!("1234:{bad}"), "1234"), None, "{bad}");
        }
        assert_eq!(parse_stored("1234:0", "1234"), Some(0.0));
        assert_eq!(parse_stored("1234:240000", "1234"), Some(LIMIT_MS));
        assert_eq!(parse_stored("1234:999999", "1234"), Some(LIMIT_MS));
        assert_eq!(parse_stored("1234:99999999999999999999999", "1234"), Some(LIMIT_MS));
    }
}
