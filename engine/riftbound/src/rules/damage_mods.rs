//! What changes the damage a spell, an ability or a combat deals as it is dealt (417.1.e.1):
//! first prevention (437, a replacement, 369.2), then Bonus Damage (712–715), which applies only
//! to damage still dealt (715.4). Their sources: continuous abilities (`Modifier::NoDamage`,
//! `Modifier::BonusDamage`, what `ctx.takes_no_damage`, `ctx.bonus_damage` give) and the turn's
//! effects of spells (`state::damage_turn`).

use crate::events::{DamageEvent, EffectEvent, label};
use crate::model::card::CardKind;
use crate::query::effects::{is_active, on};
use crate::query::targets::here;
use crate::state::effects::{EffectKind, Modifier};
use crate::state::{Game, ObjId, PlayerId};
use grimoire_core::{en_fr, format_en_fr};

/// The damage `by`'s spell or ability deals to `target` once prevented or increased, each change
/// traced; `bonus` is false for damage split among units, whose Bonus Damage is the split
/// amount's (715.3), not each part's.
pub fn spell_damage(game: &mut Game, target: ObjId, amount: i32, by: ObjId, bonus: bool) -> i32 {
    if amount <= 0 {
        return amount;
    }
    let rule = if game.ext.damage_turn.spell_damage_prevented {
        Some("437.3.c")
    } else {
        takes_none(game, target).then_some("437.4")
    };
    if let Some(rule) = rule {
        prevented(game, target, amount, rule);
        return 0;
    }
    // 437.2: a Prevent Value takes its part first; Bonus Damage only adds to damage still
    // dealt (715.4).
    let amount = super::prevent_first::prevent(game, target, amount);
    if amount == 0 {
        return 0;
    }
    let extra = if bonus { bonus_of(game, target, by) } else { 0 };
    if extra > 0 {
        game.emit(|g| {
            EffectEvent::Damage(DamageEvent::Bonus {
                source: label(g, by),
                target: label(g, target),
                bonus: extra,
                total: amount + extra,
            })
            .into()
        });
    }
    amount + extra
}

/// The damage `target` takes of the `amount` a unit deals on a spell's or an ability's word
/// (417.6.b.3): none when it takes no damage (437.4); no Bonus Damage, a spell's or an
/// ability's (713), and no prevention of a spell's damage (437.3.c): the unit deals it.
pub fn unit_damage(game: &mut Game, target: ObjId, amount: i32) -> i32 {
    if amount > 0 && takes_none(game, target) {
        prevented(game, target, amount, "437.4");
        return 0;
    }
    amount
}

/// The combat damage `target` takes of the `amount` assigned to it (437.5): none when it takes
/// no damage, less what its Prevent Values prevent (437.2). Bonus Damage is a spell's or an
/// ability's (713), never combat's.
pub fn combat_damage(game: &mut Game, target: ObjId, amount: i32) -> i32 {
    if amount > 0 && takes_none(game, target) {
        prevented(game, target, amount, "437.5");
        return 0;
    }
    super::prevent_first::prevent(game, target, amount)
}

fn prevented(game: &mut Game, target: ObjId, amount: i32, rule: &'static str) {
    game.emit(|g| {
        EffectEvent::Damage(DamageEvent::Prevented {
            target: label(g, target),
            amount,
            rule,
        })
        .into()
    });
}

/// Whether every damage `target` would take is prevented (« I don't take damage »).
pub fn takes_none(game: &Game, target: ObjId) -> bool {
    on(game, game.obj(target).handle()).any(|e| e.kind == EffectKind::Rule(Modifier::NoDamage))
}

/// The Bonus Damage `by`'s damage split among `targets` gets as a whole (715.3): the split
/// amount is raised, not each part; one a target's place would add applies only when it holds
/// for every one of them (the least of theirs). Traced when there is any.
pub fn split_bonus(game: &mut Game, targets: &[ObjId], by: ObjId, amount: i32) -> i32 {
    let bonus = targets
        .iter()
        .map(|&t| bonus_of(game, t, by))
        .min()
        .unwrap_or(0);
    if bonus > 0 {
        game.emit(|g| {
            EffectEvent::Damage(DamageEvent::SplitBonus {
                source: label(g, by),
                bonus,
                total: amount + bonus,
            })
            .into()
        });
    }
    bonus
}

/// The Bonus Damage of `by`'s damage to `target`: every instance summed (714), never below 0
/// (714.2).
fn bonus_of(game: &Game, target: ObjId, by: ObjId) -> i32 {
    let controller = game.obj(by).controller;
    let at = game.obj(target).zone;
    let mut n = 0;
    for e in game.effects.iter().filter(|e| is_active(game, e)) {
        let EffectKind::Rule(Modifier::BonusDamage {
            n: more,
            here: at_holder,
        }) = e.kind
        else {
            continue;
        };
        let holder = e.target.obj;
        let applies = if at_holder {
            here(game, holder).is_some_and(|l| l.zone() == at)
        } else {
            game.obj(holder).controller == controller
        };
        if applies {
            n += more;
        }
    }
    let spell = game.obj(by).handle();
    for &(h, more) in &game.ext.damage_turn.spell_bonus {
        if h == spell {
            n += more;
        }
    }
    n.max(0)
}

/// 391: a spell `player` plays takes the Bonus Damage waiting for their next spell this turn.
pub fn spell_played(game: &mut Game, player: PlayerId, card: ObjId) {
    if game.obj(card).kind != CardKind::Spell {
        return;
    }
    let turn = &mut game.ext.damage_turn;
    let Some(i) = turn.next_spell_bonus.iter().position(|&(p, _)| p == player) else {
        return;
    };
    let (_, n) = turn.next_spell_bonus.remove(i);
    let handle = game.obj(card).handle();
    game.ext.damage_turn.spell_bonus.push((handle, n));
    game.emit(|g| {
        EffectEvent::Damage(DamageEvent::SpellGetsBonus {
            card: label(g, card),
            n,
        })
        .into()
    });
}

/// 391: the next spell `player` plays this turn deals `n` more Bonus Damage.
pub fn next_spell_bonus(game: &mut Game, player: PlayerId, n: i32) {
    let turn = &mut game.ext.damage_turn;
    let total = match turn.next_spell_bonus.iter_mut().find(|(p, _)| *p == player) {
        Some((_, m)) => {
            *m += n;
            *m
        }
        None => {
            turn.next_spell_bonus.push((player, n));
            n
        }
    };
    game.emit(|_| EffectEvent::Damage(DamageEvent::NextSpellBonus { player, n: total }).into());
}

/// 437: « Prevent all damage from spells and abilities this turn ».
pub fn prevent_spell_damage(game: &mut Game) {
    game.ext.damage_turn.spell_damage_prevented = true;
    game.emit(|_| EffectEvent::Damage(DamageEvent::SpellDamagePrevented).into());
}

/// What a continuous ability's damage change is called in the trace.
pub fn words(m: Modifier) -> String {
    match m {
        Modifier::BonusDamage { n, here: false } => format_en_fr!(
            en: "{n} Bonus Damage for its controller's spells and abilities",
            fr: "{n} Dégâts bonus pour les sorts et capacités de son contrôleur"
        ),
        Modifier::BonusDamage { n, here: true } => format_en_fr!(
            en: "{n} Bonus Damage for spells and abilities to units here",
            fr: "{n} Dégâts bonus pour les sorts et capacités visant les unités ici"
        ),
        Modifier::NoDamage => en_fr!(en: "no damage taken", fr: "aucun dégât subi").to_string(),
        Modifier::PreventFirst { n, each_combat } => match each_combat {
            true => format_en_fr!(
                en: "the first {n} damage it would take each combat prevented",
                fr: "prévention des {n} premiers dégâts qu'elle subirait à chaque combat"
            ),
            false => format_en_fr!(
                en: "the first {n} damage it would take each turn prevented",
                fr: "prévention des {n} premiers dégâts qu'elle subirait à chaque tour"
            ),
        },
        other => format!("{other:?}"),
    }
}
