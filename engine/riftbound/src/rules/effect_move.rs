//! Moves caused by spells and abilities (444), as opposed to the standard move (144).

use super::error::RulesError;
use super::movement::contest;
use super::zones::{Position, move_to};
use crate::events::{BoardEvent, label};
use crate::query::board::{held_by_two_others, is_unit, kept_from_base};
use crate::state::GameExt;
use crate::state::{Game, Location, ObjId, PlayerId};

/// Moves `units` to `to` by an effect (444): no exhaustion, no timing limits, but never to a
/// battlefield where units of two other players already are (444.2); a battlefield the movers'
/// controller does not control becomes contested (445). The cleanup that follows every move
/// (448) runs when the spell or ability finishes resolving.
/// Whether they moved: `false` when they recalled instead (442.2.c). `by` is the player
/// responsible for the move (411.4): the effect's controller, or the player it lets move.
pub fn effect_move(
    game: &mut Game,
    units: &[ObjId],
    to: Location,
    by: PlayerId,
) -> Result<bool, RulesError> {
    // A battlefield that keeps units from moving to a base keeps them there: a "can't" wins
    // over the effect's move; the others move.
    let kept: Vec<ObjId> = match to {
        Location::Base(_) => units
            .iter()
            .copied()
            .filter(|&u| kept_from_base(game, game.obj(u).zone).is_some())
            .collect(),
        Location::Battlefield(_) => Vec::new(),
    };
    for &u in &kept {
        let b = kept_from_base(game, game.obj(u).zone);
        game.emit(|g| {
            BoardEvent::KeptFromBase {
                card: label(g, u),
                battlefield: b.map(|b| g.bf_label(b).to_string()).unwrap_or_default(),
            }
            .into()
        });
    }
    let moving: Vec<ObjId>;
    let units = if kept.is_empty() {
        units
    } else {
        moving = units
            .iter()
            .copied()
            .filter(|u| !kept.contains(u))
            .collect();
        &moving[..]
    };
    let Some(&first) = units.first() else {
        return Ok(false);
    };
    let player = game.obj(first).controller;
    for &u in units {
        let o = game.obj(u);
        if !is_unit(game, u) || !o.zone.is_location() {
            return Err(RulesError::illegal(format!(
                "{} is not a unit on the board: only units move (440)",
                game.label(o.id)
            )));
        }
        if o.controller != player {
            return Err(RulesError::NotSupported(
                "moving units of several controllers at once".into(),
            ));
        }
        if o.zone == to.zone() {
            return Err(RulesError::illegal(format!(
                "{} is already at {}: a move changes location (442)",
                game.label(o.id),
                game.zone_name(to.zone())
            )));
        }
        if let Location::Base(p) = to
            && p != o.controller
        {
            return Err(RulesError::illegal(format!(
                "{} cannot move to another player's base (107.1)",
                game.label(o.id)
            )));
        }
    }
    if let Location::Battlefield(b) = to
        && held_by_two_others(game, player, b)
    {
        // 442.2.c: a move the effect cannot make becomes a recall. A play whose outcome this
        // would be is refused before it is played (358.2, `rules::foresee`); it happens when
        // the battlefield filled up since.
        let full = format!(
            "{} already has units of two other players (444.2)",
            game.bf_label(b)
        );
        if let Some(seen) = game.ext.foresight.as_mut() {
            seen.get_or_insert_with(|| full.clone());
        }
        let why = grimoire_core::format_en_fr!(
            en: "{} already has units of two other players (444.2), so it recalls instead (442.2.c)",
            fr: "{} a déjà des unités de deux autres joueurs (444.2), donc elle est rappelée à la place (442.2.c)",
            game.bf_label(b)
        );
        for &u in units {
            super::movement::recall(game, u, &why);
        }
        return Ok(false);
    }
    for &u in units {
        super::movement::note_origin(game, u, by);
        move_to(game, u, to.zone(), Position::Bottom);
    }
    game.emit(|g| {
        BoardEvent::MovedByEffect {
            units: units.iter().map(|&u| label(g, u)).collect(),
            to: g.zone_name(to.zone()),
        }
        .into()
    });
    if let Location::Battlefield(b) = to {
        contest(game, b, player);
    }
    Ok(true)
}
