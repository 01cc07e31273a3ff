//! Damage: combat damage steps and damage dealt by spells and abilities.
//!
//! In a combat damage step each attacking and blocking creature that deals damage in that step
//! assigns its power (initiative.1: in the first-strike step only creatures with Initiative or
//! Double initiative; in the second step those that dealt none in the first, and those with
//! Double initiative). Attackers are assigned first, those without Piétinement before those
//! with it (pietinement.6), then blockers; all the damage is then dealt at once.
//!
//! An unblocked attacker's damage goes to the player it attacks. A blocked attacker divides its
//! damage among its blockers as its controller chooses: there is no damage assignment order.
//! With Piétinement it may also assign to the player attacked once every blocker has lethal
//! damage (lethal counts damage already marked and damage assigned at the same time by other
//! creatures, pietinement.2, and reads toughness only, pietinement.4), and all of it when every
//! blocker has left combat (pietinement.3); without it, a blocked attacker whose blockers are
//! gone deals none. A blocker divides its damage among the attackers it blocks the same way.
//! One legal division is taken by itself; several are a decision.

use super::decide::ask;
use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use crate::events::{DuelEvent, label, recipient_label};
use crate::model::catalogue::WOULD_BE_DEALT_DAMAGE;
use crate::query::combat::{
    assigns_excess_to_player, deals_damage_in_both_steps, deals_early_damage,
};
use crate::query::keywords;
use crate::query::stats::{power, toughness};
use crate::state::decision::{Decision, DecisionKind, DecisionOption, Recipient};
use crate::state::{Game, ObjId, PlayerId, Zone};
use grimoire_core::model::glossary::KwId;
use std::collections::BTreeMap;

/// Divisions of more than this many options are cut to the first ones found (it never happens
/// with printed powers; it bounds a pumped creature's decision).
const MAX_DIVISIONS: usize = 4_000;

/// One step's combat damage.
pub fn combat_damage(game: &mut Game, env: &mut Env, first_step: bool) -> Result<(), RulesError> {
    let Some(combat) = game.combat.clone() else {
        return Ok(());
    };
    let deals = |game: &Game, o: ObjId| {
        let on_field = game.obj(o).zone == Zone::Battlefield;
        let fs = deals_early_damage(game, o);
        let ds = deals_damage_in_both_steps(game, o);
        on_field
            && if first_step {
                fs || ds
            } else {
                !game.obj(o).dealt_first || ds
            }
    };
    // Damage assigned so far in this step, by recipient object (lethal counts it).
    let mut assigned: BTreeMap<ObjId, i32> = BTreeMap::new();
    let mut parts: Vec<(ObjId, Recipient, i32)> = Vec::new();
    let mut attackers: Vec<ObjId> = combat.attackers.clone();
    // pietinement.6: those without trample first, so the tramplers' assignments see theirs.
    attackers.sort_by_key(|&a| assigns_excess_to_player(game, a));
    for a in attackers {
        if !deals(game, a) {
            continue;
        }
        let amount = power(game, a).max(0);
        if amount == 0 {
            continue;
        }
        let trample = assigns_excess_to_player(game, a);
        let blockers: Vec<ObjId> = combat
            .blockers_of(a)
            .into_iter()
            .filter(|&b| game.obj(b).zone == Zone::Battlefield)
            .collect();
        let division = if !combat.blocked.contains(&a) {
            vec![(Recipient::Player(combat.defender), amount)]
        } else if blockers.is_empty() {
            if trample {
                // pietinement.3: every blocker left combat.
                vec![(Recipient::Player(combat.defender), amount)]
            } else {
                Vec::new()
            }
        } else {
            let player = trample.then_some(combat.defender);
            divide(game, env, a, amount, &blockers, player, &assigned)?
        };
        for (r, n) in division {
            if let Recipient::Object(o) = r {
                *assigned.entry(o).or_default() += n;
            }
            parts.push((a, r, n));
        }
    }
    let mut blockers: Vec<ObjId> = combat.blocks.iter().map(|(b, _)| *b).collect();
    blockers.dedup();
    for b in blockers {
        if !deals(game, b) {
            continue;
        }
        let amount = power(game, b).max(0);
        if amount == 0 {
            continue;
        }
        let targets: Vec<ObjId> = combat
            .blocked_by(b)
            .into_iter()
            // An attacker removed from combat is dealt none (the blocker still blocks).
            .filter(|&a| game.obj(a).zone == Zone::Battlefield && combat.is_attacking(a))
            .collect();
        if targets.is_empty() {
            continue;
        }
        for (r, n) in divide(game, env, b, amount, &targets, None, &assigned)? {
            if let Recipient::Object(o) = r {
                *assigned.entry(o).or_default() += n;
            }
            parts.push((b, r, n));
        }
    }
    if first_step {
        for o in combat.creatures() {
            if deals(game, o) {
                game.obj_mut(o).dealt_first = true;
            }
        }
    }
    game.emit(|g| DuelEvent::CombatDamage {
        parts: parts
            .iter()
            .map(|&(s, r, n)| (label(g, s), recipient_label(g, r), n))
            .collect(),
    });
    for (source, r, n) in parts {
        deal(game, env, source, r, n)?;
    }
    Ok(())
}

/// The legal divisions of `amount` from `source` among `among` (and `player`, for a
/// trampler, once each creature has lethal damage); one is taken by itself, several are the
/// source's controller's decision.
fn divide(
    game: &mut Game,
    env: &mut Env,
    source: ObjId,
    amount: i32,
    among: &[ObjId],
    player: Option<PlayerId>,
    assigned: &BTreeMap<ObjId, i32>,
) -> Result<Vec<(Recipient, i32)>, RulesError> {
    let lethal: Vec<i32> = among
        .iter()
        .map(|&o| {
            let already = game.obj(o).damage + assigned.get(&o).copied().unwrap_or(0);
            (toughness(game, o) - already).max(0)
        })
        .collect();
    let mut recipients: Vec<Recipient> = among.iter().map(|&o| Recipient::Object(o)).collect();
    if let Some(p) = player {
        recipients.push(Recipient::Player(p));
    }
    let mut all = Vec::new();
    compositions(amount, recipients.len(), &mut Vec::new(), &mut all);
    let legal: Vec<Vec<i32>> = all
        .into_iter()
        .filter(|parts| {
            let objects = &parts[..among.len()];
            let to_player = player.map_or(0, |_| parts[among.len()]);
            let all_lethal = objects.iter().zip(&lethal).all(|(n, l)| n >= l);
            // Among the creatures the division is free; nothing goes to the player until
            // every blocker has lethal damage (pietinement.2).
            to_player == 0 || all_lethal
        })
        .take(MAX_DIVISIONS)
        .collect();
    // Named only when read: `DecisionOption::name` says `3 to a, 2 to b`.
    let options: Vec<DecisionOption> = legal
        .iter()
        .map(|parts| {
            DecisionOption::split(
                parts
                    .iter()
                    .zip(&recipients)
                    .filter(|(n, _)| **n > 0)
                    .map(|(n, r)| (*r, *n))
                    .collect(),
            )
        })
        .collect();
    let controller = game.obj(source).controller;
    let prompt = super::prompt::Prompt::CombatDamage { amount, source };
    let d =
        Decision::one(controller, DecisionKind::DamageAssignment, prompt, options).about(source);
    let i = ask(game, env.agent, d)?[0];
    Ok(legal[i]
        .iter()
        .zip(&recipients)
        .filter(|(n, _)| **n > 0)
        .map(|(n, r)| (*r, *n))
        .collect())
}

/// Every way to write `total` as `k` ordered parts of 0 or more.
fn compositions(total: i32, k: usize, prefix: &mut Vec<i32>, out: &mut Vec<Vec<i32>>) {
    if out.len() >= MAX_DIVISIONS * 4 {
        return;
    }
    if k == 1 {
        let mut p = prefix.clone();
        p.push(total);
        out.push(p);
        return;
    }
    for n in (0..=total).rev() {
        prefix.push(n);
        compositions(total - n, k - 1, prefix, out);
        prefix.pop();
    }
}

/// `n` damage from `source` to a recipient: replaced first by what the recipient's keywords and
/// card subscribe to `would_be_dealt_damage` (protection), then marked on a creature or lost as
/// life by a player.
pub fn deal(
    game: &mut Game,
    env: &mut Env,
    source: ObjId,
    to: Recipient,
    n: i32,
) -> Result<(), RulesError> {
    match to {
        Recipient::Object(o) => {
            if game.obj(o).zone != Zone::Battlefield {
                return Ok(());
            }
            let n = replace_damage(game, env, o, source, n)?;
            if n <= 0 {
                return Ok(());
            }
            game.obj_mut(o).damage += n;
            let total = game.obj(o).damage;
            game.emit(|g| DuelEvent::DamageMarked {
                target: label(g, o),
                amount: n,
                total,
            });
        }
        Recipient::Player(p) => {
            if n <= 0 {
                return Ok(());
            }
            let before = game.players[p.index()].life;
            game.players[p.index()].life -= n;
            let after = before - n;
            game.emit(|_| DuelEvent::LosesLife {
                player: p,
                amount: n,
                before,
                after,
            });
        }
    }
    Ok(())
}

/// Whether some damage dealt now could be replaced (`replace_damage`): a keyword of the glossary
/// subscribes to `would_be_dealt_damage` (any creature may be granted it), or a permanent's own
/// card does. Where none can, dealing damage runs no script, and the host may deal it
/// directly (`script::direct`).
pub fn may_be_replaced(game: &mut Game) -> bool {
    let glossary = &game.catalog.glossary;
    (0..glossary.entries.len()).any(|k| {
        glossary
            .subscription(KwId(k as u16), WOULD_BE_DEALT_DAMAGE)
            .is_some()
    }) || game.objects_in(Zone::Battlefield).any(|o| {
        game.card(o.id)
            .script
            .is_some_and(|s| game.catalog.script(s).defines(WOULD_BE_DEALT_DAMAGE))
    })
}

/// The damage `n` from `source` to `target` after the replacements `target` subscribes to.
fn replace_damage(
    game: &mut Game,
    env: &mut Env,
    target: ObjId,
    source: ObjId,
    n: i32,
) -> Result<i32, RulesError> {
    let mut amount = n as i64;
    let controller = game.obj(target).controller;
    let mut functions = Vec::new();
    let all = keywords::instances(game, target);
    let mut seen = Vec::new();
    for &(kw, _) in &all {
        if seen.contains(&kw) {
            continue;
        }
        seen.push(kw);
        if let (Some(f), Some(script)) = (
            game.catalog
                .glossary
                .subscription(kw, WOULD_BE_DEALT_DAMAGE)
                .cloned(),
            game.catalog.keyword_script(kw),
        ) {
            let value = game.catalog.glossary.combine(&all, kw).unwrap_or(0);
            functions.push((script, f, value));
        }
    }
    if let Some(script) = game.card(target).script
        && game.catalog.script(script).defines(WOULD_BE_DEALT_DAMAGE)
    {
        functions.push((script, WOULD_BE_DEALT_DAMAGE.into(), 0));
    }
    for (script, f, value) in functions {
        let call = ScriptCall {
            value,
            ..ScriptCall::new(script, &f, CallPhase::Replace, target, controller)
        };
        let before = amount;
        amount =
            env.scripts
                .call_replacement_with(game, env.agent, call, amount, source.0 as i64)?;
        if amount != before {
            let after = amount.max(0) as i32;
            game.emit(|g| DuelEvent::DamageReplaced {
                target: label(g, target),
                source: label(g, source),
                before: before as i32,
                after,
            });
        }
    }
    Ok(amount.clamp(0, 1_000) as i32)
}
