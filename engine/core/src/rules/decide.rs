//! Asking a decision: a single legal option is taken automatically and traced (docs/SCENARIOS.md);
//! otherwise the agent answers and the answer is checked against the legal options.

use super::error::RulesError;
use crate::agent::Agent;
use crate::ruleset::Ruleset;
use crate::state::decision::{Answer, Decision};
use crate::state::{CoreEvent, Game};

pub fn ask<R: Ruleset>(
    game: &mut Game<R>,
    agent: &mut Box<dyn Agent<R>>,
    decision: Decision<R>,
) -> Result<Answer, RulesError> {
    ask_ref(game, agent, &decision)
}

/// `ask`, leaving the decision to the caller (who takes the chosen option's value from it).
/// The prompt is written and the options named only when the game traces or the decision
/// fails.
pub fn ask_ref<R: Ruleset>(
    game: &mut Game<R>,
    agent: &mut Box<dyn Agent<R>>,
    decision: &Decision<R>,
) -> Result<Answer, RulesError> {
    if decision.options.len() < decision.min_picks {
        return Err(RulesError::illegal(format!(
            "no legal choice for {}",
            decision.prompt_text(game)
        )));
    }
    if decision.options.len() == 1 && decision.picks == 1 && decision.min_picks == 1 {
        agent
            .observe_forced(game, decision)
            .map_err(RulesError::from)?;
        if game.tracing {
            let event = CoreEvent::Forced {
                player: decision.player,
                prompt: decision.prompt_text(game).into_owned(),
                option: decision.shown(game, 0).into_owned(),
                audience: R::decision_audience(game, decision, &[0]),
            };
            game.note(|| event);
        }
        return Ok(vec![0]);
    }
    let answer = agent.decide(game, decision);
    for note in agent.take_notes() {
        game.note(|| note);
    }
    let answer = answer.map_err(RulesError::from)?;
    if !fits(decision, &answer) {
        return Err(RulesError::Unanswered(format!(
            "answer {answer:?} does not fit: {}",
            decision.describe(game)
        )));
    }
    if game.tracing {
        let event = CoreEvent::Decided {
            player: decision.player,
            prompt: decision.prompt_text(game).into_owned(),
            chosen: answer
                .iter()
                .map(|&i| decision.shown(game, i).into_owned())
                .collect(),
            audience: R::decision_audience(game, decision, &answer),
        };
        game.note(|| event);
    }
    Ok(answer)
}

/// Whether `answer` is a legal answer to `decision`: as many picks as it takes, each a
/// distinct option offered.
pub fn fits<R: Ruleset>(decision: &Decision<R>, answer: &[usize]) -> bool {
    (decision.min_picks..=decision.picks).contains(&answer.len())
        && distinct_options(answer, decision.options.len())
}

/// Whether every index of `answer` names one of `n` options, none twice (a bit set for the
/// usual few options: checked at every decision).
fn distinct_options(answer: &[usize], n: usize) -> bool {
    if n <= 128 {
        let mut seen = 0u128;
        answer.iter().all(|&i| {
            let bit = 1u128 << i.min(127);
            let fresh = i < n && seen & bit == 0;
            seen |= bit;
            fresh
        })
    } else {
        let mut seen = vec![false; n];
        answer
            .iter()
            .all(|&i| i < n && !std::mem::replace(&mut seen[i], true))
    }
}
