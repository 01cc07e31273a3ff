//! Actions applied one after another with `apply`'s guarantee (an action that fails leaves the
//! game as it was, trace included) without a copy of the game before each one.
//!
//! Nearly every action completes, so copying the game before each (a checkpoint) is mostly
//! wasted. A journal keeps one copy, made every few actions, and the actions done since with
//! what the agents answered during them (`rules::tape`). An action that fails is undone by
//! going back to the copy and doing the actions since over, with the same answers: the game is
//! deterministic (same state, same actions, same answers: same game), so that is the game as it
//! was before the failed action. The trace is not replayed: it only grows, so the lines of the
//! actions done over are already there (and those written between actions, the agents'
//! choices of action, which no replay would write again); the failed action's lines are cut.
//! The replay is checked against what the game was before the failed action (its RNG and
//! counters); a difference is reported as an engine fault rather than played on.

use super::apply::{may_act, step};
use super::env::Env;
use super::error::RulesError;
use super::tape::{Mode, Recorder, Tape, unwrap};
use crate::ruleset::Ruleset;
use crate::state::rng::GameRng;
use crate::state::{Game, PlayerId};
use std::cell::RefCell;
use std::rc::Rc;

/// Actions done since the copy before a new copy is made: a copy costs about what an action
/// does, a replay after a failure at most this many actions (failures are rare, and a replay
/// is followed by a new copy, so failures in a row replay nothing).
const SPAN: usize = 32;

/// Script operations the actions since the copy may have spent before a new copy is made:
/// one step's budget, so that undoing a failed action never runs more script work again than
/// one step may (a pack whose every action nears its budget is copied after each).
const REPLAY_OPERATIONS: u64 = crate::code::budget::STEP_OPERATIONS;

/// The copy, the actions since and the answers given to them.
pub struct Journal<R: Ruleset> {
    base: Box<Game<R>>,
    done: Vec<R::Action>,
    /// The script operations `done` spent.
    spent: u64,
    tape: Rc<RefCell<Tape<R>>>,
    span: usize,
}

/// What must be the same after a replay as before the failed action: a few counts that any
/// step of a game moves (a card moved, an item on the chain, a pass, a draw from the RNG…),
/// cheap enough to take before every action.
#[derive(PartialEq)]
struct Mark<R: Ruleset> {
    rng: GameRng,
    trace: usize,
    serial: u32,
    timestamp: u32,
    order: i64,
    objects: usize,
    zone_changes: u64,
    turn: (u32, PlayerId, R::Phase, Option<PlayerId>, u8),
    chain: usize,
    effects: usize,
}

impl<R: Ruleset> Mark<R> {
    fn of(game: &Game<R>) -> Mark<R> {
        let t = &game.turn;
        Mark {
            rng: game.rng.clone(),
            trace: game.trace.len(),
            serial: game.next_serial,
            timestamp: game.next_timestamp,
            order: game.next_order,
            objects: game.objects.len(),
            zone_changes: game.zone_changes(),
            turn: (t.number, t.player, t.phase, t.priority, t.passes),
            chain: game.chain.len(),
            effects: game.effects.len(),
        }
    }
}

impl<R: Ruleset> Journal<R> {
    /// Starts a journal at `game` as it is now; `env`'s agent is wrapped to record its
    /// answers until `finish` gives it back.
    pub fn begin(game: &Game<R>, env: &mut Env<R>) -> Journal<R> {
        Self::with_span(game, env, SPAN)
    }

    /// As `begin`, with a new copy every `span` actions (1: before every action, as `apply`).
    pub fn with_span(game: &Game<R>, env: &mut Env<R>, span: usize) -> Journal<R> {
        let agent = std::mem::replace(env.agent, Box::new(crate::agent::NoAgent));
        let (recorder, tape) = Recorder::new(agent);
        *env.agent = Box::new(recorder);
        Journal {
            base: Box::new(game.fork()),
            done: Vec::new(),
            spent: 0,
            tape,
            span: span.max(1),
        }
    }

    /// How many actions a failure now would do again (those since the copy).
    pub fn since_copy(&self) -> usize {
        self.done.len()
    }

    /// Gives `env` its agent back.
    pub fn finish(self, env: &mut Env<R>) {
        *env.agent = unwrap(&self.tape);
    }

    /// Applies `action`; on any error the game — trace included — is as it was before.
    pub fn apply(
        &mut self,
        game: &mut Game<R>,
        env: &mut Env<R>,
        action: &R::Action,
    ) -> Result<(), RulesError> {
        may_act(game, action)?;
        if self.done.len() >= self.span || self.spent >= REPLAY_OPERATIONS {
            self.rebase(game);
        }
        let before = Mark::of(game);
        let recorded = {
            let mut tape = self.tape.borrow_mut();
            tape.mode = Mode::Record;
            tape.len()
        };
        let result = step(game, env, action, R::perform);
        self.tape.borrow_mut().mode = Mode::Pass;
        match result {
            Ok(()) => {
                self.done.push(action.clone());
                self.spent = self.spent.saturating_add(env.scripts.step_spent());
                Ok(())
            }
            Err(e) => {
                self.tape.borrow_mut().truncate(recorded);
                self.rewind(game, env, &before)?;
                Err(e)
            }
        }
    }

    /// Makes the copy anew from `game`: the actions so far need no replay any more.
    fn rebase(&mut self, game: &Game<R>) {
        self.base.copy_from(game);
        self.done.clear();
        self.spent = 0;
        self.tape.borrow_mut().clear();
    }

    /// Puts `game` back as it was before the action that failed: the copy, and the actions
    /// since done over with the answers recorded, untraced.
    fn rewind(
        &mut self,
        game: &mut Game<R>,
        env: &mut Env<R>,
        before: &Mark<R>,
    ) -> Result<(), RulesError> {
        game.copy_from(&self.base);
        game.trace.truncate(before.trace);
        let tracing = std::mem::replace(&mut game.tracing, false);
        self.tape.borrow_mut().rewind();
        let mut replayed = Ok(());
        for action in &self.done {
            replayed = step(game, env, action, R::perform);
            if replayed.is_err() {
                break;
            }
        }
        game.tracing = tracing;
        let all = {
            let mut tape = self.tape.borrow_mut();
            tape.mode = Mode::Pass;
            tape.replayed_all()
        };
        if let Err(e) = replayed {
            return Err(diverged(&format!("an action done again failed: {e}")));
        }
        if !all || Mark::of(game) != *before {
            return Err(diverged("the actions done again made another game"));
        }
        self.rebase(game);
        Ok(())
    }
}

/// The error of a replay that did not give the game back: something the game depends on is
/// outside it (an engine fault, never a card's).
fn diverged(why: &str) -> RulesError {
    RulesError::NotSupported(format!(
        "undoing a failed action by doing the actions before it again went wrong ({why}): \
         the game is not deterministic"
    ))
}
