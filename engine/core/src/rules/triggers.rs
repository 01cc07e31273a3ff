//! Ordering simultaneous triggers: their controller decides which goes on the chain first,
//! unless every order is the same order.

use super::decide::ask;
use super::env::Env;
use super::error::RulesError;
use crate::ruleset::Ruleset;
use crate::state::decision::{Decision, DecisionKind, DecisionOption, OptionValue, Prompt};
use crate::state::trigger::Trigger;
use crate::state::{Game, PlayerId};

/// `mine`, the triggers of `player`, in the order they go on the chain (first first), as
/// `player` decides; when they are all alike nothing is asked. `prompt` says so in the game's
/// words.
pub fn order<R: Ruleset>(
    game: &mut Game<R>,
    env: &mut Env<R>,
    player: PlayerId,
    mine: Vec<Trigger>,
    prompt: impl Into<Prompt<R>>,
) -> Result<Vec<Trigger>, RulesError> {
    if Trigger::all_alike(&mine) {
        return Ok(mine);
    }
    let options = mine
        .iter()
        .enumerate()
        .map(|(i, t)| DecisionOption {
            // The scenario language's name (a saved game's `choose` step); said in French by
            // `DecisionOption::shown`.
            label: format!("{} of {}", t.name, game.label(t.source)),
            value: OptionValue::Index(i as u32),
        })
        .collect();
    let d = Decision::ordering(player, DecisionKind::TriggerOrder, prompt, options);
    let answer = ask(game, env.agent, d)?;
    Ok(answer.into_iter().map(|i| mine[i].clone()).collect())
}
