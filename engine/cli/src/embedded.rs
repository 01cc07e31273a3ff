//! The base game, embedded at build time (see build.rs), so `grimoire` runs with no checkout.

include!(concat!(env!("OUT_DIR"), "/embedded_files.rs"));

/// The base game's files.
pub fn base_game() -> super::files::PackFiles {
    let mut files: Vec<(String, String)> = EMBEDDED
        .iter()
        .map(|(p, s)| (p.to_string(), s.to_string()))
        .collect();
    files.sort();
    super::files::PackFiles {
        root: "<embedded>".into(),
        files,
    }
}
