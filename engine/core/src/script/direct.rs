//! The API functions a ruleset lets the host call from Rust, for card functions that are one
//! constant call of them or a few under `if` and `for` (`code::direct` finds those at load;
//! `host.rs` calls them), the arguments such a call reads from `ctx`, filled in before it is
//! made, and the running of a body of several (`run_steps`).

use super::context::Ctx;
use crate::code::budget::Budget;
use crate::code::direct::{DirectCall, Read, Role, Step, steps};
use crate::rules::env::ChoiceOptions;
use crate::ruleset::Ruleset;
use crate::state::{Game, ObjId, PlayerId};
use rhai::{Dynamic, EvalAltResult};

/// How the host may call an API function directly (its declaration's direct entry,
/// `api_fn::ApiFn::direct`), with the constant arguments `accepts` takes as given (for
/// others, the engine's way decides which overload runs, or reports the mismatch).
/// What it returns stays within the engine's size limits, which the engine checks on a native
/// function's result and the host does not: a number, or a list of objects (never more than
/// `MAX_OBJECTS`, which is no more than `MAX_ARRAY_SIZE`: a test in `code::direct` checks it).
pub struct DirectFn<R: Ruleset> {
    pub accepts: fn(&[Dynamic]) -> bool,
    pub call: DirectCallFn<R>,
    /// For a choice function: the options the call would offer, read from the game without
    /// asking anything (`ScriptRunner::choice_options`), or `None` where only running it can
    /// tell (arguments it would refuse, options that depend on where the source is played).
    pub options: Option<OptionsFn<R>>,
    /// What it gives back: where else than as a statement a direct body may call it.
    pub gives: Gives,
    /// When the engine must make the call instead, in the game as it is (the rules it sets off
    /// may then ask other scripts, which only a call made by the engine can run).
    pub declines: Option<DeclinesFn<R>>,
}

// Not derived: `R` itself need not be `Copy` for function pointers to be.
impl<R: Ruleset> Clone for DirectFn<R> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<R: Ruleset> Copy for DirectFn<R> {}

impl<R: Ruleset> DirectFn<R> {
    /// Called as a statement only, offering nothing to read without asking.
    pub const fn new(accepts: fn(&[Dynamic]) -> bool, call: DirectCallFn<R>) -> Self {
        DirectFn {
            accepts,
            call,
            options: None,
            gives: Gives::Any,
            declines: None,
        }
    }

    /// The same, left to the engine in a game where `declines` says so.
    pub const fn declines(self, declines: DeclinesFn<R>) -> Self {
        DirectFn {
            declines: Some(declines),
            ..self
        }
    }

    /// The same, whose options are read without asking.
    pub const fn options(self, options: OptionsFn<R>) -> Self {
        DirectFn {
            options: Some(options),
            ..self
        }
    }

    /// The same, which gives this back.
    pub const fn gives(self, gives: Gives) -> Self {
        DirectFn { gives, ..self }
    }
}

/// What a directly callable API function gives back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gives {
    /// Anything: it is called as a statement only.
    Any,
    /// A number, only reading the call (changing nothing, charging nothing): it may also stand
    /// as another direct call's argument (`ctx.kill(ctx.target(0))`), made first, its value in
    /// that place.
    Reading,
    /// Always `true` or `false`: it may also be an `if` statement's condition.
    Answer,
    /// Always a list (of objects, within the engine's limits): it may also be the list a `for`
    /// loop goes over.
    List,
}

impl Gives {
    /// Whether a function giving this may be called in `role`.
    fn serves(self, role: Role) -> bool {
        match role {
            Role::Call => true,
            Role::Argument => self == Gives::Reading,
            Role::Condition => self == Gives::Answer,
            Role::List => self == Gives::List,
        }
    }
}

/// Whether a direct call must be left to the engine in this game (`DirectFn::declines`).
pub type DeclinesFn<R> = fn(&mut Game<R>) -> bool;

/// What a choice function offers `controller` for `source`, given its constant arguments.
pub type OptionsFn<R> = fn(&Game<R>, ObjId, PlayerId, &[Dynamic]) -> Option<ChoiceOptions>;

/// What a directly callable API function is: `ctx` and the constant arguments in, what the
/// engine's call would have returned out.
pub type DirectCallFn<R> = fn(&mut Ctx<R>, &[Dynamic]) -> Result<Dynamic, Box<EvalAltResult>>;

/// The place of the API function `name` among `R`'s declarations (`Ruleset::API`), if it has
/// a direct entry that takes `args` as given: what the loader records of a direct call
/// (`code::direct::DirectCall::api`), so that a call neither compares names nor checks its
/// constant arguments again.
pub fn api_index<R: Ruleset>(name: &str, args: &[Dynamic], role: Role) -> Option<usize> {
    R::API.iter().position(|f| {
        f.name() == name
            && f.direct
                .is_some_and(|d| (d.accepts)(args) && d.gives.serves(role))
    })
}

/// The direct entry of `R`'s declaration at `i` (found at load by `api_index`): a function
/// pointer, called as it is.
fn direct_call<R: Ruleset>(i: usize) -> Option<DirectCallFn<R>> {
    Some(R::API.get(i)?.direct?.call)
}

/// A direct call's arguments with what it reads filled in: `ctx.me` and `ctx.value` as the
/// engine's getters read them (`script::api`), a reading call's value (`ctx.target(0)`) by
/// making it first, as the engine would, its error at its own place, and the element of the
/// loop the call is in (`item`).
fn read_arguments<R: Ruleset>(
    ctx: &Ctx<R>,
    shape: &DirectCall,
    item: Option<&Dynamic>,
) -> Result<Vec<Dynamic>, Box<EvalAltResult>> {
    let mut args = shape.args.clone();
    for &(i, read) in &shape.reads {
        args[i] = match read {
            Read::Me => Dynamic::from_int(ctx.reading().source.0 as i64),
            Read::Value => Dynamic::from_int(ctx.reading().value as i64),
            Read::Call(k) => {
                let nested = &shape.calls[k];
                // Settled at load: listed, a reader, taking these arguments.
                let call = direct_call::<R>(nested.api);
                let call = call.ok_or_else(|| format!("`{}` is not callable", nested.method))?;
                call(&mut ctx.clone(), &nested.args).map_err(|e| placed(e, nested.position))?
            }
            // Found at load inside a loop only.
            Read::Item => item
                .cloned()
                .ok_or("a loop's element read outside any loop")?,
        };
    }
    Ok(args)
}

/// `e` at `position` unless the function placed it.
fn placed(mut e: Box<EvalAltResult>, position: rhai::Position) -> Box<EvalAltResult> {
    if e.position().is_none() {
        e.set_position(position);
    }
    e
}

/// Runs a direct body's steps (`code::direct::steps`; the function's own call charged
/// already), each call made from Rust with its arguments (read first when some are read, else
/// the constants as they are, with no copy), an error it returns placed at it.
pub(super) fn run_steps<R: Ruleset>(
    ctx: &Ctx<R>,
    steps: &[Step],
    budget: &Budget,
) -> Result<Dynamic, Box<EvalAltResult>> {
    steps::run(steps, budget, &mut |call, item| {
        // Found at load among the ruleset's, with arguments it takes.
        let api = direct_call::<R>(call.api);
        let api = api.ok_or_else(|| format!("`{}` is not callable", call.method))?;
        let result = if call.reads.is_empty() {
            api(&mut ctx.clone(), &call.args)
        } else {
            read_arguments(ctx, call, item).and_then(|args| api(&mut ctx.clone(), &args))
        };
        result.map_err(|e| placed(e, call.position))
    })
}
