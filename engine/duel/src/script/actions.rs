//! Actions a resolving spell or ability carries out: damage, destroy (regeneration applies),
//! sacrifice, regenerate and what can't be, +P/+T and keywords until end of turn, tap and untap, attach
//! and detach, draw, life, Regard, Destin, Confrontation. Each is the rules' own function,
//! run with the environment replacements need (`act`).

use super::Ctx;
use super::support::{
    Res, act, act_plain, err, keyword, none_of, object, permanent_filter, player,
};
use crate::rules::damage::deal;
use crate::rules::decide::ask;
use crate::rules::{destroy, library, permanent};
use crate::state::decision::{Decision, DecisionKind, DecisionOption, Recipient};
use crate::state::{Game, ObjId, PlayerId, Zone};
use grimoire_core::en_fr;
use grimoire_core::script::ApiFn;
use rhai::NativeCallContext;

/// Actions, on resolution. Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Duel>] = &[
    ApiFn::call(
        "deal_damage",
        &["id", "n"],
        "n damage to a creature; replacements apply (`would_be_dealt_damage`: protection)",
        |e, name| {
            e.register_fn(
                name,
                |nc: NativeCallContext, ctx: &mut Ctx, id: i64, n: i64| {
                    deal_damage(Some(&nc), ctx, id, n)
                },
            );
        },
    )
    .direct(super::direct::DEAL_DAMAGE),
    ApiFn::call(
        "damage_player",
        &["seat", "n"],
        "n damage to a player; replacements apply",
        |e, name| {
            e.register_fn(
                name,
                |nc: NativeCallContext, ctx: &mut Ctx, p: i64, n: i64| {
                    damage_player(Some(&nc), ctx, p, n)
                },
            );
        },
    )
    .direct(super::direct::DAMAGE_PLAYER),
    ApiFn::call(
        "damage_target",
        &["i", "n"],
        "this source deals n damage to the i-th target, creature or player; nothing if it is no \
         longer legal",
        |e, name| {
            e.register_fn(
                name,
                |nc: NativeCallContext, ctx: &mut Ctx, i: i64, n: i64| {
                    damage_target(Some(&nc), ctx, i, n)
                },
            );
        },
    )
    .direct(super::direct::DAMAGE_TARGET),
    ApiFn::call(
        "destroy",
        &["id"],
        "destroys a permanent (701.4a) unless it regenerates (701.5); whether it was destroyed",
        |e, name| {
            e.register_fn(name, destroy_fn);
        },
    ),
    ApiFn::call(
        "sacrifice",
        &["seat", "filter"],
        "the player sacrifices a permanent of theirs that the filter lets through — \
         `\"creature\"`, `\"artifact\"` or `\"permanent\"` — their choice; nothing, traced, if \
         they have none (701.6a)",
        |e, name| {
            e.register_fn(name, sacrifice);
        },
    ),
    ApiFn::call(
        "regenerate",
        &["id"],
        "a regeneration shield for this turn (701.5a)",
        |e, name| {
            e.register_fn(name, regenerate);
        },
    )
    .direct(super::direct::REGENERATE),
    ApiFn::call(
        "cannot_be_regenerated",
        &["id"],
        "it can't be regenerated this turn: its next destructions are not replaced, shield \
         (701.5a) or static regeneration (701.5b) alike",
        |e, name| {
            e.register_fn(name, cannot_be_regenerated);
        },
    )
    .direct(super::direct::CANNOT_BE_REGENERATED),
    ApiFn::call(
        "pump",
        &["id", "p", "t"],
        "+p/+t until end of turn",
        |e, name| {
            e.register_fn(name, pump);
        },
    )
    .direct(super::direct::PUMP),
    ApiFn::call(
        "grant",
        &["id", "keyword"],
        "a keyword (`\"Initiative\"`, `\"Courage 2\"`) until end of turn",
        |e, name| {
            e.register_fn(name, grant);
        },
    )
    .direct(super::direct::GRANT),
    ApiFn::call("tap", &["id"], "taps a permanent (701.7a)", |e, name| {
        e.register_fn(name, tap);
    })
    .direct(super::direct::TAP),
    ApiFn::call(
        "untap",
        &["id"],
        "untaps a permanent (701.7b)",
        |e, name| {
            e.register_fn(name, untap);
        },
    )
    .direct(super::direct::UNTAP),
    ApiFn::call(
        "attach",
        &["gear", "creature"],
        "attaches an Équipement or Aura (701.2a–d); to what it is attached to already, nothing \
         (701.2b); to what it could not equip, nothing either: it does not move (701.2a)",
        |e, name| {
            e.register_fn(name, attach);
        },
    )
    .direct(super::direct::ATTACH),
    ApiFn::call("detach", &["gear"], "detaches it (701.2)", |e, name| {
        e.register_fn(name, detach);
    })
    .direct(super::direct::DETACH),
    ApiFn::call(
        "detach_all",
        &["id"],
        "detaches everything attached to it (701.2)",
        |e, name| {
            e.register_fn(name, detach_all);
        },
    ),
    ApiFn::call("draw", &["n"], "the controller draws n cards", |e, name| {
        e.register_fn(name, draw);
    })
    .direct(super::direct::DRAW),
    ApiFn::call(
        "gain_life",
        &["n"],
        "the controller gains n life",
        |e, name| {
            e.register_fn(name, gain_life);
        },
    )
    .direct(super::direct::GAIN_LIFE),
    ApiFn::call(
        "scry",
        &["n"],
        "Regard N on the controller's library (701.8a): one decision, the arrangement",
        |e, name| {
            e.register_fn(name, scry);
        },
    ),
    ApiFn::call(
        "fateseal",
        &["n"],
        "Destin N on the opponent's library (701.9a): one decision, the arrangement",
        |e, name| {
            e.register_fn(name, fateseal);
        },
    ),
    ApiFn::call(
        "clash",
        &[],
        "Confrontation with the opponent (701.10): both reveal, each may put the card at the \
         bottom, the active player first; whether the controller won",
        |e, name| {
            e.register_fn(name, clash);
        },
    ),
];

/// An amount from a script: 0 to 1,000.
fn amount(n: i64, what: &str) -> Res<i32> {
    grimoire_core::script::api::within(n, 0..=1_000, what)
}

/// The only opponent of `me` (701.10b: with one opponent, no choice is made).
fn opponent(game: &Game, me: PlayerId) -> PlayerId {
    game.next_player(me)
}

/// `ctx.deal_damage(id, n)`: this card deals `n` damage to a creature (-1: nothing happens).
pub(super) fn deal_damage(
    nc: Option<&NativeCallContext>,
    ctx: &mut Ctx,
    id: i64,
    n: i64,
) -> Res<()> {
    let n = amount(n, "deal_damage")?;
    let me = ctx.state().source;
    let obj = object(&ctx.state().game, id)?;
    act(nc, ctx, "deal_damage", |game, env| match obj {
        Some(o) => deal(game, env, me, Recipient::Object(o), n),
        None => Ok(()),
    })
}

/// `ctx.damage_player(p, n)`: this card deals `n` damage to player `p` (1, 2).
pub(super) fn damage_player(
    nc: Option<&NativeCallContext>,
    ctx: &mut Ctx,
    p: i64,
    n: i64,
) -> Res<()> {
    let n = amount(n, "damage_player")?;
    let (me, who) = {
        let s = ctx.state();
        (s.source, player(&s.game, p)?)
    };
    act(nc, ctx, "damage_player", |game, env| {
        deal(game, env, me, Recipient::Player(who), n)
    })
}

/// `ctx.damage_target(i, n)`: `n` damage to the i-th target, creature or player; nothing when
/// that target is no longer legal.
pub(super) fn damage_target(
    nc: Option<&NativeCallContext>,
    ctx: &mut Ctx,
    i: i64,
    n: i64,
) -> Res<()> {
    let n = amount(n, "damage_target")?;
    let (me, to) = {
        let s = ctx.state();
        let t = grimoire_core::script::support::nth_target(&s, i)?;
        let to = match t {
            grimoire_core::state::chain::Target::Player(p) => Some(Recipient::Player(p)),
            grimoire_core::state::chain::Target::Object(h) => {
                let o = s.game.obj(h.obj);
                (o.incarnation == h.incarnation && o.zone == Zone::Battlefield)
                    .then_some(Recipient::Object(h.obj))
            }
            // An ability on the stack is dealt no damage.
            grimoire_core::state::chain::Target::Item(_) => None,
        };
        (s.source, to)
    };
    act(nc, ctx, "damage_target", |game, env| match to {
        Some(r) => deal(game, env, me, r, n),
        None => Ok(()),
    })
}

/// `ctx.destroy(id)`: destroys a permanent (701.4a), or regenerates it (701.5); returns
/// whether it was destroyed.
fn destroy_fn(ctx: &mut Ctx, id: i64) -> Res<bool> {
    let obj = object(&ctx.state().game, id)?;
    act_plain(ctx, "destroy", |game| {
        Ok(obj.is_some_and(|o| {
            destroy::destroy(
                game,
                o,
                en_fr!(en: "destroyed by an effect", fr: "par un effet"),
            )
        }))
    })
}

/// `ctx.sacrifice(p, filter)`: player `p` sacrifices a permanent of theirs that `filter`
/// lets through ("creature", "artifact", "permanent"), their choice; nothing when they control
/// none (701.6a).
fn sacrifice(nc: NativeCallContext, ctx: &mut Ctx, p: i64, filter: &str) -> Res<()> {
    let want = permanent_filter(filter)?;
    let who = player(&ctx.state().game, p)?;
    act(Some(&nc), ctx, "sacrifice", |game, env| {
        let mine: Vec<ObjId> = game
            .objects_in(Zone::Battlefield)
            .filter(|o| o.controller == who)
            .filter(|o| want.is_none_or(|k| game.card(o.id).kind == k))
            .map(|o| o.id)
            .collect();
        let chosen = match mine.as_slice() {
            [] => {
                let what = none_of(want);
                game.emit(|_| crate::events::DuelEvent::NothingToSacrifice { player: who, what });
                return Ok(());
            }
            [one] => *one,
            _ => {
                let options = DecisionOption::objects(&mine);
                let d = Decision::one(
                    who,
                    DecisionKind::Cards,
                    crate::rules::prompt::Prompt::Sacrifice {
                        filter: filter.into(),
                    },
                    options,
                );
                mine[ask(game, env.agent, d)?[0]]
            }
        };
        destroy::sacrifice(game, who, chosen)
    })
}

/// `ctx.regenerate(id)`: a regeneration shield for this turn (701.5a).
pub(super) fn regenerate(ctx: &mut Ctx, id: i64) -> Res<()> {
    let obj = object(&ctx.state().game, id)?;
    act_plain(ctx, "regenerate", |game| {
        if let Some(o) = obj {
            permanent::shield(game, o);
        }
        Ok(())
    })
}

/// `ctx.cannot_be_regenerated(id)`: until end of turn, its destruction is not replaced by a
/// regeneration (701.5a, 701.5b): "Détruisez la créature ciblée. Elle ne peut pas être
/// régénérée." says it before destroying.
pub(super) fn cannot_be_regenerated(ctx: &mut Ctx, id: i64) -> Res<()> {
    ctx.state().game.room_for_effect().or_else(err)?;
    let obj = object(&ctx.state().game, id)?;
    act_plain(ctx, "cannot_be_regenerated", |game| {
        if let Some(o) = obj {
            permanent::forbid_regeneration(game, o);
        }
        Ok(())
    })
}

/// `ctx.pump(id, p, t)`: +p/+t until end of turn.
pub(super) fn pump(ctx: &mut Ctx, id: i64, p: i64, t: i64) -> Res<()> {
    let (p, t) = (stat(p)?, stat(t)?);
    // An effect more, if the game has room for it (`limits::MAX_EFFECTS`).
    ctx.state().game.room_for_effect().or_else(err)?;
    let obj = object(&ctx.state().game, id)?;
    act_plain(ctx, "pump", |game| {
        if let Some(o) = obj {
            permanent::pump(game, o, p, t);
        }
        Ok(())
    })
}

pub(super) fn stat(n: i64) -> Res<i32> {
    if !(-1_000..=1_000).contains(&n) {
        return err(format!(
            "a power or toughness change is from -1000 to 1000, not {n}"
        ));
    }
    Ok(n as i32)
}

/// `ctx.grant(id, keyword)`: the creature gains a keyword of the glossary until end of turn,
/// named as cards print it, with its number if it has one (docs/CARD-API.md).
pub(super) fn grant(ctx: &mut Ctx, id: i64, kw: &str) -> Res<()> {
    let (name, value) = split_value(kw);
    let k = keyword(&ctx.state().game, name)?;
    ctx.state().game.room_for_effect().or_else(err)?;
    let obj = object(&ctx.state().game, id)?;
    act_plain(ctx, "grant", |game| {
        if let Some(o) = obj {
            permanent::grant(game, o, k, value);
        }
        Ok(())
    })
}

/// `"Name 2"` → (`"Name"`, 2); a keyword without a number has value 0.
pub(super) fn split_value(kw: &str) -> (&str, i32) {
    match kw.trim().rsplit_once(' ') {
        Some((name, n)) if n.parse::<i32>().is_ok() => (name, n.parse().unwrap_or(0)),
        _ => (kw.trim(), 0),
    }
}

pub(super) fn tap(ctx: &mut Ctx, id: i64) -> Res<()> {
    let obj = object(&ctx.state().game, id)?;
    act_plain(ctx, "tap", |game| {
        if let Some(o) = obj {
            permanent::tap(game, o);
        }
        Ok(())
    })
}

pub(super) fn untap(ctx: &mut Ctx, id: i64) -> Res<()> {
    let obj = object(&ctx.state().game, id)?;
    act_plain(ctx, "untap", |game| {
        if let Some(o) = obj {
            permanent::untap(game, o);
        }
        Ok(())
    })
}

/// `ctx.attach(gear, to)`: attaches an Équipement to a creature (701.2a–c); to anything else
/// (a land, a card no longer on the battlefield) it is not attached and does not move (701.2a).
pub(super) fn attach(ctx: &mut Ctx, gear: i64, to: i64) -> Res<()> {
    let gear_obj = object(&ctx.state().game, gear)?;
    let to_obj = object(&ctx.state().game, to)?;
    // 701.2a: to what it could not equip, it is not attached, and the script goes on.
    act_plain(ctx, "attach", |game| match (gear_obj, to_obj) {
        (Some(g), Some(t)) => permanent::attach(game, g, t),
        _ => Ok(()),
    })
}

/// `ctx.detach(gear)` (701.2d).
pub(super) fn detach(ctx: &mut Ctx, gear: i64) -> Res<()> {
    let gear_obj = object(&ctx.state().game, gear)?;
    act_plain(ctx, "detach", |game| {
        if let Some(g) = gear_obj {
            permanent::detach(game, g);
        }
        Ok(())
    })
}

/// `ctx.detach_all(id)`: detaches everything attached to a permanent (701.2d).
fn detach_all(ctx: &mut Ctx, id: i64) -> Res<()> {
    let obj = object(&ctx.state().game, id)?;
    act_plain(ctx, "detach_all", |game| {
        if let Some(o) = obj {
            let on: Vec<ObjId> = game
                .objects
                .iter()
                .filter(|x| x.attached_to == Some(o))
                .map(|x| x.id)
                .collect();
            for g in on {
                permanent::detach(game, g);
            }
        }
        Ok(())
    })
}

/// `ctx.draw(n)`: the controller draws `n` cards.
pub(super) fn draw(ctx: &mut Ctx, n: i64) -> Res<()> {
    let n = amount(n, "draw")?.min(100) as u32;
    let me = ctx.state().controller;
    act_plain(ctx, "draw", |game| {
        library::draw(game, me, n);
        Ok(())
    })
}

/// `ctx.gain_life(n)`: the controller gains `n` life.
pub(super) fn gain_life(ctx: &mut Ctx, n: i64) -> Res<()> {
    let n = amount(n, "gain_life")?;
    let me = ctx.state().controller;
    act_plain(ctx, "gain_life", |game| {
        permanent::gain_life(game, me, n);
        Ok(())
    })
}

/// `ctx.scry(n)`: Regard N (701.8a), on the controller's library.
fn scry(nc: NativeCallContext, ctx: &mut Ctx, n: i64) -> Res<()> {
    let n = amount(n, "scry")? as usize;
    let me = ctx.state().controller;
    act(Some(&nc), ctx, "scry", |game, env| {
        library::arrange(game, env, me, me, n, "701.8a")
    })
}

/// `ctx.fateseal(n)`: Destin N (701.9a), on the opponent's library.
fn fateseal(nc: NativeCallContext, ctx: &mut Ctx, n: i64) -> Res<()> {
    let n = amount(n, "fateseal")? as usize;
    let me = ctx.state().controller;
    act(Some(&nc), ctx, "fateseal", |game, env| {
        let them = opponent(game, me);
        library::arrange(game, env, me, them, n, "701.9a")
    })
}

/// `ctx.clash()`: the controller clashes with their opponent (701.10); returns whether they
/// won.
fn clash(nc: NativeCallContext, ctx: &mut Ctx) -> Res<bool> {
    let me = ctx.state().controller;
    act(Some(&nc), ctx, "clash", |game, env| {
        let them = opponent(game, me);
        library::clash(game, env, me, them)
    })
}
