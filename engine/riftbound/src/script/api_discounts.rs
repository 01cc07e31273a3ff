//! Discounts a permanent gives the cards its controller plays (356.4.a): « Your Dragons cost
//! [1] less », « the Energy costs of spells you play are reduced by [1], to a minimum of [1] ».
//! The rules call a permanent's `discount` function with the card being played as
//! `ctx.subject` and its energy cost so far as `ctx.value` (`rules::discounts`).

use super::Ctx;
use super::api_support::{Res, object, within};
use super::target_spec::spec;
use grimoire_core::script::ApiFn;
use rhai::Map;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "fits",
        &["id", "options"],
        "whether the card `id`, wherever it is (a hand, the chain), is of what the options of \
         `choose_targets` describe — `what`, `side`, `tag`, `not_tag`, `max_energy` — leaving \
         out where it is (« Your Dragons cost [1] less »: the card being played, 356.4.a); false \
         for -1",
        |e, name| {
            e.register_fn(name, fits);
        },
    ),
    ApiFn::call(
        "discount",
        &["less", "minimum"],
        "in a `discount` function: the energy taken off the card being played, as a cost such \
         as `\"[2]\"` — `less`, but never below `minimum` from the energy cost so far \
         (`ctx.value`; 356.4.e: the minimum is this discount's only), nor below nothing (356.5)",
        |e, name| {
            e.register_fn(name, discount);
        },
    ),
];

/// `ctx.fits(id, options)`.
fn fits(ctx: &mut Ctx, id: i64, options: Map) -> Res<bool> {
    let s = ctx.state();
    let Some(obj) = object(&s.game, id)? else {
        return Ok(false);
    };
    let spec = spec(&s.game, s.source, s.controller, &options)?;
    Ok(crate::query::targets::fits(
        &s.game,
        &spec.r,
        s.controller,
        obj,
    ))
}

/// `ctx.discount(less, minimum)`.
fn discount(ctx: &mut Ctx, less: i64, minimum: i64) -> Res<String> {
    let less = within(less, 0..=100, "discount")?;
    let minimum = within(minimum, 0..=100, "discount")?;
    let so_far = ctx.reading().value.max(0);
    let taken = less.min((so_far - minimum).max(0));
    Ok(format!("[{taken}]"))
}
