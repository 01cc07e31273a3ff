//! Special terms card text uses of units (741): alone, attacking, defending, and the battlefield a
//! unit is at — what conditions such as « while I'm attacking or defending alone » read — and
//! "spend a buff", one of the player's choice (702.2.b).

use super::Ctx;
use super::api_support::{Res, object};
use crate::model::card::CardKind;
use crate::state::decision::{Decision, DecisionKind, DecisionOption};
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
    ApiFn::call(
        "spend_a_buff",
        &[],
        "the controller chooses a buffed unit they control and spends its buff (« spend a buff \
         to draw 1 », 702.2.b); false, nothing spent, when they have none",
        |e, name| {
            e.register_fn(name, spend_a_buff);
        },
    ),
];

/// `ctx.spend_a_buff()`: a choice among the controller's buffed units, always asked (a cost's
/// choice is the player's, even of one).
fn spend_a_buff(ctx: &mut Ctx) -> Res<bool> {
    let mut s = ctx.state();
    super::api_support::acts(&s, "spend_a_buff")?;
    let p = s.controller;
    let buffed: Vec<ObjId> =
        crate::query::scan::units_on_board(&s.game, |o| o.controller == p && o.buffs > 0).to_vec();
    if buffed.is_empty() {
        return Ok(false);
    }
    let options = DecisionOption::objects(&buffed);
    let d = Decision::one(
        p,
        DecisionKind::Target,
        grimoire_core::en_fr!(
            en: "buffed unit whose buff is spent (702.2.b)",
            fr: "unité buffée dont le buff est dépensé (702.2.b)"
        ),
        options,
    );
    let s = &mut *s;
    let unit = match crate::rules::decide::ask(&mut s.game, &mut s.agent, d) {
        Ok(a) => buffed[a[0]],
        Err(e) => return super::api_support::fault(&mut s.fault, Err(e)).map(|()| false),
    };
    let result = crate::rules::buff::spend_buff(&mut s.game, p, unit);
    super::api_support::fault(&mut s.fault, result).map(|()| true)
}

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
