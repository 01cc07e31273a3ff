//! The names of a script's functions, asked at every legal-action listing and every play: does
//! this card define `may_be_played`, `cost_less`, `others_enter_ready`…? Most answers are no,
//! so a 64-bit filter of the names answers most of them without comparing a string; a name that
//! passes the filter is looked up in the sorted set. The filter is kept by every way of adding
//! a name, so it never says no to a name the set contains.

use std::collections::BTreeSet;
use std::rc::Rc;

/// A script's function names, each shared (`Rc<str>`: the rules keep the script's own name).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FunctionSet {
    names: BTreeSet<Rc<str>>,
    /// Two bits a name (`bits`): a name whose bits are not all set is not in `names`.
    filter: u64,
}

/// The filter bits of `name`: from its length and three of its bytes, which is what tells
/// apart the names of one script (`when_played`, `choose_when_played`, `on_leaving_2`…).
fn bits(name: &str) -> u64 {
    let b = name.as_bytes();
    let (n, first, last, mid) = match b {
        [] => (0, 0, 0, 0),
        _ => (b.len(), b[0], b[b.len() - 1], b[b.len() / 2]),
    };
    let h = (n as u64)
        .wrapping_mul(0x9E37_79B9)
        .wrapping_add(u64::from(first).wrapping_mul(0x85EB_CA6B))
        .wrapping_add(u64::from(last).wrapping_mul(0xC2B2_AE35))
        .wrapping_add(u64::from(mid).wrapping_mul(0x27D4_EB2F));
    let h = h ^ (h >> 29);
    (1 << (h & 63)) | (1 << ((h >> 6) & 63))
}

impl FunctionSet {
    pub fn contains(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// The set's own name for `name`, if it contains it.
    pub fn get(&self, name: &str) -> Option<&Rc<str>> {
        let b = bits(name);
        if self.filter & b != b {
            return None;
        }
        self.names.get(name)
    }

    /// Every name's bits together: what `may_contain` reads, also of several sets joined
    /// (`|`), to know that none of them contains a name without asking each.
    pub fn filter(&self) -> u64 {
        self.filter
    }

    pub fn insert(&mut self, name: Rc<str>) -> bool {
        self.filter |= bits(&name);
        self.names.insert(name)
    }

    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &Rc<str>> + ExactSizeIterator {
        self.names.iter()
    }

    /// The first name in order, if any.
    pub fn first(&self) -> Option<&Rc<str>> {
        self.names.first()
    }

    pub fn len(&self) -> usize {
        self.names.len()
    }

    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }
}

/// Whether a set whose `filter` (or sets whose filters joined) is `filter` may contain
/// `name`: when it says no, none does.
pub fn may_contain(filter: u64, name: &str) -> bool {
    let b = bits(name);
    filter & b == b
}

impl FromIterator<Rc<str>> for FunctionSet {
    fn from_iter<I: IntoIterator<Item = Rc<str>>>(iter: I) -> Self {
        let mut set = FunctionSet::default();
        set.extend(iter);
        set
    }
}

impl Extend<Rc<str>> for FunctionSet {
    fn extend<I: IntoIterator<Item = Rc<str>>>(&mut self, iter: I) {
        for name in iter {
            self.insert(name);
        }
    }
}

impl<'a> IntoIterator for &'a FunctionSet {
    type Item = &'a Rc<str>;
    type IntoIter = std::collections::btree_set::Iter<'a, Rc<str>>;
    fn into_iter(self) -> Self::IntoIter {
        self.names.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The filter never refuses a name the set contains, and refuses most others.
    #[test]
    fn contains_what_it_was_given() {
        let names = [
            "resolve",
            "choose",
            "when_played",
            "choose_when_played",
            "on_leaving",
            "on_leaving_2",
            "continuous",
            "activated",
        ];
        let set: FunctionSet = names.iter().map(|&n| Rc::from(n)).collect();
        for n in names {
            assert!(set.contains(n), "{n}");
        }
        let asked = [
            "may_be_played",
            "cost_less",
            "others_enter_ready",
            "play_to_open_battlefield",
            "additional_cost",
            "enters_ready",
            "discount",
            "when_attacks",
        ];
        let passed = asked
            .iter()
            .filter(|n| set.filter & bits(n) == bits(n))
            .count();
        assert!(asked.iter().all(|n| !set.contains(n)));
        assert!(passed <= 2, "{passed} of {} passed the filter", asked.len());
    }
}
