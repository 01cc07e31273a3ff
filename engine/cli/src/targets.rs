//! Which scenario files the paths given to `grimoire run` or `grimoire test` name:
//!
//! - a file is a scenario;
//! - a pack folder (it holds `pack.toml`) means the scenarios in its `scenarios/` folder;
//! - the repository means its `scenarios/` folder and the scenarios of its packs (`packs/`);
//! - any other folder means the `*.toml` files under it and the scenarios of the pack folders
//!   under it (the files of a pack folder itself are content, never scenarios).
//!
//! With no path: the repository holding the current folder (its scenarios and every pack
//! found, `--pack` ones included), else the current folder. Files come in path order within
//! each path given.

use crate::base::{BaseSource, is_repository, under};
use crate::packs::Found;
use grimoire_core::diag::{Diagnostic, SourcePos};
use std::path::{Path, PathBuf};

/// The scenario files named, notes for a person (a pack without scenarios), and paths that
/// do not exist or cannot be read.
#[derive(Debug, Default)]
pub struct Targets {
    pub files: Vec<PathBuf>,
    pub notes: Vec<String>,
    pub errors: Vec<Diagnostic>,
}

/// The scenario files `paths` name (see the module's documentation).
pub fn expand(paths: &[PathBuf], base: &BaseSource, found: &Found) -> Targets {
    let mut t = Targets::default();
    if paths.is_empty() {
        match base {
            BaseSource::Dir(root) if is_repository(root) => {
                t.folder(&under(root, "scenarios"));
                for pack in found.dirs() {
                    t.pack(&pack, false);
                }
            }
            _ => t.dir(Path::new(".")),
        }
        return t;
    }
    for p in paths {
        if p.is_file() {
            t.files.push(p.clone());
        } else if !p.is_dir() {
            t.errors.push(Diagnostic::new(
                SourcePos::new(p.display().to_string(), 1, 1),
                "no such scenario file or folder",
            ));
        } else if p.join("pack.toml").is_file() {
            t.pack(p, true);
        } else if is_repository(p) {
            t.folder(&under(p, "scenarios"));
            for pack in packs_under(&under(p, "packs")) {
                t.pack(&pack, false);
            }
        } else {
            t.dir(p);
        }
    }
    t
}

impl Targets {
    /// A pack's scenarios; `named` when the pack was given by name, so a missing scenarios/
    /// folder deserves a note.
    fn pack(&mut self, pack: &Path, named: bool) {
        let dir = pack.join("scenarios");
        if dir.is_dir() {
            self.folder(&dir);
        } else if named {
            self.notes.push(format!(
                "note: {} has no scenarios/ folder: nothing to run",
                pack.display()
            ));
        }
    }

    /// The scenario files under a scenarios folder (pack folders in it are packs its
    /// scenarios load, skipped).
    fn folder(&mut self, dir: &Path) {
        match grimoire_core::scenario::files::scenario_files(dir) {
            Ok(files) => self.files.extend(files),
            Err(e) => self.errors.push(Diagnostic::new(
                SourcePos::new(dir.display().to_string(), 1, 1),
                format!("cannot read folder: {e}"),
            )),
        }
    }

    /// Any other folder: its scenario files, then its packs' scenarios.
    fn dir(&mut self, dir: &Path) {
        self.folder(dir);
        for pack in packs_under(dir) {
            self.pack(&pack, false);
        }
    }
}

/// The pack folders under `dir` (not inside another pack), in path order.
fn packs_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    let mut subdirs: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .filter(|p| {
            !p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with('.'))
        })
        .collect();
    subdirs.sort();
    for d in subdirs {
        if d.join("pack.toml").is_file() {
            out.push(d);
        } else {
            out.extend(packs_under(&d));
        }
    }
    out
}
