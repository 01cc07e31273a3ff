//! Stun (423): a unit on the board is stunned or it is not; a stunned unit adds no Might to its
//! side's combat damage (423.1.b) and is stunned until the next Ending Step begins
//! (423.1.a.2). Only effects stun (423.2.a).

use crate::events::{BoardEvent, label};
use crate::model::card::CardKind;
use crate::query::scan::locations;
use crate::state::{Game, ObjId};

/// Stuns `obj`, a unit at a location; nothing happens to one stunned already (423.1.a.1).
/// Returns whether it was stunned now.
pub fn stun(game: &mut Game, obj: ObjId) -> bool {
    let o = game.obj(obj);
    if o.kind != CardKind::Unit || !o.zone.is_location() || o.stunned {
        return false;
    }
    game.obj_mut(obj).stunned = true;
    game.emit(|g| BoardEvent::Stunned(label(g, obj)).into());
    true
}

/// 423.1.a.2: as the Ending Step begins, every stunned unit is stunned no more.
pub fn wake_all(game: &mut Game) {
    let mut stunned: smallvec::SmallVec<[ObjId; 8]> = smallvec::SmallVec::new();
    for zone in locations(game) {
        for &o in game.zone_slice(zone) {
            if game.obj(o).stunned {
                stunned.push(o);
            }
        }
    }
    stunned.sort_unstable();
    for o in stunned {
        game.obj_mut(o).stunned = false;
        game.emit(|g| BoardEvent::Unstunned(label(g, o)).into());
    }
}
