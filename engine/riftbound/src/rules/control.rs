//! Changes of control: a player gains control of a permanent. Everything that depends on the
//! controller follows at once, read from `controller` by the queries: a dependent ability's
//! condition is checked against the new controller (824.1.c.1), "friendly" and "enemy" too.
//! Gear attached to a unit keeps its own controller, and the other way round (718.5.f). A unit
//! that changes hands at a battlefield contests it for its new controller (187.3.a).

use super::error::RulesError;
use crate::events::{BoardEvent, label};
use crate::state::{Game, ObjId, PlayerId, Zone};

/// `player` gains control of `obj`, a unit or gear at a battlefield (at a base, the permanent
/// would stand in another player's base: not supported). Returns whether the controller changed.
pub fn gain_control(game: &mut Game, obj: ObjId, player: PlayerId) -> Result<bool, RulesError> {
    // A spell on the chain: its item's controller (359.3.f.4).
    if super::spell_control::on_chain(game, obj) {
        return Ok(super::spell_control::gain_control_of_spell(
            game, obj, player,
        ));
    }
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
    crate::state::board::edited(game);
    game.emit(|g| {
        BoardEvent::GainsControl {
            player,
            card: label(g, obj),
            from: before,
        }
        .into()
    });
    // 187.3.a: a unit of a player who does not control the battlefield has become present
    // there: the battlefield is contested, and the cleanup stages a showdown or a combat
    // (323.8, 323.9) as for a unit that moved in.
    if let Zone::Battlefield(b) = game.obj(obj).zone
        && crate::query::board::is_unit(game, obj)
    {
        super::movement::contest(game, b, player);
    }
    Ok(true)
}
