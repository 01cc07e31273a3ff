//! Who is responsible for a move (411.4): the player making a standard move, the controller of
//! the spell or ability moving a unit — or the player that effect lets move one (« each player
//! may move a unit they don't control to that battlefield »). « When you move an enemy unit »
//! triggers on the moves its controller is responsible for, even on an opponent's spell.

use super::Ctx;
use super::api_actions::move_by_effect;
use super::api_choose::location;
use super::api_support::{Res, acts, fault, object};
use super::api_targets::legal;
use super::target_spec::spec;
use crate::state::ObjId;
use crate::state::decision::{Decision, DecisionKind, DecisionOption};
use grimoire_core::script::ApiFn;
use rhai::Map;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "moved_by",
        &["id"],
        "the seat of the player responsible for the unit's latest move this turn (411.4): who \
         made the standard move, or whom the moving effect made move it (« when you move an \
         enemy unit »); `()` for -1 or a unit that has not moved this turn",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<rhai::Dynamic> {
                let s = ctx.state();
                let Some(o) = object(&s.game, id)? else {
                    return Ok(rhai::Dynamic::UNIT);
                };
                let last = crate::rules::movement::last_origin(&s.game, o);
                Ok(last.map_or(rhai::Dynamic::UNIT, |(_, p)| (i64::from(p.0) + 1).into()))
            });
        },
    ),
    ApiFn::call(
        "move_by_player",
        &["seat", "options", "location"],
        "the player at `seat` may choose one unit on the board that the options of `select` \
         allow, `side` read from their point of view (not a target), and it moves to `location` \
         (as `move_unit`'s) by this effect, that player responsible for the move (411.4: « each \
         player may move a unit they don't control to that battlefield »); the id moved, or -1",
        |e, name| {
            e.register_fn(name, move_by_player);
        },
    ),
];

/// `ctx.move_by_player(seat, options, location)`.
fn move_by_player(ctx: &mut Ctx, seat: i64, map: Map, to: &str) -> Res<i64> {
    let mut s = ctx.state();
    acts(&s, "move_by_player")?;
    let who = super::api_queries::seat(&s.game, seat)?;
    let to = location(&s, to)?;
    let spec = spec(&s.game, s.source, who, &map)?;
    let ids: Vec<ObjId> = legal(&s.game, s.source, who, &spec.r)
        .into_iter()
        .filter(|&u| crate::query::board::is_unit(&s.game, u) && s.game.obj(u).zone != to.zone())
        .collect();
    if ids.is_empty() {
        return Ok(-1);
    }
    let d = Decision::some(
        who,
        DecisionKind::Target,
        grimoire_core::en_fr!(en: "unit to move, or none", fr: "unité à déplacer, ou aucune"),
        DecisionOption::objects(&ids),
        0,
        1,
    );
    let s = &mut *s;
    let unit = match crate::rules::decide::ask(&mut s.game, &mut s.agent, d) {
        Ok(a) => match a.first() {
            Some(&i) => ids[i],
            None => return Ok(-1),
        },
        Err(e) => return fault(&mut s.fault, Err(e)).map(|()| -1),
    };
    let result = move_by_effect(s, unit, to, who);
    fault(&mut s.fault, result).map(|()| unit.0 as i64)
}
