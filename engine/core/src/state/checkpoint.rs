//! One checkpoint/restore for everything that may need to undo: an action that fails
//! (`rules::apply`), a triggered ability whose choices cannot be made, a scenario step that
//! must be refused, a group of passes that stand or fall together. The trace only grows, so a
//! checkpoint keeps its length instead of copying it; restoring truncates it back.

use super::game::Game;
use crate::ruleset::Ruleset;

/// The state of a game at one moment, to go back to.
pub struct Checkpoint<R: Ruleset> {
    saved: Game<R>,
    trace_len: usize,
}

impl<R: Ruleset> Game<R> {
    /// Remembers the game as it is now (its trace by length only).
    pub fn checkpoint(&self) -> Checkpoint<R> {
        let mut saved = self.fork();
        saved.tracing = self.tracing;
        Checkpoint {
            saved,
            trace_len: self.trace.len(),
        }
    }

    /// Puts the game back as it was at `cp`, trace included: the lines written since are
    /// dropped.
    pub fn restore(&mut self, cp: Checkpoint<R>) {
        let mut trace = std::mem::take(&mut self.trace);
        trace.truncate(cp.trace_len);
        *self = cp.saved;
        self.trace = trace;
    }
}

impl<R: Ruleset> Checkpoint<R> {
    /// How many trace lines the game had when the checkpoint was taken.
    pub fn trace_len(&self) -> usize {
        self.trace_len
    }
}
