//! The checks on a small engine of their own: a `Ctx` type and a few functions, as a ruleset
//! registers them, so each class of mistake is seen without a game.

use super::api::CardApi;
use super::notes::ApiNote;
use super::walk::{Checker, Unit};
use rhai::{Engine, Map};
use std::collections::BTreeSet;

#[derive(Clone)]
struct Ctx;

fn engine() -> Engine {
    let mut e = Engine::new();
    e.register_type_with_name::<Ctx>("Ctx");
    e.register_get("me", |_: &mut Ctx| 1_i64);
    e.register_fn("draw", |_: &mut Ctx, _: i64| ());
    e.register_fn("deal_damage", |_: &mut Ctx, _: i64, _: i64| ());
    e.register_fn("units_at", |_: &mut Ctx, _: &str| 0_i64);
    e.register_fn("units_at", |_: &mut Ctx, _: i64| 0_i64);
    e.register_fn("has_keyword", |_: &mut Ctx, _: i64, _: &str| true);
    e.register_fn("choose_targets", |_: &mut Ctx, _: Map| 0_i64);
    e.register_fn("units", |_: &mut Ctx, _: &str| 0_i64);
    e
}

const NOTES: &[ApiNote] = &[
    ApiNote::keyword("has_keyword", 1),
    ApiNote::keys("choose_targets", 0, &["what", "side", "count"]),
    ApiNote::one_of("units", 0, &["any", "friendly", "enemy"]),
];

/// The messages (with their help, and line:col) for `source`.
fn check(source: &str) -> Vec<String> {
    let e = engine();
    let api = CardApi::from_engine(&e);
    let ast = e.compile(source).expect("compiles");
    let keyword = |name: &str| -> Option<Vec<String>> {
        (name != "Blink").then(|| {
            super::suggest::nearest(name, ["Blink", "Glow"])
                .iter()
                .map(|s| s.to_string())
                .collect()
        })
    };
    let checker = Checker {
        api: &api,
        notes: NOTES,
        keyword: &keyword,
    };
    let fns: BTreeSet<&str> = ast.iter_functions().map(|f| f.name).collect();
    let helpers = std::collections::BTreeMap::new();
    let unit = Unit {
        file: "t.rhai",
        source: Some(source),
        script_fns: &fns,
        helpers: &helpers,
    };
    let mut out = Vec::new();
    checker.check(&ast, &unit, &mut out);
    out.sort_by(|a, b| a.location.cmp(&b.location));
    out.iter()
        .map(|d| {
            let at = format!("{}:{}", d.location.line, d.location.col);
            match &d.help {
                Some(h) => format!("{at} {} | {h}", d.message),
                None => format!("{at} {}", d.message),
            }
        })
        .collect()
}

#[test]
fn api_is_read_from_the_engine() {
    let e = engine();
    let api = CardApi::from_engine(&e);
    assert_eq!(api.methods["draw"].len(), 1);
    assert_eq!(api.methods["units_at"].len(), 2);
    assert!(api.properties.contains("me"));
    assert_eq!(api.methods["draw"][0].show("draw"), "ctx.draw(number)");
}

#[test]
fn an_unknown_function_names_the_nearest() {
    assert_eq!(
        check("fn f(ctx) {\n    ctx.drow(1);\n}"),
        ["2:9 `ctx.drow` is not a function of the card API | did you mean `draw`?"]
    );
}

#[test]
fn a_wrong_count_of_arguments_shows_the_signature() {
    assert_eq!(
        check("fn f(ctx) { ctx.draw(); ctx.units_at(); }"),
        [
            "1:17 `ctx.draw` takes 1 argument, not 0: ctx.draw(number)",
            "1:29 `ctx.units_at` takes 1 argument, not 0: ctx.units_at(number) or ctx.units_at(text)"
        ]
    );
}

#[test]
fn a_literal_of_the_wrong_kind_is_named_in_words() {
    assert_eq!(
        check("fn f(ctx) { ctx.draw(\"1\"); ctx.deal_damage(ctx.me, [1]); ctx.units_at(true); }"),
        [
            "1:22 argument 1 of `ctx.draw` is a number, not text: ctx.draw(number)",
            "1:52 argument 2 of `ctx.deal_damage` is a number, not a list: ctx.deal_damage(number, number)",
            "1:71 argument 1 of `ctx.units_at` is a number or text, not true or false: ctx.units_at(number) or ctx.units_at(text)"
        ]
    );
}

#[test]
fn unknown_keys_keywords_and_words_are_reported() {
    let found = check(
        "fn f(ctx) {\n  ctx.choose_targets(#{ what: \"unit\", sid: \"any\" });\n  let n = 1;\n  ctx.choose_targets(#{ cont: n });\n  ctx.has_keyword(ctx.me, \"Bilnk\");\n  ctx.units(\"friend\");\n}",
    );
    assert_eq!(
        found,
        [
            "2:39 unknown key `sid` in the options of `ctx.choose_targets`: it takes what, side, count | did you mean `side`?",
            "4:25 unknown key `cont` in the options of `ctx.choose_targets`: it takes what, side, count | did you mean `count`?",
            "5:27 unknown keyword `Bilnk` in `ctx.has_keyword` | did you mean `Blink`?",
            "6:13 unknown word \"friend\" for `ctx.units`: it takes \"any\", \"friendly\", \"enemy\" | did you mean `friendly`?"
        ]
    );
}

#[test]
fn properties_are_checked_too() {
    assert_eq!(
        check("fn f(ctx) { ctx.mee + ctx.draw }"),
        [
            "1:17 `ctx.mee` is not a property of `ctx` | did you mean `me`?",
            "1:27 `ctx.draw` is not a property of `ctx` | `draw` is a function: `ctx.draw(…)`"
        ]
    );
}

#[test]
fn what_is_right_or_unknown_before_play_is_not_reported() {
    let ok = "fn f(ctx) {\n  let n = \"x\";\n  ctx.draw(n);\n  ctx.units_at(\"base\");\n  ctx.units_at(2);\n  ctx.has_keyword(ctx.me, \"Blink\");\n  ctx.helper(1);\n  let s = ctx.type_of();\n  draw(ctx, 1);\n  [1, 2].map(|i| ctx.draw(i));\n  ctx.choose_targets(#{ what: \"unit\", count: 1 });\n}\nfn helper(n) { n }";
    assert_eq!(check(ok), Vec::<String>::new());
}

#[test]
fn calls_in_closures_and_in_function_style_are_checked() {
    assert_eq!(
        check("fn f(ctx) {\n  [1].map(|i| ctx.drow(i));\n  draw(ctx);\n}"),
        [
            "2:19 `ctx.drow` is not a function of the card API | did you mean `draw`?",
            "3:3 `ctx.draw` takes 1 argument, not 0: ctx.draw(number)"
        ]
    );
}
