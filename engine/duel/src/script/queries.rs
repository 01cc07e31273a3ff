//! What scripts may read, in any phase: players, an object's characteristics and status,
//! what is attached to what, combat. What `continuous` can read here is what a refresh of
//! continuous effects compares before giving again what the last one gave (`state::derived`):
//! a new query reading more must be added there.

use super::Ctx;
use super::support::{Res, err, keyword, number, object};
use crate::model::card::CardKind;
use crate::model::cost::Color;
use crate::query::{keywords, stats};
use crate::state::{Game, ObjId, Zone};
use rhai::{Array, Dynamic, Engine};

pub(super) fn register(engine: &mut Engine) {
    engine.register_get("opponent", |ctx: &mut Ctx| {
        let s = ctx.state();
        number(s.game.next_player(s.controller))
    });
    engine.register_get("x", |ctx: &mut Ctx| ctx.state().value as i64);
    engine.register_fn("is_creature", |ctx: &mut Ctx, id: i64| {
        with(ctx, id, |g, o| Ok(g.card(o).kind == CardKind::Creature))
    });
    engine.register_fn("on_battlefield", |ctx: &mut Ctx, id: i64| {
        with(ctx, id, |g, o| Ok(g.obj(o).zone == Zone::Battlefield))
    });
    engine.register_fn("power", |ctx: &mut Ctx, id: i64| {
        with(ctx, id, |g, o| Ok(stats::power(g, o) as i64))
    });
    engine.register_fn("toughness", |ctx: &mut Ctx, id: i64| {
        with(ctx, id, |g, o| Ok(stats::toughness(g, o) as i64))
    });
    engine.register_fn("controller_of", |ctx: &mut Ctx, id: i64| {
        with(ctx, id, |g, o| Ok(number(g.obj(o).controller)))
    });
    engine.register_fn("is_tapped", |ctx: &mut Ctx, id: i64| {
        with(ctx, id, |g, o| Ok(g.obj(o).tapped))
    });
    engine.register_fn("attached_to", |ctx: &mut Ctx, id: i64| {
        with(ctx, id, |g, o| {
            Ok(g.obj(o).attached_to.map_or(-1, |t| t.0 as i64))
        })
    });
    engine.register_fn("has_color", |ctx: &mut Ctx, id: i64, color: &str| {
        let Some(c) = Color::from_key(color) else {
            return err(format!(
                "unknown colour `{color}`: white, blue, black, red or green"
            ));
        };
        with(ctx, id, |g, o| Ok(g.card(o).colors.contains(&c)))
    });
    engine.register_fn("has_keyword", |ctx: &mut Ctx, id: i64, kw: &str| {
        let k = keyword(&ctx.state().game, kw)?;
        with(ctx, id, |g, o| Ok(keywords::has(g, o, k)))
    });
    engine.register_fn("is_attacking", |ctx: &mut Ctx, id: i64| {
        with(ctx, id, |g, o| {
            Ok(g.combat.as_ref().is_some_and(|c| c.is_attacking(o)))
        })
    });
    engine.register_fn("blockers_of", |ctx: &mut Ctx, id: i64| {
        with(ctx, id, |g, o| {
            Ok(g.combat
                .as_ref()
                .map_or(Array::new(), |c| ids(&c.blockers_of(o))))
        })
    });
    engine.register_fn("target_spell", target_spell);
    engine.register_fn("creatures_of", |ctx: &mut Ctx, p: i64| {
        let s = ctx.state();
        let who = super::support::player(&s.game, p)?;
        Ok::<_, Box<rhai::EvalAltResult>>(ids(&crate::query::combat::creatures_of(&s.game, who)))
    });
}

fn ids(v: &[ObjId]) -> Array {
    v.iter().map(|o| Dynamic::from(o.0 as i64)).collect()
}

/// Reads object `id` (-1: an error here, as a query about nothing is a script bug).
fn with<T>(ctx: &mut Ctx, id: i64, f: impl FnOnce(&Game, ObjId) -> Res<T>) -> Res<T> {
    let s = ctx.state();
    match object(&s.game, id)? {
        Some(o) => f(&s.game, o),
        None => err("the object is -1 (no object): check the target before asking about it"),
    }
}

/// `ctx.target_spell(i)`: the i-th target when it is a spell still on the stack, else -1.
fn target_spell(ctx: &mut Ctx, i: i64) -> Res<i64> {
    let s = ctx.state();
    let Some(t) = usize::try_from(i)
        .ok()
        .and_then(|i| s.targets.get(i).copied())
    else {
        return err(format!("no target number {i}: {} chosen", s.targets.len()));
    };
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
