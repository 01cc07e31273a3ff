//! Riftbound's card API: what `ctx` offers card and keyword scripts (targets with filters,
//! damage, kill, buffs, keywords with durations, Might, moves, tokens, equipment, XP, the top of
//! decks, control…). Registered on the core's script host; every function checks its arguments
//! and reports misuse as a script error at the caller's line.

pub mod api;
pub mod api_actions;
pub mod api_cards;
pub mod api_choose;
pub mod api_control;
pub mod api_equip;
pub mod api_events;
mod api_guard;
pub mod api_might;
pub mod api_queries;
pub mod api_stun_predict;
pub mod api_support;
pub mod api_targets;
pub mod direct;
pub mod docs;
pub mod notes;

pub use grimoire_core::script::Ctx as CoreCtx;

/// `ctx` in Riftbound scripts.
pub type Ctx = grimoire_core::script::Ctx<crate::Riftbound>;
/// The script host of Riftbound games.
pub type ScriptHost = grimoire_core::script::ScriptHost<crate::Riftbound>;
