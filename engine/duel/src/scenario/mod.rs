//! The duel game's scenario verbs, setup, assertions and final-state summary (the duel's
//! section of docs/SCENARIOS.md). The file format, the shared steps and the runner are the core's.

pub mod expect;
pub mod run;
pub mod setup;
pub mod steps;
pub mod summary;

pub type Scenario = grimoire_core::scenario::Scenario<crate::Duel>;
