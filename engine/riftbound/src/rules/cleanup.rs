//! Cleanups (318–324), in the order of 323, repeated until one changes nothing (322).

use super::combat::update_designations;
use super::damage::kill_lethal;
use super::env::Env;
use super::error::RulesError;
use super::movement::recall;
use super::showdown::{begin_staged, stage};
use super::zones::{Position, move_to};
use crate::events::{BattlefieldEvent, BoardEvent, TurnEvent, bf_name, label};
use crate::model::card::CardKind;
use crate::query::board::units_in;
use crate::state::object::Object;
use crate::state::{BfId, Game, ObjId, Zone};

pub fn cleanup(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    loop {
        // Continuous abilities first: Might they give decides what is lethal.
        let mut changed = super::continuous::refresh(game, env)?;
        changed |= victory(game);
        if game.turn.winner.is_some() {
            return Ok(());
        }
        changed |= update_designations(game);
        changed |= kill_lethal(game, env)?;
        changed |= lose_control(game);
        changed |= corrective_recalls(game);
        changed |= stage(game, env)?;
        changed |= begin_staged(game, env)?;
        if !changed {
            return Ok(());
        }
    }
}

/// 323.1: a player at the victory score with more points than every opponent wins.
fn victory(game: &mut Game) -> bool {
    if game.turn.winner.is_some() {
        return false;
    }
    let Some(p) = game
        .player_ids()
        .max_by_key(|p| (game.players[p.index()].points, std::cmp::Reverse(*p)))
    else {
        return false;
    };
    let pts = game.players[p.index()].points;
    let alone = game
        .player_ids()
        .all(|q| q == p || game.players[q.index()].points < pts);
    if pts >= game.mode.victory_score && alone {
        game.turn.winner = Some(p);
        game.turn.priority = None;
        game.emit(|_| {
            TurnEvent::Wins {
                player: p,
                points: pts,
            }
            .into()
        });
        return true;
    }
    false
}

/// 323.6: in an open state, a battlefield without units and without a showdown there becomes
/// uncontrolled.
fn lose_control(game: &mut Game) -> bool {
    if game.is_closed() {
        return false;
    }
    let mut changed = false;
    for i in 0..game.battlefields.len() {
        let b = BfId(i as u8);
        let busy = game.showdown.as_ref().is_some_and(|s| s.bf == b);
        // Only a controlled battlefield can lose control: its units are looked at only then.
        if !busy && game.battlefields[i].controller.is_some() && units_in(game, b).next().is_none()
        {
            game.battlefields[i].controller = None;
            game.emit(|g| {
                BattlefieldEvent::Uncontrolled {
                    battlefield: bf_name(g, b),
                    rule: "323.6",
                }
                .into()
            });
            changed = true;
        }
    }
    changed
}

/// 323.7: unattached gear at battlefields and permanents or runes in another player's base go
/// back to their controller's base; hidden cards at battlefields their controller does not
/// control go to their owner's trash (107.3.d).
///
/// Objects are corrected in arena order, each as it is when its turn comes (an earlier move may
/// have changed it): each step takes the first object from there that needs a correction now.
/// Only the locations and face-down zones are read, the only zones where one can apply.
fn corrective_recalls(game: &mut Game) -> bool {
    let mut changed = false;
    let mut from = ObjId(0);
    while let Some((id, correction)) = next_correction(game, from) {
        from = ObjId(id.0 + 1);
        match correction {
            Correction::Recall => recall(game, id, "corrective recall, 323.7"),
            Correction::Trash => {
                let owner = game.obj(id).owner;
                move_to(game, id, Zone::Trash(owner), Position::Bottom);
                game.emit(|g| {
                    BoardEvent::HiddenRemoved {
                        card: label(g, id),
                        owner,
                    }
                    .into()
                });
            }
        }
        changed = true;
    }
    changed
}

/// What 323.7 does to an object.
#[derive(Clone, Copy)]
enum Correction {
    Recall,
    Trash,
}

/// The first object from `from` on, in arena order, that 323.7 corrects now, and how: the first
/// of each zone where a correction can apply, then the first of those.
fn next_correction(game: &Game, from: ObjId) -> Option<(ObjId, Correction)> {
    let mut best: Option<(ObjId, Correction)> = None;
    let mut consider = |found: Option<ObjId>, correction| {
        if let Some(o) = found
            && best.is_none_or(|(b, _)| o < b)
        {
            best = Some((o, correction));
        }
    };
    // A permanent or rune in another player's base.
    for p in game.player_ids() {
        let wrong_base = first_from(game, Zone::Base(p), from, |o| o.controller != p);
        consider(wrong_base, Correction::Recall);
    }
    for i in 0..game.battlefields.len() {
        let b = BfId(i as u8);
        // Gear at a battlefield, unattached.
        let stray_gear = first_from(game, Zone::Battlefield(b), from, |o| {
            o.attached_to.is_none() && game.catalog.card(o.card).kind == CardKind::Gear
        });
        consider(stray_gear, Correction::Recall);
        // A hidden card at a battlefield its controller does not control (107.3.d).
        let controller = game.battlefields[i].controller;
        let exposed = first_from(game, Zone::Facedown(b), from, |o| {
            controller != Some(o.controller)
        });
        consider(exposed, Correction::Trash);
    }
    best
}

/// The first object of `zone` from `from` on that `needs` accepts. A location's or face-down
/// zone's objects are in arena order (unordered zones), so that is the first in arena order.
fn first_from(
    game: &Game,
    zone: Zone,
    from: ObjId,
    needs: impl Fn(&Object) -> bool,
) -> Option<ObjId> {
    let here = game.zone_slice(zone);
    here[here.partition_point(|&o| o < from)..]
        .iter()
        .copied()
        .find(|&o| needs(game.obj(o)))
}
