//! Where the base games come from, and which game a pack, a deck or a scenario is for.
//!
//! The base games are read from this repository when the current folder is in it, at any depth
//! (so edits to cards and scripts are seen without rebuilding), else from the copy built into
//! the binary, and the command says so first. `--base DIR` names a repository checkout (or a
//! base game's pack folder), `--embedded` forces the built-in copy.

use crate::embedded;
use crate::games::Game;
use grimoire_core::content::{PackFiles, pack_game};
use grimoire_core::diag::{Diagnostic, SourcePos};
use std::path::{Path, PathBuf};

/// Where the base games come from.
#[derive(Clone, Debug)]
pub enum BaseSource {
    Dir(PathBuf),
    Embedded,
}

impl BaseSource {
    /// `--base DIR` if given; else the repository holding the current directory; else the
    /// embedded games.
    pub fn choose(option: Option<&Path>, embedded: bool) -> BaseSource {
        Self::locate(option, embedded).0
    }

    /// [`BaseSource::choose`], and a note to show first when the embedded games are used
    /// because no repository was found (not when `--embedded` asked for them): a designer who
    /// runs a command outside the checkout must not mistake the built-in cards for theirs.
    pub fn locate(option: Option<&Path>, embedded: bool) -> (BaseSource, Option<String>) {
        match option {
            _ if embedded => (BaseSource::Embedded, None),
            Some(dir) => (BaseSource::Dir(dir.to_path_buf()), None),
            None => match find_repository() {
                Some(root) => (BaseSource::Dir(root), None),
                None => (
                    BaseSource::Embedded,
                    Some(
                        "note: no Grimoire repository here or in a parent folder: using the base \
                         games built into the binary (--base DIR reads another checkout)"
                            .to_string(),
                    ),
                ),
            },
        }
    }

    /// How the base games' source is named in `check`'s report.
    pub fn shown(&self) -> String {
        match self {
            BaseSource::Dir(d) => d.display().to_string(),
            BaseSource::Embedded => "<embedded>".to_string(),
        }
    }

    /// Base game `game`'s files. A folder holding a `pack.toml` of its own is a base game laid
    /// out as a pack (its manifest says which game); else it is a repository checkout.
    pub fn files(&self, game: Game) -> Result<PackFiles, Diagnostic> {
        match self {
            BaseSource::Dir(d) if d.join("pack.toml").is_file() => PackFiles::read_dir(d),
            BaseSource::Dir(d) => PackFiles::read_base(d, game.name()),
            BaseSource::Embedded => Ok(embedded::base_game(game)),
        }
    }

    /// The games this source holds a base game of.
    pub fn games(&self) -> Vec<Game> {
        match self {
            BaseSource::Dir(d) if d.join("pack.toml").is_file() => PackFiles::read_dir(d)
                .ok()
                .and_then(|f| pack_game(&f).ok().flatten())
                .and_then(|g| Game::from_name(&g))
                .into_iter()
                .collect(),
            BaseSource::Dir(d) => PackFiles::base_games(d)
                .iter()
                .filter_map(|g| Game::from_name(g))
                .collect(),
            BaseSource::Embedded => Game::ALL.to_vec(),
        }
    }
}

/// The repository holding the current directory, as a relative path (`.`, `..`, `../..`…) so
/// that paths in messages stay short and relative to where the command was run.
pub fn find_repository() -> Option<PathBuf> {
    let here = std::env::current_dir().ok()?;
    let mut up = PathBuf::from(".");
    for dir in here.ancestors() {
        if is_repository(dir) {
            return Some(up);
        }
        up = if up == Path::new(".") {
            PathBuf::from("..")
        } else {
            up.join("..")
        };
    }
    None
}

/// Whether `dir` is this repository: it holds a base game's manifest under `grammar/`. A
/// manifest that does not parse still counts, so a designer sees the error in their file
/// rather than silently getting the embedded game.
pub fn is_repository(dir: &Path) -> bool {
    Game::ALL.iter().any(|g| {
        dir.join("grammar")
            .join(g.name())
            .join("pack.toml")
            .is_file()
    })
}

/// `root/rel`, without a leading `./` when `root` is the current folder, so that paths in
/// messages read as a person would type them.
pub fn under(root: &Path, rel: &str) -> PathBuf {
    if root == Path::new(".") {
        PathBuf::from(rel)
    } else {
        root.join(rel)
    }
}

/// A pack folder read from disk, or why it cannot be.
pub fn read_pack(dir: &Path) -> Result<PackFiles, Diagnostic> {
    if !dir.is_dir() {
        let at = SourcePos::new(dir.display().to_string(), 1, 1);
        return Err(Diagnostic::new(at, "no such pack folder"));
    }
    PackFiles::read_dir(dir)
}

/// The game a pack folder is content for: its manifest's `game`, else the base game it depends
/// on (`depends = ["riftbound"]`), else the default game. Unreadable packs give `None`: their
/// error is reported when they load.
pub fn pack_folder_game(files: &PackFiles) -> Option<Game> {
    if let Ok(Some(g)) = pack_game(files) {
        return Game::from_name(&g);
    }
    let manifest: toml::Table = files.get("pack.toml")?.parse().ok()?;
    let depends = manifest.get("depends")?.as_array()?;
    depends
        .iter()
        .filter_map(|d| d.as_str())
        .find_map(Game::from_name)
}

/// The game of a set of packs: the first that says, else the default game.
pub fn game_of(packs: &[PackFiles]) -> Game {
    packs
        .iter()
        .find_map(pack_folder_game)
        .unwrap_or(Game::DEFAULT)
}

/// The game a scenario file is for: its `game` key, else the default game. `Err` names an
/// unknown game.
pub fn scenario_game(source: &str) -> Result<Game, String> {
    match grimoire_core::scenario::format::scenario_game(source) {
        None => Ok(Game::DEFAULT),
        Some(name) => Game::from_name(&name)
            .ok_or_else(|| format!("unknown game `{name}`: this binary plays {}", Game::names())),
    }
}
