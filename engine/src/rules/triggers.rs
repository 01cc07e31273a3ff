//! Triggered abilities (382–384): when an event meets a keyword's trigger hook, the linked
//! ability becomes a pending chain item; simultaneous triggers are ordered by their controller
//! through a decision, turn player first (383.3.d).

use super::decide::ask;
use super::env::Env;
use super::error::RulesError;
use crate::model::card::ScriptId;
use crate::model::functions::{TRIGGER, ability_functions};
use crate::model::glossary::TriggerEvent;
use crate::model::glossary::{KwId, Stacking};
use crate::query::keywords;
use crate::state::chain::{ChainItem, ChainKind};
use crate::state::decision::{Decision, DecisionKind, DecisionOption, OptionValue};
use crate::state::{Game, ObjId, PlayerId};

/// A trigger waiting to be put on the chain.
#[derive(Clone, Debug)]
pub struct Trigger {
    pub source: ObjId,
    pub controller: PlayerId,
    pub function: String,
    pub script: Option<ScriptId>,
    pub value: i32,
    /// How the trace names it: the card's function, or the keyword.
    pub name: String,
}

/// What triggers on `obj` for `event`: each keyword-linked ability of its card whose keyword's
/// hook is `event` runs the card's function (one per instance, 808.2); a keyword with a
/// behaviour script and no linked text runs the script's `trigger`, once for redundant
/// keywords (816.2.a) or first-only ones (819.2), once per instance otherwise (817.2).
pub fn triggered_by(game: &Game, obj: ObjId, event: TriggerEvent) -> Vec<Trigger> {
    let card = game.card(obj);
    let glossary = &game.catalog.glossary;
    let controller = game.obj(obj).controller;
    let mut out: Vec<Trigger> = ability_functions(&card.text, glossary)
        .into_iter()
        .filter(|f| {
            f.keyword
                .is_some_and(|kw| glossary.get(kw).hooks.trigger == Some(event))
        })
        .map(|f| Trigger {
            source: obj,
            controller,
            name: f.name.clone(),
            function: f.name,
            script: card.script,
            value: 0,
        })
        .collect();
    // A triggered ability written as an instruction is the card function named after the event.
    if let Some(s) = card.script
        && game
            .catalog
            .script(s)
            .functions
            .contains(event.card_function())
    {
        let f = event.card_function();
        out.push(Trigger {
            source: obj,
            controller,
            name: f.to_string(),
            function: f.to_string(),
            script: card.script,
            value: 0,
        });
    }
    let linked: Vec<KwId> = ability_functions(&card.text, glossary)
        .into_iter()
        .filter_map(|f| f.keyword)
        .collect();
    let mut done: Vec<KwId> = Vec::new();
    for (kw, v) in keywords::instances(game, obj) {
        let def = glossary.get(kw);
        let Some(script) = game.catalog.keyword_script(kw) else {
            continue;
        };
        if def.hooks.trigger != Some(event) || linked.contains(&kw) {
            continue;
        }
        let once = matches!(def.stacking, Stacking::Redundant | Stacking::FirstOnly);
        if once && done.contains(&kw) {
            continue;
        }
        done.push(kw);
        let value = if def.stacking == Stacking::Added {
            keywords::value(game, obj, kw).unwrap_or(v)
        } else {
            v
        };
        if def.stacking == Stacking::Added && out.iter().any(|t| t.script == Some(script)) {
            continue;
        }
        let name = if value != 0 && def.stacking == Stacking::Added {
            format!("{} {value}", def.fr)
        } else {
            def.fr.clone()
        };
        out.push(Trigger {
            source: obj,
            controller,
            function: TRIGGER.to_string(),
            script: Some(script),
            value,
            name,
        });
    }
    out
}

/// Puts triggers on the chain as pending items, each controller ordering their own (383.3.d).
pub fn put_on_chain(
    game: &mut Game,
    env: &mut Env,
    triggers: Vec<Trigger>,
) -> Result<(), RulesError> {
    let first = game.turn.player;
    put_on_chain_from(game, env, triggers, first)
}

/// As `put_on_chain`, starting with `first` in turn order (459.2.d.1: the attacker's first).
pub fn put_on_chain_from(
    game: &mut Game,
    env: &mut Env,
    mut triggers: Vec<Trigger>,
    first: PlayerId,
) -> Result<(), RulesError> {
    let mut player = first;
    for _ in 0..game.players.len() {
        let mine: Vec<Trigger> = triggers
            .iter()
            .filter(|t| t.controller == player)
            .cloned()
            .collect();
        triggers.retain(|t| t.controller != player);
        let ordered = if mine.len() > 1 {
            order(game, env, player, mine)?
        } else {
            mine
        };
        for t in ordered {
            let serial = game.next_serial;
            game.next_serial += 1;
            let label = game.obj(t.source).label.clone();
            game.log(format!(
                "  #{serial} trigger {} of {label} goes on the chain (pending)",
                t.name
            ));
            game.chain.push(ChainItem {
                serial,
                kind: ChainKind::Ability {
                    source: t.source,
                    function: t.function,
                    source_label: label,
                    script: t.script,
                    value: t.value,
                    name: t.name,
                },
                controller: t.controller,
                pending: true,
                targets: Vec::new(),
                modes: Vec::new(),
                repeats: Vec::new(),
                destination: None,
                paid_options: Vec::new(),
                opened_chain: false,
            });
        }
        player = game.next_player(player);
    }
    Ok(())
}

fn order(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    mine: Vec<Trigger>,
) -> Result<Vec<Trigger>, RulesError> {
    let options = mine
        .iter()
        .enumerate()
        .map(|(i, t)| DecisionOption {
            label: format!("{} of {}", t.name, game.obj(t.source).label),
            value: OptionValue::Index(i as u32),
        })
        .collect();
    let prompt = "orders simultaneous triggers (first goes on the chain first)";
    let decision = Decision::ordering(player, DecisionKind::TriggerOrder, prompt, options);
    let answer = ask(game, env.agent, decision)?;
    Ok(answer.into_iter().map(|i| mine[i].clone()).collect())
}
