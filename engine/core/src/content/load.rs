//! Loading packs into a catalog: the packs in dependency order (`packs.rs`), their glossaries,
//! shared helpers and keyword scripts, their cards (`cards.rs`), the script checks, the decks.
//! Every problem is collected as a located diagnostic; nothing is half-loaded.

use super::cards::load_cards;
use super::files::PackFiles;
use super::packs::{Pack, check_games, dependency_order, manifest};
use super::unused::check_unused;
use crate::code::Code;
use crate::code::library::Lib;
use crate::diag::{Diagnostic, SourcePos};
use crate::effects::language::load_effects;
use crate::model::catalog::Catalog;
use crate::ruleset::Ruleset;
use crate::text::load_glossary;
use std::collections::BTreeMap;
use std::rc::Rc;

// Where these were before the loader was split in three: their paths stay.
pub use super::cards::card_type;
pub use super::packs::pack_game;

/// A catalog and its compiled scripts: what a game is played with.
pub struct Loaded<R: Ruleset> {
    pub catalog: Rc<Catalog<R>>,
    pub code: Rc<Code>,
    /// What loads but most likely not as meant (`unused::helpers_never_called`): printed by
    /// `grimoire check`, errors under `--strict`.
    pub warnings: Vec<Diagnostic>,
}

impl<R: Ruleset> Clone for Loaded<R> {
    fn clone(&self) -> Self {
        Loaded {
            catalog: self.catalog.clone(),
            code: self.code.clone(),
            warnings: self.warnings.clone(),
        }
    }
}

/// Loads `packs` (in any order) into one catalog for ruleset `R`, compiling scripts with
/// `engine`.
pub fn load<R: Ruleset>(
    packs: Vec<PackFiles>,
    engine: &rhai::Engine,
) -> Result<Loaded<R>, Vec<Diagnostic>> {
    let mut errors = Vec::new();
    let mut loaded = Vec::new();
    for files in packs {
        // Every name and text a pack gives is shown to people: none has a control character.
        for (rel, src) in files.files.iter().filter(|(r, _)| r.ends_with(".toml")) {
            super::shown_text::check_toml(&files.display(rel), src, &mut errors);
        }
        // A file's name is shown too, and names a deck (`decks/<id>.toml`).
        for (rel, _) in &files.files {
            super::shown_text::check_file_name(&files.display(rel), rel, &mut errors);
        }
        if let Some(p) = manifest(files, &mut errors) {
            if loaded.iter().any(|q: &Pack| q.info.name == p.info.name) {
                errors.push(Diagnostic::new(
                    SourcePos::new(p.files.display("pack.toml"), 1, 1),
                    format!("pack `{}` is loaded twice", p.info.name),
                ));
            } else {
                loaded.push(p);
            }
        }
    }
    let mut ordered = dependency_order(loaded, &mut errors);
    check_games::<R>(&mut ordered, &mut errors);
    let mut catalog = Catalog::<R>::default();
    let mut code = Code::default();
    let mut warnings = Vec::new();
    for p in &ordered {
        if let Some(src) = p.files.get("glossary.toml") {
            let file = p.files.display("glossary.toml");
            if let Err(e) = load_glossary(src, &file, &p.info.name, &mut catalog.glossary) {
                errors.extend(e);
            }
        }
        if let Some(src) = p.files.get("effects.toml") {
            let file = p.files.display("effects.toml");
            if let Err(e) = load_effects(src, &file, &mut catalog.effects) {
                errors.extend(e);
            }
        }
    }
    if errors.is_empty() {
        let mut libs: BTreeMap<String, Lib> = BTreeMap::new();
        for p in &ordered {
            let sources: Vec<(String, &str)> = p
                .files
                .under(crate::code::library::LIB_DIR, ".rhai")
                .map(|(rel, src)| (p.files.display(rel), src))
                .collect();
            let lib = Lib::build(&sources, &p.info.depends, &libs, engine, &mut errors);
            super::keyword_scripts::load_keyword_scripts(
                &p.files,
                &p.info.name,
                &lib,
                &mut catalog,
                &mut code,
                engine,
                &mut errors,
            );
            let first = catalog.cards.len();
            load_cards(p, &lib, &mut catalog, &mut code, engine, &mut errors);
            let own = catalog.cards.split_off(first);
            check_unused(&own, &catalog, &mut errors);
            catalog.cards.extend(own);
            libs.insert(p.info.name.clone(), lib);
        }
        let sources: BTreeMap<String, &str> = ordered
            .iter()
            .flat_map(|p| {
                p.files
                    .under("scripts", ".rhai")
                    .map(|(r, s)| (p.files.display(r), s))
            })
            .collect();
        errors.extend(crate::code::lint::check_scripts(
            &catalog, &code, engine, &sources,
        ));
        warnings = super::unused::helpers_never_called(&ordered, &sources);
    }
    if errors.is_empty() {
        for p in &ordered {
            for (rel, src) in p.files.under("decks", ".toml") {
                let id = rel.trim_start_matches("decks/").trim_end_matches(".toml");
                let file = p.files.display(rel);
                if let Some(d) = R::load_deck(&file, src, id, &p.info.name, &catalog, &mut errors) {
                    catalog.decks.push(d);
                }
            }
        }
    }
    catalog.packs = ordered.into_iter().map(|p| p.info).collect();
    if errors.is_empty() {
        Ok(Loaded {
            catalog: Rc::new(catalog),
            code: Rc::new(code),
            warnings,
        })
    } else {
        Err(errors)
    }
}
