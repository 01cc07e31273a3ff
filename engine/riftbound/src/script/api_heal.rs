//! Heal (418): a game action only effects take (418.3.a), clearing a unit's damage; and a
//! replacement of a death saying that it applies (369): « Heal that unit, exhaust it and recall
//! it instead » is `heal`, `exhaust`, `recall` and `instead` in a card's `would_die` or
//! `unit_would_die` (`rules::death_replacements`).

use super::Ctx;
use super::api_actions::change_then;
use super::api_support::Res;
use crate::model::glossary::TriggerEvent;
use crate::rules::healed;
use grimoire_core::script::ApiFn;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "heal",
        &["id"],
        "heals a unit at a location: its damage is cleared (418.1); whether it was healed now \
         (one without damage is not), what observes a heal then triggering",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<bool> {
                change_then(ctx, id, "heal", healed::heal, TriggerEvent::UnitHealed)
            });
        },
    ),
    ApiFn::call(
        "instead",
        &[],
        "in `would_die`, `unit_would_die` or `token_would_be_made`: the replacement applies — \
         what it did takes the place of the death or of the token's creation, which does not \
         happen (369.1, 370.1, « … instead »); a replacement that never says so leaves the \
         event to happen (a \"you may\" declined, a cost not paid, 371.1)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx| -> Res<()> {
                let mut s = ctx.state();
                match s.game.ext.replacing.last_mut() {
                    Some((_, applied)) => {
                        *applied = true;
                        Ok(())
                    }
                    None => super::api_support::err(
                        "`instead` says that a replacement applies: call it in `would_die`, \
                         `unit_would_die` or `token_would_be_made`"
                            .to_string(),
                    ),
                }
            });
        },
    ),
];
