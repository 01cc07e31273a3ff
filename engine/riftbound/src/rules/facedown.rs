//! Putting a card face down at a battlefield (107.3): its face-down zone holds at most one card
//! (107.3.b), only of the player who controls the battlefield (107.3.c).

use super::error::RulesError;
use super::zones::{Position, move_to};
use crate::events::{BoardEvent, bf_name};
use crate::state::GameExt;
use crate::state::{BfId, Game, ObjId, Zone};

/// Puts `card` face down at `bf` for its owner (the controller of a card off the board).
pub fn put_facedown(game: &mut Game, card: ObjId, bf: BfId) -> Result<(), RulesError> {
    let o = game.obj(card);
    let (label, player) = (game.label(o.id).to_string(), o.controller);
    let name = game.bf_label(bf).to_string();
    if game.battlefield(bf).controller != Some(player) {
        return Err(RulesError::illegal(format!(
            "{label} cannot be put face down at {name}: {player} does not control it (107.3.c)"
        )));
    }
    if game.count_in_zone(Zone::Facedown(bf)) >= 1 {
        return Err(RulesError::illegal(format!(
            "the face-down zone of {name} already holds a card (107.3.b)"
        )));
    }
    move_to(game, card, Zone::Facedown(bf), Position::Bottom);
    game.obj_mut(card).controller = player;
    game.emit(|g| {
        BoardEvent::PutsFaceDown {
            player,
            card: g.label(card).clone(),
            battlefield: bf_name(g, bf),
        }
        .into()
    });
    Ok(())
}
