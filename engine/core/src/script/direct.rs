//! The API functions a ruleset lets the host call from Rust, for card functions that are one
//! constant call of them (`code::direct` finds those at load; `host.rs` calls them), and the
//! arguments such a call reads from `ctx`, filled in before it is made.

use super::context::Ctx;
use crate::code::direct::{DirectCall, Read, Role};
use crate::rules::env::ChoiceOptions;
use crate::ruleset::Ruleset;
use crate::state::{Game, ObjId, PlayerId};
use rhai::{Dynamic, EvalAltResult};

/// An API function the host may call directly with the constant arguments `accepts` takes as
/// given (for others, the engine's way decides which overload runs, or reports the mismatch).
/// What it returns stays within the engine's size limits, which the engine checks on a native
/// function's result and the host does not: a number, or a list of objects (never more than
/// `MAX_OBJECTS`, which is no more than `MAX_ARRAY_SIZE`: a test in `code::direct` checks it).
pub struct DirectFn<R: Ruleset> {
    pub name: &'static str,
    pub accepts: fn(&[Dynamic]) -> bool,
    pub call: DirectCallFn<R>,
    /// For a choice function: the options the call would offer, read from the game without
    /// asking anything (`ScriptRunner::choice_options`), or `None` where only running it can
    /// tell (arguments it would refuse, options that depend on where the source is played).
    pub options: Option<OptionsFn<R>>,
    /// Whether it only reads the call (changing nothing, charging nothing) and returns a
    /// number: it may then stand as another direct call's argument (`ctx.kill(ctx.target(0))`),
    /// made first, its value in that place.
    pub reader: bool,
}

/// What a choice function offers `controller` for `source`, given its constant arguments.
pub type OptionsFn<R> = fn(&Game<R>, ObjId, PlayerId, &[Dynamic]) -> Option<ChoiceOptions>;

/// What a directly callable API function is: `ctx` and the constant arguments in, what the
/// engine's call would have returned out.
pub type DirectCallFn<R> = fn(&mut Ctx<R>, &[Dynamic]) -> Result<Dynamic, Box<EvalAltResult>>;

/// The place of the API function `name` among `R`'s directly callable ones, if it is one and
/// takes `args` as given: what the loader records of a direct call
/// (`code::direct::DirectCall::api`), so that a call neither compares names nor checks its
/// constant arguments again.
pub fn api_index<R: Ruleset>(name: &str, args: &[Dynamic], role: Role) -> Option<usize> {
    R::DIRECT_API
        .iter()
        .position(|f| f.name == name && (f.accepts)(args) && (role == Role::Call || f.reader))
}

/// A direct call's arguments with what it reads filled in: `ctx.me` and `ctx.value` as the
/// engine's getters read them (`script::api`), a reading call's value (`ctx.target(0)`) by
/// making it first, as the engine would, its error at its own place.
pub(super) fn read_arguments<R: Ruleset>(
    ctx: &Ctx<R>,
    shape: &DirectCall,
) -> Result<Vec<Dynamic>, Box<EvalAltResult>> {
    let mut args = shape.args.clone();
    for &(i, read) in &shape.reads {
        args[i] = match read {
            Read::Me => Dynamic::from_int(ctx.state().source.0 as i64),
            Read::Value => Dynamic::from_int(ctx.state().value as i64),
            Read::Call(k) => {
                let nested = &shape.calls[k];
                // Settled at load: listed, a reader, taking these arguments.
                let call = R::DIRECT_API.get(nested.api).map(|api| api.call);
                let call = call.ok_or_else(|| format!("`{}` is not callable", nested.method))?;
                call(&mut ctx.clone(), &nested.args).map_err(|e| placed(e, nested.position))?
            }
        };
    }
    Ok(args)
}

/// `e` at `position` unless the function placed it.
pub(super) fn placed(mut e: Box<EvalAltResult>, position: rhai::Position) -> Box<EvalAltResult> {
    if e.position().is_none() {
        e.set_position(position);
    }
    e
}
