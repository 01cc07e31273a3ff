//! Priority and the stack: a player with priority acts or passes; when every player has passed
//! in succession, the newest item of the stack resolves, or, with an empty stack, the step ends.
//! Before anyone gets priority, state-based actions are done and waiting triggers go on the
//! stack; between steps that give no priority the procedure moves on by itself.

use super::continuous;
use super::env::{Env, ScriptCall};
use super::error::RulesError;
use super::sba::state_based_actions;
use super::triggers::put_waiting;
use super::turn::advance;
use super::zones::{graveyard, move_to};
use crate::events::{DuelEvent, label};
use crate::model::functions::RESOLVE;
use crate::state::chain::{ChainItem, ChainKind};
use crate::state::{Game, PlayerId, Position, Zone};
use grimoire_core::state::chain::Target;

/// `player` passes priority.
pub fn pass(game: &mut Game, env: &mut Env, player: PlayerId) -> Result<(), RulesError> {
    game.emit(|_| DuelEvent::Passes { player });
    game.turn.passes += 1;
    if (game.turn.passes as usize) < game.players.len() {
        // The next player gets priority: state-based actions and waiting triggers first.
        game.turn.priority = Some(game.next_player(player));
        return settle(game, env);
    }
    game.turn.passes = 0;
    match game.chain.pop() {
        Some(item) => {
            resolve(game, env, item)?;
            // After a resolution, the active player gets priority.
            game.turn.priority = Some(game.turn.player);
        }
        None => {
            // Everyone passed with an empty stack: the step ends.
            game.turn.priority = None;
        }
    }
    settle(game, env)
}

/// Whether a target chosen is still legal: the same object, where it was (in play, or on the
/// stack for a spell), a player still in the game, or an ability still on the stack.
fn still_legal(game: &Game, t: &Target) -> bool {
    match t {
        Target::Object(h) => {
            let o = game.obj(h.obj);
            o.incarnation == h.incarnation && matches!(o.zone, Zone::Battlefield | Zone::Stack)
        }
        Target::Player(_) => true,
        Target::Item(serial) => super::counter::item_on_stack(game, *serial),
    }
}

/// The newest item resolves: a spell or ability whose every target has become illegal does
/// not; a permanent spell enters the battlefield; an instant or sorcery runs `resolve` and goes
/// to its owner's graveyard.
fn resolve(game: &mut Game, env: &mut Env, item: ChainItem) -> Result<(), RulesError> {
    let serial = item.serial;
    let what: std::rc::Rc<str> = item.name(game).into();
    let fizzles = item.ext.targeted && !item.targets.iter().any(|t| still_legal(game, t));
    if fizzles {
        game.emit(|_| DuelEvent::Fizzles {
            serial,
            what: what.clone(),
        });
        if let ChainKind::Card { card } = item.kind {
            let to = graveyard(game, card);
            move_to(game, card, to, Position::Bottom);
            game.emit(|g| DuelEvent::ToGraveyard {
                card: label(g, card),
                owner: g.obj(card).owner,
            });
        }
        return Ok(());
    }
    game.emit(|_| DuelEvent::Resolves {
        serial,
        what: what.clone(),
    });
    match &item.kind {
        ChainKind::Card { card } => {
            let card = *card;
            if game.card(card).kind.is_permanent() {
                move_to(game, card, Zone::Battlefield, Position::Bottom);
                game.obj_mut(card).controller = item.controller;
                game.emit(|g| DuelEvent::Enters {
                    card: label(g, card),
                    controller: item.controller,
                });
                // An Aura enters attached to the creature it targeted (701.2a); with its
                // target gone it would not have resolved (it fizzled above).
                if game.card(card).has_subtype(super::sba::AURA)
                    && let Some(Target::Object(h)) =
                        item.targets.iter().find(|t| still_legal(game, t))
                {
                    super::permanent::attach(game, card, h.obj)?;
                }
                super::triggers::fire(game, card, crate::model::catalogue::ENTERS);
                return Ok(());
            }
            if let Some(script) = game.card(card).script
                && game.catalog.script(script).defines(RESOLVE)
            {
                let call = ScriptCall::resolving(&item, script, RESOLVE, card, item.ext.x as i32);
                run_guarded(game, env, serial, call)?;
            }
            if game.obj(card).zone == Zone::Stack {
                let to = graveyard(game, card);
                move_to(game, card, to, Position::Bottom);
                game.emit(|g| DuelEvent::ToGraveyard {
                    card: label(g, card),
                    owner: g.obj(card).owner,
                });
            }
        }
        ChainKind::Ability {
            source,
            function,
            script,
            value,
            ..
        } => {
            if let Some(script) = *script {
                let call = ScriptCall::resolving(&item, script, function, *source, *value);
                run_guarded(game, env, serial, call)?;
            }
        }
    }
    Ok(())
}

/// Runs a resolving item's script; when the card's script fails, what it did is undone, the
/// failure is traced and the item does nothing (`grimoire_core::rules::resolution`): a spell
/// then goes to its owner's graveyard as any instant or sorcery that resolved.
fn run_guarded(
    game: &mut Game,
    env: &mut Env,
    serial: u32,
    call: ScriptCall<'_>,
) -> Result<(), RulesError> {
    let failed = grimoire_core::rules::resolution::guarded(game, env, |game, env| {
        env.scripts.call(game, env.agent, call).map(|_| ())
    })?;
    if let Some(error) = failed {
        game.emit(|_| DuelEvent::ScriptFailed {
            serial,
            error: error.to_string(),
        });
    }
    Ok(())
}

/// Brings the game to the next point where a player acts: continuous abilities, state-based
/// actions and waiting triggers first, then the procedure through every step that gives no
/// priority.
pub fn settle(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    let mut guard = 0;
    loop {
        guard += 1;
        if guard > 10_000 {
            return Err(RulesError::NotSupported(
                "the game does not settle after 10,000 rounds of state-based actions".into(),
            ));
        }
        continuous::refresh(game, env)?;
        if state_based_actions(game, env)? {
            continue;
        }
        if game.turn.winner.is_some() || game.turn.drawn {
            game.turn.priority = None;
            return Ok(());
        }
        if !game.ext.waiting.is_empty() {
            put_waiting(game, env)?;
            if game.turn.priority.is_none() {
                game.turn.priority = Some(game.turn.player);
            }
            continue;
        }
        if game.turn.priority.is_some() {
            return Ok(());
        }
        advance(game, env)?;
    }
}
