use super::{DirectCall, Step, shapes};

/// The one call a body is (the tests of one call).
fn one(body: &[Step]) -> &DirectCall {
    match body {
        [Step::Call(call)] => call,
        _ => panic!("steps, not one call"),
    }
}

/// The call `f` of `src` is, when its body is one call.
fn found(src: &str, f: &str) -> Option<String> {
    let engine = rhai::Engine::new();
    let ast = engine.compile(src).expect("compiles");
    let found = shapes(&ast, None, [f].into_iter(), &|_, _, _| Some(0));
    found.first().and_then(|(_, d)| match &d[..] {
        [Step::Call(d)] => Some(format!("{} {:?}", d.method, d.args)),
        _ => None,
    })
}

/// One call on `ctx` with constant arguments, in either style, with or without `;`.
#[test]
fn one_constant_call_on_ctx_is_direct() {
    let cases = [
        "fn choose(ctx) {\n    ctx.pick(#{ what: \"a\", up_to: 3 });\n}",
        "fn choose(c) { c.pick(#{ what: \"a\", up_to: 3 }) }",
        "fn choose(ctx) { pick(ctx, #{ what: \"a\", up_to: 3 }); }",
    ];
    for s in cases {
        let want = "pick [#{\"up_to\": 3, \"what\": \"a\"}]";
        assert_eq!(found(s, "choose").as_deref(), Some(want), "{s}");
    }
    let text = "fn f(ctx) { ctx.pick(\"b\") }";
    assert_eq!(found(text, "f").as_deref(), Some("pick [\"b\"]"));
}

/// `ctx.me` and `ctx.value` as arguments are read from the call's context, in their places.
#[test]
fn the_source_and_the_value_are_read_from_ctx() {
    use super::Read;
    let engine = rhai::Engine::new();
    let reads = |src: &str| {
        let ast = engine.compile(src).expect("compiles");
        let found = shapes(&ast, None, ["f"].into_iter(), &|_, _, _| Some(0));
        found.first().map(|(_, d)| one(d).reads.clone())
    };
    assert_eq!(
        reads("fn f(ctx) { ctx.kill(ctx.me) }"),
        Some(vec![(0, Read::Me)])
    );
    assert_eq!(
        reads("fn f(ctx) { ctx.hurt(2, ctx.value) }"),
        Some(vec![(1, Read::Value)])
    );
    assert_eq!(
        reads("fn f(c) { hurt(c, c.me, c.value) }"),
        Some(vec![(0, Read::Me), (1, Read::Value)])
    );
    // Any other property, or another object's, is the engine's to read.
    assert_eq!(reads("fn f(ctx) { ctx.kill(ctx.execution) }"), None);
    assert_eq!(reads("fn f(ctx) { let o = ctx; ctx.kill(o.me) }"), None);
}

/// A call on `ctx` with constant arguments as an argument is made first, its value in that
/// place, when the ruleset lists it as a reading function; else the engine runs the whole.
#[test]
fn a_reading_call_as_an_argument_is_made_first() {
    use super::{Read, Role};
    let engine = rhai::Engine::new();
    let src = "fn f(ctx) { ctx.kill(ctx.target(0), ctx.me) }";
    let ast = engine.compile(src).expect("compiles");
    let readers = |m: &str, _: &[rhai::Dynamic], role| match (m, role) {
        ("kill", Role::Call) => Some(1),
        ("target", Role::Argument) => Some(2),
        _ => None,
    };
    let found = shapes(&ast, None, ["f"].into_iter(), &readers);
    let d = one(&found.first().expect("direct").1);
    assert_eq!(d.reads, vec![(0, Read::Call(0)), (1, Read::Me)]);
    let nested = &d.calls[0];
    assert_eq!((nested.method.as_str(), nested.api), ("target", 2));
    assert_eq!(format!("{:?}", nested.args), "[0]");
    // Not listed as a reading function (only as a call), or shadowed by a script function.
    let no_reader = |m: &str, _: &[rhai::Dynamic], _| (m != "target").then_some(1);
    assert!(shapes(&ast, None, ["f"].into_iter(), &no_reader).is_empty());
    let src = "fn f(ctx) { ctx.kill(ctx.target(0)) }\nfn target(i) { 0 }";
    let ast = engine.compile(src).expect("compiles");
    assert!(shapes(&ast, None, ["f"].into_iter(), &readers).is_empty());
}

/// Anything more is the engine's to run: two statements, an argument computed, a call on
/// something else than `ctx`, a nested call, a script function of that name (which the
/// engine would call instead of the API's), a function of other arity.
#[test]
fn anything_more_is_not_direct() {
    let cases = [
        "fn f(ctx) { let x = 1; ctx.pick(\"b\") }",
        "fn f(ctx) { ctx.pick(\"b\"); ctx.pick(\"c\"); }",
        "fn f(ctx) { ctx.pick(1 + ctx.value) }",
        "fn f(ctx) { let other = ctx; other.pick(\"b\") }",
        "fn f(ctx) { ctx.pick(ctx.target(ctx.me)) }",
        "fn f(ctx) { ctx.pick(ctx.target(ctx.value)) }",
        "fn f(ctx) { ctx.pick(other.target(0)) }",
        "fn f(ctx) { ctx.pick(\"b\") }\nfn pick(ctx, x) { 0 }",
        "fn f(ctx) { ctx.pick(\"b\") }\nfn pick(x) { this }",
        "fn f(ctx, n) { ctx.pick(\"b\") }",
        "fn f(ctx) { if ctx.value > 0 { ctx.pick(\"b\") } }",
        "fn f(ctx) { }",
    ];
    for s in cases {
        assert_eq!(found(s, "f"), None, "{s}");
    }
}

/// A list of objects, what a direct target choice may return, always fits in an array.
#[test]
fn a_list_of_objects_fits_in_an_array() {
    use crate::code::sandbox::MAX_ARRAY_SIZE;
    use crate::state::limits::MAX_OBJECTS;
    const { assert!(MAX_OBJECTS <= MAX_ARRAY_SIZE) };
}

/// A helper of the pack named like the API function is what the engine would call; a
/// function the ruleset does not list, or not with those arguments, is the engine's too.
#[test]
fn a_helper_of_that_name_is_not_bypassed() {
    let engine = rhai::Engine::new();
    let ast = engine
        .compile("fn f(ctx) { ctx.pick(\"b\") }")
        .expect("compiles");
    let helpers = engine.compile("fn pick(ctx, x) { 0 }").expect("compiles");
    let lib = helpers.shared_lib();
    assert!(shapes(&ast, Some(lib), ["f"].into_iter(), &|_, _, _| Some(0)).is_empty());
    assert_eq!(
        shapes(&ast, None, ["f"].into_iter(), &|_, _, _| Some(0)).len(),
        1
    );
    // Nor is a function the ruleset does not list, or not with those arguments.
    let listed =
        |m: &str, args: &[rhai::Dynamic], _| (m == "pick" && args[0].is_int()).then_some(0);
    assert!(shapes(&ast, None, ["f"].into_iter(), &listed).is_empty());
    assert!(shapes(&ast, None, ["f"].into_iter(), &|_, _, _| None).is_empty());
}

/// What the tests of operations call functions on, as `ctx`.
#[derive(Clone)]
struct Handle;

/// The sandboxed engine counting into a budget, `Handle` registered with a reading function
/// `g(n)` and the getter `me`.
fn counting_engine() -> (std::rc::Rc<crate::code::budget::Budget>, rhai::Engine) {
    use crate::code::prints::Prints;
    let budget = std::rc::Rc::new(crate::code::budget::Budget::default());
    let mut engine = crate::code::sandbox::sandboxed_engine(Prints::default(), budget.clone());
    engine.register_type::<Handle>();
    engine.register_fn("g", |_: &mut Handle, _: i64| 7_i64);
    engine.register_get("me", |_: &mut Handle| 1_i64);
    (budget, engine)
}

/// A direct call's `operations` are what the sandboxed engine counts for its body, in
/// either style and with any number of arguments.
#[test]
fn a_direct_call_charges_what_the_engine_counts() {
    use std::rc::Rc;
    let (budget, mut engine) = counting_engine();
    // What the engine had counted when the API function began.
    let at_call = Rc::new(std::cell::Cell::new(0));
    let (b, c) = (budget.clone(), at_call.clone());
    engine.register_fn("pick", move |_: &mut Handle, _: rhai::Map| c.set(b.used()));
    let (b, c) = (budget.clone(), at_call.clone());
    engine.register_fn("pick", move |_: &mut Handle, _: &str| c.set(b.used()));
    let (b, c) = (budget.clone(), at_call.clone());
    engine.register_fn("pick", move |_: &mut Handle| c.set(b.used()));
    let (b, c) = (budget.clone(), at_call.clone());
    engine.register_fn("pick", move |_: &mut Handle, _: &str, _: i64| {
        c.set(b.used())
    });
    let (b, c) = (budget.clone(), at_call.clone());
    engine.register_fn("pick", move |_: &mut Handle, _: i64| c.set(b.used()));
    let (b, c) = (budget.clone(), at_call.clone());
    engine.register_fn("pick", move |_: &mut Handle, _: i64, _: i64| {
        c.set(b.used())
    });
    let (b, c) = (budget.clone(), at_call.clone());
    engine.register_fn("pick", move |_: &mut Handle, _: i64, _: &str| {
        c.set(b.used())
    });
    engine.register_fn("g", |_: &mut Handle| 7_i64);
    engine.register_fn("g", |_: &mut Handle, _: i64, _: &str| 7_i64);
    engine.register_get("value", |_: &mut Handle| 2_i64);
    for s in [
        "fn f(ctx) { ctx.pick() }",
        "fn f(ctx) { pick(ctx) }",
        "fn f(ctx) { ctx.pick(\"b\", 3) }",
        "fn f(ctx) { pick(ctx, \"b\", 3) }",
        "fn f(ctx) { ctx.pick(#{ what: \"a\" }); }",
        "fn f(ctx) { ctx.pick(\"b\") }",
        "fn f(ctx) { pick(ctx, \"b\") }",
        "fn f(ctx) { ctx.pick(ctx.me) }",
        "fn f(ctx) { pick(ctx, ctx.value) }",
        "fn f(ctx) { ctx.pick(ctx.me, ctx.value) }",
        "fn f(ctx) { ctx.pick(\"b\", ctx.value) }",
        "fn f(ctx) { ctx.pick(ctx.g(0)) }",
        "fn f(ctx) { ctx.pick(ctx.g()) }",
        "fn f(ctx) { pick(ctx, ctx.g(1, \"x\")) }",
        "fn f(ctx) { ctx.pick(ctx.g(0), \"b\") }",
        "fn f(ctx) { ctx.pick(ctx.me, ctx.g(2)) }",
        "fn f(ctx) { ctx.pick(ctx.g(0), ctx.g()) }",
    ] {
        let ast = engine.compile(s).expect("compiles");
        budget.open();
        let mut scope = rhai::Scope::new();
        let options = rhai::CallFnOptions::new().eval_ast(false);
        let _: rhai::Dynamic = engine
            .call_fn_with_options(options, &mut scope, &ast, "f", (Handle,))
            .expect("runs");
        let found = shapes(&ast, None, ["f"].into_iter(), &|_, _, _| Some(0));
        let d = one(&found.first().expect("direct").1);
        // The function's call, then its statement's.
        let counted = super::CALL_OPERATIONS + d.operations;
        assert_eq!((at_call.get(), budget.used()), (counted, counted), "{s}");
        budget.close();
    }
}

/// The test list of the steps' tests: any function as a statement, `yes`/`no` as conditions,
/// `two`/`none` as lists, `g` as a reading argument.
fn steps_list(m: &str, _: &[rhai::Dynamic], role: super::Role) -> Option<usize> {
    use super::Role;
    match (m, role) {
        (_, Role::Call) | ("g", Role::Argument) => Some(0),
        ("yes" | "no", Role::Condition) | ("two" | "none", Role::List) => Some(0),
        _ => None,
    }
}

/// The steps `f` of `src` is, written back in short: `m(args)` a call, `?m(args)[…]` an `if`,
/// `*m(args)[…]` a loop, `@` the loop's element.
fn steps_of(src: &str) -> Option<String> {
    use super::Read;
    fn write(steps: &[Step]) -> String {
        let call = |c: &super::DirectCall| {
            let mut args: Vec<String> = c.args.iter().map(|a| a.to_string()).collect();
            for &(i, read) in &c.reads {
                args[i] = if read == Read::Item {
                    "@".into()
                } else {
                    format!("{read:?}")
                };
            }
            format!("{}({})", c.method, args.join(","))
        };
        let each = |s: &Step| match s {
            Step::Call(c) => call(c),
            Step::If(c, then) => format!("?{}[{}]", call(c), write(then)),
            Step::Each(c, body) => format!("*{}[{}]", call(c), write(body)),
        };
        steps.iter().map(each).collect::<Vec<_>>().join(" ")
    }
    let ast = rhai::Engine::new().compile(src).expect("compiles");
    let (_, steps) = shapes(&ast, None, ["f"].into_iter(), &steps_list).pop()?;
    Some(write(&steps))
}

/// Calls in sequence, under `if` (no `else`), in one `for` loop whose element they may take:
/// steps, one call alone among them.
#[test]
fn a_few_calls_under_if_and_for_are_steps() {
    let cases = [
        ("fn f(ctx) { ctx.pick(1) }", "pick(1)"),
        (
            "fn f(ctx) { ctx.pick(1); ctx.pick(\"b\"); }",
            "pick(1) pick(b)",
        ),
        (
            "fn f(ctx) { for top in ctx.two(1) { if ctx.yes(\"a\") { ctx.pick(top); } } }",
            "*two(1)[?yes(a)[pick(@)]]",
        ),
        (
            "fn f(c) { for u in c.none(1) { c.pick(u, 1) } c.pick(c.me) }",
            "*none(1)[pick(@,1)] pick(Me)",
        ),
        (
            "fn f(ctx) { if yes(ctx, \"a\") { pick(ctx, ctx.g(0)); pick(ctx) } }",
            "?yes(a)[pick(Call(0)) pick()]",
        ),
    ];
    for (src, want) in cases {
        assert_eq!(steps_of(src).as_deref(), Some(want), "{src}");
    }
}

/// Anything else is the engine's to run: `else`, a loop in a loop, a loop's counter, a
/// variable, the element outside its loop or in a reading call, a condition or list the ruleset
/// does not list as such, a script function named like a call's, other statements, too many.
#[test]
fn anything_more_is_not_steps() {
    let cases = [
        "fn f(ctx) { if ctx.yes(\"a\") { ctx.pick() } else { ctx.pick(1) } }",
        "fn f(ctx) { for x in ctx.two(1) { for y in ctx.two(2) { ctx.pick(y) } } }",
        "fn f(ctx) { for (x, i) in ctx.two(1) { ctx.pick(x) } }",
        "fn f(ctx) { for ctx in ctx.two(1) { ctx.pick(1) } }",
        "fn f(ctx) { let x = ctx.g(0); ctx.pick(x) }",
        "fn f(ctx) { for x in ctx.two(1) { ctx.pick(1) } ctx.pick(x) }",
        "fn f(ctx) { for x in ctx.two(1) { ctx.pick(ctx.g(x)) } }",
        "fn f(ctx) { if ctx.two(1) { ctx.pick() } }",
        "fn f(ctx) { for x in ctx.yes(\"a\") { ctx.pick(x) } }",
        "fn f(ctx) { if ctx.yes(\"a\") && ctx.yes(\"b\") { ctx.pick() } }",
        "fn f(ctx) { while ctx.yes(\"a\") { ctx.pick() } }",
        "fn f(ctx) { ctx.pick(); return; }",
        "fn f(ctx) { ctx.pick(); ctx.pick(); ctx.pick(); ctx.pick(); ctx.pick(); }",
        "fn f(ctx) { if ctx.yes(\"a\") { } }",
        "fn f(ctx) { if ctx.yes(\"a\") { ctx.pick() } }\nfn yes(ctx, a) { true }",
        "fn f(ctx) { for x in ctx.two(1) { ctx.pick(ctx.g(0)) } }\nfn g(x) { 0 }",
    ];
    for src in cases {
        assert_eq!(steps_of(src), None, "{src}");
    }
    // The same bodies without the helpers that shadow the API's names are steps.
    let unshadowed = "fn f(ctx) { if ctx.yes(\"a\") { ctx.pick() } }";
    assert_eq!(steps_of(unshadowed).as_deref(), Some("?yes(a)[pick()]"));
}

/// Steps charge what the sandboxed engine counts, before each call as it does and in all:
/// calls in sequence, `if` taken or not, loops of two elements or none, the element as an
/// argument. And with a budget that runs out on the way, they make the same calls as the
/// engine before stopping with the same error.
#[test]
fn steps_charge_what_the_engine_counts() {
    use super::{CALL_OPERATIONS, Read, steps};
    use crate::code::budget::STEP_OPERATIONS;
    use rhai::Dynamic;
    use std::cell::RefCell;
    use std::rc::Rc;
    let (budget, mut engine) = counting_engine();
    // Each call, its arguments and what the budget had counted when it began.
    type Log = Rc<RefCell<Vec<(String, u64)>>>;
    let log: Log = Rc::default();
    let value = |name: &str| match name {
        "yes" => Dynamic::TRUE,
        "no" => Dynamic::FALSE,
        "two" => Dynamic::from_array(vec![Dynamic::from_int(4), Dynamic::from_int(5)]),
        "none" => Dynamic::from_array(vec![]),
        _ => Dynamic::UNIT,
    };
    // Each function logs its name and arguments as the steps' test below writes them.
    let logs = |name: &'static str| {
        let (b, l) = (budget.clone(), log.clone());
        move |args: String| {
            l.borrow_mut().push((format!("{name} ({args})"), b.used()));
            value(name)
        }
    };
    let f = logs("pick");
    engine.register_fn("pick", move |_: &mut Handle| f(String::new()));
    let f = logs("pick");
    engine.register_fn("pick", move |_: &mut Handle, a: i64| f(format!("{a}, ")));
    let f = logs("pick");
    engine.register_fn("pick", move |_: &mut Handle, a: i64, b: i64| {
        f(format!("{a}, {b}, "))
    });
    for name in ["yes", "no"] {
        let f = logs(name);
        engine.register_fn(name, move |_: &mut Handle, a: &str| f(format!("{a:?}, ")));
    }
    for name in ["two", "none"] {
        let f = logs(name);
        engine.register_fn(name, move |_: &mut Handle, a: i64| f(format!("{a}, ")));
    }
    for src in [
        "fn f(ctx) { ctx.pick(); ctx.pick(2) }",
        "fn f(ctx) { pick(ctx); pick(ctx, 1); pick(ctx, 1, 2) }",
        "fn f(ctx) { if ctx.yes(\"a\") { ctx.pick(); ctx.pick() } }",
        "fn f(ctx) { if ctx.no(\"a\") { ctx.pick(); } ctx.pick() }",
        "fn f(ctx) { if yes(ctx, \"a\") { pick(ctx, 3) } }",
        "fn f(ctx) { for x in ctx.two(1) { ctx.pick(x) } }",
        "fn f(ctx) { for x in ctx.none(1) { ctx.pick(x) } ctx.pick() }",
        "fn f(ctx) { for x in two(ctx, 1) { pick(ctx, x, 3); ctx.pick(x) } }",
        "fn f(ctx) { for top in ctx.two(1) { if ctx.yes(\"a\") { ctx.pick(top); } } }",
        "fn f(ctx) { for top in ctx.two(1) { if ctx.no(\"a\") { ctx.pick(top); } } }",
        "fn f(ctx) { ctx.pick(ctx.me); for x in ctx.two(1) { ctx.pick(x) } ctx.pick(ctx.g(0)) }",
    ] {
        let ast = engine.compile(src).expect("compiles");
        let Some((_, body)) = shapes(&ast, None, ["f"].into_iter(), &steps_list).pop() else {
            panic!("{src}: not steps");
        };
        // What the engine does and counts, with `left` operations left in the budget.
        let by_engine = |left: u64| {
            budget.open();
            budget.charge(STEP_OPERATIONS - left).expect("room");
            log.borrow_mut().clear();
            let options = rhai::CallFnOptions::new().eval_ast(false);
            let result = engine.call_fn_with_options::<Dynamic>(
                options,
                &mut rhai::Scope::new(),
                &ast,
                "f",
                (Handle,),
            );
            let result = result
                .map(|v| format!("{v:?}"))
                .map_err(|e| format!("{e:?}"));
            let seen = (log.take(), budget.used(), result);
            budget.close();
            seen
        };
        // The same by the steps, as the host runs them (`None`: the host leaves it to the
        // engine, the budget too low for the first call).
        let direct = |left: u64| {
            budget.open();
            budget.charge(STEP_OPERATIONS - left).expect("room");
            let first = CALL_OPERATIONS + body[0].call().operations;
            if !budget.fits(first) {
                budget.close();
                return None;
            }
            budget.charge(CALL_OPERATIONS).expect("fits");
            let mut calls = Vec::new();
            let result = steps::run(&body, &budget, &mut |call, item| {
                let mut args: Vec<String> = call.args.iter().map(|a| format!("{a:?}")).collect();
                for &(i, read) in &call.reads {
                    args[i] = match read {
                        Read::Item => format!("{:?}", item.expect("in a loop")),
                        Read::Me => "1".into(),
                        _ => "7".into(),
                    };
                }
                let args = args.iter().map(|a| format!("{a}, ")).collect::<String>();
                calls.push((format!("{} ({args})", call.method), budget.used()));
                Ok(value(&call.method))
            });
            let result = result
                .map(|v| format!("{v:?}"))
                .map_err(|e| format!("{e:?}"));
            let seen = (calls, budget.used(), result);
            budget.close();
            Some(seen)
        };
        let whole = by_engine(STEP_OPERATIONS);
        assert_eq!(Some(&whole), direct(STEP_OPERATIONS).as_ref(), "{src}");
        // Every budget from none to the whole body's: the same calls made, the same error.
        let need = whole.1;
        for left in 0..=need {
            let Some(d) = direct(left) else { continue };
            let e = by_engine(left);
            assert_eq!(d.0, e.0, "{src} with {left} left: the calls made");
            assert_eq!(d.2, e.2, "{src} with {left} left: the outcome");
        }
    }
}
