//! Direct calls: a card function whose whole body is one call of a `ctx` function with constant
//! arguments (`fn choose(ctx) { ctx.choose_targets(#{ what: "unit" }) }`, the shape of most
//! target choices), or with `ctx.me` and `ctx.value` among them (`ctx.kill(ctx.me)`, read from
//! the call as the engine's getters read them), or the value of a reading function the ruleset
//! lists, called with constants (`ctx.kill(ctx.target(0))`, made first), is run by calling
//! that API function from Rust, without the engine evaluating anything. Such functions are
//! called at every play and at every legal-action trial of a card with choices; the engine's
//! own set-up and evaluation of the one call cost about as much as the API function's work.
//! A few such calls in sequence, under an `if` whose condition is such a call, or in a `for`
//! loop over the list such a call gives (`steps`: a keyword's "look at the top card, you may
//! recycle it") are run the same way, one call after another.
//!
//! Found once, at load, on the compiled code (`shape`); taken by the host only for the API
//! functions the ruleset declares callable directly (`Ruleset::API`, each declaration's
//! `script::direct::DirectFn`), which take the
//! constant arguments as the engine would pass them. The host charges the step's budget what
//! the engine would have counted (`DirectCall::operations`) and puts the call's position on an
//! error the function returns, as the engine does: the outcome, errors and their lines
//! included, is the engine's. A function not listed, arguments it does not take as given
//! (both settled here, at load), or a budget too low for the first call go the engine's way.

use rhai::{AST, ASTNode, Dynamic, Expr, Module, Stmt};

pub mod steps;
pub use steps::Step;

/// One call of `ctx.method(args…)`, the arguments constants, `ctx.me` and `ctx.value` (what
/// the call is about: its source object, its number), calls of the ruleset's reading functions
/// with constants (`ctx.target(0)`), or the element of the `for` loop it is in.
#[derive(Clone, Debug)]
pub struct DirectCall {
    pub method: rhai::ImmutableString,
    /// Which of the ruleset's directly callable functions it calls: its place in
    /// `Ruleset::API` (a declaration with a direct entry), found at load so that a call
    /// compares no name.
    pub api: usize,
    /// The arguments: the constants, and a number in the place of each argument read from
    /// `ctx` (`reads` says which), put there by the host at each call.
    pub args: Vec<Dynamic>,
    pub reads: Vec<(usize, Read)>,
    /// The calls whose values are arguments (`Read::Call`), in the order the engine makes them.
    pub calls: Vec<Nested>,
    /// What the engine counts evaluating its statement (or its `if` or `for` statement) before
    /// the API function begins, which the host charges the step's budget instead (tests check
    /// them against the engine's count), after the function's own call (`CALL_OPERATIONS`) for
    /// the first: the function's own charges meet the budget as they would.
    pub operations: u64,
    /// Where the call is: what the engine puts on an error the API function returns.
    pub position: rhai::Position,
}

/// An argument read from the call's context as the engine's getter reads it, the value of a
/// call made first, or the element of the `for` loop the call is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Read {
    /// `ctx.me`: the source object's id.
    Me,
    /// `ctx.value`: the call's number.
    Value,
    /// The value of `DirectCall::calls[i]`.
    Call(usize),
    /// The loop variable of the `for` loop the call is in (`Step::Each`).
    Item,
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

/// What a call found in a body is to the ruleset's list (`Lookup`): a statement, a call whose
/// value is one of another's arguments (which must only read, and give a number), an `if`
/// statement's condition (which must give `true` or `false`), or a `for` loop's list (which
/// must give a list).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Call,
    Argument,
    Condition,
    List,
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

/// Operations the engine counts calling a script function, before its first statement.
pub const CALL_OPERATIONS: u64 = 1;
/// Operations the engine counts for a statement `ctx.f()`: one more per argument, and one more
/// for an argument list (a `for` loop's list and an `if` condition count the same, their
/// statement included; a loop's element as an argument counts as a constant).
const METHOD_OPERATIONS: u64 = 4;
/// The same for `f(ctx)` (one more per argument after `ctx`)…
const FUNCTION_OPERATIONS: u64 = 3;
/// …and one more for `f(ctx)` as an expression (an `if` condition, a `for` loop's list).
const EXPRESSION_OPERATIONS: u64 = 1;

/// The functions among `functions` of `ast` the host may run itself, as their steps: calls of
/// API functions `api` places among the ruleset's directly callable ones (taking those
/// arguments), one alone or a few in sequence, under `if` and in `for` (`steps`).
pub fn shapes<'f>(
    ast: &AST,
    helpers: Option<&Module>,
    functions: impl Iterator<Item = &'f str>,
    api: Lookup,
) -> Vec<(Box<str>, Vec<Step>)> {
    functions
        .filter_map(|f| Some((f.into(), shape(ast, helpers, f, api)?)))
        .collect()
}

/// What finding a body's calls needs: the function's `ctx` parameter, the script functions a
/// call could reach instead of the API's, the ruleset's list.
struct Finder<'a> {
    param: rhai::ImmutableString,
    ast: &'a AST,
    helpers: Option<&'a Module>,
    api: Lookup<'a>,
}

/// The body `function` of `ast` amounts to, if it has one the host may run: its one parameter
/// is `ctx`'s, its statements call functions on it (`ctx.f(…)` or `f(ctx, …)`) with constant
/// arguments (or `ctx.me`, `ctx.value`, a listed reading call), alone or under `if` and `for`
/// (`steps`), and no script function a call could reach instead (in `ast` or in `helpers`)
/// has its name.
fn shape(ast: &AST, helpers: Option<&Module>, function: &str, api: Lookup) -> Option<Vec<Step>> {
    let def = ast.shared_lib().get_script_fn(function, 1)?;
    let param = def.params.first()?.clone();
    // The function alone, walked: its body's statements are the nodes at depth one.
    let mut lib = Module::new();
    lib.set_script_fn(def.clone());
    let alone = AST::new(Vec::<Stmt>::new(), lib);
    let mut statements = Vec::new();
    alone.walk(&mut |path: &[ASTNode]| {
        if let [ASTNode::Stmt(stmt)] = path {
            statements.push((*stmt).clone());
        }
        // Past a few statements, the engine's to run.
        statements.len() <= steps::MAX_STEPS
    });
    let finder = Finder {
        param,
        ast,
        helpers,
        api,
    };
    steps::steps(&finder, &statements)
}

impl Finder<'_> {
    /// `found` as a call of the ruleset's list in `role`, its argument calls as readers; `None`
    /// when one is not listed so, or a script function of its name would be called instead.
    fn resolve(&self, found: Found, role: Role) -> Option<DirectCall> {
        let Found {
            method,
            args,
            reads,
            nested,
            operations,
            position,
        } = found;
        let mut calls = Vec::with_capacity(nested.len());
        for (method, args, position) in nested {
            let api = self.listed(&method, &args, Role::Argument)?;
            calls.push(Nested {
                method,
                api,
                args,
                position,
            });
        }
        let api = self.listed(&method, &args, role)?;
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

    /// The place of `method` in the ruleset's list for `role`, unless a script function of
    /// that name would be called instead, in either style (`this` and the arguments, or the
    /// object and the arguments).
    fn listed(&self, method: &str, args: &[Dynamic], role: Role) -> Option<usize> {
        let n = args.len();
        let defines = |lib: &Module| (n..=n + 1).any(|n| lib.get_script_fn(method, n).is_some());
        if defines(self.ast.shared_lib()) || self.helpers.is_some_and(defines) {
            return None;
        }
        (self.api)(method, args, role)
    }
}

/// An argument of the shape `shape` takes.
enum Argument {
    Constant(Dynamic),
    /// `ctx.me`, `ctx.value`, or the loop's element.
    Read(Read),
    /// `ctx.g(constants…)`: the name, the constants, where the call is.
    Call(rhai::ImmutableString, Vec<Dynamic>, rhai::Position),
}

/// An argument of the shape `shape` takes: a constant, `ctx.me`, `ctx.value`, a method call on
/// `ctx` with constant arguments, or the variable of the `for` loop the call is in (`item`) —
/// `None` for an argument of any other kind.
fn argument(
    arg: &Expr,
    param: &rhai::ImmutableString,
    item: Option<&rhai::ImmutableString>,
) -> Option<Argument> {
    if let Some(value) = arg.get_literal_value(None) {
        return Some(Argument::Constant(value));
    }
    match arg {
        Expr::Variable(v, ..) if item == Some(&v.1) => Some(Argument::Read(Read::Item)),
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

/// What `stmt` calls, if it is one call of a function on `param` with arguments `argument`
/// takes: its operations those of the statement.
fn call_on(
    stmt: &Stmt,
    param: &rhai::ImmutableString,
    item: Option<&rhai::ImmutableString>,
) -> Option<Found> {
    match stmt {
        Stmt::Expr(expr) => match &**expr {
            Expr::FnCall(call, at) => found(on_ctx(call, param)?, false, *at, param, item),
            expr => call_in(expr, param, item),
        },
        Stmt::FnCall(call, at) => found(on_ctx(call, param)?, false, *at, param, item),
        _ => None,
    }
}

/// What `expr` calls, if it is one call of a function on `param` with arguments `argument`
/// takes: its operations an `if` condition's or a `for` loop's list's, their statements
/// included.
fn call_in(
    expr: &Expr,
    param: &rhai::ImmutableString,
    item: Option<&rhai::ImmutableString>,
) -> Option<Found> {
    match expr {
        Expr::Dot(x, flags, _) if flags.is_empty() => match (&x.lhs, &x.rhs) {
            (Expr::Variable(v, ..), Expr::MethodCall(call, at)) if v.1 == *param => {
                found((&call.name, &call.args[..]), true, *at, param, item)
            }
            _ => None,
        },
        Expr::FnCall(call, at) => {
            let mut found = found(on_ctx(call, param)?, false, *at, param, item)?;
            // Evaluated as an expression, which its statement is not.
            found.operations += EXPRESSION_OPERATIONS;
            Some(found)
        }
        _ => None,
    }
}

/// The call of `method` with `args`, a method call or not, at `position`.
fn found(
    (method, args): (&rhai::ImmutableString, &[Expr]),
    is_method: bool,
    position: rhai::Position,
    param: &rhai::ImmutableString,
    item: Option<&rhai::ImmutableString>,
) -> Option<Found> {
    let (mut values, mut reads, mut nested) = (Vec::with_capacity(args.len()), vec![], vec![]);
    let mut extra = 0;
    for (i, a) in args.iter().enumerate() {
        // What stands in the place of a read at load: a number, as they all are.
        let value = match argument(a, param, item)? {
            Argument::Constant(value) => value,
            Argument::Read(read) => {
                // The loop's element counts as a constant would.
                extra += if read == Read::Item {
                    0
                } else {
                    READ_OPERATIONS
                };
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
mod tests;
