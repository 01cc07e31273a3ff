//! Packs add keywords without Rust (packs/presage-entrave to Riftbound, keywords of its own
//! invention; packs/debordement to the duel game): `grimoire check` loads each clean, their
//! scenarios (in each pack's scenarios/ folder) match their snapshots under `grimoire test`
//! (tests/test_command.rs), and no name of their keywords appears anywhere under engine/ — the
//! engine learnt nothing about them.

mod common;

use common::*;
use std::path::Path;

const PACKS: [&str; 2] = ["packs/presage-entrave", "packs/debordement"];

#[test]
fn the_packs_check_clean() {
    for pack in PACKS {
        let out = grimoire(&["check", pack]);
        let text = stdout(&out);
        assert_eq!(out.status.code(), Some(0), "{pack}: {text}");
        assert!(text.contains("in 2 pack(s)"), "{pack}: {text}");
    }
}

fn files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable folder") {
        let p = entry.expect("entry").path();
        if p.is_dir() {
            files(&p, out);
        } else {
            out.push(p);
        }
    }
}

#[test]
fn no_name_of_the_pack_keywords_appears_in_the_engine() {
    let engine = Path::new(ROOT).join("engine");
    let mut all = Vec::new();
    files(&engine, &mut all);
    let names = [
        "présage",
        "omen",
        "entrave",
        "shackle",
        "débordement",
        "flanking",
    ];
    let mut found = Vec::new();
    for f in all {
        // This file names them to look for them.
        if f.ends_with("pack_without_rust.rs") {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(&f) else {
            continue;
        };
        let mut lower = text.to_lowercase();
        // The tests that load a pack name its folder (presage-entrave): that names the pack,
        // not one of its keywords.
        for pack in PACKS {
            lower = lower.replace(pack.trim_start_matches("packs/"), "");
        }
        for n in names {
            let whole = lower.match_indices(n).any(|(i, _)| {
                let before = lower[..i].chars().next_back();
                let after = lower[i + n.len()..].chars().next();
                !before.is_some_and(char::is_alphanumeric)
                    && !after.is_some_and(char::is_alphanumeric)
            });
            if whole {
                found.push(format!("{}: {n}", f.display()));
            }
        }
    }
    assert!(found.is_empty(), "named in engine/: {found:?}");
}
