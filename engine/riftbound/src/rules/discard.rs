//! Discard (422): from hand to trash, without playing.

use super::error::RulesError;
use super::zones::{Position, move_to};
use crate::events::{BoardEvent, label};
use crate::state::{Game, ObjId, PlayerId, Zone};

/// `player` discards `cards` from their hand into their trash (422.1); the player chose them
/// (422.1.a, a decision made by the caller).
pub fn discard(game: &mut Game, player: PlayerId, cards: &[ObjId]) -> Result<(), RulesError> {
    for &c in cards {
        if game.obj(c).zone != Zone::Hand(player) {
            return Err(RulesError::illegal(format!(
                "{} is not in {player}'s hand: only cards in hand are discarded (422.1)",
                game.label(c)
            )));
        }
    }
    game.players[player.index()].discarded_this_turn += cards.len() as u32;
    for &c in cards {
        move_to(game, c, Zone::Trash(player), Position::Bottom);
        game.emit(|g| {
            BoardEvent::Discards {
                player,
                card: label(g, c),
            }
            .into()
        });
    }
    Ok(())
}
