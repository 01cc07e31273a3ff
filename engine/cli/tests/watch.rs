//! `grimoire watch`'s core, without waiting for the file system: run a scenario, edit a script
//! on disk, rerun, and see the trace change reported as a line diff.

use grimoire::base::BaseSource;
use grimoire::core::scenario::rerun::report;
use grimoire::suite::Suite;
use std::path::{Path, PathBuf};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let p = entry.unwrap().path();
        let target = to.join(p.file_name().unwrap());
        if p.is_dir() {
            copy_dir(&p, &target);
        } else {
            std::fs::copy(&p, &target).unwrap();
        }
    }
}

/// A temp copy of the `helpers` fixture pack and its scenario, laid out as in the fixtures.
fn temp_copy() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(
        &Path::new(FIXTURES).join("helpers"),
        &dir.path().join("helpers"),
    );
    std::fs::create_dir_all(dir.path().join("scenarios")).unwrap();
    let scenario = dir.path().join("scenarios/helpers.toml");
    std::fs::copy(
        Path::new(FIXTURES).join("scenarios/helpers.toml"),
        &scenario,
    )
    .unwrap();
    (dir, scenario)
}

#[test]
fn edits_a_script_on_disk_and_sees_watch_pick_up_the_change() {
    let (dir, scenario) = temp_copy();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut suite = Suite::new(BaseSource::Dir(root));
    let paths = vec![scenario.clone()];
    let first = suite.outcomes(&paths);
    assert!(first[&scenario].passed, "{}", first[&scenario].text);

    // Nothing changed on disk: the rerun says so.
    suite.reload();
    let same = suite.outcomes(&paths);
    assert_eq!(
        report(&first, &same),
        format!("PASS {} (unchanged)\n", scenario.display())
    );

    // The designer makes Double trait hit once instead of twice.
    let script = dir.path().join("helpers/scripts/cards/double-trait.rhai");
    let text = std::fs::read_to_string(&script).unwrap();
    std::fs::write(
        &script,
        text.replace("damage_twice(ctx, 1)", "damage_target(ctx, 1)"),
    )
    .unwrap();
    suite.reload();
    let after = suite.outcomes(&paths);
    let report = report(&same, &after);
    assert!(!after[&scenario].passed);
    assert!(
        report.starts_with(&format!("FAIL {} (changed)\n", scenario.display())),
        "{report}"
    );
    // The second hit is gone from the trace, and the expectation now fails.
    assert!(
        report.contains("  -   double-trait deals 1 to officier-pirate (damage 2)\n"),
        "{report}"
    );
    assert!(
        report.contains("  + FAILED: ") || report.contains("  +   step failed: "),
        "{report}"
    );
    // Unchanged lines are not repeated.
    assert!(!report.contains("p1 plays double-trait"), "{report}");
}

#[test]
fn a_script_that_no_longer_compiles_is_reported_not_fatal() {
    let (dir, scenario) = temp_copy();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut suite = Suite::new(BaseSource::Dir(root));
    let paths = vec![scenario.clone()];
    let first = suite.outcomes(&paths);
    let script = dir.path().join("helpers/scripts/cards/double-trait.rhai");
    std::fs::write(&script, "fn resolve(ctx) {\n    damage_twice(ctx, 1\n}\n").unwrap();
    suite.reload();
    let report = report(&first, &suite.outcomes(&paths));
    assert!(report.contains("(changed)"), "{report}");
    assert!(report.contains("double-trait.rhai:3:1: error:"), "{report}");
}
