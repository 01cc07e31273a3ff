//! The card API functions the host may call from Rust when a card function is one call of
//! them with constant arguments, `ctx.me`, `ctx.value` or `ctx.target(i)`
//! (`grimoire_core::code::direct`): the two target choices, the whole `choose` function of most
//! cards that have one, and drawing, gaining XP, making a token, killing, giving Might, dealing
//! damage, granting a keyword, equipping and attaching — the whole of many linked abilities',
//! keywords' and spells' functions (`ctx.draw(1)`, `ctx.gain_xp(ctx.value)`, `ctx.kill(ctx.me)`,
//! `ctx.give_might(ctx.target(0), 3)`, Équiper's `ctx.equip(ctx.me, ctx.target(0))`,
//! `ctx.create_token("…", "base", false)`). Each takes its argument as the engine would pass it;
//! `target` only reads, so its value may be another's argument. Each entry is named in its
//! function's one declaration (`.direct(…)`, beside the function in `api*.rs`), which the
//! host finds it by.

use super::Ctx;
use crate::query::scan::units_on_board;
use crate::state::targets::Side;
use crate::state::{Game, ObjId, PlayerId};
use grimoire_core::rules::env::ChoiceOptions;
use grimoire_core::script::direct::{DirectFn, Gives};
use grimoire_core::script::direct_args::{int_at, ints, one_text, text_at, two_texts};
use rhai::{Dynamic, EvalAltResult, ImmutableString, Map};

type Called = Result<Dynamic, Box<EvalAltResult>>;
/// A direct entry of Riftbound's API.
type Direct = DirectFn<crate::Riftbound>;

/// What the host calls for `ctx.choose_targets(#{…})` with a constant map, and what it offers.
pub(super) const CHOOSE_TARGETS: Direct =
    Direct::new(|args| matches!(args, [a] if a.is_map()), choose_targets)
        .options(choose_targets_options);
/// `ctx.choose_unit("…")`, and what it offers.
pub(super) const CHOOSE_UNIT: Direct =
    Direct::new(one_text, choose_unit).options(choose_unit_options);
pub(super) const DRAW: Direct = Direct::new(ints::<1>, draw);
/// Left to the engine where a card replaces deaths: only its call can ask them (369).
pub(super) const KILL: Direct =
    Direct::new(ints::<1>, kill).declines(crate::rules::death_replacements::possible);
pub(super) const GAIN_XP: Direct = Direct::new(ints::<1>, gain_xp);
/// Left to the engine where a card replaces the making of tokens: only its call can ask them
/// (370).
pub(super) const CREATE_TOKEN: Direct = Direct::new(
    |args| matches!(args, [a, b, c] if a.is_string() && b.is_string() && c.is_bool()),
    create_token,
)
.declines(crate::rules::token_replacements::possible);
pub(super) const GIVE_MIGHT: Direct = Direct::new(ints::<2>, give_might);
pub(super) const DEAL_DAMAGE: Direct = Direct::new(ints::<2>, deal_damage);
pub(super) const GRANT_KEYWORD: Direct = Direct::new(
    |args| {
        matches!(args, [a, b, c, d]
            if a.is_int() && b.is_string() && c.is_int() && d.is_string())
    },
    grant_keyword,
);
pub(super) const EQUIP: Direct = Direct::new(ints::<2>, equip);
pub(super) const ATTACH: Direct = Direct::new(ints::<2>, attach);
pub(super) const LOOK_TOP: Direct = Direct::new(ints::<1>, look_top).gives(Gives::List);
pub(super) const UNITS: Direct = Direct::new(one_text, units).gives(Gives::List);
pub(super) const YOU_MAY: Direct = Direct::new(one_text, you_may).gives(Gives::Answer);
/// `ctx.you_may(en, fr)`: Vision's whole question, asked in the game's language.
pub(super) const YOU_MAY_EN_FR: Direct = Direct::new(two_texts, you_may_en_fr).gives(Gives::Answer);
pub(super) const RECYCLE: Direct = Direct::new(ints::<1>, recycle);
pub(super) const CHOOSE_TAGGED: Direct = Direct::new(one_text, choose_tagged);
pub(super) const TARGET: Direct = Direct::new(ints::<1>, target).gives(Gives::Reading);

/// `ctx.choose_targets(#{…})` with a constant map.
fn choose_targets(ctx: &mut Ctx, args: &[Dynamic]) -> Called {
    // One map, as `accepts` settled at load.
    let spec = args
        .first()
        .and_then(|a| a.read_lock::<Map>().map(|m| m.clone()))
        .unwrap_or_default();
    super::api_targets::choose(ctx, spec).map(Dynamic::from_array)
}

/// `ctx.choose_unit("…")` with a constant text.
fn choose_unit(ctx: &mut Ctx, args: &[Dynamic]) -> Called {
    super::api::choose_unit(ctx, text_at(args, 0).as_str()).map(Dynamic::from_int)
}

/// What `ctx.choose_targets(#{…})` with a constant map offers (`api_targets::options`).
fn choose_targets_options(
    game: &Game,
    source: ObjId,
    controller: PlayerId,
    args: &[Dynamic],
) -> Option<ChoiceOptions> {
    let spec = args.first()?.read_lock::<Map>()?;
    super::api_targets::options(game, source, controller, &spec)
}

/// What `ctx.choose_unit("…")` with a constant text offers: the units on the side it names, one
/// to choose (`api::choose_unit`); `None` for a text the call refuses.
fn choose_unit_options(
    game: &Game,
    _source: ObjId,
    controller: PlayerId,
    args: &[Dynamic],
) -> Option<ChoiceOptions> {
    let filter = args.first()?.read_lock::<ImmutableString>()?;
    let side = Side::named(filter.as_str())?;
    let units = units_on_board(game, |o| side.accepts(o.controller == controller));
    Some(ChoiceOptions {
        targets: units.iter().map(|&o| game.obj(o).handle().into()).collect(),
        min: 1,
    })
}

/// `ctx.draw(n)` with a constant number.
fn draw(ctx: &mut Ctx, args: &[Dynamic]) -> Called {
    super::api::draw_cards(ctx, int_at(args, 0)).map(|()| Dynamic::UNIT)
}

/// `ctx.gain_xp(n)`, the number constant or the call's (`ctx.value`: Chasse's whole trigger),
/// 730.1.
fn gain_xp(ctx: &mut Ctx, args: &[Dynamic]) -> Called {
    super::api_actions::gain_xp(ctx, int_at(args, 0)).map(|()| Dynamic::UNIT)
}

/// `ctx.create_token("card", "where", ready)` with constant arguments.
fn create_token(ctx: &mut Ctx, args: &[Dynamic]) -> Called {
    let ready = args
        .get(2)
        .and_then(|a| a.as_bool().ok())
        .unwrap_or_default();
    let (card, at) = (text_at(args, 0), text_at(args, 1));
    super::api_cards::create_token(ctx, &card, &at, ready).map(Dynamic::from_int)
}

/// `ctx.kill(id)`, the id constant or the source's (`ctx.me`: Temporaire's whole trigger).
fn kill(ctx: &mut Ctx, args: &[Dynamic]) -> Called {
    super::api::kill(ctx, int_at(args, 0)).map(|()| Dynamic::UNIT)
}

/// `ctx.give_might(id, n)`: Bénédiction's, Sursaut's whole resolution
/// (`ctx.give_might(ctx.target(0), 3)`).
fn give_might(ctx: &mut Ctx, args: &[Dynamic]) -> Called {
    let limit = crate::events::Limit::default();
    super::api_might::give_might(ctx, int_at(args, 0), int_at(args, 1), limit)
        .map(|()| Dynamic::UNIT)
}

/// `ctx.deal_damage(id, n)`.
fn deal_damage(ctx: &mut Ctx, args: &[Dynamic]) -> Called {
    super::api::deal_damage_to(ctx, int_at(args, 0), int_at(args, 1)).map(|()| Dynamic::UNIT)
}

/// `ctx.grant_keyword(id, "name", value, "duration")` with constant texts.
fn grant_keyword(ctx: &mut Ctx, args: &[Dynamic]) -> Called {
    let (name, duration) = (text_at(args, 1), text_at(args, 3));
    super::api::grant_keyword(ctx, int_at(args, 0), &name, int_at(args, 2), &duration)
        .map(|()| Dynamic::UNIT)
}

/// `ctx.equip(gear, unit)`: Équiper's whole activation (`ctx.equip(ctx.me, ctx.target(0))`).
fn equip(ctx: &mut Ctx, args: &[Dynamic]) -> Called {
    super::api_equip::equip_to(ctx, int_at(args, 0), int_at(args, 1)).map(|()| Dynamic::UNIT)
}

/// `ctx.attach(gear, unit)`: Dégainer's whole trigger (`ctx.attach(ctx.me, ctx.target(0))`).
fn attach(ctx: &mut Ctx, args: &[Dynamic]) -> Called {
    super::api_cards::attach_to(ctx, int_at(args, 0), int_at(args, 1)).map(|()| Dynamic::UNIT)
}

/// `ctx.target(i)` with a constant number, as another direct call's argument
/// (`ctx.kill(ctx.target(0))`): it reads the call's targets and changes nothing.
fn target(ctx: &mut Ctx, args: &[Dynamic]) -> Called {
    super::api::target(ctx, int_at(args, 0)).map(Dynamic::from_int)
}

/// `ctx.look_top(n)` with a constant number: Vision's list (`for top in ctx.look_top(1)`).
fn look_top(ctx: &mut Ctx, args: &[Dynamic]) -> Called {
    super::api_cards::look_top(ctx, int_at(args, 0)).map(Dynamic::from_array)
}

/// `ctx.units("…")` with a constant text: a loop's list (`for unit in ctx.units("enemy")`).
fn units(ctx: &mut Ctx, args: &[Dynamic]) -> Called {
    super::api::units(ctx, text_at(args, 0).as_str()).map(Dynamic::from_array)
}

/// `ctx.you_may("…")` with a constant text: an `if` condition (the player answers).
fn you_may(ctx: &mut Ctx, args: &[Dynamic]) -> Called {
    super::api_choose::you_may(ctx, text_at(args, 0).as_str()).map(Dynamic::from_bool)
}

/// `ctx.you_may(en, fr)` with constant texts: the one of the language shown.
fn you_may_en_fr(ctx: &mut Ctx, args: &[Dynamic]) -> Called {
    let text = text_at(args, usize::from(grimoire_core::words::french()));
    super::api_choose::you_may(ctx, text.as_str()).map(Dynamic::from_bool)
}

/// `ctx.recycle(id)`.
fn recycle(ctx: &mut Ctx, args: &[Dynamic]) -> Called {
    super::api_actions::recycle(ctx, int_at(args, 0)).map(|()| Dynamic::UNIT)
}

/// `ctx.choose_tagged("…")` with a constant text: Expert en armes' whole choice.
fn choose_tagged(ctx: &mut Ctx, args: &[Dynamic]) -> Called {
    super::api_equip::choose_tagged(ctx, text_at(args, 0).as_str()).map(Dynamic::from_int)
}
