//! Might (143.2): printed value, then continuous modifiers, then buffs (426).

use super::keywords;
use crate::model::glossary::{KwId, WhileRole};
use crate::state::GameExt;
use crate::state::effects::EffectKind;
use crate::state::object::Designation;
use crate::state::{Game, ObjId};

/// The actual Might, which may be negative (143.2.b.1); `None` for objects without Might.
pub fn might(game: &Game, obj: ObjId) -> Option<i32> {
    let o = game.obj(obj);
    let printed = game.catalog.card(o.card).might?;
    let handle = o.handle();
    let modifiers: i32 = super::effects::on(game, handle)
        .map(|e| match e.kind {
            EffectKind::Rule(crate::state::effects::Modifier::Might(n)) => n,
            _ => 0,
        })
        .sum();
    Some(printed + modifiers + buffs(game, obj) + role_bonus(game, obj) + might_bonus(game, obj))
}

/// 426, 472.3: +1 Might per buff counter, and per counter whatever this turn's effects of its
/// controller add to each buff (`Player::buff_bonus`).
fn buffs(game: &Game, obj: ObjId) -> i32 {
    let o = game.obj(obj);
    if o.buffs == 0 {
        return 0;
    }
    o.buffs * (1 + game.players[o.controller.index()].buff_bonus)
}

/// 718.4: the Might Bonus (printed `might`) of each gear attached to `obj`.
fn might_bonus(game: &Game, obj: ObjId) -> i32 {
    super::scan::gear_on(game, obj)
        .filter_map(|g| game.catalog.card(g.card).might)
        .sum()
}

/// Might from keywords whose hook adds their value while the unit has a combat role (807.1.c,
/// 814.1.c): read from the glossary, so the kernel never names them.
fn role_bonus(game: &Game, obj: ObjId) -> i32 {
    let Some(d) = game.obj(obj).designation else {
        return 0;
    };
    let role = match d {
        Designation::Attacker => WhileRole::Attacking,
        Designation::Defender => WhileRole::Defending,
    };
    let glossary = &game.catalog.glossary;
    let mut seen: Vec<KwId> = Vec::new();
    let mut bonus = 0;
    let all = keywords::instances(game, obj);
    for &(kw, _) in &all {
        if glossary.get(kw).hooks.might_while == Some(role) && !seen.contains(&kw) {
            seen.push(kw);
            bonus += game.catalog.glossary.combine(&all, kw).unwrap_or(0);
        }
    }
    bonus
}

/// Might as spells, abilities and combat read it: never below 0 (143.2.b).
pub fn effective_might(game: &Game, obj: ObjId) -> i32 {
    might(game, obj).unwrap_or(0).max(0)
}

/// Lethal damage (143.2.a): nonzero damage at least equal to Might.
pub fn has_lethal_damage(game: &Game, obj: ObjId) -> bool {
    let o = game.obj(obj);
    o.damage > 0 && might(game, obj).is_some_and(|m| o.damage >= m)
}

/// Might as an effect reads it (never below 0, 143.2.b); for a permanent that has just died and
/// is still in the trash, its last known Might (808.1.d.3: "deal damage equal to my Might").
pub fn effective_or_last_known(game: &Game, obj: ObjId) -> i32 {
    match game.last_known(obj) {
        Some(lk) => lk.might.unwrap_or(0).max(0),
        None => effective_might(game, obj),
    }
}
