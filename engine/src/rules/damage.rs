//! Damage, healing and killing (142, 417–418, 428).

use super::env::Env;
use super::error::RulesError;
use super::triggers::{put_on_chain, triggered_by};
use super::zones::{Position, move_to};
use crate::model::glossary::TriggerEvent;
use crate::state::{Game, ObjId, Zone};

/// Marks damage on a unit (417); lethal damage is handled by the next cleanup (323.4–323.5).
pub fn deal_damage(game: &mut Game, target: ObjId, amount: i32, source: &str) {
    if amount <= 0 || !game.obj(target).zone.is_location() {
        return;
    }
    game.obj_mut(target).damage += amount;
    let o = game.obj(target);
    game.log(format!(
        "  {source} deals {amount} to {} (damage {})",
        o.label, o.damage
    ));
}

/// Kills permanents together (428): their dies-triggers go on the chain, with the information
/// they need noted, *before* the cards move to the trash (808.1.d.2–3); then each goes to its
/// owner's trash.
pub fn kill_all(
    game: &mut Game,
    env: &mut Env,
    objs: &[ObjId],
    why: &str,
) -> Result<(), RulesError> {
    let objs: Vec<ObjId> = objs
        .iter()
        .copied()
        .filter(|&o| game.obj(o).zone.is_board())
        .collect();
    if objs.is_empty() {
        return Ok(());
    }
    let mut triggers = Vec::new();
    for &o in &objs {
        triggers.extend(triggered_by(game, o, TriggerEvent::Dies));
    }
    let names: Vec<String> = objs.iter().map(|&o| game.obj(o).label.clone()).collect();
    game.log(format!("  {} killed ({why})", names.join(", ")));
    put_on_chain(game, env, triggers)?;
    for &o in &objs {
        let owner = game.obj(o).owner;
        move_to(game, o, Zone::Trash(owner), Position::Bottom);
        let label = game.obj(o).label.clone();
        game.log(format!("  {label} goes to {owner} trash"));
        super::tokens::note_ceased(game, o);
    }
    Ok(())
}
