//! What the scripts of one game step may spend, all together: Rhai operations, the host work of
//! the API functions they call (weighed in operations), and bytes printed. One budget for every
//! script call of a step, nested ones included — a script asking another card's script a
//! question (`ctx.ability_cost` running its `equip_cost`), a replacement asked during an
//! action — so that no call can restart the count, and a step ends within about a second
//! whatever the scripts do.
//!
//! The engine counts operations through its progress callback (one tick an operation, whatever
//! call is running); the host opens and closes steps (`open`, `close`) and the API charges what
//! its functions cost (`charge`). Everything here is counted, never timed: the same scripts stop
//! at the same operation on every machine.

use rhai::Dynamic;
use std::cell::Cell;

/// Operations the scripts of one game step may perform, host work included.
pub const STEP_OPERATIONS: u64 = 200_000;
/// Bytes scripts may print in one game step (`print`, `debug`): the trace stays readable, and
/// a printing loop cannot fill the memory before the operation budget stops it.
pub const STEP_PRINTED: usize = 64 * 1024;

/// One step's spending. Shared by the engine's progress callback and the host: interior
/// mutability, as the engine keeps it behind a `Fn`.
#[derive(Debug, Default)]
pub struct Budget {
    /// Operations spent since the step began.
    used: Cell<u64>,
    /// Bytes printed since the step began.
    printed: Cell<usize>,
    /// How many steps are open: a step opened inside another (a probe made during an action)
    /// spends from the outer one's budget.
    open: Cell<u32>,
    /// Which limit stops the scripts once `used` is past the budget: the operations, or the
    /// printed bytes (reached in the print callback, which cannot fail: `used` is then put at
    /// the budget, so that the next operation stops the script).
    why: Cell<Exceeded>,
}

/// Which limit a step reached.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Exceeded {
    #[default]
    Operations,
    Printed,
}

impl Exceeded {
    /// What the script error says.
    pub fn message(self) -> String {
        match self {
            Exceeded::Operations => format!(
                "too many operations: the scripts of one step may perform {STEP_OPERATIONS}, \
                 the work of the functions they call included"
            ),
            Exceeded::Printed => {
                format!("too much printed: the scripts of one step may print {STEP_PRINTED} bytes")
            }
        }
    }
}

impl Budget {
    /// A step begins: the budget is whole again, unless a step is already open (then this
    /// one spends from it).
    pub fn open(&self) {
        if self.open.get() == 0 {
            self.reset();
        }
        self.open.set(self.open.get() + 1);
    }

    /// The step goes on with its budget whole again: after a card's script failed as it
    /// resolved and its effects were undone (`rules::resolution`), so that what the step does
    /// next — the rules' cleanup, the continuous abilities — is not stopped by the faulty card's
    /// spending. Once per failed resolution, so a step stays bounded.
    pub fn renew(&self) {
        self.reset();
    }

    /// The step opened last ends.
    pub fn close(&self) {
        self.open.set(self.open.get().saturating_sub(1));
    }

    /// Whether a step is open: a script call made outside any (setup, a question asked
    /// between actions) has a budget of its own.
    pub fn in_step(&self) -> bool {
        self.open.get() > 0
    }

    /// The whole budget again, for a call made outside any step.
    pub fn reset(&self) {
        self.used.set(0);
        self.printed.set(0);
        self.why.set(Exceeded::Operations);
    }

    /// Operations spent so far in this step.
    pub fn used(&self) -> u64 {
        self.used.get()
    }

    /// Spends `n` operations of host work; the limit reached, if it is.
    /// Whether `n` more operations stay within the budget.
    pub fn fits(&self, n: u64) -> bool {
        self.used.get().saturating_add(n) <= STEP_OPERATIONS
    }

    pub fn charge(&self, n: u64) -> Result<(), Exceeded> {
        let used = self.used.get().saturating_add(n);
        self.used.set(used);
        if used > STEP_OPERATIONS {
            Err(self.why.get())
        } else {
            Ok(())
        }
    }

    /// One operation of the engine: `Some` (the error's value) stops the script there. Called
    /// at every operation of every script: one count and one comparison.
    #[inline]
    pub fn tick(&self) -> Option<Dynamic> {
        let used = self.used.get() + 1;
        self.used.set(used);
        if used > STEP_OPERATIONS {
            Some(Dynamic::from(self.why.get().message()))
        } else {
            None
        }
    }

    /// Whether `text` may still be printed in this step; past the limit it is dropped, and the
    /// script stops at its next operation.
    pub fn print(&self, text: &str) -> bool {
        let printed = self.printed.get().saturating_add(text.len());
        self.printed.set(printed);
        if printed > STEP_PRINTED {
            self.why.set(Exceeded::Printed);
            self.used.set(self.used.get().max(STEP_OPERATIONS));
            false
        } else {
            true
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A step spends one budget; a step opened inside it spends the same one; the next step
    /// starts whole.
    #[test]
    fn one_budget_a_step() {
        let b = Budget::default();
        b.open();
        assert!(b.charge(STEP_OPERATIONS - 1).is_ok());
        b.open();
        assert!(b.tick().is_none());
        assert_eq!(
            b.tick().map(|d| d.to_string()),
            Some(Exceeded::Operations.message())
        );
        b.close();
        b.close();
        b.open();
        assert_eq!(b.used(), 0);
        assert!(b.tick().is_none());
        assert!(b.print(&"x".repeat(STEP_PRINTED)));
        assert!(!b.print("y"));
        assert_eq!(
            b.tick().map(|d| d.to_string()),
            Some(Exceeded::Printed.message())
        );
        b.close();
        assert!(!b.in_step());
    }
}
