//! Static abilities of permanents (an Équipement's bonus to the creature it equips, « Les
//! créatures que vous contrôlez ont le piétinement », « peut bloquer une créature
//! supplémentaire », a static regeneration): each card's `fn continuous(ctx)` grants what it
//! gives, as effects that last until the next refresh; every refresh recomputes them all from
//! the state, so none has to be switched off.

use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use crate::model::functions::CONTINUOUS;
use crate::state::effects::Duration;
use crate::state::{Game, Zone};

pub fn refresh(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    game.effects.retain(|e| e.duration != Duration::Derived);
    let sources: Vec<_> = game
        .objects_in(Zone::Battlefield)
        .filter_map(|o| {
            let script = game.catalog.card(o.card).script?;
            game.catalog
                .script(script)
                .defines(CONTINUOUS)
                .then_some((o.id, o.controller, script))
        })
        .collect();
    for (obj, controller, script) in sources {
        let call = ScriptCall::new(script, CONTINUOUS, CallPhase::Continuous, obj, controller);
        env.scripts.call(game, env.agent, call)?;
    }
    Ok(())
}
