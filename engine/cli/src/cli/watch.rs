//! `grimoire watch [PACK|DIR|FILE…]`: run the scenarios (named as `grimoire test` names them:
//! a pack runs its scenarios/ folder), then watch the base game's cards, scripts and glossary,
//! the scenario files, every pack found (packs/, `--pack`), the pack a scenario belongs to and
//! the packs it names; after each burst of edits
//! (debounced), reload the packs from disk, rerun, and print what changed in each trace.
//! The work is `scenario::rerun`; this file only waits for the file system. Stop with Ctrl-C.

use super::{BAD_INPUT, OK, report_errors};
use grimoire::base::{BaseSource, scenario_game};
use grimoire::core::scenario::rerun::report;
use grimoire::games::Game;
use grimoire::packs::Found;
use grimoire::suite::Suite;
use grimoire::targets::expand;
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
    let targets = expand(paths, &base, &found);
    for n in &targets.notes {
        eprintln!("{n}");
    }
    if !targets.errors.is_empty() {
        report_errors(targets.errors);
        return BAD_INPUT;
    }
    let mut scenarios = targets.files;
    scenarios.sort();
    let dirs = watched(&base, &found, &scenarios);
    let mut suite = Suite::with_packs(base, found);
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
    for dir in dirs {
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

/// What to watch: the base games' content folders, the packs found, each scenario's folder,
/// the pack it lies in (a pack's scenarios run with it loaded) and the packs it names.
fn watched(base: &BaseSource, found: &Found, scenarios: &[PathBuf]) -> BTreeSet<PathBuf> {
    let mut dirs = BTreeSet::new();
    if let BaseSource::Dir(root) = base {
        for d in ["cards", "scripts", "grammar", "decks"] {
            dirs.insert(root.join(d));
        }
    }
    dirs.extend(found.dirs());
    for s in scenarios {
        if let Some(parent) = s.parent() {
            dirs.insert(parent.to_path_buf());
        }
        if let Some(pack) = s
            .ancestors()
            .skip(1)
            .find(|d| d.join("pack.toml").is_file())
        {
            dirs.insert(pack.to_path_buf());
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A pack's scenario makes the pack itself watched, and every pack found is: an edit to a
    /// mod's card reruns the scenarios that load it.
    #[test]
    fn the_packs_a_scenario_loads_are_watched() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let base = BaseSource::Dir(root.clone());
        let found = Found::new(&base, &[]);
        let scenario = root.join("packs/debordement/scenarios/bloqueurs-affaiblis.toml");
        let dirs = watched(&base, &found, std::slice::from_ref(&scenario));
        for d in [
            "packs/debordement",
            "packs/presage-entrave",
            "cards",
            "scripts",
        ] {
            assert!(dirs.contains(&root.join(d)), "{d}: {dirs:?}");
        }
    }
}
