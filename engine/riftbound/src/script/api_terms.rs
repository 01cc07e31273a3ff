//! Special terms card text uses of units (741): alone, attacking, defending, and the battlefield a
//! unit is at — what conditions such as « while I'm attacking or defending alone » read.

use super::Ctx;
use super::api_support::{Res, object};
use crate::model::card::CardKind;
use crate::state::object::Designation;
use crate::state::{Game, ObjId, Zone};
use grimoire_core::script::ApiFn;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "is_alone",
        &["id"],
        "whether a unit at a location has no other friendly unit there (741.1); false for -1 and \
         for anything not a unit at a location",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<bool> {
                let s = ctx.state();
                Ok(object(&s.game, id)?.is_some_and(|o| alone(&s.game, o)))
            });
        },
    ),
    ApiFn::call(
        "is_attacking",
        &["id"],
        "whether the unit is an attacker in a combat (454)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<bool> {
                let s = ctx.state();
                Ok(object(&s.game, id)?
                    .is_some_and(|o| s.game.obj(o).designation == Some(Designation::Attacker)))
            });
        },
    ),
    ApiFn::call(
        "is_defending",
        &["id"],
        "whether the unit is a defender in a combat (454)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<bool> {
                let s = ctx.state();
                Ok(object(&s.game, id)?
                    .is_some_and(|o| s.game.obj(o).designation == Some(Designation::Defender)))
            });
        },
    ),
    ApiFn::call(
        "battlefield_of",
        &["id"],
        "the id of the battlefield where the unit or gear is; -1 at a base or anywhere else \
         (« a battlefield you control »: `ctx.battlefields_controlled(ctx.controller)` holds it)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<i64> {
                let s = ctx.state();
                Ok(match object(&s.game, id)?.map(|o| s.game.obj(o).zone) {
                    Some(Zone::Battlefield(b)) => s.game.battlefields[b.0 as usize].obj.0 as i64,
                    _ => -1,
                })
            });
        },
    ),
];

/// 741.1: no other unit of the same controller at the same location.
fn alone(game: &Game, unit: ObjId) -> bool {
    let o = game.obj(unit);
    if o.kind != CardKind::Unit || !matches!(o.zone, Zone::Base(_) | Zone::Battlefield(_)) {
        return false;
    }
    !game
        .objects_in(o.zone)
        .any(|u| u.id != unit && u.kind == CardKind::Unit && u.controller == o.controller)
}
