//! Healing (418), and a replacement of a death saying that it applies (369): « Heal that
//! unit, exhaust it and recall it instead » is `heal`, `exhaust`, `recall` and `instead` in a
//! card's `would_die` or `unit_would_die` (`rules::death_replacements`).

use super::Ctx;
use super::api_support::{Res, acts, object};
use crate::events::BoardEvent;
use grimoire_core::script::ApiFn;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[
    ApiFn::call(
        "heal",
        &["id"],
        "clears all damage from the unit (418.1); whether it had any (a unit no longer on the \
         board has none)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx, id: i64| -> Res<bool> {
                let mut s = ctx.state();
                acts(&s, "heal")?;
                let Some(o) = object(&s.game, id)? else {
                    return Ok(false);
                };
                Ok(heal(&mut s.game, o))
            });
        },
    ),
    ApiFn::call(
        "instead",
        &[],
        "in `would_die` or `unit_would_die`: the replacement applies — what it did takes the \
         place of the death, which does not happen (369.1, « … instead »); a replacement that \
         never says so leaves the death to happen (a \"you may\" declined, a cost not paid, \
         371.1)",
        |e, name| {
            e.register_fn(name, |ctx: &mut Ctx| -> Res<()> {
                let mut s = ctx.state();
                match s.game.ext.replacing.last_mut() {
                    Some((_, applied)) => {
                        *applied = true;
                        Ok(())
                    }
                    None => super::api_support::err(
                        "`instead` says that a replacement of a death applies: call it in \
                         `would_die` or `unit_would_die`"
                            .to_string(),
                    ),
                }
            });
        },
    ),
];

/// Heals a unit at a location (418.1); traced when it had damage.
pub fn heal(game: &mut crate::state::Game, obj: crate::state::ObjId) -> bool {
    let o = game.obj(obj);
    if o.damage == 0 || !o.zone.is_location() {
        return false;
    }
    let o = game.obj_mut(obj);
    o.damage = 0;
    o.damaged_by = None;
    crate::state::board::edited(game);
    game.emit(|g| {
        BoardEvent::Healed {
            card: crate::events::label(g, obj),
        }
        .into()
    });
    true
}
