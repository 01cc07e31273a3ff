//! The standard move (144, 440–448) and recalls (449–453).

use super::error::RulesError;
use super::zones::{Position, move_to};
use crate::events::{BattlefieldEvent, BoardEvent, bf_name, label};
use crate::query::board::{held_by_two_others, is_unit, may_move_between_battlefields};
use crate::state::GameExt;
use crate::state::game::Phase;
use crate::state::{Game, Location, ObjId, PlayerId, Zone};

/// Checks a standard move of `units` to `to` by `player`; `Ok` lists nothing, `Err` says why.
pub fn check_standard_move(
    game: &Game,
    player: PlayerId,
    units: &[ObjId],
    to: Location,
) -> Result<(), String> {
    if units.is_empty() {
        return Err("no unit to move".into());
    }
    // 144.1: during the player's own Main Phase, not in a closed state nor a showdown.
    if game.turn.player != player || game.turn.phase != Phase::Main {
        return Err(format!(
            "a standard move happens during its controller's Main Phase, and it is {}'s turn (144.1.a)",
            game.turn.player
        ));
    }
    if game.is_closed() {
        return Err("a standard move cannot be made in a closed state (144.1.b)".into());
    }
    if game.showdown.is_some() {
        return Err("a standard move cannot be made during a showdown or combat (144.1.c)".into());
    }
    for (i, &u) in units.iter().enumerate() {
        if units[..i].contains(&u) {
            return Err(format!("{} is named twice", game.obj(u).label));
        }
        let o = game.obj(u);
        if !is_unit(game, u) || !o.zone.is_location() {
            return Err(format!("{} is not a unit on the board", o.label));
        }
        if o.controller != player {
            return Err(format!("{} is controlled by {}", o.label, o.controller));
        }
        // 144.2: exhausting the unit is the cost.
        if o.exhausted {
            return Err(format!(
                "{} is exhausted: exhausting it is the cost of its standard move (144.2)",
                o.label
            ));
        }
        let legal = match (o.zone, to) {
            (Zone::Base(_), Location::Battlefield(_)) => true,
            (Zone::Battlefield(_), Location::Base(p)) => p == player,
            (Zone::Battlefield(a), Location::Battlefield(b)) => {
                a != b && may_move_between_battlefields(game, u)
            }
            _ => false,
        };
        if !legal {
            return Err(format!(
                "{} cannot make a standard move from {} to {} (144.4)",
                o.label,
                game.zone_name(o.zone),
                game.zone_name(to.zone())
            ));
        }
    }
    // 144.4.a.1, 444.2: not where units of two other players already are.
    if let Location::Battlefield(b) = to
        && held_by_two_others(game, player, b)
    {
        return Err(format!(
            "{} already has units of two other players (444.2)",
            game.bf_label(b)
        ));
    }
    Ok(())
}

/// Performs a checked standard move: all units exhaust and move together (144.3), then the
/// destination becomes contested if the mover does not control it (445).
pub fn standard_move(
    game: &mut Game,
    player: PlayerId,
    units: &[ObjId],
    to: Location,
) -> Result<(), RulesError> {
    check_standard_move(game, player, units, to)
        .map_err(|why| RulesError::illegal(format!("{player} cannot move: {why}")))?;
    for &u in units {
        game.obj_mut(u).exhausted = true;
        move_to(game, u, to.zone(), Position::Bottom);
    }
    game.emit(|g| {
        BoardEvent::Moves {
            player,
            units: units.iter().map(|&u| label(g, u)).collect(),
            to: g.zone_name(to.zone()),
        }
        .into()
    });
    if let Location::Battlefield(b) = to {
        contest(game, b, player);
    }
    Ok(())
}

/// 187.3.a.1: a unit arriving where its controller lacks control contests the battlefield,
/// unless it is contested already.
pub fn contest(game: &mut Game, b: crate::state::BfId, player: PlayerId) {
    let bf = &mut game.battlefields[b.index()];
    if bf.controller != Some(player) && bf.contested_by.is_none() {
        bf.contested_by = Some(player);
        game.emit(|g| {
            BattlefieldEvent::Contested {
                battlefield: bf_name(g, b),
                player,
            }
            .into()
        });
    }
}

/// Recalls a permanent to its controller's base (450): not a move. Board to board keeps its
/// status (453), as every board-to-board change of place does (`zones::move_to`).
pub fn recall(game: &mut Game, o: ObjId, why: &str) {
    let p = game.obj(o).controller;
    move_to(game, o, Zone::Base(p), Position::Bottom);
    game.emit(|g| {
        BoardEvent::Recalled {
            card: label(g, o),
            player: p,
            why: why.to_string(),
        }
        .into()
    });
}
