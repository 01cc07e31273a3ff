//! Decks of imported cards (docs/IMPORT.md, "Playing the imported cards"): the complete cards
//! of a fresh import of an invented gallery (tests/fixtures/gallery/duel-kit.json: no real card
//! data) make two legal decks that simulate; a pending card named in a deck is refused with why.

mod common;

use common::{grimoire, stderr, stdout};
use serde_json::Value;
use std::path::Path;

fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 temporary path")
}

/// Two decks of the complete cards of a fresh import (duel-kit.json: legends, champions,
/// battlefields and runes without text or with keywords only) play 50 checked games; the
/// import's pending cards stay out.
#[test]
fn decks_of_imported_cards_simulate() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("kit");
    let o = grimoire(&[
        "import",
        "engine/cli/tests/fixtures/gallery/duel-kit.json",
        "--out",
        path(&out),
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let r: Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(
        [&r["counts"]["loaded"], &r["counts"]["pending"]],
        [39, 1],
        "{r:#}"
    );
    let deck = |name: &str,
                legend: &str,
                champion: &str,
                fields: &str,
                units: &[&str],
                runes: [&str; 2]| {
        let mut s = format!(
            "name = \"{name}\"\nlegend = \"{legend}\"\nchampion = \"{champion}\"\n\
             battlefields = [{fields}]\n\n[main]\n{champion} = 2\n"
        );
        for u in units {
            s.push_str(&format!("{u} = 3\n"));
        }
        s.push_str(&format!("\n[runes]\n{} = 6\n{} = 6\n", runes[0], runes[1]));
        s
    };
    std::fs::create_dir_all(out.join("decks")).unwrap();
    let ember = deck(
        "Ember",
        "ember-matriarch",
        "matriarch-kindled",
        "\"cracked-mesa\", \"tidal-steps\", \"hollow-spire\"",
        &[
            "cinder-pup",
            // « When you play me, draw 1. »: read by the effect language, no script.
            "ember-herald",
            "kiln-guard",
            "spark-tender",
            "coal-brute",
            "flare-scout",
            "smelter",
            "reed-monk",
            "still-warden",
            "pond-keeper",
            "moss-sage",
            "dew-archer",
            "quiet-ferryman",
        ],
        ["fury-rune", "calm-rune"],
    );
    let gale = deck(
        "Gale",
        "gale-cartographer",
        "cartographer-aloft",
        "\"tidal-steps\", \"hollow-spire\", \"amber-ford\"",
        &[
            "ink-adept",
            "rune-scholar",
            "lens-grinder",
            "chart-reader",
            "star-counter",
            "quill-mage",
            "map-seer",
            "gate-sergeant",
            "toll-clerk",
            "wall-mason",
            "road-marshal",
            "seal-bearer",
            "ledger-knight",
        ],
        ["mind-rune", "order-rune"],
    );
    std::fs::write(out.join("decks/ember.toml"), &ember).unwrap();
    std::fs::write(out.join("decks/gale.toml"), gale).unwrap();
    let o = grimoire(&["check", path(&out)]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let o = grimoire(&[
        "simulate",
        "--decks",
        "ember,gale",
        "--games",
        "50",
        "--seed",
        "1",
        "--check",
        "--pack",
        path(&out),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
    assert!(
        stdout(&o).contains("50 games (seeds 1 to 50), ember vs gale"),
        "{}",
        stdout(&o)
    );

    // A pending card named in a deck: refused, with why, by simulate as by check.
    std::fs::write(
        out.join("decks/ember.toml"),
        ember.replace("smelter = 3", "tollkeepers-lamp = 3"),
    )
    .unwrap();
    let o = grimoire(&[
        "simulate",
        "--decks",
        "ember,gale",
        "--games",
        "1",
        "--pack",
        path(&out),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("`tollkeepers-lamp` is not playable yet")
            && stderr(&o).contains(
                "help: its script scripts/cards/tollkeepers-lamp.rhai does not exist yet"
            ),
        "{}",
        stderr(&o)
    );
}
