//! What scripts may read, in any phase: players, an object's characteristics and status,
//! what is attached to what, combat. Each records what it reads (`grimoire_core::state::reads`:
//! the objects named through `object`, the battlefield listed, the effects and the combat as
//! the duel's parts, `state::derived::part`), so that a refresh of continuous effects gives
//! again what the last one gave while none of it changed: a query reading more must record it,
//! or take the state through `ctx.state()`, which makes every run reading it run again.

use super::Ctx;
use super::support::{Res, err, keyword, number, object, object_place};
use crate::model::card::CardKind;
use crate::model::cost::Color;
use crate::query::{keywords, stats};
use crate::state::derived::part;
use crate::state::{Game, ObjId, Zone};
use grimoire_core::script::ApiFn;
use rhai::{Array, Dynamic};

/// The opponent, X, what was chosen and queries. Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Duel>] = &[
    ApiFn::property("opponent", "the other player (1, 2)", |e, name| {
        e.register_get(name, |ctx: &mut Ctx| {
            // The call's controller and the number of players, which never changes.
            let s = ctx.reading();
            number(s.game.next_player(s.controller))
        });
    }),
    ApiFn::property("x", "the X paid for the spell or ability", |e, name| {
        e.register_get(name, |ctx: &mut Ctx| ctx.reading().value as i64);
    }),
    // The core's reading: the object while it is the same one in play.
    ApiFn::call(
        "target",
        &["i"],
        "the i-th target on resolution: the object while it is the same object on the battlefield, \
         else -1",
        |e, name| {
            e.register_fn(name, grimoire_core::script::api::target::<crate::Duel>);
        },
    )
    .direct(grimoire_core::script::api::target_direct()),
    ApiFn::call(
        "target_spell",
        &["i"],
        "the i-th target, a spell still on the stack, else -1",
        |e, name| {
            e.register_fn(name, target_spell);
        },
    ),
    ApiFn::call(
        "is_creature",
        &["id"],
        "whether it is a creature",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| {
                with(ctx, id, |g, o| Ok(g.card(o).kind == CardKind::Creature))
            });
        },
    ),
    ApiFn::call(
        "on_battlefield",
        &["id"],
        "whether it is on the battlefield",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| {
                with(ctx, id, |g, o| Ok(g.obj(o).zone == Zone::Battlefield))
            });
        },
    ),
    ApiFn::call("power", &["id"], "a creature's power", |e, name| {
        e.register_fn(name, |ctx: &mut Ctx, id: i64| {
            with(ctx, id, |g, o| {
                g.reads.part(part::EFFECTS);
                Ok(stats::power(g, o) as i64)
            })
        });
    }),
    ApiFn::call("toughness", &["id"], "a creature's toughness", |e, name| {
        e.register_fn(name, |ctx: &mut Ctx, id: i64| {
            with(ctx, id, |g, o| {
                g.reads.part(part::EFFECTS);
                Ok(stats::toughness(g, o) as i64)
            })
        });
    }),
    ApiFn::call(
        "controller_of",
        &["id"],
        "the seat of its controller",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| {
                with(ctx, id, |g, o| Ok(number(g.obj(o).controller)))
            });
        },
    ),
    ApiFn::call(
        "controls",
        &["id"],
        "whether the call's controller controls it; false for -1 (no object: a target gone)",
        |e, name| {
            e.register_fn(name, controls);
        },
    )
    .direct(super::direct::CONTROLS),
    ApiFn::call("is_tapped", &["id"], "whether it is tapped", |e, name| {
        e.register_fn(name, |ctx: &mut Ctx, id: i64| {
            with(ctx, id, |g, o| Ok(g.obj(o).tapped))
        });
    }),
    ApiFn::call(
        "attached_to",
        &["id"],
        "what it is attached to, or -1",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| {
                with(ctx, id, |g, o| {
                    Ok(g.obj(o).attached_to.map_or(-1, |t| t.0 as i64))
                })
            });
        },
    ),
    ApiFn::call(
        "has_color",
        &["id", "color"],
        "whether it has the colour (`\"green\"`…)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64, color: &str| {
                let Some(c) = Color::from_key(color) else {
                    return err(format!(
                        "unknown colour `{color}`: white, blue, black, red or green"
                    ));
                };
                with(ctx, id, |g, o| Ok(g.card(o).colors.contains(&c)))
            });
        },
    ),
    ApiFn::call(
        "has_keyword",
        &["id", "name"],
        "whether it has the keyword",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64, kw: &str| {
                let k = keyword(&ctx.reading().game, kw)?;
                with(ctx, id, |g, o| {
                    g.reads.part(part::EFFECTS);
                    Ok(keywords::has(g, o, k))
                })
            });
        },
    ),
    ApiFn::call(
        "is_attacking",
        &["id"],
        "whether the creature is attacking",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| {
                with(ctx, id, |g, o| {
                    g.reads.part(part::COMBAT);
                    Ok(g.combat.as_ref().is_some_and(|c| c.is_attacking(o)))
                })
            });
        },
    ),
    ApiFn::call(
        "blockers_of",
        &["id"],
        "the ids of the creatures blocking it",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| {
                with(ctx, id, |g, o| {
                    g.reads.part(part::COMBAT);
                    Ok(g.combat
                        .as_ref()
                        .map_or(Array::new(), |c| ids(&c.blockers_of(o))))
                })
            });
        },
    ),
    ApiFn::call(
        "creatures_of",
        &["seat"],
        "the ids of the creatures a player controls",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, p: i64| {
                let s = ctx.reading();
                let who = super::support::player(&s.game, p)?;
                // Who is on the battlefield, and each one's controller and card.
                s.game.reads.zone(Zone::Battlefield);
                for &o in s.game.zone_slice(Zone::Battlefield) {
                    s.game.reads.object(o);
                }
                Ok::<_, Box<rhai::EvalAltResult>>(ids(&crate::query::combat::creatures_of(
                    &s.game, who,
                )))
            });
        },
    ),
];

/// `ctx.controls(id)`: whether the call's controller controls object `id`; -1 (a target that
/// is gone, `ctx.target(i)`) is controlled by no one.
pub(super) fn controls(ctx: &mut Ctx, id: i64) -> Res<bool> {
    let s = ctx.reading();
    let me = s.controller;
    Ok(object_place(&s.game, id)?.is_some_and(|o| s.game.obj(o).controller == me))
}

fn ids(v: &[ObjId]) -> Array {
    v.iter().map(|o| Dynamic::from(o.0 as i64)).collect()
}

/// Reads object `id` (-1: an error here, as a query about nothing is a script bug), recorded
/// as read by `object`; what `f` reads beyond it, `f` records.
fn with<T>(ctx: &mut Ctx, id: i64, f: impl FnOnce(&Game, ObjId) -> Res<T>) -> Res<T> {
    let s = ctx.reading();
    match object(&s.game, id)? {
        Some(o) => f(&s.game, o),
        None => err("the object is -1 (no object): check the target before asking about it"),
    }
}

/// `ctx.target_spell(i)`: the i-th target when it is a spell still on the stack, else -1.
fn target_spell(ctx: &mut Ctx, i: i64) -> Res<i64> {
    let s = ctx.state();
    let t = grimoire_core::script::support::nth_target(&s, i)?;
    Ok(match t.object() {
        Some(h) => {
            let o = s.game.obj(h.obj);
            if o.incarnation == h.incarnation && o.zone == Zone::Stack {
                h.obj.0 as i64
            } else {
                -1
            }
        }
        None => -1,
    })
}
