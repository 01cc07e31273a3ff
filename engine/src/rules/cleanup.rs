//! Cleanups (318–324), repeated until one changes nothing (322).

use super::damage::kill_all;
use super::env::Env;
use super::error::RulesError;
use crate::query::might::has_lethal_damage;
use crate::state::{BfId, Game, ObjId, Zone};

/// The victory score of a two-player game (466).
pub const VICTORY_SCORE: u32 = 8;

pub fn cleanup(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    loop {
        let mut changed = false;
        // 323.1: a player at the victory score with more points than every opponent wins.
        if game.turn.winner.is_none() {
            let best = game
                .player_ids()
                .max_by_key(|p| game.players[p.index()].points);
            if let Some(p) = best {
                let pts = game.players[p.index()].points;
                let alone = game
                    .player_ids()
                    .all(|q| q == p || game.players[q.index()].points < pts);
                if pts >= VICTORY_SCORE && alone {
                    game.turn.winner = Some(p);
                    game.log(format!("{p} wins with {pts} points (323.1)"));
                    changed = true;
                }
            }
        }
        // 323.4–323.5: units with lethal damage die, their dies-triggers first.
        let lethal: Vec<ObjId> = game
            .objects
            .iter()
            .filter(|o| o.zone.is_location())
            .map(|o| o.id)
            .filter(|&o| has_lethal_damage(game, o))
            .collect();
        if !lethal.is_empty() {
            kill_all(game, env, &lethal, "lethal damage, 323.5")?;
            changed = true;
        }
        // 323.6: in an open state, empty battlefields become uncontrolled.
        if !game.is_closed() {
            for i in 0..game.battlefields.len() {
                let b = BfId(i as u8);
                let empty = !game.objects.iter().any(|o| o.zone == Zone::Battlefield(b));
                if empty && game.battlefields[i].controller.is_some() {
                    game.battlefields[i].controller = None;
                    let name = game.bf_label(b).to_string();
                    game.log(format!("  {name} becomes uncontrolled (323.6)"));
                    changed = true;
                }
            }
        }
        if !changed {
            return Ok(());
        }
    }
}
