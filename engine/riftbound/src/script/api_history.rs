//! What has happened, as conditions read it: the cards a player discarded this turn (« if
//! you've discarded a card this turn »), and whether damage just dealt will kill (« if this
//! kills it »: lethal damage kills in the next cleanup, 323.4–323.5), and whether a card was
//! played from face down (« when you play a card from [Hidden] », 811).

use super::Ctx;
use super::api_support::Res;
use crate::state::ObjId;
use grimoire_core::script::ApiFn;
use grimoire_core::script::support::object;

/// The turn's and the effect's history. Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "discards_this_turn",
        &["seat"],
        "how many cards a player has discarded this turn (422; « if you've discarded a card this \
         turn »)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, seat: i64| -> Res<i64> {
                let s = ctx.state();
                let p = super::api_queries::seat(&s.game, seat)?;
                Ok(i64::from(s.game.players[p.index()].discarded_this_turn))
            });
        },
    ),
    ApiFn::call(
        "lethally_damaged",
        &["id"],
        "whether a unit's damage is at least its Might, so that it dies in the next cleanup \
         (323.4–323.5; « if this kills it »); false for -1",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<bool> {
                let s = ctx.state();
                let Some(o): Option<ObjId> = object(&s.game, id)? else {
                    return Ok(false);
                };
                Ok(s.game.obj(o).zone.is_location()
                    && crate::query::might::has_lethal_damage(&s.game, o))
            });
        },
    ),
    ApiFn::call(
        "played_hidden",
        &["id"],
        "whether the card was played from face down at a battlefield, its [Hidden] play, the last \
         time it was played (811; « when you play a card from [Hidden] »); false for -1",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<bool> {
                let s = ctx.state();
                let Some(o): Option<ObjId> = object(&s.game, id)? else {
                    return Ok(false);
                };
                Ok(s.game.obj(o).played_hidden.is_some())
            });
        },
    ),
];
