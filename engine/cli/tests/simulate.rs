//! `grimoire simulate` and `grimoire merge`, run as a user runs them: the same command gives the
//! same results, the number of threads changes nothing, shards merged equal the whole run, and
//! the starter decks play with every invariant checked after every action. Only the
//! deterministic `results` object is compared, never `timing`.

use serde_json::Value;
use std::path::Path;
use std::process::Command;

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
const GAMES: &str = "40";

/// Runs `grimoire ARGS` from the repository root; returns stdout, panicking on a failure exit.
fn grimoire(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_grimoire"))
        .args(args)
        .current_dir(ROOT)
        .output()
        .expect("grimoire runs");
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "grimoire {args:?} failed: {stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// Runs a simulation writing JSON into `dir/name`; returns its deterministic results.
fn simulate(dir: &Path, name: &str, extra: &[&str]) -> Value {
    let file = dir.join(name);
    let file = file.to_str().unwrap();
    let mut args = vec![
        "simulate",
        "--decks",
        "pirates-de-fureur,gardiens-des-cimes",
        "--games",
        GAMES,
        "--seed",
        "11",
        "--json",
        file,
    ];
    args.extend_from_slice(extra);
    grimoire(&args);
    results(Path::new(file))
}

fn results(file: &Path) -> Value {
    let v: Value = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    v["results"].clone()
}

#[test]
fn the_same_command_twice_gives_identical_results() {
    let dir = tempfile::tempdir().unwrap();
    let a = simulate(dir.path(), "a.json", &[]);
    let b = simulate(dir.path(), "b.json", &[]);
    assert_eq!(a, b);
    let wins: u64 = a["wins_by_deck"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_u64().unwrap())
        .sum();
    assert_eq!(wins + a["draws"].as_u64().unwrap(), 40, "{a}");
    assert_eq!(a["failures"].as_array().unwrap().len(), 0, "{a}");
}

#[test]
fn two_jobs_give_the_results_of_one() {
    let dir = tempfile::tempdir().unwrap();
    let one = simulate(dir.path(), "one.json", &["--jobs", "1"]);
    let two = simulate(dir.path(), "two.json", &["--jobs", "2"]);
    assert_eq!(one, two);
}

#[test]
fn two_shards_merged_equal_the_unsharded_run() {
    let dir = tempfile::tempdir().unwrap();
    let whole = simulate(dir.path(), "whole.json", &[]);
    let s0 = simulate(dir.path(), "s0.json", &["--shard", "0/2"]);
    let s1 = simulate(dir.path(), "s1.json", &["--shard", "1/2"]);
    assert_ne!(s0, whole, "a shard alone is not the whole run");
    assert_ne!(s0, s1);
    let merged = dir.path().join("merged.json");
    // Given in reverse order on purpose: merge sorts shards by their range.
    grimoire(&[
        "merge",
        dir.path().join("s1.json").to_str().unwrap(),
        dir.path().join("s0.json").to_str().unwrap(),
        "--json",
        merged.to_str().unwrap(),
    ]);
    assert_eq!(results(&merged), whole);
}

#[test]
fn the_starter_decks_pass_the_invariant_checks() {
    check_pair("pirates-de-fureur,gardiens-des-cimes");
}

/// These decks' beginning-phase triggers are on the chain when a turn has just begun: the
/// check must tell them from items left over from the turn that ended.
#[test]
fn the_other_decks_pass_the_invariant_checks() {
    check_pair("sentinelles-du-sablier,rodeurs-des-fourres");
}

fn check_pair(decks: &str) {
    let out = grimoire(&[
        "simulate", "--decks", decks, "--games", GAMES, "--seed", "3", "--check", "--jobs", "2",
    ]);
    assert!(out.contains("invariants checked"), "{out}");
    assert!(!out.contains("FAILED"), "{out}");
}

#[test]
fn a_bad_shard_is_bad_input() {
    let out = Command::new(env!("CARGO_BIN_EXE_grimoire"))
        .args(["simulate", "--games", "4", "--shard", "2/2"])
        .current_dir(ROOT)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}
