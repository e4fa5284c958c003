//! The solo personal best, one per goal, kept in the browser's storage. Reading and
//! writing are effects; what to say is a pure function.

use yew::prelude::*;

use crate::games::quaddoku::Goal;

/// The storage key of `goal`'s personal best.
pub fn key(goal: Goal) -> String {
    format!("fourfold.quaddoku.best.{}", goal.key())
}

/// What the table says about the personal best: `previous` is the best before this game
/// (`Err`: storage is off), `score` this game's so far.
pub fn verdict(goal: Goal, previous: Result<Option<u32>, ()>, score: u32, over: bool) -> String {
    let what = goal.name();
    match previous {
        Err(()) => "Your personal best is not kept here: this page cannot save.".into(),
        Ok(None) if over => {
            format!("Your first score for {what}: {score}. It is your personal best.")
        }
        Ok(None) => format!("No personal best yet for {what}."),
        Ok(Some(best)) if over && score > best => {
            format!("A new personal best for {what}: {score} (was {best}).")
        }
        Ok(Some(best)) => format!("Personal best for {what}: {best}."),
    }
}

fn read(goal: Goal) -> Result<Option<u32>, ()> {
    let storage = super::super::storage::local_storage().map_err(|_| ())?;
    let value = storage.get_item(&key(goal)).map_err(|_| ())?;
    Ok(value.and_then(|v| v.parse().ok()))
}

fn write(goal: Goal, score: u32) {
    if let Ok(storage) = super::super::storage::local_storage() {
        // A full or refused storage keeps the old best; the game itself is unaffected.
        let _ = storage.set_item(&key(goal), &score.to_string());
    }
}

/// A solo game's standing against the personal best: the goal played for, this game's
/// score by it, and whether the game is over.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Standing {
    /// The goal played for.
    pub goal: Goal,
    /// This game's score by the goal.
    pub score: u32,
    /// The game is over.
    pub over: bool,
}

/// The personal best line of a solo game (`None`: a game of several, which has none),
/// recording a better score when the game ends. A hook of the table's rather than a
/// component of its own (whose machinery cost more bytes than the line).
#[hook]
pub fn use_personal_best(standing: Option<Standing>) -> Html {
    // The best before this game is read again whenever a game ends or another begins
    // (the table stays for "New deal"): read once, a game's new best was the "best
    // before" of the next, which a lower score then overwrote.
    let read_at = standing.map(|s| (s.goal, s.over));
    let previous = use_state(|| None::<Result<Option<u32>, ()>>);
    {
        let previous = previous.clone();
        use_effect_with(read_at, move |read_at| {
            if let Some((goal, _)) = read_at {
                previous.set(Some(read(*goal)));
            }
        });
    }
    {
        let previous = *previous;
        use_effect_with((standing, previous), move |(standing, previous)| {
            if let (Some(standing), Some(Ok(best))) = (standing, previous)
                && standing.over
                && best.is_none_or(|b| standing.score > b)
            {
                write(standing.goal, standing.score);
            }
        });
    }
    match (standing, *previous) {
        (Some(standing), Some(previous)) => html! {
            <p class="qd-best" role="status">{ verdict(standing.goal, previous, standing.score, standing.over) }</p>
        },
        _ => html! {},
    }
}
