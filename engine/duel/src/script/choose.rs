//! Choices made while a spell or ability goes on the stack: its targets (objects or players,
//! by a filter relative to its controller) and costs paid by choosing (a creature to
//! sacrifice, 701.6a). Each is a decision of the controller; with no legal choice the spell or
//! ability cannot be put on the stack.

use super::Ctx;
use super::support::{Res, err, fault, in_phase, none_of, permanent_filter, refuse};
use crate::model::card::CardKind;
use crate::rules::decide::ask;
use crate::rules::env::CallPhase;
use crate::rules::prompt::Prompt;
use crate::state::chain::ChainKind;
use crate::state::decision::{Decision, DecisionKind, DecisionOption, OptionValue};
use crate::state::{Game, ObjId, PlayerId, Zone};
use grimoire_core::format_en_fr;
use grimoire_core::rules::env::ChoiceOptions;
use grimoire_core::script::ApiFn;
use grimoire_core::state::chain::Target;

/// Choices while the spell or ability goes on the stack. Declared once each
/// (`Ruleset::API`).
pub const API: &[ApiFn<crate::Duel>] = &[
    ApiFn::call(
        "choose_target",
        &["filter"],
        "while it goes on the stack: the controller chooses a target, `\"creature\"`, \
         `\"my_creature\"`, `\"opponent_creature\"`, `\"permanent\"`, \
         `\"artifact_or_enchantment\"`, `\"my_equipment\"`, `\"player\"`, `\"opponent\"`, \
         `\"any\"` (a creature or a player), `\"spell\"` (another spell on the stack), \
         `\"ability\"` (an activated or triggered ability on the stack, named `#N` as the trace \
         numbers it) or `\"spell_or_ability\"`; the object's id, -1 for a player or an ability. With no legal choice the spell or ability cannot be cast or \
         activated; a triggered ability is removed",
        |e, name| {
            e.register_fn(name, choose_target);
        },
    )
    .direct(super::direct::CHOOSE_TARGET),
    ApiFn::call(
        "choose_targets",
        &["options"],
        "as `choose_target`, its filter given as options: `what` (`\"creature\"`, \
         `\"permanent\"`, `\"artifact_or_enchantment\"`, `\"equipment\"`, `\"spell\"`, \
         `\"player\"`, `\"any\"`) and `side` (`\"mine\"`, `\"opponent\"`): how the effect \
         language writes a target an object phrase names (« la créature ciblée que vous \
         contrôlez »)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, options: rhai::Map| -> Res<i64> {
                let filter = filter_of(&options)?;
                choose_target(ctx, filter)
            });
        },
    )
    .direct(super::direct::CHOOSE_TARGETS),
    ApiFn::call(
        "select",
        &["options"],
        "every object on the battlefield the options of `choose_targets` let through (« les \
         créatures que vous contrôlez »), not targeted",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, options: rhai::Map| -> Res<rhai::Array> {
                let filter = filter_of(&options)?;
                let s = ctx.state();
                Ok(candidates(&s.game, s.controller, s.source, filter)?
                    .into_iter()
                    .filter_map(|v| match v {
                        OptionValue::Object(o) if s.game.obj(o).zone == Zone::Battlefield => {
                            Some(rhai::Dynamic::from(o.0 as i64))
                        }
                        _ => None,
                    })
                    .collect())
            });
        },
    ),
    ApiFn::call(
        "sacrifice_cost",
        &["filter"],
        "while it goes on the stack: the controller sacrifices a permanent they control as a cost, \
         `\"creature\"`, `\"artifact\"` or `\"permanent\"`, their choice (701.6a); without one, it \
         cannot be activated",
        |e, name| {
            e.register_fn(name, sacrifice_cost);
        },
    ),
];

/// The filter of `choose_target` that the options of `choose_targets` and `select` name.
pub(super) fn filter_of(options: &rhai::Map) -> Res<&'static str> {
    // A shared string, not a copy: the words are only compared.
    let word = |key: &str| -> Res<Option<rhai::ImmutableString>> {
        match options.get(key) {
            None => Ok(None),
            Some(v) => v
                .clone()
                .into_immutable_string()
                .map(Some)
                .or_else(|_| err(format!("choose_targets: `{key}` is a word"))),
        }
    };
    if let Some(k) = options
        .keys()
        .find(|k| !matches!(k.as_str(), "what" | "side"))
    {
        return err(format!(
            "choose_targets: the duel reads `what` and `side`, not `{k}`"
        ));
    }
    let what = word("what")?.ok_or("choose_targets: `what` names what is chosen")?;
    let side = word("side")?;
    Ok(match (what.as_str(), side.as_ref().map(|s| s.as_str())) {
        ("creature", None) => "creature",
        ("creature", Some("mine")) => "my_creature",
        ("creature", Some("opponent")) => "opponent_creature",
        ("equipment", Some("mine")) => "my_equipment",
        ("permanent", None) => "permanent",
        ("artifact_or_enchantment", None) => "artifact_or_enchantment",
        ("spell", None) => "spell",
        ("player", None) => "player",
        ("player", Some("opponent")) => "opponent",
        ("any", None) => "any",
        (w, s) => {
            return err(format!(
                "choose_targets: no filter for `what` {w:?} with `side` {}",
                s.map_or("none".to_string(), |s| format!("{s:?}"))
            ));
        }
    })
}

/// The filters of `choose_target`, for messages.
pub const FILTERS: &str = "\"creature\", \"my_creature\", \"opponent_creature\", \"player\", \
     \"opponent\", \"any\" (a creature or a player), \"spell\", \"ability\", \"spell_or_ability\", \
     \"artifact_or_enchantment\", \"my_equipment\", \"permanent\"";

/// What a filter lets through: objects on the battlefield (or spells on the stack), players.
fn candidates(game: &Game, me: PlayerId, source: ObjId, filter: &str) -> Res<Vec<OptionValue>> {
    let mut out = Vec::new();
    each_candidate(game, me, source, filter, &mut |v| out.push(v))?;
    Ok(out)
}

/// Each candidate `filter` lets through, in order, to `f`: what `candidates` lists and
/// `options` reads, without a list of its own for the latter (it runs at every listing for
/// every spell whose choice the host reads).
fn each_candidate(
    game: &Game,
    me: PlayerId,
    source: ObjId,
    filter: &str,
    f: &mut dyn FnMut(OptionValue),
) -> Res<()> {
    let kind = |o: ObjId| game.card(o).kind;
    let mut on_field = |pred: &dyn Fn(ObjId) -> bool| {
        for o in game.zone_slice(Zone::Battlefield) {
            if pred(*o) {
                f(OptionValue::Object(*o));
            }
        }
    };
    let mine = |o: ObjId| game.obj(o).controller == me;
    match filter {
        "creature" => on_field(&|o| kind(o) == CardKind::Creature),
        "my_creature" => on_field(&|o| kind(o) == CardKind::Creature && mine(o)),
        "opponent_creature" => on_field(&|o| kind(o) == CardKind::Creature && !mine(o)),
        "permanent" => on_field(&|_| true),
        "artifact_or_enchantment" => {
            on_field(&|o| matches!(kind(o), CardKind::Artifact | CardKind::Enchantment))
        }
        "my_equipment" => on_field(&|o| mine(o) && game.card(o).has_subtype("Équipement")),
        "player" => game.player_ids().for_each(|p| f(OptionValue::Player(p))),
        "opponent" => game
            .player_ids()
            .filter(|&p| p != me)
            .for_each(|p| f(OptionValue::Player(p))),
        "any" => {
            on_field(&|o| kind(o) == CardKind::Creature);
            game.player_ids().for_each(|p| f(OptionValue::Player(p)));
        }
        "spell" => on_stack(game, source, true, false).into_iter().for_each(f),
        "ability" => on_stack(game, source, false, true).into_iter().for_each(f),
        "spell_or_ability" => on_stack(game, source, true, true).into_iter().for_each(f),
        _ => {
            return err(format!(
                "unknown filter `{filter}`: expected one of {FILTERS}"
            ));
        }
    }
    Ok(())
}

/// What is on the stack, bottom first: spells (as the objects they are, but `source` itself)
/// and abilities put there in full (as their serial numbers, `OptionValue::Index`).
fn on_stack(game: &Game, source: ObjId, spells: bool, abilities: bool) -> Vec<OptionValue> {
    game.chain
        .iter()
        .filter(|it| !it.pending)
        .filter_map(|it| match it.kind {
            ChainKind::Card { card } if spells && card != source => Some(OptionValue::Object(card)),
            ChainKind::Ability { .. } if abilities => Some(OptionValue::Index(it.serial)),
            _ => None,
        })
        .collect()
}

/// The option a target decision offers for a candidate: an ability on the stack is named by
/// its number, `#5`, as the trace numbers it; objects and players are named on demand
/// (`DecisionOption::name`).
fn option(v: &OptionValue) -> DecisionOption {
    let label = match v {
        OptionValue::Index(serial) => format!("#{serial}"),
        _ => String::new(),
    };
    DecisionOption {
        label,
        value: v.clone(),
    }
}

/// What `ctx.choose_target(filter)` offers `me` for `source` as a choice function's first
/// call, read without asking (`DirectFn::options`): its candidates, one to choose. `None` for
/// a filter the call refuses.
pub(super) fn options(
    game: &Game,
    source: ObjId,
    me: PlayerId,
    filter: &str,
) -> Option<ChoiceOptions> {
    let mut targets = Vec::new();
    each_candidate(game, me, source, filter, &mut |v| match v {
        OptionValue::Object(o) => targets.push(Target::Object(game.obj(o).handle())),
        OptionValue::Player(p) => targets.push(Target::Player(p)),
        OptionValue::Index(serial) => targets.push(Target::Item(serial)),
        _ => {}
    })
    .ok()?;
    Some(ChoiceOptions { targets, min: 1 })
}

/// `ctx.choose_target(filter)`: the controller chooses a target; returns the object's id, or
/// -1 when a player was chosen (`ctx.target_player(i)` on resolution tells which).
pub(super) fn choose_target(ctx: &mut Ctx, filter: &str) -> Res<i64> {
    let mut s = ctx.state();
    in_phase(&s, CallPhase::Choose, "choose_target")?;
    let (me, source) = (s.controller, s.source);
    let already = &s.chosen;
    let mut values = candidates(&s.game, me, source, filter)?;
    // The same object or player is not chosen twice for one spell.
    values.retain(|v| match v {
        OptionValue::Object(o) => !already
            .iter()
            .any(|t| t.object().is_some_and(|h| h.obj == *o)),
        OptionValue::Player(p) => !already.contains(&Target::Player(*p)),
        OptionValue::Index(serial) => !already.contains(&Target::Item(*serial)),
        _ => true,
    });
    if values.is_empty() {
        let s = &mut *s;
        return refuse(&mut s.fault, || {
            // The filter as players read it in French; its script word in English.
            let shown = if grimoire_core::words::french() {
                crate::rules::prompt::filter_words(filter)
            } else {
                filter
            };
            format_en_fr!(
                en: "{} has no legal target ({shown})",
                fr: "{} n'a aucune cible légale ({shown})",
                s.game.label(source)
            )
        });
    }
    let prompt = Prompt::Target {
        source,
        filter: filter.into(),
    };
    let options = values.iter().map(option).collect();
    let d = Decision::one(me, DecisionKind::Target, prompt, options);
    let s = &mut *s;
    let answer = match ask(&mut s.game, &mut s.agent, d) {
        Ok(a) => a,
        Err(e) => return fault(&mut s.fault, e),
    };
    // The options are `values`, in order.
    match values.swap_remove(answer[0]) {
        OptionValue::Object(o) => {
            let h = s.game.obj(o).handle();
            s.chosen.push(Target::Object(h));
            Ok(o.0 as i64)
        }
        OptionValue::Player(p) => {
            s.chosen.push(Target::Player(p));
            Ok(-1)
        }
        OptionValue::Index(serial) => {
            s.chosen.push(Target::Item(serial));
            Ok(-1)
        }
        _ => err("a target option is an object, a player or an ability on the stack"),
    }
}

/// `ctx.sacrifice_cost(filter)`: as a cost, the controller sacrifices a permanent they control
/// that `filter` lets through ("creature", "artifact", "permanent") — their choice (701.6a).
/// Without one, the ability cannot be activated.
fn sacrifice_cost(ctx: &mut Ctx, filter: &str) -> Res<i64> {
    let mut s = ctx.state();
    in_phase(&s, CallPhase::Choose, "sacrifice_cost")?;
    let me = s.controller;
    let want = permanent_filter(filter)?;
    let game = &s.game;
    let ids: Vec<ObjId> = game
        .objects_in(Zone::Battlefield)
        .filter(|o| o.controller == me)
        .filter(|o| want.is_none_or(|k| game.card(o.id).kind == k))
        .map(|o| o.id)
        .collect();
    if ids.is_empty() {
        return refuse(&mut s.fault, || {
            let none = none_of(want);
            format_en_fr!(
                en: "{me} controls no {none} to sacrifice (701.6a)",
                fr: "{me} ne contrôle {none} à sacrifier (701.6a)"
            )
        });
    }
    let d = Decision::one(
        me,
        DecisionKind::Cards,
        Prompt::Sacrifice {
            filter: filter.into(),
        },
        DecisionOption::objects(&ids),
    );
    let s = &mut *s;
    let answer = match ask(&mut s.game, &mut s.agent, d) {
        Ok(a) => a,
        Err(e) => return fault(&mut s.fault, e),
    };
    // The options are `ids`, in order.
    let o = ids[answer[0]];
    if let Err(e) = crate::rules::destroy::sacrifice(&mut s.game, me, o) {
        return fault(&mut s.fault, e);
    }
    Ok(o.0 as i64)
}
