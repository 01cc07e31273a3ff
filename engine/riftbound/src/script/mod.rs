//! Riftbound's card API: what `ctx` offers card and keyword scripts (targets with filters,
//! damage, kill, buffs, keywords with durations, Might, moves, tokens, equipment, XP, the top of
//! decks, control…). Each function is declared once, beside its code, in its family's table
//! (`API` of each `api*.rs`): its name, parameters and line of the reference, its registration
//! on the core's script host and, for those the host may call from Rust, its direct entry
//! (`direct.rs`). Every function checks its arguments and reports misuse as a script error at
//! the caller's line.

pub mod api;
pub mod api_actions;
mod api_additional;
pub mod api_cards;
mod api_champion;
pub mod api_choose;
mod api_conditions;
pub mod api_control;
mod api_copies;
mod api_cost_picks;
mod api_costs_extra;
pub mod api_delayed;
mod api_delayed_you;
pub mod api_describes;
pub mod api_discounts;
mod api_draw_banished;
pub mod api_equip;
pub mod api_events;
mod api_guard;
pub mod api_hands;
mod api_heal;
mod api_history;
mod api_looked;
pub mod api_might;
pub mod api_move;
mod api_move_by;
mod api_origins_trash;
pub mod api_piles;
mod api_places;
mod api_play;
pub mod api_players;
pub mod api_queries;
mod api_reflexive;
mod api_replacements;
mod api_runes;
mod api_stun_predict;
pub mod api_support;
mod api_tags;
pub mod api_targets;
mod api_terms;
mod api_token_replacements;
mod api_turns;
mod api_unit_damage;
mod api_victory;
pub mod direct;
pub mod notes;
mod reads;
mod target_prompt_fr;
pub mod target_spec;

use grimoire_core::script::ApiFn;
pub use grimoire_core::script::Ctx as CoreCtx;

/// Riftbound's card API (`Ruleset::API`), its families in the order of the reference
/// (docs/api/riftbound.md). `ctx.me`, `ctx.value`, `ctx.execution` and `ctx.controller` are the
/// core's (`grimoire_core::script::api`), which direct calls read as the engine does
/// (`code::direct::Read`).
pub const API: &[ApiFn<crate::Riftbound>] = grimoire_core::api_tables!(crate::Riftbound;
    // Choices while playing (355) and what they chose, read on resolution.
    api_targets::API,
    api_choose::API,
    // A unit chosen and the targets read, then actions and queries of the first functions.
    api::API,
    // Actions on units and gear, the controller's cards, XP and runes.
    api_actions::API,
    api_move::API,
    api_move_by::API,
    api_might::API,
    api_tags::API,
    api_control::API,
    api_cards::API,
    api_copies::API,
    api_equip::API,
    api_stun_predict::API,
    api_heal::API,
    api_token_replacements::API,
    api_unit_damage::API,
    api_piles::API,
    api_origins_trash::API,
    api_looked::API,
    api_terms::API,
    api_additional::API,
    api_cost_picks::API,
    api_costs_extra::API,
    api_players::API,
    api_hands::API,
    api_places::API,
    api_play::API,
    api_delayed::API,
    api_reflexive::API,
    api_delayed_you::API,
    api_draw_banished::API,
    api_describes::API,
    api_discounts::API,
    api_victory::API,
    api_turns::API,
    api_replacements::API,
    api_conditions::API,
    api_runes::API,
    // Queries.
    api_queries::API,
    api_champion::API,
    api_events::API,
    api_history::API,
);

/// `ctx` in Riftbound scripts.
pub type Ctx = grimoire_core::script::Ctx<crate::Riftbound>;
/// The script host of Riftbound games.
pub type ScriptHost = grimoire_core::script::ScriptHost<crate::Riftbound>;

#[cfg(test)]
mod tests {
    use crate::Riftbound;
    use grimoire_core::script::api_fn::{direct_names, problems};

    /// Every `ctx` function the engine has is declared once, registered under its own name
    /// with its parameters (`api_fn::problems`); the host calls the target choices directly.
    #[test]
    fn each_api_function_is_declared_once_and_registered_as_declared() {
        let wrong = problems::<Riftbound>(super::ScriptHost::new().engine());
        assert!(wrong.is_empty(), "{wrong:#?}");
        let direct = direct_names::<Riftbound>();
        assert!(
            direct.contains(&"choose_targets") && direct.contains(&"target"),
            "{direct:?}"
        );
    }
}
