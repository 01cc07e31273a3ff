//! Where a search starts from. Decisions are asked in the middle of an action (a target, a
//! mode, blockers), where the game cannot be copied and carried on: what follows lives in the
//! rules' calls under way. So a search agent keeps the game as it was when the action under
//! way was chosen (the last `Action` decision, whoever made it) and every answer given since,
//! as `Seats` tells it (`Agent::observe`); a continuation is that game played again with those
//! answers, then the option tried, then the rollout's own answers. It keeps nothing a player
//! could not see that the game it was shown does not also contain: the copy is redealt before any
//! continuation reads it (`hidden::redeal`).

use crate::ruleset::Ruleset;
use crate::state::Game;
use crate::state::decision::{Answer, Decision, DecisionKind};
use std::rc::Rc;

/// The game when the action under way was chosen, and the answers given since, in order
/// (the choice of the action first; decisions the engine took alone are not answers).
#[derive(Clone)]
pub struct Position<R: Ruleset> {
    pub start: Rc<Game<R>>,
    pub answers: Rc<Vec<Answer>>,
}

/// What an agent has been told of the game so far.
pub struct Context<R: Ruleset> {
    now: Option<(Rc<Game<R>>, Vec<Answer>)>,
}

impl<R: Ruleset> Default for Context<R> {
    fn default() -> Self {
        Context { now: None }
    }
}

impl<R: Ruleset> Context<R> {
    /// A decision was settled: an `Action` decision begins a new action; any other answer is
    /// one more of the action under way.
    pub fn observe(&mut self, game: &Game<R>, decision: &Decision<R>, answer: Option<&[usize]>) {
        if decision.kind == DecisionKind::Action {
            let answers = answer.map(|a| vec![a.to_vec()]).unwrap_or_default();
            self.now = Some((Rc::new(game.clone()), answers));
        } else if let (Some((_, answers)), Some(a)) = (&mut self.now, answer) {
            answers.push(a.to_vec());
        }
    }

    /// Where `decision`, asked in `game`, can be searched from: `game` itself for an action
    /// (between actions, a copy carries on from there), otherwise the action's start and the
    /// answers since. `None` before any action (setup: a mulligan).
    pub fn position(&self, game: &Game<R>, decision: &Decision<R>) -> Option<Position<R>> {
        if decision.kind == DecisionKind::Action {
            return Some(Position {
                start: Rc::new(game.clone()),
                answers: Rc::new(Vec::new()),
            });
        }
        let (start, answers) = self.now.as_ref()?;
        Some(Position {
            start: start.clone(),
            answers: Rc::new(answers.clone()),
        })
    }
}
