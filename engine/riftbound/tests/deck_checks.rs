//! Deck checks in scenario files (`[[deck_check]]`, docs/SCENARIOS.md): what the file says is
//! read at its positions; the deck is judged by the deck files' rules (103), a check whose
//! expectation is not met fails the run, and a table that is no deck is bad input at its
//! file, line and column.

mod common;

use grimoire_core::diag::Diagnostic;
use grimoire_core::scenario::run::{Outcome, run};
use grimoire_riftbound::Riftbound;
use grimoire_riftbound::script::ScriptHost;
use std::path::Path;

type Scenario = grimoire_core::scenario::Scenario<Riftbound>;

fn parse(src: &str) -> Result<Scenario, Vec<Diagnostic>> {
    grimoire_core::scenario::parse_scenario::<Riftbound>(Path::new("t.toml"), src)
}

fn messages(e: &[Diagnostic]) -> Vec<String> {
    e.iter()
        .map(|d| format!("{}:{}: {}", d.location.line, d.location.col, d.message))
        .collect()
}

/// Runs `src` as a scenario of the base game.
fn ran(src: &str) -> Result<Outcome, Vec<Diagnostic>> {
    let host = ScriptHost::new();
    let loaded = common::base(&host);
    let scn = parse(src).unwrap_or_else(|e| panic!("{:?}", messages(&e)));
    run(&scn, &loaded, &host)
}

const HEAD: &str = "title = \"t\"\nrules = [\"103.2.b\"]\n";

/// A legal deck of the base game led by L'Artificière (cards/riftbound/construction.toml),
/// its chosen champion and `extra` under its main deck.
fn deck(expect: &str, extra: &str) -> String {
    format!(
        "[[deck_check]]\n{expect}\nlegend = \"l-artificiere\"\nchampion = \
         \"artificiere-incendiaire\"\nbattlefields = [\"pont-du-vide\", \"port-des-brumes\", \
         \"col-venteux\"]\nrunes = {{ rune-fureur = 6, rune-chaos = 6 }}\n[deck_check.main]\n\
         officier-pirate = 3\nfendoir = 3\ntrait-de-feu = 3\nbrute-des-docks = 3\npillard = 3\n\
         veilleur-du-crepuscule = 3\ngardien-des-cendres = 3\nombre-furtive = 3\nrecrue = 3\n\
         corsaire-vorace = 3\nlame-du-chaos = 3\neclaireur-des-vents = 3\n{extra}\n"
    )
}

#[test]
fn a_file_of_deck_checks_only_parses_and_plays_no_game() {
    let src = format!(
        "{HEAD}{}{}",
        deck("legal = true", "apprentie-artificiere = 3"),
        deck(
            "rules = [\"103.2.b\"]\nrefused = \"(103.2.b)\"",
            "artificiere-incendiaire = 3"
        )
    );
    let s = parse(&src).unwrap_or_else(|e| panic!("{:?}", messages(&e)));
    assert!(!s.plays);
    assert!(s.steps.is_empty());
    let checks: Vec<_> = s
        .deck_checks
        .iter()
        .map(|c| (c.index, c.loc.line, c.refused.as_deref(), c.rules.len()))
        .collect();
    assert_eq!(checks, [(0, 3, None, 0), (1, 23, Some("(103.2.b)"), 1)]);
    let out = ran(&src).unwrap_or_else(|e| panic!("{:?}", messages(&e)));
    assert_eq!(out.failure, None, "{:?}", out.trace);
    assert_eq!(
        out.trace,
        [
            "> deck check (line 3): expect legal",
            "  the deck is legal",
            "> deck check (line 23): expect refused \"(103.2.b)\"",
            "  refused at 27:12: 4 copies of « L'Artificière, incendiaire »: at most 3 (103.2.b)",
        ]
    );
    assert_eq!(out.summary, "no game: the file has deck checks only\n");
}

#[test]
fn a_check_the_rules_do_not_bear_out_fails_the_run() {
    // A legal deck expected refused, a refused deck expected legal, a refusal without the words.
    for (expect, extra, why) in [
        (
            "refused = \"(103.2.b)\"",
            "apprentie-artificiere = 3",
            "expected the deck to be refused, but the deck-building rules accept it",
        ),
        (
            "legal = true",
            "artificiere-incendiaire = 3",
            "expected a legal deck, but the deck-building rules refuse it",
        ),
        (
            "refused = \"(103.2.a.2)\"",
            "artificiere-incendiaire = 3",
            "expected a refusal containing \"(103.2.a.2)\", but none does",
        ),
    ] {
        let out = ran(&format!("{HEAD}{}", deck(expect, extra))).expect("good input");
        let failure = out.failure.expect("the check fails");
        assert_eq!(failure, format!("t.toml:3:1: deck check: {why}"));
        assert_eq!(
            out.trace.last().map(String::as_str),
            Some(format!("  deck check failed: {why}").as_str())
        );
    }
    // With a game after it: the steps are not played.
    let src = format!(
        "{HEAD}{}[setup]\n[setup.p1]\nhand = [\"recrue\"]\n[run]\nsteps = [\"expect p1 hand 1\"]\n",
        deck("legal = true", "artificiere-incendiaire = 3")
    );
    let out = ran(&src).expect("good input");
    assert!(out.failure.is_some());
    assert!(
        !out.trace.iter().any(|l| l.starts_with("> expect")),
        "{:?}",
        out.trace
    );
}

#[test]
fn a_deck_check_and_a_game_run_one_after_the_other() {
    let src = format!(
        "{HEAD}{}[setup]\n[setup.p1]\nhand = [\"recrue\"]\n[run]\nsteps = [\"expect p1 hand 1\"]\n",
        deck("legal = true", "apprentie-artificiere = 3")
    );
    let out = ran(&src).expect("good input");
    assert_eq!(out.failure, None);
    assert_eq!(
        out.trace,
        [
            "> deck check (line 3): expect legal",
            "  the deck is legal",
            "> expect p1 hand 1"
        ]
    );
}

#[test]
fn a_table_that_is_no_deck_is_bad_input_at_its_key() {
    let src = format!(
        "{HEAD}{}",
        deck("legal = true", "apprentie-artificiere = 3")
            .replace("champion =", "chamion =")
            .replace("fendoir = 3", "fendoir = \"3\"")
    );
    let e = ran(&src).expect_err("bad input");
    let m = messages(&e);
    assert!(m[0].starts_with("6:1: unknown field `chamion`"), "{m:?}");
    assert_eq!(e[0].help.as_deref(), Some("did you mean `champion`?"));
    let src = format!(
        "{HEAD}{}",
        deck("legal = true", "apprentie-artificiere = 3")
            .replace("\"l-artificiere\"", "\"l-artificier\"")
    );
    let e = ran(&src).expect_err("bad input");
    assert_eq!(messages(&e), ["5:10: unknown card `l-artificier`"]);
    let src = format!(
        "{HEAD}{}",
        deck("legal = true", "apprentie-artificiere = 3").replace("fendoir = 3", "fendoir = \"3\"")
    );
    let e = ran(&src).expect_err("bad input");
    assert_eq!(e.len(), 1);
    assert_eq!(
        (e[0].location.line, e[0].location.col),
        (11, 11),
        "{:?}",
        messages(&e)
    );
}

#[test]
fn a_malformed_expectation_is_an_error_at_its_place() {
    let cases = [
        (
            "legal = true\nrefused = \"x\"",
            "4:9: a deck check expects `legal = true` or `refused",
        ),
        ("legal = false", "4:9: `legal` is written `legal = true`"),
        (
            "refused = \" \"",
            "4:11: `refused` names words the refusal contains",
        ),
        (
            "legend = \"x\"",
            "3:1: a deck check says what the rules must say of its deck",
        ),
        (
            "legal = true\nrules = [\"999\"]",
            "5:9: this deck check shows 999, which the file's `rules` does not name",
        ),
    ];
    for (body, want) in cases {
        let e = parse(&format!("{HEAD}[[deck_check]]\n{body}\n")).expect_err(body);
        let m = messages(&e);
        assert!(m.iter().any(|l| l.starts_with(want)), "{body}: {m:?}");
    }
    let e = parse(&format!("{HEAD}deck_check = 3\n")).expect_err("not tables");
    assert!(messages(&e)[0].starts_with("3:14: `deck_check` is a list of tables"));
    let e = parse(&format!("{HEAD}[setup]\n[[deck_check]]\nlegal = true\n")).expect_err("no run");
    assert!(
        messages(&e)
            .iter()
            .any(|m| m.contains("`[setup]` without `[run]`")),
        "{:?}",
        messages(&e)
    );
    let e = parse(HEAD).expect_err("nothing to do");
    assert!(messages(&e)[0].contains("(or `[[deck_check]]` tables)"));
}
