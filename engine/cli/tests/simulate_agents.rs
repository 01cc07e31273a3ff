//! `grimoire simulate --agents`, run as a user runs it: the random agents by default play the
//! games they always played (the digest BENCHMARKS.md pins); search agents play the same games
//! on any number of threads, in shards merged, and again from the seed under `--check`; each
//! agent's wins are counted whichever deck it played; replays name who sat where; a bad agent
//! name is bad input.

use serde_json::Value;
use std::path::Path;
use std::process::{Command, Output};

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
const DECKS: &str = "pirates-de-fureur,gardiens-des-cimes";

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_grimoire"))
        .args(args)
        .current_dir(ROOT)
        .output()
        .expect("grimoire runs")
}

fn grimoire(args: &[&str]) -> String {
    let out = run(args);
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "grimoire {args:?} failed: {stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

fn results(file: &Path) -> Value {
    let v: Value = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    v["results"].clone()
}

/// `simulate` of `games` games from seed 11 with `extra`, its JSON written to `dir/name`.
fn simulate(dir: &Path, name: &str, games: &str, extra: &[&str]) -> (String, Value) {
    let file = dir.join(name);
    let mut args = vec![
        "simulate",
        "--decks",
        DECKS,
        "--games",
        games,
        "--seed",
        "11",
        "--json",
        file.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    let out = grimoire(&args);
    (out, results(&file))
}

#[test]
fn random_agents_by_default_play_the_games_they_always_played() {
    let dir = tempfile::tempdir().unwrap();
    let out = grimoire(&["simulate", "--decks", DECKS, "--games", "50", "--seed", "1"]);
    assert!(out.contains("digest: ba03a26c98786af3"), "{out}");
    let (_, named) = simulate(dir.path(), "n.json", "20", &["--agents", "random,random"]);
    let (out, default) = simulate(dir.path(), "d.json", "20", &[]);
    assert_eq!(named, default);
    assert_eq!(default["agents"], serde_json::json!(["random", "random"]));
    // The rates with their intervals, and what a rate of decisions hides.
    assert!(
        out.contains("win rates (95% intervals): pirates-de-fureur"),
        "{out}"
    );
    assert!(
        out.contains("win rates by agent: agent 1 (random)"),
        "{out}"
    );
    assert!(
        out.contains("decisions with more than one answer: "),
        "{out}"
    );
    let chosen = default["total_chosen"].as_u64().unwrap();
    let decisions = default["total_decisions"].as_u64().unwrap();
    assert!(0 < chosen && chosen < decisions, "{default}");
    assert!(
        default["total_cards_played"].as_u64().unwrap() > 20,
        "{default}"
    );
}

#[test]
fn search_agents_play_the_same_games_however_the_run_is_cut() {
    let dir = tempfile::tempdir().unwrap();
    let agents = ["--agents", "mcts:3,greedy:1"];
    let (_, whole) = simulate(dir.path(), "whole.json", "2", &agents);
    let two = [agents[0], agents[1], "--jobs", "2"];
    let (_, jobs) = simulate(dir.path(), "jobs.json", "2", &two);
    assert_eq!(whole, jobs);
    let s0 = [agents[0], agents[1], "--shard", "0/2"];
    let s1 = [agents[0], agents[1], "--shard", "1/2"];
    simulate(dir.path(), "s0.json", "2", &s0);
    simulate(dir.path(), "s1.json", "2", &s1);
    let merged = dir.path().join("merged.json");
    grimoire(&[
        "merge",
        dir.path().join("s0.json").to_str().unwrap(),
        dir.path().join("s1.json").to_str().unwrap(),
        "--json",
        merged.to_str().unwrap(),
    ]);
    assert_eq!(results(&merged), whole);
    assert_eq!(whole["agents"], serde_json::json!(["mcts:3", "greedy:1"]));
    let sum = |v: &Value| -> u64 {
        v.as_array()
            .unwrap()
            .iter()
            .map(|w| w.as_u64().unwrap())
            .sum()
    };
    let draws = whole["draws"].as_u64().unwrap();
    assert_eq!(sum(&whole["wins_by_agent"]) + draws, 2, "{whole}");
    assert_eq!(sum(&whole["wins_by_deck"]) + draws, 2, "{whole}");
    // Other agents play other games.
    let (_, random) = simulate(dir.path(), "random.json", "2", &[]);
    assert_ne!(random["digest"], whole["digest"]);
    // A shard of another line-up is another simulation.
    let other = [agents[0], "mcts:3,random", "--shard", "1/2"];
    simulate(dir.path(), "o1.json", "2", &other);
    let out = run(&[
        "merge",
        dir.path().join("s0.json").to_str().unwrap(),
        dir.path().join("o1.json").to_str().unwrap(),
    ]);
    assert!(!out.status.success());
}

/// Replayed from its seed under `--check`, a game of search agents gives the same trace.
#[test]
fn a_search_game_replays_from_its_seed() {
    let out = grimoire(&[
        "simulate",
        "--decks",
        DECKS,
        "--games",
        "2",
        "--seed",
        "5",
        "--check",
        "--agents",
        "mcts:2,greedy:1",
    ]);
    assert!(out.contains("invariants checked"), "{out}");
    assert!(!out.contains("FAILED"), "{out}");
}

#[test]
fn replays_name_who_sat_where() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    grimoire(&[
        "simulate",
        "--decks",
        DECKS,
        "--games",
        "2",
        "--seed",
        "8",
        "--agents",
        "greedy:1,random",
        "--save-replays",
        d,
    ]);
    let first = std::fs::read_to_string(dir.path().join("seed-8.toml")).unwrap();
    let second = std::fs::read_to_string(dir.path().join("seed-9.toml")).unwrap();
    assert!(
        first.contains("agents = [\"greedy:1\", \"random\"]"),
        "{first}"
    );
    assert!(
        second.contains("agents = [\"random\", \"greedy:1\"]"),
        "{second}"
    );
    let out = grimoire(&[
        "replay",
        dir.path().join("seed-9.toml").to_str().unwrap(),
        "--quiet",
    ]);
    assert!(out.contains("winner") || out.contains("draw"), "{out}");
}

#[test]
fn a_bad_agent_is_bad_input() {
    for (agents, says) in [
        ("mcts:0,random", "must be a whole number from 1"),
        ("random", "names 1 agent(s) for 2 seats"),
        ("minimax,random", "unknown agent `minimax`"),
    ] {
        let out = run(&["simulate", "--games", "2", "--agents", agents]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{agents}: {err}");
        assert!(err.contains(says), "{agents}: {err}");
    }
}
