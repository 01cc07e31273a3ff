//! `grimoire parse`: card texts on stdin, separated by `---`, printed as records or JSON, with
//! errors at their line and column in stdin; exit 0 when every card parses, 2 otherwise.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");

/// Runs `grimoire parse ARGS` from the repository root with `input` on stdin.
fn parse(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_grimoire"))
        .arg("parse")
        .args(args)
        .current_dir(ROOT)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the grimoire binary runs");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes())
        .expect("stdin takes the input");
    child.wait_with_output().expect("grimoire parse finishes")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("utf-8 stdout")
}

fn snapshot(name: &str, text: &str) {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../snapshots/cli"));
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!(name, text));
}

const FRENCH: &str = "\
[Assaut 2] [Tank]
[Agonie][>] Piochez 1. (Quand je meurs.)
---
Octroyez [Assaut 3] à une unité pendant ce tour.
---
[Répétition] [4][C]
Infligez 2 dégâts à une unité.
---
Équiper [1][C]
[Niveau 6][>] J'ai +1 [M] et [Gank].
";

#[test]
fn french_cards_print_their_records() {
    let out = parse(&[], FRENCH);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(text.contains("card 4 (line 9):"), "{text}");
    snapshot("parse-fr", &text);
}

const ENGLISH: &str = "\
[Assault 2] [Tank]
---
[Deathknell] - Draw 1.
---
[Repeat] :rb_energy_2::rb_rune_fury:
Give a friendly unit +2 :rb_might: this turn.
---
Equip :rb_energy_1::rb_rune_rainbow:
";

#[test]
fn english_cards_as_json_one_object_a_line() {
    let out = parse(&["--lang", "en", "--json"], ENGLISH);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}");
    let cards: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect();
    assert_eq!(cards.len(), 4, "{text}");
    let linked = &cards[1]["keywords"][0];
    assert_eq!(linked["id"], "deathknell");
    assert_eq!(linked["linked"], "Draw 1.");
    assert_eq!(cards[2]["keywords"][0]["cost"], "[2][R]");
    assert_eq!(cards[0]["keywords"][0]["value"], 2);
    snapshot("parse-en-json", &text);
}

const FAULTY: &str = "\
[Tank]
---
[Asaut 2]
---

[Agonie]
Équiper
---
[Deathknel] - Draw 1.
";

#[test]
fn errors_name_line_and_column_in_stdin_and_exit_2() {
    let out = parse(&[], FAULTY);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(2), "{text}");
    assert!(text.contains("<stdin>:3:1: error: unknown keyword `[Asaut]`"));
    assert!(text.contains("<stdin>:6:1: error: `Agonie` needs an ability"));
    snapshot("parse-errors", &text);

    let out = parse(&["--lang", "en", "--json"], FAULTY);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(2), "{text}");
    let last: serde_json::Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
    assert_eq!(last["errors"][0]["line"], 9);
    assert_eq!(last["errors"][0]["col"], 1);
    assert_eq!(last["errors"][0]["help"], "did you mean `[Deathknell]`?");
    snapshot("parse-errors-json", &text);
}
