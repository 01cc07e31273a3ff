//! Triggered abilities: when an event of the catalogue happens to an object, each keyword of
//! the object subscribed to it (`[keyword.on]`; several instances of a keyword triggering
//! separately, courage.3, sauvagerie.3) and the card's own function named after the event
//! (`when_attacks`) trigger. They wait until a player would next get priority, then go on the
//! stack, the active player's first, each player ordering their own; their choices are made as
//! they go on it, and one that cannot make them is removed.

use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use crate::events::DuelEvent;
use crate::model::catalogue::EVENTS;
use crate::model::glossary::{Param, Stacking};
use crate::query::keywords;
use crate::state::chain::{ChainItem, ItemExt};
use crate::state::{Game, ObjId};
use grimoire_core::en_fr;
use grimoire_core::rules::triggers::order;

pub use grimoire_core::state::trigger::Trigger;

/// What triggers on `obj` for `event`.
pub fn triggered(game: &Game, obj: ObjId, event: &str) -> Vec<Trigger> {
    let glossary = &game.catalog.glossary;
    let controller = game.obj(obj).controller;
    let mut out = Vec::new();
    let all = keywords::instances(game, obj);
    let mut done = Vec::new();
    for &(kw, v) in &all {
        let def = glossary.get(kw);
        let (Some(function), Some(script)) = (
            glossary.subscription(kw, event).cloned(),
            game.catalog.keyword_script(kw),
        ) else {
            continue;
        };
        let separate = def.stacking == Stacking::Separate;
        if !separate && done.contains(&kw) {
            continue;
        }
        done.push(kw);
        let value = if separate {
            v
        } else {
            game.catalog.glossary.combine(&all, kw).unwrap_or(v)
        };
        // The keyword as the card prints it.
        let printed = &def.shown_for(game.card(obj).lang).to_string();
        let name = if def.shape.param == Param::Number {
            format!("{printed} {value}")
        } else {
            printed.clone()
        };
        out.push(Trigger {
            source: obj,
            controller,
            chooser: game.catalog.script(script).chooser(&function).cloned(),
            function,
            script: Some(script),
            value,
            name: name.into(),
            subject: None,
        });
    }
    let card = game.card(obj);
    if let Some(script) = card.script
        && let Some((_, f)) = EVENTS.iter().find(|(e, _)| *e == event)
        && game.catalog.script(script).defines(f)
    {
        out.push(Trigger {
            source: obj,
            controller,
            function: (*f).into(),
            script: Some(script),
            chooser: game.catalog.script(script).chooser(f).cloned(),
            value: 0,
            name: card.ability_name(f),
            subject: None,
        });
    }
    out
}

/// `event` happens to `obj`: what triggers waits for the stack.
pub fn fire(game: &mut Game, obj: ObjId, event: &str) {
    let t = triggered(game, obj, event);
    game.ext.waiting.extend(t);
}

/// Puts the waiting triggers on the stack: the active player's first (they resolve last), each
/// player ordering their own.
pub fn put_waiting(game: &mut Game, env: &mut Env) -> Result<(), RulesError> {
    let waiting = std::mem::take(&mut game.ext.waiting);
    let mut player = game.turn.player;
    for _ in 0..game.players.len() {
        let mine: Vec<Trigger> = waiting
            .iter()
            .filter(|t| t.controller == player)
            .cloned()
            .collect();
        let ordered = if mine.len() > 1 {
            let prompt = en_fr!(
                en: "orders simultaneous triggers (first goes on the stack first)",
                fr: "ordonne les capacités déclenchées simultanées (la première va sur la pile en premier)"
            );
            order(game, env, player, mine, prompt)?
        } else {
            mine
        };
        for t in ordered {
            put_one(game, env, t)?;
        }
        player = game.next_player(player);
    }
    Ok(())
}

/// One trigger onto the stack: its choices made (`choose_<function>`), or it is removed when
/// it cannot make them.
fn put_one(game: &mut Game, env: &mut Env, t: Trigger) -> Result<(), RulesError> {
    let serial = game.new_serial();
    let source_label = game.label(t.source).clone();
    game.emit(|_| DuelEvent::Triggers {
        serial,
        name: t.name.clone(),
        source: source_label.clone(),
    });
    let kind = t.clone().into_ability(source_label);
    // Pending on the stack while its choices are made, as a spell being cast is: what it says
    // of itself then (`ctx.cannot_be_countered`) is said of this item.
    let item = ChainItem::pending(serial, kind, t.controller, ItemExt::default());
    game.chain.push(item);
    let index = game.chain.len() - 1;
    if let Some(script) = t.script
        && let Some(chooser) = &t.chooser
    {
        let before = game.checkpoint();
        let call = ScriptCall {
            value: t.value,
            ..ScriptCall::new(script, chooser, CallPhase::Choose, t.source, t.controller)
        };
        match env.scripts.call(game, env.agent, call) {
            Err(RulesError::Illegal(why)) => {
                game.restore(before);
                game.chain.pop();
                game.emit(|_| DuelEvent::TriggerRemoved { serial, why });
                return Ok(());
            }
            Err(e) => return Err(e),
            Ok(chosen) => {
                game.keep(before);
                let item = &mut game.chain[index];
                item.ext.targeted = !chosen.targets.is_empty();
                item.targets = chosen.targets;
                item.modes = chosen.modes;
            }
        }
    }
    game.chain[index].pending = false;
    game.turn.passes = 0;
    Ok(())
}
