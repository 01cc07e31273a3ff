//! The script host: runs card functions for the rules, and turns every script failure into a
//! `RulesError::Script` naming card, script file, line and column. The host computes no rules
//! state: what a call may do is the rules' to say, in the `ScriptCall` and through the API.
//!
//! Every call of a game step spends one budget (`code::budget`): the rules open and close
//! steps (`ScriptRunner::begin_step`), and a call made from inside an API function (a nested
//! call) runs on its caller's engine state, so that its call levels go on from the caller's
//! and its operations count against the same step (`call.rs`). Failures become located rules
//! errors (`errors.rs`).

// Where these were before the host was split: their paths stay.
pub use super::call::call_within;
pub use super::errors::script_error;

use super::api_fn;
use super::call::call_on;
use super::context::{CallState, Ctx};
use super::direct::run_steps;
use super::errors::{located, located_fault};
use crate::agent::{Agent, NoAgent};
use crate::code::Code;
use crate::code::budget::Budget;
use crate::code::direct::CALL_OPERATIONS;
use crate::code::prints::{PrintTarget, Prints};
use crate::code::sandbox::sandboxed_engine;
use crate::diag::SourcePos;
use crate::model::card::ScriptId;
use crate::rules::RulesError;
use crate::rules::env::{CallPhase, ChoiceOptions, ScriptCall, ScriptRunner};
use crate::ruleset::Ruleset;
use crate::state::chain::Chosen;
use crate::state::limits::MAX_PRINTED;
use crate::state::{CoreEvent, Game, ObjId, PlayerId};
use rhai::{
    CallFnOptions, Dynamic, Engine, EvalAltResult, FuncArgs, GlobalRuntimeState, NativeCallContext,
    Scope,
};
use std::cell::RefCell;
use std::marker::PhantomData;
use std::rc::Rc;

/// One sandboxed engine with the core's and the ruleset's `ctx` API, built once a thread.
pub struct ScriptHost<R: Ruleset> {
    engine: Engine,
    prints: Prints,
    /// The step's budget the engine counts operations in.
    budget: Rc<Budget>,
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
        let prints = Prints::default();
        let budget = Rc::new(Budget::default());
        let mut engine = sandboxed_engine(prints.clone(), budget.clone());
        api_fn::register_all::<R>(&mut engine);
        super::null::register(&mut engine);
        ScriptHost {
            engine,
            prints,
            budget,
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
            prints: self.prints.clone(),
            code: code.clone(),
            budget: self.budget.clone(),
            caller: None,
            spare: RefCell::new(None),
            use_direct: true,
        }
    }
}

/// A host with the compiled scripts of one catalog: what `Env::scripts` is.
pub struct Runner<'a, R: Ruleset> {
    engine: &'a Engine,
    /// Where the engine's `print` lines go: the running call's trace (`code::prints`).
    prints: Prints,
    code: Rc<Code>,
    /// The step's budget, shared with the engine.
    budget: Rc<Budget>,
    /// For a nested runner, the engine state of the API call it runs from: its calls go on
    /// from that call's level.
    caller: Option<&'a GlobalRuntimeState>,
    /// What the last call used, refilled by the next: no context or stand-in game is built per
    /// call.
    spare: RefCell<Option<SpareCall<R>>>,
    /// Whether functions of one constant API call run from Rust (`code::direct`); off only to
    /// compare both ways in tests.
    use_direct: bool,
}

/// The context and the scope a runner keeps between calls (a scope allocates as it is
/// filled with a call's arguments: kept, it does so once).
struct SpareCall<R: Ruleset> {
    ctx: Ctx<R>,
    scope: Scope<'static>,
}

impl<'a, R: Ruleset> Runner<'a, R> {
    /// This runner, with every function run by the engine (`code::direct` off): what a direct
    /// call must match, in tests.
    pub fn engine_only(mut self) -> Self {
        self.use_direct = false;
        self
    }

    /// A runner for a call made from inside a card API function (an action whose rules ask a
    /// replacement function, as damage asks `would_be_dealt_damage`), on the engine running
    /// it, from the state of the call `nc` is in: its calls spend the step's budget and go on
    /// from that call's level, so no nesting can restart either. The rules keep such nesting
    /// one level deep: the functions they call this way run in `CallPhase::Replace`, where the
    /// API refuses actions.
    pub fn nested(nc: &'a NativeCallContext<'_>, state: &CallState<R>) -> Self {
        Runner {
            engine: nc.engine(),
            prints: state.prints.clone(),
            code: state.code.clone(),
            budget: state.budget.clone(),
            caller: Some(nc.global_runtime_state()),
            spare: RefCell::new(None),
            use_direct: true,
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

    fn begin_step(&self) {
        self.budget.open();
    }

    fn choice_options(
        &self,
        game: &Game<R>,
        script: ScriptId,
        function: &str,
        source: ObjId,
        controller: PlayerId,
    ) -> Option<ChoiceOptions> {
        // The function is the call, whoever runs it (`code::direct`: no script function of
        // that name could be reached instead).
        options_of(
            self.code.direct(script, function)?,
            game,
            source,
            controller,
        )
    }

    fn choices_complete(
        &self,
        game: &Game<R>,
        script: ScriptId,
        function: &str,
        source: ObjId,
        controller: PlayerId,
    ) -> Option<bool> {
        let steps = self.code.body(script, function)?;
        if let [crate::code::direct::Step::Call(call)] = steps {
            // One call: its options alone say it (no list of what was offered).
            return options_of(call, game, source, controller).map(|o| o.targets.len() >= o.min);
        }
        let mut offered: Vec<crate::state::chain::Target> = Vec::new();
        for step in steps {
            let crate::code::direct::Step::Call(call) = step else {
                return None;
            };
            let options = options_of(call, game, source, controller)?;
            if options.targets.len() < options.min {
                return Some(false);
            }
            if options.targets.iter().any(|t| offered.contains(t)) {
                return None;
            }
            offered.extend(options.targets);
        }
        Some(true)
    }

    fn end_step(&self) {
        self.budget.close();
    }

    fn renew_step(&self) {
        self.budget.renew();
    }

    fn step_spent(&self) -> u64 {
        self.budget.used()
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
                printed: Vec::new(),
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
        // A call outside any step (setup, a question asked between actions) has a budget of
        // its own; a nested call spends its caller's.
        if self.caller.is_none() && !self.budget.in_step() {
            self.budget.reset();
        }
        let SpareCall { ctx, mut scope } = self.take_spare(game);
        ctx.held().enter(game, agent, &call);
        // Lines printed go into the trace as the script prints them, between its effects.
        let outer = self.caller.is_none();
        self.prints.enter(ctx.print_target(), outer);
        let result = match amount {
            None => match self.direct(&ctx, &call) {
                Some(result) => result,
                None => self.call_fn(&mut scope, &call, (ctx.clone(),)),
            },
            Some((n, other)) => self.call_fn(&mut scope, &call, (ctx.clone(), n, other)),
        };
        self.prints.leave();
        scope.clear();
        let mut state = ctx.held();
        std::mem::swap(game, &mut state.game);
        std::mem::swap(agent, &mut state.agent);
        let mut printed_too_much = std::mem::take(&mut state.printed_too_much);
        if outer {
            // Lines printed while an API function held the state: after the call's effects.
            for line in self.prints.take_waiting() {
                printed_too_much |= !note_printed(game, call.source, line);
            }
        }
        // A rules error inside an API call fails the call even when the script caught it
        // (`try`/`catch`): the action it was part of may be half done.
        let outcome = match (result, state.fault.take()) {
            // A trial's copy of the game only asks whether the call failed.
            (_, Some(fault)) if game.trial => Err(fault),
            (result, Some(fault)) => Err(located_fault(game, &call, fault, result.err())),
            _ if printed_too_much => Err(located(
                game,
                &call,
                format!("too much printed: a game's scripts may print {MAX_PRINTED} bytes"),
            )),
            (Ok(value), None) => Ok((
                value,
                Chosen {
                    targets: std::mem::take(&mut state.chosen),
                    modes: std::mem::take(&mut state.chosen_modes),
                },
            )),
            (Err(e), None) => Err(script_error(
                game,
                call.script,
                call.function,
                call.source,
                &e,
            )),
        };
        // A failed call's effects are undone, its lines with them: they go with its error.
        let outcome = match outcome {
            Err(RulesError::Script {
                card,
                location,
                message,
                printed,
            }) if outer && printed.is_empty() => Err(RulesError::Script {
                card,
                location,
                message,
                printed: self.prints.of_call(),
            }),
            other => other,
        };
        drop(state);
        *self.spare.borrow_mut() = Some(SpareCall { ctx, scope });
        outcome
    }

    /// Runs `call` from Rust when its function is one constant call of an API function the
    /// ruleset lets the host call directly (`code::direct`): the engine's operations charged,
    /// an error given the call's position, as the engine would. `None` when the engine must
    /// run it: a nested call, a script that reaches its pack's helpers through a module, a
    /// budget the call would exceed (the engine then stops it at the operation it would have
    /// stopped it). Which function, and whether it takes the arguments, was settled at load.
    fn direct(
        &self,
        ctx: &Ctx<R>,
        call: &ScriptCall,
    ) -> Option<Result<Dynamic, Box<EvalAltResult>>> {
        if self.caller.is_some() || !self.use_direct || self.code.shares_helpers(call.script) {
            return None;
        }
        let steps = self.code.body(call.script, call.function)?;
        if declined::<R>(steps, &mut ctx.held().game) {
            return None;
        }
        // The engine counts the function's call and its first statement before the first API
        // function begins: room for those at least (later calls charge as they come).
        let first = steps.first()?.call().operations;
        if !self.budget.fits(CALL_OPERATIONS + first) {
            return None;
        }
        self.budget.charge(CALL_OPERATIONS).ok()?;
        Some(run_steps(ctx, steps, &self.budget))
    }

    /// Calls the function `call` names with `args`: a nested call on a copy of its caller's
    /// engine state, with the script's modules in reach (`call_on`); a call from the rules the
    /// engine's own, shortest way, unless the script shares its pack's helpers (then it needs
    /// two modules in reach, which only `call_on` gives).
    fn call_fn(
        &self,
        scope: &mut Scope<'static>,
        call: &ScriptCall,
        args: impl FuncArgs,
    ) -> Result<Dynamic, Box<EvalAltResult>> {
        let (code, script, function) = (&*self.code, call.script, call.function);
        match self.caller {
            Some(caller) => call_on(self.engine, caller.clone(), code, script, function, args),
            None if code.shares_helpers(script) => {
                let global = self.engine.new_global_runtime_state();
                call_on(self.engine, global, code, script, function, args)
            }
            None => {
                // The file has only `fn` items: never run its top level. The scope is rewound
                // after the call (the default), so the spare one stays empty.
                let options = CallFnOptions::new().eval_ast(false);
                let ast = code.ast(script);
                self.engine
                    .call_fn_with_options::<Dynamic>(options, scope, ast, function, args)
            }
        }
    }

    /// The context and scope of the last call, to fill again; new ones for the first call, or
    /// for a call made while another runs (the spare is then out), or when a script value kept
    /// a copy of the last `ctx`.
    fn take_spare(&self, game: &Game<R>) -> SpareCall<R> {
        match self.spare.borrow_mut().take() {
            Some(spare) if spare.ctx.is_unique() => spare,
            _ => SpareCall {
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
                    subject: None,
                    chosen: Vec::new(),
                    fault: Default::default(),
                    code: self.code.clone(),
                    budget: self.budget.clone(),
                    prints: self.prints.clone(),
                    printed_too_much: false,
                }),
                scope: Scope::new(),
            },
        }
    }
}

/// Whether a call of `steps` must be left to the engine in `game` (`DirectFn::declines`).
fn declined<R: Ruleset>(steps: &[crate::code::direct::Step], game: &mut Game<R>) -> bool {
    use crate::code::direct::Step;
    steps.iter().any(|step| {
        let declines = R::API
            .get(step.call().api)
            .and_then(|f| f.direct)
            .and_then(|d| d.declines);
        declines.is_some_and(|d| d(game))
            || match step {
                Step::Call(_) => false,
                Step::If(_, inner) | Step::Each(_, inner) => declined::<R>(inner, game),
            }
    })
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
        self.subject = call.subject;
        self.chosen.clear();
        self.fault.clear(&self.game);
        self.printed_too_much = false;
    }
}

/// Notes a line `source`'s script printed in `game`'s trace, unless the game's scripts have
/// printed their limit (`false`: the call fails).
fn note_printed<R: Ruleset>(game: &mut Game<R>, source: ObjId, line: String) -> bool {
    game.printed += line.len() as u64;
    if game.printed > MAX_PRINTED {
        return false;
    }
    let card = game.label(source).clone();
    game.note(|| CoreEvent::Printed { card, line });
    true
}

/// The print callback's view of a running call: its line goes into the game in `ctx` now,
/// unless an API function of the call has borrowed the state.
impl<R: Ruleset> PrintTarget for RefCell<CallState<R>> {
    fn print(&self, line: &str) -> bool {
        let Ok(mut state) = self.try_borrow_mut() else {
            return false;
        };
        let state = &mut *state;
        if !note_printed(&mut state.game, state.source, line.to_string()) {
            state.printed_too_much = true;
        }
        true
    }
}

/// What the direct call `call` offers to choose from now, when its API function can say so
/// without asking and its arguments are constants (`DirectFn::options`).
fn options_of<R: Ruleset>(
    call: &crate::code::direct::DirectCall,
    game: &Game<R>,
    source: ObjId,
    controller: PlayerId,
) -> Option<ChoiceOptions> {
    if !call.reads.is_empty() {
        return None;
    }
    let options = R::API.get(call.api)?.direct?.options?;
    options(game, source, controller, &call.args)
}
