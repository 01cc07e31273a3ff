//! `grimoire explain CARD [PACK…]`: a card's fields and the ability records its printed text
//! parses into, one per line (or as JSON with `--json`), so a designer sees what the engine
//! understood. Without `--game` or packs, the card is looked for in every base game.

use super::records::ability;
use super::{BAD_INPUT, OK, game_for, load_all};
use grimoire::base::BaseSource;
use grimoire::core::Ruleset;
use grimoire::core::content::card_effects::{card_reading, script_defines};
use grimoire::core::effects::describe::describe as describe_reading;
use grimoire::core::model::card::CardType;
use grimoire::core::model::catalog::Catalog;
use grimoire::core::model::glossary::Glossary;
use grimoire::core::model::records::CardText;
use grimoire::core::text::render;
use grimoire::games::Game;
use grimoire::packs::Found;
use grimoire::with_game;
use std::fmt::Write;
use std::path::PathBuf;

pub fn explain(
    base: BaseSource,
    found: &Found,
    game: Option<Game>,
    id: &str,
    packs: &[PathBuf],
    json: bool,
    rhai: bool,
) -> i32 {
    let games = match game {
        None if packs.is_empty() => base.games(),
        _ => vec![game_for(game, packs)],
    };
    let mut last = BAD_INPUT;
    for (i, g) in games.iter().enumerate() {
        let report = i + 1 == games.len();
        last = with_game!(*g, R => explain_in::<R>(&base, found, id, packs, (json, rhai), report));
        if last != BAD_INPUT {
            return last;
        }
    }
    last
}

/// Explains `id` if game `R` has it; reports an unknown card only when `report`.
fn explain_in<R: Ruleset>(
    base: &BaseSource,
    found: &Found,
    id: &str,
    packs: &[PathBuf],
    (json, rhai): (bool, bool),
    report: bool,
) -> i32 {
    let loaded = match load_all::<R>(base, found, packs) {
        Ok((_, c, _)) => c,
        Err(code) => return code,
    };
    let catalog = &loaded.catalog;
    let Some(key) = catalog.find(id, None) else {
        if report {
            eprintln!("error: unknown card `{id}`");
            let near = catalog.nearest(id.rsplit(':').next().unwrap_or(id));
            if !near.is_empty() {
                let near: Vec<String> = near.iter().map(|n| format!("`{n}`")).collect();
                eprintln!("  help: did you mean {}?", near.join(", "));
            }
        }
        return BAD_INPUT;
    };
    let card = catalog.card(key);
    if rhai {
        let reading = card_reading(&catalog.effects, &catalog.glossary, card, &|_| false);
        print!("{}", reading.source);
    } else if json {
        println!("{}", to_json(card));
    } else {
        print!("{}", describe(card, catalog));
    }
    OK
}

/// The readable form: fields, printed text, then the numbered records.
fn describe<R: Ruleset>(card: &CardType<R>, catalog: &Catalog<R>) -> String {
    let g = &catalog.glossary;
    let mut s = String::new();
    let _ = writeln!(s, "id: {}", card.id);
    let _ = writeln!(s, "pack: {}", card.pack);
    let _ = writeln!(s, "name: {}", card.name);
    for (field, value) in R::card_fields(card) {
        let _ = writeln!(s, "{field}: {value}");
    }
    let _ = writeln!(s, "defined at: {}:{}", card.source.file, card.source.line);
    if let Some(script) = card.script {
        let _ = writeln!(s, "script: {}", catalog.script(script).path);
    }
    section(&mut s, "text", &card.text, g, card);
    for (title, text) in R::card_texts(card) {
        section(&mut s, title, text, g, card);
    }
    reading(&mut s, card, catalog);
    s
}

/// How the effect language reads each line it is given: the phrases and what fills them, the
/// functions made, or the words it could not read; a function the card's script defines wins.
fn reading<R: Ruleset>(s: &mut String, card: &CardType<R>, catalog: &Catalog<R>) {
    let read = card_reading(&catalog.effects, &catalog.glossary, card, &|_| false);
    if read.lines.is_empty() {
        return;
    }
    let _ = writeln!(s, "reading:");
    for line in &read.lines {
        match &line.reading {
            Ok((r, functions)) => {
                let mut made: Vec<String> = Vec::new();
                for f in functions {
                    if script_defines(catalog, card, f) {
                        made.push(format!(
                            "fn {f} (the script's, which replaces this reading)"
                        ));
                    } else {
                        made.push(format!("fn {f}"));
                    }
                }
                let _ = writeln!(s, "{}. → {}", line.line + 1, made.join(", "));
                for d in describe_reading(&catalog.effects, card.lang, r) {
                    let _ = writeln!(s, "   {d}");
                }
            }
            Err(u) => {
                let _ = writeln!(s, "{}. not read: «{}»", line.line + 1, u.words);
            }
        }
    }
}

fn section<R: Ruleset>(
    s: &mut String,
    title: &str,
    text: &CardText<R>,
    g: &Glossary<R>,
    card: &CardType<R>,
) {
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
fn to_json<R: Ruleset>(card: &CardType<R>) -> String {
    let mut value = serde_json::json!({
        "id": card.id,
        "pack": card.pack,
        "name": card.name,
        "lang": card.lang,
        "text": card.text_source,
        "abilities": card.text.abilities,
    });
    if let Some(map) = value.as_object_mut() {
        map.extend(R::card_json(card));
    }
    serde_json::to_string_pretty(&value).unwrap_or_default()
}
