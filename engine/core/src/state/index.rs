//! The labels given so far, kept beside the arena so that finding an object by its label is a
//! lookup and not a scan of every object. Part of the state (forks, clones and checkpoints share
//! or copy them with the objects), changed only where objects are made (`Game::spawn`), so they
//! cannot drift from the objects they name.

use super::ids::ObjId;
use crate::model::card::CardKey;
use std::rc::Rc;

/// Every object's label, and an index of them, so that making one unique, or finding an
/// object by its label, is a lookup and not a scan of every object's label. Labels are given
/// at spawn and never changed or taken back (objects stay in the arena), which is what makes
/// the per-card hint below sound, and what lets them live here rather than in the objects:
/// an object is then plain data, and a checkpoint copies the arena as one block.
#[derive(Clone, Debug, Default)]
pub(crate) struct Labels {
    /// Each object's label, by id.
    names: Vec<Rc<str>>,
    /// Every object's label by its hash (`label_hash`), with the object: sorted, so the objects
    /// a label may name are a run found by binary search, then told apart by their labels.
    /// Hashes, not strings, so that no label is copied or compared but the few that match.
    by_hash: Vec<(u64, ObjId)>,
    /// For each card (by key), the `n` from which its numbered labels (`id#n`) may be free:
    /// every one before is taken (`0` or `1` stands for the card id itself).
    next: Vec<u32>,
}

impl Labels {
    /// The label of object `id`.
    #[inline]
    pub(crate) fn get(&self, id: ObjId) -> &Rc<str> {
        &self.names[id.index()]
    }

    /// The first object labelled `label`.
    pub(crate) fn find(&self, label: &str) -> Option<ObjId> {
        self.named(label_hash(FNV_OFFSET, label.as_bytes()), |o| {
            &*self.names[o.index()] == label
        })
    }

    /// The first object with label hash `hash` that `is` accepts.
    fn named(&self, hash: u64, is: impl Fn(ObjId) -> bool) -> Option<ObjId> {
        let from = self.by_hash.partition_point(|&(h, _)| h < hash);
        self.by_hash[from..]
            .iter()
            .take_while(|&&(h, _)| h == hash)
            .map(|&(_, o)| o)
            .find(|&o| is(o))
    }

    /// The first of `base`, `base#2`, `base#3`… no object has: the label a new object of
    /// `card` gets when none is given, with its hash (for `add_hashed`).
    pub(crate) fn unique(&mut self, card: CardKey, base: &str) -> (Rc<str>, u64) {
        let k = card.0 as usize;
        let mut n = self.next.get(k).copied().unwrap_or(0).max(1);
        // The base's hash, carried on with `#n` for each `n` tried.
        let base_hash = label_hash(FNV_OFFSET, base.as_bytes());
        let mut digits = [0u8; 10];
        loop {
            let suffix: &[u8] = if n == 1 { b"" } else { decimal(n, &mut digits) };
            let sep: &[u8] = if n == 1 { b"" } else { b"#" };
            let hash = label_hash(label_hash(base_hash, sep), suffix);
            let taken = self.named(hash, |o| {
                // The label is the three parts end to end.
                let l = self.names[o.index()].as_bytes();
                l.len() == base.len() + sep.len() + suffix.len()
                    && l.starts_with(base.as_bytes())
                    && l[base.len()..].starts_with(sep)
                    && l.ends_with(suffix)
            });
            if taken.is_none() {
                if self.next.len() <= k {
                    self.next.resize(k + 1, 0);
                }
                self.next[k] = n + 1;
                let label = if n == 1 {
                    Rc::from(base)
                } else {
                    numbered(base, suffix)
                };
                return (label, hash);
            }
            n += 1;
        }
    }

    /// Room for `additional` more objects' labels.
    pub(crate) fn reserve(&mut self, additional: usize) {
        self.names.reserve(additional);
        self.by_hash.reserve(additional);
    }

    /// Records that `id`, the next object, is labelled `label`.
    pub(crate) fn add(&mut self, label: Rc<str>, id: ObjId) {
        let hash = label_hash(FNV_OFFSET, label.as_bytes());
        self.add_hashed(label, hash, id);
    }

    /// Records that `id`, the next object, is labelled `label`, whose hash is `hash` (as
    /// `unique` gave them).
    pub(crate) fn add_hashed(&mut self, label: Rc<str>, hash: u64, id: ObjId) {
        debug_assert_eq!(
            id.index(),
            self.names.len(),
            "objects are labelled in id order"
        );
        self.names.push(label);
        let entry = (hash, id);
        // Objects come in id order: a new one's entry goes after its hash's others.
        let at = self.by_hash.partition_point(|&e| e < entry);
        self.by_hash.insert(at, entry);
    }

    /// Labels `id`, already labelled, `label` instead, or when `None` the first of `base`,
    /// `base#2`… no other object has (with `card`'s numbering, as `unique`). The label taken
    /// back may have been one `unique` counted as taken: every card's numbering hint starts
    /// over (a hint only saves time, so the labels made next are the same).
    pub(crate) fn relabel(&mut self, id: ObjId, card: CardKey, base: &str, label: Option<Rc<str>>) {
        let old = label_hash(FNV_OFFSET, self.names[id.index()].as_bytes());
        let at = self
            .by_hash
            .binary_search(&(old, id))
            .expect("a labelled object is indexed by its label's hash");
        // Out of the index, `unique` no longer sees it.
        self.by_hash.remove(at);
        self.next.clear();
        let (label, hash) = match label {
            Some(l) => {
                let hash = label_hash(FNV_OFFSET, l.as_bytes());
                (l, hash)
            }
            None => self.unique(card, base),
        };
        self.names[id.index()] = label;
        let entry = (hash, id);
        let at = self.by_hash.partition_point(|&e| e < entry);
        self.by_hash.insert(at, entry);
    }
}

/// `base#suffix`, allocated once (as the `Rc`) when it is short enough to be built on the
/// stack, as card ids are.
fn numbered(base: &str, suffix: &[u8]) -> Rc<str> {
    let mut buf = [0u8; 64];
    let len = base.len() + 1 + suffix.len();
    if len > buf.len() {
        let digits: String = suffix.iter().map(|&d| d as char).collect();
        return Rc::from(format!("{base}#{digits}"));
    }
    buf[..base.len()].copy_from_slice(base.as_bytes());
    buf[base.len()] = b'#';
    buf[base.len() + 1..len].copy_from_slice(suffix);
    Rc::from(std::str::from_utf8(&buf[..len]).expect("a text, '#' and digits are text"))
}

/// Where a label's hash starts (`label_hash`).
const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

/// The 64-bit FNV-1a hash `h` carried on over `bytes`: a label built from pieces hashes as the
/// whole label would, piece after piece, without being built. Fixed, so the same on every run.
fn label_hash(mut h: u64, bytes: &[u8]) -> u64 {
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// `n` in decimal digits (ASCII), written at the end of `buf`.
fn decimal(mut n: u32, buf: &mut [u8; 10]) -> &[u8] {
    let mut at = buf.len();
    loop {
        at -= 1;
        buf[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            return &buf[at..];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A label made unique skips every label already given, whether made or given by hand; a
    /// label names the first object given it.
    #[test]
    fn unique_labels_skip_every_label_given() {
        let mut labels = Labels::default();
        let mut next = 0;
        let mut add = |labels: &mut Labels, l: &str| {
            labels.add(l.into(), ObjId(next));
            next += 1;
        };
        let card = CardKey(7);
        add(&mut labels, "a#2");
        for want in ["a", "a#3"] {
            let (l, hash) = labels.unique(card, "a");
            assert_eq!(&*l, want);
            assert_eq!(hash, label_hash(FNV_OFFSET, want.as_bytes()));
            add(&mut labels, &l);
        }
        add(&mut labels, "a#4");
        add(&mut labels, "a#4");
        add(&mut labels, "a#10");
        let (l, _) = labels.unique(card, "a");
        assert_eq!(&*l, "a#5");
        // Another card's numbering is its own.
        let (l, _) = labels.unique(CardKey(2), "b");
        assert_eq!(&*l, "b");
        assert_eq!(labels.find("a#2"), Some(ObjId(0)));
        assert_eq!(labels.find("a#4"), Some(ObjId(3)));
        assert_eq!(labels.find("a#10"), Some(ObjId(5)));
        assert_eq!(labels.find("a#9"), None);
        assert_eq!(&**labels.get(ObjId(5)), "a#10");
        assert_eq!(decimal(1234567890, &mut [0; 10]), b"1234567890");
        assert_eq!(decimal(0, &mut [0; 10]), b"0");
        let long = "x".repeat(70);
        assert_eq!(&*numbered(&long, b"12"), format!("{long}#12"));
        assert_eq!(&*numbered("ab", b"3"), "ab#3");
    }

    /// A label taken back is free again, for a label given or made, numbering hints and all;
    /// the object relabelled is found by its new label only.
    #[test]
    fn relabelled_objects_free_their_labels() {
        let mut labels = Labels::default();
        let (a, b) = (CardKey(1), CardKey(2));
        for id in 0..3 {
            let (l, hash) = labels.unique(a, "a");
            labels.add_hashed(l, hash, ObjId(id));
        }
        assert_eq!(labels.find("a#3"), Some(ObjId(2)));
        // `a` (object 0) becomes `b`; the next `a` made takes the label it left.
        labels.relabel(ObjId(0), b, "b", None);
        assert_eq!(&**labels.get(ObjId(0)), "b");
        assert_eq!(labels.find("b"), Some(ObjId(0)));
        assert_eq!(labels.find("a"), None);
        assert_eq!(&*labels.unique(a, "a").0, "a");
        // A label given by hand, then taken back the same way.
        labels.relabel(ObjId(1), b, "b", Some("x".into()));
        assert_eq!(
            (labels.find("x"), labels.find("a#2")),
            (Some(ObjId(1)), None)
        );
        labels.relabel(ObjId(2), b, "b", None);
        assert_eq!(&**labels.get(ObjId(2)), "b#2");
        assert_eq!(labels.find("a#3"), None);
        assert_eq!(labels.find("b#2"), Some(ObjId(2)));
    }
}
