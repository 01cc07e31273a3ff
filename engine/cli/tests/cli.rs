//! The `grimoire` binary, run from the repository root as a designer or tester would run it:
//! exit codes, `file:line:col` of load errors, did-you-mean help, and pinned reports.

mod common;

use common::*;

#[test]
fn check_points_at_a_misspelt_key() {
    let out = grimoire(&["check", "engine/cli/tests/fixtures/bad-key"]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(2), "{text}");
    // cards.toml line 8 is `cots = "[2]"`: the key starts the line.
    assert!(
        text.contains(
            "engine/cli/tests/fixtures/bad-key/cards/cards.toml:8:1: error: unknown field `cots`"
        ),
        "{text}"
    );
    assert!(text.starts_with("base game: .\n"), "{text}");
    assert!(text.ends_with("1 error(s)\n"), "{text}");
    snapshot("check-bad-key", &text);
}

#[test]
fn check_points_at_a_bad_cost_symbol() {
    let out = grimoire(&["check", "engine/cli/tests/fixtures/bad-cost"]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(2), "{text}");
    // cards.toml line 8 is `cost = "[2][X]"`: `[X]` starts at column 12.
    assert!(
        text.contains(
            "engine/cli/tests/fixtures/bad-cost/cards/cards.toml:8:12: error: bad cost `[2][X]`"
        ),
        "{text}"
    );
    assert!(text.ends_with("1 error(s)\n"), "{text}");
    snapshot("check-bad-cost", &text);
}

#[test]
fn check_of_the_repository_is_clean() {
    let out = grimoire(&["check"]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.first(), Some(&"base game: ."), "{text}");
    // Every base game: a `game:` line, then its verdict. Each game loads its base game and
    // the example pack for it in packs/ (presage-entrave, debordement).
    let games: Vec<&str> = lines
        .iter()
        .filter_map(|l| l.strip_prefix("game: "))
        .collect();
    assert!(games.contains(&"riftbound"), "{text}");
    assert_eq!(lines.len(), 1 + 2 * games.len(), "{text}");
    for pair in lines[1..].chunks(2) {
        assert!(pair[0].starts_with("game: "), "{text}");
        assert!(
            pair[1].starts_with("ok: ") && pair[1].ends_with(" in 2 pack(s)"),
            "{text}"
        );
    }
}

/// `grimoire coverage` reports the Core Rules' examples beside the clauses: every one shown by a
/// scenario or explained, none uncovered, and the repository's lists agree.
#[test]
fn coverage_of_the_repository_counts_the_rules_examples() {
    let out = grimoire(&["coverage"]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}");
    let line = text
        .lines()
        .find(|l| l.starts_with("riftbound: ") && l.contains("rules examples"))
        .unwrap_or_else(|| panic!("no examples line: {text}"));
    assert!(line.ends_with(", 0 uncovered"), "{line}");
    assert!(!text.contains("uncovered example"), "{text}");
    // Every clause a scenario names is tied to a step that shows it, in both games.
    assert!(!text.contains(": weak "), "{text}");
    for g in ["duel", "riftbound"] {
        assert!(
            text.lines()
                .any(|l| l.starts_with(&format!("{g}: ")) && l.contains("(0 weak)")),
            "{text}"
        );
    }
    assert!(!text.contains("(examples.toml)"), "{text}");
}

#[test]
fn check_of_a_missing_pack_is_bad_input() {
    let out = grimoire(&["check", "engine/cli/tests/fixtures/no-such-pack"]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(2), "{text}");
    assert!(
        text.contains("engine/cli/tests/fixtures/no-such-pack:1:1: error:"),
        "{text}"
    );
}

#[test]
fn explain_prints_fields_and_records() {
    let out = grimoire(&[
        "explain",
        "sentinelle-d-essai",
        "engine/cli/tests/fixtures/explain",
    ]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{}{text}", stderr(&out));
    snapshot("explain-sentinelle", &text);
}

#[test]
fn explain_json_gives_the_records() {
    let out = grimoire(&[
        "explain",
        "explain:sentinelle-d-essai",
        "engine/cli/tests/fixtures/explain",
        "--json",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("valid JSON");
    assert_eq!(v["id"], "sentinelle-d-essai");
    assert_eq!(v["abilities"][0]["kind"], "keywords");
    assert_eq!(v["abilities"][1]["instruction"]["mentions"][0]["value"], 3);
}

#[test]
fn explain_of_an_unknown_card_suggests_a_near_id() {
    let out = grimoire(&[
        "explain",
        "sentinelle-d-esai",
        "engine/cli/tests/fixtures/explain",
    ]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("unknown card `sentinelle-d-esai`"), "{err}");
    assert!(err.contains("did you mean `sentinelle-d-essai`"), "{err}");
    assert!(stdout(&out).is_empty());
}

#[test]
fn run_of_a_missing_file_is_bad_input() {
    let out = grimoire(&["run", "scenarios/no-such-scenario.toml"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out)
            .contains("scenarios/no-such-scenario.toml:1:1: error: cannot read scenario file")
    );
    let text = stdout(&out);
    assert!(text.ends_with("\n0 passed, 1 failed\n"), "{text}");
}

/// docs/api/<game>.md is what `grimoire api` prints: the reference in the repository is the
/// one the code keeps beside its registrations (regenerate with `grimoire api --game G >
/// docs/api/G.md`).
#[test]
fn the_api_reference_in_docs_is_generated() {
    for game in ["riftbound", "duel"] {
        let out = grimoire(&["--game", game, "api"]);
        assert_eq!(out.status.code(), Some(0));
        let path = std::path::Path::new(ROOT).join(format!("docs/api/{game}.md"));
        let file = std::fs::read_to_string(&path).expect("docs/api/<game>.md");
        assert!(
            stdout(&out) == file,
            "{} differs from `grimoire --game {game} api`: regenerate it",
            path.display()
        );
        assert!(file.contains("| `ctx.draw(n)` |"), "{file}");
    }
}
