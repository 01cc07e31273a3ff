//! Continuous abilities (DESIGN "continuous", 727 for dependent ones): what a passive ability
//! gives while it is active — « [Niveau 6][>] J'ai +1 [M]… », « Les autres unités alliées ont
//! +1 [M]. » — written as a card-script function (`fn continuous(ctx)` for the card's own passive
//! text, `fn <ability>_continuous(ctx)` for a keyword-linked one) that grants Might or keywords.
//! Their contributions are recomputed from the state at every cleanup, in this one place, so no
//! rule has to remember to switch one off.

use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use crate::events::{Contribution, EffectEvent, label};
use crate::model::functions::CONTINUOUS;
use crate::query::conditions::active_dependents;
use crate::state::Game;
use crate::state::effects::{Duration, Effect, EffectKind};
use std::rc::Rc;

/// Recomputes every continuous contribution; returns whether any changed (322).
pub fn refresh(game: &mut Game, env: &mut Env) -> Result<bool, RulesError> {
    let before = contributions(game);
    game.effects.retain(|e| e.duration != Duration::Derived);
    let sources: Vec<_> = game
        .objects
        .iter()
        .filter(|o| o.zone.is_board() && o.attached_to.is_none())
        .map(|o| o.id)
        .collect();
    for obj in sources {
        let Some(script) = game.card(obj).script else {
            continue;
        };
        // The card's own passive text, then its active dependent abilities' (named at load).
        let info = game.catalog.script(script);
        let mut functions: Vec<Rc<str>> = info.function(CONTINUOUS).cloned().into_iter().collect();
        for f in active_dependents(game, obj) {
            functions.extend(info.function(&f.continuous).cloned());
        }
        let controller = game.obj(obj).controller;
        for function in &functions {
            let call = ScriptCall::new(script, function, CallPhase::Continuous, obj, controller);
            env.scripts.call(game, env.agent, call)?;
        }
    }
    let after = contributions(game);
    if after == before {
        return Ok(false);
    }
    for (gained, (target, kind)) in after
        .iter()
        .filter(|c| !before.contains(c))
        .map(|c| (true, c))
        .chain(
            before
                .iter()
                .filter(|c| !after.contains(c))
                .map(|c| (false, c)),
        )
    {
        game.emit(|g| {
            let keyword = |kw| g.catalog.glossary.get(kw).fr.clone();
            let what = match kind {
                EffectKind::Rule(crate::state::effects::Modifier::Might(n)) => {
                    Contribution::Might(*n)
                }
                EffectKind::GrantKeyword(kw, _) => Contribution::Keyword(keyword(*kw)),
                EffectKind::RemoveKeyword(kw) => Contribution::NoKeyword(keyword(*kw)),
                other => Contribution::Other(format!("{other:?}")),
            };
            EffectEvent::ContinuousChanged {
                target: label(g, *target),
                gained,
                what,
            }
            .into()
        });
    }
    Ok(true)
}

/// The derived contributions, without their timestamps (they are renewed at each refresh).
fn contributions(game: &Game) -> Vec<(crate::state::ObjId, EffectKind)> {
    let derived = |e: &&Effect| e.duration == Duration::Derived;
    game.effects
        .iter()
        .filter(derived)
        .map(|e| (e.target.obj, e.kind))
        .collect()
}
