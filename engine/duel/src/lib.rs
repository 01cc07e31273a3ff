//! The duel game as a Grimoire ruleset: two players at 20 life, libraries, mana from lands,
//! costs such as `{2}{R}`, creatures with power and toughness, the stack, a turn of steps with
//! combat (attackers, blockers, a first-strike damage step when needed), state-based actions;
//! its keyword abilities (Courage, Célérité, Piétinement, Vigilance, Sauvagerie, Équipement,
//! Initiative, Vol) as glossary entries and Rhai over the events and queries it publishes, and
//! its keyword actions (attach, counter, destroy, regenerate, sacrifice, tap, Regard, Destin,
//! Confrontation) in its card API. Rules are cited by keyword and paragraph (`pietinement.2`)
//! or by number (`701.5a`).
//!
//! Paths mirror the core's (`state::Game`, `model::card::CardType`…) as aliases of the core's
//! generic types for this ruleset.

pub use grimoire_core::diag;

pub mod content;
pub mod events;
pub mod model;
pub mod query;
pub mod rules;
pub mod ruleset;
pub mod scenario;
pub mod script;
pub mod seen;
pub mod state;

pub use ruleset::Duel;

/// The agents of this ruleset's games.
pub mod agent {
    pub use grimoire_core::agent::{AgentError, FirstOptions, NoAgent, RandomAgent};
    /// An agent of a duel game.
    pub type Agent = dyn grimoire_core::agent::Agent<crate::Duel>;
    pub type Seats = grimoire_core::agent::Seats<crate::Duel>;
}
