//! Who may use an activated ability, and whether a condition printed on using it holds: what
//! `activate` and the legal actions ask beyond timing and cost.

use super::activate::{Activated, card_fn};
use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use crate::state::Zone;
use crate::state::{Game, GameExt, ObjId, PlayerId};

/// The player who controls the abilities of `obj`, and so may activate them (378): a
/// battlefield's controller, none while it is uncontrolled (187.6.a–b); any other object's
/// controller.
pub fn ability_controller(game: &Game, obj: ObjId) -> Option<PlayerId> {
    let o = game.obj(obj);
    if o.zone != Zone::BattlefieldCards {
        return Some(o.controller);
    }
    let b = game.battlefield_of_card(obj)?;
    game.battlefield(b).controller
}

/// Whether `ab` of `source` has a condition on using it that only its card script can tell
/// (377.2.b): its `activated_condition`, when the script defines one.
pub fn has_condition(game: &Game, source: ObjId, ab: &Activated) -> bool {
    card_fn(game, source, ab.condition_fn.as_deref()).is_some()
}

/// 377.2.b: a condition on using `ab` of `source` must hold for `player` to activate it; the
/// card script's `fn activated_condition(ctx)` answers it, `true` or `false`. An ability whose
/// script has no such function has no condition.
pub fn check_condition(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    source: ObjId,
    ab: &Activated,
) -> Result<(), RulesError> {
    let Some((script, name)) = card_fn(game, source, ab.condition_fn.as_deref()) else {
        return Ok(());
    };
    let label = game.label(source).to_string();
    let call = ScriptCall::new(script, &name, CallPhase::Resolve, source, player);
    match env.scripts.call_flag(game, env.agent, call)? {
        Some(true) => Ok(()),
        Some(false) => Err(RulesError::illegal(format!(
            "{player} cannot use {} of {label} now: the limit its text puts on using it does not \
             hold (377.2.b)",
            ab.name
        ))),
        None => Err(RulesError::illegal(format!(
            "{label}: `fn {name}` must return true (the ability may be used) or false"
        ))),
    }
}
