//! What Riftbound's card-API functions read of a game, recorded while the rules record a
//! continuous function's run (`grimoire_core::state::reads`, `rules::continuous_memo`): a
//! function that records what it reads takes the call's state through `Ctx::reading` and says
//! here what it read beyond the objects `support::object` notes; the others take it through
//! `Ctx::state`, which makes the run always run again. Recording costs nothing outside such a
//! run: every helper returns at once.
//!
//! The effects in force are compared whole by the memo (every Might and keyword is read from
//! them, 472), so no helper notes them.

use crate::model::card::CardKind;
use crate::query::scan::locations;
use crate::state::derived::part;
use crate::state::effects::{Duration, WhileCondition};
use crate::state::{Game, ObjId, Zone};

/// `obj`'s characteristics were read — its Might (143.2, 472.3) or its keywords (722.1): the
/// object, the sources of the effects on it that last while their source is on the board, its
/// controller's bonus to buffs (426) when it has buffs, the gear attached to it (472.3.c,
/// 472.2.c: its location's objects, or that none is attached anywhere), and — when its card has
/// abilities that depend on a keyword's condition (727) — something untracked: a condition may
/// read anything.
pub fn characteristics(game: &Game, obj: ObjId) {
    let reads = &game.reads;
    if !reads.is_recording() {
        return;
    }
    reads.object(obj);
    for e in game.effects.iter().filter(|e| e.target.obj == obj) {
        if let Duration::While(WhileCondition::InPlay(h)) = e.duration {
            reads.object(h.obj);
        }
    }
    let o = game.obj(obj);
    if o.buffs != 0 {
        reads.part(part::BUFF_BONUS);
    }
    reads.part(part::GEAR);
    if game.attached_gear > 0 && o.zone.is_location() {
        units_and_gear_at(game, o.zone);
    }
    let glossary = &game.catalog.glossary;
    let dependent = game.card(obj).abilities.iter().any(|f| {
        f.keyword
            .is_some_and(|kw| glossary.get(kw).hooks.condition.is_some())
    });
    if dependent {
        reads.untracked();
    }
}

/// Which objects are at location `zone`, and every one of them that may change what a question
/// about its units gives (a unit: whose it is; gear: what it is attached to). Runes and the
/// rest are noted by the zone alone: an object's kind never changes.
pub fn units_and_gear_at(game: &Game, zone: Zone) {
    let reads = &game.reads;
    if !reads.is_recording() {
        return;
    }
    reads.zone(zone);
    for &id in game.zone_slice(zone) {
        if matches!(game.obj(id).kind, CardKind::Unit | CardKind::Gear) {
            reads.object(id);
        }
    }
}

/// The units on the board were read (`query::scan::units_on_board`): every location.
pub fn units_on_board(game: &Game) {
    if !game.reads.is_recording() {
        return;
    }
    for zone in locations(game) {
        units_and_gear_at(game, zone);
    }
}

/// How many objects are in `zone`, or which, was read (not what they are).
pub fn zone(game: &Game, zone: Zone) {
    game.reads.zone(zone);
}
