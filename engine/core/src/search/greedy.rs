//! The greedy agent: a one-step lookahead. Each answer weighed (`options`) is played on a few
//! redealt copies of the position until the next action is to be chosen, and scored by the
//! ruleset's evaluation there (`Ruleset::evaluate`; a win above any, a loss below); the
//! answer with the best mean is taken, the first on a tie. A cheap baseline for the search
//! agent, blind to anything an opponent may answer later.

use super::Searcher;
use super::options::candidates;
use super::rollout::{Depth, continue_from};
use crate::agent::{Agent, AgentError};
use crate::ruleset::Ruleset;
use crate::state::Game;
use crate::state::decision::{Answer, Decision};

pub struct GreedyAgent<R: Ruleset> {
    pub search: Searcher<R>,
    /// Redealt copies each answer is played on (`greedy:N`).
    pub samples: u32,
}

impl<R: Ruleset> Agent<R> for GreedyAgent<R> {
    fn decide(&mut self, game: &Game<R>, decision: &Decision<R>) -> Result<Answer, AgentError> {
        let Some(position) = self.search.context.position(game, decision) else {
            return self.search.random.decide(game, decision);
        };
        let options = candidates(game, decision, &mut self.search.random);
        if options.len() < 2 {
            return match options.into_iter().next() {
                Some(a) => Ok(a),
                None => self.search.random.decide(game, decision),
            };
        }
        let runner = self.search.host.runner(&self.search.code);
        let mut best = (0, f64::NEG_INFINITY);
        for (i, option) in options.iter().enumerate() {
            let (mut sum, mut n) = (0.0, 0u32);
            for _ in 0..self.samples.max(1) {
                let score = continue_from(
                    &position,
                    decision.player,
                    option,
                    Depth::OneAction,
                    &runner,
                    &mut self.search.rng,
                );
                if let Some(s) = score {
                    sum += s.end.value();
                    n += 1;
                }
            }
            let mean = if n == 0 {
                f64::NEG_INFINITY
            } else {
                sum / n as f64
            };
            if mean > best.1 {
                best = (i, mean);
            }
        }
        Ok(options[best.0].clone())
    }

    fn observe(&mut self, game: &Game<R>, decision: &Decision<R>, answer: Option<&[usize]>) {
        self.search.context.observe(game, decision, answer);
    }
}
