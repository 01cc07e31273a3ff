//! Riftbound's rules: every change to a game goes through here. Rules read state and queries,
//! ask agents for decisions and call card scripts through `ScriptRunner`; they never parse or
//! load. Applying an action atomically, asking a decision and playing a game out are the
//! core's (`grimoire_core::rules`).

pub mod ability_cost;
pub mod ability_use;
pub mod action;
pub mod activate;
pub mod add;
pub mod assign;
pub mod attach;
pub mod banish;
pub mod buff;
pub mod cards;
pub mod chain;
pub mod cleanup;
pub mod combat;
pub mod continuous;
pub mod continuous_memo;
pub mod control;
pub mod copies;
pub mod counter;
pub mod damage;
pub mod damage_mods;
pub mod death_replacements;
pub mod delayed;
pub mod discard;
pub mod discounts;
pub mod effect_move;
pub mod facedown;
pub mod foresee;
pub mod glance;
pub mod healed;
pub mod hide;
pub mod invariants;
pub mod layers;
pub mod legal;
pub mod legal_target;
pub mod movement;
pub mod noted;
pub mod observed;
pub mod pay;
pub mod play;
pub mod play_by_effect;
pub mod play_limit;
pub mod play_options;
pub mod prevent_first;
pub mod prompt;
pub mod ready;
pub mod recycle;
pub mod replacements;
pub mod scoring;
pub mod search;
pub mod setup;
pub mod showdown;
pub mod spell_control;
pub mod stun;
pub mod targets;
pub mod to_hand;
pub mod token_replacements;
pub mod tokens;
pub mod top_cards;
pub mod trash_abilities;
pub mod triggers;
pub mod turn;
pub mod xp;
pub mod zones;

pub use action::{Action, apply};
pub use env::{Env, ScriptRunner};
pub use error::RulesError;

pub use grimoire_core::rules::{autoplay, decide, error};

/// What the rules need from outside the state, for Riftbound games.
pub mod env {
    pub use grimoire_core::rules::env::{CallPhase, ScriptCall, ScriptRunner};
    pub type Env<'a> = grimoire_core::rules::Env<'a, crate::Riftbound>;
}
