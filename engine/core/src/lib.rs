//! Grimoire's core: what every card game needs and no game names. Objects in an arena with
//! ids and incarnations, zones the ruleset declares, the chain (a stack of pending and finalized
//! items), effects, decisions answered by agents, one seeded RNG, checkpoints, the trace; the
//! keyword glossary and the card-text grammar; packs; the Rhai host; scenario files and
//! simulations. A game is a [`Ruleset`] on top of it (ARCHITECTURE.md, "How to add a game").

pub mod agent;
pub mod code;
pub mod content;
pub mod diag;
pub mod effects;
pub mod model;
pub mod rules;
pub mod ruleset;
pub mod scenario;
pub mod script;
pub mod search;
pub mod shown;
pub mod sim;
pub mod state;
pub mod text;
pub mod words;

pub use ruleset::Ruleset;
