//! Moving objects between zones. The one place that applies rule 110: leaving or entering a
//! non-board zone makes a new object, so damage, buffs, granted keywords and every other
//! effect on the old one stop applying.

use crate::state::object::Designation;
use crate::state::{Game, ObjId, Zone};

/// Where in an ordered zone a moved object goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Position {
    Top,
    Bottom,
}

/// Moves `obj` to `zone` without tracing (callers trace in their own words).
pub fn move_to(game: &mut Game, obj: ObjId, zone: Zone, pos: Position) {
    let from = game.obj(obj).zone;
    let order = match pos {
        Position::Top => {
            game.next_top -= 1;
            game.next_top
        }
        Position::Bottom => {
            game.next_order += 1;
            game.next_order
        }
    };
    let renew = from.is_board() != zone.is_board() || !zone.is_board();
    let o = game.obj_mut(obj);
    o.zone = zone;
    o.order = order;
    if renew && from != zone {
        // 110: a new object; nothing temporary follows it.
        o.incarnation += 1;
        o.damage = 0;
        o.buffs = 0;
        o.exhausted = false;
        o.attached_to = None;
        o.designation = None::<Designation>;
        o.controller = o.owner;
        let live: Vec<_> = game.objects.iter().map(|o| o.handle()).collect();
        game.effects.retain(|e| live.contains(&e.target));
    }
}
