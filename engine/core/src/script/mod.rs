//! The script host: runs card and keyword functions for the rules, with `ctx` as their only
//! handle on the game. The core registers what every game's scripts share (who is acting, the
//! chosen targets, printing); the ruleset registers its own card API on the same engine.

pub mod api;
mod call;
pub mod context;
pub mod direct;
mod errors;
pub mod host;
pub mod null;
pub mod support;

pub use context::{CallState, Ctx};
pub use host::{Runner, ScriptHost};
