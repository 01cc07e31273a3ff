//! `grimoire packs`: for each game (or `--game`), the packs a command loads — the base game,
//! the packs found in the packs/ folder beside it and given with `--pack` — in load order
//! (dependencies first, then name order), each with its version, content hash and folder. The
//! same identities head `play` and `run` traces and `simulate --json` results.

use super::{OK, load_all};
use grimoire::base::BaseSource;
use grimoire::core::Ruleset;
use grimoire::games::Game;
use grimoire::packs::{Found, PackId};
use grimoire::with_game;

pub fn packs(base: BaseSource, found: &Found, game: Option<Game>) -> i32 {
    println!("base game: {}", base.shown());
    let games = match game {
        Some(g) => vec![g],
        None => base.games(),
    };
    let mut code = OK;
    for g in games {
        code = code.max(with_game!(g, R => list::<R>(&base, found)));
    }
    code
}

fn list<R: Ruleset>(base: &BaseSource, found: &Found) -> i32 {
    println!("game: {}", R::NAME);
    let (_host, loaded, files) = match load_all::<R>(base, found, &[]) {
        Ok(l) => l,
        Err(code) => return code,
    };
    for info in &loaded.catalog.packs {
        let Some(f) = files.iter().find(|f| PackId::of(f).name == info.name) else {
            continue;
        };
        let id = PackId::of(f);
        let root = if f.root.is_empty() { "." } else { &f.root };
        println!("  {id}  {root}");
    }
    OK
}
