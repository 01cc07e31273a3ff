//! Which rule clauses the scenarios check: every clause of a game's list (its keyword clauses,
//! `grammar/<game>/clauses/`) must be named by a scenario's `rules` or be listed as
//! informational with a reason. A clause named is not yet a clause checked: it is *weak*
//! until some file ties a step to it (`{ step = "expect …", rules = ["815.2"] }`), the
//! assertion or the refusal that would fail if the engine broke the clause, or a deck check
//! (`[[deck_check]]` with `rules = ["103.2.b"]`).

use crate::diag::{Diagnostic, SourcePos};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The outcome: clauses nobody covers, and listed names that are not clauses at all.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Coverage {
    pub total: usize,
    pub by_scenario: usize,
    pub informational: usize,
    pub uncovered: Vec<String>,
    /// Clauses some scenario names, but no scenario ties to a step: each with the files that
    /// name it, to say where the missing assertion belongs.
    pub weak: Vec<(String, Vec<String>)>,
    /// Informational entries that are not in the clause list (a typo would hide a clause).
    pub unknown_informational: Vec<String>,
}

/// Reads the clause list, the informational list and every scenario under `scenarios`.
pub fn coverage(
    clauses: &Path,
    informational: &Path,
    scenarios: &Path,
) -> Result<Coverage, Diagnostic> {
    let all: BTreeMap<String, Vec<String>> = read_toml(clauses)?;
    let all: BTreeSet<String> = all.into_values().flatten().collect();
    #[derive(serde::Deserialize)]
    struct Informational {
        informational: BTreeMap<String, String>,
    }
    let info: Informational = read_toml(informational)?;
    let mut named: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut tied = BTreeSet::new();
    let files = super::files::scenario_files(scenarios).map_err(|e| {
        Diagnostic::new(
            SourcePos::new(scenarios.display().to_string(), 1, 1),
            format!("cannot read folder: {e}"),
        )
    })?;
    for f in files {
        let (file_rules, step_rules) = scenario_rules(&f);
        let shown = f
            .strip_prefix(scenarios)
            .unwrap_or(&f)
            .display()
            .to_string();
        for r in file_rules {
            named.entry(r).or_default().push(shown.clone());
        }
        tied.extend(step_rules);
    }
    let mut cov = Coverage {
        total: all.len(),
        ..Coverage::default()
    };
    for c in &all {
        if let Some(files) = named.get(c) {
            cov.by_scenario += 1;
            if !tied.contains(c) {
                cov.weak.push((c.clone(), files.clone()));
            }
        } else if info.informational.contains_key(c) {
            cov.informational += 1;
        } else {
            cov.uncovered.push(c.clone());
        }
    }
    cov.unknown_informational = info
        .informational
        .keys()
        .filter(|k| !all.contains(*k))
        .cloned()
        .collect();
    Ok(cov)
}

pub(crate) fn read_toml<T: serde::de::DeserializeOwned>(path: &Path) -> Result<T, Diagnostic> {
    let file = path.display().to_string();
    let src = std::fs::read_to_string(path)
        .map_err(|e| Diagnostic::new(SourcePos::new(&file, 1, 1), format!("cannot read: {e}")))?;
    toml::from_str(&src).map_err(|e| {
        let at = e.span().map_or(0, |s| s.start);
        Diagnostic::new(
            SourcePos::at(&file, &src, at),
            e.message().trim().to_string(),
        )
    })
}

/// The clauses a scenario file names in `rules`, and those its steps and deck checks are tied
/// to, read without running or checking it (`grimoire run` checks it).
fn scenario_rules(path: &Path) -> (Vec<String>, Vec<String>) {
    #[derive(serde::Deserialize)]
    struct File {
        #[serde(default)]
        rules: Vec<String>,
        #[serde(default)]
        run: Option<Run>,
        #[serde(default)]
        deck_check: Vec<toml::Value>,
    }
    #[derive(serde::Deserialize)]
    struct Run {
        #[serde(default)]
        steps: Vec<toml::Value>,
    }
    let Some(file) = std::fs::read_to_string(path)
        .ok()
        .and_then(|src| toml::from_str::<File>(&src).ok())
    else {
        return (vec![], vec![]);
    };
    let tied = file
        .run
        .map(|r| r.steps)
        .unwrap_or_default()
        .iter()
        .chain(&file.deck_check)
        .filter_map(|s| s.get("rules")?.as_array().cloned())
        .flatten()
        .filter_map(|r| r.as_str().map(str::to_string))
        .collect();
    (file.rules, tied)
}
