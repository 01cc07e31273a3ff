//! Healing (418): an effect's heal, and healing as an event — "when a unit is healed" observes
//! the units whose damage an effect or a combat's cleanup clears (461.1.a.1). The turn's own heal (317.2.b) is not noted: what it
//! triggered would resolve after the Expiration Step, whose return to its start (317.2.f) the
//! turn does not make, and its "this turn" effects would outlive the turn.

use super::noted::note;
use super::observed::may_trigger_at_all;
use crate::events::{BoardEvent, label};
use crate::model::card::CardKind;
use crate::model::glossary::TriggerEvent;
use crate::query::scan::locations;
use crate::state::{Game, ObjId};

/// Heals every unit at a location (`damage::heal_locations`), then notes each unit that had
/// damage as healed (418.1.a: any damage cleared is healing; a unit with none is not healed).
/// The units are looked for only when something in the game may trigger on a heal.
pub fn heal_locations(game: &mut Game) {
    let hurt = if may_trigger_at_all(game, TriggerEvent::UnitHealed) {
        hurt_units(game)
    } else {
        Vec::new()
    };
    super::damage::heal_locations(game);
    for u in hurt {
        note(game, TriggerEvent::UnitHealed, u);
    }
}

/// The objects at a location with damage, in arena order of their zones.
fn hurt_units(game: &Game) -> Vec<ObjId> {
    locations(game)
        .flat_map(|z| game.zone_slice(z).iter().copied())
        .filter(|&o| game.obj(o).damage != 0)
        .collect()
}

/// Heals `obj`, a unit at a location, by an effect (418.3.a): its damage is cleared. Returns
/// whether it was healed — a unit without damage is not (418.1.a) —; what observes the heal is
/// the caller's to note.
pub fn heal(game: &mut Game, obj: ObjId) -> bool {
    let o = game.obj(obj);
    if o.kind != CardKind::Unit || !o.zone.is_location() || o.damage == 0 {
        return false;
    }
    let o = game.obj_mut(obj);
    o.damage = 0;
    o.damaged_by = None;
    crate::state::board::edited(game);
    game.emit(|g| BoardEvent::Healed(label(g, obj)).into());
    true
}
