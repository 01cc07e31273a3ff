//! Which rule clauses the scenarios check: every clause of a game's list (its keyword clauses,
//! `grammar/<game>/clauses/`) must be named by a scenario's `rules` or be listed as
//! informational with a reason.

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
    let mut named = BTreeSet::new();
    let files = super::files::scenario_files(scenarios).map_err(|e| {
        Diagnostic::new(
            SourcePos::new(scenarios.display().to_string(), 1, 1),
            format!("cannot read folder: {e}"),
        )
    })?;
    for f in files {
        named.extend(scenario_rules(&f));
    }
    let mut cov = Coverage {
        total: all.len(),
        ..Coverage::default()
    };
    for c in &all {
        if named.contains(c) {
            cov.by_scenario += 1;
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

/// The clauses a scenario file names in `rules`, read without running or checking it.
fn scenario_rules(path: &Path) -> Vec<String> {
    #[derive(serde::Deserialize)]
    struct Rules {
        #[serde(default)]
        rules: Vec<String>,
    }
    std::fs::read_to_string(path)
        .ok()
        .and_then(|src| toml::from_str::<Rules>(&src).ok())
        .map(|r| r.rules)
        .unwrap_or_default()
}
