//! Declaring attackers and blockers. The active player chooses attackers among their untapped
//! creatures that may attack (summoning sickness and Célérité, celerite.2); attacking taps a
//! creature without Vigilance (vigilance.2). The defending player then chooses, creature by
//! creature, what each blocks (a creature with Vol only by one with Vol, vol.2; one creature,
//! or more with an ability saying so). Blocks trigger `blocks`, `becomes_blocked` and
//! `blocked_by_two_or_more` (courage.1, sauvagerie.1).

use super::decide::ask;
use super::env::Env;
use super::error::RulesError;
use super::triggers::fire;
use crate::events::{DuelEvent, label};
use crate::model::catalogue::{ATTACKS, BECOMES_BLOCKED, BLOCKED_BY_SEVERAL, BLOCKS};
use crate::query::combat::{attacks_untapped, can_attack, can_block, creatures_of};
use crate::query::stats::blocks_allowed;
use crate::state::decision::{Decision, DecisionKind, DecisionOption};
use crate::state::{Game, ObjId};
use grimoire_core::en_fr;

/// The declare-attackers step's turn-based action.
pub fn declare_attackers(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    let active = game.turn.player;
    let eligible: Vec<ObjId> = creatures_of(game, active)
        .into_iter()
        .filter(|&o| can_attack(game, o))
        .collect();
    let chosen: Vec<ObjId> = if eligible.is_empty() {
        Vec::new()
    } else {
        let n = eligible.len();
        let d = Decision::some(
            active,
            DecisionKind::Attackers,
            en_fr!(en: "declares attackers", fr: "déclare les attaquants"),
            DecisionOption::objects(&eligible),
            0,
            n,
        );
        let mut picked: Vec<ObjId> = ask(game, env.agent, d)?
            .into_iter()
            .map(|i| eligible[i])
            .collect();
        picked.sort();
        picked
    };
    let defender = game.combat.as_ref().map_or(active, |c| c.defender);
    for &a in &chosen {
        let vigilant = attacks_untapped(game, a);
        if !vigilant {
            game.obj_mut(a).tapped = true;
        }
        if let Some(c) = game.ext.combat.as_mut() {
            c.attackers.push(a);
        }
        game.emit(|g| DuelEvent::Attacks {
            attacker: label(g, a),
            defender,
            vigilant,
        });
    }
    if let Some(c) = game.ext.combat.as_mut() {
        c.declared = true;
    }
    if chosen.is_empty() {
        game.emit(|_| DuelEvent::NoAttackers { player: active });
    }
    for &a in &chosen {
        fire(game, a, ATTACKS);
    }
    Ok(())
}

/// The declare-blockers step's turn-based action.
pub fn declare_blockers(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    let Some(combat) = game.combat.clone() else {
        return Ok(());
    };
    let defender = combat.defender;
    let mut blocks: Vec<(ObjId, ObjId)> = Vec::new();
    for blocker in creatures_of(game, defender) {
        let can: Vec<ObjId> = combat
            .attackers
            .iter()
            .copied()
            .filter(|&a| can_block(game, blocker, a))
            .collect();
        if can.is_empty() {
            continue;
        }
        let max = blocks_allowed(game, blocker).min(can.len());
        let prompt = super::prompt::Prompt::Blocks { blocker };
        let d = Decision::some(
            defender,
            DecisionKind::Blockers,
            prompt,
            DecisionOption::objects(&can),
            0,
            max,
        )
        .about(blocker);
        for i in ask(game, env.agent, d)? {
            blocks.push((blocker, can[i]));
        }
    }
    let mut blocked = Vec::new();
    for &a in &combat.attackers {
        if blocks.iter().any(|(_, x)| *x == a) {
            blocked.push(a);
        }
    }
    if let Some(c) = game.ext.combat.as_mut() {
        c.blocks = blocks.clone();
        c.blocked = blocked.clone();
        c.blockers_declared = true;
    }
    game.emit(|g| DuelEvent::Blocks {
        player: defender,
        blocks: blocks
            .iter()
            .map(|&(b, a)| (label(g, b), label(g, a)))
            .collect(),
    });
    let mut blockers: Vec<ObjId> = blocks.iter().map(|(b, _)| *b).collect();
    blockers.dedup();
    for b in blockers {
        fire(game, b, BLOCKS);
    }
    for a in blocked {
        fire(game, a, BECOMES_BLOCKED);
        if blocks.iter().filter(|(_, x)| *x == a).count() >= 2 {
            fire(game, a, BLOCKED_BY_SEVERAL);
        }
    }
    Ok(())
}
