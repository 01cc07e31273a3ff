//! The script host: runs card functions for the rules, and turns every script failure into a
//! `RulesError::Script` naming card, script file, line and column. The host computes no rules
//! state: what a call may do is the rules' to say, in the `ScriptCall` and through the API.

use super::api;
use super::context::{CallState, Ctx};
use crate::agent::{Agent, NoAgent};
use crate::code::Code;
use crate::code::sandbox::{PrintBuffer, sandboxed_engine};
use crate::diag::SourcePos;
use crate::rules::RulesError;
use crate::rules::env::{CallPhase, ScriptCall, ScriptRunner};
use crate::ruleset::Ruleset;
use crate::state::chain::Chosen;
use crate::state::{CoreEvent, Game, ObjId, PlayerId};
use rhai::{CallFnOptions, Dynamic, Engine, EvalAltResult, Position, Scope};
use std::cell::RefCell;
use std::marker::PhantomData;
use std::rc::Rc;

/// One sandboxed engine with the core's and the ruleset's `ctx` API, built once a thread.
pub struct ScriptHost<R: Ruleset> {
    engine: Engine,
    prints: PrintBuffer,
    ruleset: PhantomData<R>,
}

impl<R: Ruleset> Default for ScriptHost<R> {
    fn default() -> Self {
        Self::new()
    }
}

impl<R: Ruleset> ScriptHost<R> {
    /// Builds the engine once, with the card API registered.
    pub fn new() -> Self {
        let prints = PrintBuffer::default();
        let mut engine = sandboxed_engine(prints.clone());
        api::register::<R>(&mut engine);
        R::register_api(&mut engine);
        ScriptHost {
            engine,
            prints,
            ruleset: PhantomData,
        }
    }

    pub fn engine(&self) -> &Engine {
        &self.engine
    }

    /// The runner the rules call, for games played with the scripts of `code`.
    pub fn runner(&self, code: &Rc<Code>) -> Runner<'_, R> {
        Runner {
            engine: &self.engine,
            prints: Some(&self.prints),
            code: code.clone(),
            spare: RefCell::new(None),
        }
    }
}

/// A host with the compiled scripts of one catalog: what `Env::scripts` is.
pub struct Runner<'a, R: Ruleset> {
    engine: &'a Engine,
    /// Where the engine's `print` lines go, drained after each call; `None` for a nested
    /// runner, whose lines the outer call drains.
    prints: Option<&'a PrintBuffer>,
    code: Rc<Code>,
    /// What the last call used, refilled by the next: no context, stand-in game or scope is
    /// built per call.
    spare: RefCell<Option<Spare<R>>>,
}

/// The context and the scope a runner keeps between calls.
struct Spare<R: Ruleset> {
    ctx: Ctx<R>,
    scope: Scope<'static>,
}

impl<'a, R: Ruleset> Runner<'a, R> {
    /// A runner for a call made from inside a card API function (an action whose rules ask a
    /// replacement function, as damage asks `would_be_dealt_damage`), on the engine running
    /// it. The rules keep such nesting one level deep: the functions they call this way run in
    /// `CallPhase::Replace`, where the API refuses actions.
    pub fn nested(engine: &'a Engine, code: Rc<Code>) -> Self {
        Runner {
            engine,
            prints: None,
            code,
            spare: RefCell::new(None),
        }
    }
}

impl<R: Ruleset> ScriptRunner<R> for Runner<'_, R> {
    fn call(
        &self,
        game: &mut Game<R>,
        agent: &mut Box<dyn Agent<R>>,
        call: ScriptCall,
    ) -> Result<Chosen, RulesError> {
        self.run(game, agent, call, None).map(|(_, chosen)| chosen)
    }

    fn call_replacement_with(
        &self,
        game: &mut Game<R>,
        agent: &mut Box<dyn Agent<R>>,
        call: ScriptCall,
        amount: i64,
        other: i64,
    ) -> Result<i64, RulesError> {
        let (function, script, source) = (call.function, call.script, call.source);
        let (value, _) = self.run(game, agent, call, Some((amount, other)))?;
        if value.is_unit() {
            return Ok(amount);
        }
        value.as_int().map_err(|found| {
            let info = game.catalog.script(script);
            let (line, col) = info.declared_at.get(function).copied().unwrap_or((1, 1));
            RulesError::Script {
                card: game.card(source).id.clone(),
                location: SourcePos::new(info.file_of(function), line, col),
                message: format!(
                    "`{function}` returns {}, not a number",
                    crate::code::lint::words::type_name_noun(found)
                ),
            }
        })
    }

    fn call_text(
        &self,
        game: &mut Game<R>,
        agent: &mut Box<dyn Agent<R>>,
        call: ScriptCall,
    ) -> Result<Option<String>, RulesError> {
        self.run(game, agent, call, None)
            .map(|(value, _)| value.into_string().ok())
    }

    fn call_flag(
        &self,
        game: &mut Game<R>,
        agent: &mut Box<dyn Agent<R>>,
        call: ScriptCall,
    ) -> Result<Option<bool>, RulesError> {
        self.run(game, agent, call, None)
            .map(|(value, _)| value.as_bool().ok())
    }
}

impl<R: Ruleset> Runner<'_, R> {
    /// Runs one function with `ctx` (and the amount and other object, for a replacement): its
    /// return value and what it chose.
    fn run(
        &self,
        game: &mut Game<R>,
        agent: &mut Box<dyn Agent<R>>,
        call: ScriptCall,
        amount: Option<(i64, i64)>,
    ) -> Result<(Dynamic, Chosen), RulesError> {
        let ast = self.code.ast(call.script);
        let Spare { ctx, mut scope } = self.take_spare(game);
        ctx.state().enter(game, agent, &call);
        // The file has only `fn` items: never re-run its top level. The scope is rewound after
        // the call (the default), so the spare one stays empty.
        let options = CallFnOptions::new().eval_ast(false);
        let result = match amount {
            None => self.engine.call_fn_with_options::<Dynamic>(
                options,
                &mut scope,
                ast,
                call.function,
                (ctx.clone(),),
            ),
            Some((n, other)) => self.engine.call_fn_with_options::<Dynamic>(
                options,
                &mut scope,
                ast,
                call.function,
                (ctx.clone(), n, other),
            ),
        };
        scope.clear();
        let mut state = ctx.state();
        std::mem::swap(game, &mut state.game);
        std::mem::swap(agent, &mut state.agent);
        if let Some(prints) = self.prints {
            for line in prints.borrow_mut().drain(..) {
                let card = game.label(call.source).clone();
                game.note(|| CoreEvent::Printed { card, line });
            }
        }
        let outcome = match result {
            Ok(value) => Ok((
                value,
                Chosen {
                    targets: std::mem::take(&mut state.chosen),
                    modes: std::mem::take(&mut state.chosen_modes),
                },
            )),
            Err(e) => Err(state
                .fault
                .take()
                .unwrap_or_else(|| script_error(game, &call, &e))),
        };
        drop(state);
        *self.spare.borrow_mut() = Some(Spare { ctx, scope });
        outcome
    }

    /// The context and scope of the last call, to fill again; new ones for the first call, or
    /// for a call made while another runs (the spare is then out), or when a script value kept
    /// a copy of the last `ctx`.
    fn take_spare(&self, game: &Game<R>) -> Spare<R> {
        match self.spare.borrow_mut().take() {
            Some(spare) if spare.ctx.is_unique() => spare,
            _ => Spare {
                ctx: Ctx::new(CallState {
                    // What stands in for the game and the agent while they are in `ctx`.
                    game: Game::new(game.catalog.clone(), 0, 0),
                    agent: Box::new(NoAgent),
                    source: ObjId(0),
                    controller: PlayerId(0),
                    phase: CallPhase::Resolve,
                    function: String::new(),
                    targets: Vec::new(),
                    value: 0,
                    modes: Vec::new(),
                    chosen_modes: Vec::new(),
                    execution: 0,
                    chosen: Vec::new(),
                    fault: None,
                    code: self.code.clone(),
                }),
                scope: Scope::new(),
            },
        }
    }
}

impl<R: Ruleset> CallState<R> {
    /// Takes the game and the agent for a call (leaving what stood in for them in their place)
    /// and sets what `call` says, reusing this state's buffers.
    fn enter(&mut self, game: &mut Game<R>, agent: &mut Box<dyn Agent<R>>, call: &ScriptCall) {
        std::mem::swap(game, &mut self.game);
        std::mem::swap(agent, &mut self.agent);
        self.source = call.source;
        self.controller = call.controller;
        self.phase = call.phase;
        self.function.clear();
        self.function.push_str(call.function);
        self.targets.clear();
        self.targets.extend_from_slice(call.targets);
        self.value = call.value;
        self.modes.clear();
        self.modes.extend_from_slice(call.modes);
        self.chosen_modes.clear();
        self.execution = call.execution;
        self.chosen.clear();
        self.fault = None;
    }
}

/// A script failure as a rules error naming the card, the script file, line and column.
fn script_error<R: Ruleset>(game: &Game<R>, call: &ScriptCall, e: &EvalAltResult) -> RulesError {
    let script = game.catalog.script(call.script);
    let (message, pos, inside) = innermost(e, call.function);
    let (line, col) = match (pos.line(), pos.position()) {
        (Some(l), c) => (l, c.unwrap_or(1)),
        // A limit reached has no position: name the function that ran.
        (None, _) => script
            .declared_at
            .get(call.function)
            .copied()
            .unwrap_or((1, 1)),
    };
    // An error inside a shared helper is reported in the helper's file.
    let location = SourcePos::new(script.file_of(inside), line, col);
    RulesError::Script {
        card: game.card(call.source).id.clone(),
        location,
        message: if inside == call.function {
            format!("in `{inside}`: {message}")
        } else {
            format!("in `{inside}` called from `{}`: {message}", call.function)
        },
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
        // In a designer's words (number, text…), without Rhai's own location suffix.
        other => (
            crate::code::lint::words::runtime_message(other),
            other.position(),
            called,
        ),
    }
}
