//! Triggered abilities (382–384): when an event meets a keyword's trigger hook, the linked
//! ability becomes a pending chain item; simultaneous triggers are ordered by their controller
//! through a decision, turn player first (383.3.d). What an ability chose may cost more to
//! finalize (809 Protection).

use super::decide::ask;
use super::env::Env;
use super::error::RulesError;
use super::pay::{pay, plan};
use super::play_options::targeting_tax;
use crate::events::ChainEvent;
use crate::model::card::ScriptId;
use crate::model::functions::TRIGGER;
use crate::model::glossary::TriggerEvent;
use crate::model::glossary::{KwId, Stacking};
use crate::query::keywords;
use crate::state::chain::ItemExt;
use crate::state::chain::{ChainItem, ChainKind};
use crate::state::decision::{Decision, DecisionKind, DecisionOption, OptionValue};
use crate::state::{Game, ObjId, PlayerId};
use std::rc::Rc;

/// A trigger waiting to be put on the chain.
#[derive(Clone, Debug)]
pub struct Trigger {
    pub source: ObjId,
    pub controller: PlayerId,
    pub function: Rc<str>,
    pub script: Option<ScriptId>,
    /// The choice function `script` defines for `function`, if any: made while it is pending
    /// (337.1).
    pub chooser: Option<Rc<str>>,
    pub value: i32,
    /// How the trace names it: the card's function, or the keyword.
    pub name: Rc<str>,
}

/// What triggers on `obj` for `event`: each keyword-linked ability of its card whose keyword's
/// hook is `event` runs the card's function (one per instance, 808.2); a keyword with a
/// behaviour script and no linked text runs the script's `trigger`, once for redundant
/// keywords (816.2.a) or first-only ones (819.2), once per instance otherwise (817.2).
pub fn triggered_by(game: &Game, obj: ObjId, event: TriggerEvent) -> Vec<Trigger> {
    let card = game.card(obj);
    let glossary = &game.catalog.glossary;
    let controller = game.obj(obj).controller;
    // 718.2, 722.2: printed text that is inactive (an attached card's) triggers nothing; a
    // linked ability whose keyword was removed is gone with it (801.3.b).
    let text_active = game.obj(obj).attached_to.is_none();
    let card_script = card.script.map(|s| game.catalog.script(s));
    let mut out: Vec<Trigger> = card
        .abilities
        .iter()
        .filter(|f| {
            f.keyword.is_some_and(|kw| {
                glossary.get(kw).hooks.trigger == Some(event)
                    && text_active
                    && keywords::has_active(game, obj, kw)
            })
        })
        .map(|f| Trigger {
            source: obj,
            controller,
            name: f.name.clone(),
            function: f.name.clone(),
            script: card.script,
            chooser: card_script.and_then(|s| s.chooser(&f.name)).cloned(),
            value: 0,
        })
        .collect();
    // A triggered ability written as an instruction is the card function named after the event.
    if let Some(s) = card_script
        && let Some(f) = s.function(event.card_function())
    {
        out.push(Trigger {
            source: obj,
            controller,
            name: f.clone(),
            function: f.clone(),
            script: card.script,
            chooser: s.chooser(f).cloned(),
            value: 0,
        });
    }
    let linked: Vec<KwId> = card.abilities.iter().filter_map(|f| f.keyword).collect();
    let mut done: Vec<KwId> = Vec::new();
    let all = keywords::instances(game, obj);
    for &(kw, v) in &all {
        let def = glossary.get(kw);
        let Some(script) = game.catalog.keyword_script(kw) else {
            continue;
        };
        // The keyword's trigger hook runs its script's `trigger` (unless the card links the
        // keyword to an ability of its own, run above; the script defines it, or it would not
        // have loaded); a subscription to the event in `[keyword.on]` runs the function it
        // names.
        let info = game.catalog.script(script);
        let function = if def.hooks.trigger == Some(event) && !linked.contains(&kw) {
            info.function(TRIGGER)
        } else {
            glossary.subscription(kw, event.name())
        };
        let Some(function) = function.cloned() else {
            continue;
        };
        let once = matches!(def.stacking, Stacking::Redundant | Stacking::FirstOnly);
        if once && done.contains(&kw) {
            continue;
        }
        done.push(kw);
        let value = if def.stacking == Stacking::Added {
            keywords::combine(game, &all, kw).unwrap_or(v)
        } else {
            v
        };
        if def.stacking == Stacking::Added
            && out
                .iter()
                .any(|t| t.script == Some(script) && t.function == function)
        {
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
            chooser: info.chooser(&function).cloned(),
            function,
            script: Some(script),
            value,
            name: name.into(),
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
            let label = game.obj(t.source).label.to_string();
            game.emit(|g| {
                ChainEvent::TriggerPending {
                    serial,
                    trigger: t.name.clone(),
                    source: g.obj(t.source).label.clone(),
                }
                .into()
            });
            game.chain.push(ChainItem::pending(
                serial,
                ChainKind::Ability {
                    source: t.source,
                    function: t.function,
                    source_label: label.into(),
                    script: t.script,
                    chooser: t.chooser,
                    value: t.value,
                    name: t.name,
                },
                t.controller,
                ItemExt::default(),
            ));
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
    // Instances of one keyword on one permanent (two Vision, 817.2) are interchangeable: every
    // order is the same order, so there is nothing to choose.
    let same = |a: &Trigger, b: &Trigger| {
        (a.source, &a.function, a.script, a.value) == (b.source, &b.function, b.script, b.value)
    };
    if mine.iter().all(|t| same(t, &mine[0])) {
        game.emit(|g| {
            ChainEvent::TriggersAlike {
                player,
                triggers: mine
                    .iter()
                    .map(|t| (t.name.clone(), g.obj(t.source).label.clone()))
                    .collect(),
            }
            .into()
        });
        return Ok(mine);
    }
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

/// 809.1.c–d, 383.3.b.1: a triggered ability whose choices chose an opponent's permanent with a
/// targeting tax (Protection) costs that much more, in power of any domain (809.1.c.1), each
/// time it chose it; the cost is paid as the ability is finalized. If its controller cannot pay,
/// the ability is not finalized: it leaves the chain, traced. Returns whether it stays.
pub fn pay_ability_tax(game: &mut Game, index: usize) -> Result<bool, RulesError> {
    let item = &game.chain[index];
    let (player, serial) = (item.controller, item.serial);
    let tax = targeting_tax(game, player, &item.targets);
    if tax.is_zero() {
        return Ok(true);
    }
    let name = match &item.kind {
        ChainKind::Ability {
            name, source_label, ..
        } => format!("#{serial} {name} of {source_label}"),
        ChainKind::Card { .. } => format!("#{serial}"),
    };
    let what = format!("{name}, for what it chose (809.1.c)");
    if let Err(why) = plan(game, player, &tax) {
        game.chain.remove(index);
        game.emit(|_| {
            ChainEvent::TaxUnpaid {
                player,
                tax,
                item: name,
                why,
            }
            .into()
        });
        return Ok(false);
    }
    pay(game, player, &tax, &what)?;
    Ok(true)
}
