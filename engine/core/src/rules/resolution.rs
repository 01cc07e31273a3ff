//! What a resolution does when a card's script fails in it. No game's rules speak of a faulty
//! card, so the engine decides, the same way in every ruleset: the game goes on. The failure is
//! reported in the trace, whatever the script had done before failing is undone, and the spell
//! or ability is treated as one that did nothing — it leaves the chain where the ruleset puts a
//! spell that resolved; an ability simply ceases to be.
//! Without this, the failing item stayed on the chain for good: every pass that would resolve
//! it failed in turn, and no one could ever play past it.
//!
//! What an agent could not answer (a scenario that leaves a decision unanswered) is no fault of
//! the card: it still fails the action, which is undone whole.

use super::env::Env;
use super::error::RulesError;
use crate::ruleset::Ruleset;
use crate::state::Game;

/// Runs `effects`, the card's part of a resolution. `Ok(None)` when it completed; `Ok(Some(e))`
/// when the card's script failed with `e` (a script error, a sandbox limit, a refusal raised
/// inside an API call, something the engine does not support): the game is then as it was
/// before `effects`, trace included, and the ruleset reports `e` and finishes the resolution as
/// one that did nothing. `Err` for a failure of the agent, which fails the whole action.
pub fn guarded<R: Ruleset>(
    game: &mut Game<R>,
    env: &mut Env<R>,
    effects: impl FnOnce(&mut Game<R>, &mut Env<R>) -> Result<(), RulesError>,
) -> Result<Option<RulesError>, RulesError> {
    let checkpoint = game.checkpoint();
    match effects(game, env) {
        Ok(()) => {
            game.keep(checkpoint);
            Ok(None)
        }
        Err(e @ (RulesError::Unanswered(_) | RulesError::NotOffered(_))) => {
            game.keep(checkpoint);
            Err(e)
        }
        Err(e) => {
            game.restore(checkpoint);
            // What the step does next is not stopped by what the faulty script spent.
            env.scripts.renew_step();
            Ok(Some(e))
        }
    }
}
