//! Banish (427): from any zone straight to its owner's banishment.

use super::tokens::note_ceased;
use super::zones::{Position, move_to};
use crate::events::{BoardEvent, label};
use crate::model::glossary::TriggerEvent;
use crate::state::{Game, ObjId, Zone};

/// Banishes `obj` from wherever it is (427.1, 427.2): not a kill (427.2.a), so no dies-trigger.
pub fn banish(game: &mut Game, obj: ObjId, why: &str) {
    let o = game.obj(obj);
    if matches!(o.zone, Zone::Banishment(_) | Zone::Gone) {
        return;
    }
    let (owner, from) = (o.owner, o.zone);
    move_to(game, obj, Zone::Banishment(owner), Position::Bottom);
    game.emit(|g| {
        BoardEvent::Banished {
            card: label(g, obj),
            from: g.zone_name(from),
            owner,
            why: why.to_string(),
        }
        .into()
    });
    note_ceased(game, obj);
    super::noted::note(game, TriggerEvent::CardBanished, obj);
}
