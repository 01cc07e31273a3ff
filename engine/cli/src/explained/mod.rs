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
use grimoire_core::words::of_fr;
use grimoire_core::{en_fr, format_en_fr, write_en_fr};
use records::ability;
use std::fmt::Write;

/// The readable form: fields, printed text, then the numbered records, in the language the
/// engine's words are shown in (`--lang`; English unset).
pub fn describe<R: Ruleset>(card: &CardType<R>, catalog: &Catalog<R>) -> String {
    let g = &catalog.glossary;
    let mut s = String::new();
    let (id, pack, name) = (&card.id, &card.pack, &card.name);
    let _ = write_en_fr!(s, en: "id: {id}\n", fr: "identifiant : {id}\n");
    let _ = write_en_fr!(s, en: "pack: {pack}\n", fr: "pack : {pack}\n");
    let _ = write_en_fr!(s, en: "name: {name}\n", fr: "nom : {name}\n");
    for (field, value) in R::card_fields(card) {
        let _ = write_en_fr!(s, en: "{field}: {value}\n", fr: "{field} : {value}\n");
    }
    let (file, line) = (&card.source.file, card.source.line);
    let _ =
        write_en_fr!(s, en: "defined at: {file}:{line}\n", fr: "définie dans : {file}:{line}\n");
    if let Some(script) = card.script {
        let path = &catalog.script(script).path;
        let _ = write_en_fr!(s, en: "script: {path}\n", fr: "script : {path}\n");
    }
    let text = en_fr!(en: "text", fr: "texte");
    section(&mut s, text, true, &card.text, g, card);
    for (title, text) in R::card_texts(card) {
        section(&mut s, title, false, text, g, card);
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
    let _ = writeln!(s, "{}", en_fr!(en: "reading:", fr: "lecture :"));
    for line in &read.lines {
        match &line.reading {
            Ok((r, functions)) => {
                let mut made: Vec<String> = Vec::new();
                for f in functions {
                    if script_defines(catalog, card, f) {
                        made.push(format_en_fr!(
                            en: "fn {f} (the script's, which replaces this reading)",
                            fr: "fn {f} (celle du script, qui remplace cette lecture)"
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
                let (n, words) = (line.line + 1, &u.words);
                let _ = write_en_fr!(s, en: "{n}. not read: «{words}»\n", fr: "{n}. non lu : «{words}»\n");
            }
        }
    }
}

/// A text of the card titled `title` (`text`, `effect text`, in the language shown): its
/// canonical form and its records; the card's `main` text says `-` when it has none.
fn section<R: Ruleset>(
    s: &mut String,
    title: &str,
    main: bool,
    text: &CardText<R>,
    g: &Glossary<R>,
    card: &CardType<R>,
) {
    if text.abilities.is_empty() {
        if main {
            let _ = write_en_fr!(s, en: "{title}: -\n", fr: "{title} : -\n");
        }
        return;
    }
    let _ = write_en_fr!(s, en: "{title} (canonical):\n", fr: "{title} (canonique) :\n");
    for line in render(text, g, card.lang).lines() {
        let _ = writeln!(s, "  {line}");
    }
    let of_title = of_fr(&format!("le {title}"));
    let _ = write_en_fr!(s, en: "{title} records:\n", fr: "enregistrements {of_title} :\n");
    for (i, a) in text.abilities.iter().enumerate() {
        let _ = writeln!(s, "{}. {}", i + 1, ability(a, g));
    }
}
