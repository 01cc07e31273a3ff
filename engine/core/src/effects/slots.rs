//! What a slot of a phrase pattern covers in a line: a number, keywords, a kind of card, a
//! name, an object phrase, or a value phrase of the category it names. Part of the reader
//! (`read.rs`), on the same budget of match steps.

use super::read::{Reader, fill};
use super::reading::Bound;
use super::tokens::{Tok, show};

impl Reader<'_> {
    /// What a slot of kind `kind` may cover from `pos`: every way, each with its end. Read
    /// once a line for each place and kind (`Reader::memo`).
    pub(super) fn slot(&self, kind: &str, toks: &[Tok], pos: usize) -> Vec<(usize, Bound)> {
        let key = (toks.as_ptr() as usize, toks.len(), pos);
        if let Some(kinds) = self.memo.borrow().get(&key)
            && let Some((_, found)) = kinds.iter().find(|(k, _)| k == kind)
        {
            return found.clone();
        }
        let found = self.slot_read(kind, toks, pos);
        self.memo
            .borrow_mut()
            .entry(key)
            .or_default()
            .push((kind.to_string(), found.clone()));
        found
    }

    fn slot_read(&self, kind: &str, toks: &[Tok], pos: usize) -> Vec<(usize, Bound)> {
        match kind {
            "number" => self
                .number(toks, pos)
                .map(|n| vec![(pos + 1, Bound::Number(n))])
                .unwrap_or_default(),
            "keywords" => self.keywords(toks, pos),
            // A name printed as one word ("a Recruit unit token"), as a Rhai string.
            "name" => match toks.get(pos) {
                Some(Tok::Word(w)) => vec![(
                    pos + 1,
                    Bound::Value {
                        rhai: super::emit::rhai_string(w),
                        text: w.clone(),
                    },
                )],
                _ => Vec::new(),
            },
            "kind" => self.kinds(toks, pos),
            "object" => self
                .objects(toks, pos)
                .into_iter()
                .map(|(e, o)| (e, Bound::Object(o)))
                .collect(),
            category => {
                let mut out = Vec::new();
                for p in self.language.category(category) {
                    for pat in self.patterns(p) {
                        let mut ends = Vec::new();
                        self.seq(pat, toks, pos, Vec::new(), &mut ends);
                        for (end, slots) in ends {
                            out.push((
                                end,
                                Bound::Value {
                                    rhai: fill(&p.rhai, &slots),
                                    text: show(&toks[pos..end]),
                                },
                            ));
                        }
                    }
                }
                out
            }
        }
    }

    /// A kind of card the loaded cards name (`EffectLanguage::kinds`), its last word singular
    /// or plural ("a Dragon", "Dragons"): its printed name as a Rhai string.
    fn kinds(&self, toks: &[Tok], pos: usize) -> Vec<(usize, Bound)> {
        let mut out = Vec::new();
        for (kind, printed) in &self.language.kinds {
            let Some((last, head)) = kind.split_last() else {
                continue;
            };
            let end = pos + head.len();
            let head_ok = toks.get(pos..end) == Some(head);
            let last_ok = match (last, toks.get(end)) {
                (Tok::Word(k), Some(Tok::Word(w))) => {
                    w == k || w.strip_suffix('s') == Some(k.as_str())
                }
                (k, Some(t)) => k == t,
                _ => false,
            };
            if head_ok && last_ok {
                out.push((
                    end + 1,
                    Bound::Value {
                        rhai: super::emit::rhai_string(printed),
                        text: show(&toks[pos..=end]),
                    },
                ));
            }
        }
        out
    }

    fn number(&self, toks: &[Tok], pos: usize) -> Option<i64> {
        match toks.get(pos)? {
            Tok::Num(n) => Some(i64::from(*n)),
            Tok::Word(w) => self
                .language
                .numbers
                .iter()
                .find(|(l, word, _)| *l == self.lang && word == w)
                .map(|(_, _, v)| *v),
            _ => None,
        }
    }

    /// `[A]`, `[A] and [B]`, `[A], [B] and [C]`: each prefix that is a list of keywords.
    fn keywords(&self, toks: &[Tok], pos: usize) -> Vec<(usize, Bound)> {
        let mut out = Vec::new();
        let mut list = Vec::new();
        let mut at = pos;
        while let Some(Tok::Tag(name, value)) = toks.get(at) {
            let Some((id, default)) = (self.keyword)(name) else {
                break;
            };
            list.push((id, value.or(default)));
            at += 1;
            out.push((at, Bound::Keywords(list.clone())));
            // "[A], [B], and [C]": any run of joins between two keywords.
            let before = at;
            while let Some(rest) = self.opening(&self.language.joins, &toks[at..]) {
                if rest.len() == toks.len() - at {
                    break;
                }
                at = toks.len() - rest.len();
            }
            if at == before {
                break;
            }
        }
        out
    }
}
