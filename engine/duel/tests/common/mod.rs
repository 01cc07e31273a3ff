//! What the duel tests share: the repository root and the base duel game loaded from it.
#![allow(dead_code)]

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
