//! The search agent: Monte Carlo search over the answers to each decision with more than one —
//! a tree one level deep, its root's children the answers weighed (`options`), what follows an
//! answer played at random —, each visit one continuation of the position played out at random
//! to the game's end (or to a turn horizon, then scored by the ruleset's evaluation), chosen by
//! UCB1 — exploitation plus `√(2 ln N / n)` — over a
//! budget of continuations. Every continuation starts from a fresh redeal of what the agent
//! cannot see (information-set search by determinization, `hidden`), so its answer depends on
//! nothing hidden from it. The answer is the most visited, the better mean on a tie, then the
//! first. Deterministic for its seed.

use super::Searcher;
use super::options::candidates;
use super::rollout::{Depth, continue_from};
use crate::agent::{Agent, AgentError};
use crate::ruleset::Ruleset;
use crate::state::Game;
use crate::state::decision::{Answer, Decision};

/// Turns a continuation may play past its position's before it is scored by evaluation: a
/// random game seldom lasts that long, and a continuation caught in a long one stops.
pub const HORIZON: u32 = 10;

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
        let options = candidates(game, decision, &mut self.search.random);
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
                Depth::Turns(HORIZON),
                &runner,
                &mut self.search.rng,
            );
            let s = &mut stats[pick];
            s.visits += 1;
            // A continuation whose redeal asked something else says nothing: an even result.
            s.total += score.map_or(0.5, |s| s.chance());
        }
        options.into_iter().zip(stats).collect()
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
