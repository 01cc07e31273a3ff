//! `expect refused "<words>"` and `expect fails [<kind>] ["<words>"]`: each form parses, prints
//! back, and a malformed quote is an error at its word.

use super::{Step, parse_step};
use grimoire_core::scenario::failure::{Expected, FailureKind as K};

fn expected(kind: Option<K>, words: Option<&str>) -> Expected {
    Expected {
        kind,
        words: words.map(str::to_string),
    }
}

#[test]
fn every_expected_failure_form_parses_and_prints_back() {
    let cases = [
        ("expect fails resolve", expected(None, None)),
        (
            "expect fails \"no such card\" resolve",
            expected(None, Some("no such card")),
        ),
        (
            "expect fails script fault resolve",
            expected(Some(K::ScriptFault), None),
        ),
        (
            "expect fails rules error \"(803)\" resolve",
            expected(Some(K::RulesError), Some("(803)")),
        ),
        (
            "expect fails script fault \"Stack overflow\" resolve",
            expected(Some(K::ScriptFault), Some("Stack overflow")),
        ),
    ];
    for (text, e) in cases {
        assert_eq!(
            parse_step(text),
            Ok(Step::ExpectFails(e, Box::new(Step::Resolve))),
            "{text}"
        );
        assert_eq!(parse_step(text).unwrap().to_string(), text);
    }
    let refused = parse_step("expect refused \"(822.3)\" p1 pass").unwrap();
    assert_eq!(
        refused,
        Step::ExpectFails(
            expected(Some(K::Refused), Some("(822.3)")),
            Box::new(Step::Pass { player: 0 })
        )
    );
    assert_eq!(refused.to_string(), "expect refused \"(822.3)\" p1 pass");
    // `expect fails refused` is the same check as `expect refused`, spelt out.
    assert_eq!(
        parse_step("expect fails refused p2 pass")
            .unwrap()
            .to_string(),
        "expect fails refused p2 pass"
    );
}

#[test]
fn malformed_expected_failures_say_what_was_expected() {
    let cases = [
        ("expect fails \"never closed resolve", 13, "never closes"),
        (
            "expect fails \"x\"resolve",
            16,
            "a space after the closing quote",
        ),
        ("expect fails \" \" resolve", 13, "empty"),
        ("expect fails refused resolve", 21, "expected a player step"),
        ("expect refused \"x\" resolve", 19, "expected a player step"),
        ("expect fails script fault", 25, "expected a step"),
    ];
    for (text, at, msg) in cases {
        let e = parse_step(text).expect_err(text);
        assert_eq!(e.at, at, "{text}: {e:?}");
        assert!(e.message.contains(msg), "{text}: {e:?}");
    }
}
