//! What setup code needs to build a game once and vary it for each seed: a ruleset whose
//! setup spawns the same objects for every seed of a deck pair builds them once (its
//! `Ruleset::template`) and, for each game, clones that game and makes only what the seed
//! decides (`Ruleset::start`): which card an object is, the order of a shuffled zone.
//! Spawning every card again (its label made unique, the zone index, the arena) is most of a
//! setup's cost, and a simulation sets the same decks up for every seed.

use super::game::Game;
use super::ids::ObjId;
use crate::model::card::CardKey;
use crate::ruleset::Ruleset;
use std::rc::Rc;

impl<R: Ruleset> Game<R> {
    /// Makes object `obj` one of `card`, labelled `label` or, when `None`, by its card id made
    /// unique as `spawn` would make it now (among every other object's label). For setup,
    /// before the game has begun, when nothing has read the object yet; and for a search
    /// agent's redeal of hidden cards on a copy (`search::hidden`), after which the ruleset
    /// forgets what it remembers of objects' cards (`Ruleset::redealt`). Objects recast in id order, their template labels unlike any
    /// card's (see `Ruleset::template`), get the labels spawning them in that order gives.
    pub fn recast(&mut self, obj: ObjId, card: CardKey, label: Option<Rc<str>>) {
        let labels = Rc::make_mut(
            self.labels
                .as_mut()
                .expect("an object to recast has a label"),
        );
        labels.relabel(obj, card, self.catalog.card(card).label_stem(), label);
        self.objects[obj.index()].card = card;
        let catalog = &*self.catalog;
        R::from_card(
            &mut self.objects[obj.index()].ext,
            catalog.card(card),
            catalog,
        );
    }

    /// Puts the objects of ordered `zone` in the order `cards` gives (each of them once), in
    /// the order numbers they have between them: a zone shuffled where it lies, as `restack`
    /// would have put it had they come in that order, with no order number used up.
    pub fn reorder(&mut self, zone: R::Zone, cards: &[ObjId]) {
        use super::zone::ZoneKind;
        let slot = zone.slot();
        let group = self.zones.group(slot);
        assert!(
            zone.is_ordered()
                && group.len() == cards.len()
                && cards.iter().all(|&c| self.obj(c).zone == zone),
            "reorder reorders all of an ordered zone's objects"
        );
        debug_assert!(
            {
                let mut ids = cards.to_vec();
                ids.sort_unstable();
                ids.windows(2).all(|w| w[0] != w[1])
            },
            "reorder lists each object once"
        );
        // The group is in zone order: its orders come smallest first.
        let orders: Vec<i64> = group.iter().map(|&o| self.obj(o).order).collect();
        for (&c, &order) in cards.iter().zip(&orders) {
            self.objects[c.index()].order = order;
        }
        if orders.windows(2).all(|w| w[0] < w[1]) {
            // Each its own order: zone order is now the order of `cards`.
            self.zones.group_mut(slot).copy_from_slice(cards);
        } else {
            let objects = &self.objects;
            self.zones
                .sort_group(slot, |o| (objects[o.index()].order, o));
        }
    }
}
