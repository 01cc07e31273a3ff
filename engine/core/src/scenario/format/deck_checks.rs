//! `[[deck_check]]`: a deck written in the scenario file and what the game's deck-building rules
//! must say of it — `legal = true`, or `refused = "<words>"` that one of their refusals contains.
//! The core reads only those keys and the clauses the check shows (`rules = […]`, as a step
//! written as a table has); every other key is the deck's, read at run time by the game's own
//! deck reader, the one its deck files go through (`ScenarioRules::check_deck`).

use super::{Cx, Val, in_order};
use crate::diag::SourcePos;

/// The keys of a deck check the core reads; the others are the deck's.
pub const CHECK_KEYS: &[&str] = &["legal", "refused", "rules"];

/// One `[[deck_check]]` table of a scenario file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeckCheck {
    /// Which table of the file it is, from 0: the runner reads its deck keys there.
    pub index: usize,
    /// Where the table starts.
    pub loc: SourcePos,
    /// `None` when the deck must be legal; else the words one of its refusals must contain.
    pub refused: Option<String>,
    /// The clauses it shows, each with where it is named.
    pub rules: Vec<(String, usize)>,
}

impl std::fmt::Display for DeckCheck {
    /// The check as the trace names it: `deck check (line 6): expect legal`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "deck check (line {}): expect ", self.loc.line)?;
        match &self.refused {
            None => f.write_str("legal"),
            Some(words) => write!(f, "refused {words:?}"),
        }
    }
}

impl Cx<'_> {
    /// Every `[[deck_check]]` table: its expectation and clauses, read here; its deck, later.
    pub(super) fn deck_checks(&mut self, v: &Val) -> Vec<DeckCheck> {
        let Some(items) = v.get_ref().as_array() else {
            let msg = "`deck_check` is a list of tables: write each as `[[deck_check]]`";
            self.error(v.span().start, msg);
            return vec![];
        };
        let mut checks = vec![];
        for (index, item) in items.iter().enumerate() {
            let Some(table) = item.get_ref().as_table() else {
                let msg = "each `[[deck_check]]` is a table: a deck's keys and `legal = true` \
                           or `refused = \"<words>\"`";
                self.error(item.span().start, msg);
                continue;
            };
            let at = item.span().start;
            let (mut legal, mut refused, mut rules) = (None, None, vec![]);
            for (k, v) in in_order(table) {
                match k.get_ref().as_ref() {
                    "legal" => match v.get_ref() {
                        toml::de::DeValue::Boolean(true) => legal = Some(v.span().start),
                        _ => self.error(
                            v.span().start,
                            "`legal` is written `legal = true`; a deck the rules refuse is \
                             written `refused = \"<words of the refusal>\"`",
                        ),
                    },
                    "refused" => {
                        refused = self.string(v, "`refused` (words of the refusal)");
                        if refused.as_ref().is_some_and(|w| w.trim().is_empty()) {
                            let msg = "`refused` names words the refusal contains, such as the \
                                       rule it cites: `refused = \"(103.2.b)\"`";
                            self.error(v.span().start, msg);
                        }
                    }
                    "rules" => {
                        let list = self.strings(v, "a deck check's `rules`");
                        rules = list
                            .unwrap_or_default()
                            .into_iter()
                            .map(|r| (r, v.span().start))
                            .collect();
                    }
                    // The deck's own keys: the game reads them as it reads a deck file.
                    _ => {}
                }
            }
            match (legal, &refused) {
                (Some(l), Some(_)) => self.error(
                    l,
                    "a deck check expects `legal = true` or `refused = \"…\"`, not both",
                ),
                (None, None) => self.error(
                    at,
                    "a deck check says what the rules must say of its deck: `legal = true`, \
                     or `refused = \"<words of the refusal>\"`",
                ),
                _ => {}
            }
            checks.push(DeckCheck {
                index,
                loc: SourcePos::at(&self.file, self.src, at),
                refused,
                rules,
            });
        }
        checks
    }
}
