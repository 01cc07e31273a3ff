//! The patterns of each category by their first token. Reading a clause tries the phrases of
//! its category at its first token; a pattern opening with a word only matches where that word
//! is, so only those opening with the word read there, and those opening with a slot, are
//! tried — in load order, the order the reader would have tried them all in.

use super::language::Phrase;
use super::tokens::Tok;
use std::collections::{BTreeMap, HashMap};

/// A pattern: its phrase's index in the language and its own among the phrase's patterns.
pub type At = (usize, usize);

/// One category's patterns by first token. A clause's first token is looked up without a
/// copy of it: words by their text, the few bracketed names and other tokens by comparison.
#[derive(Clone, Debug, Default)]
pub struct Heads {
    /// Those opening with a word, by the word, each list in load order.
    words: HashMap<String, Vec<At>>,
    /// Those opening with a bracketed name, by the name in any case (`read::same`), whatever
    /// its number.
    tags: Vec<(String, Vec<At>)>,
    /// Those opening with a number, a symbol or punctuation, by that token.
    others: Vec<(Tok, Vec<At>)>,
    /// Those opening with a slot (or empty), in load order.
    open: Vec<At>,
}

/// Every category's, from `phrases`.
pub fn index(phrases: &[Phrase]) -> BTreeMap<String, Heads> {
    let mut out: BTreeMap<String, Heads> = BTreeMap::new();
    for (i, p) in phrases.iter().enumerate() {
        let heads = out.entry(p.category.clone()).or_default();
        for (j, (_, pat)) in p.patterns.iter().enumerate() {
            heads.add(pat.first(), (i, j));
        }
    }
    out
}

impl Heads {
    fn add(&mut self, first: Option<&Tok>, at: At) {
        let list = match first {
            None | Some(Tok::Slot(_)) => &mut self.open,
            Some(Tok::Word(w)) => self.words.entry(w.clone()).or_default(),
            Some(Tok::Tag(name, _)) => {
                let k = match self
                    .tags
                    .iter()
                    .position(|(n, _)| n.eq_ignore_ascii_case(name))
                {
                    Some(k) => k,
                    None => {
                        self.tags.push((name.clone(), Vec::new()));
                        self.tags.len() - 1
                    }
                };
                &mut self.tags[k].1
            }
            Some(other) => {
                let k = match self.others.iter().position(|(t, _)| t == other) {
                    Some(k) => k,
                    None => {
                        self.others.push((other.clone(), Vec::new()));
                        self.others.len() - 1
                    }
                };
                &mut self.others[k].1
            }
        };
        list.push(at);
    }

    /// Those opening with `first` itself (not with a slot).
    fn listed(&self, first: &Tok) -> &[At] {
        let found = match first {
            Tok::Slot(_) => None,
            Tok::Word(w) => self.words.get(w.as_str()),
            Tok::Tag(name, _) => self
                .tags
                .iter()
                .find(|(n, _)| n.eq_ignore_ascii_case(name))
                .map(|(_, v)| v),
            other => self.others.iter().find(|(t, _)| t == other).map(|(_, v)| v),
        };
        found.map_or(&[], Vec::as_slice)
    }

    /// The patterns that may match tokens opening with `first`, in load order.
    pub fn at(&self, first: Option<&Tok>) -> impl Iterator<Item = At> + '_ {
        Merge {
            a: first.map_or(&[], |t| self.listed(t)),
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
