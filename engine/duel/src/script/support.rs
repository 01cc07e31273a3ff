//! What the API's families share: the result type, phases, ids, players and sacrifice filters
//! read from scripts, and running a rules action with the environment a nested replacement
//! needs.

use crate::model::card::CardKind;
use crate::rules::RulesError;
use crate::rules::env::{CallPhase, Env};
use crate::state::{Game, PlayerId};
use grimoire_core::en_fr;
use grimoire_core::script::{CallState, Runner};
use rhai::NativeCallContext;

use super::Ctx;

pub(super) use grimoire_core::script::api::{Res, err};
pub(super) use grimoire_core::script::support::{fault, keyword, object, object_place, refuse};

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

/// The permanents of a sacrifice's filter a player controls none of, as traces say it: the
/// filter's word (`creature`), in French with its negation (`aucune créature`).
pub(super) fn none_of(want: Option<CardKind>) -> &'static str {
    match want {
        Some(CardKind::Creature) => en_fr!(en: "creature", fr: "aucune créature"),
        Some(_) => en_fr!(en: "artifact", fr: "aucun artefact"),
        None => en_fr!(en: "permanent", fr: "aucun permanent"),
    }
}

/// What a sacrifice's `filter` lets through: permanents of one card kind ("creature",
/// "artifact"), or any ("permanent").
pub(super) fn permanent_filter(filter: &str) -> Res<Option<CardKind>> {
    match filter {
        "creature" => Ok(Some(CardKind::Creature)),
        "artifact" => Ok(Some(CardKind::Artifact)),
        "permanent" => Ok(None),
        _ => err(format!(
            "unknown filter `{filter}`: expected \"creature\", \"artifact\" or \"permanent\""
        )),
    }
}

/// Runs a rules action from a resolving script, with an environment whose script runner can
/// ask replacement functions (one level deep: those run in `CallPhase::Replace`, where no
/// action is allowed).
/// Without `nc` (the host made the call directly, `script::direct`), no script can be asked:
/// the direct entry declines the games where a replacement could be (`DirectFn::declines`).
pub(super) fn act<T>(
    nc: Option<&NativeCallContext>,
    ctx: &mut Ctx,
    name: &str,
    f: impl FnOnce(&mut Game, &mut Env) -> Result<T, RulesError>,
) -> Res<T> {
    let mut s = ctx.state();
    in_phase(&s, CallPhase::Resolve, name)?;
    let runner = nc.map(|nc| Runner::<crate::Duel>::nested(nc, &s));
    let s = &mut *s;
    let scripts: &dyn grimoire_core::rules::env::ScriptRunner<crate::Duel> = match &runner {
        Some(runner) => runner,
        None => &grimoire_core::rules::env::NoScripts,
    };
    let mut env = Env {
        agent: &mut s.agent,
        scripts,
    };
    match f(&mut s.game, &mut env) {
        Ok(v) => Ok(v),
        Err(e) => fault(&mut s.fault, e),
    }
}

/// `act` for a rules action that runs no script (a tap, a shield, +P/+T…): it needs no nested
/// runner, so the host may also call it directly, without the script engine
/// (`script::direct`).
pub(super) fn act_plain<T>(
    ctx: &mut Ctx,
    name: &str,
    f: impl FnOnce(&mut Game) -> Result<T, RulesError>,
) -> Res<T> {
    let mut s = ctx.state();
    in_phase(&s, CallPhase::Resolve, name)?;
    let s = &mut *s;
    match f(&mut s.game) {
        Ok(v) => Ok(v),
        Err(e) => fault(&mut s.fault, e),
    }
}
