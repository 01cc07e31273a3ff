//! What the game keeps beside its arena so that no question scans every object: its objects
//! grouped by zone. Part of the state (forks, clones and checkpoints copy it with the objects),
//! changed only where objects are added or moved (`Game::spawn`, `Game::place`), so it cannot
//! drift from the objects it indexes.

use super::ids::ObjId;
use std::ops::Range;

/// Every object's id, grouped by the slot of its zone (`ZoneKind::slot`), each group in the
/// zone's order. One flat vector and its group ends rather than one vector a zone, and the
/// first ends kept inline: a fork then copies one small buffer (games are forked for every
/// probe and checkpoint), and a move shifts at most a few hundred bytes.
#[derive(Debug)]
pub(crate) struct ZoneIndex {
    ids: Vec<ObjId>,
    /// How many slots have bounds: the inline ones always (a slot not used yet is an empty
    /// group at the end), and those after once used.
    slots: usize,
    /// Where slot `s`'s group starts in `ids` (`head[s]`) and ends (`head[s + 1]`), for the
    /// first `INLINE` slots — a group is read at every zone question, with two loads and no
    /// branch on its slot (`head[0]` is 0)…
    head: [u32; INLINE + 1],
    /// …and where each slot after them ends, when a game has that many zones.
    tail: Vec<u32>,
    /// How many times each slot's group has changed (an object in or out, or in a new place):
    /// what a ruleset keeps of some zones stays good while their versions do (`Game::zone_version`).
    versions: Vec<u32>,
    /// Every change of every slot, counted together.
    changes: u64,
}

/// Slots whose group ends are kept inline: every game here has fewer zones (the largest, for
/// two seats, uses 23).
const INLINE: usize = 32;

impl Default for ZoneIndex {
    fn default() -> Self {
        ZoneIndex {
            ids: Vec::new(),
            slots: INLINE,
            head: [0; INLINE + 1],
            tail: Vec::new(),
            versions: vec![0; INLINE],
            changes: 0,
        }
    }
}

impl Clone for ZoneIndex {
    fn clone(&self) -> Self {
        ZoneIndex {
            ids: self.ids.clone(),
            slots: self.slots,
            head: self.head,
            tail: self.tail.clone(),
            versions: self.versions.clone(),
            changes: self.changes,
        }
    }

    /// Into the buffers there are (a checkpoint's spare copy).
    fn clone_from(&mut self, other: &Self) {
        self.ids.clone_from(&other.ids);
        self.slots = other.slots;
        self.head = other.head;
        self.tail.clone_from(&other.tail);
        self.versions.clone_from(&other.versions);
        self.changes = other.changes;
    }
}

impl ZoneIndex {
    #[inline]
    fn end(&self, slot: usize) -> usize {
        (if slot < INLINE {
            self.head[slot + 1]
        } else {
            self.tail[slot - INLINE]
        }) as usize
    }

    #[inline]
    fn start(&self, slot: usize) -> usize {
        (if slot <= INLINE {
            self.head[slot]
        } else {
            self.tail[slot - INLINE - 1]
        }) as usize
    }

    /// Moves the ends of the slots in `slots` by one, up or down.
    fn step_ends(&mut self, slots: Range<usize>, up: bool) {
        let step = |e: &mut u32| {
            if up { *e += 1 } else { *e -= 1 }
        };
        let inline = slots.start.min(INLINE) + 1..slots.end.min(INLINE) + 1;
        self.head[inline].iter_mut().for_each(step);
        let tail = slots.start.max(INLINE) - INLINE..slots.end.max(INLINE) - INLINE;
        self.tail.get_mut(tail).into_iter().flatten().for_each(step);
    }

    /// Gives every slot up to `slot` an end: new slots come after every group there is, empty,
    /// ending where the ids end. (The inline slots always have theirs.)
    fn open(&mut self, slot: usize) {
        while self.slots <= slot {
            self.tail.push(self.ids.len() as u32);
            self.versions.push(0);
            self.slots += 1;
        }
    }

    /// Counts a change of `slot`'s group (opened).
    fn changed(&mut self, slot: usize) {
        self.versions[slot] = self.versions[slot].wrapping_add(1);
        self.changes += 1;
    }

    /// How many changes all slots have had.
    pub(crate) fn changes(&self) -> u64 {
        self.changes
    }

    /// How many times `slot`'s group has changed: 0 for a slot never used.
    #[inline]
    pub(crate) fn version(&self, slot: usize) -> u32 {
        self.versions.get(slot).copied().unwrap_or(0)
    }

    /// The group of `slot`, in zone order. Inline: every zone query of the rulesets reads
    /// it, and the call would cost about as much as the read.
    #[inline]
    pub(crate) fn group(&self, slot: usize) -> &[ObjId] {
        if slot < INLINE {
            &self.ids[self.head[slot] as usize..self.head[slot + 1] as usize]
        } else if slot < self.slots {
            &self.ids[self.start(slot)..self.end(slot)]
        } else {
            &[]
        }
    }

    /// The group of `slot`, to be put in another order (`Game::reorder`).
    pub(crate) fn group_mut(&mut self, slot: usize) -> &mut [ObjId] {
        if slot < self.slots {
            self.changed(slot);
            let (start, end) = (self.start(slot), self.end(slot));
            &mut self.ids[start..end]
        } else {
            &mut []
        }
    }

    /// Adds `id` to `slot`'s group, after the members `before` says come first (the group is
    /// kept sorted, so they are a prefix of it).
    pub(crate) fn insert(&mut self, slot: usize, id: ObjId, before: impl Fn(ObjId) -> bool) {
        self.open(slot);
        let (start, end) = (self.start(slot), self.end(slot));
        let at = start + self.ids[start..end].partition_point(|&o| before(o));
        self.ids.insert(at, id);
        self.step_ends(slot..self.slots, true);
        self.changed(slot);
    }

    /// Moves `id` from `from`'s group, where it must be, to `to`'s (the same one for a new
    /// place in its zone), after the members there that `before` says come first. As taking it
    /// out and adding it again would, but in one rotation of the ids between its old and new
    /// places, moving only the ends of the slots in between: an object moves at almost every
    /// step of a game, mostly between zones near each other (a seat's hand, base and trash).
    pub(crate) fn relocate(
        &mut self,
        from: usize,
        to: usize,
        id: ObjId,
        before: impl Fn(ObjId) -> bool,
    ) {
        self.open(to);
        let at = self.place_of(from, id);
        // Its rank among the other members of its new group, which are in order.
        let (start, end) = (self.start(to), self.end(to));
        let rank = if from == to {
            let (left, right) = (&self.ids[start..at], &self.ids[at + 1..end]);
            match left.partition_point(|&o| before(o)) {
                r if r < left.len() => r,
                r => r + right.partition_point(|&o| before(o)),
            }
        } else {
            self.ids[start..end].partition_point(|&o| before(o))
        };
        // Where that is once it has left its old place (a group after its old one starts a
        // place earlier then).
        let place = start + rank - usize::from(from < to);
        // The ids between its two places shift by one, in one copy (a rotation by one,
        // without the general rotation's choice of method).
        if place >= at {
            self.ids.copy_within(at + 1..=place, at);
        } else {
            self.ids.copy_within(place..at, place + 1);
        }
        self.ids[place] = id;
        if from < to {
            self.step_ends(from..to, false);
        } else if to < from {
            self.step_ends(to..from, true);
        }
        self.changed(from);
        if to != from {
            self.changed(to);
        }
    }

    /// Where `id` is among the ids, in `slot`'s group, where it must be.
    fn place_of(&self, slot: usize, id: ObjId) -> usize {
        let (start, end) = (self.start(slot), self.end(slot));
        start
            + self.ids[start..end]
                .iter()
                .position(|&o| o == id)
                .expect("an object is in its zone's group")
    }

    /// Takes `id` out of `slot`'s group, where it must be: `relocate`'s first half, what the
    /// tests check it against.
    #[cfg(test)]
    pub(crate) fn remove(&mut self, slot: usize, id: ObjId) {
        let at = self.place_of(slot, id);
        self.ids.remove(at);
        self.step_ends(slot..self.slots, false);
    }

    /// Sorts `slot`'s group by `key`: a zone whose members were all given new orders at once
    /// (`Game::restack`) is put back in zone order in one pass.
    pub(crate) fn sort_group<K: Ord>(&mut self, slot: usize, key: impl Fn(ObjId) -> K) {
        if slot < self.slots {
            self.changed(slot);
            let (start, end) = (self.start(slot), self.end(slot));
            self.ids[start..end].sort_unstable_by_key(|&o| key(o));
        }
    }

    /// Room for `additional` more objects.
    pub(crate) fn reserve(&mut self, additional: usize) {
        self.ids.reserve(additional);
    }

    /// How many objects the groups list in all.
    pub(crate) fn len(&self) -> usize {
        self.ids.len()
    }
}

#[cfg(test)]
mod tests {
    use super::{INLINE, ZoneIndex};
    use crate::state::ids::ObjId;

    /// A group's version counts every change of its members or their order, and only its own.
    #[test]
    fn versions_count_each_groups_changes() {
        let mut index = ZoneIndex::default();
        let first = |_: ObjId| false;
        assert_eq!(index.version(3), 0, "a slot never used");
        index.insert(3, ObjId(0), first);
        index.insert(5, ObjId(1), first);
        assert_eq!(
            (index.version(3), index.version(5), index.version(4)),
            (1, 1, 0)
        );
        index.relocate(3, 5, ObjId(0), first);
        assert_eq!(
            (index.version(3), index.version(5), index.version(4)),
            (2, 2, 0)
        );
        index.relocate(5, 5, ObjId(0), |o| o == ObjId(1));
        assert_eq!((index.version(3), index.version(5)), (2, 3));
        index.sort_group(5, |o| o);
        assert_eq!(index.version(5), 4);
    }

    /// Groups stay apart and sorted as members come and go, slots first used in any order.
    #[test]
    fn groups_keep_their_members_in_order() {
        let mut index = ZoneIndex::default();
        let before = |n: u32| move |o: ObjId| o.0 < n;
        index.insert(3, ObjId(5), before(5));
        index.insert(1, ObjId(2), before(2));
        index.insert(3, ObjId(1), before(1));
        index.insert(3, ObjId(9), before(9));
        index.insert(0, ObjId(4), before(4));
        assert_eq!(index.group(3), [ObjId(1), ObjId(5), ObjId(9)]);
        assert_eq!(index.group(1), [ObjId(2)]);
        assert_eq!(index.group(0), [ObjId(4)]);
        assert!(index.group(2).is_empty() && index.group(8).is_empty());
        index.remove(3, ObjId(5));
        index.remove(0, ObjId(4));
        assert_eq!(index.group(3), [ObjId(1), ObjId(9)]);
        assert!(index.group(0).is_empty());
        assert_eq!(index.group(1), [ObjId(2)]);
        assert_eq!(index.len(), 3);
        // Slots past the inline ends work the same.
        index.insert(INLINE + 3, ObjId(7), before(7));
        index.insert(INLINE, ObjId(6), before(6));
        index.insert(INLINE + 3, ObjId(3), before(3));
        assert_eq!(index.group(INLINE + 3), [ObjId(3), ObjId(7)]);
        assert_eq!(index.group(INLINE), [ObjId(6)]);
        index.remove(1, ObjId(2));
        index.remove(INLINE + 3, ObjId(3));
        assert_eq!(index.group(3), [ObjId(1), ObjId(9)]);
        assert_eq!(index.group(INLINE), [ObjId(6)]);
        assert_eq!(index.group(INLINE + 3), [ObjId(7)]);
        assert_eq!(index.len(), 4);
    }

    /// Relocating an object leaves the groups exactly as taking it out and adding it again
    /// would: moves between any two slots (inline or not, before or after, the same one with a
    /// new key), over a long pseudo-random sequence.
    #[test]
    fn relocating_is_removing_then_inserting() {
        const OBJECTS: u32 = 40;
        const SLOTS: usize = INLINE + 4;
        // Each object's slot and key; within a group, members sort by (key, id).
        let mut at: Vec<(usize, u32)> =
            (0..OBJECTS).map(|o| (o as usize % 5, o * 7 % 11)).collect();
        let (mut moved, mut oracle) = (ZoneIndex::default(), ZoneIndex::default());
        let before = |at: &[(usize, u32)], id: ObjId, key: u32| {
            let at = at.to_vec();
            move |o: ObjId| (at[o.0 as usize].1, o) < (key, id)
        };
        for o in 0..OBJECTS {
            let (slot, key) = at[o as usize];
            moved.insert(slot, ObjId(o), before(&at, ObjId(o), key));
            oracle.insert(slot, ObjId(o), before(&at, ObjId(o), key));
        }
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for _ in 0..2_000 {
            let id = ObjId(next(OBJECTS as u64) as u32);
            let from = at[id.0 as usize].0;
            // Often the same slot or one near it, as a game's moves are.
            let to = match next(4) {
                0 => from,
                1 => (from + 1) % SLOTS,
                _ => next(SLOTS as u64) as usize,
            };
            let key = next(12) as u32;
            at[id.0 as usize] = (to, key);
            oracle.remove(from, id);
            oracle.insert(to, id, before(&at, id, key));
            moved.relocate(from, to, id, before(&at, id, key));
            for slot in 0..SLOTS {
                assert_eq!(moved.group(slot), oracle.group(slot), "slot {slot}");
            }
        }
        assert_eq!(moved.len(), OBJECTS as usize);
    }
}
