//! The bodies the host runs itself, as steps: statements that are each a direct call, an
//! `if` (no `else`) whose condition is one and whose block is such statements, or a `for` loop
//! over the list one gives, its block such statements that may take the loop's element as an
//! argument (`Read::Item`). No variable but the loop's, no loop in a loop: what keywords write
//! ("for top in ctx.look_top(1) { if ctx.you_may(…) { ctx.recycle(top); } }"), and nothing
//! the host would have to evaluate. Most are one call (`fn choose(ctx) { ctx.choose_unit(…) }`).
//!
//! The engine counts no operation for a block or a loop's turn of its own: only the
//! statements' (`super::METHOD_OPERATIONS`), an `if` or `for` statement counting as a statement
//! of its condition's or list's call (measured; `tests::steps_charge_what_the_engine_counts`).

use super::{DirectCall, Stmt};
use super::{Finder, Role, call_in, call_on};
use crate::code::budget::Budget;
use rhai::{Dynamic, EvalAltResult};

/// Statements a body, or a block in it, may have (more are the engine's to run).
pub(super) const MAX_STEPS: usize = 4;

/// A statement of a body the host runs itself.
#[derive(Clone, Debug)]
pub enum Step {
    /// A call, its value the statement's.
    Call(DirectCall),
    /// `if call { steps }`: the call gives `true` or `false` (`Role::Condition`).
    If(DirectCall, Vec<Step>),
    /// `for item in call { steps }`: the call gives a list (`Role::List`).
    Each(DirectCall, Vec<Step>),
}

/// `statements` as steps, if each is one (`Step`), outside any loop.
pub(super) fn steps(finder: &Finder, statements: &[Stmt]) -> Option<Vec<Step>> {
    block(finder, statements, None)
}

/// `statements` as steps, inside the loop whose variable is `item` if there is one.
fn block(
    finder: &Finder,
    statements: &[Stmt],
    item: Option<&rhai::ImmutableString>,
) -> Option<Vec<Step>> {
    if statements.is_empty() || statements.len() > MAX_STEPS {
        return None;
    }
    statements
        .iter()
        .map(|stmt| step(finder, stmt, item))
        .collect()
}

/// `stmt` as a step.
fn step(finder: &Finder, stmt: &Stmt, item: Option<&rhai::ImmutableString>) -> Option<Step> {
    let param = &finder.param;
    match stmt {
        Stmt::If(flow, _) if flow.branch.is_empty() => {
            let test = finder.resolve(call_in(&flow.expr, param, item)?, Role::Condition)?;
            let then = block(finder, flow.body.statements(), item)?;
            Some(Step::If(test, then))
        }
        // One loop, its variable neither `ctx`'s name nor with a counter.
        Stmt::For(x, _) if item.is_none() => {
            let (var, counter, flow) = &**x;
            if counter.is_some() || var.name == *param || !flow.branch.is_empty() {
                return None;
            }
            let list = finder.resolve(call_in(&flow.expr, param, None)?, Role::List)?;
            let body = block(finder, flow.body.statements(), Some(&var.name))?;
            Some(Step::Each(list, body))
        }
        _ => Some(Step::Call(
            finder.resolve(call_on(stmt, param, item)?, Role::Call)?,
        )),
    }
}

impl Step {
    /// The call the step makes first.
    pub fn call(&self) -> &DirectCall {
        match self {
            Step::Call(call) | Step::If(call, _) | Step::Each(call, _) => call,
        }
    }
}

/// What makes one call of a body: the call, the element of the loop it is in.
pub type CallMaker<'a> =
    dyn FnMut(&DirectCall, Option<&Dynamic>) -> Result<Dynamic, Box<EvalAltResult>> + 'a;

/// Runs `steps` (the function's own call charged already), each call's operations charged
/// before `make` makes it, as the engine counts them: the value of the last statement, as the
/// engine's (one call's value, a loop's `()`, an `if` not taken `()`). A call the budget has
/// no room for stops the body there with the engine's error for it: the engine counts all of a
/// statement's operations before its call, so it would stop within the same statement, before
/// the call.
pub fn run(
    steps: &[Step],
    budget: &Budget,
    make: &mut CallMaker,
) -> Result<Dynamic, Box<EvalAltResult>> {
    run_in(steps, None, budget, make)
}

/// `run`, inside the loop whose element is `item` if there is one.
fn run_in(
    steps: &[Step],
    item: Option<&Dynamic>,
    budget: &Budget,
    make: &mut CallMaker,
) -> Result<Dynamic, Box<EvalAltResult>> {
    let mut last = Dynamic::UNIT;
    for step in steps {
        last = match step {
            Step::Call(c) => charged(c, item, budget, make)?,
            Step::If(test, then) => {
                // A condition's function always gives a boolean (`Role::Condition`).
                if charged(test, item, budget, make)?
                    .as_bool()
                    .unwrap_or(false)
                {
                    run_in(then, item, budget, make)?
                } else {
                    Dynamic::UNIT
                }
            }
            Step::Each(list, body) => {
                // A loop's function always gives a list (`Role::List`).
                let list = charged(list, item, budget, make)?;
                for element in list.into_array().unwrap_or_default() {
                    // A statement's value, not the body's: the loop's is `()`.
                    let _ = run_in(body, Some(&element), budget, make)?;
                }
                Dynamic::UNIT
            }
        };
    }
    Ok(last)
}

/// `call` made, its operations charged first.
fn charged(
    call: &DirectCall,
    item: Option<&Dynamic>,
    budget: &Budget,
    make: &mut CallMaker,
) -> Result<Dynamic, Box<EvalAltResult>> {
    if let Err(why) = budget.charge(call.operations) {
        let message = Dynamic::from(why.message());
        // The engine's stop has no position (the host places it at the function).
        return Err(EvalAltResult::ErrorTerminated(message, rhai::Position::NONE).into());
    }
    make(call, item)
}
