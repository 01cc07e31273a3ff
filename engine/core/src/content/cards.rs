//! A pack's cards: each card file read with positions, each card's text parsed against the
//! glossary, and the functions its text requires checked against its script.

use super::card_file::{CardDefinition, CardFile, FileCtx};
use super::packs::Pack;
use super::spans::parse_toml;
use crate::code::Code;
use crate::code::compile::compile;
use crate::code::library::Lib;
use crate::diag::Diagnostic;
use crate::effects::CardReading;
use crate::model::card::{CardSource, CardType, Lang, ScriptId};
use crate::model::catalog::Catalog;
use crate::model::functions::ability_functions;
use crate::model::glossary::Glossary;
use crate::ruleset::Ruleset;
use std::collections::BTreeMap;
use std::rc::Rc;

pub(super) fn load_cards<R: Ruleset>(
    p: &Pack,
    lib: &Lib,
    catalog: &mut Catalog<R>,
    code: &mut Code,
    engine: &rhai::Engine,
    errors: &mut Vec<Diagnostic>,
) {
    let mut scripts: BTreeMap<String, Option<ScriptId>> = BTreeMap::new();
    let first_own = catalog.cards.len();
    // The ids this pack has defined so far, and those of the packs loaded before (first
    // definition of each): looked up, not searched card by card (quadratic in a pack's cards).
    let mut own: std::collections::BTreeSet<String> = std::collections::BTreeSet::new();
    let mut earlier_ids: BTreeMap<&str, usize> = BTreeMap::new();
    for (i, c) in catalog.cards[..first_own].iter().enumerate() {
        earlier_ids.entry(c.id.as_str()).or_insert(i);
    }
    let earlier_ids: BTreeMap<String, usize> = earlier_ids
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
    // Every file parsed first: the kinds of card they name (tags, subtypes) are words of the
    // effect language before any card's text is read, whichever file names them.
    let files: Vec<(String, &str, CardFile<R::CardDef>)> = p
        .files
        .under("cards", ".toml")
        .filter_map(|(rel, src)| {
            let file = p.files.display(rel);
            parse_toml::<CardFile<R::CardDef>>(&file, src, errors).map(|parsed| (file, src, parsed))
        })
        .collect();
    catalog.effects.learn_kinds(
        files
            .iter()
            .flat_map(|(_, _, f)| &f.card)
            .flat_map(|def| def.get_ref().kinds()),
    );
    for (file, src, parsed) in &files {
        let (file, src) = (file.as_str(), *src);
        let lines = crate::diag::LineIndex::new(src);
        let cx = FileCtx {
            file,
            src,
            lines: &lines,
            pack: &p.info.name,
            lang: p.lang,
        };
        for def in &parsed.card {
            let def = def.get_ref();
            let Some(mut card) = card_type::<R>(&cx, def, &catalog.glossary, errors) else {
                continue;
            };
            let id = def.id().get_ref();
            if own.contains(id) {
                errors.push(cx.err(
                    def.id(),
                    format!("card id `{id}` is defined twice in pack `{}`", p.info.name),
                ));
                continue;
            }
            // A bare id means the newest definition (`Catalog::find`), so any earlier pack's
            // card of the same id — a dependency's or not, the base game's included — is
            // replaced for everyone who names it bare: only on purpose.
            let earlier = earlier_ids.get(id).map(|&i| &catalog.cards[i]);
            if let (Some(c), false) = (earlier, def.overrides()) {
                let whose = if p.info.depends.contains(&c.pack) {
                    "a dependency"
                } else {
                    "a pack loaded before"
                };
                errors.push(cx.err(def.id(), format!("card `{id}` redefines a card of {whose} (`{}:{id}`), which a bare `{id}` would no longer name: add `overrides = true` if that is meant, or choose another id", c.pack)));
                continue;
            }
            if let Some(s) = def.script() {
                let rel_script = format!("scripts/{}", s.get_ref());
                let shown = p.files.display(&rel_script);
                let id_slot = scripts.entry(rel_script.clone()).or_insert_with(|| {
                    match p.files.get(&rel_script) {
                        None => None,
                        Some(source) => match compile(engine, &shown, source) {
                            Ok(mut script) => {
                                lib.merge_into(&mut script);
                                Some(code.add(
                                    script,
                                    &mut catalog.scripts,
                                    &crate::script::direct::api_index::<R>,
                                ))
                            }
                            Err(d) => {
                                errors.push(d);
                                None
                            }
                        },
                    }
                });
                if p.files.get(&rel_script).is_none() {
                    errors.push(cx.err(s, format!("script `{shown}` does not exist")));
                }
                card.script = *id_slot;
            }
            let reading = read_text(p, def, lib, &mut card, catalog, code, engine, errors);
            card.ability_names = super::ability_names::name_abilities(&card, &reading, catalog);
            super::dead_lines::check(&cx, def, &card, &reading, catalog, errors);
            check_functions(&cx, def, &card, catalog, errors);
            own.insert(id.clone());
            catalog.cards.push(card);
        }
    }
}

/// The functions `card`'s sentences make (`card_effects.rs`), compiled with its own script,
/// which keeps every function it defines: a card whose text the language reads needs none.
/// Returns the reading, each line's result.
#[allow(clippy::too_many_arguments)]
fn read_text<R: Ruleset>(
    p: &Pack,
    def: &R::CardDef,
    lib: &Lib,
    card: &mut CardType<R>,
    catalog: &mut Catalog<R>,
    code: &mut Code,
    engine: &rhai::Engine,
    errors: &mut Vec<Diagnostic>,
) -> CardReading {
    let mut reading =
        super::card_effects::card_reading(&catalog.effects, &catalog.glossary, card, &|f| {
            super::card_effects::script_defines(catalog, card, f)
        });
    if reading.source.is_empty() {
        return reading;
    }
    let own = def
        .script()
        .and_then(|s| p.files.get(&format!("scripts/{}", s.get_ref())));
    let (path, source) = match (card.script, own) {
        (Some(s), Some(src)) => (
            catalog.script(s).path.clone(),
            format!("{src}\n{}", reading.source),
        ),
        _ => (
            format!(
                "{} (card `{}`, read from its text)",
                card.source.file, card.id
            ),
            std::mem::take(&mut reading.source),
        ),
    };
    match compile(engine, &path, &source) {
        Ok(mut script) => {
            lib.merge_into(&mut script);
            script.info.from_text = reading
                .functions
                .iter()
                .map(|f| f.as_str().into())
                .collect();
            card.script = Some(code.add(
                script,
                &mut catalog.scripts,
                &crate::script::direct::api_index::<R>,
            ));
        }
        Err(d) => errors.push(d),
    }
    reading
}

/// The core's part of a card type: its id, name, language, parsed text, keyword instances and
/// ability functions; the ruleset's facts come from `R::card_facts`. Every error is located.
pub fn card_type<R: Ruleset>(
    cx: &FileCtx,
    def: &R::CardDef,
    glossary: &Glossary<R>,
    errors: &mut Vec<Diagnostic>,
) -> Option<CardType<R>> {
    let before = errors.len();
    let id = def.id().get_ref();
    if id.is_empty()
        || !id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        errors.push(cx.err(
            def.id(),
            format!("card id `{id}` must use only a-z, 0-9 and `-`"),
        ));
    }
    let lang = cx.lang_of(def.lang(), errors);
    let inner = FileCtx {
        file: cx.file,
        src: cx.src,
        lines: cx.lines,
        pack: cx.pack,
        lang,
    };
    if let Some(same) = def.name_in(lang) {
        let field = match lang {
            Lang::En => "name_en",
            Lang::Fr => "name_fr",
        };
        errors.push(cx.err(
            same,
            format!("`{field}` names the card in the language it is printed in: `name` is that name (a translation goes in the other language's field)"),
        ));
    }
    let translated = def
        .name_in(crate::model::card_names::other(lang))
        .map(|n| crate::model::card_names::Translated::new(n.get_ref().clone()));
    if let (Some(t), Some(n)) = (
        &translated,
        def.name_in(crate::model::card_names::other(lang)),
    ) && t.label.is_empty()
    {
        errors.push(cx.err(n, "a card's name needs a letter or a digit"));
    }
    let text = inner.parse_text(def.text(), lang, glossary, errors);
    let facts = R::card_facts(&inner, def, &text, glossary, errors);
    if errors.len() > before {
        return None;
    }
    let keywords = text.keyword_instances(glossary);
    let abilities = ability_functions(&text, glossary);
    Some(CardType {
        id: id.clone(),
        pack: cx.pack.to_string(),
        name: def.name().get_ref().clone(),
        lang,
        translated,
        text_source: def.text().map(|t| t.get_ref().clone()).unwrap_or_default(),
        text,
        keywords,
        abilities,
        ability_names: Default::default(),
        script: None,
        source: CardSource {
            file: cx.file.to_string(),
            line: cx.at(def.id()).line,
        },
        facts: facts?,
    })
}

/// A card whose text needs a function its script lacks is refused at load time, not mid-game.
fn check_functions<R: Ruleset>(
    cx: &FileCtx,
    def: &R::CardDef,
    card: &CardType<R>,
    catalog: &Catalog<R>,
    errors: &mut Vec<Diagnostic>,
) {
    let needed = R::required_functions(card, &catalog.glossary);
    if needed.is_empty() {
        return;
    }
    let at = def.text().map_or_else(|| cx.at(def.id()), |t| cx.at(t));
    match card.script {
        None if def.script().is_none() => errors.push(
            Diagnostic::new(
                at,
                format!(
                    "card `{}` needs a script defining {}",
                    card.id,
                    list(&needed)
                ),
            )
            .with_help(format!("add `script = \"cards/{}.rhai\"`", card.id)),
        ),
        None => {}
        Some(s) => {
            let script = catalog.script(s);
            let missing: Vec<Rc<str>> = needed
                .into_iter()
                .filter(|f| !script.functions.contains(f))
                .collect();
            if !missing.is_empty() {
                errors.push(Diagnostic::new(
                    at,
                    format!(
                        "card `{}` needs {} in {}",
                        card.id,
                        list(&missing),
                        script.path
                    ),
                ));
            }
        }
    }
}

fn list(fns: &[Rc<str>]) -> String {
    let v: Vec<String> = fns.iter().map(|f| format!("`fn {f}(ctx)`")).collect();
    v.join(", ")
}
