//! Shared set-up of the benchmarks (included with `mod common;`): the Riftbound base game
//! loaded from the repository, the starter decks, and a game played to mid-game.

#![allow(dead_code)]

use grimoire::core::content::{Loaded, PackFiles, load};
use grimoire::core::sim::play_one;
use grimoire::riftbound::Riftbound;
use grimoire::riftbound::model::catalog::DeckDef;
use grimoire::riftbound::script::ScriptHost;
use grimoire::riftbound::state::Game;
use std::path::{Path, PathBuf};

/// The repository root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The Riftbound base game's files.
pub fn base_files() -> PackFiles {
    PackFiles::read_base(&root(), "riftbound").expect("base game")
}

/// The base game loaded, with its script host.
pub struct Base {
    pub host: ScriptHost,
    pub loaded: Loaded<Riftbound>,
}

impl Base {
    pub fn load() -> Base {
        let host = ScriptHost::new();
        let loaded = load(vec![base_files()], host.engine()).expect("base game loads");
        Base { host, loaded }
    }

    pub fn runner(&self) -> grimoire::core::script::Runner<'_, Riftbound> {
        self.host.runner(&self.loaded.code)
    }
}

/// The base game and the two starter decks in seat order.
pub fn base() -> (Base, Vec<DeckDef>) {
    let b = Base::load();
    let decks = ["pirates-de-fureur", "gardiens-des-cimes"]
        .iter()
        .map(|d| b.loaded.catalog.deck(d).expect("starter deck").clone())
        .collect();
    (b, decks)
}

/// The base game and every pair of its decks (four decks: six pairs), each pair in seat order.
pub fn pairs() -> (Base, Vec<[DeckDef; 2]>) {
    let b = Base::load();
    let d = &b.loaded.catalog.decks;
    let pairs = (0..d.len())
        .flat_map(|a| (a + 1..d.len()).map(move |b| [d[a].clone(), d[b].clone()]))
        .collect();
    (b, pairs)
}

/// A seeded game stopped at the start of turn `turns + 1` (the first seed from 1 that gets
/// there without a winner), so clone and resolution benchmarks see a realistic board.
pub fn mid_game(base: &Base, decks: &[DeckDef], turns: u32) -> Game {
    let refs: Vec<&DeckDef> = decks.iter().collect();
    let runner = base.runner();
    for seed in 1.. {
        let p = play_one(
            base.loaded.catalog.clone(),
            &runner,
            &refs,
            seed,
            turns,
            false,
        )
        .expect("setup");
        if p.end.is_ok() && p.game.turn.winner.is_none() {
            return p.game;
        }
    }
    unreachable!()
}
