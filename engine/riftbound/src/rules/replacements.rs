//! Replacements a keyword subscribes to (`[keyword.on]`, the catalogue's replacements): as the
//! event happens, each keyword of the object subscribed to it (once per keyword, with its
//! combined value, 801) replaces the amount, in the order of the object's keywords (803).

use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use crate::events::{EffectEvent, label};
use crate::query::keywords;
use crate::state::{Game, ObjId};

/// `amount` as it happens to `obj` after the replacements subscribed to `hook`; each change is
/// traced.
pub fn replace(
    game: &mut Game,
    env: &mut Env,
    obj: ObjId,
    hook: &str,
    amount: i64,
) -> Result<i64, RulesError> {
    let all = keywords::instances(game, obj);
    let mut seen = Vec::new();
    let mut amount = amount;
    for &(kw, _) in &all {
        if seen.contains(&kw) {
            continue;
        }
        seen.push(kw);
        let glossary = &game.catalog.glossary;
        let (Some(function), Some(script)) = (
            glossary.subscription(kw, hook).cloned(),
            game.catalog.keyword_script(kw),
        ) else {
            continue;
        };
        let value = game.catalog.glossary.combine(&all, kw).unwrap_or(0);
        let controller = game.obj(obj).controller;
        let call = ScriptCall {
            value,
            ..ScriptCall::new(script, &function, CallPhase::Resolve, obj, controller)
        };
        let before = amount;
        amount = env
            .scripts
            .call_replacement(game, env.agent, call, amount)?;
        if amount != before {
            game.emit(|g| {
                EffectEvent::Replaced {
                    keyword: g.catalog.glossary.get(kw).shown().to_string(),
                    card: label(g, obj),
                    hook: hook.to_string(),
                    before,
                    after: amount,
                }
                .into()
            });
        }
    }
    Ok(amount)
}
