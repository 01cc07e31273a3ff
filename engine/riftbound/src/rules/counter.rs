//! Counter (425): a card on the chain is cleared from it, does nothing, and goes to its
//! owner's trash; nothing paid is given back (425.1.c); it was not played (425.1.b), so what
//! triggers on a play never sees it (419.4.b: a spell's play completes as it resolves).

use super::zones::{Position, move_to};
use crate::events::{ChainEvent, label};
use crate::state::{Game, ObjId, Zone};

/// Counters the chain item of the card `card` (425.1.a): removed from the chain, to its owner's
/// trash. Whether there was one to counter: a card no longer on the chain (resolved, or
/// countered already) is left alone.
pub fn counter(game: &mut Game, card: ObjId) -> bool {
    let Some(i) = super::spell_control::item_of(game, card) else {
        return false;
    };
    let item = game.chain.remove(i);
    if !item.pending {
        // 425.1.b: a card countered is not considered played: it no longer counts among its
        // controller's plays this turn (Legion, « your second card this turn », 812.2).
        let pl = &mut game.players[item.controller.index()];
        if let Some(at) = pl.played_this_turn.iter().rposition(|&c| c == card) {
            pl.played_this_turn.remove(at);
            pl.cards_played_this_turn = pl.cards_played_this_turn.saturating_sub(1);
        }
    }
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
