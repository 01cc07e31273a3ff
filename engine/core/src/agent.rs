//! Agents answer decisions: a scenario file, a seeded random player, a person at a prompt.
//! The engine never picks for a player; it asks an agent.

use crate::ruleset::Ruleset;
use crate::state::Game;
use crate::state::decision::{Answer, Decision, DecisionKind};
use crate::state::rng::GameRng;

/// Why an agent gives no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AgentError {
    /// Nothing answers the decision (for a scenario: no step does).
    Unanswered(String),
    /// The answer given names an option the engine does not offer.
    NotOffered(String),
}

pub trait Agent<R: Ruleset> {
    /// Picks `decision.picks` distinct options. An `Err` explains why no answer can be given;
    /// the action is then undone.
    fn decide(&mut self, game: &Game<R>, decision: &Decision<R>) -> Result<Answer, AgentError>;

    /// Told of a decision the engine took by itself because it had one legal option, so an
    /// agent holding a pre-answer for it can consume it (docs/SCENARIOS.md), or object to it.
    /// Lines the agent wants in the trace right where it answered (a scenario echoes the steps
    /// that answered); drained by the engine after each decision.
    fn take_notes(&mut self) -> Vec<crate::state::CoreEvent> {
        Vec::new()
    }

    fn observe_forced(
        &mut self,
        _game: &Game<R>,
        _decision: &Decision<R>,
    ) -> Result<(), AgentError> {
        Ok(())
    }

    /// Told of every decision of the game as it is settled, whoever made it: `answer` is the
    /// answer given, `None` when the engine took the one legal option. `Seats` tells every
    /// seat, so that a search agent knows where the action under way began and what was
    /// answered in it since (`search::Context`); it sees nothing a player could not see (the
    /// decision's options and who answered what).
    fn observe(&mut self, _game: &Game<R>, _decision: &Decision<R>, _answer: Option<&[usize]>) {}
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

impl<R: Ruleset> Agent<R> for RandomAgent {
    fn decide(&mut self, _game: &Game<R>, decision: &Decision<R>) -> Result<Answer, AgentError> {
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
pub struct Seats<R: Ruleset>(pub Vec<Box<dyn Agent<R>>>);

impl<R: Ruleset> Agent<R> for Seats<R> {
    fn decide(&mut self, game: &Game<R>, decision: &Decision<R>) -> Result<Answer, AgentError> {
        let answer = match self.0.get_mut(decision.player.index()) {
            Some(a) => a.decide(game, decision)?,
            None => {
                return Err(AgentError::Unanswered(format!(
                    "no agent sits at {}",
                    decision.player
                )));
            }
        };
        for seat in &mut self.0 {
            seat.observe(game, decision, Some(&answer));
        }
        Ok(answer)
    }

    fn observe_forced(&mut self, game: &Game<R>, decision: &Decision<R>) -> Result<(), AgentError> {
        for seat in &mut self.0 {
            seat.observe(game, decision, None);
        }
        Ok(())
    }
}

/// Always takes the first legal options: the answers a legal-action trial tries first
/// (`rules::trial`), for tools that want one quick way through a decision.
pub struct FirstOptions;

impl<R: Ruleset> Agent<R> for FirstOptions {
    fn decide(&mut self, _game: &Game<R>, decision: &Decision<R>) -> Result<Answer, AgentError> {
        Ok((0..decision.min_picks.max(1).min(decision.options.len())).collect())
    }
}

/// Answers nothing: used where no decision may arise.
pub struct NoAgent;

impl<R: Ruleset> Agent<R> for NoAgent {
    fn decide(&mut self, game: &Game<R>, decision: &Decision<R>) -> Result<Answer, AgentError> {
        Err(AgentError::Unanswered(format!(
            "no agent to answer: {}",
            decision.describe(game)
        )))
    }
}
