//! The docs' cheap claims, run: every ```` ```console ```` block of README.md, ARCHITECTURE.md,
//! BENCHMARKS.md and docs/*.md is a `grimoire` command and what it prints, so a digest, a pack
//! hash or an exit code written in a doc fails this test the day it stops being true
//! (docs/TESTING.md, "Claims the docs make").
//!
//! A block: `$ grimoire <args>` lines, each followed by the lines it must print (stdout, then
//! stderr), in order; `…` stands for any lines; `(exit N)` is its exit code (0 when not
//! written). Lines are compared with their trailing spaces trimmed. Figures that take minutes or
//! a release build (speeds, memory, 10,000-game digests) stay in ```` ```sh ```` blocks with the
//! figure beside them, reproduced by hand.

mod common;

use common::*;
use std::path::Path;

/// One command of a block and what the doc says of it.
struct Claim {
    place: String,
    args: Vec<String>,
    lines: Vec<String>,
    exit: i32,
}

/// Every claim of one markdown file.
fn claims(file: &Path) -> Vec<Claim> {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let name = file
        .strip_prefix(ROOT)
        .unwrap_or(file)
        .display()
        .to_string();
    let mut out: Vec<Claim> = vec![];
    let mut in_block = false;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim_end();
        if !in_block {
            in_block = line == "```console";
            continue;
        }
        if line == "```" {
            in_block = false;
        } else if let Some(cmd) = line.strip_prefix("$ ") {
            let words: Vec<String> = cmd.split_whitespace().map(str::to_string).collect();
            assert_eq!(
                words.first().map(String::as_str),
                Some("grimoire"),
                "{name}:{}: a console block runs `grimoire` only",
                i + 1
            );
            out.push(Claim {
                place: format!("{name}:{}", i + 1),
                args: words[1..].to_vec(),
                lines: vec![],
                exit: 0,
            });
        } else {
            let claim = out
                .last_mut()
                .unwrap_or_else(|| panic!("{name}:{}: output before any `$ grimoire`", i + 1));
            match line
                .strip_prefix("(exit ")
                .and_then(|r| r.strip_suffix(')'))
            {
                Some(n) => claim.exit = n.parse().expect("(exit N)"),
                None => claim.lines.push(line.to_string()),
            }
        }
    }
    out
}

/// Why `printed` does not hold `expected` in order (`…` skipping any lines), or `None`.
fn mismatch(expected: &[String], printed: &[&str]) -> Option<String> {
    let mut at = 0;
    let mut skipping = false;
    for want in expected {
        if want == "…" {
            skipping = true;
            continue;
        }
        let found = if skipping {
            printed[at..].iter().position(|l| l == want).map(|p| at + p)
        } else {
            (printed.get(at) == Some(&want.as_str())).then_some(at)
        };
        match found {
            Some(p) => at = p + 1,
            None => return Some(format!("expected the line `{want}`")),
        }
        skipping = false;
    }
    None
}

fn docs() -> Vec<std::path::PathBuf> {
    let root = Path::new(ROOT);
    let mut files: Vec<_> = ["README.md", "ARCHITECTURE.md", "BENCHMARKS.md"]
        .iter()
        .map(|f| root.join(f))
        .collect();
    let mut more: Vec<_> = std::fs::read_dir(root.join("docs"))
        .expect("docs/")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    more.sort();
    files.extend(more);
    files
}

#[test]
fn every_console_block_of_the_docs_prints_what_it_says() {
    let all: Vec<Claim> = docs().iter().flat_map(|f| claims(f)).collect();
    assert!(
        all.len() >= 5,
        "the docs' console blocks were read: {} commands",
        all.len()
    );
    let mut wrong = vec![];
    for c in &all {
        let args: Vec<&str> = c.args.iter().map(String::as_str).collect();
        let o = grimoire(&args);
        let text = format!("{}{}", stdout(&o), stderr(&o));
        let printed: Vec<&str> = text.lines().map(str::trim_end).collect();
        let code = o.status.code().unwrap_or(-1);
        let why = if code != c.exit {
            Some(format!("exit code {code}, the doc says {}", c.exit))
        } else {
            mismatch(&c.lines, &printed)
        };
        if let Some(why) = why {
            wrong.push(format!(
                "{}: `grimoire {}`: {why}; it printed:\n{text}",
                c.place,
                args.join(" ")
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The checker itself: a claim whose line is not printed, or printed out of order, fails.
#[test]
fn a_line_not_printed_or_out_of_order_is_a_mismatch() {
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    let printed = ["a", "b", "c", "d"];
    assert_eq!(mismatch(&s(&["a", "b"]), &printed), None);
    assert_eq!(mismatch(&s(&["…", "c", "d"]), &printed), None);
    assert!(
        mismatch(&s(&["b"]), &printed).is_some(),
        "b is not the first line"
    );
    assert!(mismatch(&s(&["…", "d", "c"]), &printed).is_some());
    assert!(mismatch(&s(&["a", "x"]), &printed).is_some());
}
