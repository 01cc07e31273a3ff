//! What static abilities give, from `fn continuous(ctx)`: the rules call it for every
//! permanent on the battlefield each time they recompute continuous effects, and what it gives
//! lasts until the next recomputation (an Équipement's bonus follows the creature it equips,
//! a creature's static regeneration, 701.5b).

use super::Ctx;
use super::actions::{split_value, stat};
use super::support::{Res, err, in_phase, keyword, object_place};
use crate::model::card::CardKind;
use crate::rules::env::CallPhase;
use crate::state::effects::{Duration, EffectKind, Modifier};
use crate::state::{ObjId, Zone};
use grimoire_core::script::ApiFn;

/// What a static ability gives, in `continuous`. Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Duel>] = &[
    ApiFn::call(
        "equipped",
        &[],
        "in `continuous`: the creature this permanent is attached to, or -1",
        |e, name| {
            e.register_fn(name, equipped);
        },
    )
    .direct(super::direct::EQUIPPED),
    ApiFn::call(
        "give_pt",
        &["id", "p", "t"],
        "in `continuous`: +p/+t while the ability applies",
        |e, name| {
            e.register_fn(name, give_pt);
        },
    )
    .direct(super::direct::GIVE_PT),
    ApiFn::call(
        "give_keyword",
        &["id", "keyword"],
        "in `continuous`: the keyword while the ability applies",
        |e, name| {
            e.register_fn(name, give_keyword);
        },
    )
    .direct(super::direct::GIVE_KEYWORD),
    ApiFn::call(
        "give_extra_blocks",
        &["id", "n"],
        "in `continuous`: the creature may block n more attackers",
        |e, name| {
            e.register_fn(name, give_extra_blocks);
        },
    )
    .direct(super::direct::GIVE_EXTRA_BLOCKS),
    ApiFn::call(
        "give_regeneration",
        &["id"],
        "in `continuous`: every destruction of it is replaced by a regeneration (701.5b)",
        |e, name| {
            e.register_fn(name, give_regeneration);
        },
    )
    .direct(super::direct::GIVE_REGENERATION),
];

/// `ctx.equipped()`: the creature this permanent is attached to, or -1. Where it is attached is
/// read (`state::reads`), not its status.
pub(super) fn equipped(ctx: &mut Ctx) -> i64 {
    let s = ctx.reading();
    s.game.reads.place(s.source);
    let on = s.game.obj(s.source).attached_to;
    on.map_or(-1, |o| o.0 as i64)
}

/// `ctx.give_pt(id, p, t)`.
pub(super) fn give_pt(ctx: &mut Ctx, id: i64, p: i64, t: i64) -> Res<()> {
    let m = Modifier::PowerToughness(stat(p)?, stat(t)?);
    give(ctx, id, "give_pt", EffectKind::Rule(m))
}

/// `ctx.give_keyword(id, keyword)`: a keyword of the glossary, with its number if it has one.
pub(super) fn give_keyword(ctx: &mut Ctx, id: i64, kw: &str) -> Res<()> {
    let (name, value) = split_value(kw);
    let k = keyword(&ctx.reading().game, name)?;
    give(ctx, id, "give_keyword", EffectKind::GrantKeyword(k, value))
}

/// `ctx.give_extra_blocks(id, n)`.
pub(super) fn give_extra_blocks(ctx: &mut Ctx, id: i64, n: i64) -> Res<()> {
    if !(1..=10).contains(&n) {
        return err(format!("give_extra_blocks: from 1 to 10, not {n}"));
    }
    give(
        ctx,
        id,
        "give_extra_blocks",
        EffectKind::Rule(Modifier::ExtraBlocks(n as u32)),
    )
}

/// `ctx.give_regeneration(id)` (701.5b).
pub(super) fn give_regeneration(ctx: &mut Ctx, id: i64) -> Res<()> {
    give(
        ctx,
        id,
        "give_regeneration",
        EffectKind::Rule(Modifier::Regenerates),
    )
}

/// Gives `kind` to the creature `id` (-1: nothing) while the ability applies.
/// What it reads, the creature's zone and card, `object_place` records.
fn give(ctx: &mut Ctx, id: i64, name: &str, kind: EffectKind) -> Res<()> {
    let mut s = ctx.reading();
    in_phase(&s, CallPhase::Continuous, name)?;
    let Some(o): Option<ObjId> = object_place(&s.game, id)? else {
        return Ok(());
    };
    let game = &mut s.game;
    if game.obj(o).zone != Zone::Battlefield || game.card(o).kind != CardKind::Creature {
        return err(format!("`{name}` gives to a creature on the battlefield"));
    }
    game.add_effect(o, kind, Duration::Derived);
    Ok(())
}
