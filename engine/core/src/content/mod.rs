//! Loading: pack folders (or a base game embedded in the binary) into a `Catalog` and its
//! compiled `Code`. Loading produces records and never touches a game. The ruleset reads its
//! own card fields and deck files; everything else — manifests, dependency order, glossaries,
//! card text, scripts and the functions they must define — is the same for every game.

mod ability_names;
pub mod card_effects;
pub mod card_file;
mod cards;
mod dead_lines;
pub mod files;
pub mod keyword_scripts;
pub mod load;
mod packs;
pub mod schema;
pub mod shown_text;
pub mod spans;
mod toml_words;
pub mod unused;

pub use card_file::{CardDefinition, FileCtx, PackManifest};
pub use files::PackFiles;
pub use load::{Loaded, load, pack_game};
