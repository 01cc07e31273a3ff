//! Damage, healing and killing (142, 417–418, 428).

use super::env::Env;
use super::error::RulesError;
use super::movement::recall;
use super::triggers::{put_on_chain, triggered_by};
use super::zones::{Position, move_to};
use crate::events::{BoardEvent, label};
use crate::model::glossary::TriggerEvent;
use crate::query::effects::is_active;
use crate::query::keywords::characteristics;
use crate::query::might::has_lethal_damage;
use crate::query::might::might;
use crate::query::scan::locations;
use crate::state::chain::ChainKind;
use crate::state::effects::EffectKind;
use crate::state::last_known::LastKnown;
use crate::state::{Game, ObjId, Zone};

/// Marks damage a spell or an ability deals on a unit (417), once prevented or increased
/// (`damage_mods`; `bonus` false for a part of split damage, 715.3); lethal damage is handled
/// by the next cleanup (323.4–323.5).
pub fn deal_damage(
    game: &mut Game,
    target: ObjId,
    amount: i32,
    by: ObjId,
    source: &str,
    bonus: bool,
) {
    if amount <= 0 || !game.obj(target).zone.is_location() {
        return;
    }
    let amount = super::damage_mods::spell_damage(game, target, amount, by, bonus);
    dealt(game, target, amount, by, source);
}

/// 417.6.b.3: damage a spell or ability has a unit, `by`, deal to `target` (« they deal damage
/// equal to their Mights to each other »): the unit is its source, not the spell, so what
/// changes a spell's or an ability's damage does not apply (437.3.c, 712); a unit that takes
/// no damage takes none of it (437.4).
pub fn deal_unit_damage(game: &mut Game, target: ObjId, amount: i32, by: ObjId) {
    if amount <= 0 || !game.obj(target).zone.is_location() {
        return;
    }
    let amount = super::damage_mods::unit_damage(game, target, amount);
    let source = label(game, by);
    dealt(game, target, amount, by, &source);
}

/// `amount` damage on `target`, dealt by `by` (named `source` in the trace), once changed.
fn dealt(game: &mut Game, target: ObjId, amount: i32, by: ObjId, source: &str) {
    if amount <= 0 {
        return;
    }
    let o = game.obj_mut(target);
    o.damage += amount;
    o.damaged_by = Some(by);
    crate::state::board::edited(game);
    super::noted::note(game, TriggerEvent::UnitDamaged, target);
    game.emit(|g| {
        BoardEvent::DamageDealt {
            source: source.into(),
            amount,
            target: label(g, target),
            total: g.obj(target).damage,
        }
        .into()
    });
}

/// Heals every object at a location (317.2 at the end of a turn, 461.1 after combat), reading
/// only the locations' objects.
///
/// Counted as an edit of the board (`state::board::edited`) only when some damage was there to
/// heal: most turns end without any, and the cleanup's kept glance then holds.
pub fn heal_locations(game: &mut Game) {
    let mut healed = false;
    for zone in locations(game) {
        // Read first, written only where there is damage (a base full of runes has none).
        let mut hurt: smallvec::SmallVec<[ObjId; 8]> = smallvec::SmallVec::new();
        for &o in game.zone_slice(zone) {
            if game.obj(o).damage != 0 {
                hurt.push(o);
            }
        }
        for o in hurt {
            let o = game.obj_mut(o);
            o.damage = 0;
            o.damaged_by = None;
            healed = true;
        }
    }
    if healed {
        crate::state::board::edited(game);
    }
}

/// Kills permanents together (428). A death a replacement effect replaces does not happen, so
/// nothing triggers on it (369, 808.1.d.1). For the others, their dies-triggers go on the chain,
/// with their last known information noted, *before* the cards move to the trash
/// (808.1.d.2–3); then each goes to its owner's trash.
pub fn kill_all(
    game: &mut Game,
    env: &mut Env,
    objs: &[ObjId],
    by: Option<ObjId>,
    why: &str,
) -> Result<(), RulesError> {
    let on_board: Vec<ObjId> = objs
        .iter()
        .copied()
        .filter(|&o| game.obj(o).zone.is_board())
        .collect();
    // 369: an effect's replacement first (oldest), then the cards' (`death_replacements`).
    let unreplaced: Vec<ObjId> = on_board
        .into_iter()
        .filter(|&o| !replace_death(game, o, why))
        .collect();
    let objs = super::death_replacements::deaths(game, env, unreplaced, why)?;
    if objs.is_empty() {
        return Ok(());
    }
    let mut triggers = Vec::new();
    for &o in &objs {
        triggers.extend(triggered_by(game, o, TriggerEvent::Dies));
    }
    note_last_known(game, &objs, by);
    for &o in &objs {
        if game.obj(o).kind == crate::model::card::CardKind::Unit {
            let controller = game.obj(o).controller;
            game.players[controller.index()].units_died_this_turn += 1;
        }
    }
    game.emit(|g| {
        BoardEvent::Killed {
            units: objs.iter().map(|&o| label(g, o)).collect(),
            why: why.to_string(),
        }
        .into()
    });
    put_on_chain(game, env, triggers)?;
    for &o in &objs {
        let owner = game.obj(o).owner;
        move_to(game, o, Zone::Trash(owner), Position::Bottom);
        game.emit(|g| {
            BoardEvent::GoesToTrash {
                card: label(g, o),
                owner,
            }
            .into()
        });
        super::tokens::note_ceased(game, o);
    }
    // Observed after the deaths (383.2.c): what died with them is no longer asked (383.2.c.2).
    let mut observed = Vec::new();
    for &o in &objs {
        observed.extend(super::observed::observed(game, TriggerEvent::UnitDies, o));
    }
    if !observed.is_empty() {
        put_on_chain(game, env, observed)?;
    }
    Ok(())
}

/// 369–370: applies the oldest active "recall instead of dying" effect on `obj`, if any, and
/// uses it up (370.2: once). Returns whether the death was replaced.
fn replace_death(game: &mut Game, obj: ObjId, why: &str) -> bool {
    let handle = game.obj(obj).handle();
    let Some(i) = game.effects.iter().position(|e| {
        e.target == handle
            && e.kind == EffectKind::Rule(crate::state::effects::Modifier::RecallInsteadOfDying)
            && is_active(game, e)
    }) else {
        return false;
    };
    game.effects.remove(i);
    game.emit(|g| {
        BoardEvent::DeathReplaced {
            card: label(g, obj),
            why: why.to_string(),
        }
        .into()
    });
    let o = game.obj_mut(obj);
    o.damage = 0;
    o.damaged_by = None;
    o.exhausted = true;
    crate::state::board::edited(game);
    if matches!(game.obj(obj).zone, Zone::Battlefield(_)) {
        recall(
            game,
            obj,
            grimoire_core::en_fr!(en: "replacing its death, 369", fr: "à la place de sa mort, 369"),
        );
    }
    true
}

/// 808.1.d.3: notes where each dying permanent is, who controls it, its Might and keywords.
/// Records no chain item can still need are dropped first.
fn note_last_known(game: &mut Game, objs: &[ObjId], by: Option<ObjId>) {
    let sources: Vec<ObjId> = game
        .chain
        .iter()
        .flat_map(|i| match &i.kind {
            ChainKind::Ability {
                source, subject, ..
            } => [Some(*source), *subject],
            ChainKind::Card { .. } => [None, None],
        })
        .flatten()
        .collect();
    game.last_known.retain(|lk| sources.contains(&lk.was.obj));
    for &o in objs {
        let record = LastKnown {
            was: game.obj(o).handle(),
            zone: game.obj(o).zone,
            controller: game.obj(o).controller,
            might: might(game, o),
            keywords: characteristics(game, o).into_vec(),
            buffed: game.obj(o).buffs > 0,
            stunned: game.obj(o).stunned,
            // A kill instruction's source, or whose damage was lethal (323.5).
            killed_by: by.or(game.obj(o).damaged_by),
        };
        game.last_known.push(record);
    }
}

/// 323.4–323.5: units with lethal damage die together, their dies-triggers first.
pub fn kill_lethal(game: &mut Game, env: &mut Env) -> Result<bool, RulesError> {
    // Units are at locations only: those are read, undamaged objects (most) passed over before
    // their Might is worked out, and the dying listed in arena order.
    let mut lethal: Vec<ObjId> = Vec::new();
    for zone in locations(game) {
        for &o in game.zone_slice(zone) {
            if game.obj(o).damage > 0 && has_lethal_damage(game, o) {
                lethal.push(o);
            }
        }
    }
    lethal.sort_unstable();
    if lethal.is_empty() {
        return Ok(false);
    }
    let why = grimoire_core::en_fr!(en: "lethal damage, 323.5", fr: "dégâts mortels, 323.5");
    kill_all(game, env, &lethal, None, why)?;
    Ok(true)
}
