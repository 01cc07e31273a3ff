//! The scenario suite: every file under scenarios/ runs with the ruleset its `game` key names,
//! passes, and has its trace and final state pinned by one snapshot in
//! snapshots/scenarios/<game>/. Running twice gives the same bytes.

use grimoire::base::BaseSource;
use grimoire::core::scenario::files::scenario_files;
use grimoire::games::Game;
use grimoire::suite::{Ran, Suite};
use std::path::{Path, PathBuf};

/// Works from the repository root with relative paths, so traces and messages name files as
/// `scenarios/…` on every machine.
fn repo() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::env::set_current_dir(&root).expect("repository root");
    PathBuf::from(".")
}

/// Runs one scenario file and renders its outcome; panics on bad input.
fn render(suite: &mut Suite, path: &Path) -> (String, Option<String>) {
    match suite.run(path) {
        Ran::Done { text, failure, .. } => (text, failure),
        Ran::Bad(e) => panic!(
            "{}",
            e.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("\n")
        ),
    }
}

fn all_scenarios(root: &Path) -> Vec<PathBuf> {
    let files = scenario_files(&root.join("scenarios")).expect("scenarios/ is readable");
    assert!(!files.is_empty(), "no scenario found");
    files
        .into_iter()
        .map(|p| p.strip_prefix(root).unwrap().to_path_buf())
        .collect()
}

/// Where a scenario's snapshot is: `scenarios/<game>/a/b.toml` pins
/// `snapshots/scenarios/<game>/a__b.snap`; a file outside a game's folder pins
/// `snapshots/scenarios/<path>.snap`.
fn snapshot_of(path: &Path) -> (PathBuf, String) {
    let rel = path.strip_prefix("scenarios").unwrap().with_extension("");
    let mut parts: Vec<String> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().to_string())
        .collect();
    let mut dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../snapshots/scenarios");
    if parts.len() > 1 && Game::from_name(&parts[0]).is_some() {
        dir = dir.join(parts.remove(0));
    }
    (dir, parts.join("__"))
}

#[test]
fn every_scenario_passes_and_matches_its_snapshot() {
    let root = repo();
    let mut suite = Suite::new(BaseSource::Dir(root.clone()));
    let mut failures = Vec::new();
    for path in &all_scenarios(&root) {
        let (dir, name) = snapshot_of(path);
        let (text, failure) = render(&mut suite, path);
        if let Some(f) = failure {
            failures.push(format!("{}: {f}", path.display()));
        }
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path(dir);
        settings.set_prepend_module_to_snapshot(false);
        settings.set_omit_expression(true);
        settings.bind(|| insta::assert_snapshot!(name, text));
    }
    assert!(
        failures.is_empty(),
        "scenarios failed:\n{}",
        failures.join("\n")
    );
}

#[test]
fn the_same_scenario_twice_gives_byte_identical_traces() {
    let root = repo();
    for path in &all_scenarios(&root) {
        // Separate suites (hosts, catalogs), as two separate runs of the program would have.
        let a = render(&mut Suite::new(BaseSource::Dir(root.clone())), path).0;
        let b = render(&mut Suite::new(BaseSource::Dir(root.clone())), path).0;
        assert_eq!(a, b, "{} is not deterministic", path.display());
    }
}
