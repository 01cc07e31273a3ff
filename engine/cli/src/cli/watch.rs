//! `grimoire watch SCENARIO|DIR…`: run the scenarios, then watch the base game's cards, scripts
//! and glossary, the scenario files and the packs they load; after each burst of edits
//! (debounced), reload the packs from disk, rerun, and print what changed in each trace.
//! The work is `scenario::rerun`; this file only waits for the file system. Stop with Ctrl-C.

use super::{BAD_INPUT, OK};
use grimoire::base::{BaseSource, scenario_game};
use grimoire::core::scenario::rerun::report;
use grimoire::games::Game;
use grimoire::packs::Found;
use grimoire::suite::{Suite, scenario_paths};
use notify_debouncer_full::notify::event::ModifyKind;
use notify_debouncer_full::notify::{EventKind, RecursiveMode};
use notify_debouncer_full::{DebounceEventResult, new_debouncer};
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::Duration;

/// How long the files must stay quiet before a rerun: an editor's save is several events.
const DEBOUNCE: Duration = Duration::from_millis(250);

pub fn watch(base: BaseSource, found: Found, paths: &[PathBuf]) -> i32 {
    let mut scenarios = match scenario_paths(paths) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return BAD_INPUT;
        }
    };
    scenarios.sort();
    let mut suite = Suite::with_packs(base.clone(), found);
    let mut outcomes = suite.outcomes(&scenarios);
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
        // Every rerun reloads the packs from disk, so a changed card or script is recompiled.
        suite.reload();
        let now = suite.outcomes(&scenarios);
        println!("--- rerun ---");
        print!("{}", report(&outcomes, &now));
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

/// What to watch: the base games' content folders, each scenario's folder and its packs.
fn watched(base: &BaseSource, scenarios: &[PathBuf]) -> BTreeSet<PathBuf> {
    let mut dirs = BTreeSet::new();
    if let BaseSource::Dir(root) = base {
        for d in ["cards", "scripts", "grammar", "decks"] {
            dirs.insert(root.join(d));
        }
    }
    for s in scenarios {
        if let Some(parent) = s.parent() {
            dirs.insert(parent.to_path_buf());
        }
        dirs.extend(scenario_packs(s));
    }
    dirs.retain(|d| d.is_dir());
    dirs
}

/// The extra packs a scenario names, resolved from its folder.
fn scenario_packs(path: &std::path::Path) -> Vec<PathBuf> {
    let Ok(source) = std::fs::read_to_string(path) else {
        return Vec::new();
    };
    let game = scenario_game(&source).unwrap_or(Game::DEFAULT);
    grimoire::with_game!(game, R => {
        grimoire::core::scenario::parse_scenario::<R>(path, &source)
            .map(|s| s.packs)
            .unwrap_or_default()
    })
}
