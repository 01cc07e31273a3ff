//! Which objects a question has to read, so that none goes through the whole arena (a game's
//! decks and trash are most of it): the locations, the gear on a unit. A location's objects
//! come from the game's zone index in arena order (locations are unordered zones), the order a
//! question going through every object would see them in.

use crate::model::card::CardKind;
use crate::state::object::Object;
use crate::state::{BfId, Game, ObjId, Zone};
use smallvec::SmallVec;

/// The locations (107.1.b, 107.2.b): each player's base, then each battlefield — every zone
/// `Zone::is_location` accepts.
pub fn locations(game: &Game) -> impl Iterator<Item = Zone> + use<> {
    game.player_ids()
        .map(Zone::Base)
        .chain(battlefield_ids(game).map(Zone::Battlefield))
}

/// The zones of the board (107): the locations, each battlefield's face-down zone, the
/// battlefields' cards and each player's legend — every zone `Zone::is_board` accepts.
pub fn board_zones(game: &Game) -> impl Iterator<Item = Zone> + use<> {
    locations(game)
        .chain(battlefield_ids(game).map(Zone::Facedown))
        .chain(std::iter::once(Zone::BattlefieldCards))
        .chain(game.player_ids().map(Zone::Legend))
}

/// The units at a location (a base or a battlefield) that `keep` accepts, in arena order: read
/// from the locations' zones rather than from every object of the arena (decks and trash are
/// most of it), then sorted back into the order a walk through the arena gives. `keep` is
/// asked first: the callers' questions (whose the object is) are cheaper than its card's kind.
pub fn units_on_board(game: &Game, keep: impl Fn(&Object) -> bool) -> SmallVec<[ObjId; 16]> {
    let mut ids = SmallVec::new();
    for zone in locations(game) {
        for &id in game.zone_slice(zone) {
            let o = game.obj(id);
            if keep(o) && o.kind == CardKind::Unit {
                ids.push(id);
            }
        }
    }
    ids.sort_unstable();
    ids
}

pub fn battlefield_ids(game: &Game) -> impl Iterator<Item = BfId> + use<> {
    (0..game.battlefields.len() as u8).map(BfId)
}

/// The gear attached to `obj`, in arena order. Attached gear is always at its unit's location:
/// it is attached there (719.2), moves with the unit between board zones (719.3.a) and detaches
/// when the unit leaves the board (719.5) — `rules::attach`, `rules::zones::move_to`, checked by
/// `rules::invariants` and by scenario setup. So only that location's objects are read, and
/// none for an object that is not at a location (a card in hand, on the chain…) or is not a
/// unit, the only kind gear attaches to (434; a rune in a base full of runes is asked its
/// keywords at every Beginning Phase).
pub fn gear_on(game: &Game, obj: ObjId) -> impl Iterator<Item = &Object> {
    let o = game.obj(obj);
    // No gear attached anywhere (`RiftState::attached_gear`): nothing to read.
    let here: &[ObjId] =
        if game.attached_gear > 0 && o.zone.is_location() && o.kind == CardKind::Unit {
            game.zone_slice(o.zone)
        } else {
            &[]
        };
    here.iter()
        .map(|&g| game.obj(g))
        .filter(move |g| g.attached_to == Some(obj))
}

/// Whether some object of the arena may have a card whose script defines `function`: when
/// not, no object does, and a question about the board's objects with that function needs no
/// search (« other units you play enter ready » is on no card of most games). The objects made
/// since the last question are read, the rest kept (`RiftState::arena_functions`).
pub fn arena_may_define(game: &Game, function: &str) -> bool {
    let catalog = &game.catalog;
    let filter = game.ext.arena_functions.of(&game.objects, |o| {
        catalog
            .card(o.card)
            .script
            .map_or(0, |s| catalog.script(s).functions.filter())
    });
    grimoire_core::model::function_set::may_contain(filter, function)
}

#[cfg(test)]
mod tests {
    use super::{board_zones, locations};
    use crate::model::catalog::Catalog;
    use crate::state::game::Battlefield;
    use crate::state::{Game, ObjId, PlayerId, Zone};
    use std::rc::Rc;

    /// Every zone of a game with these players and battlefields: the invariants' list, and
    /// `Gone`. The match below has no wildcard: a new kind of zone does not compile here until
    /// it is listed, and then it must be in `all_zones` too.
    fn every_zone(game: &Game) -> Vec<Zone> {
        let mut all = crate::rules::invariants::all_zones(game);
        all.push(Zone::Gone);
        for z in &all {
            match z {
                Zone::Base(_)
                | Zone::Battlefield(_)
                | Zone::Facedown(_)
                | Zone::BattlefieldCards
                | Zone::Legend(_)
                | Zone::Hand(_)
                | Zone::Deck(_)
                | Zone::RuneDeck(_)
                | Zone::Trash(_)
                | Zone::Banishment(_)
                | Zone::Champion(_)
                | Zone::Chain
                | Zone::Gone => {}
            }
        }
        all
    }

    /// Each list of zones holds exactly the zones its predicate accepts, each once.
    #[test]
    fn zone_lists_are_the_zones_their_predicates_accept() {
        let mut game = Game::new(Rc::new(Catalog::default()), 2, 0);
        for i in 0..3 {
            game.battlefields.push(Battlefield::new(ObjId(i)));
        }
        type Predicate = fn(Zone) -> bool;
        let lists: [(Vec<Zone>, Predicate); 2] = [
            (locations(&game).collect(), Zone::is_location),
            (board_zones(&game).collect(), Zone::is_board),
        ];
        for (list, accepts) in lists {
            for z in every_zone(&game) {
                assert_eq!(list.contains(&z), accepts(z), "{z:?}");
            }
            let mut unique = list.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), list.len(), "no zone twice");
            assert_eq!(list[0], Zone::Base(PlayerId(0)));
        }
    }
}
