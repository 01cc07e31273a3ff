//! `grimoire check [PACK…]`: load the base game and the given packs, print every diagnostic in
//! reading order, then a one-line summary. The packs' manifests say their game; with no pack,
//! every base game is checked. Warnings (content that loads but most likely not as meant) are
//! printed before the summary; `--strict` makes them errors. The output is the report, so it
//! all goes to stdout.

use super::{BAD_INPUT, OK, game_for, read_packs, sorted};
use grimoire::base::BaseSource;
use grimoire::core::Ruleset;
use grimoire::core::content::load;
use grimoire::core::script::ScriptHost;
use grimoire::games::Game;
use grimoire::packs::Found;
use grimoire::render::{Sources, render};
use grimoire::with_game;
use std::path::PathBuf;

/// How many warnings the report shows in full.
const SHOWN_WARNINGS: usize = 50;

pub fn check(
    base: BaseSource,
    found: &Found,
    game: Option<Game>,
    packs: &[PathBuf],
    strict: bool,
) -> i32 {
    println!("base game: {}", base.shown());
    let games = match game {
        None if packs.is_empty() => base.games(),
        _ => vec![game_for(game, packs)],
    };
    let mut code = OK;
    for g in games {
        let c = with_game!(g, R => check_game::<R>(&base, found, packs, strict));
        code = code.max(c);
    }
    code
}

fn check_game<R: Ruleset>(
    base: &BaseSource,
    found: &Found,
    packs: &[PathBuf],
    strict: bool,
) -> i32 {
    println!("game: {}", R::NAME);
    let (files, mut errors) = read_packs::<R>(base, found, packs);
    if errors.is_empty() {
        let host = ScriptHost::<R>::new();
        match load::<R>(files.clone(), host.engine()) {
            Ok(loaded) if strict && !loaded.warnings.is_empty() => {
                errors = loaded
                    .warnings
                    .iter()
                    .map(|w| grimoire::core::diag::Diagnostic {
                        warning: false,
                        ..w.clone()
                    })
                    .collect();
            }
            Ok(loaded) => {
                let sources = Sources::new(&files);
                // The first ones in reading order, then their count: thousands of helpers left
                // uncalled are one problem, not a report of thousands of pages.
                for w in sorted(loaded.warnings.clone()).iter().take(SHOWN_WARNINGS) {
                    println!("{}", render(w, &sources));
                }
                if loaded.warnings.len() > SHOWN_WARNINGS {
                    println!(
                        "… and {} more warning(s)",
                        loaded.warnings.len() - SHOWN_WARNINGS
                    );
                }
                let catalog = &loaded.catalog;
                let warned = match loaded.warnings.len() {
                    0 => String::new(),
                    n => format!(", {n} warning(s)"),
                };
                println!(
                    "ok: {} cards, {} keywords, {} scripts, {} decks in {} pack(s){warned}",
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
    // A deck naming a card an import keeps in pending/: said so, not "unknown card".
    grimoire::import::pending::explain(&files, &mut errors);
    let n = errors.len();
    let sources = Sources::new(&files);
    for d in sorted(errors) {
        println!("{}", render(&d, &sources));
    }
    println!("{n} error(s)");
    BAD_INPUT
}
