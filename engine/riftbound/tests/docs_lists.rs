//! The docs list every value a Riftbound content file may hold where the code has the list:
//! the keyword hooks and each value of those that take a name (docs/KEYWORDS.md), the events
//! (docs/KEYWORDS.md), the glossary's `kind` and `stacking` and the pack manifest's fields
//! (docs/CARDS.md). The lists are read from the code itself — the reader's "expected one of …"
//! for an unknown key or value — so a value added in Rust and not in the docs fails here.

use grimoire_core::content::PackManifest;
use grimoire_core::model::glossary::{KeywordKind, Stacking};
use grimoire_riftbound::model::glossary::{Hooks, TriggerEvent};
use serde::de::DeserializeOwned;

fn doc(name: &str) -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/");
    std::fs::read_to_string(format!("{path}{name}")).expect("the doc")
}

/// The names the reader expects where `toml` (a key or a value it does not know) stands.
fn expected_of<T: DeserializeOwned>(toml: &str) -> Vec<String> {
    let Err(e) = toml::from_str::<T>(toml) else {
        panic!("{toml}: an unknown name read")
    };
    let message = e.message().to_string();
    let (_, rest) = message
        .split_once("expected ")
        .unwrap_or_else(|| panic!("{message}"));
    let names: Vec<String> = rest
        .split('`')
        .skip(1)
        .step_by(2)
        .map(String::from)
        .collect();
    assert!(!names.is_empty(), "{message}");
    names
}

/// Each of `names` that `text` does not show as `` `name` ``.
fn missing<'a>(text: &str, names: &'a [String]) -> Vec<&'a str> {
    names
        .iter()
        .filter(|n| !text.contains(&format!("`{n}`")) && !text.contains(&format!("`{n} ")))
        .map(String::as_str)
        .collect()
}

#[derive(serde::Deserialize, Debug)]
#[allow(dead_code)]
struct One<T> {
    v: T,
}

#[test]
fn every_keyword_hook_and_its_values_are_in_keywords_md() {
    let text = doc("KEYWORDS.md");
    let hooks = expected_of::<Hooks>("zzz = 1");
    assert!(hooks.contains(&"condition".to_string()), "{hooks:?}");
    let mut gaps: Vec<String> = missing(&text, &hooks)
        .into_iter()
        .map(|h| format!("hook {h}"))
        .collect();
    for probe in [
        "permission = \"zzz\"",
        "trigger = \"zzz\"",
        "might_while = \"zzz\"",
        "movement = \"zzz\"",
        "damage_order = \"zzz\"",
        "condition = \"zzz\"",
        "optional_cost = { effect = \"zzz\" }",
        "play_location = { at = \"zzz\" }",
    ] {
        let values = expected_of::<Hooks>(probe);
        gaps.extend(
            missing(&text, &values)
                .into_iter()
                .map(|v| format!("{probe}: {v}")),
        );
    }
    for e in TriggerEvent::ALL {
        if !text.contains(&format!("`{}`", e.name())) {
            gaps.push(format!("event {}", e.name()));
        }
    }
    assert!(gaps.is_empty(), "docs/KEYWORDS.md lacks {gaps:?}");
}

#[test]
fn every_glossary_kind_stacking_and_pack_field_is_in_cards_md() {
    let text = doc("CARDS.md");
    let mut gaps = Vec::new();
    for (what, values) in [
        ("kind", expected_of::<One<KeywordKind>>("v = \"zzz\"")),
        ("stacking", expected_of::<One<Stacking>>("v = \"zzz\"")),
        (
            "pack.toml",
            expected_of::<PackManifest>("name = \"x\"\nzzz = 1"),
        ),
    ] {
        gaps.extend(
            missing(&text, &values)
                .into_iter()
                .map(|v| format!("{what}: {v}")),
        );
    }
    assert!(gaps.is_empty(), "docs/CARDS.md lacks {gaps:?}");
}
