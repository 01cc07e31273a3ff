//! Buffs (426, 701–705): a counter giving +1 Might, at most one a unit.

use super::error::RulesError;
use crate::events::EffectEvent;
use crate::query::board::is_unit;
use crate::state::{Game, ObjId, PlayerId};

/// Buffs a unit on the board (426.1): places a buff counter unless it has one already
/// (426.1.b.1, 702.3.a) — or any number, when its own text says it may have them (the mark
/// `any_number_of_buffs`). Returns whether a counter was placed (426.1.c: an effect may ask).
pub fn buff(game: &mut Game, unit: ObjId) -> bool {
    let o = game.obj(unit);
    if !o.zone.is_location() || !is_unit(game, unit) {
        return false;
    }
    let many = || super::play_options::has_mark(game, unit, crate::content::functions::MANY_BUFFS);
    if o.buffs >= 1 && (o.buffs >= 100 || !many()) {
        game.emit(|g| EffectEvent::AlreadyBuffed(g.label(unit).clone()).into());
        return false;
    }
    game.obj_mut(unit).buffs += 1;
    game.emit(|g| EffectEvent::Buffed(g.label(unit).clone()).into());
    true
}

/// Spends the buff of a unit `player` controls (702.2.b): removes its counter. Illegal on a unit
/// without a buff (702.2.b.1) or controlled by another player (702.2.b.2).
pub fn spend_buff(game: &mut Game, player: PlayerId, unit: ObjId) -> Result<(), RulesError> {
    let o = game.obj(unit);
    let label = game.label(o.id).to_string();
    if o.controller != player {
        return Err(RulesError::illegal(format!(
            "{player} cannot spend the buff of {label}: {} controls it (702.2.b.2)",
            o.controller
        )));
    }
    if o.buffs == 0 || !o.zone.is_location() {
        return Err(RulesError::illegal(format!(
            "{label} has no buff to spend (702.2.b.1)"
        )));
    }
    game.obj_mut(unit).buffs -= 1;
    game.emit(|g| {
        EffectEvent::SpendsBuff {
            player,
            unit: g.label(unit).clone(),
        }
        .into()
    });
    super::noted::note(game, crate::model::glossary::TriggerEvent::BuffSpent, unit);
    Ok(())
}
