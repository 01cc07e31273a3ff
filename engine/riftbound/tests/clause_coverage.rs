//! Every numbered clause of the keyword glossary (801–826) and of the layers (468–475) is checked
//! by a scenario that names it in `rules`, or listed as informational with a reason: the lists
//! are data in grammar/riftbound/clauses/.

mod common;

use grimoire_core::scenario::coverage::coverage;
use grimoire_core::scenario::examples::examples_coverage;

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
    assert!(
        cov.weak.is_empty(),
        "{} clauses named, but no step of any scenario tied to them: {:?}",
        cov.weak.len(),
        cov.weak
    );
}

/// A clause a file names without a step tied to it is weak; tied by a step of any file, it is
/// covered; a step's clause that the file's `rules` does not name is refused at load.
#[test]
fn a_clause_named_without_a_step_tied_to_it_is_weak() {
    let dir = std::env::temp_dir().join(format!("weak-check-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("scenarios")).unwrap();
    std::fs::write(dir.join("list.toml"), "k = [\"1.1\", \"1.2\", \"1.3\"]\n").unwrap();
    std::fs::write(
        dir.join("info.toml"),
        "[informational]\n\"1.3\" = \"why\"\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("scenarios/a.toml"),
        "title = \"t\"\nrules = [\"1.1\", \"1.2\"]\n[run]\nsteps = [\n  \"resolve\",\n  \
         { step = \"expect chain empty\", rules = [\"1.1\"] },\n]\n",
    )
    .unwrap();
    let cov = coverage(
        &dir.join("list.toml"),
        &dir.join("info.toml"),
        &dir.join("scenarios"),
    )
    .unwrap_or_else(|d| panic!("{d}"));
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(cov.weak, [("1.2".to_string(), vec!["a.toml".to_string()])]);
    assert_eq!((cov.by_scenario, cov.informational), (2, 1));
}

/// Every example of the Core Rules (examples.toml) names a clause of the rule lists, and is
/// shown by the scenarios its entry lists — which name it — or explained by a `why`.
#[test]
fn every_rules_example_is_shown_by_a_scenario_or_explained() {
    let root = common::root();
    let clauses = root.join("grammar/riftbound/clauses");
    let cov = examples_coverage(
        &clauses.join("examples.toml"),
        &[
            clauses.join("core-rules.toml"),
            clauses.join("glossary-clauses.toml"),
        ],
        &root.join("scenarios/riftbound"),
    )
    .unwrap_or_else(|d| panic!("{d}"));
    assert!(cov.total > 140, "the examples were read: {}", cov.total);
    assert!(
        cov.problems.is_empty(),
        "the list, the rule lists and the scenarios disagree: {:#?}",
        cov.problems
    );
    assert!(
        cov.uncovered.is_empty(),
        "examples neither shown nor explained: {:?}",
        cov.uncovered
    );
    assert_eq!(cov.shown + cov.explained, cov.total);
}

/// The rule list the examples are checked against holds the clauses it should: a typo in an
/// example's clause is caught, a well-formed one is not refused.
#[test]
fn an_example_under_a_clause_that_does_not_exist_is_a_problem() {
    let root = common::root();
    let clauses = root.join("grammar/riftbound/clauses");
    let dir = std::env::temp_dir().join(format!("examples-check-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("scenarios")).unwrap();
    let list = dir.join("examples.toml");
    std::fs::write(
        &list,
        "[[example]]\nid = \"807.2\"\nabout = \"x\"\nwhy = \"y\"\n\n\
         [[example]]\nid = \"807.9\"\nabout = \"x\"\nwhy = \"y\"\n\n\
         [[example]]\nid = \"110\"\nabout = \"x\"\nshown_by = [\"a.toml\"]\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("scenarios/b.toml"),
        "title = \"t\"\nrules = [\"110\"]\nexamples = [\"110\", \"709#3\"]\n",
    )
    .unwrap();
    let cov = examples_coverage(
        &list,
        &[clauses.join("core-rules.toml")],
        &dir.join("scenarios"),
    )
    .unwrap_or_else(|d| panic!("{d}"));
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(
        cov.problems,
        [
            "807.9: 807.9 is not a clause of the rule lists",
            "110: listed as shown by a.toml, which does not name it in `examples`",
            "110: b.toml names it, but its entry does not list that scenario in `shown_by`",
            "b.toml names the example 709#3, which is not in the list",
        ]
    );
    assert_eq!((cov.explained, cov.shown), (2, 1));
}
