//! Calling a script function on an engine state: a fresh one for a call from the rules, a copy
//! of the caller's for a call made from inside an API function (a nested call), so that call
//! levels go on from the caller's and no nesting restarts them.

use crate::code::Code;
use crate::model::card::ScriptId;
use rhai::{
    Dynamic, Engine, EvalAltResult, FuncArgs, GlobalRuntimeState, NativeCallContext, Position,
};

/// Calls `function` of `script` from inside the API call `nc` is in, as a nested call: on a
/// copy of the caller's engine state, so that its call levels go on from the caller's (a
/// script asking its own question through the host stops at the call-depth limit, not in a
/// stack overflow), with only that script's functions and helpers in reach.
pub fn call_within(
    nc: &NativeCallContext,
    code: &Code,
    script: ScriptId,
    function: &str,
    args: impl FuncArgs,
) -> Result<Dynamic, Box<EvalAltResult>> {
    let global = nc.global_runtime_state().clone();
    call_on(nc.engine(), global, code, script, function, args)
}

/// Calls `function` of `script` on engine state `global` (a fresh one for a call from the
/// rules, a copy of the caller's for a nested call), with the script's modules in reach: its
/// pack's shared helpers and its own functions (`Code::modules`). The script file has only
/// `fn` items, so nothing else of it runs.
pub(super) fn call_on(
    engine: &Engine,
    mut global: GlobalRuntimeState,
    code: &Code,
    script: ScriptId,
    function: &str,
    args: impl FuncArgs,
) -> Result<Dynamic, Box<EvalAltResult>> {
    global.lib.clear();
    code.modules(script, &mut global.lib);
    global.source = None;
    // No call position: the engine puts it on the limits a call reaches (call depth,
    // operations), and a nested call's caller is in another file. Without it, such an error is
    // reported at the declaration of the function called, in its own file.
    let nc =
        NativeCallContext::new_with_all_fields(engine, function, None, &global, Position::NONE);
    nc.call_fn::<Dynamic>(function, args).or_else(|e| match *e {
        // `exit(value)` ends the call with that value, as the engine's own calls do.
        EvalAltResult::Exit(value, _) => Ok(value),
        _ => Err(e),
    })
}
