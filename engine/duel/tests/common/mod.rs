//! What the duel tests share: the repository root and the base duel game loaded from it.
#![allow(dead_code)]

use grimoire_core::agent::{Agent, RandomAgent, Seats};
use grimoire_core::content::{Loaded, PackFiles, load};
use grimoire_duel::Duel;
use grimoire_duel::script::ScriptHost;
use std::path::{Path, PathBuf};

/// The repository root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The base duel game's files, as the repository holds them.
pub fn base_files() -> PackFiles {
    PackFiles::read_base(&root(), "duel").expect("base duel game")
}

/// The base duel game loaded with `host`.
pub fn base(host: &ScriptHost) -> Loaded<Duel> {
    load(vec![base_files()], host.engine()).unwrap_or_else(|e| panic!("{e:?}"))
}

/// The two base decks, by id.
pub const DECKS: [&str; 2] = ["horde-des-braises", "conclave-du-crepuscule"];

/// The two seats of the random game of `seed`: random agents seeded `2·seed + 1` and
/// `2·seed + 2`, as `grimoire play` seeds them, apart from the game's own stream.
pub fn random_seats(seed: u64) -> Box<dyn Agent<Duel>> {
    let seats: Vec<Box<dyn Agent<Duel>>> = (0..2)
        .map(|i| Box::new(RandomAgent::new(seed * 2 + i + 1)) as Box<dyn Agent<Duel>>)
        .collect();
    Box::new(Seats(seats))
}
