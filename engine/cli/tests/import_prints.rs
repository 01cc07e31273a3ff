//! `grimoire import` reads a gallery as a player would (docs/IMPORT.md, "One card per card"), on
//! tests/fixtures/gallery/prints.json: two invented sets whose prints repeat cards in the ways an
//! export does — an alternate print without its reminder text, one written with other spacing, a
//! card reprinted in the later set, a star and a plain print of a card whose name an earlier
//! card with another text took, a token printed in both sets and a token under two art labels —
//! and whose lines name what the rules cannot activate, a spell's `[Level N][>]` ability, a game
//! action in brackets at a line's start and the double link arrow `[>>]`.

mod common;

use common::{grimoire, snapshot, stderr, stdout};
use serde_json::Value;
use std::path::Path;

const GALLERY: &str = "engine/cli/tests/fixtures/gallery/prints.json";

fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 temporary path")
}

fn import(gallery: &str, out: &Path) -> Value {
    let o = grimoire(&["import", gallery, "--out", path(out), "--json", "--force"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    serde_json::from_str(&stdout(&o)).expect("the report is JSON")
}

/// Every card written, as (code, id), in report order.
fn ids(r: &Value) -> Vec<(String, String)> {
    let mut v = Vec::new();
    for list in ["complete", "script", "unsupported", "unparsed"] {
        for e in r[list].as_array().unwrap() {
            v.push((
                e["code"].as_str().unwrap().to_string(),
                e["id"].as_str().unwrap().to_string(),
            ));
        }
    }
    v.sort();
    v
}

#[test]
fn one_card_per_card_and_one_token_per_token() {
    let dir = tempfile::tempdir().unwrap();
    let r = import(GALLERY, &dir.path().join("p"));
    let n = |k: &str| r["counts"][k].as_u64().unwrap();
    assert_eq!(
        [n("cards"), n("duplicates"), n("tokens"), n("suffixed")],
        [11, 6, 2, 1],
        "{r:#}"
    );
    let merged: Vec<(&str, &str, Vec<&str>)> = r["duplicates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            let differs = m["differs"].as_array().unwrap();
            (
                m["code"].as_str().unwrap(),
                m["same_as"].as_str().unwrap(),
                differs.iter().map(|d| d.as_str().unwrap()).collect(),
            )
        })
        .collect();
    assert_eq!(
        merged,
        [
            ("THB-001a/012", "tidal-sentinel", vec!["reminder text"]),
            ("THB-002a/012", "driftwood-oracle", vec!["text formatting"]),
            ("THB-T03", "squire", vec!["name printed `Squire (SB)`"]),
            // The star and the plain print are one card, named after the first: no `-2`.
            ("TRC-001*/010", "lantern-keeper-trc-001", vec![]),
            ("TRC-002/010", "reef-watcher", vec![]),
            // The token of both sets is one token.
            ("TRC-T01", "coin", vec!["reminder text"]),
        ]
    );
    let cards = ids(&r);
    let with = |id: &str| cards.iter().filter(|(_, i)| i == id).count();
    assert_eq!([with("coin"), with("squire")], [1, 1], "{cards:?}");
    // The earlier card keeps the name; the later one, another text, its first print's code.
    assert!(cards.contains(&("THB-003/012".into(), "lantern-keeper".into())));
    assert!(cards.contains(&("TRC-001/010".into(), "lantern-keeper-trc-001".into())));
    assert!(cards.iter().all(|(_, id)| !id.ends_with("-2")), "{cards:?}");
    // The merged prints are listed above their card.
    let harbor = std::fs::read_to_string(dir.path().join("p/cards/test-harbor.toml")).unwrap();
    assert!(
        harbor.contains("# THB-001/012 · Test Harbor · Common\n# also printed as THB-001a/012\n"),
        "{harbor}"
    );
    assert!(harbor.contains("name = \"Squire\""), "{harbor}");
    // The counts of each set.
    let reach = &r["sets"]["test-reach"];
    assert_eq!(
        [&reach["cards"], &reach["merged"], &reach["suffixed"]],
        [1, 3, 1],
        "{r:#}"
    );
}

#[test]
fn ids_are_the_same_from_one_import_to_the_next() {
    let dir = tempfile::tempdir().unwrap();
    let first = ids(&import(GALLERY, &dir.path().join("a")));
    let again = ids(&import(GALLERY, &dir.path().join("a")));
    let elsewhere = ids(&import(GALLERY, &dir.path().join("b")));
    assert_eq!(first, again);
    assert_eq!(first, elsewhere);
    // A later set added to the gallery changes no id of the earlier one.
    let src = std::fs::read_to_string(Path::new(common::ROOT).join(GALLERY)).unwrap();
    let mut g: Value = serde_json::from_str(&src).unwrap();
    g["cards"]
        .as_array_mut()
        .unwrap()
        .retain(|c| c["setId"] == "THB");
    let harbor_only = dir.path().join("harbor.json");
    std::fs::write(&harbor_only, g.to_string()).unwrap();
    let alone = ids(&import(path(&harbor_only), &dir.path().join("c")));
    let harbor: Vec<_> = first
        .into_iter()
        .filter(|(code, _)| code.starts_with("THB"))
        .collect();
    assert_eq!(alone, harbor);
}

#[test]
fn every_line_is_sorted_right() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("p");
    let r = import(GALLERY, &out);
    // What the rules cannot activate is said so, and asks for no function.
    let unsupported: Vec<(&str, &str)> = r["unsupported"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["id"].as_str().unwrap(), e["why"][0].as_str().unwrap()))
        .collect();
    assert_eq!(unsupported.len(), 2, "{r:#}");
    assert_eq!(unsupported[0].0, "reef-watcher");
    assert!(
        unsupported[0].1.contains("no timing"),
        "{}",
        unsupported[0].1
    );
    assert_eq!(unsupported[1].0, "coin");
    assert!(
        unsupported[1].1.contains("a cost in words (`Kill this`)"),
        "{}",
        unsupported[1].1
    );
    // A game action in brackets opens a line that loads; `[>>]` links as `[>]` does.
    assert_eq!(r["counts"]["unparsed"], 0, "{r:#}");
    let complete: Vec<&str> = r["complete"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap())
        .collect();
    assert!(complete.contains(&"kelp-brute"), "{complete:?}");
    // A spell's `[Level N][>]` ability is required: missing, the pack does not load.
    let seer = r["script"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"] == "brine-seer")
        .expect("brine-seer needs a script");
    assert_eq!(seer["required"], serde_json::json!(["level"]), "{seer}");
    let script = out.join("scripts/cards/brine-seer.rhai");
    std::fs::create_dir_all(script.parent().unwrap()).unwrap();
    std::fs::write(&script, "fn resolve(ctx) { }\n").unwrap();
    import(GALLERY, &out);
    let o = grimoire(&["check", path(&out)]);
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    assert!(stdout(&o).contains("`fn level(ctx)`"), "{}", stdout(&o));
    std::fs::write(&script, "fn level(ctx) { ctx.draw(1); }\n").unwrap();
    import(GALLERY, &out);
    let o = grimoire(&["check", path(&out)]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
}

#[test]
fn the_report_of_the_prints() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("p");
    let o = grimoire(&["import", GALLERY, "--out", path(&out)]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    snapshot(
        "import_prints_report",
        &stdout(&o).replace(path(&out), "OUT"),
    );
}
