//! What the Riftbound tests share: the repository root and the base game loaded from it.
#![allow(dead_code)]

use grimoire_core::content::{Loaded, PackFiles, load};
use grimoire_riftbound::Riftbound;
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
