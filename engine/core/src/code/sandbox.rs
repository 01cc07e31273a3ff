//! The one Rhai engine of a process: built once, every limit set explicitly, then shared.
//!
//! Limits are the same in debug and release builds (Rhai's own call-depth default differs), so
//! the tests and the shipped binary agree on what a script may do. Operations and printed
//! bytes are counted a game step at a time (`Budget`), across every script call of the step.

use super::budget::Budget;
use rhai::Engine;
use rhai::module_resolvers::DummyModuleResolver;
use std::rc::Rc;

pub use super::prints::Prints;

pub use super::budget::{STEP_OPERATIONS, STEP_PRINTED};

/// Script call levels, counted on from the caller's in a nested call (a script asking another
/// card's script a question): a recursion through the host stops here as one within a script.
pub const MAX_CALL_LEVELS: usize = 32;
pub const MAX_EXPR_DEPTH: usize = 64;
pub const MAX_FN_EXPR_DEPTH: usize = 32;
pub const MAX_STRING_SIZE: usize = 4_096;
/// As many as the objects a game may keep (`state::limits::MAX_OBJECTS`, checked where the
/// API hands lists back, `script::support`): a list of ids the API returns always fits, so a
/// card reading the units of a board of thousands of tokens is not stopped by the array limit,
/// which the script could not catch.
pub const MAX_ARRAY_SIZE: usize = 4_096;
pub const MAX_MAP_SIZE: usize = 256;

/// A sandboxed engine: no `eval`, no modules from files, no clock, strict variables,
/// `print`/`debug` handed to `prints` (the running call's trace), every operation and printed byte
/// counted in `budget`.
pub fn sandboxed_engine(prints: Prints, budget: Rc<Budget>) -> Engine {
    let mut engine = Engine::new();
    // The step's budget counts operations (`on_progress`), not the engine: the engine's count
    // starts again at each call, nested calls included.
    engine.set_max_operations(0);
    let b = budget.clone();
    engine.on_progress(move |_| b.tick());
    engine.set_max_call_levels(MAX_CALL_LEVELS);
    engine.set_max_expr_depths(MAX_EXPR_DEPTH, MAX_FN_EXPR_DEPTH);
    engine.set_max_string_size(MAX_STRING_SIZE);
    engine.set_max_array_size(MAX_ARRAY_SIZE);
    engine.set_max_map_size(MAX_MAP_SIZE);
    engine.set_max_modules(0);
    engine.set_strict_variables(true);
    engine.disable_symbol("eval");
    engine.set_module_resolver(DummyModuleResolver::new());
    let (p, b) = (prints.clone(), budget.clone());
    engine.on_print(move |s| {
        if b.print(s) {
            p.push(s.to_string());
        }
    });
    engine.on_debug(move |s, _, pos| {
        let line = format!("debug {pos}: {s}");
        if budget.print(&line) {
            prints.push(line);
        }
    });
    engine
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The limits are constants, not Rhai's defaults: Rhai's call depth is 8 in debug builds
    /// and 64 in release, so a test would pass where the shipped binary fails (or the reverse).
    /// This test runs in whichever profile builds it; `cargo test --release` runs it too.
    #[test]
    fn limits_are_the_constants_in_every_build() {
        let engine = sandboxed_engine(Prints::default(), Rc::default());
        // Counted by the step's budget, across calls, not by the engine call by call.
        assert_eq!(engine.max_operations(), 0);
        assert_eq!(engine.max_call_levels(), MAX_CALL_LEVELS);
        assert_eq!(engine.max_expr_depth(), MAX_EXPR_DEPTH);
        assert_eq!(engine.max_function_expr_depth(), MAX_FN_EXPR_DEPTH);
        assert_eq!(engine.max_string_size(), MAX_STRING_SIZE);
        assert_eq!(engine.max_array_size(), MAX_ARRAY_SIZE);
        assert_eq!(engine.max_map_size(), MAX_MAP_SIZE);
        assert_eq!(engine.max_modules(), 0);
        // Neither of Rhai's defaults (8 in debug, 64 in release): set explicitly.
        assert!(![8, 64].contains(&engine.max_call_levels()));
    }
}
