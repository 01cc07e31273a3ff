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
    /// Lines the agent wants in the trace right where it answered (a scenario echoes the steps
    /// that answered); drained by the engine after each decision.
    fn take_notes(&mut self) -> Vec<String> {
        Vec::new()
    }

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
        let span = (decision.picks - decision.min_picks) as u64 + 1;
        let n = decision.min_picks + self.rng.below(span) as usize;
        all.truncate(n);
        Ok(all)
    }
}

/// One agent per seat: each decision goes to the agent of the player who makes it.
pub struct Seats(pub Vec<Box<dyn Agent>>);

impl Agent for Seats {
    fn decide(&mut self, game: &Game, decision: &Decision) -> Result<Answer, String> {
        match self.0.get_mut(decision.player.index()) {
            Some(a) => a.decide(game, decision),
            None => Err(format!("no agent sits at {}", decision.player)),
        }
    }
}

/// Always takes the first legal options: probes whether an action can be completed at all.
pub struct FirstOptions;

impl Agent for FirstOptions {
    fn decide(&mut self, _game: &Game, decision: &Decision) -> Result<Answer, String> {
        Ok((0..decision.min_picks.max(1).min(decision.options.len())).collect())
    }
}

/// Answers nothing: used where no decision may arise.
pub struct NoAgent;

impl Agent for NoAgent {
    fn decide(&mut self, _game: &Game, decision: &Decision) -> Result<Answer, String> {
        Err(format!("no agent to answer: {}", decision.describe()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::catalog::Catalog;
    use crate::state::PlayerId;
    use crate::state::decision::{DecisionOption, OptionValue};
    use std::rc::Rc;

    fn decision(kind: DecisionKind, n: u32, picks: usize) -> Decision {
        let options = (0..n)
            .map(|i| DecisionOption {
                label: format!("o{i}"),
                value: OptionValue::Index(i),
            })
            .collect();
        Decision::some(PlayerId(0), kind, "test", options, picks, picks)
    }

    #[test]
    fn random_agent_answers_legally_and_reproducibly() {
        let game = Game::new(Rc::new(Catalog::default()), 2, 0);
        let d = decision(DecisionKind::Target, 5, 1);
        let run = |seed| {
            let mut a = RandomAgent::new(seed);
            (0..30)
                .map(|_| a.decide(&game, &d).unwrap()[0])
                .collect::<Vec<_>>()
        };
        let xs = run(3);
        assert_eq!(xs, run(3), "same seed, same answers");
        assert!(xs.iter().all(|&i| i < 5));
        assert!(xs.iter().any(|&i| i != xs[0]), "answers vary");
        let order = RandomAgent::new(1)
            .decide(&game, &decision(DecisionKind::TriggerOrder, 4, 4))
            .unwrap();
        let mut sorted = order.clone();
        sorted.sort();
        assert_eq!(
            sorted,
            vec![0, 1, 2, 3],
            "an ordering picks every option once"
        );
    }
}
