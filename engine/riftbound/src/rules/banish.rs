//! Banish (427): from any zone straight to its owner's banishment.

use super::tokens::note_ceased;
use super::zones::{Position, move_to};
use crate::state::{Game, ObjId, Zone};

/// Banishes `obj` from wherever it is (427.1, 427.2): not a kill (427.2.a), so no dies-trigger.
pub fn banish(game: &mut Game, obj: ObjId, why: &str) {
    let o = game.obj(obj);
    if matches!(o.zone, Zone::Banishment(_) | Zone::Gone) {
        return;
    }
    let (owner, from) = (o.owner, game.zone_name(o.zone));
    move_to(game, obj, Zone::Banishment(owner), Position::Bottom);
    let label = game.obj(obj).label.to_string();
    crate::trace!(
        game,
        "  {label} is banished from {from} to {owner} banishment ({why})"
    );
    note_ceased(game, obj);
}
