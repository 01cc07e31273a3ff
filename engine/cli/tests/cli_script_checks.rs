//! Scripts checked at load against the card API, one fixture pack a class of mistake
//! (engine/cli/tests/fixtures/script-checks/): `grimoire check` exits 2 on each, the message is
//! at the script's file, line and column, in a designer's words, with the source line under it.
//! A script error found only in play reads in the same words.

mod common;

use common::*;

const DIR: &str = "engine/cli/tests/fixtures/script-checks";

/// `grimoire check` on fixture `name`: exit 2, and the report.
fn check_fails(name: &str) -> String {
    let out = grimoire(&["check", &format!("{DIR}/{name}")]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(2), "{text}");
    text
}

/// The first line of the diagnostic at `at` (`line:col`) in the fixture's script, and its help.
fn diagnostic(text: &str, name: &str, at: &str) -> (String, Option<String>) {
    let head = format!("{DIR}/{name}/scripts/cards/sort-fautif.rhai:{at}: error: ");
    let mut lines = text.lines().skip_while(|l| !l.starts_with(&head));
    let first = lines
        .next()
        .unwrap_or_else(|| panic!("no error at {at}:\n{text}"));
    let help = lines
        .take_while(|l| !l.contains(": error: ") && !l.ends_with("error(s)"))
        .find_map(|l| l.strip_prefix("  help: ").map(String::from));
    (first[head.len()..].to_string(), help)
}

#[test]
fn an_unknown_function_names_the_nearest() {
    let text = check_fails("unknown-function");
    assert_eq!(
        diagnostic(&text, "unknown-function", "4:9"),
        (
            "`ctx.drow` is not a function of the card API".into(),
            Some("did you mean `draw`?".into())
        )
    );
    assert!(text.ends_with("1 error(s)\n"), "{text}");
}

#[test]
fn a_wrong_argument_count_shows_what_the_function_takes() {
    let text = check_fails("argument-count");
    assert_eq!(
        diagnostic(&text, "argument-count", "4:9"),
        (
            "`ctx.draw` takes 1 argument, not 0: ctx.draw(number)".into(),
            None
        )
    );
}

#[test]
fn a_literal_of_the_wrong_kind_is_named_in_words() {
    let text = check_fails("argument-kind");
    assert_eq!(
        diagnostic(&text, "argument-kind", "4:14"),
        (
            "argument 1 of `ctx.draw` is a number, not text: ctx.draw(number)".into(),
            None
        )
    );
    for rust in ["i64", "ImmutableString", "Ctx", "&str"] {
        assert!(!text.contains(rust), "{text}");
    }
}

#[test]
fn an_unknown_option_key_is_pointed_at() {
    let text = check_fails("option-key");
    assert_eq!(
        diagnostic(&text, "option-key", "4:27"),
        (
            "unknown key `wat` in the options of `ctx.choose_targets`: it takes what, from, side, at, \
             count, up_to, max_might, min_might, exhausted, other, buffed, damaged, stunned, combat, \
             tag, not_tag, max_energy, max_power"
                .into(),
            Some("did you mean `at` or `what`?".into())
        )
    );
}

#[test]
fn an_unknown_keyword_name_names_the_nearest() {
    let text = check_fails("keyword-name");
    assert_eq!(
        diagnostic(&text, "keyword-name", "4:32"),
        (
            "unknown keyword `Tnak` in `ctx.has_keyword`".into(),
            Some("did you mean `Tank`?".into())
        )
    );
}

/// The duel's card API goes through the same checks: its keywords (with their number), its
/// filters, its functions.
#[test]
fn the_duel_api_is_checked_the_same_way() {
    let text = check_fails("duel-mistakes");
    assert!(text.contains("game: duel"), "{text}");
    assert_eq!(
        diagnostic(&text, "duel-mistakes", "4:23"),
        (
            "unknown word \"creture\" for `ctx.choose_target`: it takes \"creature\", \
             \"my_creature\", \"opponent_creature\", \"player\", \"opponent\", \"any\", \"spell\", \
             \"ability\", \"spell_or_ability\", \"artifact_or_enchantment\", \"my_equipment\", \
             \"permanent\""
                .into(),
            Some("did you mean `creature`?".into())
        )
    );
    assert_eq!(
        diagnostic(&text, "duel-mistakes", "8:30"),
        (
            "unknown keyword `Couarge` in `ctx.grant`".into(),
            Some("did you mean `Courage`?".into())
        )
    );
    assert_eq!(
        diagnostic(&text, "duel-mistakes", "9:9").0,
        "`ctx.drow` is not a function of the card API"
    );
    assert!(text.ends_with("3 error(s)\n"), "{text}");
    // The whole report, source lines and carets included.
    snapshot("check-script-mistakes-duel", &text);
}

/// The source line follows the first line, with carets under the token at the column.
#[test]
fn the_source_line_and_a_caret_follow_the_message() {
    let text = check_fails("unknown-function");
    let lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.contains(": error: "))
        .expect("an error line");
    assert_eq!(lines[at + 1], "  |");
    assert_eq!(lines[at + 2], "4 |     ctx.drow(1);");
    assert_eq!(lines[at + 3], "  |         ^^^^");
    assert_eq!(lines[at + 4], "  help: did you mean `draw`?");
}

/// A mistake the checks cannot see before play (a value held in a variable) fails in play with
/// the same words: "text", not Rhai's `&str | ImmutableString | String`.
#[test]
fn a_script_error_in_play_reads_in_the_same_words() {
    let clean = grimoire(&["check", &format!("{DIR}/runtime-kind")]);
    assert_eq!(clean.status.code(), Some(0), "{}", stdout(&clean));
    let out = grimoire(&[
        "run",
        "engine/cli/tests/fixtures/scenarios/runtime-words.toml",
    ]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(
        text.contains(
            "script-checks/runtime-kind/scripts/cards/pioche-fautive.rhai:6:9: script error in \
             card `pioche-fautive`: in `resolve`: `ctx.draw` cannot take (text)"
        ),
        "{text}"
    );
    assert!(!text.contains("ImmutableString"), "{text}");
}
