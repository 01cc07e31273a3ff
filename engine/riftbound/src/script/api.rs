//! The card API registered on the engine: what `ctx` offers scripts. Every function checks its
//! arguments and reports misuse as a script error at the caller's line.

use super::Ctx;
use super::api_guard::{damageable, guarded, killable};
use super::api_support::*;
use crate::events::EffectEvent;
use crate::rules::cards::draw;
use crate::rules::damage::{deal_damage, kill_all};
use crate::rules::decide::ask;
use crate::rules::env::{CallPhase, Env, ScriptRunner};
use crate::rules::prompt::Prompt;
use crate::state::decision::{Decision, DecisionKind, DecisionOption};
use crate::state::effects::{Duration, EffectKind};
use crate::state::targets::Restriction;
use grimoire_core::script::ApiFn;
use rhai::NativeCallContext;

/// A unit chosen and the targets read, damage, kill, drawing, keywords granted and asked,
/// the units on the board. Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "choose_unit",
        &["filter"],
        "while playing: the controller chooses a unit on the board, `\"any\"`, `\"friendly\"` or \
         `\"enemy\"`; returns its id",
        |e, name| {
            e.register_fn(name, choose_unit);
        },
    )
    .direct(super::direct::CHOOSE_UNIT),
    ApiFn::call(
        "target",
        &["i"],
        "the i-th target chosen while playing, or -1 if it is no longer legal: it changed zones, \
         or no longer meets what it was chosen under (side, place, kind, Might, status), checked \
         against its controller and source as they are on resolution (359.3.e.2–e.4, 359.3.f.2)",
        |e, name| {
            e.register_fn(name, target);
        },
    )
    .direct(super::direct::TARGET),
    ApiFn::call(
        "deal_damage",
        &["id", "n"],
        "n damage to a unit; lethal damage kills in the next cleanup. A unit no longer at a \
         location is left alone (428.2.a); another kind of object is a script error",
        |e, name| {
            e.register_fn(name, deal_damage_to);
        },
    )
    .direct(super::direct::DEAL_DAMAGE),
    ApiFn::call(
        "kill",
        &["id"],
        "the kill instruction on a unit or gear (428.1); not a battlefield, legend, rune or \
         spell. Given a list of ids, one kill of them all: they die together (« kill all units \
         … », 383.2.c.2, 370.3), those no longer on the board left alone",
        |e, name| {
            e.register_fn(name, |nc: NativeCallContext, ctx: &mut Ctx, id: i64| {
                kill_asking(Some(&nc), ctx, &[id])
            });
            e.register_fn(
                name,
                |nc: NativeCallContext, ctx: &mut Ctx, ids: rhai::Array| {
                    let ids: Vec<i64> = ids.iter().filter_map(|d| d.as_int().ok()).collect();
                    kill_asking(Some(&nc), ctx, &ids)
                },
            );
        },
    )
    .direct(super::direct::KILL),
    ApiFn::call(
        "grant_keyword",
        &["id", "name", "value", "duration"],
        "the unit or gear has the keyword (with its value) for `duration`: `\"turn\"`, \
         `\"combat\"`, `\"permanent\"`, `\"while_source_on_board\"`",
        |e, name| {
            e.register_fn(name, grant_keyword);
        },
    )
    .direct(super::direct::GRANT_KEYWORD),
    ApiFn::call("draw", &["n"], "the controller draws n cards", |e, name| {
        e.register_fn(name, draw_cards);
    })
    .direct(super::direct::DRAW),
    ApiFn::call(
        "units",
        &["filter"],
        "the ids of the units on the board, `\"any\"`, `\"friendly\"` or `\"enemy\"` (not \
         targeted)",
        |e, name| {
            e.register_fn(name, units);
        },
    )
    .direct(super::direct::UNITS),
    ApiFn::call(
        "has_keyword",
        &["id", "name"],
        "whether it has the keyword; keywords are characteristics, an attached card's inactive \
         printed ones included (722.1)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64, name: &str| -> Res<bool> {
                let mut s = ctx.reading();
                let kw = keyword(&s.game, name)?;
                super::api_might::reads_kw(&mut s, kw);
                Ok(object(&s.game, id)?.is_some_and(|o| {
                    super::reads::characteristics(&s.game, o);
                    crate::query::keywords::has(&s.game, o, kw)
                }))
            });
        },
    ),
];

/// `ctx.units("…")`: the units on the board on the side the filter names, from the
/// controller's point of view.
pub(super) fn units(ctx: &mut Ctx, filter: &str) -> Res<rhai::Array> {
    let s = ctx.reading();
    super::reads::units_on_board(&s.game);
    let side = unit_filter(filter)?;
    let me = s.controller;
    let ids = units_on_board(&s.game, |o| side.accepts(o.controller == me));
    charge_list(&s, ids.len())?;
    Ok(ids
        .into_iter()
        .map(|o| rhai::Dynamic::from(o.0 as i64))
        .collect())
}

/// `ctx.choose_unit(filter)`: while playing (355.5), the controller chooses a unit on the board;
/// `filter` is "any", "friendly" or "enemy".
pub(super) fn choose_unit(ctx: &mut Ctx, filter: &str) -> Res<i64> {
    let mut s = ctx.state();
    if s.phase != CallPhase::Choose {
        return err(
            "choose_unit is called from a `choose` function, while the card is played (355)",
        );
    }
    let me = s.controller;
    let side = unit_filter(filter)?;
    let ids = units_on_board(&s.game, |o| side.accepts(o.controller == me));
    let source = s.source;
    if ids.is_empty() {
        let s = &mut *s;
        return refuse(&mut s.fault, || {
            let side = match filter {
                "friendly" => " alliée",
                "enemy" => " ennemie",
                _ => "",
            };
            grimoire_core::format_en_fr!(
                en: "{} has no legal target: it needs a {filter} unit (355.8)",
                fr: "{} n'a aucune cible légale : il lui faut une unité{side} (355.8)",
                s.game.label(source)
            )
        });
    }
    let options = DecisionOption::objects(&ids);
    let decision = Decision::one(
        me,
        DecisionKind::Target,
        Prompt::Unit { source, side },
        options,
    );
    let s = &mut *s;
    match ask(&mut s.game, &mut s.agent, decision) {
        Ok(answer) => {
            // The options are `ids`, in order.
            let obj = ids[answer[0]];
            let handle = s.game.obj(obj).handle();
            // Its side is checked again on resolution (359.3.e.2, 359.3.e.4).
            super::api_targets::record(s, Restriction::unit(side));
            s.chosen.push(handle.into());
            Ok(obj.0 as i64)
        }
        Err(e) => fault(&mut s.fault, Err(e)).map(|()| -1),
    }
}

/// `ctx.kill(id)` made directly (`script::direct`): only in a game where no card replaces a
/// death (`death_replacements::possible`: the direct entry declines the others).
pub(super) fn kill(ctx: &mut Ctx, id: i64) -> Res<()> {
    kill_asking(None, ctx, &[id])
}

/// `ctx.kill(id)`: kills a permanent on the board (428.1.a.1); one no longer there is not
/// killed (428.2.a). Made by the engine (`nc`), the cards' replacements of its death are
/// asked as it would die (369, nested calls of their functions).
fn kill_asking(nc: Option<&NativeCallContext>, ctx: &mut Ctx, ids: &[i64]) -> Res<()> {
    let mut s = ctx.state();
    acts(&s, "kill")?;
    let mut objs = Vec::with_capacity(ids.len());
    for &id in ids {
        if let Some(obj) = guarded(&s.game, id, killable)?
            && !objs.contains(&obj)
        {
            objs.push(obj);
        }
    }
    if objs.is_empty() {
        return Ok(());
    }
    let nested = nc.map(|nc| grimoire_core::script::host::Runner::nested(nc, &s));
    let s = &mut *s;
    let scripts: &dyn ScriptRunner<crate::Riftbound> = match &nested {
        Some(runner) => runner,
        None => &grimoire_core::rules::env::NoScripts,
    };
    let mut env = Env {
        agent: &mut s.agent,
        scripts,
    };
    let by = Some(s.source);
    let result = kill_all(
        &mut s.game,
        &mut env,
        &objs,
        by,
        grimoire_core::en_fr!(
            en: "kill instruction, 428.1.a.1",
            fr: "instruction de tuer, 428.1.a.1"
        ),
    );
    fault(&mut s.fault, result)
}

/// `ctx.draw(n)`: the controller draws `n` cards.
pub(super) fn draw_cards(ctx: &mut Ctx, n: i64) -> Res<()> {
    draws(ctx, None, n, "draw")
}

/// A player draws `n` cards: `seat` (1, 2…), or the controller for `None`; `name` is the API
/// function's, for errors.
pub(super) fn draws(ctx: &mut Ctx, seat: Option<i64>, n: i64, name: &str) -> Res<()> {
    let n = within(n, 0..=100, name)? as u32;
    let mut s = ctx.state();
    acts(&s, name)?;
    let p = match seat {
        Some(p) => super::api_queries::seat(&s.game, p)?,
        None => s.controller,
    };
    let s = &mut *s;
    let result = draw(&mut s.game, &mut s.agent, p, n);
    fault(&mut s.fault, result)
}

/// `ctx.target(i)`: the i-th target chosen while playing, or -1 if it is no longer legal: it
/// changed zones to or from a non-board zone, or no longer meets what it was chosen under
/// (359.3.e.2, 359.3.e.4).
pub(super) fn target(ctx: &mut Ctx, i: i64) -> Res<i64> {
    let s = ctx.state();
    let i = grimoire_core::script::support::target_index(&s, i)?;
    Ok(super::api_choose::live_target(&s, i).map_or(-1, |o| o.0 as i64))
}

/// `ctx.deal_damage(id, n)`: `n` damage to the unit `id`, from the call's source.
pub(super) fn deal_damage_to(ctx: &mut Ctx, id: i64, n: i64) -> Res<()> {
    let n = within(n, 0..=1_000, "deal_damage")?;
    let mut s = ctx.state();
    acts(&s, "deal_damage")?;
    let Some(obj) = guarded(&s.game, id, damageable)? else {
        return Ok(());
    };
    // Shared, not copied: the trace names the source only when it traces.
    let source = s.game.label(s.source).clone();
    let by = s.source;
    deal_damage(&mut s.game, obj, n, by, &source, true);
    Ok(())
}

/// `ctx.grant_keyword(id, name, value, duration)`: the keyword to the object `id`, for
/// `duration` (a contribution, when a continuous ability gives it).
pub(super) fn grant_keyword(
    ctx: &mut Ctx,
    id: i64,
    name: &str,
    value: i64,
    duration: &str,
) -> Res<()> {
    // What it reads: the object (`object`) and the effects' count.
    let mut s = ctx.reading();
    let change = keyword_change(&s.game, s.source, id, name, duration, "grant_keyword")?;
    let Some((kw, duration, obj)) = change else {
        return Ok(());
    };
    let kind = EffectKind::GrantKeyword(kw, within(value, -1_000..=1_000, "grant_keyword")?);
    room_for_effect(&s.game)?;
    if s.phase == CallPhase::Continuous {
        // A contribution, not an event: traced by the refresh when it changes.
        s.game.add_effect(obj, kind, Duration::Derived);
        return Ok(());
    }
    s.game.add_effect(obj, kind, duration);
    s.game.emit(|g| {
        let def = g.catalog.glossary.get(kw);
        EffectEvent::GainsKeyword {
            unit: g.label(obj).clone(),
            keyword: def.shown().to_string(),
            // A number only where the keyword has one (Assaut 3, not Tank 0).
            value: (def.default.is_some() || value != 0).then_some(value),
            duration,
        }
        .into()
    });
    Ok(())
}
