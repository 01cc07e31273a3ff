//! The patterns of each category by their first token. Reading a clause tries the phrases of
//! its category at its first token; a pattern opening with a word only matches where that word
//! is, so only those opening with the word read there, and those opening with a slot, are
//! tried — in load order, the order the reader would have tried them all in.

use super::language::Phrase;
use super::tokens::Tok;
use std::collections::{BTreeMap, HashMap};

/// A pattern: its phrase's index in the language and its own among the phrase's patterns.
pub type At = (usize, usize);

/// One category's patterns by first token.
#[derive(Clone, Debug, Default)]
pub struct Heads {
    /// Those opening with a literal token, by its key (`key`), each list in load order.
    by_first: HashMap<Key, Vec<At>>,
    /// Those opening with a slot (or empty), in load order.
    open: Vec<At>,
}

/// What a literal token is matched by (`read::same`): a bracketed name by its name in any
/// case, whatever its number; every other token as it is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Key {
    Tag(String),
    Other(Tok),
}

fn key(t: &Tok) -> Option<Key> {
    match t {
        Tok::Slot(_) => None,
        Tok::Tag(name, _) => Some(Key::Tag(name.to_ascii_lowercase())),
        other => Some(Key::Other(other.clone())),
    }
}

/// Every category's, from `phrases`.
pub fn index(phrases: &[Phrase]) -> BTreeMap<String, Heads> {
    let mut out: BTreeMap<String, Heads> = BTreeMap::new();
    for (i, p) in phrases.iter().enumerate() {
        let heads = out.entry(p.category.clone()).or_default();
        for (j, (_, pat)) in p.patterns.iter().enumerate() {
            match pat.first().and_then(key) {
                Some(k) => heads.by_first.entry(k).or_default().push((i, j)),
                None => heads.open.push((i, j)),
            }
        }
    }
    out
}

impl Heads {
    /// The patterns that may match tokens opening with `first`, in load order.
    pub fn at(&self, first: Option<&Tok>) -> impl Iterator<Item = At> + '_ {
        let listed: &[At] = first
            .and_then(key)
            .and_then(|k| self.by_first.get(&k))
            .map_or(&[], |v| v.as_slice());
        Merge {
            a: listed,
            b: &self.open,
        }
    }
}

/// Two lists in load order, merged.
struct Merge<'a> {
    a: &'a [At],
    b: &'a [At],
}

impl Iterator for Merge<'_> {
    type Item = At;
    fn next(&mut self) -> Option<At> {
        let take_a = match (self.a.first(), self.b.first()) {
            (Some(a), Some(b)) => a < b,
            (Some(_), None) => true,
            (None, Some(_)) => false,
            (None, None) => return None,
        };
        let list = if take_a { &mut self.a } else { &mut self.b };
        let (first, rest) = list.split_first()?;
        *list = rest;
        Some(*first)
    }
}
