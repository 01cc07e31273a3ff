//! Combat (454–461): designations, the combat showdown, the damage step and the resolution.

use super::assign::{Order, Split, describe, legal_splits};
use super::decide::ask;
use super::env::Env;
use super::error::RulesError;
use super::movement::recall;
use super::prompt::Prompt;
use super::replacements::replace;
use super::scoring::establish_control;
use super::triggers::{put_on_chain_from, triggered_by};
use crate::events::{BattlefieldEvent, bf_name, label};
use crate::model::catalogue::WOULD_DEAL_COMBAT_DAMAGE;
use crate::model::glossary::TriggerEvent;
use crate::query::board::{players_at, units_at};
use crate::query::might::effective_might;
use crate::state::decision::{Decision, DecisionKind, DecisionOption, OptionValue, Recipient};
use crate::state::effects::Duration;
use crate::state::object::Designation;
use crate::state::{BfId, Game, ObjId, PlayerId};

/// 459.2: the player who contested attacks, the other defends; their units get the matching
/// designation and the attacker gains focus. The showdown in progress becomes a combat one.
pub fn begin(game: &mut Game, b: BfId) {
    let present = players_at(game, b);
    let attacker = game.battlefields[b.index()]
        .contested_by
        .unwrap_or(game.turn.player);
    let defender = present
        .iter()
        .copied()
        .find(|&p| p != attacker)
        .unwrap_or(attacker);
    for u in units_at(game, b) {
        let d = if game.obj(u).controller == attacker {
            Designation::Attacker
        } else {
            Designation::Defender
        };
        game.obj_mut(u).designation = Some(d);
    }
    let sd = game
        .showdown
        .get_or_insert(crate::state::showdown::Showdown {
            bf: b,
            combat: true,
            focus: attacker,
            passes: 0,
            attacker: None,
            defender: None,
        });
    sd.combat = true;
    sd.attacker = Some(attacker);
    sd.defender = Some(defender);
    sd.focus = attacker;
    sd.passes = 0;
    game.turn.priority = Some(attacker);
    game.emit(|g| {
        BattlefieldEvent::CombatBegins {
            battlefield: bf_name(g, b),
            attacker,
            defender,
        }
        .into()
    });
}

/// 459.2.d: attack and defend triggers of the units that just got their designation go on the
/// chain, the attacker's first and the defender's last (459.2.d.1).
pub fn designation_triggers(game: &mut Game, env: &mut Env, b: BfId) -> Result<(), RulesError> {
    let Some(sd) = game.showdown.clone() else {
        return Ok(());
    };
    let attacker = sd.attacker.unwrap_or(game.turn.player);
    let mut triggers = Vec::new();
    for u in units_at(game, b) {
        let (event, seen) = match game.obj(u).designation {
            Some(Designation::Attacker) => (TriggerEvent::Attacks, TriggerEvent::UnitAttacks),
            Some(Designation::Defender) => (TriggerEvent::Defends, TriggerEvent::UnitDefends),
            None => continue,
        };
        triggers.extend(triggered_by(game, u, event));
        triggers.extend(super::observed::observed(game, seen, u));
    }
    // "When you defend here": the battlefield itself, once a combat, its abilities its
    // controller's — the defender's (187.6.a).
    triggers.extend(triggered_by(
        game,
        game.battlefields[b.index()].obj,
        TriggerEvent::Defends,
    ));
    put_on_chain_from(game, env, triggers, attacker)
}

/// 323.2: while a combat is on, units there carry their controller's designation and units
/// elsewhere carry none. Returns whether anything changed.
///
/// Only the board's zones are read (`scan::board_zones`), not the arena: a designation is given
/// at a battlefield, and an object that leaves the board becomes a new one without it (110,
/// `zones::move_to`), so none is carried anywhere else. It runs at every cleanup of a combat.
pub fn update_designations(game: &mut Game) -> bool {
    let Some(sd) = game.showdown.clone().filter(|s| s.combat) else {
        return false;
    };
    let at = crate::state::Zone::Battlefield(sd.bf);
    let mut changes: smallvec::SmallVec<[(ObjId, Option<Designation>); 8]> =
        smallvec::SmallVec::new();
    for zone in crate::query::scan::board_zones(game) {
        for &id in game.zone_slice(zone) {
            let o = game.obj(id);
            let want = if zone == at && o.kind == crate::model::card::CardKind::Unit {
                if Some(o.controller) == sd.attacker {
                    Some(Designation::Attacker)
                } else if Some(o.controller) == sd.defender {
                    Some(Designation::Defender)
                } else {
                    None
                }
            } else {
                None
            };
            if o.designation != want {
                changes.push((id, want));
            }
        }
    }
    debug_assert!(
        game.objects
            .iter()
            .all(|o| o.designation.is_none() || o.zone.is_board()),
        "a designation off the board"
    );
    for &(id, want) in &changes {
        game.obj_mut(id).designation = want;
    }
    !changes.is_empty()
}

/// 460–461: the combat showdown closed; damage, combat cleanup, result, control, end.
pub fn finish(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    let sd = game.showdown.clone().expect("combat in progress");
    let b = sd.bf;
    let (attacker, defender) = (
        sd.attacker.expect("attacker"),
        sd.defender.expect("defender"),
    );
    let with = |game: &Game, d: Designation| -> Vec<ObjId> {
        units_at(game, b)
            .into_iter()
            .filter(|&u| game.obj(u).designation == Some(d))
            .collect()
    };
    let (atk, def) = (
        with(game, Designation::Attacker),
        with(game, Designation::Defender),
    );
    if !atk.is_empty() && !def.is_empty() {
        // 460.2.a–b: summed Might, negative counting as 0 (143.2.b), each unit's share after
        // what replaces the combat damage it would deal.
        let mut a_sum = 0;
        for &u in &atk {
            a_sum += combat_damage(game, env, u)?;
        }
        let mut d_sum = 0;
        for &u in &def {
            d_sum += combat_damage(game, env, u)?;
        }
        game.emit(|_| {
            BattlefieldEvent::CombatMight {
                attacker,
                attack: a_sum,
                defender,
                defense: d_sum,
            }
            .into()
        });
        // 460.2.c: the attacker assigns first; all damage is then dealt at once.
        let by_attacker = assign(game, env, attacker, a_sum, &def)?;
        let by_defender = assign(game, env, defender, d_sum, &atk)?;
        // 437.5: what each unit takes of what it was assigned.
        let dealt: Vec<(ObjId, i32)> = by_attacker
            .iter()
            .chain(&by_defender)
            .map(|&(u, n)| (u, super::damage_mods::combat_damage(game, u, n)))
            .collect();
        for (u, n) in &dealt {
            game.obj_mut(*u).damage += n;
        }
        crate::state::board::edited(game);
        game.emit(|g| {
            let dealt = dealt.iter().map(|&(u, n)| (label(g, u), n)).collect();
            BattlefieldEvent::CombatDamageDealt { dealt }.into()
        });
        // 460.2.d: each unit dealt damage, as it was then; put on the chain before the deaths
        // the damage causes.
        for &(u, n) in &dealt {
            if n > 0 {
                super::noted::note(game, TriggerEvent::UnitDamaged, u);
            }
        }
        super::noted::put_noted(game, env)?;
    }
    // 461.1: combat cleanup — deaths, then heal everyone, then recall attackers if defenders
    // remain.
    super::damage::kill_lethal(game, env)?;
    super::healed::heal_locations(game);
    game.emit(|_| BattlefieldEvent::CombatCleanup.into());
    let defenders_left = !with(game, Designation::Defender).is_empty();
    if defenders_left {
        for u in with(game, Designation::Attacker) {
            recall(
                game,
                u,
                grimoire_core::en_fr!(
                    en: "attackers recalled while defenders remain, 461.1.a.2",
                    fr: "attaquants rappelés tant qu'il reste des défenseurs, 461.1.a.2"
                ),
            );
        }
    }
    // 461.3: the result, then control (461.5) and the end of combat (461.7).
    let left = players_at(game, b);
    game.emit(|g| {
        let battlefield = bf_name(g, b);
        match left.as_slice() {
            [p] => BattlefieldEvent::WinsCombat {
                player: *p,
                battlefield,
            },
            _ => BattlefieldEvent::NoCombatResult { battlefield },
        }
        .into()
    });
    if let [_] = left.as_slice() {
        let card = game.battlefields[b.index()].obj;
        super::noted::note(game, TriggerEvent::CombatWon, card);
    }
    game.battlefields[b.index()].contested_by = None;
    match left.as_slice() {
        [p] => establish_control(game, env, b, *p)?,
        [] if game.battlefields[b.index()].controller.take().is_some() => {
            crate::state::board::edited(game);
            game.emit(|g| {
                BattlefieldEvent::Uncontrolled {
                    battlefield: bf_name(g, b),
                    rule: "461.5.b",
                }
                .into()
            });
        }
        _ => {}
    }
    for o in game.objects.iter_mut() {
        o.designation = None;
    }
    game.effects.retain(|e| e.duration != Duration::Combat);
    game.ext.damage_turn.combat_ended();
    game.showdown = None;
    game.emit(|g| {
        BattlefieldEvent::CombatEnds {
            battlefield: bf_name(g, b),
        }
        .into()
    });
    // 461.7: "at the end of combat" observes it, at the battlefield.
    let card = game.battlefields[b.index()].obj;
    super::noted::note(game, TriggerEvent::CombatEnds, card);
    Ok(())
}

/// The combat damage `unit` deals as part of its side's total (460.2.a–b): its Might (never
/// below 0), replaced by each keyword of the unit subscribed to `would_deal_combat_damage`.
fn combat_damage(game: &mut Game, env: &mut Env, unit: ObjId) -> Result<i32, RulesError> {
    // 423.1.b: a stunned unit contributes none.
    if game.obj(unit).stunned {
        return Ok(0);
    }
    let might = effective_might(game, unit);
    let replaced = replace(game, env, unit, WOULD_DEAL_COMBAT_DAMAGE, might as i64)?;
    Ok(replaced.clamp(0, i32::MAX as i64) as i32)
}

/// One player's assignment of `total` damage among `targets`, from the legal splits only.
fn assign(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    total: i32,
    targets: &[ObjId],
) -> Result<Split, RulesError> {
    if total <= 0 || targets.is_empty() {
        return Ok(Vec::new());
    }
    // 460.2.c.9: a unit that cannot be dealt damage is left out of the lethal assignment,
    // unless every unit is such (its damage is then prevented, 437.5).
    let mortal: smallvec::SmallVec<[ObjId; 8]> = targets
        .iter()
        .copied()
        .filter(|&u| !super::damage_mods::takes_none(game, u))
        .collect();
    let targets: &[ObjId] = if mortal.is_empty() { targets } else { &mortal };
    let Some(mut splits) = legal_splits(game, total, targets) else {
        return assign_in_order(game, env, player, total, targets);
    };
    // Named only when read (a trace, a person): `DecisionOption::name` says `3 to a, 2 to b`.
    let options: Vec<DecisionOption> = splits
        .iter()
        .map(|s| {
            let parts = s.iter().map(|&(o, n)| (Recipient::Object(o), n)).collect();
            if s.is_empty() {
                DecisionOption {
                    label: describe(game, s),
                    value: OptionValue::Split(parts),
                }
            } else {
                DecisionOption::split(parts)
            }
        })
        .collect();
    let d = Decision::one(
        player,
        DecisionKind::DamageAssignment,
        Prompt::CombatDamage { total },
        options,
    );
    let i = ask(game, env.agent, d)?[0];
    Ok(splits.swap_remove(i))
}

/// An assignment among too many units to list every split (`assign::MAX_SEARCH`): the player
/// chooses the order, one unit a decision, each taking lethal damage in turn (460.2.c.3–5).
fn assign_in_order(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    total: i32,
    targets: &[ObjId],
) -> Result<Split, RulesError> {
    let mut order = Order::new(game, total, targets);
    loop {
        let next = order.next();
        if next.is_empty() {
            return Ok(order.split());
        }
        let d = Decision::one(
            player,
            DecisionKind::DamageAssignment,
            Prompt::NextLethal {
                total,
                left: order.left(),
            },
            DecisionOption::objects(&next),
        );
        let i = ask(game, env.agent, d)?[0];
        order.place(next[i]);
    }
}
