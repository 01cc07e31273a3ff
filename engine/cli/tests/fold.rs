//! Runs of passes folded into one line in what a person reads (`session::fold`): the lines of
//! a run counted and its players and steps named, a step begun after the run's last pass kept
//! on its own line, a lone pass left as it is; and a session at the terminal showing the duel
//! with no two passes in a row, while `play --auto` keeps every line.

mod common;

use common::{grimoire, stdout};
use grimoire::core::state::trace::TraceLine;
use grimoire::core::state::{Audience, CoreEvent, PlayerId, Viewer};
use grimoire::duel::Duel;
use grimoire::duel::events::DuelEvent;
use grimoire::duel::state::Step;
use grimoire::session::fold::fold;
use std::io::Write;
use std::process::{Command, Stdio};

fn pass(p: u8) -> [TraceLine<Duel>; 2] {
    [
        TraceLine::Core(CoreEvent::Forced {
            player: PlayerId(p),
            prompt: "acts".into(),
            option: "pass".into(),
            audience: Audience::All,
        }),
        TraceLine::Rules(DuelEvent::Passes {
            player: PlayerId(p),
        }),
    ]
}

fn step(step: Step) -> TraceLine<Duel> {
    TraceLine::Rules(DuelEvent::StepBegins { step })
}

fn folded(lines: &[TraceLine<Duel>]) -> Vec<(usize, String)> {
    fold(lines.iter().enumerate(), Viewer::All)
}

#[test]
fn a_run_of_passes_is_one_line() {
    let mut lines = vec![TraceLine::Rules(DuelEvent::CombatEnds)];
    lines.extend(pass(0));
    lines.extend(pass(1));
    lines.push(step(Step::Main2));
    lines.extend(pass(0));
    lines.extend(pass(1));
    lines.push(step(Step::End));
    lines.extend(pass(0));
    lines.extend(pass(1));
    lines.push(step(Step::Cleanup));
    let out = folded(&lines);
    let text: Vec<&str> = out.iter().map(|(_, t)| t.as_str()).collect();
    assert_eq!(
        text,
        [
            "combat ends",
            "p1, p2 pass ×6 (second main phase, end step)",
            "cleanup step",
        ]
    );
    // Each line with the first trace line it shows: the run from its first.
    let at: Vec<usize> = out.iter().map(|(i, _)| *i).collect();
    assert_eq!(at, [0, 1, lines.len() - 1]);
}

#[test]
fn a_lone_pass_is_left_as_it_is() {
    let mut lines = vec![step(Step::Upkeep)];
    lines.extend(pass(1));
    lines.push(TraceLine::Rules(DuelEvent::CombatEnds));
    let text: Vec<String> = folded(&lines).into_iter().map(|(_, t)| t).collect();
    assert_eq!(
        text,
        [
            "upkeep",
            "  p2 acts (only option): pass",
            "p2 passes",
            "combat ends"
        ]
    );
    let mut one = pass(0).to_vec();
    one.extend(pass(0));
    let text: Vec<String> = folded(&one).into_iter().map(|(_, t)| t).collect();
    assert_eq!(text, ["p1 passes ×2"]);
}

/// The duel at the terminal: runs of passes folded; the full trace of `play --auto` keeps them.
#[test]
fn the_person_reads_runs_of_passes_folded() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_grimoire"))
        .args(["--game", "duel", "play", "--seed", "1"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("grimoire runs");
    let answers = "5\n".repeat(400);
    let _ = child.stdin.take().unwrap().write_all(answers.as_bytes());
    let out = child.wait_with_output().expect("the session ends");
    let shown = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = shown.lines().collect();
    assert!(
        lines.iter().any(|l| l.contains(" pass ×")),
        "no folded run: {shown:.3000}"
    );
    let is_pass = |l: &str| l.ends_with(" passes");
    for pair in lines.windows(2) {
        assert!(
            !(is_pass(pair[0]) && is_pass(pair[1])),
            "two passes in a row: {pair:?}"
        );
    }
    let auto = stdout(&grimoire(&[
        "--game", "duel", "play", "--auto", "--seed", "1",
    ]));
    assert!(auto.contains("p1 passes\n  p2 acts (only option): pass\np2 passes"));
    assert!(!auto.contains(" pass ×"), "the full trace is not folded");
}
