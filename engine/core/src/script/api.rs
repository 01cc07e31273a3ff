//! The part of `ctx` every game's scripts share: who is acting, the keyword's value, which
//! execution this is, the subject of an event and the players targeted, declared as every
//! game's are (`api_fn`). What scripts may do to a game is the ruleset's API, registered on the
//! same engine.

use super::api_fn::ApiFn;
use super::context::Ctx;
use crate::ruleset::Ruleset;
use crate::state::ZoneKind;
use rhai::{Engine, EvalAltResult};
use std::marker::PhantomData;

/// What API functions return to scripts.
pub type Res<T> = Result<T, Box<EvalAltResult>>;

/// A script error with `msg`, at the script's calling line.
pub fn err<T>(msg: impl Into<String>) -> Res<T> {
    Err(msg.into().into())
}

/// A number a script passed as `what`, if it lies in `range`; else a script error saying the
/// range. Never clamped in silence: the trace would show one number and the game use another.
pub fn within(n: i64, range: std::ops::RangeInclusive<i64>, what: &str) -> Res<i32> {
    if range.contains(&n) {
        Ok(n as i32)
    } else {
        err(format!(
            "{what}: the amount is from {} to {}, not {n}",
            range.start(),
            range.end()
        ))
    }
}

/// Registers `Ctx`, the handle every API function takes first.
pub fn register_type<R: Ruleset>(engine: &mut Engine) {
    engine.register_type_with_name::<Ctx<R>>("Ctx");
}

/// What every game's `ctx` has (`ApiFn`, `api_fn::all`).
pub struct Core<R>(PhantomData<R>);

impl<R: Ruleset> Core<R> {
    /// The core's declarations. `ctx.target(i)` is each game's, which says what a target no
    /// longer legal is: [`target`] is the core's reading, for a game to declare as its own.
    pub const API: &'static [ApiFn<R>] = &[
        ApiFn::property(
            "me",
            "the id of the card or permanent whose script runs",
            |e, name| {
                e.register_get(name, |ctx: &mut Ctx<R>| ctx.reading().source.0 as i64);
            },
        ),
        ApiFn::property(
            "controller",
            "the seat (1, 2…) of the player who controls it",
            |e, name| {
                e.register_get(name, |ctx: &mut Ctx<R>| {
                    ctx.reading().controller.0 as i64 + 1
                });
            },
        ),
        ApiFn::property(
            "value",
            "the keyword's number when a keyword's script runs (`Name 2` → 2)",
            |e, name| {
                e.register_get(name, |ctx: &mut Ctx<R>| ctx.reading().value as i64);
            },
        ),
        ApiFn::property(
            "execution",
            "0, then 1, 2… for each extra execution of the effect paid for",
            |e, name| {
                e.register_get(name, |ctx: &mut Ctx<R>| ctx.reading().execution as i64);
            },
        ),
        ApiFn::property(
            "subject",
            "in a triggered ability, the id of what its event was about (the card played, the \
             object that moved or left play…); -1 for none",
            |e, name| {
                e.register_get(name, |ctx: &mut Ctx<R>| {
                    ctx.reading().subject.map_or(-1, |o| o.0 as i64)
                });
            },
        ),
        ApiFn::call(
            "target_player",
            &["i"],
            "the seat of the player who is the i-th target, 0 when that target is an object",
            |e, name| {
                e.register_fn(name, target_player::<R>);
            },
        ),
    ];
}

/// `ctx.target(i)`: the object that is the i-th target chosen while playing, or -1 if it is
/// no longer legal (it changed zones in a way that made it a new object, or left play) or the
/// target is a player.
pub fn target<R: Ruleset>(ctx: &mut Ctx<R>, i: i64) -> Res<i64> {
    let s = ctx.state();
    let Some(h) = super::support::nth_target(&s, i)?.object() else {
        return Ok(-1);
    };
    let o = s.game.obj(h.obj);
    Ok(if o.incarnation == h.incarnation && o.zone.in_play() {
        h.obj.0 as i64
    } else {
        -1
    })
}

/// `ctx.target_player(i)`: the player who is the i-th target (1, 2…, as `ctx.controller`), or
/// 0 when that target is an object.
fn target_player<R: Ruleset>(ctx: &mut Ctx<R>, i: i64) -> Res<i64> {
    let s = ctx.state();
    let t = super::support::nth_target(&s, i)?;
    Ok(t.player().map_or(0, |p| p.0 as i64 + 1))
}

/// `target`'s direct entry (`script::direct`): a reading, so its value may be another direct
/// call's argument (`ctx.tap(ctx.target(0))`).
pub const fn target_direct<R: Ruleset>() -> super::direct::DirectFn<R> {
    super::direct::DirectFn::new(super::direct_args::ints::<1>, |ctx, args| {
        target(ctx, super::direct_args::int_at(args, 0)).map(rhai::Dynamic::from_int)
    })
    .gives(super::direct::Gives::Reading)
}
