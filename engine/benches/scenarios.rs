//! The whole scenario suite: load and run every `scenarios/**/*.toml` as `engine/tests/
//! scenarios.rs` does (same loader, same catalog per scenario, same runner), without comparing
//! snapshots. Issue 7's target: < 2 s. Run with `cargo bench --bench scenarios`.

mod common;

use divan::Bencher;
use divan::counter::ItemsCount;
use grimoire::content::PackFiles;
use grimoire::scenario::load_scenario;
use grimoire::scenario::run::{catalog_for, run};
use grimoire::script::ScriptHost;
use std::path::{Path, PathBuf};

fn main() {
    divan::main();
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

#[divan::bench(sample_count = 10, sample_size = 1)]
fn suite(bencher: Bencher) {
    // Scenario files name their packs relative to the repository root, as the tests run them.
    std::env::set_current_dir(common::root()).expect("repository root");
    let mut files = Vec::new();
    scenario_files(Path::new("scenarios"), &mut files);
    files.sort();
    bencher
        .counter(ItemsCount::new(files.len()))
        .bench_local(|| {
            let base = PackFiles::read_dir(Path::new(".")).expect("base game");
            let host = ScriptHost::new();
            for path in &files {
                let scn = load_scenario(path).expect("scenario loads");
                let catalog = catalog_for(&scn, &base, &host).expect("catalog");
                let outcome = run(&scn, catalog, &host).expect("scenario runs");
                divan::black_box(outcome.render(&scn));
            }
        });
}
