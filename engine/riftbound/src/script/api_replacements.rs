//! Damage prevented and Bonus Damage for `ctx` (437, 712–715): what continuous abilities give
//! (« Your spells and abilities deal 2 Bonus Damage », « Spells and abilities deal 2 Bonus
//! Damage to units here », « I don't take damage », « Prevent the first 3 damage I would take
//! each combat ») and the turn-long effects of spells
//! (« Prevent all damage from spells and abilities this turn », « The next spell you play this turn
//! deals 2 Bonus Damage », a delayed passive ability, 391). `rules::damage_mods` applies them
//! as damage is dealt. And the count of a unit's moves this turn such a condition reads
//! (« If I've moved 2 times this turn, I don't take damage. »).

use super::Ctx;
use super::api_guard::unit_in_play;
use super::api_support::*;
use crate::rules::damage_mods;
use crate::rules::env::CallPhase;
use crate::state::effects::{Duration, EffectKind, Modifier};
use grimoire_core::script::ApiFn;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "bonus_damage",
        &["n"],
        "in `continuous`: every damage the controller's spells and abilities deal is increased \
         by n (« Your spells and abilities deal 2 Bonus Damage », 712, 715.1), instances summed \
         (714)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, n: i64| -> Res<()> {
                give_bonus(ctx, n, false, "bonus_damage")
            });
        },
    ),
    ApiFn::call(
        "bonus_damage_here",
        &["n"],
        "in `continuous`: every damage spells and abilities deal to a unit at this card's \
         location — a battlefield's own — is increased by n (« Spells and abilities deal 2 \
         Bonus Damage to units here », 712, 715.1)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, n: i64| -> Res<()> {
                give_bonus(ctx, n, true, "bonus_damage_here")
            });
        },
    ),
    ApiFn::call(
        "takes_no_damage",
        &["id"],
        "every damage the unit would take is prevented, a spell's, an ability's or combat's \
         (« I don't take damage », 437.4, 437.5): in `continuous` while the ability applies, \
         elsewhere this turn",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<()> {
                give_unit(ctx, id, Modifier::NoDamage, "takes_no_damage")
            });
        },
    ),
    ApiFn::call(
        "prevent_first_damage",
        &["id", "n", "each"],
        "the first n damage the unit would take each `\"combat\"` or each `\"turn\"` is \
         prevented, a spell's, an ability's or combat's (« Prevent the first 3 damage I would \
         take each combat »: a Prevent Value, 437.1.b, whole again each combat or turn, reduced \
         by what it prevents, 437.3; one for each combat prevents only in a combat); combat \
         damage must assign it n more for lethal (437.5.a). In `continuous` while the ability \
         applies, elsewhere this turn",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64, n: i64, each: &str| -> Res<()> {
                let n = within(n, 0..=1_000, "prevent_first_damage")? as i32;
                let each_combat = match each {
                    "combat" => true,
                    "turn" => false,
                    other => {
                        return err(format!(
                            "prevent_first_damage: each `{other}`? expected \"combat\" or \"turn\""
                        ));
                    }
                };
                let kind = Modifier::PreventFirst { n, each_combat };
                give_unit(ctx, id, kind, "prevent_first_damage")
            });
        },
    ),
    ApiFn::call(
        "prevent_spell_damage",
        &[],
        "this turn, all damage spells and abilities would deal to units is prevented (« Prevent \
         all spell and ability damage this turn », 437, its Prevent Value \"All\", 437.3.c); \
         ends in the Expiration Step (317.2)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx| -> Res<()> {
                let mut s = ctx.state();
                acts(&s, "prevent_spell_damage")?;
                damage_mods::prevent_spell_damage(&mut s.game);
                Ok(())
            });
        },
    ),
    ApiFn::call(
        "next_spell_bonus_damage",
        &["n"],
        "the next spell the controller plays this turn deals n Bonus Damage with each damage it \
         deals (« The next spell you play this turn deals 2 Bonus Damage », a delayed passive \
         ability, 391, 715); ends unused in the Expiration Step (317.2)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, n: i64| -> Res<()> {
                let n = within(n, 0..=100, "next_spell_bonus_damage")? as i32;
                let mut s = ctx.state();
                acts(&s, "next_spell_bonus_damage")?;
                let player = s.controller;
                damage_mods::next_spell_bonus(&mut s.game, player, n);
                Ok(())
            });
        },
    ),
    ApiFn::call(
        "moves_this_turn",
        &["id"],
        "how many times the unit has moved this turn (« if I've moved 2 times this turn », \
         442.1); 0 for -1",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<i64> {
                let s = ctx.state();
                let Some(o) = object(&s.game, id)? else {
                    return Ok(0);
                };
                Ok(s.game
                    .ext
                    .origins
                    .iter()
                    .filter(|&&(u, _, _)| u == o)
                    .count() as i64)
            });
        },
    ),
];

/// Bonus Damage a continuous ability gives, on the card itself (its controller, its location).
fn give_bonus(ctx: &mut Ctx, n: i64, here: bool, name: &str) -> Res<()> {
    let n = within(n, 0..=100, name)? as i32;
    let mut s = ctx.reading();
    if s.phase != CallPhase::Continuous {
        return err(format!(
            "`{name}` is what a static ability gives: call it in `continuous`"
        ));
    }
    room_for_effect(&s.game)?;
    let me = s.source;
    s.game.add_effect(
        me,
        EffectKind::Rule(Modifier::BonusDamage { n, here }),
        Duration::Derived,
    );
    Ok(())
}

/// `kind` given to the unit `id` in play by the calling ability: while it applies in
/// `continuous`, this turn elsewhere; nothing for -1.
fn give_unit(ctx: &mut Ctx, id: i64, kind: Modifier, api: &str) -> Res<()> {
    let mut s = ctx.reading();
    let Some(obj) = object(&s.game, id)? else {
        return Ok(());
    };
    let obj = unit_in_play(&s.game, obj, api)?;
    room_for_effect(&s.game)?;
    let duration = if s.phase == CallPhase::Continuous {
        Duration::Derived
    } else {
        Duration::Turn
    };
    s.game.add_effect(obj, EffectKind::Rule(kind), duration);
    Ok(())
}
