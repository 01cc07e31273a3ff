//! Grimoire: a data-driven card scripting engine. See ARCHITECTURE.md for the map.

pub mod diag;
pub mod model;
pub mod scenario;
