//! The base games' copy inside the binary (see build.rs), so `grimoire` runs with no checkout:
//! a release build holds the files themselves; a debug build — what `cargo test` builds —
//! holds the path of the repository it was built from and reads them there at run time, once,
//! so that a designer's edit to a card or a script rebuilds no test binary (docs/TESTING.md).

use crate::base_files::{base_files, shown};
use crate::games::Game;
use grimoire_core::content::PackFiles;
use std::path::Path;
use std::sync::OnceLock;

include!(concat!(env!("OUT_DIR"), "/embedded_files.rs"));

/// Base game `game`'s files.
pub fn base_game(game: Game) -> PackFiles {
    let files: Vec<(&str, &str)> = match EMBEDDED {
        Some(files) => files.to_vec(),
        None => read_at_run_time()
            .iter()
            .map(|(p, s)| (p.as_str(), s.as_str()))
            .collect(),
    };
    PackFiles::embedded(&files, game.name())
}

/// The files a release build embeds, read from `SOURCE_ROOT` once a run.
fn read_at_run_time() -> &'static [(String, String)] {
    static FILES: OnceLock<Vec<(String, String)>> = OnceLock::new();
    FILES.get_or_init(|| {
        let root = Path::new(SOURCE_ROOT);
        base_files(root)
            .0
            .iter()
            .map(|f| {
                (
                    shown(root, f),
                    std::fs::read_to_string(f).unwrap_or_default(),
                )
            })
            .collect()
    })
}
