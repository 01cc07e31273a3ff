//! Scoring (462–467): Conquer and Hold, once per battlefield per turn, and the winning point.

use super::cards::draw;
use super::env::Env;
use super::error::RulesError;
use super::observed::observed;
use super::triggers::{put_on_chain, triggered_by};
use crate::events::{BattlefieldEvent, bf_name};
use crate::model::glossary::TriggerEvent;
use crate::query::board::units_at;
use crate::query::foreseen::may_trigger;
use crate::state::{BfId, Game, ObjId, PlayerId};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreKind {
    Hold,
    Conquer,
}

/// `player` scores `b`. Returns whether a point was gained. Conquer and Hold effects of the
/// player's units there trigger even when the point is replaced by a card (383.4.c.2.c).
pub fn score(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    b: BfId,
    kind: ScoreKind,
) -> Result<bool, RulesError> {
    let gained = score_point(game, env, player, b, kind)?;
    if game.players[player.index()].scored.last() == Some(&b) {
        let units: Vec<ObjId> = units_at(game, b)
            .into_iter()
            .filter(|&u| game.obj(u).controller == player)
            .collect();
        // 464.1–464.2: told apart, or either; the battlefield itself too ("when you conquer
        // here", its abilities controlled by the scorer, 187.6.a).
        let (own, seen) = match kind {
            ScoreKind::Conquer => (TriggerEvent::Conquers, TriggerEvent::BattlefieldConquered),
            ScoreKind::Hold => (TriggerEvent::Holds, TriggerEvent::BattlefieldHeld),
        };
        let field = game.battlefields[b.index()].obj;
        let mut triggers = Vec::new();
        for u in units.into_iter().chain(std::iter::once(field)) {
            for event in [TriggerEvent::ConquerOrHold, own] {
                if may_trigger(game, u, event) {
                    triggers.extend(triggered_by(game, u, event));
                }
            }
        }
        triggers.extend(observed(game, seen, field));
        put_on_chain(game, env, triggers)?;
    }
    Ok(gained)
}

fn score_point(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    b: BfId,
    kind: ScoreKind,
) -> Result<bool, RulesError> {
    // 465: once per battlefield per turn, whichever way.
    if game.players[player.index()].scored.contains(&b) {
        game.emit(|g| {
            BattlefieldEvent::AlreadyScored {
                player,
                kind,
                battlefield: bf_name(g, b),
            }
            .into()
        });
        return Ok(false);
    }
    game.players[player.index()].scored.push(b);
    let points = game.players[player.index()].points;
    // 466.1.b: the winning point needs a Hold, or a Conquer after scoring every battlefield.
    if points + 1 >= crate::query::victory::score(game) {
        let all_scored = game.battlefields.len() == game.players[player.index()].scored.len();
        if kind == ScoreKind::Conquer && !all_scored {
            game.emit(|g| {
                BattlefieldEvent::ConquestDrawsInstead {
                    player,
                    battlefield: bf_name(g, b),
                }
                .into()
            });
            draw(game, env.agent, player, 1)?;
            return Ok(false);
        }
    }
    game.players[player.index()].points += 1;
    // 464.1 (Conquer), 464.2 (Hold): the rule the trace cites follows from the kind.
    game.emit(|g| {
        BattlefieldEvent::Scores {
            player,
            kind,
            battlefield: bf_name(g, b),
            total: g.players[player.index()].points,
        }
        .into()
    });
    Ok(true)
}

/// 315.2.b: in the Scoring Step, the turn player holds every battlefield they control.
pub fn hold_all(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    let p = game.turn.player;
    for i in 0..game.battlefields.len() {
        if game.battlefields[i].controller == Some(p) {
            score(game, env, p, BfId(i as u8), ScoreKind::Hold)?;
        }
    }
    Ok(())
}

/// Establishing control (187.4, 461.5): a change of controller is a Conquer (464.1).
pub fn establish_control(
    game: &mut Game,
    env: &mut Env,
    b: BfId,
    p: PlayerId,
) -> Result<(), RulesError> {
    if game.battlefields[b.index()].controller == Some(p) {
        game.emit(|g| {
            BattlefieldEvent::KeepsControl {
                player: p,
                battlefield: bf_name(g, b),
            }
            .into()
        });
        return Ok(());
    }
    game.battlefields[b.index()].controller = Some(p);
    crate::state::board::edited(game);
    game.emit(|g| {
        BattlefieldEvent::EstablishesControl {
            player: p,
            battlefield: bf_name(g, b),
        }
        .into()
    });
    score(game, env, p, b, ScoreKind::Conquer).map(|_| ())
}
