//! The `ctx` functions behind changes of control: `ctx.gain_control(id)`.

use super::Ctx;
use super::api_support::{Res, acts, fault, object};
use crate::rules::control::gain_control;
use grimoire_core::script::ApiFn;
use rhai::NativeCallContext;

/// Control (824). Declared once (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    // `ctx.gain_control(id)`: the script's controller gains control of the unit or gear `id`
    // at a battlefield; returns whether the controller changed (824.1.c.1 follows from it).
    ApiFn::call(
        "gain_control",
        &["id"],
        "the controller gains control of a unit or gear at a battlefield; what depends on the \
         controller follows (824.1.c.1), and the battlefield is contested (187.3.a); or of a \
         spell on the chain (« gain control of a spell »: its effect is theirs as it resolves, \
         359.3.f.4); whether it changed",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<bool> {
                let mut s = ctx.state();
                acts(&s, "gain_control")?;
                let Some(obj) = object(&s.game, id)? else {
                    return Ok(false);
                };
                let player = s.controller;
                let result = gain_control(&mut s.game, obj, player);
                match result {
                    Ok(changed) => Ok(changed),
                    Err(e) => fault(&mut s.fault, Err(e)).map(|()| false),
                }
            });
        },
    ),
    ApiFn::call(
        "make_new_choices",
        &["id"],
        "the controller of the spell `id` on the chain makes its choices again, as it was \
         played (its `choose` function: targets and modes, each execution's), the new ones \
         replacing the old (« you may make new choices for it »); whether it had choices to \
         make",
        |e, name| {
            e.register_fn(
                name,
                |nc: NativeCallContext, ctx: &mut Ctx, id: i64| -> Res<bool> {
                    let mut s = ctx.state();
                    acts(&s, "make_new_choices")?;
                    let Some(obj) = object(&s.game, id)? else {
                        return Ok(false);
                    };
                    let s = &mut *s;
                    let result = super::api_support::with_nested(&nc, s, |game, env| {
                        crate::rules::spell_control::new_choices(game, env, obj)
                    });
                    match result {
                        Ok(made) => Ok(made),
                        Err(e) => fault(&mut s.fault, Err(e)).map(|()| false),
                    }
                },
            );
        },
    ),
];
