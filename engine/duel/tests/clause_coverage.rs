//! Every clause of the duel game's keyword rules (grammar/duel/clauses/glossary-clauses.toml:
//! `<keyword>.<n>` for keyword abilities, 701.x for keyword actions) is checked by a scenario
//! that names it in `rules`, or listed as informational with a reason; and every clause a
//! scenario names is in the list, so a typo in `rules` cannot pass for coverage.

mod common;

use grimoire_core::scenario::coverage::coverage;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn clauses_file() -> PathBuf {
    common::root().join("grammar/duel/clauses/glossary-clauses.toml")
}

fn informational_file() -> PathBuf {
    common::root().join("grammar/duel/clauses/informational.toml")
}

fn scenarios_dir() -> PathBuf {
    common::root().join("scenarios/duel")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The clause list, every id of every keyword's array.
fn clause_list() -> BTreeSet<String> {
    let path = clauses_file();
    let by_keyword: BTreeMap<String, Vec<String>> =
        toml::from_str(&read(&path)).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    by_keyword.into_values().flatten().collect()
}

/// Each scenario file (sorted by name) with the clauses its `rules` names.
fn scenario_rules() -> Vec<(String, Vec<String>)> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(scenarios_dir())
        .expect("scenarios/duel")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let doc: toml::Table =
                toml::from_str(&read(&path)).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let rules = match doc.get("rules") {
                None => Vec::new(),
                Some(toml::Value::Array(a)) => a
                    .iter()
                    .map(|v| {
                        v.as_str()
                            .unwrap_or_else(|| panic!("{}: a rule is a string", path.display()))
                            .to_string()
                    })
                    .collect(),
                Some(other) => panic!("{}: `rules` is an array, not {other}", path.display()),
            };
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, rules)
        })
        .collect()
}

#[test]
fn every_clause_is_shown_by_a_scenario_or_explained() {
    let cov = coverage(&clauses_file(), &informational_file(), &scenarios_dir())
        .unwrap_or_else(|d| panic!("{d}"));
    let list = clause_list();
    assert_eq!(cov.total, list.len(), "the clause list was read whole");
    // Eight keyword abilities and the keyword actions 701.1–701.10.
    assert!(cov.total > 50, "the clause list was read: {}", cov.total);
    for keyword in [
        "courage",
        "celerite",
        "pietinement",
        "vigilance",
        "sauvagerie",
        "equipement",
        "initiative",
        "vol",
    ] {
        assert!(
            list.contains(&format!("{keyword}.1")),
            "the list has {keyword}.1"
        );
    }
    assert!(
        cov.unknown_informational.is_empty(),
        "informational entries that are not clauses: {:?}",
        cov.unknown_informational
    );
    assert!(
        cov.uncovered.is_empty(),
        "{} clauses neither named by a scenario nor informational: {:?}",
        cov.uncovered.len(),
        cov.uncovered
    );
    assert!(
        cov.weak.is_empty(),
        "clauses named, but no step of any scenario tied to them: {:?}",
        cov.weak
    );
    assert!(
        cov.by_scenario > cov.informational,
        "scenarios check most clauses: {} by scenario, {} informational",
        cov.by_scenario,
        cov.informational
    );
}

#[test]
fn every_clause_a_scenario_names_is_in_the_list() {
    let list = clause_list();
    let scenarios = scenario_rules();
    assert!(
        scenarios.len() >= 30,
        "the duel scenarios were read: {}",
        scenarios.len()
    );
    let mut unknown = Vec::new();
    for (file, rules) in &scenarios {
        assert!(!rules.is_empty(), "{file} names the clauses it checks");
        for r in rules {
            if !list.contains(r) {
                unknown.push(format!("{file}: {r}"));
            }
        }
    }
    assert!(
        unknown.is_empty(),
        "scenarios name clauses that are not in the list:\n{}",
        unknown.join("\n")
    );
}

#[test]
fn no_clause_is_both_informational_and_checked() {
    // An informational entry says no scenario can check the clause: a scenario naming it means
    // the reason is stale.
    let path = informational_file();
    let doc: toml::Table = toml::from_str(&read(&path)).expect("informational.toml");
    let info: BTreeSet<&str> = doc["informational"]
        .as_table()
        .expect("an [informational] table")
        .keys()
        .map(String::as_str)
        .collect();
    let named: BTreeSet<String> = scenario_rules().into_iter().flat_map(|(_, r)| r).collect();
    let both: Vec<&&str> = info.iter().filter(|c| named.contains(**c)).collect();
    assert!(
        both.is_empty(),
        "informational clauses that a scenario names: {both:?}"
    );
}
