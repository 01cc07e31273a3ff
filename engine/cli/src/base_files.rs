//! Which files of a repository make its base games: each game's `grammar/<game>/pack.toml`,
//! `glossary.toml` and `effects.toml`, and every `.toml` and `.rhai` file under `cards/`,
//! `scripts/` and `decks/`. Shared by build.rs, which builds them into a release binary, and
//! by `embedded.rs`, which reads them from the repository at run time in a debug build.

use std::path::{Path, PathBuf};

/// The base games' files under `root`, sorted, with every folder looked into.
pub fn base_files(root: &Path) -> (Vec<PathBuf>, Vec<PathBuf>) {
    let mut files = Vec::new();
    let mut dirs = vec![root.join("grammar")];
    if let Ok(games) = std::fs::read_dir(root.join("grammar")) {
        for g in games.flatten() {
            for f in ["pack.toml", "glossary.toml", "effects.toml"] {
                let p = g.path().join(f);
                if p.is_file() {
                    files.push(p);
                }
            }
        }
    }
    for d in ["cards", "scripts", "decks"] {
        collect(&root.join(d), &mut files, &mut dirs);
    }
    files.sort();
    (files, dirs)
}

/// `root`'s path of `file`, with `/` separators: how the files are named once embedded.
pub fn shown(root: &Path, file: &Path) -> String {
    file.strip_prefix(root)
        .unwrap_or(file)
        .to_string_lossy()
        .replace('\\', "/")
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>, dirs: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    dirs.push(dir.to_path_buf());
    for entry in entries.flatten() {
        let p = entry.path();
        if p.is_dir() {
            collect(&p, out, dirs);
        } else if matches!(
            p.extension().and_then(|e| e.to_str()),
            Some("toml" | "rhai")
        ) && p.is_file()
        {
            out.push(p);
        }
    }
}
