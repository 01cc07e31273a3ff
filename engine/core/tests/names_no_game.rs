//! The core names no game: no game's terms, and no keyword of any game's glossary, anywhere in
//! its source — code, strings and comments alike, its unit tests and their data included (they
//! use invented names). A game's words belong to its ruleset crate and its
//! data.

use std::path::{Path, PathBuf};

/// Terms of the games this repository holds, as whole words, in any case.
const GAME_TERMS: &[&str] = &[
    "battlefield",
    "battlefields",
    "rune",
    "runes",
    "might",
    "showdown",
    "showdowns",
    "conquer",
    "conquers",
    "hold",
    "holds",
    "xp",
    "point",
    "points",
    "domain",
    "domains",
    "legend",
    "legends",
    "champion",
    "champions",
    "riftbound",
    "life",
    "mana",
    "creature",
    "creatures",
    "graveyard",
];

/// Keyword names that are also everyday words the core uses in their everyday sense (an
/// action a player takes, a hidden zone, a unique label…); every other keyword name of every
/// glossary is banned.
const EVERYDAY_WORDS: &[&str] = &[
    "action",
    "hidden",
    "reaction",
    "repeat",
    "level",
    "unique",
    "protection",
    "temporary",
    "shield",
    "vision",
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable source folder") {
        let p = entry.expect("entry").path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// Every keyword name (French and English) and id of every game's glossary, lowercase.
fn keyword_names() -> Vec<String> {
    let mut names = Vec::new();
    for game in std::fs::read_dir(root().join("grammar")).expect("grammar/") {
        let path = game.expect("entry").path().join("glossary.toml");
        let Ok(src) = std::fs::read_to_string(&path) else {
            continue;
        };
        let table: toml::Table = src.parse().expect("a glossary parses");
        for k in table
            .get("keyword")
            .and_then(|k| k.as_array())
            .into_iter()
            .flatten()
        {
            for field in ["id", "fr", "en"] {
                if let Some(n) = k.get(field).and_then(|v| v.as_str()) {
                    names.push(n.to_lowercase());
                }
            }
        }
    }
    names.retain(|n| !EVERYDAY_WORDS.contains(&n.as_str()));
    names.sort();
    names.dedup();
    names
}

/// Whether `needle` (lowercase) occurs in `hay` (lowercase) as a whole word or phrase.
fn has_word(hay: &str, needle: &str) -> bool {
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    hay.match_indices(needle).any(|(i, _)| {
        let before = hay[..i].chars().next_back();
        let after = hay[i + needle.len()..].chars().next();
        !before.is_some_and(is_word) && !after.is_some_and(is_word)
    })
}

#[test]
fn the_core_source_names_no_game_term_and_no_keyword() {
    let mut files = Vec::new();
    // src/ only: tests/ holds the toy game, a ruleset with words of its own.
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    files.sort();
    let keywords = keyword_names();
    assert!(
        keywords.len() > 20,
        "the glossaries were read: {keywords:?}"
    );
    let mut found = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable");
        for (i, line) in text.lines().enumerate() {
            let lower = line.to_lowercase();
            for word in GAME_TERMS
                .iter()
                .copied()
                .chain(keywords.iter().map(String::as_str))
            {
                if has_word(&lower, word) {
                    found.push(format!("{}:{}: `{word}`: {line}", f.display(), i + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "the core names a game's words:\n{}",
        found.join("\n")
    );
}
