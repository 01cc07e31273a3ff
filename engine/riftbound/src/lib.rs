//! Riftbound as a Grimoire ruleset: its zones and places, turn structure (314–317), the chain
//! with showdowns and focus (327–348), combat (454–461), scoring and victory (462–467), deck
//! rules (103), its card API for Rhai scripts and its scenario verbs. Everything here is
//! Riftbound; the core it runs on names no game (`grimoire_core`).
//!
//! Paths mirror the core's (`state::Game`, `model::card::CardType`…) as aliases of the core's
//! generic types for this ruleset, so rules read as plain Rust on Riftbound's own types.

pub use grimoire_core::diag;

pub mod content;
pub mod events;
pub mod model;
pub mod query;
pub mod rules;
pub mod ruleset;
pub mod scenario;
pub mod script;
pub mod state;

#[cfg(test)]
mod text_tests;

pub use ruleset::Riftbound;

/// The agents of this ruleset's games.
pub mod agent {
    pub use grimoire_core::agent::{AgentError, FirstOptions, NoAgent, RandomAgent};
    /// An agent of a Riftbound game.
    pub type Agent = dyn grimoire_core::agent::Agent<crate::Riftbound>;
    pub type Seats = grimoire_core::agent::Seats<crate::Riftbound>;
}
