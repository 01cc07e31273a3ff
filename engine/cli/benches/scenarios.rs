//! The whole scenario suite: load and run every `scenarios/**/*.toml` as `engine/tests/
//! scenarios.rs` does (same loader, same catalog per scenario, same runner), without comparing
//! snapshots. Issue 7's target: < 2 s. Run with `cargo bench --bench scenarios`.

mod common;

use divan::Bencher;
use divan::counter::ItemsCount;
use grimoire::content::PackFiles;
use grimoire::scenario::files::scenario_files;
use grimoire::scenario::run::run_file;
use grimoire::script::ScriptHost;
use std::path::Path;

fn main() {
    divan::main();
}

#[divan::bench(sample_count = 10, sample_size = 1)]
fn suite(bencher: Bencher) {
    // Scenario files name their packs relative to the repository root, as the tests run them.
    std::env::set_current_dir(common::root()).expect("repository root");
    let files = scenario_files(Path::new("scenarios")).expect("scenarios/ is readable");
    bencher
        .counter(ItemsCount::new(files.len()))
        .bench_local(|| {
            let base = PackFiles::read_dir(Path::new(".")).expect("base game");
            let host = ScriptHost::new();
            for path in &files {
                let (scn, outcome) = run_file(path, &base, &host).expect("scenario runs");
                divan::black_box(outcome.render(&scn));
            }
        });
}
