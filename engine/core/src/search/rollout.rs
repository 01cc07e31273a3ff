//! One continuation of a position: the game redealt from the searching player's view, played
//! again with the answers given since the action began, then the option tried, then the
//! ruleset's playout policy for everyone (`Ruleset::playout`, random where it has none) — to
//! the game's end or a turn horizon —, or (a one-step lookahead) random answers to the next
//! choice of an action.

use super::context::Position;
use super::hidden::redeal;
use crate::agent::{Agent, AgentError, RandomAgent};
use crate::rules::autoplay::{GameEnd, play_out};
use crate::rules::{Env, RulesError, ScriptRunner};
use crate::ruleset::Ruleset;
use crate::state::decision::{Answer, Decision, DecisionKind};
use crate::state::rng::GameRng;
use crate::state::{Game, PlayerId};
use std::cell::Cell;
use std::rc::Rc;

/// How far a continuation goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Depth {
    /// To the game's end, or this many turns after the position's, then evaluated.
    Turns(u32),
    /// Until the next action is to be chosen, after the option tried: the option's own
    /// consequences (the greedy agent's one step).
    OneAction,
}

/// How a continuation ended, for the searching player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Score {
    Won,
    Lost,
    /// A draw, or an engine error in the continuation (neither side to credit).
    Even,
    /// Stopped before the end: the ruleset's evaluation there (`Ruleset::evaluate`).
    Stood(f64),
}

impl Score {
    /// As a win chance in 0..1: an evaluation `x` squashed as `½ + x / (2 (1 + |x|))`.
    pub fn chance(self) -> f64 {
        match self {
            Score::Won => 1.0,
            Score::Lost => 0.0,
            Score::Even => 0.5,
            Score::Stood(x) => 0.5 + x / (2.0 * (1.0 + x.abs())),
        }
    }

    /// As a value to maximise one step ahead: a win above any evaluation, a loss below.
    pub fn value(self) -> f64 {
        match self {
            Score::Won => 1e9,
            Score::Lost => -1e9,
            Score::Even => 0.0,
            Score::Stood(x) => x,
        }
    }
}

/// Why the lookahead stops: given as the agent's refusal at the next action, so the game is
/// left as the option made it.
const STOP: &str = "the lookahead ends here";

/// Answers a continuation's decisions: the recorded answers, the option tried, then the
/// ruleset's playout policy (`Ruleset::playout`), random where it has none.
struct Continuation {
    prefix: Rc<Vec<Answer>>,
    at: usize,
    option: Option<Answer>,
    random: RandomAgent,
    /// The playout policy's draws, a stream apart from the random answers' (a ruleset without
    /// a policy plays the continuations it always did). The greedy agent's one step is played
    /// without it: the others' answers within the action are random, as that baseline always
    /// took them.
    policy: GameRng,
    stop_at_action: bool,
    /// Whether an answer of the prefix or the option did not fit the redealt game's decision
    /// (the redeal changed what was asked): the continuation says nothing of the option.
    misfit: Rc<Cell<bool>>,
    /// The searching player, and the evaluation for them at the first choice of an action
    /// after the option (where the greedy agent reads it).
    me: PlayerId,
    step: Rc<Cell<Option<f64>>>,
}

fn fits<R: Ruleset>(d: &Decision<R>, a: &[usize]) -> bool {
    (d.min_picks..=d.picks).contains(&a.len()) && a.iter().all(|&i| i < d.options.len())
}

impl<R: Ruleset> Agent<R> for Continuation {
    fn decide(&mut self, game: &Game<R>, d: &Decision<R>) -> Result<Answer, AgentError> {
        let planned = if self.at < self.prefix.len() {
            self.at += 1;
            Some(self.prefix[self.at - 1].clone())
        } else if let Some(option) = self.option.take() {
            Some(option)
        } else if d.kind == DecisionKind::Action && self.step.get().is_none() {
            if self.stop_at_action {
                return Err(AgentError::Unanswered(STOP.into()));
            }
            self.step.set(Some(R::evaluate(game, self.me)));
            None
        } else {
            None
        };
        match planned {
            Some(a) if fits(d, &a) => Ok(a),
            Some(_) => {
                self.misfit.set(true);
                Err(AgentError::Unanswered(STOP.into()))
            }
            None if self.stop_at_action => self.random.decide(game, d),
            None => match R::playout(game, d, &mut self.policy) {
                Some(a) if fits(d, &a) => Ok(a),
                _ => self.random.decide(game, d),
            },
        }
    }
}

/// Where a continuation got to: how it ended (or stood at its depth), and how it stood at the
/// first choice of an action after the option (its end, if it ended before any).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Reached {
    pub end: Score,
    pub step: Score,
}

/// Plays one continuation of `position` for `me` with `option` answering the decision after
/// the recorded answers. `None` when the redealt game did not ask what was recorded.
pub fn continue_from<R: Ruleset>(
    position: &Position<R>,
    me: PlayerId,
    option: &[usize],
    depth: Depth,
    scripts: &dyn ScriptRunner<R>,
    rng: &mut GameRng,
) -> Option<Reached> {
    let mut world = (*position.start).clone();
    world.tracing = false;
    world.trace.clear();
    redeal(&mut world, me, rng);
    let misfit = Rc::new(Cell::new(false));
    let step = Rc::new(Cell::new(None));
    let seed = rng.next_u64();
    let mut agent: Box<dyn Agent<R>> = Box::new(Continuation {
        prefix: position.answers.clone(),
        at: 0,
        option: Some(option.to_vec()),
        random: RandomAgent::new(seed),
        policy: GameRng::seeded(seed ^ 0x9c1a_70e5_0000_0001),
        stop_at_action: depth == Depth::OneAction,
        misfit: misfit.clone(),
        me,
        step: step.clone(),
    });
    let mut env = Env {
        agent: &mut agent,
        scripts,
    };
    let limit = match depth {
        Depth::Turns(n) => world.turn.number.saturating_add(n),
        Depth::OneAction => u32::MAX,
    };
    let end = play_out(&mut world, &mut env, limit, &mut |_| {});
    if misfit.get() {
        return None;
    }
    let score = match end {
        Ok(GameEnd::Winner(w)) if w == me => Score::Won,
        Ok(GameEnd::Winner(_)) => Score::Lost,
        Ok(GameEnd::Drawn) => Score::Even,
        Ok(GameEnd::TurnLimit(_)) => Score::Stood(R::evaluate(&world, me)),
        Err(RulesError::Unanswered(why)) if why.contains(STOP) => {
            Score::Stood(R::evaluate(&world, me))
        }
        Err(_) => Score::Even,
    };
    Some(Reached {
        end: score,
        step: step.get().map_or(score, Score::Stood),
    })
}
