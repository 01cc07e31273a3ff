//! Names and texts shown to people carry no control character (docs/HOSTILE-INPUT.md, "Text
//! shown to people"): what a pack gives is refused at load where it is written, a scenario or a
//! replay that carries one is refused the same way, a gallery card is left out with why, and
//! what a script prints reaches the terminal escaped. No output of any of these carries such a
//! character.

mod common;

use common::{grimoire, stderr, stdout};
use grimoire_core::shown::is_unsafe;
use std::path::Path;

const HOSTILE_TEXT: &str = "engine/cli/tests/fixtures/hostile-text";

/// Everything `out` printed, asserted free of any character a terminal would obey.
fn clean(out: &std::process::Output) -> String {
    let text = format!("{}{}", stdout(out), stderr(out));
    if let Some((at, c)) = text.char_indices().find(|&(_, c)| is_unsafe(c)) {
        let from = text[..at].rfind('\n').map_or(0, |n| n + 1);
        panic!("{c:?} printed as it is, in: {:?}", &text[from..]);
    }
    text
}

fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 temporary path")
}

#[test]
fn a_pack_whose_names_and_texts_carry_control_sequences_is_refused_where_they_are_written() {
    let out = grimoire(&["check", HOSTILE_TEXT]);
    let text = clean(&out);
    assert_eq!(out.status.code(), Some(2), "{text}");
    for (file, at, what) in [
        (
            "cards/cards.toml",
            "5:12",
            "a name has the escape character (U+001B)",
        ),
        (
            "cards/cards.toml",
            "10:19",
            "a text has the escape character (U+001B)",
        ),
        (
            "cards/cards.toml",
            "19:19",
            "a directional formatting character (U+202E)",
        ),
        ("decks/deck-piege.toml", "2:13", "the escape character"),
        ("decks/deck-piege.toml", "8:9", "the escape character"),
        ("effects.toml", "5:24", "the bell character (U+0007)"),
        ("glossary.toml", "5:13", "a carriage return (U+000D)"),
        ("pack.toml", "8:20", "the escape character"),
    ] {
        let head = format!("{HOSTILE_TEXT}/{file}:{at}: error: ");
        let line = text
            .lines()
            .find(|l| l.starts_with(&head))
            .unwrap_or_else(|| panic!("no error at {file}:{at}:\n{text}"));
        assert!(line.contains(what), "{line}");
    }
    // Every command loading the pack stops there, and prints nothing raw either.
    for args in [
        vec!["explain", "nom-piege", "--pack", HOSTILE_TEXT],
        vec!["play", "--auto", "--pack", HOSTILE_TEXT],
    ] {
        let out = grimoire(&args);
        let text = clean(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {text}");
        assert!(text.contains("cards.toml:5:12"), "{args:?}: {text}");
    }
}

#[test]
fn a_scenario_carrying_control_sequences_is_refused_where_they_are_written() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("piege.toml");
    std::fs::write(
        &file,
        "game = \"duel\"\ntitle = \"Titre\\u001b]0;pwned\\u0007\"\nrules = [\"701.2a\"]\n\n\
         [setup]\nturn = \"p1\"\n\n[setup.p1]\nbattlefield = [\"recrue-ardente as a\\u001b[2J\"]\n\n\
         [run]\nsteps = [\"p1 pass\\r\", \"expect refused p1 play x\\u0007\"]\n",
    )
    .unwrap();
    let out = grimoire(&["run", path(&file)]);
    let text = clean(&out);
    assert_eq!(out.status.code(), Some(2), "{text}");
    for at in ["2:15", "9:36", "12:18", "12:48"] {
        assert!(
            text.contains(&format!("piege.toml:{at}: error: ")),
            "no error at {at}:\n{text}"
        );
    }
}

/// A saved game (a replay) whose deck names carry escape sequences, and one whose values are of
/// the wrong kind: located errors in the file's words, nothing printed raw.
#[test]
fn a_replay_carrying_control_sequences_or_values_of_the_wrong_kind_is_told_in_its_words() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.toml");
    let out = grimoire(&["play", "--auto", "--seed", "1", "--save", path(&file)]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let saved = std::fs::read_to_string(&file).unwrap();
    let line_of = |key: &str| saved.lines().position(|l| l.starts_with(key)).unwrap() + 1;

    let bad = dir.path().join("bad.toml");
    let decks = saved.lines().find(|l| l.starts_with("decks")).unwrap();
    let hostile = decks.replacen("\", ", "\\u001b[2J\", ", 1);
    std::fs::write(&bad, saved.replace(decks, &hostile)).unwrap();
    let out = grimoire(&["replay", path(&bad)]);
    let text = clean(&out);
    assert_eq!(out.status.code(), Some(2), "{text}");
    assert!(
        text.starts_with(&format!("{}:{}:", bad.display(), line_of("decks"))),
        "{text}"
    );
    assert!(text.contains("the escape character"), "{text}");

    for (from, to, words) in [
        (
            "seed = 1",
            "seed = \"un\"",
            "`seed` is a whole number, 0 or more, like `seed = 2`, not text (\"un\")",
        ),
        (
            "decisions = [",
            "decisions = [3, ",
            "this value is a list in brackets, not the number 3",
        ),
        ("seed = 1", "seed = -1", "not the number -1"),
        ("turn_limit = 200", "turn_limit = [200]", "not a list"),
    ] {
        std::fs::write(&bad, saved.replacen(from, to, 1)).unwrap();
        let out = grimoire(&["replay", path(&bad)]);
        let text = clean(&out);
        assert_eq!(out.status.code(), Some(2), "{to}: {text}");
        assert!(text.contains(words), "{to}: {text}");
        assert!(!text.contains("invalid type"), "{to}: {text}");
        assert!(!text.contains("invalid value"), "{to}: {text}");
    }
}

/// A gallery export whose cards carry control characters, raw or as an HTML entity: each such
/// card is left out with why, and nothing written or printed carries one.
#[test]
fn a_gallery_card_carrying_control_sequences_is_left_out_with_why() {
    let dir = tempfile::tempdir().unwrap();
    let gallery = dir.path().join("gallery.json");
    std::fs::write(
        &gallery,
        r#"{"cards": [
  {"id": "a", "name": "Bad\u001b[2JName", "publicCode": "TST-001/003", "cardTypes": ["Spell"],
   "energy": 1, "domains": ["Fury"], "abilityText": "Draw 1."},
  {"id": "b", "name": "Bell", "publicCode": "TST-002/003\u0007", "cardTypes": ["Spell"],
   "energy": 1, "domains": ["Fury"], "abilityText": "Draw 1."},
  {"id": "c", "name": "Entity", "publicCode": "TST-003/003", "cardTypes": ["Spell"],
   "energy": 1, "domains": ["Fury"], "abilityText": "Draw 1.&#27;[2J &#x9b;"}
]}
"#,
    )
    .unwrap();
    let pack = dir.path().join("pack");
    let out = grimoire(&["import", path(&gallery), "--out", path(&pack)]);
    let text = clean(&out);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(
        text.contains("`name` has the escape character (U+001B)"),
        "{text}"
    );
    assert!(
        text.contains("`publicCode` has the bell character (U+0007)"),
        "{text}"
    );
    let mut stack = vec![pack];
    while let Some(p) = stack.pop() {
        if p.is_dir() {
            stack.extend(std::fs::read_dir(&p).unwrap().map(|e| e.unwrap().path()));
        } else {
            let written = std::fs::read_to_string(&p).unwrap();
            assert!(!written.chars().any(is_unsafe), "{}", p.display());
            assert!(!written.contains("\\u001b"), "{}: {written}", p.display());
        }
    }
}

/// A script prints what a terminal would obey (the duel's hostile deck's `cri-de-terminal`):
/// the trace shows it escaped.
#[test]
fn a_script_s_print_reaches_no_terminal_as_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("cri.toml");
    let pack = std::path::Path::new(common::ROOT).join("engine/cli/tests/fixtures/hostile-duel");
    std::fs::write(
        &file,
        format!(
            "game = \"duel\"\ntitle = \"cri\"\nrules = [\"701.2a\"]\npacks = [{:?}]\n\n\
             [setup]\nturn = \"p1\"\n\n[setup.p1]\nbattlefield = [\"montagne\"]\n\
             hand = [\"cri-de-terminal as cri\"]\nlibrary = [\"plaine\"]\n\n\
             [setup.p2]\nlibrary = [\"foret\"]\n\n[run]\nsteps = [\"p1 play cri\", \"resolve\"]\n",
            path(&pack)
        ),
    )
    .unwrap();
    let out = grimoire(&["run", path(&file)]);
    let text = clean(&out);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(
        text.contains("  [cri] \\u{1b}[2J\\u{1b}]0;pwned\\u{7}cleared\n"),
        "{text}"
    );
    assert!(text.contains("forged\\u{d}\\u{8}\\u{8}line"), "{text}");
    assert!(text.contains("\\u{202e}esrever"), "{text}");
}

/// A pack's file named with control sequences (a deck file names its deck): refused at the
/// file, its name shown escaped.
#[cfg(unix)]
#[test]
fn a_file_named_with_control_sequences_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let from = std::path::Path::new(common::ROOT).join("engine/cli/tests/fixtures/hostile-duel");
    let to = dir.path().join("pack");
    copy(&from, &to);
    let deck = std::fs::read_to_string(to.join("decks/horde-hostile.toml")).unwrap();
    std::fs::write(to.join("decks/horde\u{1b}[2J.toml"), deck).unwrap();
    let out = grimoire(&["check", path(&to)]);
    let text = clean(&out);
    assert_eq!(out.status.code(), Some(2), "{text}");
    assert!(
        text.contains(
            "decks/horde\\u{1b}[2J.toml:1:1: error: a file's name has the escape character"
        ),
        "{text}"
    );
}

fn copy(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}
