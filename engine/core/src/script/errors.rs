//! Script failures as rules errors naming the card, the script file, line and column: an error
//! the script raised, a limit it reached (at the loop of the function that ran, or its
//! declaration), a rules
//! refusal raised inside an API call (at the script's call, or where it was caught).

use crate::diag::SourcePos;
use crate::model::card::ScriptId;
use crate::rules::RulesError;
use crate::rules::env::ScriptCall;
use crate::ruleset::Ruleset;
use crate::state::{Game, ObjId};
use rhai::{EvalAltResult, Position};

/// A script failure as a rules error naming the card (`source`'s), the script file, line and
/// column: `function` of `script` was called and failed with `e`. For the host's own calls,
/// and for an API function that calls a card's script itself (`call_within`).
pub fn script_error<R: Ruleset>(
    game: &Game<R>,
    script: ScriptId,
    function: &str,
    source: ObjId,
    e: &EvalAltResult,
) -> RulesError {
    let script = game.catalog.script(script);
    let (message, pos, inside) = innermost(e, function);
    let (line, col) = match (pos.line(), pos.position()) {
        (Some(l), c) => (l, c.unwrap_or(1)),
        // A limit reached has no position (Rhai gives it the call's): the loop of the function
        // that ran, where the operations most likely went, or else its declaration.
        (None, _) => script
            .loops_at
            .get(function)
            .or_else(|| script.declared_at.get(function))
            .copied()
            .unwrap_or((1, 1)),
    };
    // An error inside a shared helper is reported in the helper's file.
    let location = SourcePos::new(script.file_of(inside), line, col);
    RulesError::Script {
        card: game.card(source).id.clone(),
        location,
        message: if inside == function {
            format!("in `{inside}`: {message}")
        } else {
            format!("in `{inside}` called from `{function}`: {message}")
        },
        printed: Vec::new(),
    }
}

/// A rules refusal raised inside an API call of `call`, with where the script made that call:
/// the card, and the file, line and column of the call the script error `e` carries (the
/// refusal as it reached the top of the script); when the script caught it (`e` is `None`),
/// the function that caught it. A refusal stays a refusal (`Illegal`); other faults (an
/// unanswered decision, a script error of a nested call) are kept as they are.
pub(super) fn located_fault<R: Ruleset>(
    game: &Game<R>,
    call: &ScriptCall,
    fault: RulesError,
    e: Option<Box<EvalAltResult>>,
) -> RulesError {
    let RulesError::Illegal(why) = &fault else {
        return fault;
    };
    // A person reading the game in a language they chose is told why, not where in a script.
    if crate::words::shown().is_some() {
        return fault;
    }
    let (caught, error) = match e {
        Some(e) => (
            "",
            script_error(game, call.script, call.function, call.source, &e),
        ),
        None => ("caught by the script, ", located(game, call, String::new())),
    };
    let RulesError::Script { card, location, .. } = error else {
        return fault;
    };
    RulesError::Illegal(format!("{why} (card `{card}`, {caught}{location})"))
}

/// An error of `call` the host found after it ran, at its function's declaration.
pub(super) fn located<R: Ruleset>(
    game: &Game<R>,
    call: &ScriptCall,
    message: String,
) -> RulesError {
    let info = game.catalog.script(call.script);
    let (line, col) = info
        .declared_at
        .get(call.function)
        .copied()
        .unwrap_or((1, 1));
    RulesError::Script {
        card: game.card(call.source).id.clone(),
        location: SourcePos::new(info.file_of(call.function), line, col),
        message: format!("in `{}`: {message}", call.function),
        printed: Vec::new(),
    }
}

/// The error a script raised, with its position and the script function it was raised in
/// (`called` unless it arrives wrapped), unwrapped from nested function calls.
fn innermost<'a>(e: &'a EvalAltResult, called: &'a str) -> (String, Position, &'a str) {
    match e {
        EvalAltResult::ErrorInFunctionCall(name, _, inner, pos) => {
            let (msg, p, inside) = innermost(inner, name);
            if p.is_none() {
                // No position of its own: take the call's, in the caller's file.
                (msg, *pos, called)
            } else {
                (msg, p, inside)
            }
        }
        EvalAltResult::ErrorRuntime(value, pos) => (value.to_string(), *pos, called),
        // The step's budget ran out (`Budget::tick`): its value says which limit.
        EvalAltResult::ErrorTerminated(value, pos) => (value.to_string(), *pos, called),
        // In a designer's words (number, text…), without Rhai's own location suffix.
        other => (
            crate::code::lint::words::runtime_message(other),
            other.position(),
            called,
        ),
    }
}
