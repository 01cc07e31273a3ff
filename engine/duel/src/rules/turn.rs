//! The turn: its steps in order, each step's turn-based actions as it begins, and which steps
//! give players priority. The untap step untaps the active player's permanents; the draw step
//! draws a card (the first player skips it on the first turn of the game); combat declares
//! attackers and blockers and deals damage (a first-strike step when a creature in combat has
//! Initiative or Double initiative, initiative.1); the cleanup step discards down to seven
//! cards, removes damage and ends "until end of turn" effects. Mana pools empty between steps.

use super::combat::{declare_attackers, declare_blockers};
use super::damage::combat_damage;
use super::decide::ask;
use super::env::Env;
use super::error::RulesError;
use super::library::{discard, draw};
use super::pay::empty_pools;
use crate::events::{DuelEvent, label};
use crate::query::combat::{deals_damage_in_both_steps, deals_early_damage};
use crate::state::decision::{Decision, DecisionKind, DecisionOption};
use crate::state::effects::Duration;
use crate::state::{Combat, Game, Step, Zone};
use grimoire_core::en_fr;

/// The maximum hand size, checked in the cleanup step.
pub const HAND_SIZE: usize = 7;

/// Ends the current step and begins the next (a new turn after the cleanup step), doing its
/// turn-based actions; gives priority where the step has it.
pub fn advance(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    empty_pools(game);
    let step = game.turn.phase;
    if step == Step::EndCombat {
        // Combat ends: every creature leaves it.
        if game.ext.combat.take().is_some() {
            game.emit(|_| DuelEvent::CombatEnds);
        }
    }
    // No attackers declared: the declare-blockers and combat damage steps are skipped.
    let no_attackers = step == Step::DeclareAttackers
        && game.combat.as_ref().is_none_or(|c| c.attackers.is_empty());
    let next = if no_attackers {
        Some(Step::EndCombat)
    } else {
        step.next()
    };
    match next {
        Some(next) => enter(game, env, next),
        None => {
            game.turn.number += 1;
            game.turn.player = game.next_player(game.turn.player);
            let (n, p) = (game.turn.number, game.turn.player);
            game.emit(|_| DuelEvent::TurnBegins { turn: n, player: p });
            enter(game, env, Step::Untap)
        }
    }
}

/// Begins `step`.
pub fn enter(game: &mut Game, env: &mut Env, step: Step) -> Result<(), RulesError> {
    game.turn.phase = step;
    game.turn.passes = 0;
    let active = game.turn.player;
    let priority = match step {
        Step::Untap => {
            game.players[active.index()].last_turn = game.turn.number;
            // One land a turn (docs/DUEL.md): the count is the turn's, so every player's starts
            // again and the last turn's does not linger on the board during the next.
            for p in &mut game.players {
                p.lands_played = 0;
            }
            let untapped: Vec<_> = game
                .objects_in(Zone::Battlefield)
                .filter(|o| o.controller == active && o.tapped)
                .map(|o| o.id)
                .collect();
            for &o in &untapped {
                game.obj_mut(o).tapped = false;
            }
            game.emit(|g| DuelEvent::Untaps {
                player: active,
                cards: untapped.iter().map(|&o| label(g, o)).collect(),
            });
            false
        }
        Step::Draw => {
            game.emit(|_| DuelEvent::StepBegins { step });
            let first_turn = game.turn.number == 1 && active == game.turn.first_player;
            if first_turn {
                game.emit(|_| DuelEvent::SkipsDraw { player: active });
            } else {
                draw(game, active, 1);
            }
            true
        }
        Step::BeginCombat => {
            game.emit(|_| DuelEvent::StepBegins { step });
            let defender = game.next_player(active);
            game.ext.combat = Some(Combat::new(active, defender));
            true
        }
        Step::DeclareAttackers => {
            declare_attackers(game, env)?;
            true
        }
        Step::DeclareBlockers => {
            declare_blockers(game, env)?;
            true
        }
        Step::FirstStrikeDamage => {
            let any = game.combat.as_ref().is_some_and(|c| {
                c.creatures()
                    .iter()
                    .any(|&o| deals_early_damage(game, o) || deals_damage_in_both_steps(game, o))
            });
            if let Some(c) = game.ext.combat.as_mut() {
                c.first_strike = any;
            }
            if any {
                game.emit(|_| DuelEvent::StepBegins { step });
                combat_damage(game, env, true)?;
            }
            any
        }
        Step::CombatDamage => {
            // Attackers were declared (else the step was skipped): the step happens, and says
            // so, even when every creature has left combat since (then no damage is dealt).
            if game.combat.is_some() {
                game.emit(|_| DuelEvent::StepBegins { step });
                combat_damage(game, env, false)?;
            }
            true
        }
        Step::Cleanup => {
            cleanup(game, env)?;
            false
        }
        Step::Upkeep | Step::Main1 | Step::EndCombat | Step::Main2 | Step::End => {
            game.emit(|_| DuelEvent::StepBegins { step });
            true
        }
    };
    game.turn.priority = priority.then_some(active);
    Ok(())
}

/// The cleanup step: the active player discards down to the maximum hand size, then damage is
/// removed and "until end of turn" effects and regeneration shields end.
fn cleanup(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    let active = game.turn.player;
    let hand = game.in_zone(Zone::Hand(active));
    if hand.len() > HAND_SIZE {
        let n = hand.len() - HAND_SIZE;
        let options = DecisionOption::objects(&hand);
        let prompt = super::prompt::Prompt::Discard { count: n };
        let d = Decision::some(active, DecisionKind::Cards, prompt, options, n, n);
        for i in ask(game, env.agent, d)? {
            discard(
                game,
                hand[i],
                en_fr!(en: "maximum hand size", fr: "taille maximale de la main"),
            );
        }
    }
    for o in game.objects.iter_mut() {
        o.ext.damage = 0;
        o.ext.shields = 0;
        o.ext.dealt_first = false;
    }
    game.effects.retain(|e| e.duration != Duration::Turn);
    game.emit(|_| DuelEvent::Cleanup);
    Ok(())
}
