//! The scenario suite: every file under scenarios/ runs, passes, and has its trace and final
//! state pinned by one snapshot in snapshots/scenarios/. Running twice gives the same bytes.

use grimoire::content::PackFiles;
use grimoire::scenario::files::scenario_files;
use grimoire::scenario::run::run_file;
use grimoire::script::ScriptHost;
use std::path::{Path, PathBuf};

/// Works from the repository root with relative paths, so traces and messages name files as
/// `scenarios/…` on every machine.
fn repo() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    std::env::set_current_dir(&root).expect("repository root");
    PathBuf::from(".")
}

/// Runs one scenario file and renders its outcome; panics on bad input.
fn render(path: &Path, base: &PackFiles, host: &ScriptHost) -> (String, Option<String>) {
    match run_file(path, base, host) {
        Ok((scn, outcome)) => (outcome.render(&scn), outcome.failure),
        Err(e) => panic!(
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
}

#[test]
fn every_scenario_passes_and_matches_its_snapshot() {
    let root = repo();
    let base = PackFiles::read_dir(&root).expect("base game");
    let host = ScriptHost::new();
    let files = all_scenarios(&root);
    let mut settings = insta::Settings::clone_current();
    settings
        .set_snapshot_path(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../snapshots/scenarios"));
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    let mut failures = Vec::new();
    for path in &files {
        let rel = path
            .strip_prefix(root.join("scenarios"))
            .unwrap()
            .with_extension("");
        let path = &path.strip_prefix(&root).unwrap().to_path_buf();
        let name = rel.to_string_lossy().replace(['/', '\\'], "__");
        let (text, failure) = render(path, &base, &host);
        if let Some(f) = failure {
            failures.push(format!("{}: {f}", rel.display()));
        }
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
    let base = PackFiles::read_dir(&root).expect("base game");
    let files = all_scenarios(&root);
    for path in &files {
        // Separate hosts, as two separate runs of the program would have.
        let a = render(path, &base, &ScriptHost::new()).0;
        let b = render(path, &base, &ScriptHost::new()).0;
        assert_eq!(a, b, "{} is not deterministic", path.display());
    }
}
