//! Moving objects between zones. A move makes a new object: it forgets its status, what it was
//! attached to and every effect on it; what was attached to it stays on the battlefield,
//! attached to nothing (701.2d), traced. A creature leaving the battlefield leaves combat.

use crate::state::object::Status;
use crate::state::{Game, ObjId, Position, Zone};

/// Moves `obj` to `zone` (callers trace in their own words).
pub fn move_to(game: &mut Game, obj: ObjId, zone: Zone, pos: Position) {
    let from = game.obj(obj).zone;
    if game.relocate(obj, zone, pos) {
        let o = game.obj_mut(obj);
        // What its card says stays (`Ruleset::from_card`).
        o.ext = Status {
            aura: o.aura,
            ..Status::default()
        };
    }
    if from == Zone::Battlefield && zone != Zone::Battlefield {
        let attached: Vec<ObjId> = game
            .objects
            .iter()
            .filter(|o| o.attached_to == Some(obj))
            .map(|o| o.id)
            .collect();
        for a in attached {
            game.obj_mut(a).attached_to = None;
            // 701.2d: it becomes unattached, and the trace says so.
            game.emit(|g| crate::events::DuelEvent::Unattached {
                card: crate::events::label(g, a),
            });
        }
        if let Some(c) = game.combat.as_mut() {
            c.remove(obj);
        }
    }
    if zone == Zone::Battlefield {
        let now = game.turn.number;
        game.obj_mut(obj).since = Some(now);
    }
}

/// The owner's graveyard of `obj`.
pub fn graveyard(game: &Game, obj: ObjId) -> Zone {
    Zone::Graveyard(game.obj(obj).owner)
}
