//! Grimoire: a data-driven card scripting engine. See ARCHITECTURE.md for the map.

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
pub mod content;
pub mod diag;
pub mod model;
pub mod query;
pub mod rules;
pub mod scenario;
pub mod script;
pub mod sim;
pub mod state;
pub mod text;
