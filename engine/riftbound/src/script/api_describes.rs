//! Whether an object is what an object phrase describes: what a trigger on an event about
//! anything asks of its subject (383.3.e: « when a friendly unit takes damage », « when an
//! enemy unit becomes Mighty »).

use super::Ctx;
use super::api_support::{Res, object};
use super::target_spec::spec;
use grimoire_core::script::ApiFn;
use rhai::Map;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[ApiFn::call(
    "describes",
    &["id", "options"],
    "whether the object `id` is what the options of `choose_targets` describe: on the board, all \
     of them (its side, where it is, its Might, buffed, stunned…; `other`: not the card itself); \
     elsewhere (a hand, a trash), those `fits` reads. What a trigger's condition asks of \
     `ctx.subject` (« when a friendly unit takes damage »); false for -1",
    |e, name| {
        e.register_fn(name, describes);
    },
)];

/// `ctx.describes(id, options)`.
fn describes(ctx: &mut Ctx, id: i64, options: Map) -> Res<bool> {
    let s = ctx.state();
    let Some(obj) = object(&s.game, id)? else {
        return Ok(false);
    };
    let spec = spec(&s.game, s.source, s.controller, &options)?;
    let game = &s.game;
    if game.obj(obj).zone.is_board() {
        return Ok(
            crate::query::targets::check(game, &spec.r, s.controller, s.source, obj).is_ok(),
        );
    }
    Ok(
        crate::query::targets::fits(game, &spec.r, s.controller, obj)
            && !(spec.r.other && obj == s.source),
    )
}
