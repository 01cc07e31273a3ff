//! Snapshot files in insta's `.snap` format, read and written the way insta does, so that
//! `grimoire test` and the repository's `cargo test` suite (with `cargo insta review`) agree on
//! the same files: a YAML header between two `---` lines (`source:`, and what else insta
//! wrote), then the pinned text. Contents compare as insta compares them: trailing whitespace
//! trimmed, CRLF read as LF. Updating a snapshot keeps its header, so the two tools do not undo
//! each other's files.
//!
//! Where a scenario's snapshot is: under the `scenarios/` folder holding it, `a/b.toml` pins
//! `a__b.snap` in the `snapshots/` folder beside it, and a first folder named after a game
//! (`riftbound/a.toml`) is kept as a folder (`riftbound/a.snap`). The repository keeps its
//! scenario snapshots in `snapshots/scenarios/` (its `snapshots/` holds other kinds too); a
//! pack keeps them in its own `snapshots/`. A scenario in no `scenarios/` folder is pinned in a
//! `snapshots/` folder beside it (`dir/x.toml` pins `dir/snapshots/x.snap`).

use crate::base::is_repository;
use crate::games::Game;
use std::path::{Component, Path, PathBuf};

/// The `source:` the repository's scenario suite writes: insta names the test file, relative to
/// the workspace.
pub const SUITE_SOURCE: &str = "engine/cli/tests/scenarios.rs";

/// A snapshot file as read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SnapFile {
    /// The header, verbatim, both `---` lines included.
    pub header: String,
    /// The pinned text as written (without the header).
    pub contents: String,
}

impl SnapFile {
    /// Reads a snapshot file; `Ok(None)` when there is none.
    pub fn read(path: &Path) -> std::io::Result<Option<SnapFile>> {
        match std::fs::read_to_string(path) {
            Ok(text) => Ok(Some(SnapFile::parse(&text))),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Splits a snapshot file's text into header and contents. insta's files start with `---`
    /// and the header ends at the next `---` line; an older format (no `---`) ends its header
    /// at the first empty line.
    pub fn parse(text: &str) -> SnapFile {
        let mut lines = text.split_inclusive('\n');
        let mut header = String::new();
        let first = lines.next().unwrap_or_default();
        header.push_str(first);
        let yaml = first.trim_end() == "---";
        if yaml || !first.trim_end().is_empty() {
            for line in lines.by_ref() {
                header.push_str(line);
                let closes = if yaml {
                    line.trim_end() == "---"
                } else {
                    line.trim_end().is_empty()
                };
                if closes {
                    break;
                }
            }
        }
        let contents = text[header.len()..].to_string();
        SnapFile { header, contents }
    }

    /// Whether `text` matches what this file pins, as insta compares text snapshots.
    pub fn matches(&self, text: &str) -> bool {
        normalize(&self.contents) == normalize(text)
    }

    /// The pinned text, normalized.
    pub fn pinned(&self) -> String {
        normalize(&self.contents)
    }

    /// The header a new snapshot gets: `source:` only, as insta writes it.
    pub fn new_header(source: &str) -> String {
        format!("---\nsource: {}\n---\n", yaml_string(source))
    }

    /// The file's text with `text` pinned: the header, then the text normalized and one
    /// newline, as insta writes it.
    pub fn render(header: &str, text: &str) -> String {
        format!("{header}{}\n", normalize(text))
    }

    /// Writes `text` to `path`, keeping the header of the file there, else with `header`.
    pub fn write(path: &Path, text: &str, header: &str) -> std::io::Result<()> {
        let header = match SnapFile::read(path)? {
            Some(old) => old.header,
            None => header.to_string(),
        };
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        std::fs::write(path, SnapFile::render(&header, text))
    }
}

/// Text as insta compares it: trailing whitespace trimmed, CRLF as LF.
pub fn normalize(text: &str) -> String {
    text.trim_end().replace("\r\n", "\n")
}

/// A YAML scalar for a header value: plain when it is a simple path, else double-quoted.
fn yaml_string(s: &str) -> String {
    let plain = !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '/' | '.' | '_' | '-'))
        && !s.starts_with(['-', '.']);
    if plain {
        s.to_string()
    } else {
        serde_json::to_string(s).expect("a string serialises")
    }
}

/// The `scenarios/` folder holding a scenario file, found on its absolute path (so that
/// `a.toml` run from inside the folder is found too), as an absolute path.
pub fn scenarios_folder(scenario: &Path) -> Option<PathBuf> {
    absolute(scenario)
        .ancestors()
        .skip(1)
        .find(|a| a.file_name().is_some_and(|n| n == "scenarios"))
        .map(Path::to_path_buf)
}

/// Where a scenario's snapshot is, and the `source:` a new one gets. A scenario outside any
/// `scenarios/` folder is pinned in a `snapshots/` folder beside it (`dir/x.toml` pins
/// `dir/snapshots/x.snap`), so that any folder of scenarios can be tested. The path is relative
/// to the current folder when the scenario's was. (`Err` is kept for a file without a name.)
pub fn snapshot_of(scenario: &Path) -> Result<(PathBuf, String), String> {
    let Some(folder) = scenarios_folder(scenario) else {
        let name = scenario
            .file_stem()
            .ok_or_else(|| format!("{} names no file", scenario.display()))?;
        let beside = scenario.parent().unwrap_or(Path::new(""));
        let snap = beside
            .join("snapshots")
            .join(format!("{}.snap", name.to_string_lossy()));
        let source = scenario
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        return Ok((snap, source));
    };
    let owner = folder.parent().unwrap_or(Path::new("/"));
    let in_repository = is_repository(owner);
    let mut dir = owner.join("snapshots");
    if in_repository {
        dir = dir.join("scenarios");
    }
    let full = absolute(scenario);
    let rel = full
        .strip_prefix(&folder)
        .expect("an ancestor")
        .with_extension("");
    let mut parts: Vec<String> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().to_string())
        .collect();
    if parts.len() > 1 && Game::from_name(&parts[0]).is_some() {
        dir = dir.join(parts.remove(0));
    }
    let source = if in_repository {
        SUITE_SOURCE.to_string()
    } else {
        // A pack's snapshot names the scenario that pins it, relative to the pack.
        full.strip_prefix(owner)
            .unwrap_or(&full)
            .to_string_lossy()
            .replace('\\', "/")
    };
    let snap = dir.join(format!("{}.snap", parts.join("__")));
    let snap = if scenario.is_absolute() {
        snap
    } else {
        relative(&snap)
    };
    Ok((snap, source))
}

/// `p` made absolute against the current folder, `.` and `..` resolved by name.
fn absolute(p: &Path) -> PathBuf {
    let joined = if p.is_absolute() {
        p.to_path_buf()
    } else {
        std::env::current_dir().unwrap_or_default().join(p)
    };
    let mut out = PathBuf::new();
    for c in joined.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

/// An absolute path written relative to the current folder (`../../snapshots/…`).
pub fn relative(p: &Path) -> PathBuf {
    let here = absolute(Path::new("."));
    let common = here
        .ancestors()
        .find(|a| p.starts_with(a))
        .unwrap_or(Path::new("/"));
    let ups = here.components().count() - common.components().count();
    let mut out: PathBuf = std::iter::repeat_n("..", ups).collect();
    out.push(p.strip_prefix(common).expect("a common ancestor"));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_header_ends_at_the_second_rule_and_contents_compare_trimmed() {
        let f = SnapFile::parse("---\nsource: a.rs\nassertion_line: 73\n---\n# t\nx  \n\n");
        assert_eq!(f.header, "---\nsource: a.rs\nassertion_line: 73\n---\n");
        assert_eq!(f.contents, "# t\nx  \n\n");
        assert!(f.matches("# t\r\nx"));
        assert!(!f.matches("# t\ny"));
        assert_eq!(
            SnapFile::render(&f.header, "# t\nx\n\n"),
            format!("{}# t\nx\n", f.header)
        );
    }

    #[test]
    fn new_headers_quote_what_is_not_a_plain_path() {
        assert_eq!(
            SnapFile::new_header("scenarios/a.toml"),
            "---\nsource: scenarios/a.toml\n---\n"
        );
        assert_eq!(
            SnapFile::new_header("a b: c"),
            "---\nsource: \"a b: c\"\n---\n"
        );
    }

    #[test]
    fn a_scenario_outside_a_scenarios_folder_is_pinned_beside_it() {
        let (p, source) = snapshot_of(Path::new("/tmp/held-out/duel/a.toml")).unwrap();
        assert_eq!(p, Path::new("/tmp/held-out/duel/snapshots/a.snap"));
        assert_eq!(source, "a.toml");
    }

    #[test]
    fn a_pack_scenario_is_pinned_beside_its_scenarios_folder() {
        let (p, source) = snapshot_of(Path::new("/tmp/mod/scenarios/combat/a.toml")).unwrap();
        assert_eq!(p, Path::new("/tmp/mod/snapshots/combat__a.snap"));
        assert_eq!(source, "scenarios/combat/a.toml");
        let (p, _) = snapshot_of(Path::new("/tmp/mod/scenarios/duel/x/a.toml")).unwrap();
        assert_eq!(p, Path::new("/tmp/mod/snapshots/duel/x__a.snap"));
        // Outside a scenarios/ folder: beside the file.
        let (p, _) = snapshot_of(Path::new("/tmp/mod/a.toml")).unwrap();
        assert_eq!(p, Path::new("/tmp/mod/snapshots/a.snap"));
    }
}
