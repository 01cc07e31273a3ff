//! Reading a line of card text with a game's effect language: a backtracking match of the
//! language's phrases over the line's tokens. Sentences are built of phrases, never listed
//! whole: an effect phrase has slots (`deal {number} to {object}`), an object phrase is a
//! determiner, words and qualifiers (`an enemy unit here`), so a phrase written for
//! one card serves every card that prints it. Every match step is counted against a budget, so
//! no pack's phrases can make a line take long to read.

use super::language::{EffectLanguage, Phrase, slot_kind};
use super::reading::{Bound, Clause, LineReading, Step, Unread};
use super::tokens::{Tok, show, tokenize};
use crate::model::card::Lang;
use std::cell::Cell;

/// Match steps one line may take: far above what real sentences need (a few thousand), far
/// below what would be noticed at load.
const BUDGET: u32 = 200_000;

pub(super) type Slots = Vec<(String, Bound)>;

/// The glossary's keyword for a bracketed name, as the card API names it, with its default
/// number.
pub type KeywordOf<'a> = dyn Fn(&str) -> Option<(String, Option<i64>)> + 'a;

/// Reads lines of one language against an effect language.
pub struct Reader<'a> {
    pub language: &'a EffectLanguage,
    pub lang: Lang,
    /// The glossary's keyword for a bracketed name, as the card API names it, with its
    /// default number (`[Name]` is `[Name 1]`).
    pub keyword: &'a KeywordOf<'a>,
    pub(super) budget: Cell<u32>,
    /// The category of the phrases a clause is: `effect`, or `static` for a static ability.
    pub(super) verbs: Cell<&'static str>,
    /// What each slot covered where it was read in the line being read: the same slot at the
    /// same place is asked again by every phrase that has it there (`slots::slot`). Keyed by
    /// the tokens' place in memory, so emptied as each line begins (`fresh`).
    pub(super) memo: std::cell::RefCell<SlotMemo>,
}

/// What `slot` found, by the tokens read (their address and length), the position and the
/// slot's kind.
pub(super) type SlotMemo =
    std::collections::HashMap<(usize, usize, usize), Vec<(String, Vec<(usize, Bound)>)>>;

impl<'a> Reader<'a> {
    pub fn new(language: &'a EffectLanguage, lang: Lang, keyword: &'a KeywordOf<'a>) -> Self {
        Reader {
            language,
            lang,
            keyword,
            budget: Cell::new(BUDGET),
            verbs: Cell::new("effect"),
            memo: Default::default(),
        }
    }

    /// Reads `text`: a trigger first where `trigger` allows one, then its sentences.
    pub fn line(&self, text: &str, trigger: bool) -> Result<LineReading, Unread> {
        self.verbs.set("effect");
        self.fresh();
        let toks = tokenize(text, false);
        if toks.is_empty() {
            return Err(Unread::new(&toks));
        }
        if trigger {
            for (end, clause) in self.prefixes("trigger", &toks) {
                // "When you play me, draw 1." — the comma closes the condition; "When I'm
                // played and when I attack, …" joins two.
                let (end, also) = match toks.get(end) {
                    Some(Tok::Punct(',')) => (end, Vec::new()),
                    _ => match self.more_triggers(&toks, end) {
                        Some(more) => more,
                        None => continue,
                    },
                };
                let steps = self.body(&toks[end + 1..])?;
                return Ok(LineReading {
                    trigger: Some(clause),
                    also,
                    steps,
                });
            }
        }
        Ok(LineReading {
            trigger: None,
            also: Vec::new(),
            steps: self.body(&toks)?,
        })
    }

    /// The card functions of the trigger phrases `text` opens with, whatever follows (the rest
    /// may be read or not): which function a script performing the line defines, so that the
    /// ability is named by its line (`model::ability_names`).
    pub fn opening_functions(&self, text: &str) -> Vec<String> {
        self.verbs.set("effect");
        self.fresh();
        let toks = tokenize(text, false);
        let mut out: Vec<String> = Vec::new();
        for (_, clause) in self.prefixes("trigger", &toks) {
            for f in &self.language.phrases[clause.phrase].functions {
                if !out.contains(f) {
                    out.push(f.clone());
                }
            }
        }
        out
    }

    /// After a trigger ending at `end`: "and" and another trigger, up to the comma closing them
    /// all; the comma's position and the triggers after the first.
    fn more_triggers(&self, toks: &[Tok], end: usize) -> Option<(usize, Vec<Clause>)> {
        let rest = self.opening(&self.language.joins, &toks[end..])?;
        let at = toks.len() - rest.len();
        if at == end {
            return None;
        }
        for (len, clause) in self.prefixes("trigger", &toks[at..]) {
            let next = at + len;
            if toks.get(next) == Some(&Tok::Punct(',')) {
                return Some((next, vec![clause]));
            }
            if let Some((comma, mut more)) = self.more_triggers(toks, next) {
                more.insert(0, clause);
                return Some((comma, more));
            }
        }
        None
    }

    /// Reads `text` as a static ability (what is true while the card is on the board: "Other
    /// friendly units have +1 :xx_power:"), with the phrases of category `static`.
    pub fn static_line(&self, text: &str) -> Result<LineReading, Unread> {
        self.verbs.set("static");
        self.fresh();
        let toks = tokenize(text, false);
        let steps = self.body(&toks);
        self.verbs.set("effect");
        Ok(LineReading {
            trigger: None,
            also: Vec::new(),
            steps: steps?,
        })
    }

    /// A cost printed in words before an ability's effect ("Discard 1, spend my buff", 818.1.c.3):
    /// phrases of category `cost` joined by commas or "and", paid in turn.
    pub fn costs(&self, text: &str) -> Result<Vec<Clause>, Unread> {
        self.fresh();
        let toks = tokenize(text, false);
        let toks = match toks.last() {
            Some(Tok::Punct('.')) => &toks[..toks.len() - 1],
            _ => &toks[..],
        };
        self.cost_list(toks).ok_or_else(|| Unread::new(toks))
    }

    pub(super) fn cost_list(&self, toks: &[Tok]) -> Option<Vec<Clause>> {
        for (end, clause) in self.prefixes("cost", toks) {
            if end == toks.len() {
                return Some(vec![clause]);
            }
            let rest = &toks[end..];
            let rest = rest.strip_prefix(&[Tok::Punct(',')]).unwrap_or(rest);
            let rest = self.opening(&self.language.joins, rest).unwrap_or(rest);
            if rest.len() == toks.len() - end {
                continue;
            }
            if let Some(mut more) = self.cost_list(rest) {
                more.insert(0, clause);
                return Some(more);
            }
        }
        None
    }

    /// Every phrase of `category` matching a prefix of `toks`, longest first.
    pub(super) fn prefixes(&self, category: &str, toks: &[Tok]) -> Vec<(usize, Clause)> {
        let mut out = Vec::new();
        for (i, pat) in self.headed(category, toks.first()) {
            let mut ends = Vec::new();
            self.seq(pat, toks, 0, Vec::new(), &mut ends);
            for (end, slots) in ends {
                out.push((
                    end,
                    Clause {
                        phrase: i,
                        slots,
                        text: show(&toks[..end]),
                    },
                ));
            }
        }
        out.sort_by_key(|(end, _)| std::cmp::Reverse(*end));
        out
    }

    pub(super) fn indexed(&self, category: &str) -> impl Iterator<Item = (usize, &'a Phrase)> + 'a {
        self.language.indexed(category)
    }

    /// The patterns of `category` in the reader's language that may match tokens opening with
    /// `first`, in load order, each with its phrase's index (`EffectLanguage::heads`).
    pub(super) fn headed<'t>(
        &self,
        category: &str,
        first: Option<&'t Tok>,
    ) -> impl Iterator<Item = (usize, &'a [Tok])> + 't
    where
        'a: 't,
    {
        let (language, lang) = (self.language, self.lang);
        language.heads(category, first).filter_map(move |(i, j)| {
            let (l, pat) = &language.phrases[i].patterns[j];
            (*l == lang).then_some((i, pat.as_slice()))
        })
    }

    pub(super) fn patterns<'p>(&self, p: &'p Phrase) -> impl Iterator<Item = &'p [Tok]> + 'p {
        let lang = self.lang;
        p.patterns
            .iter()
            .filter(move |(l, _)| *l == lang)
            .map(|(_, t)| t.as_slice())
    }

    /// The sentences of an effect: split at full stops; "If you do, …" acts on the "You may"
    /// before it.
    fn body(&self, toks: &[Tok]) -> Result<Vec<Step>, Unread> {
        let mut steps: Vec<Step> = Vec::new();
        for sentence in toks.split(|t| *t == Tok::Punct('.')) {
            if sentence.is_empty() {
                continue;
            }
            if let Some(rest) = self.opening(&self.language.otherwise, sentence) {
                let rest = rest.strip_prefix(&[Tok::Punct(',')]).unwrap_or(rest);
                let Some(Step::May { otherwise, .. } | Step::If { otherwise, .. }) =
                    steps.last_mut()
                else {
                    return Err(Unread::new(sentence));
                };
                if !otherwise.is_empty() {
                    return Err(Unread::new(sentence));
                }
                otherwise.extend(self.sentence(rest)?);
                continue;
            }
            // "If you do" acts on the "You may" before it; with none, it is read as any other
            // sentence, where a game may give it a condition phrase of its own (an additional
            // cost paid as the card was played).
            if let Some(rest) = self.opening(&self.language.if_you_do, sentence)
                && let Some(Step::May { steps: then, .. }) = steps.last_mut()
            {
                let rest = rest.strip_prefix(&[Tok::Punct(',')]).unwrap_or(rest);
                let effect = self.sentence(rest)?;
                if awaits(then) {
                    *then = inside_costs(std::mem::take(then), effect);
                } else {
                    then.extend(effect);
                }
                continue;
            }
            // "If you can't, …" acts on the effect before it where its phrase can say that it
            // fell short; "If you couldn't fetch 2 this way, …" restates it first.
            if let Some(rest) = self.opening(&self.language.if_short, sentence)
                && let Some(Step::Do(done)) = steps.last()
                && self.language.phrases[done.phrase].short.is_some()
                && let Some(rest) = self.restated(rest)
            {
                let done = done.clone();
                let then = self.sentence(rest)?;
                steps.pop();
                steps.push(Step::Short { done, steps: then });
                continue;
            }
            steps.extend(self.sentence(sentence)?);
        }
        // Costs offered with nothing they pay for ("You may pay [1]." alone) say nothing.
        if steps.is_empty()
            || steps
                .iter()
                .any(|s| matches!(s, Step::May { steps, .. } if awaits(steps)))
        {
            return Err(Unread::new(toks));
        }
        Ok(steps)
    }

    /// What follows "if you can't": its comma, or an effect restated and "this way" before
    /// it; the words after.
    fn restated<'t>(&self, toks: &'t [Tok]) -> Option<&'t [Tok]> {
        if let Some(rest) = toks.strip_prefix(&[Tok::Punct(',')]) {
            return Some(rest);
        }
        let comma = toks.iter().position(|t| *t == Tok::Punct(','))?;
        self.language
            .this_way
            .iter()
            .filter(|(l, _)| *l == self.lang)
            .find_map(|(_, w)| {
                let head = toks[..comma].strip_suffix(w.as_slice())?;
                self.clause(head)?;
                Some(&toks[comma + 1..])
            })
    }

    /// The rest of `toks` after one of `openings`, if it opens with one.
    pub(super) fn opening<'t>(
        &self,
        openings: &[(Lang, Vec<Tok>)],
        toks: &'t [Tok],
    ) -> Option<&'t [Tok]> {
        openings
            .iter()
            .filter(|(l, _)| *l == self.lang)
            .find_map(|(_, w)| toks.strip_prefix(w.as_slice()))
    }

    /// One sentence: "then" before it is dropped, "you may" makes it optional, "if …," makes
    /// it conditional; otherwise clauses.
    pub(super) fn sentence(&self, toks: &[Tok]) -> Result<Vec<Step>, Unread> {
        let toks = self.opening(&self.language.joins, toks).unwrap_or(toks);
        let toks = toks.strip_prefix(&[Tok::Punct(',')]).unwrap_or(toks);
        let toks = self.opening(&self.language.lead, toks).unwrap_or(toks);
        // A passive ability's "you may" is a permission it gives ("You may play me to …"),
        // not a choice made as an effect resolves: a static phrase may say it whole.
        if self.verbs.get() == "static"
            && let Ok(steps) = self.clauses(toks)
        {
            return Ok(steps);
        }
        if let Some(rest) = self.opening(&self.language.may, toks) {
            // A phrase may say "you may" itself: an offer made as the card is played ("You may
            // pay … as an additional cost to play me"), not a choice made as it resolves.
            if let Some(c) = self.clause(toks) {
                return Ok(vec![Step::Do(c)]);
            }
            let steps = match self.clauses(rest) {
                Ok(steps) => steps,
                Err(unread) => match self.paid_for(rest) {
                    Some(steps) => steps,
                    // "You may pay [1]. If you do, …": costs alone, what they pay for in the
                    // "If you do" sentence after (`body`), paid in turn.
                    None => {
                        let costs = self.cost_list(rest).ok_or(unread)?;
                        costs.into_iter().rev().fold(Vec::new(), |steps, cost| {
                            vec![Step::If {
                                condition: cost,
                                steps,
                                otherwise: Vec::new(),
                            }]
                        })
                    }
                },
            };
            return Ok(vec![Step::May {
                text: show(rest),
                steps,
                otherwise: Vec::new(),
            }]);
        }
        if let Some(steps) = self.later(toks) {
            return Ok(steps);
        }
        for (end, condition) in self.prefixes("condition", toks) {
            // "If …, …", or a bracketed condition and its dash ("[Name] - …", a game's
            // dependent keyword).
            let rest = &toks[(end + 1).min(toks.len())..];
            let rest = self.opening(&self.language.lead, rest).unwrap_or(rest);
            if matches!(toks.get(end), Some(Tok::Punct(',' | '-')))
                && let Ok(steps) = self.clauses(rest)
            {
                return Ok(vec![Step::If {
                    condition,
                    steps,
                    otherwise: Vec::new(),
                }]);
            }
        }
        match self.clauses(toks) {
            Ok(steps) => Ok(steps),
            Err(unread) => self
                .after_condition(toks)
                .or_else(|| self.either(toks))
                .or_else(|| self.unless(toks))
                // "Discard 1 to draw 2": a cost with no "you may", paid if it can
                // be, what it pays for done only then.
                .or_else(|| self.paid_for(toks))
                .ok_or(unread),
        }
    }

    /// Clauses joined by "and", "then", a comma: the whole as one effect phrase first, else
    /// split at the first join that leaves both sides readable.
    pub(super) fn clauses(&self, toks: &[Tok]) -> Result<Vec<Step>, Unread> {
        if let Some(c) = self.clause(toks) {
            return Ok(vec![Step::Do(c)]);
        }
        if let Some(steps) = self.apart(toks) {
            return Ok(steps);
        }
        for i in 1..toks.len() {
            let Some(rest) = self.opening(&self.language.joins, &toks[i..]) else {
                continue;
            };
            let rest = rest.strip_prefix(&[Tok::Punct(',')]).unwrap_or(rest);
            let Some(first) = self.clause(&toks[..i]) else {
                continue;
            };
            if let Ok(more) = self.sentence(rest) {
                let mut steps = vec![Step::Do(first)];
                steps.extend(more);
                return Ok(steps);
            }
        }
        Err(Unread::new(toks))
    }

    /// One effect phrase covering all of `toks`.
    pub(super) fn clause(&self, toks: &[Tok]) -> Option<Clause> {
        let toks = match toks.last() {
            Some(Tok::Punct(',' | ';')) => &toks[..toks.len() - 1],
            _ => toks,
        };
        // Only the phrases opening as `toks` do are tried (`headed`); one covering all of them
        // also ends as they do where it ends with a word: most are set aside there without
        // matching their slots.
        let fits = |pat: &[Tok]| match pat.last() {
            Some(Tok::Slot(_)) | None => true,
            Some(p) => toks.last().is_some_and(|t| same(p, t)),
        };
        for (i, pat) in self.headed(self.verbs.get(), toks.first()) {
            if !fits(pat) {
                continue;
            }
            let mut ends = Vec::new();
            self.seq(pat, toks, 0, Vec::new(), &mut ends);
            if let Some((_, slots)) = ends.into_iter().find(|(end, _)| *end == toks.len()) {
                return Some(Clause {
                    phrase: i,
                    slots,
                    text: show(toks),
                });
            }
        }
        None
    }

    /// A new line: the whole budget, nothing remembered of the last.
    fn fresh(&self) {
        self.budget.set(BUDGET);
        self.memo.borrow_mut().clear();
    }

    pub(super) fn spend(&self) -> bool {
        let left = self.budget.get();
        if left == 0 {
            return false;
        }
        self.budget.set(left - 1);
        true
    }

    /// Matches pattern `pat` against `toks` from `pos`, pushing every end reached with its
    /// slots.
    pub(super) fn seq(
        &self,
        pat: &[Tok],
        toks: &[Tok],
        pos: usize,
        slots: Slots,
        out: &mut Vec<(usize, Slots)>,
    ) {
        if !self.spend() {
            return;
        }
        let Some((first, rest)) = pat.split_first() else {
            out.push((pos, slots));
            return;
        };
        match first {
            Tok::Slot(name) => {
                for (end, bound) in self.slot(slot_kind(name), toks, pos) {
                    let mut s = slots.clone();
                    s.push((name.clone(), bound));
                    self.seq(rest, toks, end, s, out);
                }
            }
            lit => {
                if toks.get(pos).is_some_and(|t| same(lit, t)) {
                    self.seq(rest, toks, pos + 1, slots, out);
                }
            }
        }
    }
}

/// `template` with each `{slot}` replaced by what fills it (numbers and values; objects and
/// keywords are `emit.rs`'s).
pub fn fill(template: &str, slots: &Slots) -> String {
    let mut out = template.to_string();
    for (name, bound) in slots {
        let with = match bound {
            Bound::Number(n) => n.to_string(),
            Bound::Value { rhai, text } => {
                // `{slot.text}`: the words the value was read from, as a Rhai string (the
                // question an offer asks in the card's own words).
                out = out.replace(&format!("{{{name}.text}}"), &super::emit::rhai_string(text));
                rhai.clone()
            }
            _ => continue,
        };
        out = out.replace(&format!("{{{name}}}"), &with);
    }
    out
}

/// Whether a literal token of a pattern matches a token of a sentence.
pub(super) fn same(pat: &Tok, tok: &Tok) -> bool {
    match (pat, tok) {
        (Tok::Tag(a, _), Tok::Tag(b, _)) => a.eq_ignore_ascii_case(b),
        (a, b) => a == b,
    }
}

/// Whether `steps` are costs alone, what they pay for not said yet: each an "if" on a cost
/// holding the next, the last holding nothing.
fn awaits(steps: &[Step]) -> bool {
    match steps {
        [
            Step::If {
                steps, otherwise, ..
            },
        ] if otherwise.is_empty() => steps.is_empty() || awaits(steps),
        _ => false,
    }
}

/// "If you do, …" on costs alone (`awaits`): `effect` inside the last of them.
fn inside_costs(steps: Vec<Step>, effect: Vec<Step>) -> Vec<Step> {
    steps
        .into_iter()
        .map(|step| match step {
            Step::If {
                condition,
                steps,
                otherwise,
            } => Step::If {
                condition,
                steps: if steps.is_empty() {
                    effect.clone()
                } else {
                    inside_costs(steps, effect.clone())
                },
                otherwise,
            },
            other => other,
        })
        .collect()
}
