//! The chain's procedure (335–340): finalize pending items, let players act or pass in turn
//! order, and when all have passed in succession resolve the newest item.

use super::cleanup::cleanup;
use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use super::showdown::{chain_emptied, pass_focus};
use super::zones::{Position, move_to};
use crate::events::{ChainEvent, label};
use crate::model::functions::RESOLVE;
use crate::model::glossary::TriggerEvent;
use crate::query::conditions::active_dependents;
use crate::state::chain::ChainKind;
use crate::state::chain::Chosen;
use crate::state::game::Phase;
use crate::state::{Game, PlayerId, Zone};
use grimoire_core::rules::resolution::guarded;

/// Passes priority (338.1.c); when every player has passed in succession, the newest item
/// resolves (339.1, 340).
pub fn pass(game: &mut Game, env: &mut Env, player: PlayerId) -> Result<(), RulesError> {
    if game.chain.is_empty() {
        if game.showdown.is_some() {
            pass_focus(game, env, player)?;
            return settle(game, env);
        }
        return Err(RulesError::illegal(format!(
            "{player} cannot pass: the chain is empty and no showdown is on (the turn player ends the turn instead, 316.6)"
        )));
    }
    game.emit(|_| ChainEvent::Passes(player).into());
    game.turn.passes += 1;
    if game.turn.passes as usize >= game.players.len() {
        resolve_newest(game, env)?;
    } else {
        game.turn.priority = Some(game.next_player(player));
    }
    Ok(())
}

/// 340.1: the newest item resolves in its entirety; a spell then goes to its owner's trash.
fn resolve_newest(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    let item = game.chain.pop().expect("resolve with a non-empty chain");
    game.turn.passes = 0;
    // 359.3.e.2: its targets are checked against what they were chosen under as it resolves.
    super::targets::begin_resolution(game, &item);
    match &item.kind {
        ChainKind::Card { card } => {
            let card = *card;
            let serial = item.serial;
            game.emit(|g| {
                ChainEvent::Resolves {
                    serial,
                    card: label(g, card),
                }
                .into()
            });
            if let Some(script) = game.card(card).script {
                let failed = guarded(game, env, |game, env| {
                    spell_effects(game, env, &item, card, script)
                })?;
                if let Some(error) = failed {
                    game.emit(|_| {
                        ChainEvent::ScriptFailed {
                            serial,
                            error: error.to_string(),
                        }
                        .into()
                    });
                }
            }
            if game.obj(card).zone == Zone::Chain {
                let owner = game.obj(card).owner;
                move_to(game, card, Zone::Trash(owner), Position::Bottom);
                game.emit(|g| {
                    ChainEvent::ResolvedToTrash {
                        card: label(g, card),
                        owner,
                    }
                    .into()
                });
            }
            // 419.4.a: the spell's play is complete as it resolves, even with none of its
            // instructions executed (359.3.e.10): "when you play a spell" triggers now, on the
            // chain at the next cleanup; a spell countered never gets here (419.4.b).
            super::noted::note_after(game, None, TriggerEvent::CardPlayed, &[card]);
        }
        ChainKind::Ability {
            source,
            function,
            source_label,
            script,
            value,
            name,
            subject,
            ..
        } => {
            game.emit(|_| {
                ChainEvent::AbilityResolves {
                    serial: item.serial,
                    ability: name.clone(),
                    source: source_label.clone(),
                }
                .into()
            });
            if let Some(script) = *script {
                super::targets::trace_illegal(game, &item, 0, &item.targets, *source);
                let call = ScriptCall {
                    subject: *subject,
                    ..ScriptCall::resolving(&item, script, function, *source, *value)
                };
                let failed = guarded(game, env, |game, env| {
                    env.scripts.call(game, env.agent, call).map(|_| ())
                })?;
                if let Some(error) = failed {
                    let serial = item.serial;
                    game.emit(|_| {
                        ChainEvent::ScriptFailed {
                            serial,
                            error: error.to_string(),
                        }
                        .into()
                    });
                }
            }
        }
    }
    super::targets::end_resolution(game);
    if game.chain.is_empty() {
        // 340.2.a, 346.1: focus moves on, unless a trigger started this chain.
        let by_trigger = matches!(item.kind, ChainKind::Ability { .. });
        chain_emptied(game, by_trigger);
    }
    settle(game, env)
}

/// What a spell's resolution does (340.1): its `resolve` function once, then once more for each
/// repeat paid (820.1.d, 820.3), each with its own choices; then its dependent abilities whose
/// condition holds (727, 812). Also what the legality check of a play foresees (358.2).
pub(super) fn spell_effects(
    game: &mut Game,
    env: &mut Env,
    item: &crate::state::chain::ChainItem,
    card: crate::state::ObjId,
    script: crate::model::card::ScriptId,
) -> Result<(), RulesError> {
    // The spell is still played once (820.3.a).
    let first = Chosen {
        targets: item.targets.clone(),
        modes: item.modes.clone(),
    };
    for (k, chosen) in std::iter::once(&first).chain(&item.ext.repeats).enumerate() {
        if k > 0 {
            game.emit(|g| {
                ChainEvent::ResolvesAgain {
                    card: label(g, card),
                }
                .into()
            });
        }
        super::targets::trace_illegal(game, item, k as u32, &chosen.targets, card);
        let call = ScriptCall {
            targets: &chosen.targets,
            modes: &chosen.modes,
            execution: k as u32,
            ..ScriptCall::new(script, RESOLVE, CallPhase::Resolve, card, item.controller)
        };
        env.scripts.call(game, env.agent, call)?;
    }
    for f in active_dependents(game, card) {
        game.emit(|g| {
            ChainEvent::DependentActive {
                card: label(g, card),
                ability: g.card(card).ability_name(&f.name),
                rule: f
                    .keyword
                    .map(|kw| g.catalog.glossary.get(kw).rule.clone())
                    .unwrap_or_default(),
            }
            .into()
        });
        let call = ScriptCall::resolving(item, script, &f.name, card, 0);
        env.scripts.call(game, env.agent, call)?;
    }
    Ok(())
}

/// Handles outstanding tasks, then finalizes pending items oldest first (335, 337.1), then
/// gives priority: to the controller of the newest item while a chain exists (337.1.c.3), else
/// to the turn player in the Main Phase (335.3).
pub fn settle(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    loop {
        cleanup(game, env)?;
        if let Some(index) = game.chain.iter().position(|i| i.pending) {
            // 354.3: a card an effect played goes on with its play now that the effect has
            // resolved.
            if super::play_by_effect::is_effect_play(game, index) {
                super::play_by_effect::finalize(game, env, index)?;
            } else {
                finalize_ability(game, env, index)?;
            }
            continue;
        }
        // 335.3: with nothing outstanding outside the Main Phase, the procedure goes on.
        if !super::turn::advance(game, env)? {
            break;
        }
    }
    // 312.2: who holds priority follows from the state.
    game.turn.priority = match (game.chain.last(), &game.showdown) {
        _ if game.turn.winner.is_some() => None,
        (Some(item), _) => Some(item.controller),
        (None, Some(sd)) => Some(sd.focus),
        (None, None) if game.turn.phase == Phase::Main => Some(game.turn.player),
        (None, None) => None,
    };
    Ok(())
}

/// 337.1 for a pending triggered ability: its controller makes its choices, then it is final.
fn finalize_ability(game: &mut Game, env: &mut Env, index: usize) -> Result<(), RulesError> {
    let item = game.chain[index].clone();
    if let ChainKind::Ability {
        source,
        script: Some(script),
        chooser,
        value,
        subject,
        function,
        ..
    } = &item.kind
    {
        let script = *script;
        // 383.3.e: a condition after the trigger's own (`fn <function>_condition(ctx)`) must
        // hold for the ability to go on the chain; asked now, as it is placed.
        if let Some(condition) = game.catalog.script(script).condition(function).cloned()
            && !item.ext.condition_asked
        {
            let call = ScriptCall {
                value: *value,
                subject: *subject,
                ..ScriptCall::new(
                    script,
                    &condition,
                    CallPhase::Replace,
                    *source,
                    item.controller,
                )
            };
            if env.scripts.call_flag(game, env.agent, call)? == Some(false) {
                game.chain.remove(index);
                let serial = item.serial;
                let why = grimoire_core::en_fr!(
                    en: "its condition does not hold (383.3.e)",
                    fr: "sa condition n'est pas remplie (383.3.e)"
                )
                .to_string();
                game.emit(|_| ChainEvent::LeavesChain { serial, why }.into());
                return Ok(());
            }
        }
        if let Some(chooser) = chooser {
            let call = ScriptCall {
                value: *value,
                subject: *subject,
                ..ScriptCall::new(script, chooser, CallPhase::Choose, *source, item.controller)
            };
            // 355.8: a triggered ability that cannot make its choices does not go on the chain;
            // whatever its choice function did before finding that out is undone.
            let before = game.checkpoint();
            let chosen = match env.scripts.call(game, env.agent, call) {
                Err(RulesError::Illegal(why)) => {
                    game.restore(before);
                    game.chain.remove(index);
                    let serial = item.serial;
                    game.emit(|_| ChainEvent::LeavesChain { serial, why }.into());
                    return Ok(());
                }
                other => other?,
            };
            game.keep(before);
            super::targets::keep_restrictions(game, index);
            game.chain[index].targets = chosen.targets;
            game.chain[index].modes = chosen.modes;
            // 809.1.c: what it chose may cost more (Protection); unpaid, it leaves the chain.
            if !super::triggers::pay_ability_tax(game, index)? {
                return Ok(());
            }
        }
    }
    game.chain[index].pending = false;
    game.turn.passes = 0;
    let serial = game.chain[index].serial;
    game.emit(|_| {
        ChainEvent::Finalized {
            serial,
            rule: "337.1",
        }
        .into()
    });
    Ok(())
}
