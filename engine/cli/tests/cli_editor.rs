//! Editor support through the `grimoire` binary: `schema` (JSON Schema of card files, for TOML
//! editors) and `defs` (Rhai definition files of the card API, for the Rhai language server).

mod common;

use common::*;

/// The keys of `content::card_file::CardDef`, as written in TOML. Keep in step with that
/// struct: a key added there and not here (or in the schema) fails this test.
const CARD_KEYS: &[&str] = &[
    "id",
    "name",
    "name_en",
    "name_fr",
    "type",
    "domains",
    "cost",
    "might",
    "tags",
    "supertypes",
    "text",
    "effect_text",
    "script",
    "lang",
    "overrides",
];

#[test]
fn schema_is_json_and_lists_exactly_the_card_keys() {
    let out = grimoire(&["schema"]);
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("valid JSON");
    assert_eq!(v["$schema"], "https://json-schema.org/draft/2020-12/schema");
    let card = &v["properties"]["card"]["items"];
    assert_eq!(card["additionalProperties"], false);
    let mut keys: Vec<&str> = card["properties"]
        .as_object()
        .expect("card properties")
        .keys()
        .map(|k| k.as_str())
        .collect();
    keys.sort();
    let mut expected = CARD_KEYS.to_vec();
    expected.sort();
    assert_eq!(keys, expected);
    assert_eq!(card["required"], serde_json::json!(["id", "name", "type"]));
    assert_eq!(
        card["properties"]["type"]["enum"],
        serde_json::json!(["unit", "spell", "gear", "legend", "battlefield", "rune"])
    );
    assert_eq!(
        card["properties"]["domains"]["items"]["enum"],
        serde_json::json!(["fury", "calm", "mind", "body", "chaos", "order"])
    );
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../snapshots/cli"),
    );
    settings.set_prepend_module_to_snapshot(false);
    let text = String::from_utf8(out.stdout).expect("utf-8");
    settings.bind(|| insta::assert_snapshot!("schema", text));
}

/// CARD_KEYS is the real key list: every key appears in the base game's cards or is accepted
/// by the loader (a card file using them all loads).
#[test]
fn a_card_using_every_key_of_the_list_loads() {
    let out = grimoire(&["check", "engine/cli/tests/fixtures/every-key"]);
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert_eq!(out.status.code(), Some(0), "{text}");
    let cards = std::fs::read_to_string(
        std::path::Path::new(ROOT).join("engine/cli/tests/fixtures/every-key/cards/cards.toml"),
    )
    .expect("fixture");
    for key in CARD_KEYS {
        assert!(
            cards.lines().any(|l| l.starts_with(&format!("{key} ="))),
            "the fixture does not use `{key}`"
        );
    }
}

#[test]
fn defs_writes_the_card_api() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = grimoire(&["defs", dir.path().to_str().expect("utf-8 path")]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut all = String::new();
    for entry in std::fs::read_dir(dir.path()).expect("written") {
        let path = entry.expect("entry").path();
        assert!(
            path.to_string_lossy().ends_with(".d.rhai"),
            "{}",
            path.display()
        );
        all += &std::fs::read_to_string(&path).expect("readable");
    }
    // Parameters named, with the reference's line above (code::lint::docs).
    assert!(
        all.contains("fn deal_damage(ctx: Ctx, id: int, n: int) -> ();"),
        "{all}"
    );
    assert!(all.contains("fn choose_unit(ctx: Ctx, filter: string) -> int;"));
    assert!(all.contains("/// the controller draws n cards\nfn draw(ctx: Ctx, n: int) -> ();"));
    assert!(all.contains("fn get me(ctx: Ctx) -> int;"));
    // Every definition has a return type (the null variants have no signature of their own).
    assert!(!all.contains("-> ;"), "{all}");
    assert!(!all.contains("(_: ?, _: ?)"), "{all}");
    assert!(
        !all.contains("EvalAltResult"),
        "Rhai's broken return types are fixed"
    );
}
