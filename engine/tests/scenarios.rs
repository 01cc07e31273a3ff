//! The scenario suite: every file under scenarios/ runs, passes, and has its trace and final
//! state pinned by one snapshot in snapshots/scenarios/. Running twice gives the same bytes.

use grimoire::content::PackFiles;
use grimoire::scenario::load_scenario;
use grimoire::scenario::run::{catalog_for, run};
use grimoire::script::ScriptHost;
use std::path::{Path, PathBuf};

/// Works from the repository root with relative paths, so traces and messages name files as
/// `scenarios/…` on every machine.
fn repo() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    std::env::set_current_dir(&root).expect("repository root");
    PathBuf::from(".")
}

fn scenario_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let p = entry.unwrap().path();
        if p.is_dir() {
            if p.file_name().is_some_and(|n| n != "packs") {
                scenario_files(&p, out);
            }
        } else if p.extension().is_some_and(|e| e == "toml") {
            out.push(p);
        }
    }
}

/// Runs one scenario file and renders its outcome; panics on bad input.
fn render(path: &Path, base: &PackFiles, host: &ScriptHost) -> (String, Option<String>) {
    let scn = load_scenario(path).unwrap_or_else(|e| {
        panic!(
            "{}",
            e.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("\n")
        )
    });
    let catalog = catalog_for(&scn, base, host).unwrap_or_else(|e| {
        panic!(
            "{}",
            e.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("\n")
        )
    });
    let outcome = run(&scn, catalog, host).unwrap_or_else(|e| {
        panic!(
            "{}",
            e.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("\n")
        )
    });
    (outcome.render(&scn), outcome.failure)
}

#[test]
fn every_scenario_passes_and_matches_its_snapshot() {
    let root = repo();
    let base = PackFiles::read_dir(&root).expect("base game");
    let host = ScriptHost::new();
    let mut files = Vec::new();
    scenario_files(&root.join("scenarios"), &mut files);
    files.sort();
    assert!(!files.is_empty(), "no scenario found");
    let mut settings = insta::Settings::clone_current();
    settings
        .set_snapshot_path(Path::new(env!("CARGO_MANIFEST_DIR")).join("../snapshots/scenarios"));
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
    let mut files = Vec::new();
    scenario_files(&root.join("scenarios"), &mut files);
    files.sort();
    for path in &files {
        // Separate hosts, as two separate runs of the program would have.
        let a = render(path, &base, &ScriptHost::new()).0;
        let b = render(path, &base, &ScriptHost::new()).0;
        assert_eq!(a, b, "{} is not deterministic", path.display());
    }
}
