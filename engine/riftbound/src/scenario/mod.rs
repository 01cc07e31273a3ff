//! Scenario files: the tester-facing format (`shared/formats/scenarios.md`) parsed into typed
//! records. Running them is someone else's job; this module only reads and checks.

pub mod agent;
pub mod coverage;
pub mod expect;
pub mod files;
pub mod format;
pub mod rerun;
pub mod run;
pub mod setup;
pub mod step;
pub mod summary;

pub use format::{CardEntry, PlayerSetup, Scenario, Setup, load_scenario, parse_scenario};
pub use step::{Assertion, PlayerIdx, Step, StepError, StepLine, parse_player, parse_step};
