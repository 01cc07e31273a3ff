//! One checkpoint/restore for everything that may need to undo: an action that fails
//! (`rules::apply`), a triggered ability whose choices cannot be made, a scenario step that
//! must be refused, a group of passes that stand or fall together. The trace only grows, so a
//! checkpoint keeps its length instead of copying it; restoring truncates it back.
//!
//! Every action takes a checkpoint and nearly every one completes, so the saved copy is not
//! made anew each time: the game keeps a spare copy that a checkpoint fills in place
//! (`Game::copy_from`, no allocation once it has the game's size) and that `keep` or
//! `restore` hands back. Legal-action probes use the same spare (`Game::probe`).

use super::game::Game;
use crate::ruleset::Ruleset;
use std::cell::Cell;

/// The state of a game at one moment, to go back to.
pub struct Checkpoint<R: Ruleset> {
    saved: Box<Game<R>>,
    trace_len: usize,
}

/// A game's spare copies, each lent to one checkpoint or probe at a time (one taken while all
/// are out is simply made anew). Two: an action's checkpoint, and the one a resolution takes
/// inside it to undo a card's failed script (`rules::resolution`). Copies of the game start
/// without any.
pub(crate) struct SpareCopies<R: Ruleset>(Cell<Vec<Box<Game<R>>>>);

/// How many spare copies a game keeps.
const SPARES: usize = 2;

impl<R: Ruleset> Default for SpareCopies<R> {
    fn default() -> Self {
        SpareCopies(Cell::new(Vec::new()))
    }
}

impl<R: Ruleset> Game<R> {
    /// The spare copy, made a copy of this game (trace aside: it is left empty).
    fn fill_spare(&self) -> Box<Game<R>> {
        let mut spares = self.spare.0.take();
        let spare = spares.pop();
        self.spare.0.set(spares);
        match spare {
            Some(mut saved) => {
                saved.copy_from(self);
                saved
            }
            None => Box::new(self.fork()),
        }
    }

    /// Gives `copy` back as a spare, unless enough were given back first.
    fn return_spare(&self, copy: Box<Game<R>>) {
        let mut spares = self.spare.0.take();
        if spares.len() < SPARES {
            spares.push(copy);
        }
        self.spare.0.set(spares);
    }

    /// Remembers the game as it is now (its trace by length only).
    pub fn checkpoint(&self) -> Checkpoint<R> {
        let mut saved = self.fill_spare();
        saved.tracing = self.tracing;
        Checkpoint {
            saved,
            trace_len: self.trace.len(),
        }
    }

    /// Puts the game back as it was at `cp`, trace included: the lines written since are
    /// dropped.
    pub fn restore(&mut self, cp: Checkpoint<R>) {
        let mut saved = cp.saved;
        std::mem::swap(self, &mut *saved);
        // The trace and the spare stay with the game: only the state goes back.
        std::mem::swap(&mut self.trace, &mut saved.trace);
        std::mem::swap(&mut self.spare, &mut saved.spare);
        self.trace.truncate(cp.trace_len);
        saved.trace.clear();
        self.return_spare(saved);
    }

    /// Lets go of `cp` without going back: its copy becomes the spare again. (Dropping a
    /// checkpoint is as correct, only the next checkpoint then allocates.)
    pub fn keep(&self, cp: Checkpoint<R>) {
        self.return_spare(cp.saved);
    }

    /// A copy to try things on and throw away (legal-action probes): as `fork`, made from the
    /// spare copy; hand it back with `recycle`.
    pub fn probe(&self) -> Box<Game<R>> {
        let mut probe = self.fill_spare();
        probe.tracing = false;
        probe.trial = true;
        probe
    }

    /// Takes back a copy `probe` lent (whatever was done to it since).
    pub fn recycle(&self, mut probe: Box<Game<R>>) {
        probe.trace.clear();
        self.return_spare(probe);
    }
}

impl<R: Ruleset> Checkpoint<R> {
    /// How many trace lines the game had when the checkpoint was taken.
    pub fn trace_len(&self) -> usize {
        self.trace_len
    }
}
