//! Counter (425): a card on the chain is cleared from it, does nothing, and goes to its
//! owner's trash; nothing paid is given back (425.1.c).

use super::zones::{Position, move_to};
use crate::events::{ChainEvent, label};
use crate::state::chain::ChainKind;
use crate::state::{Game, ObjId, Zone};

/// Counters the chain item of the card `card` (425.1.a): removed from the chain, to its owner's
/// trash. Whether there was one to counter: a card no longer on the chain (resolved, or
/// countered already) is left alone.
pub fn counter(game: &mut Game, card: ObjId) -> bool {
    let Some(i) = game
        .chain
        .iter()
        .position(|it| it.kind == ChainKind::Card { card })
    else {
        return false;
    };
    let item = game.chain.remove(i);
    let owner = game.obj(card).owner;
    if game.obj(card).zone == Zone::Chain {
        move_to(game, card, Zone::Trash(owner), Position::Bottom);
    }
    game.emit(|g| {
        ChainEvent::Countered {
            serial: item.serial,
            card: label(g, card),
            owner,
        }
        .into()
    });
    true
}
