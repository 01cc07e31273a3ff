//! The repository's snapshot files, as both tools that use them see them.
//!
//! This file lives in snapshots/ on purpose: it is a test target of the `grimoire` package
//! (engine/cli/Cargo.toml), and `cargo insta review`, `accept` and `test --accept` look for
//! pending snapshots (`*.snap.new`) only under each package's folder and the folders of its
//! targets' source files. The scenario snapshots are written outside engine/cli, in
//! snapshots/; a target here makes this folder one cargo-insta walks.
//!
//! The tests: cargo-insta's walk covers every snapshot folder; insta writes a changed
//! snapshot as `<name>.snap.new` beside `<name>.snap`, which is what that walk finds; and insta
//! and `grimoire test` read the same pinned text from every `.snap` file.

use grimoire::snapfile::SnapFile;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the repository")
}

/// Every `.snap` file under `dir`, recursively, in path order.
fn snap_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).expect("a readable folder").flatten() {
            let p = e.path();
            if p.is_dir() {
                todo.push(p);
            } else if p.extension().is_some_and(|x| x == "snap") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The folders cargo-insta searches for pending snapshots, computed as it does from
/// `cargo metadata`: for each workspace package, its manifest's folder and the folder of each
/// target's source file (build scripts excepted).
fn cargo_insta_roots() -> Vec<PathBuf> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args(["metadata", "--format-version=1", "--no-deps"])
        .current_dir(root())
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let mut roots = Vec::new();
    for package in meta["packages"].as_array().expect("packages") {
        let manifest = Path::new(package["manifest_path"].as_str().expect("a path"));
        roots.push(manifest.parent().expect("a folder").to_path_buf());
        for target in package["targets"].as_array().expect("targets") {
            let kinds = target["kind"].as_array().expect("kinds");
            if kinds.iter().any(|k| k == "custom-build") {
                continue;
            }
            let src = Path::new(target["src_path"].as_str().expect("a path"));
            roots.push(src.parent().expect("a folder").to_path_buf());
        }
    }
    roots
        .into_iter()
        .filter_map(|r| r.canonicalize().ok())
        .collect()
}

#[test]
fn cargo_insta_walks_every_snapshot_folder() {
    let roots = cargo_insta_roots();
    let files = snap_files(&root().join("snapshots"));
    assert!(files.len() > 100, "{} snapshots", files.len());
    for f in files {
        assert!(
            roots.iter().any(|r| f.starts_with(r)),
            "cargo insta would not find a pending {}.new (roots: {roots:?})",
            f.display()
        );
    }
}

#[test]
fn insta_and_grimoire_test_read_every_snapshot_alike() {
    for f in snap_files(&root().join("snapshots")) {
        let insta = insta::Snapshot::from_file(&f).expect("insta reads it");
        let insta_text = insta
            .contents()
            .as_text()
            .expect("a text snapshot")
            .to_string();
        let ours = SnapFile::read(&f).expect("readable").expect("present");
        assert_eq!(insta_text, ours.pinned(), "{}", f.display());
    }
}

/// Run by [`insta_writes_a_changed_snapshot_beside_the_pinned_one`] in a child process, with
/// the folder to use and insta told to write `.snap.new` files.
#[test]
#[ignore = "run by insta_writes_a_changed_snapshot_beside_the_pinned_one"]
fn probe_changed_snapshot() {
    let dir = std::env::var("GRIMOIRE_PROBE_DIR").expect("GRIMOIRE_PROBE_DIR");
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(dir);
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.bind(|| insta::assert_snapshot!("probe", "# a trace\nnew line"));
}

/// What `cargo insta test` does to a changed scenario snapshot, without cargo-insta: run the
/// assertion with `INSTA_UPDATE=new` and `INSTA_FORCE_PASS=1`, as it does, against a pinned
/// `probe.snap`. insta writes `probe.snap.new` beside it (the pair cargo-insta's walk pairs up),
/// names this file, relative to the workspace, as its source, and `grimoire test` reads the new file.
#[test]
fn insta_writes_a_changed_snapshot_beside_the_pinned_one() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let pinned = dir.path().join("probe.snap");
    std::fs::write(
        &pinned,
        SnapFile::render(&SnapFile::new_header("x"), "# a trace\nold line"),
    )
    .expect("written");
    let out = Command::new(std::env::current_exe().expect("this test binary"))
        .args([
            "--exact",
            "probe_changed_snapshot",
            "--ignored",
            "--test-threads=1",
        ])
        .env("GRIMOIRE_PROBE_DIR", dir.path())
        .env("INSTA_UPDATE", "new")
        .env("INSTA_FORCE_PASS", "1")
        .env_remove("CI")
        .output()
        .expect("the probe runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let new = dir.path().join("probe.snap.new");
    let written = SnapFile::read(&new)
        .expect("readable")
        .expect("insta wrote probe.snap.new");
    // `source:` is this file, relative to the workspace root.
    let source = written
        .header
        .lines()
        .find_map(|l| l.strip_prefix("source: "))
        .expect("a source line");
    assert_eq!(
        root().join(source).canonicalize().ok(),
        root()
            .join("snapshots/snapshot_files.rs")
            .canonicalize()
            .ok(),
        "{}",
        written.header
    );
    assert!(
        written.matches("# a trace\nnew line"),
        "{}",
        written.contents
    );
    // The pinned file is left for review.
    let old = SnapFile::read(&pinned).expect("readable").expect("present");
    assert!(old.matches("# a trace\nold line"));
}
