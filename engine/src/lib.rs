//! Grimoire: a data-driven card scripting engine. See ARCHITECTURE.md for the map.

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
