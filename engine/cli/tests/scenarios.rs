//! The scenario suite: every file under scenarios/ runs with the ruleset its `game` key names,
//! passes, and has its trace and final state pinned by one snapshot in
//! snapshots/scenarios/<game>/. Running twice gives the same bytes.

use grimoire::base::BaseSource;
use grimoire::core::scenario::files::scenario_files;
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

/// The folder and name insta pins a scenario's snapshot under: the rule `grimoire test`
/// follows (`snapfile::snapshot_of`), so both tools read and write the same files —
/// `scenarios/<game>/a/b.toml` pins `snapshots/scenarios/<game>/a__b.snap`.
fn snapshot_of(path: &Path) -> (PathBuf, String) {
    let (snap, _) = grimoire::snapfile::snapshot_of(path).expect("scenarios/ holds it");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(snap.parent().expect("a folder"));
    let name = snap
        .file_stem()
        .expect("a name")
        .to_string_lossy()
        .to_string();
    (dir, name)
}

/// Every scenario runs, even after one fails or changes, so one run shows every problem: each
/// changed trace is a diff from insta (and, outside CI, a `.snap.new` beside the `.snap` for
/// `cargo insta review`), and the test then fails listing them all.
#[test]
fn every_scenario_passes_and_matches_its_snapshot() {
    let root = repo();
    let mut suite = Suite::new(BaseSource::Dir(root.clone()));
    let mut problems = Vec::new();
    for path in &all_scenarios(&root) {
        let (dir, name) = snapshot_of(path);
        let text = match suite.run(path) {
            Ran::Done { text, failure, .. } => {
                if let Some(f) = failure {
                    problems.push(format!("{}: failed: {f}", path.display()));
                }
                text
            }
            Ran::Bad(e) => {
                let e: Vec<String> = e.iter().map(|d| d.to_string()).collect();
                problems.push(format!("{}: bad input:\n{}", path.display(), e.join("\n")));
                continue;
            }
        };
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path(dir);
        settings.set_prepend_module_to_snapshot(false);
        settings.set_omit_expression(true);
        let checked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            settings.bind(|| insta::assert_snapshot!(name, text))
        }));
        if checked.is_err() {
            // A designer's first card: no cargo plugin needed to pin its trace.
            problems.push(format!(
                "{}: trace changed or new (insta's diff above): read it, then pin it with \
                 `grimoire test {} --accept`",
                path.display(),
                path.strip_prefix(&root).unwrap_or(path).display()
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "{} problem(s):\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// Every scenario twice, on two suites loaded apart (their own hosts and catalogs, as two runs
/// of the program have), one going through the files in order and the other backwards: a
/// trace that depended on what ran before it on the same catalog (what a catalog keeps of its
/// cards once asked) would differ too. Each suite loads a set of packs once.
#[test]
fn the_same_scenario_twice_gives_byte_identical_traces() {
    let root = repo();
    let paths = all_scenarios(&root);
    let mut forward = Suite::new(BaseSource::Dir(root.clone()));
    let a: Vec<String> = paths.iter().map(|p| render(&mut forward, p).0).collect();
    let mut backward = Suite::new(BaseSource::Dir(root.clone()));
    let mut b: Vec<String> = paths
        .iter()
        .rev()
        .map(|p| render(&mut backward, p).0)
        .collect();
    b.reverse();
    for ((path, a), b) in paths.iter().zip(&a).zip(&b) {
        assert_eq!(a, b, "{} is not deterministic", path.display());
    }
}
