//! Replays (docs/REPLAYS.md): `play --save` and `simulate --save-replays` write them, `replay`
//! prints the recorded game again byte for byte, for every game; a pack whose files changed is
//! refused by name, and a truncated or corrupt file is an error at its line and column (exit 2).

mod common;

use common::{ROOT, grimoire, stderr, stdout};
use std::path::{Path, PathBuf};
use std::process::Output;

fn run(args: &[&str]) -> Output {
    grimoire(args)
}

fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 temporary path")
}

/// `play --auto --seed 1` with `extra` arguments, saved to `file`: its stdout.
fn play_saved(pre: &[&str], file: &Path) -> String {
    let mut args = pre.to_vec();
    args.extend(["play", "--auto", "--seed", "1", "--save", path(file)]);
    let out = run(&args);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stderr(&out).contains("replay saved to"), "{}", stderr(&out));
    stdout(&out)
}

fn replay(pre: &[&str], file: &Path) -> Output {
    let mut args = pre.to_vec();
    args.extend(["replay", path(file)]);
    run(&args)
}

/// The same game replayed prints the same bytes as when it was played, and as a game played
/// without recording it (recording changes nothing).
fn reproduces(pre: &[&str]) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.toml");
    let played = play_saved(pre, &file);
    let mut plain = pre.to_vec();
    plain.extend(["play", "--auto", "--seed", "1"]);
    assert_eq!(stdout(&run(&plain)), played);
    let out = replay(pre, &file);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).lines().count() > 100, "{}", stdout(&out));
    assert!(
        stdout(&out) == played,
        "the replay's output differs from the game's"
    );
}

#[test]
fn a_riftbound_game_replays_byte_for_byte() {
    reproduces(&[]);
}

#[test]
fn a_duel_game_replays_byte_for_byte() {
    reproduces(&["--game", "duel"]);
}

#[test]
fn simulation_replays_are_the_games_play_prints() {
    let dir = tempfile::tempdir().unwrap();
    let reps = dir.path().join("reps");
    let out = run(&[
        "simulate",
        "--games",
        "3",
        "--seed",
        "1",
        "--jobs",
        "2",
        "--save-replays",
        path(&reps),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let mut names: Vec<String> = std::fs::read_dir(&reps)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["seed-1.toml", "seed-2.toml", "seed-3.toml"]);
    let played = run(&["play", "--auto", "--seed", "2"]);
    let replayed = replay(&[], &reps.join("seed-2.toml"));
    assert_eq!(replayed.status.code(), Some(0), "{}", stderr(&replayed));
    assert!(
        stdout(&replayed) == stdout(&played),
        "seed 2 replays another game"
    );
}

/// A copy of the repository's Riftbound base game, laid out as a repository, in `to`.
fn copy_base(to: &Path) {
    for part in ["grammar", "cards", "scripts", "decks"] {
        copy_dir(
            &Path::new(ROOT).join(part).join("riftbound"),
            &to.join(part).join("riftbound"),
        );
    }
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let target: PathBuf = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_dir(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), target).unwrap();
        }
    }
}

#[test]
fn a_changed_pack_is_refused_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let base = dir.path().join("base");
    copy_base(&base);
    let file = dir.path().join("game.toml");
    let base_arg = ["--base", path(&base)];
    let played = play_saved(&base_arg, &file);
    assert_eq!(stdout(&replay(&base_arg, &file)), played);

    // One card's Might changed: the same answers would play another game.
    let cards = base.join("cards/riftbound");
    let card_file = std::fs::read_dir(&cards)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| std::fs::read_to_string(p).unwrap().contains("might = 3"))
        .expect("a card with Might 3");
    let text = std::fs::read_to_string(&card_file).unwrap();
    std::fs::write(&card_file, text.replacen("might = 3", "might = 4", 1)).unwrap();
    let out = replay(&base_arg, &file);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        stdout(&out).is_empty(),
        "nothing is replayed: {}",
        stdout(&out)
    );
    assert!(err.contains("pack `riftbound` has changed"), "{err}");
    let line = std::fs::read_to_string(&file)
        .unwrap()
        .lines()
        .position(|l| l.contains("name = \"riftbound\""))
        .unwrap()
        + 1;
    assert!(
        err.starts_with(&format!("{}:{line}:3: error:", file.display())),
        "{err}"
    );
}

#[test]
fn a_pack_not_loaded_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.toml");
    play_saved(&[], &file);
    // Recorded with the repository's packs/ folder; a base game without it lacks one.
    let base = dir.path().join("base");
    copy_base(&base);
    let out = replay(&["--base", path(&base)], &file);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("pack `presage-entrave` 0.1.0 is not loaded here"),
        "{err}"
    );
    assert!(err.contains("--pack"), "{err}");
}

/// `error` starts with `file:line:col: error:` and names line `line`.
fn located_at(error: &str, file: &Path, line: usize) {
    let prefix = format!("{}:{line}:", file.display());
    assert!(
        error.starts_with(&prefix),
        "expected {prefix}…, got {error}"
    );
    assert!(error.contains(": error: "), "{error}");
}

#[test]
fn truncated_and_corrupt_replays_are_located_errors() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.toml");
    play_saved(&[], &file);
    let text = std::fs::read_to_string(&file).unwrap();

    // Cut inside the answers: the array never closes, at the file's end.
    let cut = dir.path().join("cut.toml");
    let keep = text.len() - 40;
    std::fs::write(&cut, &text[..keep]).unwrap();
    let out = replay(&[], &cut);
    assert_eq!(out.status.code(), Some(2));
    assert!(stdout(&out).is_empty());
    located_at(&stderr(&out), &cut, text[..keep].lines().count());

    // Cut before the answers: the missing field is reported where the file ends.
    let keep = text.find("fingerprint").unwrap();
    std::fs::write(&cut, &text[..keep]).unwrap();
    let out = replay(&[], &cut);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("is missing"), "{err}");
    assert!(err.contains("truncated"), "{err}");

    // Garbage in the middle of a line.
    let bad = dir.path().join("bad.toml");
    let line = text.lines().position(|l| l.starts_with("seed")).unwrap() + 1;
    std::fs::write(&bad, text.replacen("seed = 1", "seed = one", 1)).unwrap();
    let out = replay(&[], &bad);
    assert_eq!(out.status.code(), Some(2));
    located_at(&stderr(&out), &bad, line);

    // An answer to no offered option: the replay stops there, and says where.
    let first = text.lines().position(|l| l.starts_with("  [")).unwrap();
    let lines: Vec<String> = text
        .lines()
        .enumerate()
        .map(|(i, l)| {
            if i == first + 1 {
                l.replacen('[', "[99, ", 1)
            } else {
                l.to_string()
            }
        })
        .collect();
    std::fs::write(&bad, lines.join("\n") + "\n").unwrap();
    let out = replay(&[], &bad);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    located_at(&err, &bad, first + 2);
    assert!(err.contains("the replay stopped at decision 17"), "{err}");

    // A file that is not there.
    let out = replay(&[], &dir.path().join("none.toml"));
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("cannot read the replay"));
}
