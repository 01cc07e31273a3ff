//! The `ctx` functions behind equipping (818, 819, 821): equip with its event, the cost of an
//! activated keyword as if it were activated (cost modifiers included), paying a cost reduced
//! by part of it, choosing a card of one's own by tag, whether a unit is equipped (818.3) and
//! whether an activated ability has a keyword (806.5.c, 813.5.c).

use super::Ctx;
use super::api_support::{Res, acts, err, fault, object};
use crate::events::ChainEvent;
use crate::model::glossary::TriggerEvent;
use crate::rules::RulesError;
use crate::rules::activate::{activated_abilities, parse_cost, pay_cost, show};
use crate::rules::attach::{equip, is_equipped};
use crate::rules::decide::ask;
use crate::rules::env::CallPhase;
use crate::rules::pay::Means;
use crate::rules::prompt::Prompt;
use crate::state::decision::{Decision, DecisionKind, DecisionOption, OptionValue};
use grimoire_core::script::ApiFn;
use grimoire_core::script::host::{call_within, script_error};
use grimoire_core::script::support::{charge, work};
use rhai::{Dynamic, NativeCallContext};

/// Equipment and costs: equipping, paying a cost, an ability's cost and keywords. Declared
/// once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "equip",
        &["gear", "unit"],
        "attaches through an Équiper-like ability, with the \"equipped\" event (818.2)",
        |e, name| {
            e.register_fn(name, equip_to);
        },
    )
    .direct(super::direct::EQUIP),
    ApiFn::call(
        "ability_cost",
        &["card", "keyword", "unit"],
        "the cost of the card's first `keyword` ability as if activated choosing `unit`, its `fn \
         <keyword>_cost` included (821.1.c.2); `()` if it has none",
        |e, name| {
            e.register_fn(name, ability_cost);
        },
    ),
    ApiFn::call(
        "pay_cost",
        &["card", "cost", "less"],
        "the controller pays `cost` (`\"[1][A]\"`; `[E]` exhausts `card`), reduced by `less` where \
         it holds (821.1.c.3); false, nothing paid, if it cannot be paid",
        |e, name| {
            e.register_fn(name, pay_reduced);
        },
    ),
    ApiFn::call(
        "choose_tagged",
        &["tag"],
        "while an ability goes on the chain: up to one card with that tag the controller has on \
         the board; its id or -1",
        |e, name| {
            e.register_fn(name, choose_tagged);
        },
    )
    .direct(super::direct::CHOOSE_TAGGED),
    ApiFn::call(
        "is_equipped",
        &["unit"],
        "whether a card with Équiper, or with the tag Objet, is attached to it (818.3)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, unit: i64| -> Res<bool> {
                let s = ctx.state();
                Ok(object(&s.game, unit)?.is_some_and(|u| is_equipped(&s.game, u)))
            });
        },
    ),
    ApiFn::call(
        "ability_has_keyword",
        &["card", "n", "keyword"],
        "whether the card's n-th activated ability (from 1, as `pN activate <label> <n>`) has \
         `keyword`, such as Action or Réaction (806.5.c, 813.5.c); inactive text counts",
        |e, name| {
            e.register_fn(name, ability_has_keyword);
        },
    ),
];

/// `ctx.equip(gear, unit)`: attaches `gear` to `unit` as Équiper does (818.2); either no longer
/// there (-1), nothing happens (359.3.e.6).
pub(super) fn equip_to(ctx: &mut Ctx, gear: i64, unit: i64) -> Res<()> {
    let mut s = ctx.state();
    acts(&s, "equip")?;
    let (Some(g), Some(u)) = (object(&s.game, gear)?, object(&s.game, unit)?) else {
        return Ok(());
    };
    let s = &mut *s;
    let result = equip(&mut s.game, g, u).and_then(|equipped| {
        // 818.2.a: becoming equipped is an event abilities trigger on, the unit's own ("when
        // I become equipped") among them.
        if !equipped {
            return Ok(());
        }
        super::api_actions::then(s, None, TriggerEvent::UnitEquipped, &[u])
    });
    fault(&mut s.fault, result)
}

/// `ctx.ability_has_keyword(card, n, keyword)`: whether the n-th activated ability of `card`
/// (1-based, as `pN activate <label> <n>` counts them) has `keyword`, e.g. Action or Réaction
/// (806.5.c, 813.5.c). A characteristic: an attached card's inactive text counts (722.1).
fn ability_has_keyword(ctx: &mut Ctx, card: i64, n: i64, keyword: &str) -> Res<bool> {
    let s = ctx.state();
    let Some(obj) = object(&s.game, card)? else {
        return Ok(false);
    };
    let kw = super::api_support::keyword(&s.game, keyword)?;
    let name = &s.game.catalog.glossary.get(kw).fr;
    let all = activated_abilities(&s.game, obj, true);
    let Some(ab) = usize::try_from(n - 1).ok().and_then(|i| all.get(i)) else {
        return Ok(false);
    };
    Ok(*ab.name == **name)
}

/// `ctx.ability_cost(card, keyword, unit)`: the cost of `card`'s first `keyword` ability (its
/// text counted as active, 821.1.c) as if activated choosing `unit`, after the card script's
/// `fn <keyword>_cost(ctx)` (818.1.c.4, 821.1.c.2); `()` if it has no such ability (821.1.c.4).
fn ability_cost(
    nc: NativeCallContext,
    ctx: &mut Ctx,
    card: i64,
    keyword: &str,
    unit: i64,
) -> Res<Dynamic> {
    let (ab, script, obj, saved, catalog, domains, code) = {
        let mut s = ctx.state();
        charge(&s, work::NESTED_CALL)?;
        let Some(obj) = object(&s.game, card)? else {
            return Ok(Dynamic::UNIT);
        };
        let kw = super::api_support::keyword(&s.game, keyword)?;
        let name = s.game.catalog.glossary.get(kw).fr.clone();
        let Some(ab) = activated_abilities(&s.game, obj, true)
            .iter()
            .find(|a| *a.name == name)
            .cloned()
        else {
            return Ok(Dynamic::UNIT);
        };
        let script = s.game.card(obj).script;
        let domains = s.game.card(obj).domains.clone();
        let unit = object(&s.game, unit)?.map(|u| s.game.obj(u).handle());
        // The cost function sees the card as `ctx.me` and the unit as its target.
        let saved = (
            std::mem::replace(&mut s.source, obj),
            std::mem::replace(&mut s.targets, unit.into_iter().map(Into::into).collect()),
        );
        (
            ab,
            script,
            obj,
            saved,
            s.game.catalog.clone(),
            domains,
            s.code.clone(),
        )
    };
    let restore = |ctx: &mut Ctx| {
        let mut s = ctx.state();
        s.source = saved.0;
        s.targets = saved.1.clone();
    };
    let modified = match (script, ab.cost_fn.as_deref()) {
        (Some(id), Some(f)) if catalog.script(id).functions.contains(f) => {
            // On this call's engine state: the cost function's levels go on from this one's,
            // its operations from this step's (a cost asking itself stops at the limit).
            let r = call_within(&nc, &code, id, f, (ctx.clone(),));
            Some((id, f.to_string(), r))
        }
        _ => None,
    };
    restore(ctx);
    let cost = match modified {
        None => ab.cost,
        Some((id, f, r)) => {
            let value = match r {
                Ok(v) => v,
                Err(e) => {
                    // Reported in the cost function's card and file, unless a deeper call
                    // already said where it failed.
                    let mut s = ctx.state();
                    if s.fault.is_some() {
                        return Err(e);
                    }
                    let located = script_error(&s.game, id, &f, obj, &e);
                    return grimoire_core::script::support::fault(&mut s.fault, located);
                }
            };
            let text = value.into_string().ok();
            match text.as_deref().and_then(|t| parse_cost(t, &domains)) {
                Some(c) => c,
                None => return err(format!("`fn {f}` must return a cost string, got {text:?}")),
            }
        }
    };
    Ok(Dynamic::from(show(&cost)))
}

/// `ctx.pay_cost(card, cost, less)`: the controller pays `cost` for `card` (whose `[E]` it is), less what `less`
/// names when the cost holds it (821.1.c.3: no [A], no reduction). Returns false, paying
/// nothing, when it cannot be paid (821.1.c.5).
fn pay_reduced(ctx: &mut Ctx, card: i64, cost: &str, less: &str) -> Res<bool> {
    let mut s = ctx.state();
    acts(&s, "pay_cost")?;
    let Some(source) = object(&s.game, card)? else {
        return Ok(false);
    };
    let source = super::api_guard::in_play(&s.game, source, "pay_cost")?;
    let domains = s.game.card(source).domains.clone();
    let (Some(mut c), Some(l)) = (parse_cost(cost, &domains), parse_cost(less, &[])) else {
        return err(format!("`{cost}` or `{less}` is not a cost"));
    };
    let r = &mut c.resources;
    let before = *r;
    r.energy = r.energy.saturating_sub(l.resources.energy);
    r.any = r.any.saturating_sub(l.resources.any);
    for d in 0..6 {
        r.power[d] = r.power[d].saturating_sub(l.resources.power[d]);
    }
    let reduced = before != *r;
    let p = s.controller;
    // A cost paid as printed, with no reduction asked, is not an equip cost changed (818.1.c.4).
    if !less.trim().is_empty() {
        s.game.emit(|g| {
            ChainEvent::EquipCost {
                card: g.label(source).clone(),
                printed: cost.to_string(),
                less: less.to_string(),
                reduced,
                cost: c,
            }
            .into()
        });
    }
    if let Err(why) = Means::of(&s.game, p).covers(&c.resources) {
        s.game.emit(|_| {
            ChainEvent::CannotPayAbility {
                player: p,
                cost: c,
                why: why.to_string(),
            }
            .into()
        });
        return Ok(false);
    }
    let what = grimoire_core::format_en_fr!(
        en: "the ability of {}",
        fr: "la capacité de {}",
        s.game.label(source)
    );
    let result = pay_cost(&mut s.game, p, source, &c, &what);
    if let Err(RulesError::Illegal(why)) = &result {
        s.game
            .emit(|_| ChainEvent::PaymentRefused(why.clone()).into());
        return Ok(false);
    }
    fault(&mut s.fault, result).map(|()| true)
}

/// `ctx.choose_tagged(tag)`: while an ability is put on the chain, its controller may choose one
/// card on the board they control with `tag`, or none (`choose none`). Returns its id or -1.
pub(super) fn choose_tagged(ctx: &mut Ctx, tag: &str) -> Res<i64> {
    let mut s = ctx.state();
    if s.phase != CallPhase::Choose {
        return err("choose_tagged is called from a `choose_…` function (355)");
    }
    let me = s.controller;
    let game = &s.game;
    let options: Vec<DecisionOption> = game
        .objects
        .iter()
        .filter(|o| {
            o.zone.is_board() && o.controller == me && crate::query::tags::has_tag(game, o.id, tag)
        })
        .map(|o| DecisionOption::object(o.id))
        .collect();
    let prompt = Prompt::Tagged {
        source: s.source,
        tag: tag.into(),
    };
    let decision = Decision::some(me, DecisionKind::Target, prompt, options.clone(), 0, 1);
    let s = &mut *s;
    match ask(&mut s.game, &mut s.agent, decision) {
        Ok(answer) => {
            let Some(&i) = answer.first() else {
                let card = s.source;
                s.game.emit(|g| {
                    ChainEvent::NothingChosen {
                        card: g.label(card).clone(),
                    }
                    .into()
                });
                return Ok(-1);
            };
            let OptionValue::Object(obj) = options[i].value else {
                return err("option is not an object");
            };
            let handle = s.game.obj(obj).handle();
            s.chosen.push(handle.into());
            Ok(obj.0 as i64)
        }
        Err(e) => fault(&mut s.fault, Err(e)).map(|()| -1),
    }
}
