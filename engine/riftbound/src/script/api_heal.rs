//! Heal (418): a game action only effects take (418.3.a), clearing a unit's damage.

use super::Ctx;
use super::api_actions::change_then;
use super::api_support::Res;
use crate::model::glossary::TriggerEvent;
use crate::rules::healed;
use grimoire_core::script::ApiFn;

/// Heal. Declared once (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[ApiFn::call(
    "heal",
    &["id"],
    "heals a unit at a location: its damage is cleared (418.1); whether it was healed now (one \
     without damage is not), what observes a heal then triggering",
    |e, name| {
        e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<bool> {
            change_then(ctx, id, "heal", healed::heal, TriggerEvent::UnitHealed)
        });
    },
)];
