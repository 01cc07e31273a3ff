//! The card API function the host may call from Rust when a card function is one call of it
//! with a constant argument (`grimoire_core::code::direct`): `choose_target`, the whole
//! `choose` function of most spells and abilities with a target, whose options the legal
//! actions also read without asking.

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
