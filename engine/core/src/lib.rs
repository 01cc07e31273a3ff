//! Grimoire's core: what every card game needs and no game names. Objects in an arena with
//! ids and incarnations, zones the ruleset declares, the chain (a stack of pending and finalized
//! items), effects, decisions answered by agents, one seeded RNG, checkpoints, the trace; the
//! keyword glossary and the card-text grammar; packs; the Rhai host; scenario files and
//! simulations. A game is a [`Ruleset`] on top of it (ARCHITECTURE.md, "How to add a game").

/// Appends a formatted line to a game's trace, formatting nothing when the game does not trace
/// (legal-action probes, simulations that keep only results).
#[macro_export]
macro_rules! trace {
    ($game:expr, $($arg:tt)*) => {
        if $game.tracing {
            $game.log(format!($($arg)*));
        }
    };
}

pub mod agent;
pub mod code;
pub mod content;
pub mod diag;
pub mod model;
pub mod rules;
pub mod ruleset;
pub mod scenario;
pub mod script;
pub mod sim;
pub mod state;
pub mod text;

pub use ruleset::Ruleset;
