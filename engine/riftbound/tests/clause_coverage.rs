//! Every numbered clause of the keyword glossary (801–826) and of the layers (468–475) is checked
//! by a scenario that names it in `rules`, or listed as informational with a reason: the lists
//! are data in grammar/riftbound/clauses/.

mod common;

use grimoire_core::scenario::coverage::coverage;

#[test]
fn every_listed_clause_is_shown_by_a_scenario_or_explained() {
    let root = common::root();
    let cov = coverage(
        &root.join("grammar/riftbound/clauses/glossary-clauses.toml"),
        &root.join("grammar/riftbound/clauses/informational.toml"),
        &root.join("scenarios/riftbound"),
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
