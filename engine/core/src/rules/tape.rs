//! What an agent answered while actions were carried out, to give the same answers again when
//! those actions are done over (`rules::journal`): the agent itself is not asked twice, so a
//! seeded random player's draws, a scenario's steps and a person's prompt are untouched.

use crate::agent::{Agent, AgentError};
use crate::ruleset::Ruleset;
use crate::state::decision::{Answer, Decision};
use crate::state::{CoreEvent, Game};
use std::cell::RefCell;
use std::rc::Rc;

/// What the recording agent does with a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mode {
    /// Asks the agent and keeps nothing (a decision outside an action: which action to take).
    Pass,
    /// Asks the agent and keeps what it said.
    Record,
    /// Gives back what was kept, in order, without asking.
    Replay,
}

/// One thing the agent said.
enum Said {
    /// To `observe_forced`.
    Forced(Result<(), AgentError>),
    /// To `decide`: the picks (a range of `Tape::picks`) or the refusal. (Its notes go to the
    /// trace only, which a replay does not write.)
    Decided(Result<(usize, usize), AgentError>),
}

/// The agent's words, in order, and where a replay is.
pub(super) struct Tape<R: Ruleset> {
    agent: Box<dyn Agent<R>>,
    pub(super) mode: Mode,
    said: Vec<Said>,
    /// Every recorded answer's picks, one after another (no allocation an answer).
    picks: Vec<usize>,
    /// The next thing a replay gives back.
    cursor: usize,
}

impl<R: Ruleset> Tape<R> {
    /// How much has been recorded, to cut back to (`truncate`).
    pub(super) fn len(&self) -> (usize, usize) {
        (self.said.len(), self.picks.len())
    }

    /// Forgets what was recorded from `len` on.
    pub(super) fn truncate(&mut self, (said, picks): (usize, usize)) {
        self.said.truncate(said);
        self.picks.truncate(picks);
    }

    /// Forgets everything: the actions it answered for need no replay any more.
    pub(super) fn clear(&mut self) {
        self.truncate((0, 0));
    }

    /// Replays from the start.
    pub(super) fn rewind(&mut self) {
        self.mode = Mode::Replay;
        self.cursor = 0;
    }

    /// Whether a replay gave back everything recorded.
    pub(super) fn replayed_all(&self) -> bool {
        self.cursor == self.said.len()
    }

    fn next(&mut self) -> Option<&Said> {
        let said = self.said.get(self.cursor)?;
        self.cursor += 1;
        Some(said)
    }
}

/// An agent that records (or replays) what the agent it wraps says. The journal that made it
/// keeps a handle on the same tape, to switch its mode and to take the agent back.
pub(super) struct Recorder<R: Ruleset>(pub(super) Rc<RefCell<Tape<R>>>);

impl<R: Ruleset> Recorder<R> {
    /// Wraps `agent`; the handle is the journal's.
    pub(super) fn new(agent: Box<dyn Agent<R>>) -> (Recorder<R>, Rc<RefCell<Tape<R>>>) {
        let tape = Rc::new(RefCell::new(Tape {
            agent,
            mode: Mode::Pass,
            said: Vec::new(),
            picks: Vec::new(),
            cursor: 0,
        }));
        (Recorder(tape.clone()), tape)
    }
}

/// The agent a recorder wrapped, given back (the recorder keeps `NoAgent` from then on).
pub(super) fn unwrap<R: Ruleset>(tape: &Rc<RefCell<Tape<R>>>) -> Box<dyn Agent<R>> {
    std::mem::replace(
        &mut tape.borrow_mut().agent,
        Box::new(crate::agent::NoAgent),
    )
}

/// What a replay answers when the tape has no more: the replay went another way than the
/// recording, which the journal reports as an engine fault.
fn ran_out() -> AgentError {
    AgentError::Unanswered("the actions done over asked more than was recorded".into())
}

impl<R: Ruleset> Agent<R> for Recorder<R> {
    fn decide(&mut self, game: &Game<R>, decision: &Decision<R>) -> Result<Answer, AgentError> {
        let mut tape = self.0.borrow_mut();
        let tape = &mut *tape;
        match tape.mode {
            Mode::Pass => tape.agent.decide(game, decision),
            Mode::Record => {
                let answer = tape.agent.decide(game, decision);
                let kept = match &answer {
                    Ok(picks) => {
                        let start = tape.picks.len();
                        tape.picks.extend_from_slice(picks);
                        Ok((start, tape.picks.len()))
                    }
                    Err(e) => Err(e.clone()),
                };
                tape.said.push(Said::Decided(kept));
                answer
            }
            Mode::Replay => {
                let Some(Said::Decided(answer)) = tape.next() else {
                    return Err(ran_out());
                };
                let answer = answer.clone();
                answer.map(|(start, end)| tape.picks[start..end].to_vec())
            }
        }
    }

    fn take_notes(&mut self) -> Vec<CoreEvent> {
        let mut tape = self.0.borrow_mut();
        match tape.mode {
            Mode::Pass | Mode::Record => tape.agent.take_notes(),
            Mode::Replay => Vec::new(),
        }
    }

    fn observe_forced(&mut self, game: &Game<R>, decision: &Decision<R>) -> Result<(), AgentError> {
        let mut tape = self.0.borrow_mut();
        match tape.mode {
            Mode::Pass => tape.agent.observe_forced(game, decision),
            Mode::Record => {
                let seen = tape.agent.observe_forced(game, decision);
                tape.said.push(Said::Forced(seen.clone()));
                seen
            }
            Mode::Replay => match tape.next() {
                Some(Said::Forced(seen)) => seen.clone(),
                _ => Err(ran_out()),
            },
        }
    }
}
