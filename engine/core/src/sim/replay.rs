//! Recording a game's decisions and playing them back. The engine is deterministic given its
//! content, the game seed and the answers to the decisions players were asked: a [`Recorder`]
//! keeps every answer its inner agent gives, in order, and a [`Replayer`] gives them back, so a
//! replay file needs no more than the content's identity, the seed, the decks and these
//! answers. Decisions the engine takes by itself (a single legal option) are not asked, so not
//! recorded: they are taken again the same way.

use super::{Options, Played, play_from, play_with, random_seats};
use crate::agent::{Agent, AgentError};
use crate::model::catalog::{Catalog, Deck};
use crate::rules::{RulesError, ScriptRunner};
use crate::ruleset::Ruleset;
use crate::state::Game;
use crate::state::decision::{Answer, Decision};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// Passes every decision to `inner` and keeps its answer.
pub struct Recorder<R: Ruleset> {
    inner: Box<dyn Agent<R>>,
    answers: Rc<RefCell<Vec<Answer>>>,
}

impl<R: Ruleset> Recorder<R> {
    /// The recorder, and where its answers are kept (shared, because the agent is boxed away
    /// inside the rules' `Env` while the game is played).
    pub fn new(inner: Box<dyn Agent<R>>) -> (Self, Rc<RefCell<Vec<Answer>>>) {
        let answers = Rc::new(RefCell::new(Vec::new()));
        let recorder = Recorder {
            inner,
            answers: answers.clone(),
        };
        (recorder, answers)
    }
}

impl<R: Ruleset> Agent<R> for Recorder<R> {
    fn decide(&mut self, game: &Game<R>, decision: &Decision<R>) -> Result<Answer, AgentError> {
        let answer = self.inner.decide(game, decision)?;
        self.answers.borrow_mut().push(answer.clone());
        Ok(answer)
    }

    fn take_notes(&mut self) -> Vec<crate::state::CoreEvent> {
        self.inner.take_notes()
    }

    fn observe_forced(&mut self, game: &Game<R>, decision: &Decision<R>) -> Result<(), AgentError> {
        self.inner.observe_forced(game, decision)
    }
}

/// Answers every decision from a recording, in order. An answer that does not fit the decision
/// asked, or a decision asked after the last answer, means the game is not the one recorded
/// (other content or another engine): an error naming the decision, never a guess.
pub struct Replayer {
    answers: Vec<Answer>,
    next: Rc<Cell<usize>>,
}

impl Replayer {
    /// The replayer, and how many answers it has given so far.
    pub fn new(answers: Vec<Answer>) -> (Self, Rc<Cell<usize>>) {
        let next = Rc::new(Cell::new(0));
        let replayer = Replayer {
            answers,
            next: next.clone(),
        };
        (replayer, next)
    }
}

impl<R: Ruleset> Agent<R> for Replayer {
    fn decide(&mut self, game: &Game<R>, decision: &Decision<R>) -> Result<Answer, AgentError> {
        let n = self.next.get();
        let Some(answer) = self.answers.get(n) else {
            return Err(AgentError::Unanswered(format!(
                "the replay ends after {n} decisions, but the game asks another: {}",
                decision.describe(game)
            )));
        };
        let fits = (decision.min_picks..=decision.picks).contains(&answer.len())
            && answer.iter().all(|&i| i < decision.options.len());
        if !fits {
            return Err(AgentError::NotOffered(format!(
                "decision {} of the replay answers {answer:?}, which does not fit: {}",
                n + 1,
                decision.describe(game)
            )));
        }
        self.next.set(n + 1);
        Ok(answer.clone())
    }
}

/// A game between the seeded random agents of `seed` (as `sim::play` plays it), with every
/// answer they gave.
pub fn record<R: Ruleset>(
    catalog: Rc<Catalog<R>>,
    scripts: &dyn ScriptRunner<R>,
    decks: &[&Deck<R>],
    seed: u64,
    options: Options,
) -> Result<(Played<R>, Vec<Answer>), RulesError> {
    let template = R::template(catalog, decks)?;
    let agents = random_seats(seed, decks.len());
    record_from(&template, scripts, decks, seed, options, agents)
}

/// `record` from the decks' setup template (`sim::play_from`), the decisions answered by
/// `agents` (the random seats of `seed` for `record`).
pub fn record_from<R: Ruleset>(
    template: &Game<R>,
    scripts: &dyn ScriptRunner<R>,
    decks: &[&Deck<R>],
    seed: u64,
    options: Options,
    agents: Box<dyn Agent<R>>,
) -> Result<(Played<R>, Vec<Answer>), RulesError> {
    let (recorder, answers) = Recorder::new(agents);
    let played = play_from(template, scripts, decks, seed, options, Box::new(recorder))?;
    let answers = answers.take();
    Ok((played, answers))
}

/// Game `seed` played again with the recorded `answers`, and how many of them were left
/// unused (a game that ended sooner than recorded is not the game recorded either).
pub fn replay<R: Ruleset>(
    catalog: Rc<Catalog<R>>,
    scripts: &dyn ScriptRunner<R>,
    decks: &[&Deck<R>],
    seed: u64,
    options: Options,
    answers: Vec<Answer>,
) -> Result<(Played<R>, usize), RulesError> {
    let total = answers.len();
    let (replayer, used) = Replayer::new(answers);
    let played = play_with(catalog, scripts, decks, seed, options, Box::new(replayer))?;
    Ok((played, total - used.get()))
}
