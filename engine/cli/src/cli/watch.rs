//! `grimoire watch SCENARIO|DIR…`: run the scenarios, then watch the base game's cards, scripts
//! and glossary, the scenario files and the packs they load; after each burst of edits
//! (debounced), reload the packs from disk, rerun, and print what changed in each trace.
//! The work is `scenario::rerun`; this file only waits for the file system. Stop with Ctrl-C.

use super::{BAD_INPUT, BaseSource, OK, report_errors};
use grimoire::content::PackFiles;
use grimoire::scenario::load_scenario;
use grimoire::scenario::rerun::{rerun, run_all};
use grimoire::script::ScriptHost;
use notify_debouncer_full::notify::event::ModifyKind;
use notify_debouncer_full::notify::{EventKind, RecursiveMode};
use notify_debouncer_full::{DebounceEventResult, new_debouncer};
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::Duration;

/// How long the files must stay quiet before a rerun: an editor's save is several events.
const DEBOUNCE: Duration = Duration::from_millis(250);

pub fn watch(base: BaseSource, paths: &[PathBuf]) -> i32 {
    let scenarios = match scenario_files(paths) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return BAD_INPUT;
        }
    };
    let host = ScriptHost::new();
    let Some(files) = base_files(&base) else {
        return BAD_INPUT;
    };
    let mut outcomes = run_all(&scenarios, &files, &host);
    for (path, r) in &outcomes {
        let verdict = if r.passed { "PASS" } else { "FAIL" };
        println!("{verdict} {}", path.display());
    }
    let (tx, rx) = mpsc::channel::<DebounceEventResult>();
    let mut debouncer = match new_debouncer(DEBOUNCE, None, tx) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("error: cannot watch files: {e}");
            return BAD_INPUT;
        }
    };
    for dir in watched(&base, &scenarios) {
        if let Err(e) = debouncer.watch(&dir, RecursiveMode::Recursive) {
            eprintln!("warning: cannot watch {}: {e}", dir.display());
        }
    }
    println!("watching; edit a card, a script or a scenario (Ctrl-C stops)");
    for result in rx {
        let relevant = match result {
            // Only content changes: rerunning reads the files, and those reads are events too.
            Ok(events) => events
                .iter()
                .filter(|e| is_edit(&e.kind))
                .flat_map(|e| e.paths.iter())
                .any(|p| {
                    matches!(
                        p.extension().and_then(|e| e.to_str()),
                        Some("toml" | "rhai")
                    )
                }),
            Err(errors) => {
                for e in errors {
                    eprintln!("warning: {e}");
                }
                false
            }
        };
        if !relevant {
            continue;
        }
        let Some(files) = base_files(&base) else {
            continue;
        };
        let (now, report) = rerun(&outcomes, &scenarios, &files, &host);
        println!("--- rerun ---");
        print!("{report}");
        outcomes = now;
    }
    OK
}

fn is_edit(kind: &EventKind) -> bool {
    match kind {
        EventKind::Modify(ModifyKind::Metadata(_)) => false,
        EventKind::Create(_) | EventKind::Modify(_) | EventKind::Remove(_) => true,
        _ => false,
    }
}

fn base_files(base: &BaseSource) -> Option<PackFiles> {
    match base.files() {
        Ok(f) => Some(f),
        Err(d) => {
            report_errors(vec![d]);
            None
        }
    }
}

/// Scenario files: files as given, folders searched for `*.toml` (pack folders skipped).
fn scenario_files(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            out.extend(
                grimoire::scenario::files::scenario_files(p)
                    .map_err(|e| format!("{}: error: {e}", p.display()))?,
            );
        } else {
            out.push(p.clone());
        }
    }
    out.sort();
    Ok(out)
}

/// What to watch: the base game's content folders, each scenario's folder and its packs.
fn watched(base: &BaseSource, scenarios: &[PathBuf]) -> BTreeSet<PathBuf> {
    let mut dirs = BTreeSet::new();
    if let BaseSource::Dir(root) = base {
        for d in ["cards", "scripts", "grammar"] {
            dirs.insert(root.join(d));
        }
    }
    for s in scenarios {
        if let Some(parent) = s.parent() {
            dirs.insert(parent.to_path_buf());
        }
        if let Ok(scn) = load_scenario(s) {
            dirs.extend(scn.packs);
        }
    }
    dirs.retain(|d| d.is_dir());
    dirs
}
