//! The JSON Schema of card files (`grimoire schema`) accepts what the loader accepts: every
//! card file of the repository validates (the two fixtures made to fail on a field excepted,
//! which it refuses), and cards written to test one field each are accepted or refused by both
//! the loader and the schema alike. Card text and scripts are beyond a schema: the loader's.

mod common;

use grimoire::core::Ruleset;
use grimoire::core::content::{PackFiles, load};
use grimoire::core::script::ScriptHost;
use grimoire::duel::Duel;
use grimoire::riftbound::Riftbound;
use serde_json::Value;
use std::path::{Path, PathBuf};

/// Card files made to fail on one of their fields, which the schema refuses too.
const REFUSED_FILES: &[&str] = &[
    "engine/cli/tests/fixtures/bad-cost/cards/cards.toml",
    "engine/cli/tests/fixtures/bad-key/cards/cards.toml",
    "engine/cli/tests/fixtures/mistakes/domains-as-text/cards/cards.toml",
    "engine/cli/tests/fixtures/mistakes/might-as-text/cards/cards.toml",
];

fn validator(game: &str) -> jsonschema::Validator {
    let schema = match game {
        "duel" => Duel::card_schema(),
        _ => Riftbound::card_schema(),
    };
    jsonschema::validator_for(&schema).expect("a valid JSON Schema")
}

/// A card file's TOML as the JSON a TOML editor validates.
fn json_of(toml_text: &str) -> Value {
    let v: toml::Value = toml::from_str(toml_text).expect("TOML");
    serde_json::to_value(v).expect("JSON")
}

/// The schema's errors for a card file, one a line.
fn schema_errors(game: &str, toml_text: &str) -> Vec<String> {
    let instance = json_of(toml_text);
    validator(game)
        .iter_errors(&instance)
        .map(|e| format!("{}: {e}", e.instance_path()))
        .collect()
}

/// Every `*.toml` under a `cards` folder of the repository.
fn card_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let path = e.path();
        let name = e.file_name();
        if name == "target" || name == ".git" {
            continue;
        }
        if path.is_dir() {
            card_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "toml")
            && path.components().any(|c| c.as_os_str() == "cards")
        {
            out.push(path);
        }
    }
}

/// The game of a card file: its pack's (`game`, else the base game it depends on), or the base
/// game's folder (`cards/<game>/`).
fn game_of(file: &Path, root: &Path) -> String {
    for dir in file.ancestors().skip(1) {
        if dir == root {
            break;
        }
        let Ok(text) = std::fs::read_to_string(dir.join("pack.toml")) else {
            continue;
        };
        let m: toml::Value = toml::from_str(&text).expect("pack.toml");
        if let Some(g) = m.get("game").and_then(|g| g.as_str()) {
            return g.to_string();
        }
        let depends = m.get("depends").and_then(|d| d.as_array());
        let duel = depends.is_some_and(|d| d.iter().any(|x| x.as_str() == Some("duel")));
        return if duel { "duel" } else { "riftbound" }.to_string();
    }
    let rel = file.strip_prefix(root).expect("inside the repository");
    let mut parts = rel.components().map(|c| c.as_os_str().to_string_lossy());
    match (parts.next().as_deref(), parts.next()) {
        (Some("cards"), Some(game)) => game.to_string(),
        _ => panic!("no game for {}", rel.display()),
    }
}

#[test]
fn every_card_file_of_the_repository_validates() {
    let root = Path::new(common::ROOT)
        .canonicalize()
        .expect("the repository");
    let mut files = Vec::new();
    card_files(&root, &mut files);
    files.sort();
    assert!(files.len() > 40, "{} card files found", files.len());
    let mut refused = Vec::new();
    for file in &files {
        let rel = file
            .strip_prefix(&root)
            .expect("inside")
            .to_string_lossy()
            .replace('\\', "/");
        let text = std::fs::read_to_string(file).expect("a card file");
        let errors = schema_errors(&game_of(file, &root), &text);
        if REFUSED_FILES.contains(&rel.as_str()) {
            assert!(!errors.is_empty(), "{rel} should be refused");
            refused.push(rel);
        } else {
            assert!(errors.is_empty(), "{rel}:\n{}", errors.join("\n"));
        }
    }
    assert_eq!(refused.len(), REFUSED_FILES.len(), "{refused:?}");
}

/// Whether the loader accepts `card` (the fields of one `[[card]]`) in a pack on top of the
/// base game `R`.
fn loads<R: Ruleset>(card: &str) -> bool {
    let root = Path::new(common::ROOT);
    let base = PackFiles::read_base(root, R::NAME).expect("the base game");
    let pack = PackFiles {
        root: "case".into(),
        layout: Default::default(),
        files: vec![
            (
                "pack.toml".into(),
                format!("name = \"case\"\ndepends = [\"{}\"]\n", R::NAME),
            ),
            ("cards/case.toml".into(), format!("[[card]]\n{card}")),
        ],
    };
    let host = ScriptHost::<R>::new();
    load::<R>(vec![base, pack], host.engine()).is_ok()
}

/// Each case: the loader and the schema agree, and on what the case says.
fn agree<R: Ruleset>(game: &str, cases: &[(bool, &str)]) {
    for (accepted, card) in cases {
        let file = format!("[[card]]\n{card}");
        assert_eq!(loads::<R>(card), *accepted, "loader, {game}:\n{card}");
        let errors = schema_errors(game, &file);
        assert_eq!(
            errors.is_empty(),
            *accepted,
            "schema, {game}:\n{card}\n{errors:?}"
        );
    }
}

#[test]
fn riftbound_cards_are_accepted_or_refused_by_both() {
    let unit = "id = \"case\"\nname = \"Case\"\ntype = \"unit\"\nmight = 2\n";
    let with = |extra: &str| format!("{unit}{extra}");
    let cases: Vec<(bool, String)> = vec![
        (true, with("cost = \"[2][R]\"\n")),
        // The gallery's notation, whitespace between symbols, leading zeros, the empty cost.
        (true, with("cost = \":rb_energy_2::rb_rune_fury:\"\n")),
        (true, with("cost = \" [1] :rb_rune_rainbow:\\t[C] \"\n")),
        (true, with("cost = \"[007]\"\n")),
        (true, with("cost = \"\"\n")),
        // A domain given twice: the loader does not refuse it, so neither does the schema.
        (true, with("domains = [\"fury\", \"fury\"]\n")),
        (
            true,
            "id = \"g\"\nname = \"G\"\ntype = \"gear\"\nmight = 1\n".into(),
        ),
        (false, with("cost = \"[256]\"\n")),
        (false, with("cost = \"[+1]\"\n")),
        (false, with("cost = \"[X]\"\n")),
        (false, with("cost = \":rb_energy_:\"\n")),
        (false, with("cost = \":rb_rune_purple:\"\n")),
        (false, with("cost = \"2\"\n")),
        (false, with("domains = [\"purple\"]\n")),
        (false, with("supertypes = [\"legendary\"]\n")),
        (false, with("lang = \"de\"\n")),
        (false, with("cots = \"[2]\"\n")),
        (false, unit.replace("id = \"case\"", "id = \"Case\"")),
        (false, unit.replace("might = 2\n", "")),
        (false, unit.replace("\"unit\"", "\"spell\"")),
        (false, unit.replace("\"unit\"", "\"creature\"")),
    ];
    let cases: Vec<(bool, &str)> = cases.iter().map(|(a, c)| (*a, c.as_str())).collect();
    agree::<Riftbound>("riftbound", &cases);
}

#[test]
fn duel_cards_are_accepted_or_refused_by_both() {
    let creature =
        "id = \"case\"\nname = \"Case\"\ntype = \"creature\"\npower = 2\ntoughness = 2\n";
    let with = |extra: &str| format!("{creature}{extra}");
    let land = "id = \"terrain\"\nname = \"Terrain\"\ntype = \"land\"\n";
    let cases: Vec<(bool, String)> = vec![
        (true, with("cost = \"{2}{R}\"\n")),
        (true, with("cost = \" {X}{X} {G}{C} \"\n")),
        (true, with("cost = \"{0}\"\n")),
        (true, land.into()),
        (false, with("cost = \"{256}\"\n")),
        (false, with("cost = \"{T}\"\n")),
        (false, with("cost = \"{RG}\"\n")),
        (false, with("cost = \"2R\"\n")),
        (false, format!("{land}cost = \"{{1}}\"\n")),
        (false, format!("{land}power = 1\n")),
        (false, creature.replace("toughness = 2\n", "")),
        (false, creature.replace("\"creature\"", "\"planeswalker\"")),
        (false, with("subtype = [\"Humain\"]\n")),
    ];
    let cases: Vec<(bool, &str)> = cases.iter().map(|(a, c)| (*a, c.as_str())).collect();
    agree::<Duel>("duel", &cases);
}
