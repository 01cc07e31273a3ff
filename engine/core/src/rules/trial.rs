//! Whether an action can be completed now: what a legal-action list asks before it offers one.
//!
//! An action is legal when some way of making its choices completes it (a play whose first
//! target carries a tax its player cannot pay is still legal with another target). A trial runs
//! the action on a fork, taking the first option at each decision; only when that run fails does
//! it go on to the next combination of answers, depth first, over the decisions that run
//! actually asked. Most trials complete on their first run, and a play refused before any choice
//! (no legal target at all, no payment) is refused after one: the search costs only where an
//! answer mattered.
//!
//! A trial is bounded twice: by `MAX_RUNS` runs, and by one step's script budget shared by all
//! its runs (`ScriptRunner::begin_step` nests), so a hostile script that fails after many
//! choices costs no more than one step. A trial that runs out of either counts as not
//! completable: a list offers only what is known to complete.

use super::apply::{CarryOut, may_act, step};
use super::env::{Env, ScriptRunner};
use crate::agent::{Agent, AgentError};
use crate::ruleset::Ruleset;
use crate::state::Game;
use crate::state::decision::{Answer, Decision, DecisionKind};
use std::cell::RefCell;
use std::rc::Rc;

/// Runs a trial may make before it counts the action as not completable.
pub const MAX_RUNS: u32 = 8;

/// Whether `action` can be completed now by some answers to its decisions, the whole of it
/// (`R::perform`) tried on forks: what a legal-action list asks of an action whose outcome
/// depends on choices, so that it offers only what can be carried out.
pub fn completes<R: Ruleset>(
    game: &Game<R>,
    scripts: &dyn ScriptRunner<R>,
    action: &R::Action,
) -> bool {
    completes_as(game, scripts, action, R::perform)
}

/// As `completes`, tried on forks (the game's spare copy, `Game::probe`) with `carry_out`: a
/// ruleset's own part of the action, without what follows every action and cannot make this
/// one illegal (the state checks and triggers of settling the game afterwards).
pub fn completes_as<R: Ruleset>(
    game: &Game<R>,
    scripts: &dyn ScriptRunner<R>,
    action: &R::Action,
    carry_out: CarryOut<R>,
) -> bool {
    if may_act(game, action).is_err() {
        return false;
    }
    let explorer = Rc::new(RefCell::new(Explorer::default()));
    let mut agent: Box<dyn Agent<R>> = Box::new(Rc::clone(&explorer));
    let mut env = Env {
        agent: &mut agent,
        scripts,
    };
    scripts.begin_step();
    let mut completes = false;
    for _ in 0..MAX_RUNS {
        let mut probe = game.probe();
        explorer.borrow_mut().depth = 0;
        completes = step(&mut probe, &mut env, action, carry_out).is_ok();
        game.recycle(probe);
        if completes || !explorer.borrow_mut().advance() {
            break;
        }
    }
    scripts.end_step();
    completes
}

/// One decision a trial run met: which alternative it took, of how many.
#[derive(Clone, Copy, Debug)]
struct Branch {
    taken: usize,
    count: usize,
}

/// Answers a trial run's decisions from a path of alternatives, extended with the first one at
/// each decision met past its end.
#[derive(Default)]
struct Explorer {
    path: Vec<Branch>,
    /// Decisions answered in the current run.
    depth: usize,
}

impl Explorer {
    /// The next combination of answers after a failed run: the last decision that run met with
    /// an alternative left takes it, and what came after is met afresh. False when none is left.
    fn advance(&mut self) -> bool {
        self.path.truncate(self.depth);
        while let Some(last) = self.path.last_mut() {
            if last.taken + 1 < last.count {
                last.taken += 1;
                return true;
            }
            self.path.pop();
        }
        false
    }
}

/// Shared with the trial, which moves the path on between runs.
impl<R: Ruleset> Agent<R> for Rc<RefCell<Explorer>> {
    fn decide(&mut self, _game: &Game<R>, decision: &Decision<R>) -> Result<Answer, AgentError> {
        let mut this = self.borrow_mut();
        let this = &mut *this;
        if this.depth == this.path.len() {
            this.path.push(Branch {
                taken: 0,
                count: alternatives(decision),
            });
        }
        let branch = this.path[this.depth];
        this.depth += 1;
        Ok(answer(decision, branch.taken))
    }
}

/// How many different answers a trial may give `decision`: each option of a single choice; for
/// several picks, each set of the fewest it allows (at least one), then none where none is
/// allowed; one for an ordering, as any order completes alike.
fn alternatives<R: Ruleset>(decision: &Decision<R>) -> usize {
    let n = decision.options.len();
    if decision.kind == DecisionKind::TriggerOrder || n == 0 {
        return 1;
    }
    let k = fewest(decision);
    let sets = combinations(n, k);
    sets.saturating_add(usize::from(decision.min_picks == 0 && k > 0))
}

/// The `i`-th answer to `decision` (`alternatives`); the first is the first options, in order.
fn answer<R: Ruleset>(decision: &Decision<R>, i: usize) -> Answer {
    let n = decision.options.len();
    let k = fewest(decision);
    if decision.kind == DecisionKind::TriggerOrder || n == 0 {
        return (0..decision.min_picks.max(1).min(n)).collect();
    }
    if i >= combinations(n, k) {
        return Vec::new();
    }
    nth_combination(n, k, i)
}

/// The size of the sets a trial picks: the fewest allowed, at least one, at most all.
fn fewest<R: Ruleset>(decision: &Decision<R>) -> usize {
    decision.min_picks.max(1).min(decision.options.len())
}

/// n choose k, saturating (a trial never gets far into a large count: `MAX_RUNS`).
fn combinations(n: usize, k: usize) -> usize {
    let k = k.min(n - k.min(n));
    (0..k).fold(1usize, |acc, j| acc.saturating_mul(n - j) / (j + 1))
}

/// The `i`-th set of `k` of `0..n` in lexicographic order (`i` below `combinations(n, k)`).
fn nth_combination(n: usize, k: usize, mut i: usize) -> Vec<usize> {
    let mut out = Vec::with_capacity(k);
    let mut next = 0;
    while out.len() < k {
        // Sets starting with `next` that are left: choose the rest from after it.
        let with = combinations(n - next - 1, k - out.len() - 1);
        if i < with {
            out.push(next);
        } else {
            i -= with;
        }
        next += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{combinations, nth_combination};

    #[test]
    fn combinations_are_counted_and_listed_in_order() {
        assert_eq!(combinations(5, 2), 10);
        assert_eq!(combinations(4, 0), 1);
        assert_eq!(combinations(3, 3), 1);
        let all: Vec<Vec<usize>> = (0..combinations(4, 2))
            .map(|i| nth_combination(4, 2, i))
            .collect();
        assert_eq!(
            all,
            [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]].map(|s| s.to_vec())
        );
    }
}
