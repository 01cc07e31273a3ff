//! Control of a spell on the chain: a player gains control of it (« gain control of a spell »),
//! and its new controller may make new choices for it (« you may make new choices for it »).
//! Its effect is then theirs: what it calls friendly and enemy, who draws, who chooses, is read
//! from its controller as it resolves (359.3.f.4: such words are checked on execution).

use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use crate::events::{BoardEvent, ChainEvent, label};
use crate::model::functions::CHOOSE;
use crate::state::chain::ChainKind;
use crate::state::{Game, ObjId, PlayerId};

/// Where `card`'s item is on the chain, if it is there.
pub fn item_of(game: &Game, card: ObjId) -> Option<usize> {
    game.chain
        .iter()
        .position(|it| it.kind == ChainKind::Card { card })
}

/// Whether `card` is a spell on the chain (a card whose item waits there).
pub fn on_chain(game: &Game, card: ObjId) -> bool {
    item_of(game, card).is_some()
}

/// `player` gains control of the spell `card` on the chain; whether its controller changed.
pub fn gain_control_of_spell(game: &mut Game, card: ObjId, player: PlayerId) -> bool {
    let Some(i) = item_of(game, card) else {
        return false;
    };
    let before = game.chain[i].controller;
    if before == player {
        game.emit(|g| {
            BoardEvent::AlreadyControls {
                player,
                card: label(g, card),
            }
            .into()
        });
        return false;
    }
    game.chain[i].controller = player;
    game.obj_mut(card).controller = player;
    game.emit(|g| {
        ChainEvent::SpellControlled {
            player,
            card: label(g, card),
            from: before,
        }
        .into()
    });
    true
}

/// The controller of the spell `card` on the chain makes its choices again, as it was played
/// (355: targets and modes, for each of its executions, 820.2); the new ones replace the old,
/// each target kept with what it is chosen under. Whether there was a spell to choose for.
pub fn new_choices(game: &mut Game, env: &mut Env, card: ObjId) -> Result<bool, RulesError> {
    let Some(i) = item_of(game, card) else {
        return Ok(false);
    };
    let Some(script) = game.card(card).script else {
        return Ok(false);
    };
    if !game.catalog.script(script).functions.contains(CHOOSE) {
        return Ok(false);
    }
    let player = game.chain[i].controller;
    game.emit(|g| {
        ChainEvent::NewChoices {
            player,
            card: label(g, card),
        }
        .into()
    });
    let executions = 1 + game.chain[i].ext.repeats.len();
    let kept = std::mem::take(&mut game.targeting.choosing);
    let mut chosen = Vec::with_capacity(executions);
    for k in 0..executions {
        let call = ScriptCall {
            execution: k as u32,
            ..ScriptCall::new(script, CHOOSE, CallPhase::Choose, card, player)
        };
        chosen.push(env.scripts.call(game, env.agent, call)?);
    }
    let restrictions = std::mem::replace(&mut game.targeting.choosing, kept);
    // The chain may not have changed under a choice, but look the item up again all the same.
    let Some(i) = item_of(game, card) else {
        return Ok(false);
    };
    let item = &mut game.chain[i];
    item.ext.restrictions = restrictions;
    let mut chosen = chosen.into_iter();
    if let Some(first) = chosen.next() {
        item.targets = first.targets;
        item.modes = first.modes;
    }
    item.ext.repeats = chosen.collect();
    Ok(true)
}
