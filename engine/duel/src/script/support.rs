//! What the API's families share: the result type, phases, ids and players read from scripts,
//! and running a rules action with the environment a nested replacement needs.

use crate::model::glossary::KwId;
use crate::rules::RulesError;
use crate::rules::env::{CallPhase, Env};
use crate::state::{Game, ObjId, PlayerId};
use grimoire_core::script::{CallState, Runner};
use rhai::{EvalAltResult, NativeCallContext};

use super::Ctx;

pub(super) type Res<T> = Result<T, Box<EvalAltResult>>;

pub(super) fn err<T>(msg: impl Into<String>) -> Res<T> {
    Err(msg.into().into())
}

/// A rules error raised inside an API call: kept to be reported as is (an illegal choice is a
/// refusal, not a script fault), and stopping the script.
pub(super) fn fault<T>(slot: &mut Option<RulesError>, e: RulesError) -> Res<T> {
    let msg = e.to_string();
    *slot = Some(e);
    err(msg)
}

/// Refuses a call outside `phase`, naming where the function belongs.
pub(super) fn in_phase(s: &CallState<crate::Duel>, phase: CallPhase, name: &str) -> Res<()> {
    if s.phase == phase {
        return Ok(());
    }
    let where_ = match phase {
        CallPhase::Choose => "a `choose` function, while the spell or ability goes on the stack",
        CallPhase::Resolve => "a function that resolves (`resolve`, `ability`, `when_…`)",
        CallPhase::Continuous => "`continuous`",
        CallPhase::Replace => "a replacement",
    };
    err(format!("`{name}` is called from {where_}"))
}

/// An object id from a script: `Ok(None)` for -1 (an illegal target, ignored).
pub(super) fn object(game: &Game, id: i64) -> Res<Option<ObjId>> {
    if id == -1 {
        return Ok(None);
    }
    if id < 0 || id as usize >= game.objects.len() {
        return err(format!("no object has id {id}"));
    }
    Ok(Some(ObjId(id as u32)))
}

/// A player number from a script (1, 2…).
pub(super) fn player(game: &Game, n: i64) -> Res<PlayerId> {
    if n < 1 || n as usize > game.players.len() {
        return err(format!(
            "no player {n}: players are numbered 1 to {}",
            game.players.len()
        ));
    }
    Ok(PlayerId((n - 1) as u8))
}

pub(super) fn number(p: PlayerId) -> i64 {
    p.0 as i64 + 1
}

pub(super) fn keyword(game: &Game, name: &str) -> Res<KwId> {
    let g = &game.catalog.glossary;
    g.by_name(name).or_else(|| g.by_id(name)).ok_or_else(|| {
        let near = g.nearest(name).join(", ");
        format!("unknown keyword `{name}` (nearest: {near})").into()
    })
}

/// Runs a rules action from a resolving script, with an environment whose script runner can
/// ask replacement functions (one level deep: those run in `CallPhase::Replace`, where no
/// action is allowed).
pub(super) fn act<T>(
    nc: &NativeCallContext,
    ctx: &mut Ctx,
    name: &str,
    f: impl FnOnce(&mut Game, &mut Env) -> Result<T, RulesError>,
) -> Res<T> {
    let mut s = ctx.state();
    in_phase(&s, CallPhase::Resolve, name)?;
    let runner = Runner::<crate::Duel>::nested(nc.engine(), s.code.clone());
    let s = &mut *s;
    let mut env = Env {
        agent: &mut s.agent,
        scripts: &runner,
    };
    match f(&mut s.game, &mut env) {
        Ok(v) => Ok(v),
        Err(e) => fault(&mut s.fault, e),
    }
}
