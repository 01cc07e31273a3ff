//! A pack's files in memory, read from a folder or embedded in the binary: the loader reads
//! only these, so every path is the same code (a base game loads like any mod).
//!
//! Two layouts. A pack folder (a mod) has `pack.toml`, `glossary.toml`, `cards/`, `scripts/`
//! and `decks/`. The repository has each base game spread over the top-level folders, one
//! subfolder a game: `grammar/<game>/pack.toml` and `glossary.toml`, `cards/<game>/`,
//! `scripts/<game>/`, `decks/<game>/`. Inside the loader both look like a pack folder; messages
//! show the real paths.

use crate::diag::{Diagnostic, SourcePos};
use std::path::Path;

/// Where a pack's files really are.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Layout {
    /// A pack folder: paths as they are.
    #[default]
    Pack,
    /// A base game of the repository (`cards/<game>/…`).
    Base(String),
}

/// The files of a pack's top folder (a base game's `grammar/<game>/`): its manifest, its
/// keyword glossary and its effect language.
pub const GRAMMAR_FILES: [&str; 3] = ["pack.toml", "glossary.toml", "effects.toml"];

impl Layout {
    /// The repository path of a pack-relative path.
    pub fn real(&self, rel: &str) -> String {
        match self {
            Layout::Pack => rel.to_string(),
            Layout::Base(game) => match rel {
                "pack.toml" | "glossary.toml" | "effects.toml" => format!("grammar/{game}/{rel}"),
                _ => match rel.split_once('/') {
                    Some((top, rest)) => format!("{top}/{game}/{rest}"),
                    None => rel.to_string(),
                },
            },
        }
    }

    /// The pack-relative path of a repository path, if it belongs to this base game.
    pub fn pack_path(&self, real: &str) -> Option<String> {
        match self {
            Layout::Pack => Some(real.to_string()),
            Layout::Base(game) => {
                if let Some(rest) = real.strip_prefix(&format!("grammar/{game}/")) {
                    return GRAMMAR_FILES.contains(&rest).then(|| rest.to_string());
                }
                let (top, rest) = real.split_once('/')?;
                let rest = rest.strip_prefix(&format!("{game}/"))?;
                ["cards", "scripts", "decks"]
                    .contains(&top)
                    .then(|| format!("{top}/{rest}"))
            }
        }
    }
}

/// One pack's files: paths relative to the pack root, with `/` separators, sorted.
#[derive(Clone, Debug, Default)]
pub struct PackFiles {
    /// How the pack root is shown in messages (a folder path, or `<embedded>`).
    pub root: String,
    pub layout: Layout,
    pub files: Vec<(String, String)>,
}

impl PackFiles {
    pub fn get(&self, rel: &str) -> Option<&str> {
        self.files
            .iter()
            .find(|(p, _)| p == rel)
            .map(|(_, s)| s.as_str())
    }

    /// Files under `dir/` ending with `ext`, in name order (never file-system order).
    pub fn under<'a>(
        &'a self,
        dir: &'a str,
        ext: &'a str,
    ) -> impl Iterator<Item = (&'a str, &'a str)> + 'a {
        self.files
            .iter()
            .filter(move |(p, _)| {
                p.starts_with(dir) && p[dir.len()..].starts_with('/') && p.ends_with(ext)
            })
            .map(|(p, s)| (p.as_str(), s.as_str()))
    }

    /// The path shown to people for a file of this pack.
    pub fn display(&self, rel: &str) -> String {
        let real = self.layout.real(rel);
        if self.root.is_empty() || self.root == "." {
            real
        } else {
            format!("{}/{real}", self.root.trim_end_matches('/'))
        }
    }

    /// Reads a pack folder: `pack.toml`, `glossary.toml`, `effects.toml`, `cards/`, `scripts/`, `decks/`.
    pub fn read_dir(root: &Path) -> Result<PackFiles, Diagnostic> {
        let shown = shown_root(root);
        if !root.join("pack.toml").is_file() {
            return Err(Diagnostic::new(
                SourcePos::new(format!("{shown}/pack.toml"), 1, 1),
                "not a pack: pack.toml is missing",
            ));
        }
        let mut files = Vec::new();
        for single in GRAMMAR_FILES {
            read_one(root, single, single, &mut files)?;
        }
        for dir in ["cards", "scripts", "decks"] {
            collect(root, &root.join(dir), &mut files).map_err(|(p, e)| fail(&p, e))?;
        }
        files.sort();
        Ok(PackFiles {
            root: shown,
            layout: Layout::Pack,
            files,
        })
    }

    /// Reads base game `game` from a repository checkout at `root`.
    pub fn read_base(root: &Path, game: &str) -> Result<PackFiles, Diagnostic> {
        let layout = Layout::Base(game.to_string());
        let shown = shown_root(root);
        let mut files = Vec::new();
        for single in GRAMMAR_FILES {
            read_one(root, &layout.real(single), single, &mut files)?;
        }
        if files.iter().all(|(p, _)| p != "pack.toml") {
            return Err(Diagnostic::new(
                SourcePos::new(layout.real("pack.toml"), 1, 1),
                format!("no base game `{game}` here: its pack.toml is missing"),
            ));
        }
        for dir in ["cards", "scripts", "decks"] {
            let mut found = Vec::new();
            let real_dir = root.join(dir).join(game);
            collect(&root.join(dir).join(game), &real_dir, &mut found)
                .map_err(|(p, e)| fail(&p, e))?;
            files.extend(found.into_iter().map(|(p, s)| (format!("{dir}/{p}"), s)));
        }
        files.sort();
        Ok(PackFiles {
            root: shown,
            layout,
            files,
        })
    }

    /// The base games of a repository checkout at `root`: the folders of `grammar/` holding a
    /// `pack.toml`, in name order.
    pub fn base_games(root: &Path) -> Vec<String> {
        let Ok(entries) = std::fs::read_dir(root.join("grammar")) else {
            return Vec::new();
        };
        let mut games: Vec<String> = entries
            .flatten()
            .filter(|e| e.path().join("pack.toml").is_file())
            .filter_map(|e| e.file_name().to_str().map(String::from))
            .collect();
        games.sort();
        games
    }

    /// Base game `game` from files embedded in a binary (repository paths and contents).
    pub fn embedded(all: &[(&str, &str)], game: &str) -> PackFiles {
        let layout = Layout::Base(game.to_string());
        let mut files: Vec<(String, String)> = all
            .iter()
            .filter_map(|(p, s)| layout.pack_path(p).map(|rel| (rel, s.to_string())))
            .collect();
        files.sort();
        PackFiles {
            root: "<embedded>".into(),
            layout,
            files,
        }
    }
}

fn shown_root(root: &Path) -> String {
    root.strip_prefix(".").unwrap_or(root).display().to_string()
}

fn fail(p: &Path, e: std::io::Error) -> Diagnostic {
    Diagnostic::new(
        SourcePos::new(p.display().to_string(), 1, 1),
        format!("cannot read: {e}"),
    )
}

fn read_one(
    root: &Path,
    real: &str,
    rel: &str,
    files: &mut Vec<(String, String)>,
) -> Result<(), Diagnostic> {
    let p = root.join(real);
    let Ok(meta) = std::fs::symlink_metadata(&p) else {
        return Ok(());
    };
    plain(&meta.file_type()).map_err(|e| fail(&p, e))?;
    if meta.is_file() {
        files.push((rel.to_string(), read_text(&p).map_err(|e| fail(&p, e))?));
    }
    Ok(())
}

/// The largest file a pack may contain: far above any card list or script, far below what
/// would exhaust memory.
const MAX_FILE: u64 = 4 << 20;

/// Only plain files and folders are read: a link may lead outside the pack, to itself (a
/// walk that never ends) or to a device that never stops giving bytes.
fn plain(kind: &std::fs::FileType) -> std::io::Result<()> {
    if kind.is_file() || kind.is_dir() {
        Ok(())
    } else if kind.is_symlink() {
        Err(std::io::Error::other(
            "a link: a pack contains plain files and folders, and links are not followed",
        ))
    } else {
        Err(std::io::Error::other(
            "not a plain file: a pack contains plain files and folders",
        ))
    }
}

/// A file's text, refused past `MAX_FILE` bytes (read with a limit, whatever its size says).
fn read_text(path: &Path) -> std::io::Result<String> {
    use std::io::Read;
    let mut text = String::new();
    std::fs::File::open(path)?
        .take(MAX_FILE + 1)
        .read_to_string(&mut text)?;
    if text.len() as u64 > MAX_FILE {
        return Err(std::io::Error::other(format!(
            "larger than {} MB, the most a pack file may contain",
            MAX_FILE >> 20
        )));
    }
    Ok(text)
}

/// A file a stranger hands over (a replay, a gallery export, a scenario), refused past
/// `max` bytes — read with the limit, so a device or a huge file never fills the memory — or
/// when it is not text; `what` names it in the error (`a replay`).
pub fn read_at_most(path: &Path, max: u64, what: &str) -> std::io::Result<String> {
    use std::io::Read;
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(max + 1)
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        return Err(std::io::Error::other(format!(
            "larger than {} MB, the limit for {what}",
            max >> 20
        )));
    }
    String::from_utf8(bytes).map_err(|_| {
        std::io::Error::other(format!(
            "not a text file: {what} is text in UTF-8, and this file is not"
        ))
    })
}

/// Every `.toml` and `.rhai` file under `dir`, with its path relative to `root`.
fn collect(
    root: &Path,
    dir: &Path,
    out: &mut Vec<(String, String)>,
) -> Result<(), (std::path::PathBuf, std::io::Error)> {
    let Ok(meta) = std::fs::symlink_metadata(dir) else {
        return Ok(());
    };
    plain(&meta.file_type()).map_err(|e| (dir.to_path_buf(), e))?;
    if !meta.is_dir() {
        return Ok(());
    }
    let entries = std::fs::read_dir(dir).map_err(|e| (dir.to_path_buf(), e))?;
    for entry in entries {
        let entry = entry.map_err(|e| (dir.to_path_buf(), e))?;
        let path = entry.path();
        // The entry's own type: a link is refused, not followed.
        let kind = entry.file_type().map_err(|e| (path.clone(), e))?;
        plain(&kind).map_err(|e| (path.clone(), e))?;
        if kind.is_dir() {
            collect(root, &path, out)?;
        } else if matches!(
            path.extension().and_then(|e| e.to_str()),
            Some("toml" | "rhai")
        ) {
            let rel = path
                .strip_prefix(root)
                .unwrap_or(&path)
                .to_string_lossy()
                .replace('\\', "/");
            let text = read_text(&path).map_err(|e| (path.clone(), e))?;
            out.push((rel, text));
        }
    }
    Ok(())
}
