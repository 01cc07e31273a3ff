//! The forms of a sentence beyond clauses joined by "and" (`read.rs`): a delayed ability
//! (391), a choice between two effects, "unless", a cost paid "to" do something, a condition
//! closing the sentence, and words read apart ("… instead").

use super::read::Reader;
use super::read::same;
use super::reading::{Bound, Step};
use super::tokens::{Tok, show};

impl Reader<'_> {
    /// "Draw 1 the next time it dies this turn.", "The next time it moves this turn, ready
    /// it.": an effect and a phrase of category `delayed` after it, or before it and a
    /// comma (391).
    pub(super) fn later(&self, toks: &[Tok]) -> Option<Vec<Step>> {
        let toks = match toks.last() {
            Some(Tok::Punct(',' | ';')) => &toks[..toks.len() - 1],
            _ => toks,
        };
        for (end, when) in self.prefixes("delayed", toks) {
            if toks.get(end) == Some(&Tok::Punct(','))
                && let Ok(steps) = self.clauses(&toks[end + 1..])
            {
                return Some(vec![Step::Later { when, steps }]);
            }
        }
        for i in 1..toks.len() {
            let tail = &toks[i..];
            let Some((_, when)) = self
                .prefixes("delayed", tail)
                .into_iter()
                .find(|(end, _)| *end == tail.len())
            else {
                continue;
            };
            if let Ok(steps) = self.clauses(&toks[..i]) {
                return Some(vec![Step::Later { when, steps }]);
            }
        }
        None
    }

    /// "Draw 2 or discard 1.": two effects, each readable, the controller's
    /// choice between them.
    pub(super) fn either(&self, toks: &[Tok]) -> Option<Vec<Step>> {
        for i in 1..toks.len() {
            let Some(rest) = self.opening(&self.language.or, &toks[i..]) else {
                continue;
            };
            let (Ok(first), Ok(second)) = (self.clauses(&toks[..i]), self.clauses(rest)) else {
                continue;
            };
            return Some(vec![Step::Either {
                texts: vec![show(&toks[..i]), show(rest)],
                branches: vec![first, second],
            }]);
        }
        None
    }

    /// "Deal 4 to it unless its controller has you draw 1.": a phrase of category `unless`
    /// (whose `rhai` asks the player it names, the words after it as `{rest.text}`) decides
    /// between the effects after it and those before.
    pub(super) fn unless(&self, toks: &[Tok]) -> Option<Vec<Step>> {
        for i in 1..toks.len() {
            let Some(rest) = self.opening(&self.language.unless, &toks[i..]) else {
                continue;
            };
            let head = match toks[i - 1] {
                Tok::Punct(',') => &toks[..i - 1],
                _ => &toks[..i],
            };
            let Ok(instead) = self.clauses(head) else {
                continue;
            };
            for (end, mut who) in self.prefixes("unless", rest) {
                let Ok(steps) = self.clauses(&rest[end..]) else {
                    continue;
                };
                who.slots.push((
                    "rest".into(),
                    Bound::Value {
                        rhai: String::new(),
                        text: show(&rest[end..]),
                    },
                ));
                return Some(vec![Step::If {
                    condition: who,
                    steps,
                    otherwise: instead,
                }]);
            }
        }
        None
    }

    /// "(You may) exhaust me to draw 1": a cost — a phrase of category `cost`, whose Rhai pays
    /// it and says whether it was paid — then what it pays for, which happens only if it was.
    pub(super) fn paid_for(&self, toks: &[Tok]) -> Option<Vec<Step>> {
        for i in 1..toks.len() {
            let Some(rest) = self.opening(&self.language.to_pay_for, &toks[i..]) else {
                continue;
            };
            // One cost, or several joined ("pay [1], exhaust me, and spend its buff"), paid
            // in turn, each only once the one before is.
            let Some(costs) = self.cost_list(&toks[..i]) else {
                continue;
            };
            if let Ok(steps) = self.clauses(rest) {
                let paid = costs.into_iter().rev().fold(steps, |steps, cost| {
                    vec![Step::If {
                        condition: cost,
                        steps,
                        otherwise: Vec::new(),
                    }]
                });
                return Some(paid);
            }
        }
        None
    }

    /// "Draw 1 if you have one or fewer cards in your hand.": a condition closing the sentence
    /// governs all of it.
    pub(super) fn after_condition(&self, toks: &[Tok]) -> Option<Vec<Step>> {
        // Only where a condition's first word is: most sentences have none.
        let opens = |t: &Tok| {
            self.indexed("condition").any(|(_, p)| {
                self.patterns(p)
                    .any(|pat| pat.first().is_some_and(|f| same(f, t)))
            })
        };
        for i in (1..toks.len()).rev() {
            if !opens(&toks[i]) {
                continue;
            }
            let head = match toks[i - 1] {
                Tok::Punct(',') => &toks[..i - 1],
                _ => &toks[..i],
            };
            for (end, condition) in self.prefixes("condition", &toks[i..]) {
                if i + end != toks.len() {
                    continue;
                }
                if let Ok(steps) = self.clauses(head) {
                    return Some(vec![Step::If {
                        condition,
                        steps,
                        otherwise: Vec::new(),
                    }]);
                }
            }
        }
        None
    }

    /// An effect closed or opened by words read apart (`instead`: "kill this instead",
    /// "instead heal it, …"): the effect, then those words as a clause of their own.
    pub(super) fn apart(&self, toks: &[Tok]) -> Option<Vec<Step>> {
        let toks = match toks.last() {
            Some(Tok::Punct(',' | ';')) => &toks[..toks.len() - 1],
            _ => toks,
        };
        self.language
            .instead
            .iter()
            .filter(|(l, _)| *l == self.lang)
            .find_map(|(_, w)| {
                let (body, word) = match toks.strip_suffix(w.as_slice()) {
                    Some(body) => (body, &toks[body.len()..]),
                    None => {
                        let body = toks.strip_prefix(w.as_slice())?;
                        (body, &toks[..w.len()])
                    }
                };
                let body = body.strip_prefix(&[Tok::Punct(',')]).unwrap_or(body);
                if body.is_empty() {
                    return None;
                }
                let mut steps = self.clauses(body).ok()?;
                steps.push(Step::Do(self.clause(word)?));
                Some(steps)
            })
    }
}
