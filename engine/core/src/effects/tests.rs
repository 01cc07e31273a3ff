//! The effect language on a small language of its own: reading, emitting, what it refuses.

use super::language::{EffectLanguage, load_effects};
use super::{Goes, LineJob, read_card};
use crate::model::card::Lang;

const LANGUAGE: &str = r#"
[words]
join = { en = ["and", "then", ","] }
may = { en = ["you may"] }
if_you_do = { en = ["if you do"] }
if_short = { en = ["if you can't"] }
this_way = { en = ["this way"] }
lead = { en = ["do this:"] }
unless = { en = ["unless"] }

[[number]]
value = 2
en = ["two"]

[[phrase]]
is = "determiner"
en = ["a", "an"]
count = "1"

[[phrase]]
is = "determiner"
en = ["up to {number}"]
count = "{number}"
up_to = true

[[phrase]]
is = "determiner"
en = ["all"]
all = true

[[phrase]]
is = "word"
en = ["enemy"]
set = { side = "enemy" }

[[phrase]]
is = "word"
en = ["unit"]
noun = true
set = { what = "unit" }

[[phrase]]
is = "word"
en = ["units"]
noun = true
all = true
set = { what = "unit" }

[[phrase]]
is = "qualifier"
en = ["here"]
set = { at = "here" }

[[phrase]]
is = "reference"
en = ["it"]
antecedent = true

[[phrase]]
is = "effect"
en = ["deal {number} to {object}"]
rhai = "ctx.deal_damage({object}, {number})"

[[phrase]]
is = "effect"
en = ["draw {number}"]
rhai = "ctx.draw({number})"

[[phrase]]
is = "effect"
en = ["mill {number}"]
rhai = "ctx.mill({number})"
short = "{done} < {number}"

[[phrase]]
is = "unless"
en = ["its controller has you"]
rhai = "ctx.unless_lets(ctx.controller_of({it.chosen}), {rest.text})"

[[phrase]]
is = "condition"
en = ["if it is exhausted"]
rhai = "ctx.is_exhausted({it})"

[[phrase]]
is = "effect"
en = ["exhaust {object}"]
rhai = "ctx.exhaust({object})"

[[phrase]]
is = "trigger"
en = ["when i attack"]
functions = ["when_attacks"]

[[phrase]]
is = "trigger"
en = ["when an enemy unit attacks"]
functions = ["when_unit_attacks"]
condition = "ctx.controller_of(ctx.subject) != ctx.controller"

[[phrase]]
is = "trigger"
en = ["when a unit attacks"]
functions = ["when_unit_attacks"]
it = "ctx.subject"

[[phrase]]
is = "effect"
en = ["pick a rival"]
choose = "ctx.pick_rival()"
rhai = "let rival = ctx.rival({target});"

[[phrase]]
is = "effect"
en = ["they draw {number}"]
rhai = "ctx.rival_draws(rival, {number})"
"#;

fn language() -> EffectLanguage {
    let mut l = EffectLanguage::default();
    load_effects(LANGUAGE, "effects.toml", &mut l).expect("the test language loads");
    l
}

fn no_keyword(_: &str) -> Option<(String, Option<i64>)> {
    None
}

/// A line of a spell: its effect is `resolve`, its choices `choose`.
fn spell_line(text: &str) -> LineJob {
    LineJob {
        line: 0,
        text: text.into(),
        condition: None,
        cost: None,
        goes: Goes::Function {
            name: "resolve".into(),
            chooser: "choose".into(),
        },
    }
}

fn spell(text: &str) -> super::CardReading {
    read_card(
        &language(),
        Lang::En,
        &no_keyword,
        &[spell_line(text)],
        &|_| false,
    )
}

#[test]
fn a_chosen_target_is_chosen_then_read_back() {
    let r = spell("Deal 3 to an enemy unit here. Then exhaust it.");
    assert_eq!(r.functions, ["choose", "resolve"]);
    assert!(
        r.source
            .contains(r#"ctx.choose_targets(#{side: "enemy", what: "unit", at: "here"});"#)
    );
    assert!(r.source.contains("ctx.deal_damage(ctx.target(0), 3);"));
    assert!(
        r.source.contains("ctx.exhaust(ctx.target(0));"),
        "{}",
        r.source
    );
}

#[test]
fn every_one_and_up_to_are_lists() {
    let r = spell("Deal 2 to all enemy units.");
    assert!(
        r.source
            .contains(r#"for o1 in ctx.select(#{side: "enemy", what: "unit"})"#)
    );
    let r = spell("Deal 2 to up to two enemy units.");
    assert!(r.source.contains("up_to: 2"));
    assert!(r.source.contains("for o1 in ctx.targets().extract(0)"));
}

#[test]
fn a_line_not_read_entirely_makes_no_function_and_names_its_words() {
    let r = spell("Draw 2 and juggle 1 ball.");
    assert!(r.source.is_empty() && r.functions.is_empty());
    let (_, unread) = r.unread().next().expect("one line unread");
    assert_eq!(unread.words, "draw 2 and juggle 1 ball");
    // "it" with nothing before it names nothing.
    assert!(spell("Exhaust it.").unread().next().is_some());
}

#[test]
fn you_may_and_if_you_do_nest() {
    let r = spell("You may exhaust an enemy unit. If you do, draw 2.");
    assert!(
        r.source
            .contains("if ctx.you_may(\"exhaust an enemy unit\") {\n        ctx.exhaust(ctx.target(0));\n        ctx.draw(2);\n    }"),
        "{}",
        r.source
    );
}

#[test]
fn a_trigger_names_its_function_and_the_script_wins() {
    let job = LineJob {
        line: 0,
        text: "When I attack, draw 2.".into(),
        condition: None,
        cost: None,
        goes: Goes::Trigger,
    };
    let l = language();
    let r = read_card(
        &l,
        Lang::En,
        &no_keyword,
        std::slice::from_ref(&job),
        &|_| false,
    );
    assert_eq!(r.functions, ["when_attacks"]);
    let r = read_card(&l, Lang::En, &no_keyword, &[job], &|f| f == "when_attacks");
    assert!(r.functions.is_empty());
}

#[test]
fn bad_phrases_are_located_errors_and_leave_the_language_unchanged() {
    let mut l = language();
    let before = l.phrases.len();
    let bad = "[[phrase]]\nis = \"effect\"\nen = [\"zap {thing}\"]\nrhai = \"ctx.zap()\"\n\n[[phrase]]\nis = \"effect\"\nen = [\"nothing\"]\n";
    let errors = load_effects(bad, "p/effects.toml", &mut l).expect_err("refused");
    let slot = errors
        .iter()
        .find(|e| e.message.contains("slot `{thing}` names no kind of phrase"));
    assert_eq!(slot.map(|e| e.location.line), Some(1), "{errors:?}");
    let rhai = errors
        .iter()
        .find(|e| e.message.contains("says what it does in `rhai`"));
    assert_eq!(rhai.map(|e| e.location.line), Some(6), "{errors:?}");
    assert_eq!(l.phrases.len(), before);
}

#[test]
fn an_ambiguous_language_cannot_make_reading_hang() {
    // Every word is a noun and a word of itself, twenty times over: the matches multiply, the
    // budget bounds them.
    let mut src = String::from(LANGUAGE);
    for _ in 0..20 {
        src.push_str("\n[[phrase]]\nis = \"word\"\nen = [\"unit\", \"unit unit\"]\nnoun = true\nall = true\nset = { what = \"unit\" }\n");
    }
    let mut l = EffectLanguage::default();
    load_effects(&src, "effects.toml", &mut l).expect("loads");
    let text = format!("Deal 2 to {}x.", "unit ".repeat(40));
    let r = read_card(&l, Lang::En, &no_keyword, &[spell_line(&text)], &|_| false);
    assert!(r.functions.is_empty());
}

#[test]
fn two_objects_joined_are_each_chosen_and_they_are_the_two() {
    let src = LANGUAGE.replacen("[words]\n", "[words]\nboth = { en = [\"and\"] }\n", 1)
        + "\n[[phrase]]\nis = \"effect\"\nen = [\"they trade\"]\nrhai = \"ctx.trade({them})\"\n";
    let mut l = EffectLanguage::default();
    load_effects(&src, "effects.toml", &mut l).expect("loads");
    let read = |text: &str| read_card(&l, Lang::En, &no_keyword, &[spell_line(text)], &|_| false);
    // Each under its own options: "here" is the second's only.
    let r = read("Exhaust an enemy unit and a unit here.");
    assert!(
        r.source
            .contains(r#"ctx.choose_targets(#{side: "enemy", what: "unit"});"#),
        "{}",
        r.source
    );
    assert!(
        r.source
            .contains(r#"ctx.choose_targets(#{what: "unit", at: "here"});"#)
    );
    assert!(
        r.source
            .contains("for o1 in [ctx.target(0), ctx.target(1)]")
    );
    // "They": the pair, or the last two chosen one by one; one object alone is not "they".
    let r = read("Deal 2 to a unit. Then deal 2 to an enemy unit. They trade.");
    assert!(
        r.source
            .contains("ctx.trade([ctx.target(0), ctx.target(1)])"),
        "{}",
        r.source
    );
    assert!(
        read("Deal 2 to a unit. They trade.")
            .unread()
            .next()
            .is_some()
    );
}

/// Asserts that the spell `text` reads into Rhai that contains `rhai`.
fn emits(text: &str, rhai: &str) {
    let r = spell(text);
    assert!(r.source.contains(rhai), "{text}\n{}", r.source);
}

/// Asserts that the spell `text` leaves a line unread.
fn left_unread(text: &str) {
    assert!(spell(text).unread().next().is_some(), "{text}");
}

#[test]
fn if_you_cant_acts_on_an_effect_that_can_say_it_fell_short() {
    emits(
        "Mill 2. If you can't, draw 2.",
        "if (ctx.mill(2)) < 2 {\n        ctx.draw(2);\n    }",
    );
    // Restated before "this way": it must read as an effect.
    emits(
        "Mill 2. If you can't mill 2 this way, draw 2.",
        "if (ctx.mill(2)) < 2 {",
    );
    left_unread("Mill 2. If you can't juggle 2 this way, draw 2.");
    // An effect that cannot say it fell short leaves the sentence unread, not half read.
    let r = spell("Draw 2. If you can't, mill 2.");
    let (_, unread) = r.unread().next().expect("one line unread");
    assert_eq!(unread.words, "if you can't, mill 2");
}

#[test]
fn a_lead_in_after_a_condition_is_read_past() {
    emits(
        "Deal 2 to an enemy unit. If it is exhausted, do this: draw 2.",
        "if ctx.is_exhausted(ctx.target(0)) {\n        ctx.draw(2);",
    );
    emits("Draw 2, then do this: mill 2.", "ctx.mill(2);");
}

#[test]
fn short_belongs_to_a_one_expression_effect() {
    let mut l = EffectLanguage::default();
    let bad = "[[phrase]]\nis = \"effect\"\nen = [\"mill {number}\"]\nrhai = \"ctx.mill({number}); ctx.draw(1)\"\nshort = \"{done} < 1\"\n";
    let errors = load_effects(bad, "effects.toml", &mut l).expect_err("refused");
    assert!(format!("{errors:?}").contains("`short`"), "{errors:?}");
}

#[test]
fn two_lines_on_one_event_keep_each_its_own_condition() {
    let line = |n: usize, text: &str| LineJob {
        line: n,
        text: text.into(),
        condition: None,
        cost: None,
        goes: Goes::Trigger,
    };
    let l = language();
    let enemy = "When an enemy unit attacks, draw 2.";
    let r = read_card(
        &l,
        Lang::En,
        &no_keyword,
        &[line(0, enemy), line(1, "When I attack, draw 2.")],
        &|_| false,
    );
    // Two events: two functions, the condition on its own.
    assert_eq!(
        r.functions,
        [
            "when_unit_attacks_condition",
            "when_unit_attacks",
            "when_attacks"
        ]
    );
    // One event, one line with a condition and one without: it triggers always, and the
    // conditioned part happens only under its condition.
    let r = read_card(
        &l,
        Lang::En,
        &no_keyword,
        &[line(0, enemy), line(1, "When a unit attacks, exhaust it.")],
        &|_| false,
    );
    assert_eq!(r.functions, ["when_unit_attacks"], "{}", r.source);
    assert!(
        r.source.contains(
            "    if ctx.controller_of(ctx.subject) != ctx.controller {\n        ctx.draw(2);\n    }"
        ),
        "{}",
        r.source
    );
    assert!(r.source.contains("ctx.exhaust("), "{}", r.source);
}

#[test]
fn unless_another_player_has_you_do_something_else() {
    emits(
        "Deal 2 to an enemy unit unless its controller has you draw 2.",
        "if ctx.unless_lets(ctx.controller_of(ctx.chosen(0)), \"draw 2\") {\n        ctx.draw(2);\n    } else {\n        ctx.deal_damage(ctx.target(0), 2);\n    }",
    );
    // What follows the player must read too.
    left_unread("Deal 2 to an enemy unit unless its controller has you juggle.");
}

#[test]
fn a_phrase_may_make_a_choice_of_its_own_numbered_among_the_targets() {
    let r = spell("Deal 2 to an enemy unit. Pick a rival. They draw 2. Exhaust it.");
    assert!(r.source.contains("ctx.pick_rival();"), "{}", r.source);
    assert!(
        r.source.contains("let rival = ctx.rival(1);"),
        "{}",
        r.source
    );
    assert!(
        r.source.contains("ctx.rival_draws(rival, 2);"),
        "{}",
        r.source
    );
    // The choices in reading order: the unit first, then the rival.
    let unit = r.source.find("ctx.choose_targets(").expect("a unit chosen");
    let rival = r.source.find("ctx.pick_rival()").expect("a rival chosen");
    assert!(unit < rival, "{}", r.source);
    // After a choice of several targets, the number would be unknown: left unread.
    assert!(
        spell("Deal 2 to up to two enemy units. Pick a rival.")
            .unread()
            .next()
            .is_some()
    );
    let mut l = EffectLanguage::default();
    let bad = "[[phrase]]\nis = \"condition\"\nen = [\"if odd\"]\nrhai = \"true\"\nchoose = \"ctx.x()\"\n";
    let errors = load_effects(bad, "effects.toml", &mut l).expect_err("refused");
    assert!(format!("{errors:?}").contains("`choose`"), "{errors:?}");
}

/// A clause tries the phrases opening with its first word and those opening with a slot, in
/// load order, and no other (`heads.rs`).
#[test]
fn a_clause_tries_the_phrases_opening_with_its_word_or_a_slot_in_load_order() {
    use super::tokens::Tok;
    let src = String::from(LANGUAGE)
        + "\n[[phrase]]\nis = \"effect\"\nen = [\"{object} gets stunned\"]\nrhai = \"ctx.stun({object})\"\n"
        + "\n[[phrase]]\nis = \"effect\"\nen = [\"deal {number} to each unit\"]\nrhai = \"ctx.sweep({number})\"\n";
    let mut l = EffectLanguage::default();
    load_effects(&src, "effects.toml", &mut l).expect("loads");
    let effects: Vec<usize> = l.indexed("effect").map(|(i, _)| i).collect();
    let opening = |first: &str| -> Vec<usize> {
        let tok = Tok::Word(first.to_string());
        l.heads("effect", Some(&tok)).map(|(i, _)| i).collect()
    };
    let first_word = |i: usize| match l.phrases[i].patterns[0].1.first() {
        Some(Tok::Word(w)) => Some(w.clone()),
        _ => None,
    };
    for word in ["deal", "draw", "exhaust", "nothing"] {
        let expected: Vec<usize> = effects
            .iter()
            .copied()
            .filter(|&i| first_word(i).is_none_or(|w| w == word))
            .collect();
        assert_eq!(opening(word), expected, "{word}");
    }
    // The two phrases opening with "deal" and the one opening with a slot, in file order.
    assert_eq!(opening("deal").len(), 3);
    assert!(opening("deal").windows(2).all(|w| w[0] < w[1]));
    let r = read_card(
        &l,
        Lang::En,
        &no_keyword,
        &[spell_line("Deal 2 to each unit.")],
        &|_| false,
    );
    assert!(r.source.contains("ctx.sweep(2)"), "{}", r.source);
}
