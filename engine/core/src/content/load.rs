//! Loading packs into a catalog: manifests, dependency order, glossaries, cards, scripts.
//! Every problem is collected as a located diagnostic; nothing is half-loaded.

use super::card_file::{CardFile, PackManifest};
use super::files::PackFiles;
use super::helpers::Lib;
use super::spans::toml_error;
use super::unused::check_unused;
use super::validate::{FileCtx, card_type};
use crate::diag::{Diagnostic, Location};
use crate::model::card::{CardKind, Lang, ScriptId};
use crate::model::catalog::{Catalog, PackInfo};
use crate::model::functions::{RESOLVE, ability_functions};
use crate::model::records::Ability;
use crate::script::compile::compile;
use crate::text::load_glossary;
use std::collections::BTreeMap;

/// The base game's pack name (cards-and-packs.md).
pub const BASE_PACK: &str = "riftbound";

struct Pack {
    files: PackFiles,
    info: PackInfo,
    lang: Lang,
}

/// Loads `packs` (in any order) into one catalog, compiling scripts with `engine`.
pub fn load(packs: Vec<PackFiles>, engine: &rhai::Engine) -> Result<Catalog, Vec<Diagnostic>> {
    let mut errors = Vec::new();
    let mut loaded = Vec::new();
    for files in packs {
        if let Some(p) = manifest(files, &mut errors) {
            if loaded.iter().any(|q: &Pack| q.info.name == p.info.name) {
                errors.push(Diagnostic::new(
                    Location::new(p.files.display("pack.toml"), 1, 1),
                    format!("pack `{}` is loaded twice", p.info.name),
                ));
            } else {
                loaded.push(p);
            }
        }
    }
    let ordered = dependency_order(loaded, &mut errors);
    let mut catalog = Catalog::default();
    for p in &ordered {
        for g in ["grammar/glossary.toml", "glossary.toml"] {
            let Some(src) = p.files.get(g) else { continue };
            let file = p.files.display(g);
            if let Err(e) = load_glossary(src, &file, &p.info.name, &mut catalog.glossary) {
                errors.extend(e);
            }
        }
    }
    if errors.is_empty() {
        let mut libs: BTreeMap<String, Lib> = BTreeMap::new();
        for p in &ordered {
            let lib = Lib::build(&p.files, &p.info.depends, &libs, engine, &mut errors);
            super::keyword_scripts::load_keyword_scripts(
                &p.files,
                &p.info.name,
                &lib,
                &mut catalog,
                engine,
                &mut errors,
            );
            let first = catalog.cards.len();
            load_cards(p, &lib, &mut catalog, engine, &mut errors);
            let own = catalog.cards.split_off(first);
            check_unused(&own, &catalog, &mut errors);
            catalog.cards.extend(own);
            libs.insert(p.info.name.clone(), lib);
        }
    }
    if errors.is_empty() {
        for p in &ordered {
            for (rel, src) in p.files.under("decks", ".toml") {
                let id = rel.trim_start_matches("decks/").trim_end_matches(".toml");
                let file = p.files.display(rel);
                if let Some(d) =
                    super::deck::load_deck(&file, src, id, &p.info.name, &catalog, &mut errors)
                {
                    catalog.decks.push(d);
                }
            }
        }
    }
    catalog.packs = ordered.into_iter().map(|p| p.info).collect();
    if errors.is_empty() {
        Ok(catalog)
    } else {
        Err(errors)
    }
}

fn manifest(files: PackFiles, errors: &mut Vec<Diagnostic>) -> Option<Pack> {
    let file = files.display("pack.toml");
    let Some(src) = files.get("pack.toml") else {
        errors.push(Diagnostic::new(
            Location::new(file, 1, 1),
            "not a pack: pack.toml is missing",
        ));
        return None;
    };
    let m: PackManifest = match toml::from_str(src) {
        Ok(m) => m,
        Err(e) => {
            errors.push(toml_error(&file, src, &e));
            return None;
        }
    };
    let lang = match m.lang.as_ref().map(|l| l.get_ref().as_str()) {
        None | Some("fr") => Lang::Fr,
        Some("en") => Lang::En,
        Some(other) => {
            let at = Location::at(&file, src, m.lang.as_ref().map_or(0, |l| l.span().start));
            errors.push(Diagnostic::new(
                at,
                format!("unknown language `{other}`: expected fr or en"),
            ));
            Lang::Fr
        }
    };
    let info = PackInfo {
        name: m.name.get_ref().clone(),
        version: m.version,
        description: m.description,
        depends: m.depends.iter().map(|d| d.get_ref().clone()).collect(),
        root: files.root.clone(),
    };
    Some(Pack { files, info, lang })
}

/// Dependency order, then name order (cards-and-packs.md); never file-system order.
fn dependency_order(mut packs: Vec<Pack>, errors: &mut Vec<Diagnostic>) -> Vec<Pack> {
    packs.sort_by(|a, b| a.info.name.cmp(&b.info.name));
    for p in &packs {
        for d in &p.info.depends {
            if !packs.iter().any(|q| &q.info.name == d) {
                let file = p.files.display("pack.toml");
                errors.push(Diagnostic::new(
                    Location::new(file, 1, 1),
                    format!(
                        "pack `{}` depends on `{d}`, which is not loaded",
                        p.info.name
                    ),
                ));
            }
        }
    }
    let mut out: Vec<Pack> = Vec::new();
    while !packs.is_empty() {
        let ready = packs.iter().position(|p| {
            p.info.depends.iter().all(|d| {
                out.iter().any(|q| &q.info.name == d) || !packs.iter().any(|q| &q.info.name == d)
            })
        });
        match ready {
            Some(i) => out.push(packs.remove(i)),
            None => {
                let names: Vec<&str> = packs.iter().map(|p| p.info.name.as_str()).collect();
                let file = packs[0].files.display("pack.toml");
                errors.push(Diagnostic::new(
                    Location::new(file, 1, 1),
                    format!(
                        "packs depend on each other in a circle: {}",
                        names.join(", ")
                    ),
                ));
                break;
            }
        }
    }
    out
}

fn load_cards(
    p: &Pack,
    lib: &Lib,
    catalog: &mut Catalog,
    engine: &rhai::Engine,
    errors: &mut Vec<Diagnostic>,
) {
    let mut scripts: BTreeMap<String, Option<ScriptId>> = BTreeMap::new();
    let first_own = catalog.cards.len();
    for (rel, src) in p.files.under("cards", ".toml") {
        let file = p.files.display(rel);
        let parsed: CardFile = match toml::from_str(src) {
            Ok(f) => f,
            Err(e) => {
                errors.push(toml_error(&file, src, &e));
                continue;
            }
        };
        let cx = FileCtx {
            file: &file,
            src,
            pack: &p.info.name,
            lang: p.lang,
        };
        for def in &parsed.card {
            let def = def.get_ref();
            let Some(mut card) = card_type(&cx, def, &catalog.glossary, errors) else {
                continue;
            };
            let id = def.id.get_ref();
            if catalog.cards[first_own..].iter().any(|c| &c.id == id) {
                errors.push(cx.err(
                    &def.id,
                    format!("card id `{id}` is defined twice in pack `{}`", p.info.name),
                ));
                continue;
            }
            let redefines = catalog.cards[..first_own]
                .iter()
                .any(|c| &c.id == id && p.info.depends.contains(&c.pack));
            if redefines && !def.overrides {
                errors.push(cx.err(&def.id, format!("card `{id}` redefines a card of a dependency: add `overrides = true` if that is meant")));
                continue;
            }
            if let Some(s) = &def.script {
                let rel_script = format!("scripts/{}", s.get_ref());
                let shown = p.files.display(&rel_script);
                let id_slot = scripts.entry(rel_script.clone()).or_insert_with(|| {
                    match p.files.get(&rel_script) {
                        None => None,
                        Some(source) => match compile(engine, &shown, source) {
                            Ok(mut script) => {
                                lib.merge_into(&mut script);
                                catalog.scripts.push(script);
                                Some(ScriptId(catalog.scripts.len() as u32 - 1))
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
            check_functions(&cx, def, &card, catalog, errors);
            catalog.cards.push(card);
        }
    }
}

/// A card whose text needs a function its script lacks is refused at load time, not mid-game.
fn check_functions(
    cx: &FileCtx,
    def: &super::card_file::CardDef,
    card: &crate::model::card::CardType,
    catalog: &Catalog,
    errors: &mut Vec<Diagnostic>,
) {
    let mut needed: Vec<String> = ability_functions(&card.text, &catalog.glossary)
        .into_iter()
        .filter(|f| {
            f.keyword
                .is_some_and(|k| catalog.glossary.get(k).hooks.trigger.is_some())
        })
        .map(|f| f.name)
        .collect();
    let has_instructions = card
        .text
        .abilities
        .iter()
        .any(|a| matches!(a, Ability::Instruction { .. }));
    if card.kind == CardKind::Spell && has_instructions {
        needed.push(RESOLVE.to_string());
    }
    if needed.is_empty() {
        return;
    }
    let at = def
        .text
        .as_ref()
        .map_or_else(|| cx.at(&def.id), |t| cx.at(t));
    match card.script {
        None if def.script.is_none() => errors.push(
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
            let missing: Vec<String> = needed
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

fn list(fns: &[String]) -> String {
    let v: Vec<String> = fns.iter().map(|f| format!("`fn {f}(ctx)`")).collect();
    v.join(", ")
}
