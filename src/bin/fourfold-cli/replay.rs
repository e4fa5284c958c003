//! `replay SAVE.json`: replays a stored session step by step and prints, per step, the
//! action, its events and the resulting state as a spectator sees them (no hand, no
//! drawn card), one JSON object per line. A bug
//! report is a save file; a test is a replay.

use serde_json::json;

use fourfold::engine::session::SessionRecord;
use fourfold::engine::session::WithBots;
use fourfold::engine::{Game, Viewer};
use fourfold::games::summary::SavedSummary;
use fourfold::games::{ForGame, Listed};

/// Replays the session stored at `path`.
pub fn run(path: &str) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    // Parse through the app's loader first, so a bad save gets the app's message.
    fourfold::games::AnySession::from_json(&text).map_err(|e| format!("{path}: {e}"))?;
    let game = SavedSummary::read(&text)
        .map_err(|e| format!("{path}: {e}"))?
        .game;
    let lines = game
        .run(Replay { text: &text })
        .map_err(|e| format!("{path}: {e}"))?;
    for line in lines {
        println!("{line}");
    }
    Ok(())
}

/// A save's text, replayed as its game.
struct Replay<'a> {
    text: &'a str,
}

impl ForGame for Replay<'_> {
    type Out = Result<Vec<String>, String>;

    fn run<G: Listed + WithBots>(self) -> Self::Out {
        let record: SessionRecord<G> =
            serde_json::from_str(self.text).map_err(|e| e.to_string())?;
        lines(record)
    }
}

fn lines<G: Game>(record: SessionRecord<G>) -> Result<Vec<String>, String> {
    let save = record.save;
    let mut game = G::new(&save.options, save.seed).map_err(|e| e.to_string())?;
    let mut out = vec![
        json!({
            "step": 0,
            "game": G::KEY,
            "seed": save.seed,
            "state": game.view(Viewer::Spectator),
        })
        .to_string(),
    ];
    for (i, step) in save.steps.iter().enumerate() {
        let events: Vec<G::Event> = game
            .apply(step.seat, &step.action)
            .map_err(|e| format!("step {}: {e}", i + 1))?
            .iter()
            .filter_map(|e| G::redact(e, Viewer::Spectator))
            .collect();
        let words: Vec<String> = events.iter().map(ToString::to_string).collect();
        out.push(
            json!({
                "step": i + 1,
                "seat": step.seat,
                "action": step.action,
                "events": events,
                "log": words,
                "state": game.view(Viewer::Spectator),
                "outcome": game.outcome(),
            })
            .to_string(),
        );
    }
    Ok(out)
}
