//! `[run] steps`: each item a step string, or a step tied to the clauses it shows —
//! `{ step = "expect chain empty", rules = ["1.2"] }` — so that `grimoire coverage` can
//! tell a clause a file asserts from one it only names (`coverage.rs`).

use super::{Cx, StrPos, Val, in_order};
use crate::diag::SourcePos;
use crate::scenario::ScenarioRules;
use crate::scenario::step::{self, StepError, StepLine};

/// The keys of a step written as a table.
const STEP_KEYS: &[&str] = &["step", "rules"];

impl Cx<'_> {
    pub(super) fn steps<R: ScenarioRules>(&mut self, v: &Val) -> Vec<StepLine<R>> {
        let Some(items) = v.get_ref().as_array() else {
            self.error(
                v.span().start,
                "`steps` must be a list of steps (strings, or `{ step = \"…\", rules = [\"…\"] }`)",
            );
            return vec![];
        };
        items
            .iter()
            .filter_map(|i| self.step_item::<R>(i))
            .collect()
    }

    /// One item: a string, or a table with the step and the clauses it shows.
    fn step_item<R: ScenarioRules>(&mut self, item: &Val) -> Option<StepLine<R>> {
        let (text_val, rules) = match item.get_ref().as_table() {
            Some(t) => {
                let (mut text_val, mut rules) = (None, None);
                for (k, v) in in_order(t) {
                    match k.get_ref().as_ref() {
                        "step" => text_val = Some(v),
                        "rules" => rules = self.strings(v, "a step's `rules`"),
                        key => self.unknown(k, key, "a step", STEP_KEYS),
                    }
                }
                let Some(text_val) = text_val else {
                    self.error(
                        item.span().start,
                        "a step written as a table needs `step = \"…\"`",
                    );
                    return None;
                };
                let rules = rules.unwrap_or_default();
                if rules.is_empty() {
                    let msg = "a step written as a table names the clauses it shows: \
                               `rules = [\"…\"]` with at least one";
                    self.error(item.span().start, msg);
                }
                (text_val, rules)
            }
            None => (item, vec![]),
        };
        let text = self.string(text_val, "each step")?;
        let pos = StrPos::new(self.src, text_val.span(), &text);
        match step::parse_step::<R>(&text) {
            Ok(step) => Some(StepLine {
                step,
                loc: SourcePos::at(&self.file, self.src, text_val.span().start),
                rules: rules.into_iter().map(|r| (r, item.span().start)).collect(),
                text,
            }),
            Err(StepError { at, message }) => {
                self.error(pos.source(at), message);
                None
            }
        }
    }
}
