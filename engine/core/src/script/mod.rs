//! The script host: runs card and keyword functions for the rules, with `ctx` as their only
//! handle on the game. The core registers what every game's scripts share (who is acting, the
//! chosen targets, printing); the ruleset's own card API goes on the same engine, each function
//! declared once (`api_fn`).

pub mod api;
pub mod api_fn;
mod call;
pub mod context;
pub mod direct;
pub mod direct_args;
mod errors;
pub mod host;
pub mod null;
pub mod support;

pub use api_fn::ApiFn;
pub use context::{CallState, Ctx, Fault};
pub use host::{Runner, ScriptHost};
