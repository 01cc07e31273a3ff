//! Shared set-up of the benchmarks (included with `mod common;`): the base game loaded from the
//! repository, the starter decks, and a game played to mid-game.

#![allow(dead_code)]

use grimoire::content::{PackFiles, load};
use grimoire::model::catalog::{Catalog, DeckDef};
use grimoire::script::ScriptHost;
use grimoire::sim::play_one;
use grimoire::state::Game;
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// The repository root (the base game's pack folder).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The base game, its script host, and the two starter decks in seat order.
pub fn base() -> (ScriptHost, Rc<Catalog>, Vec<DeckDef>) {
    let files = PackFiles::read_dir(&root()).expect("base game");
    let host = ScriptHost::new();
    let catalog = Rc::new(load(vec![files], host.engine()).expect("base game loads"));
    let decks = ["pirates-de-fureur", "gardiens-des-cimes"]
        .iter()
        .map(|d| catalog.deck(d).expect("starter deck").clone())
        .collect();
    (host, catalog, decks)
}

/// The base game, its script host, and every pair of its decks (four decks: six pairs), each
/// pair in seat order.
pub fn pairs() -> (ScriptHost, Rc<Catalog>, Vec<[DeckDef; 2]>) {
    let files = PackFiles::read_dir(&root()).expect("base game");
    let host = ScriptHost::new();
    let catalog = Rc::new(load(vec![files], host.engine()).expect("base game loads"));
    let d = &catalog.decks;
    let pairs = (0..d.len())
        .flat_map(|a| (a + 1..d.len()).map(move |b| [d[a].clone(), d[b].clone()]))
        .collect();
    (host, catalog, pairs)
}

/// A seeded game stopped at the start of turn `turns + 1` (the first seed from 1 that gets
/// there without a winner), so clone and resolution benchmarks see a realistic board.
pub fn mid_game(host: &ScriptHost, catalog: &Rc<Catalog>, decks: &[DeckDef], turns: u32) -> Game {
    let refs: Vec<&DeckDef> = decks.iter().collect();
    for seed in 1.. {
        let p = play_one(catalog.clone(), host, &refs, seed, turns, false).expect("setup");
        if p.end.is_ok() && p.game.turn.winner.is_none() {
            return p.game;
        }
    }
    unreachable!()
}
