//! What targets were chosen under, carried on the chain (355.5) and checked again as their item
//! resolves (359.3.e.2): the choice functions record each target's restriction, the rules move
//! them onto the item, and hand them to the card API while the item resolves.

use crate::events::ChainEvent;
use crate::query::targets::{Why, still_legal};
use crate::state::chain::ChainItem;
use crate::state::{Game, ObjId};
use grimoire_core::state::chain::Target;

/// Moves the restrictions the choice function just recorded onto chain item `index`, with the
/// targets they belong to.
pub fn keep_restrictions(game: &mut Game, index: usize) {
    let mut taken = std::mem::take(&mut game.targeting.choosing);
    game.chain[index].ext.restrictions.append(&mut taken);
    // The emptied list goes back, so its room is used again.
    game.targeting.choosing = taken;
}

/// As `item` starts to resolve: its restrictions are what the card API checks targets against
/// until it has resolved (`end_resolution`).
pub fn begin_resolution(game: &mut Game, item: &ChainItem) {
    game.targeting.resolving.clone_from(&item.ext.restrictions);
}

pub fn end_resolution(game: &mut Game) {
    game.targeting.resolving.clear();
    // 424.1.a: what the item revealed is known no longer once it has resolved.
    game.revealed.clear();
    game.added = None;
}

/// Traces each of `targets` (those of `execution`) that is still the same object on the board
/// but no longer meets what it was chosen under as `item` resolves: it will be unaffected
/// (359.3.e.5) while the rest of the item still happens (359.3.e.6). A target that changed
/// zones is not traced here: the move that made it a new object is in the trace already, and
/// it may have been chosen to be moved (a cost, 359.3.e.13).
pub fn trace_illegal(
    game: &mut Game,
    item: &ChainItem,
    execution: u32,
    targets: &[Target],
    source: ObjId,
) {
    for (i, t) in targets.iter().enumerate() {
        let Some(h) = t.object() else { continue };
        let r = game.targeting.resolving(execution, i).copied();
        if let Err(why) = still_legal(game, h, r.as_ref(), item.controller, source)
            && why != Why::NewObject
        {
            game.emit(|g| {
                ChainEvent::TargetIllegal {
                    target: g.label(h.obj).clone(),
                    item: item.name(g),
                    why,
                }
                .into()
            });
        }
    }
}
