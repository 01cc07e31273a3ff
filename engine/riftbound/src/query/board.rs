//! Questions about the board: who is where, what a unit may do, battlefield states.

use super::foreseen::{Hook, read_hook};
use super::keywords;
use crate::model::card::CardKind;
use crate::model::glossary::{DamageOrder, Movement};
use crate::state::{BfId, Game, ObjId, PlayerId, Zone};
use smallvec::SmallVec;

/// Units at a battlefield, in arena order (a battlefield is not an ordered zone), read from the
/// zone index without allocating: what asks only whether there are any, or goes through them
/// once, need no vector.
pub fn units_in(game: &Game, b: BfId) -> impl Iterator<Item = ObjId> + '_ {
    game.zone_slice(Zone::Battlefield(b))
        .iter()
        .copied()
        .filter(|&o| is_unit(game, o))
}

/// Units at a battlefield, in arena order. Pushed one by one: collecting a filtered iterator
/// into a small vector goes through its general `extend`, several times the cost here.
pub fn units_at(game: &Game, b: BfId) -> SmallVec<[ObjId; 8]> {
    let mut units = SmallVec::new();
    for u in units_in(game, b) {
        units.push(u);
    }
    units
}

/// The players with units at a battlefield, in seat order.
pub fn players_at(game: &Game, b: BfId) -> SmallVec<[PlayerId; 4]> {
    let mut ps: SmallVec<[PlayerId; 4]> = SmallVec::new();
    for u in units_in(game, b) {
        let p = game.obj(u).controller;
        if !ps.contains(&p) {
            ps.push(p);
        }
    }
    ps.sort_unstable();
    ps
}

pub fn is_unit(game: &Game, o: ObjId) -> bool {
    game.obj(o).kind == CardKind::Unit
}

/// Whether the battlefield a unit is at keeps it from moving to a base (« Units can't move from
/// here to base. », the battlefield's mark `no_moves_to_base`), by any move.
pub fn kept_from_base(game: &Game, from: Zone) -> Option<crate::state::BfId> {
    let Zone::Battlefield(b) = from else {
        return None;
    };
    let card = game.battlefield(b).obj;
    game.card(card)
        .script
        .is_some_and(|s| {
            game.catalog
                .script(s)
                .functions
                .contains(crate::content::functions::NO_MOVES_TO_BASE)
        })
        .then_some(b)
}

/// Whether a unit's standard move may go battlefield to battlefield (810, a `movement` hook).
pub fn may_move_between_battlefields(game: &Game, o: ObjId) -> bool {
    let g = &game.catalog.glossary;
    read_hook(game, o, Hook::Movement, || {
        keywords::find_instance(game, o, |kw, _| {
            (g.get(kw).hooks.movement == Some(Movement::BetweenBattlefields)).then_some(())
        })
        .is_some()
    })
}

/// The damage-order requirements on a unit (815, 826: `damage_order` hooks); several are
/// possible and exclusionary (460.2.c.7).
pub fn damage_orders(game: &Game, o: ObjId) -> Vec<DamageOrder> {
    let g = &game.catalog.glossary;
    let mut v = read_hook(game, o, Hook::DamageOrder, || {
        let mut v: Vec<DamageOrder> = Vec::new();
        keywords::each_instance(game, o, |kw, _| v.extend(g.get(kw).hooks.damage_order));
        v.sort();
        v.dedup();
        v
    });
    // The unit's own text (« I must be assigned combat damage last »): marks of its script.
    use crate::content::functions::{DAMAGE_FIRST, DAMAGE_LAST};
    if let Some(script) = game.card(o).script {
        let functions = &game.catalog.script(script).functions;
        for (mark, order) in [
            (DAMAGE_FIRST, DamageOrder::First),
            (DAMAGE_LAST, DamageOrder::Last),
        ] {
            if functions.contains(mark) && !v.contains(&order) {
                v.push(order);
                v.sort();
            }
        }
    }
    v
}

/// 444.2: a battlefield where units of two players other than `player` already are is no
/// destination for `player`'s units, by any kind of move.
pub fn held_by_two_others(game: &Game, player: PlayerId, b: BfId) -> bool {
    players_at(game, b)
        .into_iter()
        .filter(|&p| p != player)
        .count()
        >= 2
}

/// Battlefields, in zone order.
pub fn battlefields(game: &Game) -> impl Iterator<Item = BfId> + use<> {
    (0..game.battlefields.len() as u8).map(BfId)
}

/// The hide hook of `card`'s keywords, if any (811.4: several instances are one).
pub fn hide_hook(game: &Game, card: ObjId) -> Option<crate::model::glossary::HideAction> {
    let glossary = &game.catalog.glossary;
    read_hook(game, card, Hook::Hide, || {
        keywords::find_instance(game, card, |kw, _| glossary.get(kw).hooks.hide.clone())
    })
}
