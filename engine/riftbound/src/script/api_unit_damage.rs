//! Damage a spell or ability has a unit deal (417.6.b.3: « they deal damage equal to their
//! Mights to each other »): the unit is the damage's source, not the spell, so what cares about
//! a spell's damage does not see it, and what cares about the unit's does (`damaged_by`).

use super::Ctx;
use super::api_guard::{damageable, guarded};
use super::api_support::{Res, acts, err, object, within};
use crate::model::card::CardKind;
use crate::rules::damage::deal_unit_damage;
use crate::state::GameExt;
use grimoire_core::script::ApiFn;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "deal_damage_from",
        &["source", "id", "n"],
        "the unit `source` deals n damage to the unit `id` on this card's word (417.6.b.3): the \
         unit is the damage's source, not this card — no Bonus Damage nor prevention of a \
         spell's damage applies (713, 437.3.c), and `killed_by` and `damaged_by` name the unit; \
         nothing when either is -1 or no longer at a location (428.2.a)",
        |e, name| {
            e.register_fn(
                name,
                |ctx: &mut Ctx, source: i64, id: i64, n: i64| -> Res<()> {
                    let n = within(n, 0..=1_000, "deal_damage_from")?;
                    let mut s = ctx.state();
                    acts(&s, "deal_damage_from")?;
                    let Some(by) = object(&s.game, source)? else {
                        return Ok(());
                    };
                    if s.game.card(by).kind != CardKind::Unit {
                        return err(format!(
                            "deal_damage_from: {} is not a unit: a spell or ability has only \
                             units deal damage as their own (417.6.b.1, 417.6.b.3)",
                            s.game.label(by)
                        ));
                    }
                    let Some(target) = guarded(&s.game, id, damageable)? else {
                        return Ok(());
                    };
                    if !s.game.obj(by).zone.is_location() {
                        return Ok(());
                    }
                    deal_unit_damage(&mut s.game, target, n, by);
                    Ok(())
                },
            );
        },
    ),
    ApiFn::call(
        "damaged_by",
        &["id"],
        "of a unit with damage, the id of what dealt it its latest damage: a spell's or an \
         ability's card, or the unit a spell or ability had deal it (417.6.b.3, « when I deal \
         damage to a unit »); of a unit that has just died of it, what dealt it (808.1.d.3); -1 \
         for combat damage, no damage or -1",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<i64> {
                let s = ctx.state();
                let Some(o) = object(&s.game, id)? else {
                    return Ok(-1);
                };
                // 808.1.d.3: a unit that has just died is read from its last known information.
                let by = match s.game.last_known(o) {
                    Some(lk) => lk.killed_by,
                    None => s.game.obj(o).damaged_by,
                };
                Ok(by.map_or(-1, |b| b.0 as i64))
            });
        },
    ),
];
