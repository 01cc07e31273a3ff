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
use crate::query::board::units_at;
use crate::state::{BfId, Game, Zone};

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
        if !busy && units_at(game, b).is_empty() && game.battlefields[i].controller.take().is_some()
        {
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
fn corrective_recalls(game: &mut Game) -> bool {
    let mut changed = false;
    for i in 0..game.objects.len() {
        let o = &game.objects[i];
        let kind = game.catalog.card(o.card).kind;
        let stray_gear = matches!(o.zone, Zone::Battlefield(_))
            && kind == CardKind::Gear
            && o.attached_to.is_none();
        let wrong_base = matches!(o.zone, Zone::Base(p) if p != o.controller);
        let id = o.id;
        if stray_gear || wrong_base {
            recall(game, id, "corrective recall, 323.7");
            changed = true;
        } else if let Zone::Facedown(b) = o.zone
            && game.battlefields[b.index()].controller != Some(o.controller)
        {
            let owner = o.owner;
            move_to(game, id, Zone::Trash(owner), Position::Bottom);
            game.emit(|g| {
                BoardEvent::HiddenRemoved {
                    card: label(g, id),
                    owner,
                }
                .into()
            });
            changed = true;
        }
    }
    changed
}
