//! Riftbound's scenario verbs (`play … at … with …`, `activate`, `move`, `hide`, `assign`),
//! assertions (`might`, `points`, `controlled by`…), setup (battlefields, bases, rune decks,
//! face-down cards) and final-state summary. The file format and the runner are the core's.

pub mod expect;
pub mod run;
pub mod setup;
pub mod steps;
pub mod summary;

/// A Riftbound scenario file.
pub type Scenario = grimoire_core::scenario::Scenario<crate::Riftbound>;
