//! Asking a decision: a single legal option is taken automatically and traced (the scenario contract);
//! otherwise the agent answers and the answer is checked against the legal options.

use super::error::RulesError;
use crate::agent::Agent;
use crate::ruleset::Ruleset;
use crate::state::Game;
use crate::state::decision::{Answer, Decision};

pub fn ask<R: Ruleset>(
    game: &mut Game<R>,
    agent: &mut Box<dyn Agent<R>>,
    decision: Decision<R>,
) -> Result<Answer, RulesError> {
    if decision.options.len() < decision.min_picks {
        return Err(RulesError::illegal(format!(
            "no legal choice for {}",
            decision.prompt
        )));
    }
    if decision.options.len() == 1 && decision.picks == 1 && decision.min_picks == 1 {
        agent
            .observe_forced(game, &decision)
            .map_err(RulesError::from)?;
        crate::trace!(
            game,
            "  {} {} (only option): {}",
            decision.player,
            decision.prompt,
            decision.options[0].label
        );
        return Ok(vec![0]);
    }
    let answer = agent.decide(game, &decision);
    for note in agent.take_notes() {
        game.log(note);
    }
    let answer = answer.map_err(RulesError::from)?;
    let mut seen = vec![false; decision.options.len()];
    let valid = (decision.min_picks..=decision.picks).contains(&answer.len())
        && answer
            .iter()
            .all(|&i| i < seen.len() && !std::mem::replace(&mut seen[i], true));
    if !valid {
        return Err(RulesError::Unanswered(format!(
            "answer {answer:?} does not fit: {}",
            decision.describe()
        )));
    }
    let chosen: Vec<&str> = answer
        .iter()
        .map(|&i| decision.options[i].label.as_ref())
        .collect();
    let chosen = if chosen.is_empty() {
        "nothing".to_string()
    } else {
        chosen.join(", ")
    };
    crate::trace!(game, "  {} {}: {chosen}", decision.player, decision.prompt);
    Ok(answer)
}
