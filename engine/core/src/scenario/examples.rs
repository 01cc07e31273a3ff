//! Which of a game's rule examples the scenarios show: every example of its list
//! (`grammar/<game>/clauses/examples.toml`) is shown by the scenarios that name it in their
//! `examples` field, or explained by a `why` saying why no scenario of this engine can show it.
//!
//! An example is named by the rule clause it sits under, with `#n` when that clause has several
//! (`"709#2"`: the second example under 709). The list says which scenarios show each one
//! (`shown_by`, paths under the game's scenario folder), and this check keeps the list and the
//! scenarios to each other, so that neither can drift: a scenario naming an example the list
//! does not have, an entry naming a scenario that does not name it, an entry both shown and
//! explained, an example whose clause is not in the game's rule lists — each is a problem.

use crate::diag::{Diagnostic, SourcePos};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// One example of the list, as written.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Example {
    /// The clause it sits under, `#n` when the clause has several examples.
    pub id: String,
    /// What it shows, in the project's words.
    pub about: String,
    /// The scenario files that show it, relative to the game's scenario folder.
    #[serde(default)]
    pub shown_by: Vec<String>,
    /// Why no scenario can show it.
    #[serde(default)]
    pub why: Option<String>,
}

#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ExampleList {
    example: Vec<Example>,
}

/// The outcome.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct ExampleCoverage {
    pub total: usize,
    /// Examples some scenario names.
    pub shown: usize,
    /// Examples explained by a `why`.
    pub explained: usize,
    /// Examples neither shown nor explained.
    pub uncovered: Vec<String>,
    /// Disagreements between the list, the rule lists and the scenarios, one line each.
    pub problems: Vec<String>,
}

/// The clause an example id sits under: `"709#2"` → `"709"`.
pub fn example_clause(id: &str) -> &str {
    id.split_once('#').map_or(id, |(c, _)| c)
}

/// Whether an example id is written as the list writes them: a clause number, then `#n` (n ≥ 1)
/// or nothing.
pub fn well_formed(id: &str) -> bool {
    let (clause, n) = match id.split_once('#') {
        Some((c, n)) => (c, Some(n)),
        None => (id, None),
    };
    let clause_ok = !clause.is_empty()
        && clause.split('.').all(|p| {
            !p.is_empty()
                && p.chars()
                    .all(|c| c.is_ascii_digit() || c.is_ascii_lowercase())
        });
    let n_ok = n.is_none_or(|n| n.parse::<u32>().is_ok_and(|n| n >= 1));
    clause_ok && n_ok
}

/// Reads the example list, the rule lists its clauses must be in (TOML tables of lists of
/// clause numbers) and every scenario under `scenarios`.
pub fn examples_coverage(
    list: &Path,
    rule_lists: &[PathBuf],
    scenarios: &Path,
) -> Result<ExampleCoverage, Diagnostic> {
    let examples: ExampleList = super::coverage::read_toml(list)?;
    let mut clauses = BTreeSet::new();
    for l in rule_lists {
        let all: BTreeMap<String, Vec<String>> = super::coverage::read_toml(l)?;
        clauses.extend(all.into_values().flatten());
    }
    // What each scenario names, by example.
    let mut named: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let files = super::files::scenario_files(scenarios).map_err(|e| {
        Diagnostic::new(
            SourcePos::new(scenarios.display().to_string(), 1, 1),
            format!("cannot read folder: {e}"),
        )
    })?;
    for f in &files {
        let rel = relative(f, scenarios);
        for ex in scenario_examples(f) {
            named.entry(ex).or_default().insert(rel.clone());
        }
    }
    let mut cov = ExampleCoverage {
        total: examples.example.len(),
        ..ExampleCoverage::default()
    };
    let mut ids = BTreeSet::new();
    for ex in &examples.example {
        let id = &ex.id;
        if !ids.insert(id.clone()) {
            cov.problems.push(format!("{id}: listed twice"));
        }
        if !well_formed(id) {
            cov.problems.push(format!(
                "{id}: not an example name (a clause number, then `#n` when the clause has several)"
            ));
        } else if !clauses.contains(example_clause(id)) {
            cov.problems.push(format!(
                "{id}: {} is not a clause of the rule lists",
                example_clause(id)
            ));
        }
        let found = named.get(id).cloned().unwrap_or_default();
        let listed: BTreeSet<String> = ex.shown_by.iter().cloned().collect();
        for s in listed.difference(&found) {
            cov.problems.push(format!(
                "{id}: listed as shown by {s}, which does not name it in `examples`"
            ));
        }
        for s in found.difference(&listed) {
            cov.problems.push(format!(
                "{id}: {s} names it, but its entry does not list that scenario in `shown_by`"
            ));
        }
        match (&ex.why, found.is_empty()) {
            (Some(_), false) => cov.problems.push(format!(
                "{id}: shown by a scenario and explained as not showable: keep one"
            )),
            (Some(_), true) => cov.explained += 1,
            (None, false) => cov.shown += 1,
            (None, true) => cov.uncovered.push(id.clone()),
        }
    }
    for (id, files) in &named {
        if !ids.contains(id) {
            for f in files {
                cov.problems.push(format!(
                    "{f} names the example {id}, which is not in the list"
                ));
            }
        }
    }
    Ok(cov)
}

fn relative(f: &Path, dir: &Path) -> String {
    let rel = f.strip_prefix(dir).unwrap_or(f);
    rel.components()
        .map(|c| c.as_os_str().to_string_lossy())
        .collect::<Vec<_>>()
        .join("/")
}

/// The examples a scenario file names, read without running or checking it.
fn scenario_examples(path: &Path) -> Vec<String> {
    #[derive(serde::Deserialize)]
    struct Examples {
        #[serde(default)]
        examples: Vec<String>,
    }
    std::fs::read_to_string(path)
        .ok()
        .and_then(|src| toml::from_str::<Examples>(&src).ok())
        .map(|r| r.examples)
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn example_names() {
        assert!(well_formed("709#2"));
        assert!(well_formed("359.3.e.12"));
        assert!(!well_formed("709#0"));
        assert!(!well_formed("709#"));
        assert!(!well_formed("709 ex"));
        assert!(!well_formed("7..1"));
        assert_eq!(example_clause("364.3.a#2"), "364.3.a");
        assert_eq!(example_clause("807.2"), "807.2");
    }
}
