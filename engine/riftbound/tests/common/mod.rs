//! What the Riftbound tests share: the repository root and the base game loaded from it.
#![allow(dead_code)]

use grimoire_core::agent::{Agent, RandomAgent, Seats};
use grimoire_core::content::{Loaded, PackFiles, load};
use grimoire_riftbound::Riftbound;
use grimoire_riftbound::model::catalog::{Catalog, DeckDef};
use grimoire_riftbound::script::ScriptHost;
use std::path::{Path, PathBuf};

/// The repository root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The base game's files, as the repository holds them.
pub fn base_files() -> PackFiles {
    PackFiles::read_base(&root(), "riftbound").expect("base game")
}

/// The base game loaded with `host`.
pub fn base(host: &ScriptHost) -> Loaded<Riftbound> {
    load(vec![base_files()], host.engine()).unwrap_or_else(|e| panic!("{e:?}"))
}

/// Every pair of the catalog's decks, each once, in a stable order: the random games' seed `k`
/// plays pair `k` modulo their number.
pub fn deck_pairs(catalog: &Catalog) -> Vec<[&DeckDef; 2]> {
    let decks: Vec<&DeckDef> = catalog.decks.iter().collect();
    (0..decks.len())
        .flat_map(|a| (a + 1..decks.len()).map(move |b| (a, b)))
        .map(|(a, b)| [decks[a], decks[b]])
        .collect()
}

/// The two seats of the random game of `seed`: random agents seeded apart from the game.
pub fn random_seats(seed: u64) -> Box<dyn Agent<Riftbound>> {
    let seats: Vec<Box<dyn Agent<Riftbound>>> = (0..2)
        .map(|i| Box::new(RandomAgent::new(seed * 2 + i + 1)) as Box<dyn Agent<Riftbound>>)
        .collect();
    Box::new(Seats(seats))
}
