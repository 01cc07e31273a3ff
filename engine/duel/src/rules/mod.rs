//! The duel game's rules: every change to a game goes through here. Applying an action
//! atomically, asking a decision and playing a game out are the core's
//! (`grimoire_core::rules`).

pub mod action;
pub mod activate;
pub mod cast;
pub mod combat;
pub mod continuous;
pub mod counter;
pub mod damage;
pub mod destroy;
pub mod invariants;
pub mod legal;
pub mod library;
pub mod pay;
pub mod permanent;
pub mod playout;
pub mod priority;
pub mod prompt;
pub mod sba;
pub mod search;
pub mod setup;
pub mod triggers;
pub mod turn;
pub mod zones;

pub use action::{Action, apply};
pub use env::{Env, ScriptRunner};
pub use error::RulesError;

pub use grimoire_core::rules::{autoplay, decide, error};

/// What the rules need from outside the state, for duel games.
pub mod env {
    pub use grimoire_core::rules::env::{CallPhase, ScriptCall, ScriptRunner};
    pub type Env<'a> = grimoire_core::rules::Env<'a, crate::Duel>;
}
