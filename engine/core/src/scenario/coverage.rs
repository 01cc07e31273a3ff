//! Which rule clauses the scenarios check: every clause of a list (the keyword glossary's,
//! `grammar/clauses/glossary-clauses.toml`) must be named by a scenario's `rules` or be listed
//! as informational with a reason (`grammar/clauses/informational.toml`).

use crate::diag::{Diagnostic, Location};
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
            Location::new(scenarios.display().to_string(), 1, 1),
            format!("cannot read folder: {e}"),
        )
    })?;
    for f in files {
        if let Ok(scn) = super::format::load_scenario(&f) {
            named.extend(scn.rules);
        }
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

fn read_toml<T: serde::de::DeserializeOwned>(path: &Path) -> Result<T, Diagnostic> {
    let file = path.display().to_string();
    let src = std::fs::read_to_string(path)
        .map_err(|e| Diagnostic::new(Location::new(&file, 1, 1), format!("cannot read: {e}")))?;
    toml::from_str(&src).map_err(|e| {
        let at = e.span().map_or(0, |s| s.start);
        Diagnostic::new(
            Location::at(&file, &src, at),
            e.message().trim().to_string(),
        )
    })
}
