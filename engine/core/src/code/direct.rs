//! Direct calls: a card function whose whole body is one call of a `ctx` function with constant
//! arguments (`fn choose(ctx) { ctx.choose_targets(#{ what: "unit" }) }`, the shape of most
//! target choices), or with `ctx.me` and `ctx.value` among them (`ctx.kill(ctx.me)`, read from
//! the call as the engine's getters read them), or the value of a reading function the ruleset
//! lists, called with constants (`ctx.kill(ctx.target(0))`, made first), is run by calling
//! that API function from Rust, without the engine evaluating anything. Such functions are
//! called at every play and at every legal-action trial of a card with choices; the engine's
//! own set-up and evaluation of the one call cost about as much as the API function's work.
//!
//! Found once, at load, on the compiled code (`shape`); taken by the host only for the API
//! functions the ruleset lists as callable directly (`Ruleset::DIRECT_API`,
//! `script::direct::DirectFn`), which take the
//! constant arguments as the engine would pass them. The host charges the step's budget what
//! the engine would have counted (`DirectCall::operations`) and puts the call's position on an
//! error the function returns, as the engine does: the outcome, errors and their lines
//! included, is the engine's. A function not listed, arguments it does not take as given
//! (both settled here, at load), or a budget too low for the call go the engine's way.

use rhai::{AST, ASTNode, Dynamic, Expr, Module, Stmt};

/// A function's body that is one call of `ctx.method(args…)`, the arguments constants,
/// `ctx.me` and `ctx.value` (what the call is about: its source object, its number), or calls
/// of the ruleset's reading functions with constants (`ctx.target(0)`).
#[derive(Clone, Debug)]
pub struct DirectCall {
    pub method: rhai::ImmutableString,
    /// Which of the ruleset's directly callable functions it calls: its place in
    /// `Ruleset::DIRECT_API`, found at load so that a call compares no name.
    pub api: usize,
    /// The arguments: the constants, and a number in the place of each argument read from
    /// `ctx` (`reads` says which), put there by the host at each call.
    pub args: Vec<Dynamic>,
    pub reads: Vec<(usize, Read)>,
    /// The calls whose values are arguments (`Read::Call`), in the order the engine makes them.
    pub calls: Vec<Nested>,
    /// What the engine counts calling the function and evaluating its body, which the host
    /// charges the step's budget instead (a test checks them against the engine's count).
    /// The engine counts them all before the API function begins, so the host charges them
    /// first: the function's own charges meet the budget as they would.
    pub operations: u64,
    /// Where the call is: what the engine puts on an error the API function returns.
    pub position: rhai::Position,
}

/// An argument read from the call's context as the engine's getter reads it, or the value of
/// a call made first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Read {
    /// `ctx.me`: the source object's id.
    Me,
    /// `ctx.value`: the call's number.
    Value,
    /// The value of `DirectCall::calls[i]`.
    Call(usize),
}

/// A call whose value is another's argument: one of the ruleset's reading functions
/// (`ctx.target(0)`), with constant arguments.
#[derive(Clone, Debug)]
pub struct Nested {
    pub method: rhai::ImmutableString,
    /// Its place in the ruleset's directly callable functions, as `DirectCall::api`.
    pub api: usize,
    pub args: Vec<Dynamic>,
    /// Where it is: what the engine puts on an error it returns.
    pub position: rhai::Position,
}

/// What a call found in a body is to the ruleset's list (`Lookup`): the call the body makes,
/// or a call whose value is one of its arguments, which must only read (and give a number).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Call,
    Argument,
}

/// The ruleset's list, asked at load: the place of the function of that name taking those
/// arguments, in that role, if it lists one.
pub type Lookup<'a> = &'a dyn Fn(&str, &[Dynamic], Role) -> Option<usize>;

/// Operations the engine counts reading a property of `ctx` as an argument, beyond the
/// argument's own.
const READ_OPERATIONS: u64 = 2;

/// Operations the engine counts for a call as an argument (`ctx.target(0)`) beyond a constant
/// in its place: two, one more for an argument list, one more for each of its arguments.
const NESTED_OPERATIONS: u64 = 2;

/// Operations the engine counts for a call whose body is `ctx.f()`: one more per argument, and
/// one more for the argument list of a method call that has one.
const METHOD_OPERATIONS: u64 = 5;
/// The same for `f(ctx)` (one more per argument after `ctx`).
const FUNCTION_OPERATIONS: u64 = 4;

/// The functions among `functions` of `ast` that are direct calls of an API function `api`
/// places among the ruleset's directly callable ones (taking those arguments), with their
/// calls.
pub fn shapes<'f>(
    ast: &AST,
    helpers: Option<&Module>,
    functions: impl Iterator<Item = &'f str>,
    api: Lookup,
) -> Vec<(Box<str>, DirectCall)> {
    functions
        .filter_map(|f| Some((f.into(), shape(ast, helpers, f, api)?)))
        .collect()
}

/// The direct call `function` of `ast` amounts to, if its body has that shape: its one
/// parameter is `ctx`'s, its one statement calls a function on it (`ctx.f(…)` or
/// `f(ctx, …)`) with constant arguments (or `ctx.me`, `ctx.value`, a listed reading call),
/// and no script function either call could reach instead (in `ast` or in `helpers`) has its
/// name.
fn shape(ast: &AST, helpers: Option<&Module>, function: &str, api: Lookup) -> Option<DirectCall> {
    let def = ast.shared_lib().get_script_fn(function, 1)?;
    let param = def.params.first()?.clone();
    // The function alone, walked: its body's statements are the nodes at depth one.
    let mut lib = Module::new();
    lib.set_script_fn(def.clone());
    let alone = AST::new(Vec::<Stmt>::new(), lib);
    let (mut statements, mut call) = (0, None);
    alone.walk(&mut |path: &[ASTNode]| {
        if let [ASTNode::Stmt(stmt)] = path {
            statements += 1;
            call = call_on(stmt, &param);
        }
        // Past a first statement of another shape, or a second, nothing more is needed.
        statements < 2 && (statements == 0 || call.is_some())
    });
    let Found {
        method,
        args,
        reads,
        nested,
        operations,
        position,
    } = call.filter(|_| statements == 1)?;
    // A script function of that name would be called instead of the API's, in either style
    // (`this` and the arguments, or the object and the arguments).
    let shadowed = |method: &str, args: usize| {
        let defines =
            |lib: &Module| (args..=args + 1).any(|n| lib.get_script_fn(method, n).is_some());
        defines(ast.shared_lib()) || helpers.is_some_and(defines)
    };
    let mut calls = Vec::with_capacity(nested.len());
    for (method, args, position) in nested {
        if shadowed(&method, args.len()) {
            return None;
        }
        let api = api(&method, &args, Role::Argument)?;
        calls.push(Nested {
            method,
            api,
            args,
            position,
        });
    }
    if shadowed(&method, args.len()) {
        return None;
    }
    let api = api(&method, &args, Role::Call)?;
    Some(DirectCall {
        method,
        api,
        args,
        reads,
        calls,
        operations,
        position,
    })
}

/// An argument of the shape `shape` takes.
enum Argument {
    Constant(Dynamic),
    /// `ctx.me` or `ctx.value`.
    Read(Read),
    /// `ctx.g(constants…)`: the name, the constants, where the call is.
    Call(rhai::ImmutableString, Vec<Dynamic>, rhai::Position),
}

/// An argument of the shape `shape` takes: a constant, `ctx.me`, `ctx.value`, or a method
/// call on `ctx` with constant arguments — `None` for an argument of any other kind.
fn argument(arg: &Expr, param: &rhai::ImmutableString) -> Option<Argument> {
    if let Some(value) = arg.get_literal_value(None) {
        return Some(Argument::Constant(value));
    }
    match arg {
        Expr::Dot(x, flags, _) if flags.is_empty() => match (&x.lhs, &x.rhs) {
            (Expr::Variable(v, ..), Expr::Property(p, _)) if v.1 == *param => match p.2.as_str() {
                "me" => Some(Argument::Read(Read::Me)),
                "value" => Some(Argument::Read(Read::Value)),
                _ => None,
            },
            (Expr::Variable(v, ..), Expr::MethodCall(call, at)) if v.1 == *param => {
                let args = call.args.iter().map(|a| a.get_literal_value(None));
                Some(Argument::Call(
                    call.name.clone(),
                    args.collect::<Option<_>>()?,
                    *at,
                ))
            }
            _ => None,
        },
        _ => None,
    }
}

/// A call found in a function's body: a `DirectCall` before the ruleset's list is asked.
struct Found {
    method: rhai::ImmutableString,
    args: Vec<Dynamic>,
    reads: Vec<(usize, Read)>,
    /// The calls whose values are arguments, before the ruleset's list is asked.
    nested: Vec<(rhai::ImmutableString, Vec<Dynamic>, rhai::Position)>,
    operations: u64,
    position: rhai::Position,
}

/// What `stmt` calls, if it is one call of a function on `param` with constant arguments (or
/// `ctx.me`, `ctx.value`).
fn call_on(stmt: &Stmt, param: &rhai::ImmutableString) -> Option<Found> {
    let ((method, args), is_method, position) = match stmt {
        Stmt::Expr(expr) => match &**expr {
            Expr::Dot(x, flags, _) if flags.is_empty() => match (&x.lhs, &x.rhs) {
                (Expr::Variable(v, ..), Expr::MethodCall(call, at)) if v.1 == *param => {
                    ((&call.name, &call.args[..]), true, *at)
                }
                _ => return None,
            },
            Expr::FnCall(call, at) => (on_ctx(call, param)?, false, *at),
            _ => return None,
        },
        Stmt::FnCall(call, at) => (on_ctx(call, param)?, false, *at),
        _ => return None,
    };
    let (mut values, mut reads, mut nested) = (Vec::with_capacity(args.len()), vec![], vec![]);
    let mut extra = 0;
    for (i, a) in args.iter().enumerate() {
        // What stands in the place of a read at load: a number, as they all are.
        let value = match argument(a, param)? {
            Argument::Constant(value) => value,
            Argument::Read(read) => {
                extra += READ_OPERATIONS;
                reads.push((i, read));
                Dynamic::from_int(0)
            }
            Argument::Call(method, args, at) => {
                extra += NESTED_OPERATIONS + u64::from(!args.is_empty()) + args.len() as u64;
                reads.push((i, Read::Call(nested.len())));
                nested.push((method, args, at));
                Dynamic::from_int(0)
            }
        };
        values.push(value);
    }
    let n = values.len() as u64;
    let operations = if is_method {
        METHOD_OPERATIONS + u64::from(n > 0) + n
    } else {
        FUNCTION_OPERATIONS + n
    } + extra;
    Some(Found {
        method: method.clone(),
        args: values,
        reads,
        nested,
        operations,
        position,
    })
}

/// `f(ctx, args…)`: the name and the arguments after `ctx`, when the first is the parameter.
fn on_ctx<'a>(
    call: &'a rhai::FnCallExpr,
    param: &rhai::ImmutableString,
) -> Option<(&'a rhai::ImmutableString, &'a [Expr])> {
    if call.is_qualified() || call.op_token.is_some() || call.capture_parent_scope {
        return None;
    }
    match call.args.split_first()? {
        (Expr::Variable(v, ..), rest) if v.1 == *param => Some((&call.name, rest)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::shapes;

    fn found(src: &str, f: &str) -> Option<String> {
        let engine = rhai::Engine::new();
        let ast = engine.compile(src).expect("compiles");
        let found = shapes(&ast, None, [f].into_iter(), &|_, _, _| Some(0));
        found
            .first()
            .map(|(_, d)| format!("{} {:?}", d.method, d.args))
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
            found.first().map(|(_, d)| d.reads.clone())
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
        let d = &found.first().expect("direct").1;
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

    /// A direct call's `operations` are what the sandboxed engine counts for its body, in
    /// either style and with any number of arguments.
    #[test]
    fn a_direct_call_charges_what_the_engine_counts() {
        use crate::code::budget::Budget;
        use crate::code::prints::Prints;
        use std::rc::Rc;
        #[derive(Clone)]
        struct Handle;
        let budget = Rc::new(Budget::default());
        let mut engine = crate::code::sandbox::sandboxed_engine(Prints::default(), budget.clone());
        // What the engine had counted when the API function began.
        let at_call = Rc::new(std::cell::Cell::new(0));
        engine.register_type::<Handle>();
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
        engine.register_fn("g", |_: &mut Handle, _: i64| 7_i64);
        engine.register_fn("g", |_: &mut Handle, _: i64, _: &str| 7_i64);
        engine.register_get("me", |_: &mut Handle| 1_i64);
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
            let d = &found.first().expect("direct").1;
            assert_eq!(
                (at_call.get(), budget.used()),
                (d.operations, d.operations),
                "{s}"
            );
            budget.close();
        }
    }
}
