//! Deck building (103, 825): the starter decks are legal; a deck breaking every rule gets one
//! located diagnostic per broken rule.

mod common;

fn run(args: &[&str]) -> (i32, String) {
    let out = common::grimoire(args);
    (out.status.code().unwrap_or(-1), common::stdout(&out))
}

#[test]
fn the_starter_decks_are_legal() {
    let (code, out) = run(&["check"]);
    assert_eq!(code, 0, "{out}");
    // Riftbound's four decks; its example pack in packs/ loads too and has none.
    assert!(out.contains(", 4 decks in 2 pack(s)"), "{out}");
}

/// Counts too large for the rules must not wrap around: two rune counts whose u32 sum is 12.
#[test]
fn rune_counts_that_would_wrap_around_are_refused() {
    let (code, out) = run(&["check", "engine/cli/tests/fixtures/wrapping-runes"]);
    assert_eq!(code, 2, "{out}");
    let file = "engine/cli/tests/fixtures/wrapping-runes/decks/runes-en-boucle.toml";
    assert!(
        out.contains(&format!(
            "{file}:1:1: error: the rune deck has 4294967308 runes; it needs exactly 12 (103.3.a)"
        )),
        "{out}"
    );
}

#[test]
fn every_deck_building_rule_is_reported_at_its_entry() {
    let (code, out) = run(&["check", "engine/cli/tests/fixtures/bad-deck"]);
    assert_eq!(code, 2, "{out}");
    let file = "engine/cli/tests/fixtures/bad-deck/decks/trop-court.toml";
    for (line_col, rule) in [
        ("1:1", "(103.2)"),
        ("1:1", "(103.3.a)"),
        ("1:1", "(480.4.a, 103.4.c)"),
        ("3:12", "(103.2.a.2)"),
        ("3:12", "outside the legend's identity (103.1.b)"),
        ("7:1", "at most 3 (103.2.b)"),
        ("8:1", "outside the legend's identity (103.1.b)"),
        ("13:1", "outside the legend's identity (103.1.b)"),
    ] {
        let found = out
            .lines()
            .any(|l| l.starts_with(&format!("{file}:{line_col}: error:")) && l.contains(rule));
        assert!(found, "missing {line_col} {rule} in:\n{out}");
    }
}

/// 825.2.a–b: a Unique card once per name, a Unique signature card too, while three signature
/// cards in all stay legal.
#[test]
fn unique_cards_are_limited_to_one_signature_cards_included() {
    let (code, out) = run(&["check", "engine/cli/tests/fixtures/unique-deck"]);
    assert_eq!(code, 2, "{out}");
    let bad = "engine/cli/tests/fixtures/unique-deck/decks/doublons-uniques.toml";
    for (line_col, what) in [
        (
            "9:1",
            "2 copies of « Sabre de la Capitaine »: at most 1 (825.2.a; a signature card too, 825.2.b)",
        ),
        ("11:1", "2 copies of « Trésor maudit »: at most 1 (825.2.a)"),
    ] {
        let found = out
            .lines()
            .any(|l| l.starts_with(&format!("{bad}:{line_col}: error:")) && l.ends_with(what));
        assert!(found, "missing {line_col} {what} in:\n{out}");
    }
    assert!(
        out.contains("2 error(s)"),
        "only the two copies are wrong (three signature cards, 825.2.b):\n{out}"
    );
    assert!(
        !out.contains("signatures-uniques.toml"),
        "the legal deck has no error:\n{out}"
    );
}
