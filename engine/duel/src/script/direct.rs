//! The card API function the host may call from Rust when a card function is one call of it
//! with a constant argument (`grimoire_core::code::direct`): `choose_target`, the whole
//! `choose` function of most spells and abilities with a target, whose options the legal
//! actions also read without asking.

use grimoire_core::script::direct::{DirectFn, Gives};
use rhai::{Dynamic, ImmutableString};

/// The duel's directly callable `ctx` functions.
pub const DIRECT: &[DirectFn<crate::Duel>] = &[DirectFn {
    name: "choose_target",
    accepts: |args| matches!(args, [a] if a.is_string()),
    call: |ctx, args| {
        let filter = args
            .first()
            .and_then(|a| a.read_lock::<ImmutableString>().map(|f| f.clone()))
            .unwrap_or_default();
        super::choose::choose_target(ctx, filter.as_str()).map(Dynamic::from_int)
    },
    options: Some(|game, source, controller, args| {
        let filter = args.first()?.read_lock::<ImmutableString>()?;
        super::choose::options(game, source, controller, filter.as_str())
    }),
    gives: Gives::Any,
}];
