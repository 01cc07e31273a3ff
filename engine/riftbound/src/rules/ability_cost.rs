//! Paying an activated ability's cost (357, 818.1.c.3): its resources, `[E]`, and the part
//! printed in words, which the card's script pays.

use super::activate::card_fn;
use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use super::pay::pay;
use crate::events::ChainEvent;
use crate::model::activated::AbilityCost;
use crate::state::{Game, ObjId, PlayerId};
use grimoire_core::state::chain::Target;

/// The printed form of a cost, non-resource part last.
pub fn show(c: &AbilityCost) -> String {
    let mut s = if c.resources.is_zero() && c.exhaust {
        String::new()
    } else {
        c.resources.to_string()
    };
    if c.exhaust {
        s.push_str("[E]");
    }
    s
}

/// Pays `cost` for `source`'s ability, resources then the non-resource part; nothing is paid
/// when any part cannot be (357.1).
pub fn pay_cost(
    game: &mut Game,
    player: PlayerId,
    source: ObjId,
    cost: &AbilityCost,
    what: &str,
) -> Result<(), RulesError> {
    let label = game.label(source).to_string();
    if cost.exhaust && game.obj(source).exhausted {
        return Err(RulesError::illegal(grimoire_core::format_en_fr!(
            en: "{player} cannot pay [E] for {what}: {label} is already exhausted (818.1.c.3)",
            fr: "{player} ne peut pas payer [E] pour {what} : {label} est déjà épuisé(e) \
                 (818.1.c.3)"
        )));
    }
    pay(game, player, &cost.resources, what)?;
    if cost.exhaust {
        game.obj_mut(source).exhausted = true;
        game.emit(|g| {
            ChainEvent::ExhaustsForCost {
                player,
                card: g.label(source).clone(),
                what: what.to_string(),
            }
            .into()
        });
    }
    Ok(())
}

/// 818.1.c.3: the part of a cost printed in words, paid by `source`'s card-script function
/// `name` (with the targets chosen), which answers whether it could; it could not → the play or
/// activation is refused and undone (357.1). Activated abilities and optional costs both pay
/// this way.
pub fn pay_in_words(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    source: ObjId,
    name: &str,
    targets: &[Target],
    what: &str,
) -> Result<(), RulesError> {
    let label = game.label(source).to_string();
    let Some((script, function)) = card_fn(game, source, Some(name)) else {
        return Err(RulesError::NotSupported(format!(
            "{label} has no `fn {name}` to pay the cost in words of {what}"
        )));
    };
    let call = ScriptCall {
        targets,
        ..ScriptCall::new(script, &function, CallPhase::Resolve, source, player)
    };
    match env.scripts.call_flag(game, env.agent, call)? {
        Some(true) => Ok(()),
        Some(false) => Err(RulesError::illegal(format!(
            "{player} cannot pay the cost of {what}: its part in words cannot be paid now (357.1)"
        ))),
        None => Err(RulesError::illegal(format!(
            "{label}: `fn {name}` must return true (paid) or false (could not pay)"
        ))),
    }
}
