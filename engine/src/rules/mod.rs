//! Rules: every change to a game goes through here. Rules read state and queries, ask agents
//! for decisions and call card scripts through `ScriptRunner`; they never parse or load.

pub mod action;
pub mod assign;
pub mod autoplay;
pub mod cards;
pub mod chain;
pub mod cleanup;
pub mod combat;
pub mod damage;
pub mod decide;
pub mod env;
pub mod error;
pub mod invariants;
pub mod legal;
pub mod movement;
pub mod pay;
pub mod play;
pub mod scoring;
pub mod setup;
pub mod showdown;
pub mod triggers;
pub mod turn;
pub mod zones;

pub use action::{Action, apply};
pub use env::{Env, ScriptRunner};
pub use error::RulesError;
