//! A pack's files in memory, read from a folder or embedded in the binary: the loader reads
//! only these, so both paths are the same code (the base game loads like any mod).

use crate::diag::{Diagnostic, Location};
use std::path::Path;

/// One pack's files: paths relative to the pack root, with `/` separators, sorted.
#[derive(Clone, Debug, Default)]
pub struct PackFiles {
    /// How the pack root is shown in messages (a folder path, or `<embedded>`).
    pub root: String,
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
        if self.root.is_empty() || self.root == "." {
            rel.to_string()
        } else {
            format!("{}/{rel}", self.root.trim_end_matches('/'))
        }
    }

    /// Reads `pack.toml`, `cards/`, `scripts/`, `decks/`, `glossary.toml` and `grammar/glossary.toml`.
    pub fn read_dir(root: &Path) -> Result<PackFiles, Diagnostic> {
        let shown = root.strip_prefix(".").unwrap_or(root).display().to_string();
        let fail = |p: &Path, e: std::io::Error| {
            Diagnostic::new(
                Location::new(p.display().to_string(), 1, 1),
                format!("cannot read: {e}"),
            )
        };
        if !root.join("pack.toml").is_file() {
            return Err(Diagnostic::new(
                Location::new(format!("{shown}/pack.toml"), 1, 1),
                "not a pack: pack.toml is missing",
            ));
        }
        let mut files = Vec::new();
        for single in ["pack.toml", "glossary.toml", "grammar/glossary.toml"] {
            let p = root.join(single);
            if p.is_file() {
                files.push((
                    single.to_string(),
                    std::fs::read_to_string(&p).map_err(|e| fail(&p, e))?,
                ));
            }
        }
        for dir in ["cards", "scripts", "decks"] {
            collect(root, &root.join(dir), &mut files).map_err(|(p, e)| fail(&p, e))?;
        }
        files.sort();
        Ok(PackFiles { root: shown, files })
    }
}

fn collect(
    root: &Path,
    dir: &Path,
    out: &mut Vec<(String, String)>,
) -> Result<(), (std::path::PathBuf, std::io::Error)> {
    if !dir.is_dir() {
        return Ok(());
    }
    let entries = std::fs::read_dir(dir).map_err(|e| (dir.to_path_buf(), e))?;
    for entry in entries {
        let path = entry.map_err(|e| (dir.to_path_buf(), e))?.path();
        if path.is_dir() {
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
            let text = std::fs::read_to_string(&path).map_err(|e| (path.clone(), e))?;
            out.push((rel, text));
        }
    }
    Ok(())
}
