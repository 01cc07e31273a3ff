//! Triggered abilities (382–384): when an event meets a keyword's trigger hook, the linked
//! ability becomes a pending chain item; simultaneous triggers are ordered by their controller
//! through a decision, turn player first (383.3.d). What an ability chose may cost more to
//! finalize (809 Protection).

use super::env::{CallPhase, Env, ScriptCall};
use super::error::RulesError;
use super::pay::{Means, pay};
use super::play_options::targeting_tax;
use crate::events::ChainEvent;
use crate::model::functions::TRIGGER;
use crate::model::glossary::TriggerEvent;
use crate::model::glossary::{KwId, Stacking};
use crate::query::foreseen::{keyword_may_trigger, may_trigger};
use crate::query::keywords;
use crate::state::chain::ItemExt;
use crate::state::chain::{ChainItem, ChainKind};
use crate::state::{Game, ObjId, PlayerId};

pub use grimoire_core::state::trigger::Trigger;

/// What triggers on `obj` for `event`: each keyword-linked ability of its card whose keyword's
/// hook is `event` runs the card's function (one per instance, 808.2); a keyword with a
/// behaviour script and no linked text runs the script's `trigger`, once for redundant
/// keywords (816.2.a) or first-only ones (819.2), once per instance otherwise (817.2).
pub fn triggered_by(game: &Game, obj: ObjId, event: TriggerEvent) -> Vec<Trigger> {
    // Most objects asked have nothing for the event: they are passed over without listing
    // their keyword instances (checked against the listing in every debug build).
    if !may_trigger(game, obj, event) {
        debug_assert!(
            listed(game, obj, event).is_empty(),
            "{} triggers on {event:?} where none was foreseen",
            game.label(obj)
        );
        return Vec::new();
    }
    listed(game, obj, event)
}

/// `triggered_by`, every source looked at.
fn listed(game: &Game, obj: ObjId, event: TriggerEvent) -> Vec<Trigger> {
    let card = game.card(obj);
    let glossary = &game.catalog.glossary;
    // 187.6.b: an uncontrolled battlefield's triggered abilities are the turn player's to put
    // on the chain (no one may activate its abilities, `ability_use::ability_controller`).
    let controller = super::ability_use::ability_controller(game, obj).unwrap_or(game.turn.player);
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
            name: card.ability_name(&f.name),
            function: f.name.clone(),
            script: card.script,
            chooser: card_script.and_then(|s| s.chooser(&f.name)).cloned(),
            value: 0,
            subject: None,
        })
        .collect();
    // A triggered ability written as an instruction is the card function named after the event.
    if let Some(s) = card_script
        && let Some(f) = s.function(event.card_function())
    {
        out.push(Trigger {
            source: obj,
            controller,
            name: card.ability_name(f),
            function: f.clone(),
            script: card.script,
            chooser: s.chooser(f).cloned(),
            value: 0,
            subject: None,
        });
    }
    // Only an instance of a scripted keyword that triggers on or subscribes to the event can
    // trigger below; most objects have none, so their instances are not listed.
    let may = keywords::find_instance(game, obj, |kw, _| {
        keyword_may_trigger(&game.catalog, kw, event).then_some(())
    });
    if may.is_none() {
        return out;
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
            game.catalog.glossary.combine(&all, kw).unwrap_or(v)
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
        // The keyword as the card prints it (801.1).
        let printed = &def.shown_for(card.lang).to_string();
        let name = if value != 0 && def.stacking == Stacking::Added {
            format!("{printed} {value}")
        } else {
            printed.clone()
        };
        out.push(Trigger {
            source: obj,
            controller,
            chooser: info.chooser(&function).cloned(),
            function,
            script: Some(script),
            value,
            name: name.into(),
            subject: None,
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
    triggers: Vec<Trigger>,
    first: PlayerId,
) -> Result<(), RulesError> {
    // 383.3.e: a trigger whose condition does not hold triggers nothing: no one orders it.
    // A condition that cannot be asked now (from inside a card's function, where no script
    // runs) is asked as the ability is finalized. So is one ability triggered several times at
    // once, whose controller's order picks the instance « the first time … » counts (383.1.b):
    // each instance is asked on a copy of the game first, and only those that hold are kept.
    let mut holding = Vec::with_capacity(triggers.len());
    let mut asked = Vec::new();
    let several = |t: &Trigger| {
        triggers
            .iter()
            .filter(|u| u.source == t.source && u.function == t.function)
            .count()
            > 1
    };
    let once: Vec<bool> = triggers.iter().map(|t| !several(t)).collect();
    for (t, once) in triggers.into_iter().zip(once) {
        let held = if once {
            holds(game, env, &t)?
        } else {
            let before = game.checkpoint();
            let held = holds(game, env, &t);
            game.restore(before);
            match held? {
                Some(false) => Some(false),
                _ => None,
            }
        };
        match held {
            Some(false) => {}
            Some(true) => {
                asked.push(t.clone());
                holding.push(t);
            }
            None => holding.push(t),
        }
    }
    let mut triggers = holding;
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
            let label = game.label(t.source).to_string();
            game.emit(|g| {
                ChainEvent::TriggerPending {
                    serial,
                    trigger: t.name.clone(),
                    source: g.label(t.source).clone(),
                }
                .into()
            });
            let controller = t.controller;
            let condition_asked = asked.contains(&t);
            let kind = t.into_ability(label.into());
            game.chain.push(ChainItem::pending(
                serial,
                kind,
                controller,
                ItemExt {
                    condition_asked,
                    ..ItemExt::default()
                },
            ));
        }
        player = game.next_player(player);
    }
    Ok(())
}

/// 383.3.e: whether the condition after a trigger's event (`fn <function>_condition(ctx)`)
/// holds now, as it triggers — `None` when it cannot be asked here; asked once
/// (`ItemExt::condition_asked`: a condition may count what it is asked, « the second time I
/// move in a turn »). A trigger with no condition holds.
fn holds(game: &mut Game, env: &mut Env, t: &Trigger) -> Result<Option<bool>, RulesError> {
    let Some(script) = t.script else {
        return Ok(Some(true));
    };
    let Some(condition) = game.catalog.script(script).condition(&t.function).cloned() else {
        return Ok(Some(true));
    };
    let call = ScriptCall {
        value: t.value,
        subject: t.subject,
        ..ScriptCall::new(
            script,
            &condition,
            CallPhase::Replace,
            t.source,
            t.controller,
        )
    };
    env.scripts.call_flag(game, env.agent, call)
}

fn order(
    game: &mut Game,
    env: &mut Env,
    player: PlayerId,
    mine: Vec<Trigger>,
) -> Result<Vec<Trigger>, RulesError> {
    // Instances of one keyword on one permanent (two Vision, 817.2) are interchangeable: every
    // order is the same order, so there is nothing to choose; the trace says so.
    if Trigger::all_alike(&mine) {
        game.emit(|g| {
            ChainEvent::TriggersAlike {
                player,
                triggers: mine
                    .iter()
                    .map(|t| (t.name.clone(), g.label(t.source).clone()))
                    .collect(),
            }
            .into()
        });
        return Ok(mine);
    }
    let prompt = grimoire_core::en_fr!(
        en: "orders simultaneous triggers (first goes on the chain first)",
        fr: "ordonne des capacités déclenchées simultanées (la première va sur la pile en premier)"
    );
    grimoire_core::rules::triggers::order(game, env, player, mine, prompt)
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
        } => grimoire_core::format_en_fr!(
            en: "#{serial} {name} of {source_label}",
            fr: "#{serial} {name} de {source_label}"
        ),
        ChainKind::Card { .. } => format!("#{serial}"),
    };
    let what = grimoire_core::format_en_fr!(
        en: "{name}, for what it chose (809.1.c)",
        fr: "{name}, pour ses choix (809.1.c)"
    );
    if let Err(why) = Means::of(game, player).covers(&tax) {
        game.chain.remove(index);
        game.emit(|_| {
            ChainEvent::TaxUnpaid {
                player,
                tax,
                item: name,
                why: why.to_string(),
            }
            .into()
        });
        return Ok(false);
    }
    pay(game, player, &tax, &what)?;
    Ok(true)
}
