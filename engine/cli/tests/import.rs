//! `grimoire import` (docs/IMPORT.md) on gallery files written for these tests
//! (tests/fixtures/gallery/: invented cards, no real card data): the report's counts and lists,
//! the pack it writes — the cards that cannot be played yet kept in pending/, which the loader
//! does not read —, `grimoire check` passing on a fresh import, a deck naming a pending card
//! told why, a card brought into cards/ by a re-import once its script exists, the reasons of
//! the cards that do not load at their place in unparsed.toml, re-importing with `--force`, and a
//! gallery file that is not JSON; import_decks.rs plays the imported cards.

mod common;

use common::{ROOT, grimoire, snapshot, stderr, stdout};
use serde_json::Value;
use std::path::Path;

const GALLERY: &str = "engine/cli/tests/fixtures/gallery/cards.json";

fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 temporary path")
}

fn import_json(out: &Path, extra: &[&str]) -> Value {
    let mut args = vec!["import", GALLERY, "--out", path(out), "--json"];
    args.extend(extra);
    let o = grimoire(&args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    serde_json::from_str(&stdout(&o)).expect("the report is JSON")
}

fn ids(list: &Value) -> Vec<&str> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap())
        .collect()
}

#[test]
fn the_report_sorts_every_card() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("txp");
    let r = import_json(&out, &[]);
    let counts = &r["counts"];
    let n = |k: &str| counts[k].as_u64().unwrap();
    assert_eq!(
        [
            n("cards"),
            n("complete"),
            n("script"),
            n("unsupported"),
            n("unparsed"),
            n("duplicates"),
            n("skipped"),
            n("loaded"),
            n("pending"),
        ],
        [15, 5, 5, 1, 4, 1, 1, 5, 6],
        "{r:#}"
    );
    assert_eq!(
        ids(&r["complete"]),
        [
            "cinder-recruit",
            "bastion-sentry",
            "tidewatch-blade",
            "fury-rune",
            "recruit"
        ]
    );
    let script = r["script"].as_array().unwrap();
    let needs: Vec<(&str, Vec<&str>, Vec<&str>)> = script
        .iter()
        .map(|e| {
            let names = |k: &str| -> Vec<&str> {
                e[k].as_array()
                    .unwrap()
                    .iter()
                    .map(|f| f.as_str().unwrap())
                    .collect()
            };
            (
                e["id"].as_str().unwrap(),
                names("required"),
                names("suggested"),
            )
        })
        .collect();
    assert_eq!(
        needs,
        [
            ("ashen-courier", vec!["deathknell"], vec!["when_played"]),
            ("spark-volley", vec!["resolve"], vec![]),
            ("ember-reliquary", vec!["equip_pay"], vec![]),
            ("salt-ash-ridge", vec![], vec!["when_conquers"]),
            // 377.1: an ability printed with a cost and no keyword runs `activated`, the next
            // `activated_2`; a cost part in words the effect language reads ("Spend 1 XP",
            // 730.2) needs no `activated_2_pay` (818.1.c.3), a condition on using it is told by
            // `activated_2_condition` (377.2.b). The first one's effect ("Play a 1 :rb_might:
            // Recruit unit token.") the effect language reads.
            (
                "warden-of-embers",
                vec!["activated_2"],
                vec!["activated_2_condition"]
            ),
        ]
    );
    assert_eq!(ids(&r["unsupported"]), ["ember-lookout"]);
    assert_eq!(
        ids(&r["unparsed"]),
        [
            "gloom-oracle",
            "misprinted-herald",
            "rift-bender",
            "mystery-relic"
        ]
    );
    assert_eq!(r["duplicates"][0]["code"], "TXP-001a/015");
    assert_eq!(r["skipped"][0]["reason"], "no `name`");

    // The pack says its language; the text is kept as printed, gallery symbols included.
    let manifest = std::fs::read_to_string(out.join("pack.toml")).unwrap();
    assert!(manifest.contains("lang = \"en\""), "{manifest}");
    assert!(manifest.contains("depends = [\"riftbound\"]"), "{manifest}");
    let cards = std::fs::read_to_string(out.join("cards/test-expedition.toml")).unwrap();
    assert!(
        cards.contains("[Equip] :rb_rune_calm: (:rb_rune_calm:: Attach this"),
        "{cards}"
    );
    assert!(!cards.contains("gloom-oracle"), "{cards}");
    // The cards needing a script, and the one the rules cannot play, wait in pending/.
    assert!(!cards.contains("spark-volley"), "{cards}");
    assert!(!cards.contains("warden-of-embers"), "{cards}");
    assert!(!cards.contains("ember-lookout"), "{cards}");
    let pending = std::fs::read_to_string(out.join("pending/test-expedition.toml")).unwrap();
    assert!(pending.contains("name = \"Salt & Ash Ridge\""), "{pending}");
    assert!(pending.contains("script = \"cards/spark-volley.rhai\""));
    assert!(
        pending.contains("# pending: its script scripts/cards/spark-volley.rhai does not exist"),
        "{pending}"
    );
    assert!(
        pending.contains(
            "# pending: the rules cannot play it: line 1: a triggered ability on an event"
        ),
        "{pending}"
    );
    for e in r["script"].as_array().unwrap() {
        assert_eq!(e["file"], "pending/test-expedition.toml", "{e}");
        assert_eq!(e["loaded"], false, "{e}");
        assert_eq!(e["script_found"], false, "{e}");
    }
    assert_eq!(r["complete"][0]["file"], "cards/test-expedition.toml");
}

#[test]
fn reasons_point_into_unparsed_toml() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("txp");
    let r = import_json(&out, &[]);
    let unparsed = std::fs::read_to_string(out.join("unparsed.toml")).unwrap();
    let lines: Vec<&str> = unparsed.lines().collect();
    let expected = [
        (
            "gloom-oracle",
            "unknown keyword `[Frobnicate]`",
            "[Frobnicate 2]",
        ),
        (
            "misprinted-herald",
            "unknown symbol `:rb_migth:`",
            ":rb_migth:",
        ),
        ("rift-bender", "text follows `Assault`", "and more"),
        ("mystery-relic", "unknown card type `relic`", "\"relic\""),
    ];
    for (entry, (id, message, at)) in r["unparsed"].as_array().unwrap().iter().zip(expected) {
        assert_eq!(entry["id"], id);
        let e = &entry["errors"][0];
        assert!(e["message"].as_str().unwrap().contains(message), "{e}");
        assert!(
            e["file"].as_str().unwrap().ends_with("unparsed.toml"),
            "{e}"
        );
        let line = lines[e["line"].as_u64().unwrap() as usize - 1];
        let col = e["col"].as_u64().unwrap() as usize - 1;
        let from: String = line.chars().skip(col).collect();
        // The position is on the card's line, at or before what is wrong.
        assert!(from.contains(at), "{id}: `{from}` should hold `{at}`");
        // The file repeats why above the card.
        assert!(unparsed.contains(&format!(
            "# does not load: {}",
            e["message"].as_str().unwrap()
        )));
    }
}

/// A deck of the base game, one of its entries replaced by `card`.
fn deck_naming(card: &str) -> String {
    let base =
        std::fs::read_to_string(Path::new(ROOT).join("decks/riftbound/pirates-de-fureur.toml"))
            .unwrap();
    base.replace("fendoir = 3", &format!("{card} = 3"))
}

#[test]
fn check_passes_on_a_fresh_import_and_a_script_brings_its_card_in() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("txp");
    let r = import_json(&out, &[]);
    let o = grimoire(&["check", path(&out)]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    assert!(stdout(&o).contains("in 3 pack(s)"), "{}", stdout(&o));

    // A pending card is not loaded: a deck naming it is told where it waits, and why.
    std::fs::create_dir_all(out.join("decks")).unwrap();
    let deck = out.join("decks/volley.toml");
    std::fs::write(&deck, deck_naming("spark-volley")).unwrap();
    let o = grimoire(&["check", path(&out)]);
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    let report = stdout(&o);
    let pending = out.join("pending/test-expedition.toml");
    assert!(
        report.contains(&format!(
            "error: `spark-volley` is not playable yet: the import kept it in {}, which the pack \
             does not load",
            pending.display()
        )),
        "{report}"
    );
    assert!(
        report.contains(
            "help: its script scripts/cards/spark-volley.rhai does not exist yet. Write that \
             script, then import again with --force"
        ),
        "{report}"
    );
    assert!(report.contains("1 error(s)"), "{report}");
    std::fs::remove_file(&deck).unwrap();

    // The smallest scripts that hold the functions the report lists; imported again, their
    // cards move from pending/ to cards/ (the card the rules cannot play stays).
    for e in r["script"].as_array().unwrap() {
        let file = out.join("scripts").join(e["script"].as_str().unwrap());
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        let mut src = String::new();
        for list in ["required", "suggested"] {
            for f in e[list].as_array().unwrap() {
                src.push_str(&format!("fn {}(ctx) {{ }}\n", f.as_str().unwrap()));
            }
        }
        std::fs::write(file, src).unwrap();
    }
    let again = import_json(&out, &["--force"]);
    assert_eq!(
        [&again["counts"]["loaded"], &again["counts"]["pending"]],
        [10, 1],
        "{again:#}"
    );
    for e in again["script"].as_array().unwrap() {
        assert_eq!(
            (&e["file"], &e["script_found"]),
            (&"cards/test-expedition.toml".into(), &true.into()),
            "{e}"
        );
    }
    let pending = std::fs::read_to_string(&pending).unwrap();
    assert!(!pending.contains("spark-volley"), "{pending}");
    assert!(pending.contains("ember-lookout"), "{pending}");
    assert!(!pending.contains("warden-of-embers"), "{pending}");
    let o = grimoire(&["check", path(&out)]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));

    // A required function missing is the loader's error, naming it.
    let courier = out.join("scripts/cards/ashen-courier.rhai");
    std::fs::write(&courier, "fn when_played(ctx) { }\n").unwrap();
    let o = grimoire(&["check", path(&out)]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stdout(&o).contains("`fn deathknell(ctx)`"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn importing_again_needs_force_and_keeps_the_scripts() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("txp");
    import_json(&out, &[]);
    let script = out.join("scripts/cards/spark-volley.rhai");
    std::fs::create_dir_all(script.parent().unwrap()).unwrap();
    std::fs::write(&script, "fn resolve(ctx) { }\n").unwrap();
    let o = grimoire(&["import", GALLERY, "--out", path(&out)]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--force"), "{}", stderr(&o));
    let r = import_json(&out, &["--force", "--name", "expedition"]);
    assert_eq!(r["pack"], "expedition");
    assert!(script.is_file(), "the script was kept");
    let manifest = std::fs::read_to_string(out.join("pack.toml")).unwrap();
    assert!(manifest.contains("name = \"expedition\""), "{manifest}");

    // A card moved by hand into a cards file of the pack's own is the designer's: imported
    // again, it is not written a second time.
    let pending = out.join("pending/test-expedition.toml");
    let text = std::fs::read_to_string(&pending).unwrap();
    let at = text.find("# TXP-015/015").expect("ember-lookout waits");
    let card = &text[at..];
    let card = &card[..card[1..].find("\n# TXP").map_or(card.len(), |e| e + 1)];
    assert!(card.contains("id = \"ember-lookout\""), "{card}");
    std::fs::write(out.join("cards/mine.toml"), card).unwrap();
    let r = import_json(&out, &["--force"]);
    assert_eq!(r["own"][0]["id"], "ember-lookout", "{r:#}");
    assert_eq!(r["counts"]["unsupported"], 0, "{r:#}");
    let text = std::fs::read_to_string(&pending).unwrap();
    assert!(!text.contains("ember-lookout"), "{text}");
    assert!(
        out.join("cards/mine.toml").is_file(),
        "the pack's own file is kept"
    );
    // Moved without a script, its line — one the effect language does not read — would do
    // nothing in play: the loader says so at the line.
    let o = grimoire(&["check", path(&out)]);
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    assert!(
        stdout(&o).contains("nothing performs this line of card `ember-lookout`"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn a_gallery_that_is_not_json_is_located() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "{\"cards\": [\n  {\"name\": \"A\",}\n]}\n").unwrap();
    let o = grimoire(&["import", path(&bad), "--out", path(&dir.path().join("p"))]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.starts_with(&format!("{}:2:", bad.display())), "{err}");
    assert!(!dir.path().join("p").exists(), "nothing written");
}

#[test]
fn the_text_report() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("txp");
    let o = grimoire(&["import", GALLERY, "--out", path(&out)]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o).replace(path(&out), "OUT");
    assert!(Path::new(ROOT).join(GALLERY).is_file());
    snapshot("import_report", &text);
}

/// The invented cards of a later set (tests/fixtures/gallery/later-style.json: Hunt, Level, XP
/// gained and spent, Weaponmaster, Ambush, Backline, Unique, equipment, recalls, heals,
/// banishments, the end of a combat): every one loads and none is left to a part of its text
/// the rules cannot play; the pack checks clean.
#[test]
fn a_later_set_imports_with_nothing_the_rules_cannot_play() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("later");
    let gallery = "engine/cli/tests/fixtures/gallery/later-style.json";
    let o = grimoire(&["import", gallery, "--out", path(&out), "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let r: Value = serde_json::from_str(&stdout(&o)).expect("the report is JSON");
    let counts = &r["counts"];
    assert_eq!(counts["cards"], 59, "{counts}");
    assert_eq!(counts["unsupported"], 0, "{:#}", r["unsupported"]);
    assert_eq!(counts["unparsed"], 0, "{:#}", r["unparsed"]);
    // What the effect language reads of them today (docs/IMPORT.md): never fewer.
    assert!(counts["complete"].as_u64().unwrap() >= 52, "{counts}");
    let o = grimoire(&["check", path(&out)]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
}
