//! The command line: `replay` turns a save into one JSON line per step, so a bug report
//! is a save file and a test is a replay.
#![cfg(not(target_arch = "wasm32"))]

use std::process::Command;

use fourfold::engine::{Game, Seat, SeatSetup, Seed, Session};
use fourfold::games::AnySession;
use fourfold::games::foursquare::{Action, Foursquare};

fn cli() -> Command {
    Command::new(env!("CARGO_BIN_EXE_fourfold-cli"))
}

#[test]
fn replay_prints_each_step_as_a_json_line() {
    let mut session =
        Session::<Foursquare>::new(vec![SeatSetup::human("You")], Default::default(), Seed(31))
            .unwrap();
    for _ in 0..4 {
        let action = session.game().legal_actions(Seat(0))[0];
        session.act(Seat(0), action).unwrap();
    }
    let path = std::env::temp_dir().join(format!("fourfold-replay-{}.json", std::process::id()));
    std::fs::write(&path, AnySession::from(session.clone()).to_json()).unwrap();
    let out = cli().arg("replay").arg(&path).output().unwrap();
    std::fs::remove_file(&path).ok();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 5, "the start and four steps");
    assert_eq!(lines[0]["game"], "foursquare");
    let last = &lines[4];
    assert_eq!(last["step"], 4);
    let action: Action = serde_json::from_value(last["action"].clone()).unwrap();
    assert_eq!(action, session.save().steps[3].action);
    assert_eq!(last["state"]["stock_left"], session.game().stock_len());
    assert!(last["log"][0].as_str().unwrap().starts_with("Placed the "));
}

#[test]
fn replay_of_a_broken_save_fails_with_the_reason() {
    let path = std::env::temp_dir().join(format!("fourfold-broken-{}.json", std::process::id()));
    std::fs::write(&path, "{\"game\":\"foursquare\"").unwrap();
    let out = cli().arg("replay").arg(&path).output().unwrap();
    std::fs::remove_file(&path).ok();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("the save is damaged"));
}

#[test]
fn no_command_prints_the_usage() {
    let out = cli().output().unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("fourfold-cli replay SAVE.json"));
}

/// `soak`'s figures for one game, without the timings.
fn soak_figures(args: &[&str]) -> String {
    let out = cli().arg("soak").args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .skip(1)
        .map(|line| line.split(", in ").next().unwrap_or(line).to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn soak_gives_the_same_figures_whatever_the_thread_count() {
    let one = soak_figures(&["--games", "3", "--game", "letters", "--threads", "1"]);
    let three = soak_figures(&["--games", "3", "--game", "letters", "--threads", "3"]);
    assert_eq!(one, three);
    assert!(
        one.starts_with("letters: 9 checked playouts (3 option sets)"),
        "{one}"
    );
}

#[test]
fn soak_covers_quaddoku_and_refuses_an_unknown_game() {
    let quaddoku = soak_figures(&["--games", "1", "--game", "quaddoku"]);
    assert!(
        quaddoku.starts_with("quaddoku: 3 checked playouts"),
        "{quaddoku}"
    );
    let out = cli().args(["soak", "--game", "chess"]).output().unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no such game"));
}
