//! What the rules need from outside the state: an agent for decisions and a script runner for
//! card effects. The script host implements `ScriptRunner`, so rules never depend on Rhai.

use super::error::RulesError;
use crate::agent::Agent;
use crate::model::card::ScriptId;
use crate::ruleset::Ruleset;
use crate::state::chain::{ChainItem, Chosen, Target};
use crate::state::{Game, ObjId, PlayerId};

/// Whether a script function runs while playing (choices) or on resolution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallPhase {
    Choose,
    Resolve,
    /// A continuous ability contributing what it gives while active (`fn continuous`,
    /// `<ability>_continuous`): what it grants lasts until the next refresh.
    Continuous,
    /// A replacement function telling what happens instead (`would_be_dealt_damage`): it may
    /// read the game, not act on it.
    Replace,
}

/// One call of a card script function.
pub struct ScriptCall<'a> {
    pub script: ScriptId,
    pub function: &'a str,
    pub phase: CallPhase,
    /// The card or permanent whose ability this is.
    pub source: ObjId,
    pub controller: PlayerId,
    /// Targets chosen while playing (read on resolution).
    pub targets: &'a [Target],
    /// The keyword's value, for a keyword's behaviour script (`ctx.value`).
    pub value: i32,
    /// Modes chosen while playing (read on resolution).
    pub modes: &'a [i64],
    /// Which execution this is: 0, then 1… for each extra execution paid for.
    pub execution: u32,
    /// The object the event that triggered this ability was about (`ctx.subject`): the card
    /// played, the object that moved or left play…; `None` for anything else.
    pub subject: Option<ObjId>,
}

impl<'a> ScriptCall<'a> {
    /// A call with nothing chosen: no targets or modes, a value of 0, the first execution.
    /// Other fields are set over it (`ScriptCall { value, ..ScriptCall::new(…) }`).
    pub fn new(
        script: ScriptId,
        function: &'a str,
        phase: CallPhase,
        source: ObjId,
        controller: PlayerId,
    ) -> Self {
        ScriptCall {
            script,
            function,
            phase,
            source,
            controller,
            targets: &[],
            value: 0,
            modes: &[],
            execution: 0,
            subject: None,
        }
    }

    /// `function` of `source` resolving as chain item `item`: with the item's controller and
    /// what it chose.
    pub fn resolving<R: Ruleset>(
        item: &'a ChainItem<R>,
        script: ScriptId,
        function: &'a str,
        source: ObjId,
        value: i32,
    ) -> Self {
        ScriptCall {
            targets: &item.targets,
            modes: &item.modes,
            value,
            ..ScriptCall::new(
                script,
                function,
                CallPhase::Resolve,
                source,
                item.controller,
            )
        }
    }
}

/// The options a choice function offers, as the rules may read them without running it: the
/// objects and players it would ask to choose among, and how many at least
/// (`ScriptRunner::choice_options`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChoiceOptions {
    pub targets: Vec<Target>,
    pub min: usize,
}

pub trait ScriptRunner<R: Ruleset> {
    /// Runs a script function. In the choose phase it returns what was chosen.
    fn call(
        &self,
        game: &mut Game<R>,
        agent: &mut Box<dyn Agent<R>>,
        call: ScriptCall,
    ) -> Result<Chosen, RulesError>;

    /// The options `function` of `script` would offer `controller` for `source` now, when its
    /// whole body is one constant call of an API function that can say so without asking
    /// (`script::direct::DirectFn::options`): a legal-action list can then answer from them what
    /// a trial would find. `None` for any other function; runners without scripts know none.
    fn choice_options(
        &self,
        _game: &Game<R>,
        _script: ScriptId,
        _function: &str,
        _source: ObjId,
        _controller: PlayerId,
    ) -> Option<ChoiceOptions> {
        None
    }

    /// Whether `function` of `script` can make its choices for `source` now, as a trial taking
    /// the first options would find, when its body is constant choice calls whose options the
    /// host reads (`choice_options` for one call). Several calls are answered only when no
    /// two offer the same target: a target chosen once is not offered again, so calls that
    /// share none cannot take each other's. `None` where only a trial can tell.
    fn choices_complete(
        &self,
        game: &Game<R>,
        script: ScriptId,
        function: &str,
        source: ObjId,
        controller: PlayerId,
    ) -> Option<bool> {
        self.choice_options(game, script, function, source, controller)
            .map(|o| o.targets.len() >= o.min)
    }

    /// A game step begins (an action applied or probed): every script call until the matching
    /// `end_step` spends one budget of operations, host work and printed bytes. Steps may nest
    /// (a probe made during an action): the inner one spends from the outer one's budget.
    fn begin_step(&self) {}

    /// The step begun last ends.
    fn end_step(&self) {}

    /// The open step's budget is whole again (a failed resolution was undone,
    /// `rules::resolution`).
    fn renew_step(&self) {}

    /// The operations the step that ended last spent (its scripts and the API's host work), for
    /// a driver that weighs what doing steps again would cost (`rules::journal`). Runners that
    /// count nothing say 0.
    fn step_spent(&self) -> u64 {
        0
    }

    /// Runs a script function that returns a string (a modified cost); `None` when it returns
    /// anything else. Runners without scripts return `None`.
    fn call_text(
        &self,
        game: &mut Game<R>,
        agent: &mut Box<dyn Agent<R>>,
        call: ScriptCall,
    ) -> Result<Option<String>, RulesError> {
        let _ = (game, agent, call);
        Ok(None)
    }

    /// Runs a script function that answers yes or no (a cost in words paid or not); `None` when
    /// it returns anything else. Runners without scripts answer `None`.
    fn call_flag(
        &self,
        game: &mut Game<R>,
        agent: &mut Box<dyn Agent<R>>,
        call: ScriptCall,
    ) -> Result<Option<bool>, RulesError> {
        let _ = (game, agent, call);
        Ok(None)
    }

    /// Runs a replacement, `fn f(ctx, amount, other)`: the amount that happens instead
    /// (returning nothing keeps `amount`); `other` is the other object involved (the source of
    /// damage, the target…) or -1.
    fn call_replacement(
        &self,
        game: &mut Game<R>,
        agent: &mut Box<dyn Agent<R>>,
        call: ScriptCall,
        amount: i64,
    ) -> Result<i64, RulesError> {
        self.call_replacement_with(game, agent, call, amount, -1)
    }

    /// As `call_replacement`, naming the other object involved. Runners without scripts keep
    /// the amount.
    fn call_replacement_with(
        &self,
        game: &mut Game<R>,
        agent: &mut Box<dyn Agent<R>>,
        call: ScriptCall,
        amount: i64,
        other: i64,
    ) -> Result<i64, RulesError> {
        let _ = (game, agent, call, other);
        Ok(amount)
    }
}

/// Everything an action needs besides the game.
pub struct Env<'a, R: Ruleset> {
    pub agent: &'a mut Box<dyn Agent<R>>,
    pub scripts: &'a dyn ScriptRunner<R>,
}

/// The runner of rules work that reaches no script: every call is refused as not supported. An
/// API function made directly (`script::direct`) acts with it where no card's function can be
/// asked (a direct entry declines the games where one could be, `DirectFn::declines`).
pub struct NoScripts;

impl<R: Ruleset> ScriptRunner<R> for NoScripts {
    fn call(
        &self,
        _: &mut Game<R>,
        _: &mut Box<dyn Agent<R>>,
        call: ScriptCall,
    ) -> Result<Chosen, RulesError> {
        Err(RulesError::NotSupported(format!(
            "nested script call to `{}`",
            call.function
        )))
    }
}
