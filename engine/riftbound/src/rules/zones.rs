//! Moving objects between zones. The one place that applies rule 110: leaving or entering a
//! non-board zone makes a new object, so damage, buffs, granted keywords and every other
//! effect on the old one stop applying. Also the one place that keeps attachments straight
//! (719.3.a, 719.5) and makes tokens cease to exist outside the board and chain (183.1).

use crate::model::card::Supertype;
use crate::model::glossary::TriggerEvent;
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
    // "When this leaves the board": noted now, put on the chain by the next cleanup, which
    // can ask its controller to order it (`rules::observed::left_board`).
    if from.is_board()
        && !zone.is_board()
        && crate::query::foreseen::may_trigger(game, obj, TriggerEvent::LeavesBoard)
    {
        game.ext.left_board.push(obj);
    }
    game.place(obj, zone, order);
    // 475.1: a permanent's text begins to apply as it enters the board.
    let since = if renew && zone.is_board() {
        game.new_timestamp()
    } else {
        game.obj(obj).since
    };
    let o = game.obj_mut(obj);
    o.since = since;
    if renew && from != zone {
        // 110: a new object; nothing temporary follows it.
        o.incarnation += 1;
        o.damage = 0;
        o.damaged_by = None;
        o.buffs = 0;
        o.exhausted = false;
        o.stunned = false;
        let attached = o.attached_to.is_some();
        o.designation = None::<Designation>;
        o.controller = o.owner;
        // Only effects on objects as they are now stay: a handle is live when its object has
        // not been renewed since (ids are arena indices).
        let objects = &game.objects;
        game.effects.retain(|e| {
            objects
                .get(e.target.obj.index())
                .is_some_and(|o| o.incarnation == e.target.incarnation)
        });
        if attached {
            crate::state::board::set_attachment(game, obj, None);
        }
    }
    if renew && from != zone && from.is_board() {
        // 110: a new object, its printed card again if it had become a copy (472.1.b.1).
        super::copies::revert(game, obj);
    }
    // Gear is attached only to a unit at a location, and is there too (719.2): an object that
    // was anywhere else carries nothing, and its old zone (a deck, a hand) is not read.
    if from != zone && from.is_location() {
        carry_attached(game, obj, from, zone);
    }
    // 183.1: a token put into a non-board zone other than the chain ceases to exist.
    if !zone.is_board() && zone != Zone::Chain && zone != Zone::Gone && is_token(game, obj) {
        game.set_zone(obj, Zone::Gone);
    }
}

/// Whether `obj` is a token (133.7, 176).
pub fn is_token(game: &Game, obj: ObjId) -> bool {
    game.obj(obj).token || game.card(obj).supertypes.contains(&Supertype::Token)
}

/// Gear attached to `unit` moves with it between board zones (719.3.a); when the unit leaves
/// the board, the gear detaches and stays at the unit's last location (719.5, 435.4.b), where
/// the next cleanup recalls it if that is a battlefield (435.4.a, 323.7).
fn carry_attached(game: &mut Game, unit: ObjId, from: Zone, to: Zone) {
    // Only `from` is read; what happens to each gear does not depend on the others, so the
    // zone's order (not always the arena's) does not matter.
    let attached: Vec<ObjId> = game
        .objects_in(from)
        .filter(|o| o.attached_to == Some(unit))
        .map(|o| o.id)
        .collect();
    for gear in attached {
        if to.is_location() {
            game.set_zone(gear, to);
        } else {
            // 475.2: its rules text is active again, with a new timestamp.
            let since = game.new_timestamp();
            game.obj_mut(gear).since = since;
            crate::state::board::set_attachment(game, gear, None);
        }
    }
}
