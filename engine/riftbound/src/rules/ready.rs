//! Exhaust (414) and ready (415): the state of non-spell objects on the board.

use crate::events::{BoardEvent, label};
use crate::model::card::CardKind;
use crate::state::{Game, ObjId};

fn on_board_non_spell(game: &Game, obj: ObjId) -> bool {
    let o = game.obj(obj);
    o.zone.is_board() && o.kind != CardKind::Spell
}

/// Readies `obj` (415.1); nothing happens if it is ready already (415.1.c). Returns whether it
/// changed.
pub fn ready(game: &mut Game, obj: ObjId) -> bool {
    if !on_board_non_spell(game, obj) || !game.obj(obj).exhausted {
        return false;
    }
    game.obj_mut(obj).exhausted = false;
    game.emit(|g| BoardEvent::Readied(label(g, obj)).into());
    true
}

/// Exhausts `obj` (414.1); nothing happens if it is exhausted already (414.1.c). Returns
/// whether it changed.
pub fn exhaust(game: &mut Game, obj: ObjId) -> bool {
    if !on_board_non_spell(game, obj) || game.obj(obj).exhausted {
        return false;
    }
    game.obj_mut(obj).exhausted = true;
    game.emit(|g| BoardEvent::Exhausted(label(g, obj)).into());
    true
}
