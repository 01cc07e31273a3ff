//! Where `print` and `debug` lines go. A line belongs in the trace where the script printed
//! it, between the events its call noted before and after — not after all of the call's
//! effects — and with the error of a call that fails (whose effects, lines included, are
//! undone). The host puts the context of each running call on a stack here (`Prints::enter`);
//! the engine's print callback hands each line to the innermost one.

use std::cell::RefCell;
use std::rc::Rc;

/// A running call's context, as the print callback sees it (the host's `ctx` state, whatever
/// the ruleset): takes a line into its game's trace, or says it cannot now.
pub trait PrintTarget {
    /// Notes `line` in the call's game; `false` when the state is busy (an API function of
    /// that call is running and has borrowed it), the line then waits in `Prints`.
    fn print(&self, line: &str) -> bool;
}

/// The print lines of one engine, shared by its callback and the host's runners.
#[derive(Clone, Default)]
pub struct Prints(Rc<RefCell<Inner>>);

#[derive(Default)]
struct Inner {
    /// The running calls, innermost last.
    calls: Vec<Rc<dyn PrintTarget>>,
    /// Lines no call could take when printed, noted when the outer call ends.
    waiting: Vec<String>,
    /// Every line of the current outermost call, for its error if it fails.
    of_call: Vec<String>,
}

impl Prints {
    /// A line printed by a script (already counted by the step's budget).
    pub fn push(&self, line: String) {
        let mut inner = self.0.borrow_mut();
        inner.of_call.push(line.clone());
        let taken = inner.calls.last().is_some_and(|call| call.print(&line));
        if !taken {
            inner.waiting.push(line);
        }
    }

    /// A call starts: its lines go to `call` until `leave`; an outermost call (`outer`) starts
    /// a new list of lines for its error.
    pub fn enter(&self, call: Rc<dyn PrintTarget>, outer: bool) {
        let mut inner = self.0.borrow_mut();
        if outer {
            inner.of_call.clear();
        }
        inner.calls.push(call);
    }

    /// The innermost call ended.
    pub fn leave(&self) {
        self.0.borrow_mut().calls.pop();
    }

    /// The lines that waited (see `PrintTarget::print`), in order.
    pub fn take_waiting(&self) -> Vec<String> {
        std::mem::take(&mut self.0.borrow_mut().waiting)
    }

    /// The lines the current outermost call printed, for its error.
    pub fn of_call(&self) -> Vec<String> {
        self.0.borrow().of_call.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    struct Sink {
        lines: RefCell<Vec<String>>,
        busy: Cell<bool>,
    }

    impl PrintTarget for Sink {
        fn print(&self, line: &str) -> bool {
            if self.busy.get() {
                return false;
            }
            self.lines.borrow_mut().push(line.to_string());
            true
        }
    }

    fn sink() -> Rc<Sink> {
        Rc::new(Sink {
            lines: RefCell::default(),
            busy: Cell::new(false),
        })
    }

    /// A line goes to the innermost call; a busy call's line waits; an outer call's lines are
    /// kept for its error, a nested call's are added to them.
    #[test]
    fn lines_go_to_the_innermost_call_or_wait() {
        let prints = Prints::default();
        let (outer, inner) = (sink(), sink());
        prints.enter(outer.clone(), true);
        prints.push("a".into());
        prints.enter(inner.clone(), false);
        prints.push("b".into());
        inner.busy.set(true);
        prints.push("c".into());
        prints.leave();
        prints.leave();
        assert_eq!(*outer.lines.borrow(), ["a"]);
        assert_eq!(*inner.lines.borrow(), ["b"]);
        assert_eq!(prints.take_waiting(), ["c"]);
        assert_eq!(prints.of_call(), ["a", "b", "c"]);
        prints.enter(outer, true);
        assert!(prints.of_call().is_empty());
        // With no call running, a line waits.
        prints.leave();
        prints.push("d".into());
        assert_eq!(prints.take_waiting(), ["d"]);
    }
}
