//! The catalogue of a designer's mistakes (engine/cli/tests/fixtures/mistakes/): one pack a
//! mistake, each with `expected.txt` — the exit code of `grimoire check`, then each line its
//! report must hold (a diagnostic's first line, located in the pack, and its help). A mistake
//! that would load and do nothing in play, or speak Rust or Rhai, fails here.
//!
//! `expected.txt`: `#` comments; `exit N`; optionally `strict N`, the exit code of
//! `grimoire check --strict`; `not <words>`: words no line of the report may hold; then lines. A line holding `: error: ` or `: warning: ` is a
//! diagnostic whose path is relative to the case's folder; `{dir}` stands for that folder.
//!
//! A second runner reads every message of the malformed-input catalogue (docs/HOSTILE-INPUT.md:
//! these cases, the other bad fixtures, the pinned traces of the faulty scripts and texts) for a
//! Rust or Rhai type name.

mod common;

use common::*;
use std::path::Path;

const DIR: &str = "engine/cli/tests/fixtures/mistakes";

/// The case folders, in order.
fn cases() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(Path::new(ROOT).join(DIR))
        .expect("the catalogue of mistakes")
        .filter_map(|e| e.ok())
        .filter(|e| e.path().join("expected.txt").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

/// `expected.txt` of `case`: the exit code, that under `--strict` if given, and the lines the
/// report must hold.
fn expected(case: &str) -> (i32, Option<i32>, Vec<String>, Vec<String>) {
    let dir = format!("{DIR}/{case}");
    let text = std::fs::read_to_string(Path::new(ROOT).join(&dir).join("expected.txt"))
        .expect("expected.txt");
    let mut exit = None;
    let mut strict = None;
    let mut lines = Vec::new();
    let mut absent = Vec::new();
    for l in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        if let Some(n) = l.strip_prefix("exit ") {
            exit = Some(n.trim().parse().expect("exit N"));
            continue;
        }
        if let Some(n) = l.strip_prefix("strict ") {
            strict = Some(n.trim().parse().expect("strict N"));
            continue;
        }
        if let Some(words) = l.strip_prefix("not ") {
            absent.push(words.to_string());
            continue;
        }
        let l = l.replace("{dir}", &dir);
        lines.push(if l.contains(": error: ") || l.contains(": warning: ") {
            format!("{dir}/{l}")
        } else {
            l
        });
    }
    (exit.expect("an `exit N` line"), strict, lines, absent)
}

#[test]
fn every_mistake_of_the_catalogue_is_reported_where_it_is() {
    let cases = cases();
    assert!(cases.len() >= 10, "{cases:?}");
    let mut failures = Vec::new();
    for case in &cases {
        let (exit, strict, lines, absent) = expected(case);
        if let Some(code) = strict {
            let out = grimoire(&["check", "--strict", &format!("{DIR}/{case}")]);
            if out.status.code() != Some(code) {
                failures.push(format!(
                    "{case}: exit {:?} under --strict, not {code}\n{}",
                    out.status.code(),
                    stdout(&out)
                ));
            }
        }
        if exit != 0 {
            assert!(
                lines.iter().any(|l| l.contains(": error: ")),
                "{case}: a mistake names where it is"
            );
        }
        let out = grimoire(&["check", &format!("{DIR}/{case}")]);
        let text = stdout(&out);
        let got: Vec<&str> = text.lines().collect();
        if out.status.code() != Some(exit) {
            failures.push(format!(
                "{case}: exit {:?}, not {exit}\n{text}",
                out.status.code()
            ));
            continue;
        }
        for l in &lines {
            if !got.contains(&l.as_str()) {
                failures.push(format!("{case}: no line\n{l}\nin\n{text}"));
            }
        }
        for words in &absent {
            if text.contains(words.as_str()) {
                failures.push(format!("{case}: the report says\n{words}\nin\n{text}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Words of Rust's or Rhai's types and of serde's vocabulary, which a designer never wrote.
const NOT_A_DESIGNERS_WORD: &[&str] = &[
    "i64",
    "i32",
    "u8",
    "u16",
    "u32",
    "u64",
    "usize",
    "f64",
    "()",
    "variant",
    "ImmutableString",
    "Dynamic",
    "INT",
    "FnPtr",
    "Option<",
    "Vec<",
    "&str",
    "struct ",
    "invalid type",
];

/// The words of `text` that are Rust's or Rhai's (as whole words, so that `u8` inside a card
/// id or `INT` inside `INTERDIT` is not one).
fn foreign_words(text: &str) -> Vec<&'static str> {
    NOT_A_DESIGNERS_WORD
        .iter()
        .copied()
        .filter(|w| {
            text.match_indices(w).any(|(i, _)| {
                let before = text[..i].chars().next_back();
                let after = text[i + w.len()..].chars().next();
                let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
                let alnum_edge = w.chars().next().is_some_and(char::is_alphanumeric);
                !alnum_edge || (!word(before) && !word(after))
            })
        })
        .collect()
}

/// The bad fixtures of the other checks' tests, read by `check` here too.
const OTHER_BAD_PACKS: &[&str] = &[
    "activated-missing",
    "bad-cost",
    "bad-deck",
    "bad-key",
    "deck-slots",
    "helper-twice",
    "hostile-curry",
    "unused-fn",
    "wrapping-runes",
    "script-checks/argument-count",
    "script-checks/argument-kind",
    "script-checks/duel-mistakes",
    "script-checks/keyword-name",
    "script-checks/option-key",
    "script-checks/unknown-function",
];

/// The pinned traces of faulty scripts in play and of card text the grammar refuses.
const PINNED_FAULTS: &[&str] = &["snapshots/scenarios", "snapshots/text-errors"];

#[test]
fn no_message_of_the_malformed_input_catalogue_speaks_rust_or_rhai() {
    let mut reports: Vec<(String, String)> = Vec::new();
    let packs = cases().into_iter().map(|c| format!("{DIR}/{c}")).chain(
        OTHER_BAD_PACKS
            .iter()
            .map(|p| format!("engine/cli/tests/fixtures/{p}")),
    );
    for pack in packs {
        let out = grimoire(&["check", &pack]);
        let text = format!("{}{}", stdout(&out), stderr(&out));
        // The messages, not the source lines quoted under them (`4 |     ctx.draw();`).
        let messages: Vec<&str> = text.lines().filter(|l| !quoted(l)).collect();
        reports.push((pack, messages.join("\n")));
    }
    for dir in PINNED_FAULTS {
        for entry in walk(&Path::new(ROOT).join(dir)) {
            let text = std::fs::read_to_string(&entry).unwrap_or_default();
            // Only the messages of faults: lines of a trace reporting an error.
            let faults: Vec<&str> = text
                .lines()
                .filter(|l| l.contains("error") || l.contains("illegal:"))
                .collect();
            reports.push((entry.display().to_string(), faults.join("\n")));
        }
    }
    assert!(reports.len() > 30, "{}", reports.len());
    let bad: Vec<String> = reports
        .iter()
        .filter_map(|(what, text)| {
            let words = foreign_words(text);
            (!words.is_empty()).then(|| format!("{what}: {words:?}\n{text}"))
        })
        .collect();
    assert!(bad.is_empty(), "{}", bad.join("\n\n"));
}

/// A source line quoted under a message, or its caret line: `4 |     ctx.draw();`, `  |   ^`.
fn quoted(line: &str) -> bool {
    line.trim_start()
        .trim_start_matches(|c: char| c.is_ascii_digit())
        .trim_start()
        .starts_with('|')
}

/// Every file under `dir`.
fn walk(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            out.extend(walk(&p));
        } else {
            out.push(p);
        }
    }
    out.sort();
    out
}

#[test]
fn the_foreign_words_are_found_as_words() {
    assert_eq!(foreign_words("expected i64, found ()"), vec!["i64", "()"]);
    assert!(foreign_words("card `carte-u8x`, INTERDIT, variante").is_empty());
    assert!(foreign_words("`might` is a whole number").is_empty());
}
