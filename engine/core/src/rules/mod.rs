//! The core's procedures, for every ruleset: applying an action atomically, asking a decision,
//! playing a game out between agents. What the rules need from outside (an agent, a script
//! runner) is `Env`; why an action failed is `RulesError`.

pub mod apply;
pub mod autoplay;
pub mod decide;
pub mod env;
pub mod error;
pub mod journal;
pub mod layers;
pub mod resolution;
mod tape;
pub mod trial;
pub mod triggers;

pub use apply::apply;
pub use decide::ask;
pub use env::{CallPhase, ChoiceOptions, Env, ScriptCall, ScriptRunner};
pub use error::RulesError;
