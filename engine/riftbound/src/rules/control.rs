//! Changes of control: a player gains control of a permanent. Everything that depends on the
//! controller follows at once, read from `controller` by the queries: a dependent ability's
//! condition is checked against the new controller (824.1.c.1), "friendly" and "enemy" too.
//! Gear attached to a unit keeps its own controller, and the other way round (718.5.f).

use super::error::RulesError;
use crate::events::{BoardEvent, label};
use crate::state::{Game, ObjId, PlayerId, Zone};

/// `player` gains control of `obj`, a unit or gear at a battlefield (at a base, the permanent
/// would stand in another player's base: not supported). Returns whether the controller changed.
pub fn gain_control(game: &mut Game, obj: ObjId, player: PlayerId) -> Result<bool, RulesError> {
    let o = game.obj(obj);
    if !matches!(o.zone, Zone::Battlefield(_)) {
        return Err(RulesError::NotSupported(format!(
            "gaining control of {} outside a battlefield",
            game.label(o.id)
        )));
    }
    let before = o.controller;
    if before == player {
        game.emit(|g| {
            BoardEvent::AlreadyControls {
                player,
                card: label(g, obj),
            }
            .into()
        });
        return Ok(false);
    }
    game.obj_mut(obj).controller = player;
    game.emit(|g| {
        BoardEvent::GainsControl {
            player,
            card: label(g, obj),
            from: before,
        }
        .into()
    });
    Ok(true)
}
