//! The search agent: Monte Carlo search over the answers to each decision with more than one —
//! a tree one level deep, its root's children the answers weighed (`options`, and for a
//! decision picking several, the ruleset's playout policy's answer), what follows an answer
//! played by that policy (`Ruleset::playout`, random where it has none) —, each visit one
//! continuation of the position to the game's end or the ruleset's horizon
//! (`Ruleset::SEARCH_HORIZON`, then scored by its evaluation), its score weighed with the
//! evaluation one action after the answer (`Ruleset::SEARCH_STEP_WEIGHT`), chosen by UCB1 —
//! exploitation plus `√(2 ln N / n)` — over a budget of continuations. Every continuation
//! starts from a fresh redeal of what the agent cannot see (information-set search by
//! determinization, `hidden`), so its answer depends on nothing hidden from it. The answer is
//! the most visited, the better mean on a tie, then the first. Deterministic for its seed.

use super::Searcher;
use super::hidden::redeal;
use super::options::candidates;
use super::rollout::{Depth, continue_from};
use crate::agent::{Agent, AgentError};
use crate::ruleset::Ruleset;
use crate::state::Game;
use crate::state::decision::{Answer, Decision};
use crate::state::rng::GameRng;

/// Visits and summed win chances of one answer.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Stats {
    pub visits: u32,
    pub total: f64,
}

impl Stats {
    fn mean(&self) -> f64 {
        self.total / self.visits.max(1) as f64
    }
}

pub struct MctsAgent<R: Ruleset> {
    pub search: Searcher<R>,
    /// Continuations a decision (`mcts:N`).
    pub budget: u32,
}

impl<R: Ruleset> MctsAgent<R> {
    /// The answers weighed for `decision` and what the search found of each; empty when the
    /// decision cannot be searched (nothing known of the action under way).
    pub fn weigh(&mut self, game: &Game<R>, decision: &Decision<R>) -> Vec<(Answer, Stats)> {
        let Some(position) = self.search.context.position(game, decision) else {
            return Vec::new();
        };
        let mut options = candidates(game, decision, &mut self.search.random);
        self.add_policy_answer(game, decision, &mut options);
        let mut stats = vec![Stats::default(); options.len()];
        if options.len() < 2 {
            return options.into_iter().zip(stats).collect();
        }
        let runner = self.search.host.runner(&self.search.code);
        let me = decision.player;
        for tried in 0..self.budget {
            // Each answer once, then UCB1.
            let pick = if (tried as usize) < options.len() {
                tried as usize
            } else {
                ucb(&stats, tried)
            };
            let score = continue_from(
                &position,
                me,
                &options[pick],
                Depth::Turns(R::SEARCH_HORIZON),
                &runner,
                &mut self.search.rng,
            );
            let s = &mut stats[pick];
            s.visits += 1;
            // A continuation whose redeal asked something else says nothing: an even result.
            // The evaluation one action after the answer, weighed with the continuation's end
            // (`Ruleset::SEARCH_STEP_WEIGHT`).
            let w = R::SEARCH_STEP_WEIGHT;
            s.total += score.map_or(0.5, |r| w * r.step.chance() + (1.0 - w) * r.end.chance());
        }
        options.into_iter().zip(stats).collect()
    }
}

impl<R: Ruleset> MctsAgent<R> {
    /// A decision picking several options (attackers, blockers) has more answers than are
    /// weighed, drawn at random: the answer the ruleset's playout policy would give is weighed
    /// too (`Ruleset::playout`), read on a redealt copy of the game so that it reads nothing
    /// hidden from the player, with draws of its own (the search's stream goes on unchanged).
    fn add_policy_answer(&self, game: &Game<R>, decision: &Decision<R>, options: &mut Vec<Answer>) {
        if (decision.picks == 1 && decision.min_picks == 1)
            || decision.kind == crate::state::decision::DecisionKind::TriggerOrder
        {
            return;
        }
        let mut draws = GameRng::seeded(self.search.rng.clone().next_u64() ^ 0x0b5e_55ed);
        let mut world = game.clone();
        redeal(&mut world, decision.player, &mut draws);
        let Some(mut answer) = R::playout(&world, decision, &mut draws) else {
            return;
        };
        answer.sort_unstable();
        let fits = (decision.min_picks..=decision.picks).contains(&answer.len())
            && answer.iter().all(|&i| i < decision.options.len());
        if fits && !options.contains(&answer) {
            options.push(answer);
        }
    }
}

/// The child UCB1 picks after `n` visits in all.
fn ucb(stats: &[Stats], n: u32) -> usize {
    let ln = (n.max(1) as f64).ln();
    let mut best = (0, f64::NEG_INFINITY);
    for (i, s) in stats.iter().enumerate() {
        let bound = if s.visits == 0 {
            f64::INFINITY
        } else {
            s.mean() + (2.0 * ln / s.visits as f64).sqrt()
        };
        if bound > best.1 {
            best = (i, bound);
        }
    }
    best.0
}

/// The most visited answer, the better mean on a tie, then the first.
fn best(weighed: &[(Answer, Stats)]) -> Option<usize> {
    let mut best: Option<usize> = None;
    for (i, (_, s)) in weighed.iter().enumerate() {
        let better = match best {
            None => true,
            Some(b) => {
                let t = &weighed[b].1;
                s.visits > t.visits || (s.visits == t.visits && s.mean() > t.mean())
            }
        };
        if better {
            best = Some(i);
        }
    }
    best
}

impl<R: Ruleset> Agent<R> for MctsAgent<R> {
    fn decide(&mut self, game: &Game<R>, decision: &Decision<R>) -> Result<Answer, AgentError> {
        let weighed = self.weigh(game, decision);
        match best(&weighed) {
            Some(i) => Ok(weighed[i].0.clone()),
            // Before any action (setup), nothing to search from: a random answer.
            None => self.search.random.decide(game, decision),
        }
    }

    fn observe(&mut self, game: &Game<R>, decision: &Decision<R>, answer: Option<&[usize]>) {
        self.search.context.observe(game, decision, answer);
    }
}
