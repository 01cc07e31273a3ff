//! `grimoire check [PACK…]`: load the base game and the given packs, print every diagnostic in
//! reading order, then a one-line summary. The output is the report, so it all goes to stdout.

use super::{BAD_INPUT, BaseSource, OK, read_packs, sorted};
use grimoire::content::load;
use grimoire::script::ScriptHost;
use std::path::PathBuf;

pub fn check(base: BaseSource, packs: &[PathBuf]) -> i32 {
    println!("base game: {}", base.shown());
    let (files, mut errors) = read_packs(&base, packs);
    if errors.is_empty() {
        let host = ScriptHost::new();
        match load(files, host.engine()) {
            Ok(catalog) => {
                println!(
                    "ok: {} cards, {} keywords, {} scripts, {} decks in {} pack(s)",
                    catalog.cards.len(),
                    catalog.glossary.entries.len(),
                    catalog.scripts.len(),
                    catalog.decks.len(),
                    catalog.packs.len()
                );
                return OK;
            }
            Err(e) => errors = e,
        }
    }
    let n = errors.len();
    for d in sorted(errors) {
        println!("{d}");
    }
    println!("{n} error(s)");
    BAD_INPUT
}
