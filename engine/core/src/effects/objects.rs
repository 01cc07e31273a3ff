//! Object phrases of a line (`an enemy unit here with 3 :xx_power: or less`, "me", "it"): a
//! reference, or a determiner, words among which one noun, and qualifiers, each setting options
//! of the choice. Part of the reader (`read.rs`), on the same budget of match steps.

use super::language::Phrase;
use super::read::{Reader, Slots, fill};
use super::reading::{ObjectKind, ObjectReading};
use super::tokens::{Tok, show};

/// Called with each end of an object phrase and the options it set.
type Found<'f> = dyn FnMut(usize, &[(String, String)]) + 'f;

impl Reader<'_> {
    /// Every object phrase starting at `pos`: a reference ("me", "it"), or a determiner, words
    /// among which one noun, and qualifiers.
    pub(super) fn objects(&self, toks: &[Tok], pos: usize) -> Vec<(usize, ObjectReading)> {
        let mut out = Vec::new();
        for p in self.language.category("reference") {
            for pat in self.patterns(p) {
                let mut ends = Vec::new();
                self.seq(pat, toks, pos, Vec::new(), &mut ends);
                for (end, _) in ends {
                    let kind = if p.antecedent {
                        ObjectKind::Antecedent
                    } else {
                        ObjectKind::Reference(p.rhai.clone())
                    };
                    out.push((
                        end,
                        ObjectReading {
                            kind,
                            set: Vec::new(),
                            text: show(&toks[pos..end]),
                        },
                    ));
                }
            }
        }
        for d in self.language.category("determiner") {
            let mut starts = Vec::new();
            if d.patterns.is_empty() {
                starts.push((pos, Vec::new()));
            }
            for pat in self.patterns(d) {
                self.seq(pat, toks, pos, Vec::new(), &mut starts);
            }
            for (start, slots) in starts {
                let kind = if d.all {
                    ObjectKind::All
                } else {
                    let count = d
                        .count
                        .as_deref()
                        .map_or(1, |c| fill(c, &slots).parse().unwrap_or(1));
                    ObjectKind::Chosen {
                        count,
                        up_to: d.up_to,
                    }
                };
                let mut set = sets(d, &slots);
                self.words(
                    toks,
                    start,
                    false,
                    d.patterns.is_empty(),
                    &mut set,
                    &mut |end, set| {
                        out.push((
                            end,
                            ObjectReading {
                                kind: kind.clone(),
                                set: set.to_vec(),
                                text: show(&toks[pos..end]),
                            },
                        ));
                    },
                );
            }
        }
        self.pairs(toks, pos, &mut out);
        out
    }

    /// "A friendly unit and an enemy unit": one chosen object, the language's word `both`, and
    /// another chosen object, each under its own options — a pair the effect acts on.
    fn pairs(&self, toks: &[Tok], pos: usize, out: &mut Vec<(usize, ObjectReading)>) {
        let one = |o: &ObjectReading| {
            matches!(
                o.kind,
                ObjectKind::Chosen {
                    count: 1,
                    up_to: false
                }
            )
        };
        let firsts: Vec<(usize, ObjectReading)> =
            out.iter().filter(|(_, o)| one(o)).cloned().collect();
        for (end, first) in firsts {
            let Some(rest) = self.opening(&self.language.both, &toks[end..]) else {
                continue;
            };
            let at = toks.len() - rest.len();
            if at == end {
                continue;
            }
            for (end_2, second) in self.objects(toks, at) {
                if !one(&second) {
                    continue;
                }
                let text = show(&toks[pos..end_2]);
                out.push((
                    end_2,
                    ObjectReading {
                        kind: ObjectKind::Both(Box::new(first.clone()), Box::new(second)),
                        set: Vec::new(),
                        text,
                    },
                ));
            }
        }
    }

    /// Words of an object phrase from `pos`; once a noun is read, each end (with qualifiers
    /// after it) is an object phrase. A phrase with no determiner must have a plural noun.
    fn words(
        &self,
        toks: &[Tok],
        pos: usize,
        noun: bool,
        bare: bool,
        set: &mut Vec<(String, String)>,
        found: &mut Found,
    ) {
        if !self.spend() {
            return;
        }
        if noun {
            self.qualifiers(toks, pos, set, found);
        }
        for w in self.language.category("word") {
            if noun && w.noun {
                continue;
            }
            if bare && w.noun && !w.all {
                continue;
            }
            for pat in self.patterns(w) {
                let mut ends = Vec::new();
                self.seq(pat, toks, pos, Vec::new(), &mut ends);
                for (end, slots) in ends {
                    let before = set.len();
                    set.extend(sets(w, &slots));
                    self.words(toks, end, noun || w.noun, bare, set, found);
                    set.truncate(before);
                }
            }
        }
    }

    fn qualifiers(
        &self,
        toks: &[Tok],
        pos: usize,
        set: &mut Vec<(String, String)>,
        found: &mut Found,
    ) {
        if !self.spend() {
            return;
        }
        found(pos, set);
        for q in self.language.category("qualifier") {
            for pat in self.patterns(q) {
                let mut ends = Vec::new();
                self.seq(pat, toks, pos, Vec::new(), &mut ends);
                for (end, slots) in ends {
                    let before = set.len();
                    set.extend(sets(q, &slots));
                    self.qualifiers(toks, end, set, found);
                    set.truncate(before);
                }
            }
        }
    }
}

/// A phrase's choice options, its slots filled in, as Rhai literals.
pub(super) fn sets(p: &Phrase, slots: &Slots) -> Vec<(String, String)> {
    p.set
        .iter()
        .map(|(k, v)| {
            let lit = match v {
                toml::Value::String(s) if s.starts_with('{') => fill(s, slots),
                toml::Value::String(s) => format!("{s:?}"),
                other => other.to_string(),
            };
            (k.clone(), lit)
        })
        .collect()
}
