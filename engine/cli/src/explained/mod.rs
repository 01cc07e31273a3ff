//! What `grimoire explain CARD` prints of a card: its fields, its printed text in canonical
//! form with the ability records it parses into, and how the effect language reads each line.
//! In the library so that the test pinning every base card's explanation reads them all from
//! one load of the content, as the command does for one.

pub mod records;

use crate::core::Ruleset;
use crate::core::content::card_effects::{card_reading, script_defines};
use crate::core::effects::describe::describe as describe_reading;
use crate::core::model::card::CardType;
use crate::core::model::catalog::Catalog;
use crate::core::model::glossary::Glossary;
use crate::core::model::records::CardText;
use crate::core::text::render;
use records::ability;
use std::fmt::Write;

/// The readable form: fields, printed text, then the numbered records.
pub fn describe<R: Ruleset>(card: &CardType<R>, catalog: &Catalog<R>) -> String {
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
