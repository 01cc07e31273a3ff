//! Agents answer decisions: a scenario file, a seeded random player, a person at a prompt.
//! The engine never picks for a player (DESIGN 2); it asks an agent.

use crate::state::Game;
use crate::state::decision::{Answer, Decision, DecisionKind};
use crate::state::rng::GameRng;

pub trait Agent {
    /// Picks `decision.picks` distinct options. An `Err` explains why no answer can be given
    /// (for a scenario: no step answers this decision); the action is then undone.
    fn decide(&mut self, game: &Game, decision: &Decision) -> Result<Answer, String>;

    /// Told of a decision the engine took by itself because it had one legal option, so an
    /// agent holding a pre-answer for it can consume it (scenarios.md), or object to it.
    fn observe_forced(&mut self, _game: &Game, _decision: &Decision) -> Result<(), String> {
        Ok(())
    }
}

/// Plays uniformly at random among the legal options, from its own seeded RNG, so its answers
/// never disturb the game's RNG.
pub struct RandomAgent {
    rng: GameRng,
}

impl RandomAgent {
    pub fn new(seed: u64) -> Self {
        RandomAgent {
            rng: GameRng::seeded(seed),
        }
    }
}

impl Agent for RandomAgent {
    fn decide(&mut self, _game: &Game, decision: &Decision) -> Result<Answer, String> {
        let mut all: Vec<usize> = (0..decision.options.len()).collect();
        if decision.kind == DecisionKind::TriggerOrder {
            self.rng.shuffle(&mut all);
            return Ok(all);
        }
        self.rng.shuffle(&mut all);
        all.truncate(decision.picks);
        Ok(all)
    }
}

/// Answers nothing: used where no decision may arise.
pub struct NoAgent;

impl Agent for NoAgent {
    fn decide(&mut self, _game: &Game, decision: &Decision) -> Result<Answer, String> {
        Err(format!("no agent to answer: {}", decision.describe()))
    }
}
