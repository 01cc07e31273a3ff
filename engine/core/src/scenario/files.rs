//! Where scenarios are: every `*.toml` below a folder, sorted by path. A folder holding a
//! `pack.toml` is a pack that scenarios load (`packs = [...]`), not scenarios, so it is skipped.
//! The CLI (`run`, `watch`), the coverage count, the test suite and the benchmark all use this,
//! so they agree on what a scenario is.

use std::path::{Path, PathBuf};

/// The scenario files under `dir`, recursively, in path order.
pub fn scenario_files(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    collect(dir, &mut out)?;
    out.sort();
    Ok(out)
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    if dir.join("pack.toml").is_file() {
        return Ok(());
    }
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            collect(&path, out)?;
        } else if path.extension().is_some_and(|e| e == "toml") {
            out.push(path);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_folders_are_not_scenarios_and_order_is_by_path() {
        let dir = std::env::temp_dir().join(format!("grimoire-files-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("b/packs/p/cards")).unwrap();
        std::fs::create_dir_all(dir.join("a")).unwrap();
        for f in [
            "b/z.toml",
            "a/y.toml",
            "b/packs/p/pack.toml",
            "b/packs/p/cards/c.toml",
            "a/notes.md",
        ] {
            std::fs::write(dir.join(f), "").unwrap();
        }
        let found: Vec<PathBuf> = scenario_files(&dir)
            .unwrap()
            .into_iter()
            .map(|p| p.strip_prefix(&dir).unwrap().to_path_buf())
            .collect();
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(
            found,
            [PathBuf::from("a/y.toml"), PathBuf::from("b/z.toml")]
        );
    }
}
