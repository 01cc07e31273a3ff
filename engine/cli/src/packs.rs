//! Packs beyond the base game: where they are found, which of them a command loads, and how a
//! loaded pack is named in traces and results.
//!
//! The `packs/` folder beside the base game (in the repository: `packs/` at its root) is
//! searched for pack folders, in name order; `--pack DIR` adds a pack folder, or a folder of
//! them. Commands that load a game (`check`, `explain`, `parse`, `play`, `simulate`, `packs`)
//! load every pack found for that game; the loader then orders them by dependency, then by
//! name. Scenarios stay hermetic: a scenario loads the base game, the packs it names, and, for
//! a pack's own scenarios, that pack; only their missing dependencies are looked up here, by
//! name. Each loaded pack is identified by name, version and a hash of its files
//! ([`content_hash`]), so that a trace or a simulation says which content made it.

use crate::base::{BaseSource, pack_folder_game, under};
use crate::games::Game;
use grimoire_core::content::PackFiles;
use grimoire_core::model::catalog::PackInfo;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::{Path, PathBuf};

/// A pack folder found on disk and what its manifest says, read leniently: a manifest that does
/// not parse is reported when the pack loads, in the loader's words.
#[derive(Clone, Debug)]
struct Known {
    dir: PathBuf,
    name: Option<String>,
    game: Option<Game>,
    depends: Vec<String>,
}

impl Known {
    /// Reads `dir/pack.toml` only: finding packs and their dependencies reads no card.
    fn read(dir: &Path) -> Known {
        let text = std::fs::read_to_string(dir.join("pack.toml")).ok();
        let manifest: Option<toml::Table> = text.as_deref().and_then(|s| s.parse().ok());
        let field = |k: &str| manifest.as_ref().and_then(|m| m.get(k).cloned());
        let files = text.map(|t| PackFiles {
            root: dir.display().to_string(),
            files: vec![("pack.toml".to_string(), t)],
            ..PackFiles::default()
        });
        Known {
            dir: dir.to_path_buf(),
            name: field("name").and_then(|v| v.as_str().map(String::from)),
            game: files.as_ref().and_then(pack_folder_game),
            depends: field("depends")
                .and_then(|v| v.as_array().cloned())
                .unwrap_or_default()
                .iter()
                .filter_map(|d| d.as_str().map(String::from))
                .collect(),
        }
    }
}

/// The pack folders a command knows of: the base game's `packs/` folder, then `--pack` folders,
/// each once.
#[derive(Clone, Debug, Default)]
pub struct Found {
    known: Vec<Known>,
}

impl Found {
    /// The packs beside `base` and the `extra` folders (`--pack`); an extra pack replaces a
    /// pack of the same name found beside the base game (a working copy of an installed mod).
    pub fn new(base: &BaseSource, extra: &[PathBuf]) -> Found {
        let mut found = Found::default();
        for d in discovered(base) {
            found.add(&d, false);
        }
        for e in extra {
            for d in packs_in(e) {
                found.add(&d, true);
            }
        }
        found
    }

    /// Adds a pack folder, unless it is already known; with `replace`, first drops a known
    /// pack of the same name.
    fn add(&mut self, dir: &Path, replace: bool) {
        if self.known.iter().any(|k| same(&k.dir, dir)) {
            return;
        }
        let k = Known::read(dir);
        if replace && k.name.is_some() {
            self.known.retain(|o| o.name != k.name);
        }
        self.known.push(k);
    }

    /// Every pack folder found, in order.
    pub fn dirs(&self) -> Vec<PathBuf> {
        self.known.iter().map(|k| k.dir.clone()).collect()
    }

    /// The game a pack folder is content for: its manifest's `game`, else the game of a base
    /// game it depends on, else the game of a found pack it depends on, else the default.
    pub fn game_of(&self, dir: &Path) -> Game {
        let mut at = Known::read(dir);
        for _ in 0..16 {
            if let Some(g) = at.game {
                return g;
            }
            let next = at
                .depends
                .iter()
                .find_map(|d| self.known.iter().find(|k| k.name.as_deref() == Some(d)));
            match next {
                Some(k) => at = k.clone(),
                None => break,
            }
        }
        Game::DEFAULT
    }

    /// What a command of game `game` loads besides the base game: every found pack of that game
    /// (except those an explicit pack of the same name replaces), then `explicit` and the packs
    /// they depend on.
    pub fn to_load(&self, game: Game, explicit: &[PathBuf]) -> Vec<PathBuf> {
        let named: Vec<Option<String>> = explicit.iter().map(|p| Known::read(p).name).collect();
        let mut out: Vec<PathBuf> = self
            .known
            .iter()
            .filter(|k| self.game_of(&k.dir) == game)
            .filter(|k| k.name.is_none() || !named.contains(&k.name))
            .map(|k| k.dir.clone())
            .collect();
        for p in self.with_dependencies(explicit) {
            if !out.iter().any(|o| same(o, &p)) {
                out.push(p);
            }
        }
        out
    }

    /// `packs` and, recursively, the packs they depend on that are not among them: looked up
    /// by name among the found packs, then among the folders beside each pack (a mod next to
    /// the mod it needs). A dependency found nowhere is left out; the loader then names it.
    pub fn with_dependencies(&self, packs: &[PathBuf]) -> Vec<PathBuf> {
        let mut out: Vec<Known> = Vec::new();
        for dir in packs {
            if !out.iter().any(|k| same(&k.dir, dir)) {
                out.push(Known::read(dir));
            }
        }
        let mut i = 0;
        while i < out.len() {
            let (dir, depends) = (out[i].dir.clone(), out[i].depends.clone());
            for d in depends {
                let loaded = out.iter().any(|k| k.name.as_deref() == Some(d.as_str()));
                if loaded || Game::from_name(&d).is_some() {
                    continue;
                }
                if let Some(dep) = self.named(&d, &dir) {
                    out.push(Known::read(&dep));
                }
            }
            i += 1;
        }
        out.into_iter().map(|k| k.dir).collect()
    }

    /// The folder of the pack called `name`: a found one, else one beside `near`.
    fn named(&self, name: &str, near: &Path) -> Option<PathBuf> {
        if let Some(k) = self.known.iter().find(|k| k.name.as_deref() == Some(name)) {
            return Some(k.dir.clone());
        }
        let parent = match near.parent()? {
            p if p.as_os_str().is_empty() => Path::new("."),
            p => p,
        };
        packs_in(parent)
            .into_iter()
            .find(|d| Known::read(d).name.as_deref() == Some(name))
    }
}

/// The pack folders in the `packs/` folder beside the base game, in name order: the
/// repository's `packs/`, or `packs/` inside a base game laid out as a pack. The embedded base
/// game has no folder: packs are then named with `--pack`.
pub fn discovered(base: &BaseSource) -> Vec<PathBuf> {
    match base {
        BaseSource::Dir(d) => packs_in(&under(d, "packs")),
        BaseSource::Embedded => Vec::new(),
    }
}

/// `dir` itself if it is a pack folder, else the pack folders directly in it, in name order.
/// A folder that is neither is kept, so that loading it says why it is not a pack.
fn packs_in(dir: &Path) -> Vec<PathBuf> {
    if dir.join("pack.toml").is_file() {
        return vec![dir.to_path_buf()];
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut dirs: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("pack.toml").is_file())
        .collect();
    dirs.sort();
    dirs
}

/// Whether two paths name the same folder.
pub fn same(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(x), Ok(y)) => x == y,
        _ => a == b,
    }
}

/// A loaded pack as traces and results name it: `riftbound 0.2.0 3f1c…`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PackId {
    pub name: String,
    pub version: String,
    /// [`content_hash`] of the files the loader read.
    pub hash: String,
}

impl PackId {
    /// The identity of a pack's files: name and version from its manifest (`?` when it does
    /// not say), and the hash of its files.
    pub fn of(files: &PackFiles) -> PackId {
        let manifest: Option<toml::Table> = files.get("pack.toml").and_then(|s| s.parse().ok());
        let field = |k: &str| {
            manifest
                .as_ref()
                .and_then(|m| m.get(k))
                .and_then(|v| v.as_str())
                .unwrap_or("?")
                .to_string()
        };
        PackId {
            name: field("name"),
            version: field("version"),
            hash: content_hash(files),
        }
    }

    /// The identities of `files` in the order the loader loaded them (`order`, the catalog's
    /// packs: dependencies first, then name order).
    pub fn in_load_order(files: &[PackFiles], order: &[PackInfo]) -> Vec<PackId> {
        let mut ids: Vec<PackId> = files.iter().map(PackId::of).collect();
        let rank = |id: &PackId| order.iter().position(|p| p.name == id.name);
        ids.sort_by_key(|id| rank(id).unwrap_or(usize::MAX));
        ids
    }
}

impl fmt::Display for PackId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", self.name, self.version, self.hash)
    }
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

/// A stable hash of a pack's content: 64-bit FNV-1a over the files the loader reads
/// (`pack.toml`, `glossary.toml`, `cards/`, `scripts/`, `decks/`), sorted by their path in the
/// pack, each as its path's length (8 bytes, little-endian), the path (`/` separators), its
/// length in bytes and its bytes; printed as 16 hex digits. The same files give the same hash
/// on every machine, from a folder or from the copy built into the binary. It names content;
/// it is not a cryptographic checksum.
pub fn content_hash(files: &PackFiles) -> String {
    let mut sorted: Vec<&(String, String)> = files.files.iter().collect();
    sorted.sort();
    let mut h = FNV_OFFSET;
    let mut eat = |bytes: &[u8]| {
        for b in bytes {
            h = (h ^ u64::from(*b)).wrapping_mul(FNV_PRIME);
        }
    };
    for (path, text) in sorted {
        eat(&(path.len() as u64).to_le_bytes());
        eat(path.as_bytes());
        eat(&(text.len() as u64).to_le_bytes());
        eat(text.as_bytes());
    }
    format!("{h:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pack(files: &[(&str, &str)]) -> PackFiles {
        PackFiles {
            root: "p".into(),
            files: files
                .iter()
                .map(|(a, b)| (a.to_string(), b.to_string()))
                .collect(),
            ..PackFiles::default()
        }
    }

    #[test]
    fn the_hash_reads_names_and_bytes_and_not_the_order_given() {
        let a = pack(&[("pack.toml", "name = \"x\""), ("cards/a.toml", "")]);
        let b = pack(&[("cards/a.toml", ""), ("pack.toml", "name = \"x\"")]);
        assert_eq!(content_hash(&a), content_hash(&b));
        let renamed = pack(&[("pack.toml", "name = \"x\""), ("cards/b.toml", "")]);
        assert_ne!(content_hash(&a), content_hash(&renamed));
        let edited = pack(&[("pack.toml", "name = \"y\""), ("cards/a.toml", "")]);
        assert_ne!(content_hash(&a), content_hash(&edited));
        // Framing: moving bytes from a name into a content is a change.
        let moved = pack(&[("ab", "c")]);
        assert_ne!(content_hash(&moved), content_hash(&pack(&[("a", "bc")])));
        assert_eq!(content_hash(&a).len(), 16);
    }

    #[test]
    fn an_id_reads_the_manifest() {
        let p = pack(&[("pack.toml", "name = \"x\"\nversion = \"1.2.0\"")]);
        let id = PackId::of(&p);
        assert_eq!((id.name.as_str(), id.version.as_str()), ("x", "1.2.0"));
        assert_eq!(id.to_string(), format!("x 1.2.0 {}", content_hash(&p)));
    }
}
