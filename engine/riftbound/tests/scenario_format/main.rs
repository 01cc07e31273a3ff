//! The scenario format (docs/SCENARIOS.md), checked from the outside on Riftbound's setup and
//! verbs: its own example, labels, every step and assertion form, and error positions.

mod failures;
mod tied;

use grimoire_core::diag::{Diagnostic, line_col};
use grimoire_core::scenario::{CardEntry, StepError};
use grimoire_riftbound::Riftbound;
use grimoire_riftbound::scenario::steps::{Assertion as A, RiftStep as RS};
use std::path::{Path, PathBuf};

type Scenario = grimoire_core::scenario::Scenario<Riftbound>;
type Step = grimoire_core::scenario::Step<Riftbound>;

fn load_scenario(path: &Path) -> Result<Scenario, Vec<Diagnostic>> {
    grimoire_core::scenario::load_scenario::<Riftbound>(path)
}

fn parse_scenario(path: &Path, src: &str) -> Result<Scenario, Vec<Diagnostic>> {
    grimoire_core::scenario::parse_scenario::<Riftbound>(path, src)
}

fn parse_step(text: &str) -> Result<Step, StepError> {
    grimoire_core::scenario::parse_step::<Riftbound>(text)
}

fn here() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenario_format")
}

fn parse(src: &str) -> Result<Scenario, Vec<Diagnostic>> {
    parse_scenario(Path::new("t.toml"), src)
}

fn errors(src: &str) -> Vec<Diagnostic> {
    parse(src).expect_err("should not parse")
}

/// `(line, col)` of the `nth` (0-based) occurrence of `needle` in `src`.
fn pos(src: &str, needle: &str, nth: usize) -> (usize, usize) {
    let at = src.match_indices(needle).nth(nth).expect("needle").0;
    line_col(src, at)
}

fn at(d: &Diagnostic) -> (usize, usize) {
    (d.location.line, d.location.col)
}

const HEAD: &str = "title = \"t\"\nrules = [\"1\"]\n";

#[test]
fn the_documented_example_parses() {
    let path = here().join("example.toml");
    let s = load_scenario(&path).unwrap();
    assert_eq!(s.title, "Assaut s'additionne : Fendoir sur Officier pirate");
    assert_eq!((s.rules.clone(), s.seed), (vec!["807.2".to_string()], 7));
    assert_eq!(s.packs, vec![here().join("../packs/demo")]);
    assert_eq!(s.setup.turn, 0);
    assert_eq!(s.setup.places[0].label, "pont-du-vide");
    let [p1, p2] = &s.setup.players[..] else {
        panic!("two players")
    };
    assert_eq!(p1.zone("hand")[0].card, "fendoir");
    let base: Vec<_> = p1
        .zone("base")
        .iter()
        .map(|e| (e.label.as_str(), e.has("exhausted")))
        .collect();
    assert_eq!(
        base,
        [
            ("officier-pirate", false),
            ("rune-fureur", false),
            ("rune-fureur#2", true)
        ]
    );
    let deck: Vec<_> = p1.zone("deck").iter().map(|e| e.label.as_str()).collect();
    assert_eq!(deck, ["recrue", "recrue#2"]);
    let (bf, units) = p2.keyed("battlefield").next().expect("battlefield.<id>");
    assert_eq!(
        (bf, units[0].card.as_str()),
        ("pont-du-vide", "poro-en-armure")
    );
    assert_eq!(
        (
            units[0].label.as_str(),
            p2.number("xp").unwrap_or(0),
            p2.number("points").unwrap_or(0)
        ),
        ("poro", 2, 0)
    );
    assert_eq!(s.steps.len(), 6);
    let first = &s.steps[0];
    assert_eq!((first.loc.line, first.loc.col), (22, 3));
    assert_eq!(first.text, "p1 play fendoir target officier-pirate");
    assert_eq!(
        s.steps[2].step,
        Step::Expect(A::Has("officier-pirate".into(), "Assaut".into(), Some(4)))
    );
    assert_eq!(
        s.steps[4].step,
        Step::Rules(RS::Assign {
            player: 0,
            parts: vec![(3, "poro".into())]
        })
    );
    assert_eq!(p1.zone("base")[2].loc.line, 13);
}

#[test]
fn automatic_labels_follow_file_order_and_skip_explicit_ones() {
    let src = format!(
        "{HEAD}[setup.p1]\nhand = [\"recrue\", \"recrue\"]\n[setup.p2]\n\
         deck = [\"recrue\", \"garde as recrue#2\", \"recrue exhausted damage 2 buffed\"]\n\
         [run]\nsteps = []\n"
    );
    let s = parse(&src).unwrap();
    let labels =
        |z: &[CardEntry]| -> Vec<String> { z.iter().map(|e| e.label.to_string()).collect() };
    assert_eq!(
        labels(s.setup.players[0].zone("hand")),
        ["recrue", "recrue#3"]
    );
    assert_eq!(
        labels(s.setup.players[1].zone("deck")),
        ["recrue#4", "recrue#2", "recrue#5"]
    );
    let last = &s.setup.players[1].zone("deck")[2];
    assert!(last.has("exhausted") && last.has("buffed") && last.number("damage") == 2);
}

#[test]
fn a_colliding_as_label_is_an_error_at_the_second_entry() {
    let src = format!(
        "{HEAD}[setup.p1]\nbase = [\"recrue as r\"]\n[setup.p2]\nbase = [\"garde as r\"]\n\
         [run]\nsteps = []\n"
    );
    let e = errors(&src);
    assert_eq!(e.len(), 1, "{e:?}");
    assert_eq!(at(&e[0]), pos(&src, "\"garde", 0));
    assert!(
        e[0].message
            .contains("label `r` is already used by the entry at t.toml:4:9")
    );
}

#[test]
fn unknown_keys_are_errors_naming_the_allowed_keys() {
    let src = format!(
        "{HEAD}sede = 3\n[setup]\ntrun = \"p1\"\n[setup.p1]\nhnad = []\n\
         battlefield.nowhere = []\n[run]\nsteps = []\nstep = []\n"
    );
    let e = errors(&src);
    let found: Vec<_> = e.iter().map(|d| (at(d), d.message.clone())).collect();
    assert_eq!(found.len(), 5, "{found:#?}");
    assert_eq!(found[0].0, (3, 1));
    assert!(found[0].1.contains("unknown key `sede`") && found[0].1.contains("seed, packs"));
    assert_eq!(found[1].0, (5, 1));
    assert!(found[1].1.contains("`trun`") && found[1].1.contains("turn, battlefields"));
    assert_eq!(found[2].0, (7, 1));
    assert!(found[2].1.contains("`hnad`") && found[2].1.contains("rune_deck"));
    assert_eq!(found[3].0, (11, 1));
    assert!(found[3].1.contains("`step`") && found[3].1.contains("steps"));
    assert_eq!(found[4].0, (8, 13));
    assert!(
        found[4]
            .1
            .contains("`nowhere` is not one of `[setup] battlefields`")
    );
}

#[test]
fn missing_required_keys_and_bad_values_are_reported() {
    let e = errors("rules = []\nseed = -1\n");
    let msgs: Vec<_> = e.iter().map(|d| d.message.as_str()).collect();
    assert!(
        msgs.iter()
            .any(|m| m.contains("missing required key `title`"))
    );
    assert!(msgs.iter().any(|m| m.contains("at least one rule")));
    assert!(msgs.iter().any(|m| m.contains("`seed` must be an integer")));
    assert!(msgs.iter().any(|m| m.contains("`[run]`")));
    let e = errors("title = \"t\"\nrules = [\"1\"\n");
    assert_eq!(
        e[0].location.line, 2,
        "toml syntax errors keep their position: {e:?}"
    );
}

/// `examples` names rule examples by their clause (`#n` for the n-th of several), each under a
/// clause the file names in `rules`: a file showing an example checks its clause.
#[test]
fn examples_name_their_clause_in_rules() {
    let ok = "title = \"t\"\nrules = [\"709\", \"807.2\"]\nexamples = [\"709#2\", \"807.2\"]\n\
              [run]\nsteps = []\n";
    assert_eq!(parse(ok).unwrap().examples, ["709#2", "807.2"]);
    let src = "title = \"t\"\nrules = [\"709\"]\nexamples = [\"807.2\"]\n[run]\nsteps = []\n";
    let e = errors(src);
    assert_eq!(e.len(), 1, "{e:?}");
    assert_eq!(at(&e[0]), pos(src, "[\"807.2\"]", 0));
    assert!(
        e[0].message
            .contains("807.2 sits under 807.2, which `rules` does not name"),
        "{}",
        e[0].message
    );
    let e =
        errors("title = \"t\"\nrules = [\"709\"]\nexamples = [\"709 ex 2\"]\n[run]\nsteps = []\n");
    assert!(e.iter().any(|d| d.message.contains("`#n`")), "{e:?}");
}

#[test]
fn bad_steps_point_at_the_word_and_all_are_collected() {
    let src = format!(
        "{HEAD}[run]\nsteps = [\n  \"p1 move a, b pont\",\n  \"p1 jump\",\n  \"expect a frobbed\",\n  \
         \"p3 pass\",\n]\n"
    );
    let e = errors(&src);
    assert_eq!(e.len(), 4, "{e:#?}");
    assert_eq!(at(&e[0]), pos(&src, "pont", 0));
    assert_eq!(
        e[0].message,
        "expected `to <location>` after the units of `move`"
    );
    assert_eq!(at(&e[1]), pos(&src, "jump", 0));
    assert!(e[1].message.contains("unknown verb `jump`"));
    assert!(
        e[1].message
            .contains("play, activate, move, hide, pass, choose, assign")
    );
    assert_eq!(at(&e[2]), pos(&src, "frobbed", 0));
    assert!(e[2].message.contains("might <n>"));
    assert_eq!(at(&e[3]), pos(&src, "\"p3", 0));
    assert!(e[3].message.contains("`p3` is not in this game"));
}

#[test]
fn entry_errors_point_inside_the_string_even_after_escapes() {
    let src = format!(
        "{HEAD}[setup.p1]\nbase = [\"recrue as x bogus\", \"r\\u00e9crue sideways\", \
         'lit on'] \n[run]\nsteps = []\n"
    );
    let e = errors(&src);
    assert_eq!(e.len(), 3, "{e:#?}");
    assert_eq!(at(&e[0]), pos(&src, "bogus", 0));
    assert!(e[0].message.contains("unknown word `bogus`") && e[0].message.contains("buffed"));
    assert_eq!(at(&e[1]), pos(&src, "sideways", 0));
    assert_eq!(at(&e[2]), pos(&src, "'] ", 0));
    assert_eq!(e[2].message, "expected a label after `on`");
}

#[test]
fn on_must_name_a_label_and_more_players_come_from_tables() {
    let src = format!(
        "{HEAD}[setup]\nturn = \"p3\"\n[setup.p3]\nbase = [\"lame on guerrier\", \"guerrier\"]\n\
         facedown.pont = \"piege\"\n[run]\nsteps = [\"p3 pass\"]\n"
    );
    let e = errors(&src);
    assert_eq!(e.len(), 1, "{e:#?}");
    assert!(e[0].message.contains("`pont` is not one of"));
    let ok = src.replace("turn = \"p3\"", "turn = \"p3\"\nbattlefields = [\"pont\"]");
    let s = parse(&ok).unwrap();
    assert_eq!((s.setup.players.len(), s.setup.turn), (3, 2));
    assert_eq!(
        s.setup.players[2].zone("base")[0].on.as_deref(),
        Some("guerrier")
    );
    assert_eq!(
        s.setup.players[2]
            .keyed("facedown")
            .next()
            .expect("facedown")
            .1[0]
            .label,
        "piege"
    );
    let bad = ok.replace("on guerrier", "on guerier");
    let e = errors(&bad);
    assert_eq!(at(&e[0]), pos(&bad, "guerier", 0));
}

#[test]
fn every_step_form_parses_and_prints_back() {
    let s = |x: &[&str]| x.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let cases = [
        (
            "p1 play fendoir",
            Step::Rules(RS::Play {
                player: 0,
                card: "fendoir".into(),
                at: None,
                targets: vec![],
                mode: None,
                with: vec![],
                hidden: false,
            }),
        ),
        (
            "p2 play sort at pont target a, b mode 2 with Accélération, Expert en armes hidden",
            Step::Rules(RS::Play {
                player: 1,
                card: "sort".into(),
                at: Some("pont".into()),
                targets: s(&["a", "b"]),
                mode: Some(2),
                with: s(&["Accélération", "Expert en armes"]),
                hidden: true,
            }),
        ),
        (
            "p1 activate lame Équiper target g",
            Step::Rules(RS::Activate {
                player: 0,
                card: "lame".into(),
                ability: "Équiper".into(),
                targets: s(&["g"]),
            }),
        ),
        (
            "p1 activate lame 2",
            Step::Rules(RS::Activate {
                player: 0,
                card: "lame".into(),
                ability: "2".into(),
                targets: vec![],
            }),
        ),
        (
            "p1 move a, b to base",
            Step::Rules(RS::Move {
                player: 0,
                units: s(&["a", "b"]),
                to: "base".into(),
            }),
        ),
        (
            "p2 hide piege at pont",
            Step::Rules(RS::Hide {
                player: 1,
                card: "piege".into(),
                at: "pont".into(),
            }),
        ),
        ("p2 pass", Step::Pass { player: 1 }),
        (
            "p1 choose yes",
            Step::Choose {
                player: 0,
                options: s(&["yes"]),
            },
        ),
        (
            "p1 choose a, 2",
            Step::Choose {
                player: 0,
                options: s(&["a", "2"]),
            },
        ),
        (
            "p1 assign 3 to poro, 1 to b",
            Step::Rules(RS::Assign {
                player: 0,
                parts: vec![(3, "poro".into()), (1, "b".into())],
            }),
        ),
        ("resolve", Step::Resolve),
        ("end turn", Step::EndTurn),
        (
            "expect refused p1 move a to base",
            Step::ExpectRefused(Box::new(Step::Rules(RS::Move {
                player: 0,
                units: s(&["a"]),
                to: "base".into(),
            }))),
        ),
        (
            "expect refused p2 play x target y",
            Step::ExpectRefused(Box::new(Step::Rules(RS::Play {
                player: 1,
                card: "x".into(),
                at: None,
                targets: s(&["y"]),
                mode: None,
                with: vec![],
                hidden: false,
            }))),
        ),
    ];
    for (text, step) in cases {
        assert_eq!(parse_step(text), Ok(step.clone()), "{text}");
        assert_eq!(step.to_string(), text);
    }
    // Commas may hug either word; the printed form normalizes them.
    assert_eq!(
        parse_step("p1 move a,b  to base").unwrap().to_string(),
        "p1 move a, b to base"
    );
}

#[test]
fn every_assertion_form_parses_and_prints_back() {
    let l = |x: &str| x.to_string();
    let cases = [
        ("x might -2", A::Might(l("x"), -2)),
        ("x in trash", A::In(l("x"), l("trash"))),
        ("x exhausted", A::Exhausted(l("x"))),
        ("x ready", A::Ready(l("x"))),
        ("x damage 3", A::Damage(l("x"), 3)),
        ("x has Assaut 4", A::Has(l("x"), l("Assaut"), Some(4))),
        (
            "x has Expert en armes",
            A::Has(l("x"), l("Expert en armes"), None),
        ),
        (
            "x has Répétition -1",
            A::Has(l("x"), l("Répétition"), Some(-1)),
        ),
        (
            "x lacks Expert en armes",
            A::Lacks(l("x"), l("Expert en armes")),
        ),
        ("x attached to y", A::AttachedTo(l("x"), l("y"))),
        ("p1 points 3", A::Points(0, 3)),
        ("p2 xp 1", A::Xp(1, 1)),
        ("p1 hand 0", A::Hand(0, 0)),
        ("p2 deck 5", A::Deck(1, 5)),
        ("pont controlled by p2", A::ControlledBy(l("pont"), 1)),
        ("pont uncontrolled", A::Uncontrolled(l("pont"))),
        ("chain empty", A::ChainEmpty),
        ("chain 2", A::Chain(2)),
        ("winner p1", A::Winner(0)),
        ("turn p2", A::Turn(1)),
        ("x buffed", A::Buffed(l("x"))),
        ("x unattached", A::Unattached(l("x"))),
        ("x not exhausted", A::Not(Box::new(A::Exhausted(l("x"))))),
        (
            "x not attached to y",
            A::Not(Box::new(A::AttachedTo(l("x"), l("y")))),
        ),
        ("p1 deck top a, b", A::DeckTop(0, vec![l("a"), l("b")])),
        ("p2 deck bottom c", A::DeckBottom(1, l("c"))),
    ];
    for (text, a) in cases {
        let text = format!("expect {text}");
        assert_eq!(parse_step(&text), Ok(Step::Expect(a.clone())), "{text}");
        assert_eq!(Step::Expect(a).to_string(), text);
    }
}

#[test]
fn who_decides_is_a_step_of_its_own() {
    assert_eq!(parse_step("expect p2 decides"), Ok(Step::ExpectDecides(1)));
    assert_eq!(Step::ExpectDecides(1).to_string(), "expect p2 decides");
    // What a player may read of the trace so far.
    let sees = Step::ExpectSees {
        player: 1,
        words: "p1 draws a card".into(),
        sees: true,
    };
    assert_eq!(
        parse_step("expect p2 sees \"p1 draws a card\""),
        Ok(sees.clone())
    );
    assert_eq!(sees.to_string(), "expect p2 sees \"p1 draws a card\"");
    let blind = Step::ExpectSees {
        player: 0,
        words: "fendoir".into(),
        sees: false,
    };
    assert_eq!(
        parse_step("expect p1 does not see \"fendoir\""),
        Ok(blind.clone())
    );
    assert_eq!(blind.to_string(), "expect p1 does not see \"fendoir\"");
    // `p2 deck …` is still an assertion about the deck.
    assert!(matches!(
        parse_step("expect p2 deck 3"),
        Ok(Step::Expect(A::Deck(1, 3)))
    ));
}

#[test]
fn malformed_steps_say_what_was_expected() {
    let cases = [
        ("", 0, "empty step"),
        ("p1", 2, "expected a verb"),
        ("fly away", 0, "unknown step `fly`"),
        ("end", 3, "`turn` after `end`"),
        ("expect refused resolve", 15, "expected a player step"),
        (
            "expect refused expect chain empty",
            15,
            "expected a player step",
        ),
        ("p1 play x mode two", 15, "1-based mode number"),
        ("p1 play x target a, ", 20, "a label after `target`"),
        ("p1 play x at a at b", 15, "`at` given twice"),
        (
            "p1 play x sideways",
            10,
            "expected one of: at, target, mode, with, hidden",
        ),
        ("p1 pass now", 8, "unexpected `now`"),
        ("p1 assign 3 poro", 12, "`to <label>`"),
        ("p1 hide x", 9, "`at <battlefield>`"),
        ("expect p1 points lots", 17, "a number after `points`"),
        ("expect x damage -1", 16, "a number after `damage`"),
        (
            "expect pont controlled by nobody",
            26,
            "a player after `controlled by`",
        ),
        ("expect chain", 12, "`empty` or a number"),
        ("expect p0 hand 1", 10, "unknown predicate `hand`"),
        ("expect p1 sees fendoir", 15, "the words in quotes"),
        ("expect p1 does see \"x\"", 15, "`not see` after `does`"),
    ];
    for (text, at, msg) in cases {
        let e = parse_step(text).expect_err(text);
        assert_eq!(e.at, at, "{text}: {e:?}");
        assert!(e.message.contains(msg), "{text}: {e:?}");
    }
}

#[test]
fn an_unreadable_file_is_a_diagnostic_at_line_one() {
    let e = load_scenario(&here().join("no-such-file.toml")).unwrap_err();
    assert_eq!(at(&e[0]), (1, 1));
    assert!(e[0].message.contains("cannot read"));
}

#[test]
fn columns_hold_for_literal_multiline_and_accented_strings() {
    let src = format!(
        "{HEAD}[run]\nsteps = [\n  'p1 jump',\n  \"\"\"\np1 play é hop\"\"\",\n  \
         \"\"\"p1 play \\\n     x zap\"\"\",\n  \"p1 pass\",\n]\n"
    );
    let e = errors(&src);
    assert_eq!(e.len(), 3, "{e:#?}");
    assert_eq!(at(&e[0]), pos(&src, "jump", 0));
    assert_eq!(at(&e[1]), pos(&src, "hop", 0));
    assert_eq!(at(&e[1]).1, 11, "columns count characters, not bytes");
    assert_eq!(at(&e[2]), pos(&src, "zap", 0));
    let ok = parse(
        &src.replace("jump", "pass")
            .replace(" hop", "")
            .replace(" zap", ""),
    )
    .unwrap();
    let lines: Vec<_> = ok.steps.iter().map(|s| (s.loc.line, s.loc.col)).collect();
    assert_eq!(lines, [(5, 3), (6, 3), (8, 3), (10, 3)]);
    assert_eq!(ok.steps[2].text, "p1 play x");
}
