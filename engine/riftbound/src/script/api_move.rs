//! `ctx.move_to_chosen`: a move by an effect whose destination the effect's controller chooses
//! as it resolves (444.1: the source says where it may go): "Move an enemy unit.", "Move a
//! friendly unit to a battlefield.", "Move a unit to or from its base."

use super::Ctx;
use super::api_actions::move_by_effect;
use super::api_support::{Res, acts, err, fault, object};
use crate::query::board::{battlefields, held_by_two_others, is_unit};
use crate::rules::decide::ask;
use crate::rules::prompt::Prompt;
use crate::state::decision::{Decision, DecisionKind, DecisionOption};
use crate::state::{Game, Location, ObjId};
use grimoire_core::script::ApiFn;

/// Declared once (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[ApiFn::call(
    "move_to_chosen",
    &["id", "where"],
    "a move by an effect (444) of the unit `id` to a location the controller chooses as it \
     resolves: `where` is `\"anywhere\"` (its own base or a battlefield, not where it is), \
     `\"battlefield\"`, or `\"to_or_from_base\"` (from its base to a battlefield, from a \
     battlefield to its base); a battlefield with units of two other players is not offered \
     (444.2); nothing happens when there is no place to go",
    |e, name| {
        e.register_fn(name, move_to_chosen);
    },
)];

/// Where `unit` may be moved to under `kind` (444.1, 444.2), in the order traces list places:
/// its controller's base first, then the battlefields.
fn destinations(game: &Game, unit: ObjId, kind: &str) -> Res<Vec<Location>> {
    let o = game.obj(unit);
    let (player, from) = (o.controller, o.zone);
    let at_base = from == Location::Base(player).zone();
    let (base, fields) = match kind {
        "anywhere" => (true, true),
        "battlefield" => (false, true),
        "to_or_from_base" => (!at_base, at_base),
        _ => {
            return err(format!(
                "move_to_chosen: unknown `where` \"{kind}\": expected \"anywhere\", \
                 \"battlefield\" or \"to_or_from_base\""
            ));
        }
    };
    let mut out = Vec::new();
    if base && !at_base {
        out.push(Location::Base(player));
    }
    if fields {
        for b in battlefields(game) {
            let l = Location::Battlefield(b);
            if l.zone() != from && !held_by_two_others(game, player, b) {
                out.push(l);
            }
        }
    }
    Ok(out)
}

/// `ctx.move_to_chosen(id, where)`: the controller chooses among `destinations`, then the unit
/// moves there, with what a move triggers.
fn move_to_chosen(ctx: &mut Ctx, id: i64, kind: &str) -> Res<()> {
    let mut s = ctx.state();
    acts(&s, "move_to_chosen")?;
    let Some(unit) = object(&s.game, id)? else {
        return Ok(());
    };
    // A target no longer on the board, or not a unit, does not move (442.3).
    if !is_unit(&s.game, unit) || !s.game.obj(unit).zone.is_location() {
        return Ok(());
    }
    let places = destinations(&s.game, unit, kind)?;
    if places.is_empty() {
        return Ok(());
    }
    let source = s.source;
    let options: Vec<DecisionOption> = places.iter().map(|&l| DecisionOption::place(l)).collect();
    let decision = Decision::one(
        s.controller,
        DecisionKind::Place,
        Prompt::Destination { unit, source },
        options,
    );
    let s = &mut *s;
    let to = match ask(&mut s.game, &mut s.agent, decision) {
        Ok(a) => places[a[0]],
        Err(e) => return fault(&mut s.fault, Err(e)),
    };
    let result = move_by_effect(s, unit, to, s.controller);
    fault(&mut s.fault, result)
}
