//! The card API function the host may call from Rust when a card function is one call of it
//! with a constant argument (`grimoire_core::code::direct`): `choose_target` and the effect
//! language's `choose_targets`, the whole `choose` function of most spells and abilities with a
//! target, whose options the legal actions also read without asking.

use grimoire_core::script::direct::DirectFn;
use rhai::{Dynamic, ImmutableString};

/// What the host calls for `ctx.choose_target("…")` with a constant text, and what it offers
/// (named in `choose_target`'s declaration, `choose.rs`).
pub(super) const CHOOSE_TARGET: DirectFn<crate::Duel> = DirectFn::new(
    |args| matches!(args, [a] if a.is_string()),
    |ctx, args| {
        let filter = args
            .first()
            .and_then(|a| a.read_lock::<ImmutableString>().map(|f| f.clone()))
            .unwrap_or_default();
        super::choose::choose_target(ctx, filter.as_str()).map(Dynamic::from_int)
    },
)
.options(|game, source, controller, args| {
    let filter = args.first()?.read_lock::<ImmutableString>()?;
    super::choose::options(game, source, controller, filter.as_str())
});

/// What the host calls for `ctx.choose_targets(#{…})` with a constant map (the effect
/// language's choice), and what it offers: `choose_target` with the filter the map names.
pub(super) const CHOOSE_TARGETS: DirectFn<crate::Duel> = DirectFn::new(
    |args| matches!(args, [a] if a.is_map()),
    |ctx, args| {
        let map = args
            .first()
            .and_then(|a| a.read_lock::<rhai::Map>().map(|m| m.clone()))
            .unwrap_or_default();
        let filter = super::choose::filter_of(&map)?;
        super::choose::choose_target(ctx, filter).map(Dynamic::from_int)
    },
)
.options(|game, source, controller, args| {
    let map = args.first()?.read_lock::<rhai::Map>()?;
    let filter = super::choose::filter_of(&map).ok()?;
    super::choose::options(game, source, controller, filter)
});
