//! What the rules would otherwise work out from content again at every cleanup, kept with the
//! game. It depends only on content and on which objects the arena holds, never on where they
//! are or what happened to them, so no change of the state can make it stale: the arena only
//! grows (an object is never removed, its card changes only when it becomes a copy, and then
//! `rules::copies` starts every list again), and a list brought up to date reads just the
//! objects made since. Forks, clones and checkpoints share it until one of them adds to it.

use super::object::Object;
use crate::model::catalog::Catalog;
use crate::state::ObjId;
use std::rc::Rc;

/// The objects of the arena that pass a test on their card, in arena order.
#[derive(Default)]
pub struct ObjectList {
    /// The catalog the test read (a game's never changes; kept to be sure) and how many
    /// objects of the arena have been tested.
    read: Option<(Rc<Catalog>, usize)>,
    ids: Rc<Vec<ObjId>>,
}

impl Clone for ObjectList {
    fn clone(&self) -> Self {
        ObjectList {
            read: self.read.clone(),
            ids: self.ids.clone(),
        }
    }

    /// Without touching the counts when both share everything already (a checkpoint's spare
    /// copy of the game, filled at every action).
    fn clone_from(&mut self, other: &Self) {
        let same_read = match (&self.read, &other.read) {
            (Some((c, n)), Some((d, m))) => Rc::ptr_eq(c, d) && n == m,
            (None, None) => true,
            _ => false,
        };
        if !same_read {
            self.read.clone_from(&other.read);
        }
        if !Rc::ptr_eq(&self.ids, &other.ids) {
            self.ids = other.ids.clone();
        }
    }
}

impl std::fmt::Debug for ObjectList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("ObjectList").field(&self.ids).finish()
    }
}

impl ObjectList {
    /// The list for `objects`, testing with `passes` the objects it has not seen yet.
    pub fn update(
        &mut self,
        catalog: &Rc<Catalog>,
        objects: &[Object],
        passes: impl Fn(&Object) -> bool,
    ) -> Rc<Vec<ObjId>> {
        let seen = match &self.read {
            Some((c, seen)) if Rc::ptr_eq(c, catalog) && *seen <= objects.len() => *seen,
            _ => {
                self.ids = Rc::default();
                0
            }
        };
        if seen < objects.len() {
            let new: Vec<ObjId> = objects[seen..]
                .iter()
                .filter(|o| passes(o))
                .map(|o| o.id)
                .collect();
            if !new.is_empty() {
                Rc::make_mut(&mut self.ids).extend(new);
            }
            self.read = Some((catalog.clone(), objects.len()));
        }
        self.ids.clone()
    }
}

/// Bits every object of the arena gives together (events its card may trigger on, its script's
/// function filter), the objects made since the last question read and the rest kept: the
/// arena only grows, and `rules::copies` starts it again when an object's card changes. Read
/// through a shared game, hence the cell.
#[derive(Clone, Debug, Default)]
pub struct ArenaUnion(std::cell::Cell<(u32, u64)>);

impl ArenaUnion {
    /// What `objects` give together, `bits` asked of those not read yet.
    pub fn of(&self, objects: &[Object], bits: impl Fn(&Object) -> u64) -> u64 {
        let (seen, mut union) = self.0.get();
        if (seen as usize) < objects.len() {
            for o in &objects[seen as usize..] {
                union |= bits(o);
            }
            self.0.set((objects.len() as u32, union));
        }
        union
    }

    /// Forgets what was read: the objects' cards changed.
    pub fn forget(&self) {
        self.0.set((0, 0));
    }

    /// As `other` is (a checkpoint's spare copy).
    pub fn copy_from(&self, other: &Self) {
        self.0.set(other.0.get());
    }
}

#[cfg(test)]
mod tests {
    use super::ObjectList;
    use crate::model::card::CardKey;
    use crate::model::catalog::Catalog;
    use crate::state::{Game, ObjId, PlayerId, Zone};
    use std::cell::Cell;
    use std::rc::Rc;

    #[test]
    fn objects_are_tested_once_and_a_copy_keeps_its_own_list() {
        let mut catalog = Catalog::default();
        let card = crate::model::card::bare("o", crate::model::card::CardKind::Unit, Some(1));
        catalog.cards.push(card);
        let mut game = Game::new(Rc::new(catalog), 2, 0);
        let spawn = |game: &mut Game, n: usize| {
            for i in 0..n {
                let label = format!("o{}", game.objects.len() + i);
                game.spawn(
                    CardKey(0),
                    PlayerId(0),
                    Zone::Hand(PlayerId(0)),
                    Some(label),
                );
            }
        };
        let tested = Cell::new(0);
        let even = |o: &crate::state::object::Object| {
            tested.set(tested.get() + 1);
            o.id.0.is_multiple_of(2)
        };
        let mut list = ObjectList::default();
        spawn(&mut game, 3);
        let catalog = game.catalog.clone();
        assert_eq!(
            *list.update(&catalog, &game.objects, even),
            [ObjId(0), ObjId(2)]
        );
        assert_eq!(
            *list.update(&catalog, &game.objects, even),
            [ObjId(0), ObjId(2)]
        );
        assert_eq!(tested.get(), 3, "nothing new: nothing tested again");
        let fork = list.clone();
        spawn(&mut game, 2);
        assert_eq!(
            *list.update(&catalog, &game.objects, even),
            [ObjId(0), ObjId(2), ObjId(4)]
        );
        assert_eq!(tested.get(), 5, "only the new objects");
        let mut fork = fork;
        assert_eq!(
            *fork.update(&catalog, &game.objects[..3], even),
            [ObjId(0), ObjId(2)],
            "the fork kept its own list"
        );
        let union = super::ArenaUnion::default();
        let asked = Cell::new(0);
        let bit = |o: &crate::state::object::Object| {
            asked.set(asked.get() + 1);
            1u64 << o.id.0
        };
        assert_eq!(union.of(&game.objects, bit), 0b11111);
        assert_eq!(union.of(&game.objects[..5], bit), 0b11111);
        assert_eq!(asked.get(), 5, "the union reads each object once");
        union.forget();
        assert_eq!(
            union.of(&game.objects[..2], bit),
            0b11,
            "forgotten, read again"
        );
        let other = Rc::new(Catalog::default());
        assert_eq!(list.update(&other, &game.objects, even).len(), 3);
        assert_eq!(tested.get(), 10, "another catalog: every object again");
    }
}
