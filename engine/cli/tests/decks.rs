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

/// 103, 182, 183: what each list of a deck may hold, on invented cards
/// (fixtures/deck-slots): a token in no list — beside a card of the same name it is the token
/// that is refused, not the count of the name —, no card of a type the list does not take, a
/// chosen champion that is a champion unit with the legend's tag. Each refusal at its entry.
#[test]
fn each_list_takes_only_its_cards_and_no_token() {
    let (code, out) = run(&["check", "engine/cli/tests/fixtures/deck-slots"]);
    assert_eq!(code, 2, "{out}");
    let dir = "engine/cli/tests/fixtures/deck-slots/decks";
    let expect = [
        (
            "jetons.toml:5:36",
            "`friche-jeton` (« Friche ») is a token: tokens are not cards and go in no deck; \
             effects make them during play (182, 183)",
        ),
        (
            "jetons.toml:21:1",
            "`bobine-jeton` (« Bobine ») is a token: tokens are not cards and go in no deck; \
             effects make them during play (182, 183)",
        ),
        (
            "jetons.toml:26:1",
            "`eclat-jeton` (« Éclat ») is a token: tokens are not cards and go in no deck; \
             effects make them during play (182, 183)",
        ),
        (
            "mauvais-types.toml:3:10",
            "`tisseuse-vive` is a unit, but `legend` names the deck's legend (103.1)",
        ),
        (
            "mauvais-types.toml:4:12",
            "`navette-doree` is a gear, but `champion` names a champion unit (103.2.a)",
        ),
        (
            "mauvais-types.toml:5:36",
            "`fileur` is a unit, but `battlefields` lists battlefields (103.4)",
        ),
        (
            "mauvais-types.toml:20:1",
            "`la-tisseuse` is a legend, but the main deck holds units, spells and gear (103.2)",
        ),
        (
            "mauvais-types.toml:21:1",
            "`metier-a-tisser` is a battlefield, but the main deck holds units, spells and gear \
             (103.2)",
        ),
        (
            "mauvais-types.toml:19:1",
            "`rune-des-fils` is a rune, but the main deck holds units, spells and gear (103.2)",
        ),
        (
            "mauvais-types.toml:26:1",
            "`salle-des-fils` is a battlefield, but the rune deck holds runes only (103.3.a)",
        ),
        (
            "champion-signature.toml:4:12",
            "`fil-de-la-tisseuse` cannot be the chosen champion: it is a signature unit, and a \
             signature card is never a champion (103.2.d.3); the chosen champion is a champion \
             unit with a tag of the legend (Tisseuse) (103.2.a.2)",
        ),
        (
            "champion-et-signature.toml:5:12",
            "`tisseuse-signee` cannot be the chosen champion: it is a signature unit, and a \
             signature card is never a champion (103.2.d.3); the chosen champion is a champion \
             unit with a tag of the legend (Tisseuse) (103.2.a.2)",
        ),
        (
            "champion-etranger.toml:4:12",
            "`forgeron-errant` cannot be the chosen champion: it has no tag of the legend \
             (Tisseuse) (103.2.a.2)",
        ),
        (
            "champion-ordinaire.toml:4:12",
            "`fileur` cannot be the chosen champion: it is not a champion unit; the chosen \
             champion is a champion unit with a tag of the legend (Tisseuse) (103.2.a.2)",
        ),
    ];
    for (at, message) in expect {
        let line = format!("{dir}/{at}: error: {message}");
        assert!(
            out.lines().any(|l| l == line),
            "missing\n{line}\nin:\n{out}"
        );
    }
    // Where such a card goes instead.
    for help in [
        "help: take it out of this deck",
        "help: a rune goes under [runes]",
        "help: a legend goes in `legend`",
        "help: a battlefield goes in `battlefields`",
        "help: a unit goes under [main]",
    ] {
        assert!(out.contains(help), "missing {help} in:\n{out}");
    }
    // The token beside « Bobine » is refused as a token, not counted with the card.
    assert!(!out.contains("copies of « Bobine »"), "{out}");
    assert!(
        !out.contains("legale.toml"),
        "the legal deck has no error:\n{out}"
    );
}
