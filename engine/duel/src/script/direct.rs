//! The card API functions the host may call from Rust when a card function is a few plain
//! calls of them (`grimoire_core::code::direct`): `choose_target` and the effect language's
//! `choose_targets`, the whole `choose` function of most spells and abilities with a target,
//! whose options the legal actions also read without asking; the effects that run no script;
//! damage where no replacement can be asked; what static abilities give; and the readings and
//! conditions their arguments and `if`s take (`target`, `equipped`, `controls`). Each is named
//! in its function's one declaration (`.direct(…)`).

use grimoire_core::script::direct::{DirectFn, Gives};
use grimoire_core::script::direct_args::{int_at, int_text, ints, text_at};
use rhai::{Dynamic, EvalAltResult, ImmutableString};

/// A direct entry of the duel's API.
type Direct = DirectFn<crate::Duel>;

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

/// Effects that run no script (`support::act_plain`), called with constant numbers, `ctx.me`,
/// `ctx.value` or `ctx.target(i)`: the whole function of many abilities read from their text
/// (« Régénérez cette créature », « Engagez la créature ciblée ») and of keywords (Bushido's
/// `ctx.pump(ctx.me, ctx.value, ctx.value)`).
pub(super) const REGENERATE: Direct = Direct::new(ints::<1>, |ctx, args| {
    unit(super::actions::regenerate(ctx, int_at(args, 0)))
});
pub(super) const CANNOT_BE_REGENERATED: Direct = Direct::new(ints::<1>, |ctx, args| {
    unit(super::actions::cannot_be_regenerated(ctx, int_at(args, 0)))
});
pub(super) const PUMP: Direct = Direct::new(ints::<3>, |ctx, args| {
    unit(super::actions::pump(
        ctx,
        int_at(args, 0),
        int_at(args, 1),
        int_at(args, 2),
    ))
});
pub(super) const GRANT: Direct = Direct::new(int_text, |ctx, args| {
    unit(super::actions::grant(
        ctx,
        int_at(args, 0),
        &text_at(args, 1),
    ))
});
pub(super) const TAP: Direct = Direct::new(ints::<1>, |ctx, args| {
    unit(super::actions::tap(ctx, int_at(args, 0)))
});
pub(super) const UNTAP: Direct = Direct::new(ints::<1>, |ctx, args| {
    unit(super::actions::untap(ctx, int_at(args, 0)))
});
pub(super) const ATTACH: Direct = Direct::new(ints::<2>, |ctx, args| {
    unit(super::actions::attach(
        ctx,
        int_at(args, 0),
        int_at(args, 1),
    ))
});
pub(super) const DETACH: Direct = Direct::new(ints::<1>, |ctx, args| {
    unit(super::actions::detach(ctx, int_at(args, 0)))
});
pub(super) const DRAW: Direct = Direct::new(ints::<1>, |ctx, args| {
    unit(super::actions::draw(ctx, int_at(args, 0)))
});
pub(super) const GAIN_LIFE: Direct = Direct::new(ints::<1>, |ctx, args| {
    unit(super::actions::gain_life(ctx, int_at(args, 0)))
});

/// Damage, where no replacement can be asked (`damage::may_be_replaced`): « Cette créature
/// inflige 1 blessure au joueur ciblé ».
pub(super) const DAMAGE_TARGET: Direct = Direct::new(ints::<2>, |ctx, args| {
    unit(super::actions::damage_target(
        None,
        ctx,
        int_at(args, 0),
        int_at(args, 1),
    ))
})
.declines(crate::rules::damage::may_be_replaced);
pub(super) const DEAL_DAMAGE: Direct = Direct::new(ints::<2>, |ctx, args| {
    unit(super::actions::deal_damage(
        None,
        ctx,
        int_at(args, 0),
        int_at(args, 1),
    ))
})
.declines(crate::rules::damage::may_be_replaced);
/// Damage to a player, which nothing replaces.
pub(super) const DAMAGE_PLAYER: Direct = Direct::new(ints::<2>, |ctx, args| {
    unit(super::actions::damage_player(
        None,
        ctx,
        int_at(args, 0),
        int_at(args, 1),
    ))
});

/// `ctx.controls(id)`: a condition (Équipement's « créature ciblée que vous contrôlez » still
/// holding at resolution).
pub(super) const CONTROLS: Direct = Direct::new(ints::<1>, |ctx, args| {
    super::queries::controls(ctx, int_at(args, 0)).map(Dynamic::from_bool)
})
.gives(Gives::Answer);

/// What static abilities give (`statics`), in `continuous`: « La créature équipée gagne +1/+0
/// et a l'initiative » is `equipped` read, then two of these.
pub(super) const EQUIPPED: Direct = Direct::new(<[Dynamic]>::is_empty, |ctx, _| {
    Ok(Dynamic::from_int(super::statics::equipped(ctx)))
})
.gives(Gives::Reading);
pub(super) const GIVE_PT: Direct = Direct::new(ints::<3>, |ctx, args| {
    unit(super::statics::give_pt(
        ctx,
        int_at(args, 0),
        int_at(args, 1),
        int_at(args, 2),
    ))
});
pub(super) const GIVE_KEYWORD: Direct = Direct::new(int_text, |ctx, args| {
    unit(super::statics::give_keyword(
        ctx,
        int_at(args, 0),
        &text_at(args, 1),
    ))
});
pub(super) const GIVE_EXTRA_BLOCKS: Direct = Direct::new(ints::<2>, |ctx, args| {
    unit(super::statics::give_extra_blocks(
        ctx,
        int_at(args, 0),
        int_at(args, 1),
    ))
});
pub(super) const GIVE_REGENERATION: Direct = Direct::new(ints::<1>, |ctx, args| {
    unit(super::statics::give_regeneration(ctx, int_at(args, 0)))
});

/// What the engine's call of an action returns: nothing, or its error.
fn unit(done: Result<(), Box<EvalAltResult>>) -> Result<Dynamic, Box<EvalAltResult>> {
    done.map(|()| Dynamic::UNIT)
}
