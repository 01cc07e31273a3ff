//! `grimoire explain CARD [PACK…]`: a card's fields and the ability records its printed text
//! parses into, one per line (or as JSON with `--json`), so a designer sees what the engine
//! understood.

use super::records::ability;
use super::{BAD_INPUT, BaseSource, OK, load_all};
use grimoire::model::card::{CardKind, CardType};
use grimoire::model::catalog::Catalog;
use grimoire::model::glossary::Glossary;
use grimoire::model::records::CardText;
use grimoire::text::render;
use std::fmt::Write;
use std::path::PathBuf;

pub fn explain(base: BaseSource, id: &str, packs: &[PathBuf], json: bool) -> i32 {
    let catalog = match load_all(&base, packs) {
        Ok((_, c)) => c,
        Err(code) => return code,
    };
    let Some(key) = catalog.find(id, None) else {
        eprintln!("error: unknown card `{id}`");
        let near = catalog.nearest(id.rsplit(':').next().unwrap_or(id));
        if !near.is_empty() {
            let near: Vec<String> = near.iter().map(|n| format!("`{n}`")).collect();
            eprintln!("  help: did you mean {}?", near.join(", "));
        }
        return BAD_INPUT;
    };
    let card = catalog.card(key);
    if json {
        println!("{}", to_json(card));
    } else {
        print!("{}", describe(card, &catalog));
    }
    OK
}

fn kind(k: CardKind) -> &'static str {
    match k {
        CardKind::Unit => "unit",
        CardKind::Spell => "spell",
        CardKind::Gear => "gear",
        CardKind::Legend => "legend",
        CardKind::Battlefield => "battlefield",
        CardKind::Rune => "rune",
    }
}

fn list<T>(items: &[T], f: impl Fn(&T) -> String) -> String {
    if items.is_empty() {
        "-".to_string()
    } else {
        items.iter().map(f).collect::<Vec<_>>().join(", ")
    }
}

/// The readable form: fields, printed text, then the numbered records.
fn describe(card: &CardType, catalog: &Catalog) -> String {
    let g = &catalog.glossary;
    let mut s = String::new();
    let _ = writeln!(s, "id: {}", card.id);
    let _ = writeln!(s, "pack: {}", card.pack);
    let _ = writeln!(s, "name: {}", card.name);
    let _ = writeln!(s, "type: {}", kind(card.kind));
    let _ = writeln!(
        s,
        "domains: {}",
        list(&card.domains, |d| d.key().to_string())
    );
    let _ = writeln!(s, "cost: {}", card.cost);
    let might = card.might.map_or("-".to_string(), |m| m.to_string());
    let _ = writeln!(s, "might: {might}");
    let _ = writeln!(s, "tags: {}", list(&card.tags, |t| t.clone()));
    let supertypes = list(&card.supertypes, |t| {
        serde_json::to_value(t)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default()
    });
    let _ = writeln!(s, "supertypes: {supertypes}");
    let _ = writeln!(s, "defined at: {}:{}", card.source.file, card.source.line);
    if let Some(script) = card.script {
        let _ = writeln!(s, "script: {}", catalog.script(script).path);
    }
    section(&mut s, "text", &card.text, g, card);
    section(&mut s, "effect text", &card.effect_text, g, card);
    s
}

fn section(s: &mut String, title: &str, text: &CardText, g: &Glossary, card: &CardType) {
    if text.abilities.is_empty() {
        if title == "text" {
            let _ = writeln!(s, "{title}: -");
        }
        return;
    }
    let _ = writeln!(s, "{title} (canonical):");
    for line in render(text, g, card.lang).lines() {
        let _ = writeln!(s, "  {line}");
    }
    let _ = writeln!(s, "{title} records:");
    for (i, a) in text.abilities.iter().enumerate() {
        let _ = writeln!(s, "{}. {}", i + 1, ability(a, g));
    }
}

/// The card's fields and records as JSON (records as the engine serializes them).
fn to_json(card: &CardType) -> String {
    let value = serde_json::json!({
        "id": card.id,
        "pack": card.pack,
        "name": card.name,
        "type": card.kind,
        "domains": card.domains,
        "cost": card.cost.to_string(),
        "might": card.might,
        "tags": card.tags,
        "supertypes": card.supertypes,
        "lang": card.lang,
        "text": card.text_source,
        "abilities": card.text.abilities,
        "effect_abilities": card.effect_text.abilities,
    });
    serde_json::to_string_pretty(&value).unwrap_or_default()
}
