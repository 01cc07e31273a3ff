//! The whole scenario suite: load and run every `scenarios/**/*.toml` as `engine/cli/tests/
//! scenarios.rs` does (same suite runner, each file with its game's ruleset), without comparing
//! snapshots. Issue 7's target: < 2 s. Run with `cargo bench --bench scenarios`.

mod common;

use divan::Bencher;
use divan::counter::ItemsCount;
use grimoire::base::BaseSource;
use grimoire::core::scenario::files::scenario_files;
use grimoire::suite::{Ran, Suite};
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
            let mut suite = Suite::new(BaseSource::Dir(".".into()));
            for path in &files {
                let Ran::Done { text, .. } = suite.run(path) else {
                    panic!("{} does not run", path.display())
                };
                divan::black_box(text);
            }
        });
}
