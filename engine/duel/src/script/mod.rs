//! The duel game's card API: what `ctx` offers card and keyword scripts. Choices (targets,
//! costs such as a creature to sacrifice) are made in `choose` functions while a spell or
//! ability goes on the stack; actions (damage, destroy, counter, regenerate, attach, tap,
//! Regard, Destin, Confrontation…) on resolution; static abilities give what they give from
//! `continuous`; replacements and queries only read. Every function checks its arguments and
//! reports misuse as a script error at the caller's line. Players are numbers: 1, 2 (as
//! `ctx.controller`); objects are ids, -1 for none.

mod actions;
mod choose;
pub mod direct;
pub mod docs;
pub mod notes;
mod queries;
mod statics;
mod support;

/// `ctx` in duel scripts.
pub type Ctx = grimoire_core::script::Ctx<crate::Duel>;
/// The script host of duel games.
pub type ScriptHost = grimoire_core::script::ScriptHost<crate::Duel>;

/// Registers the duel's API on the host's engine (the core's part is registered first).
pub fn register(engine: &mut rhai::Engine) {
    choose::register(engine);
    actions::register(engine);
    queries::register(engine);
    statics::register(engine);
}
