//! Every numbered clause of the keyword glossary (801–826) is checked by a scenario that names
//! it in `rules`, or listed as informational with a reason: the lists are data in grammar/clauses/.

use grimoire::scenario::coverage::coverage;
use std::path::Path;

#[test]
fn every_glossary_clause_is_shown_by_a_scenario_or_explained() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let cov = coverage(
        &root.join("grammar/clauses/glossary-clauses.toml"),
        &root.join("grammar/clauses/informational.toml"),
        &root.join("scenarios"),
    )
    .unwrap_or_else(|d| panic!("{d}"));
    assert!(
        cov.total > 250,
        "the clause list was read: {} clauses",
        cov.total
    );
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
}
