//! Loading packs into a catalog: manifests, dependency order, glossaries, cards, scripts.
//! Every problem is collected as a located diagnostic; nothing is half-loaded.

use super::card_file::{CardDefinition, CardFile, FileCtx, PackManifest};
use super::files::PackFiles;
use super::spans::{parse_toml, toml_error};
use super::unused::check_unused;
use crate::code::Code;
use crate::code::compile::compile;
use crate::code::library::Lib;
use crate::diag::{Diagnostic, SourcePos};
use crate::model::card::{CardSource, CardType, Lang, ScriptId};
use crate::model::catalog::{Catalog, PackInfo};
use crate::model::functions::ability_functions;
use crate::model::glossary::Glossary;
use crate::ruleset::Ruleset;
use crate::text::load_glossary;
use std::collections::BTreeMap;
use std::rc::Rc;

struct Pack {
    files: PackFiles,
    info: PackInfo,
    lang: Lang,
}

/// A catalog and its compiled scripts: what a game is played with.
pub struct Loaded<R: Ruleset> {
    pub catalog: Rc<Catalog<R>>,
    pub code: Rc<Code>,
}

impl<R: Ruleset> Clone for Loaded<R> {
    fn clone(&self) -> Self {
        Loaded {
            catalog: self.catalog.clone(),
            code: self.code.clone(),
        }
    }
}

/// The game a pack says it is content for (`game = "…"`), if it says; a pack that does not
/// takes its dependencies' game.
pub fn pack_game(files: &PackFiles) -> Result<Option<String>, Diagnostic> {
    let file = files.display("pack.toml");
    let src = files.get("pack.toml").ok_or_else(|| {
        Diagnostic::new(
            SourcePos::new(&file, 1, 1),
            "not a pack: pack.toml is missing",
        )
    })?;
    let m: PackManifest = toml::from_str(src).map_err(|e| toml_error(&file, src, &e))?;
    Ok(m.game.map(|g| g.into_inner()))
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
    for p in &ordered {
        if let Some(src) = p.files.get("glossary.toml") {
            let file = p.files.display("glossary.toml");
            if let Err(e) = load_glossary(src, &file, &p.info.name, &mut catalog.glossary) {
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
        })
    } else {
        Err(errors)
    }
}

/// Every pack must be content for `R`: a pack says its game, or takes the game of the packs it
/// depends on (already resolved, in dependency order).
fn check_games<R: Ruleset>(packs: &mut [Pack], errors: &mut Vec<Diagnostic>) {
    for i in 0..packs.len() {
        if packs[i].info.game.is_empty() {
            let inherited = packs[..i]
                .iter()
                .find(|q| packs[i].info.depends.contains(&q.info.name))
                .map(|q| q.info.game.clone());
            packs[i].info.game = inherited.unwrap_or_else(|| R::NAME.to_string());
        }
        let p = &packs[i];
        if p.info.game != R::NAME {
            errors.push(Diagnostic::new(
                SourcePos::new(p.files.display("pack.toml"), 1, 1),
                format!(
                    "pack `{}` is content for the game `{}`, but `{}` is being loaded",
                    p.info.name,
                    p.info.game,
                    R::NAME
                ),
            ));
        }
    }
}

fn manifest(files: PackFiles, errors: &mut Vec<Diagnostic>) -> Option<Pack> {
    let file = files.display("pack.toml");
    let Some(src) = files.get("pack.toml") else {
        errors.push(Diagnostic::new(
            SourcePos::new(file, 1, 1),
            "not a pack: pack.toml is missing",
        ));
        return None;
    };
    let m: PackManifest = parse_toml(&file, src, errors)?;
    let lang = match m.lang.as_ref().map(|l| l.get_ref().as_str()) {
        None | Some("fr") => Lang::Fr,
        Some("en") => Lang::En,
        Some(other) => {
            let at = SourcePos::at(&file, src, m.lang.as_ref().map_or(0, |l| l.span().start));
            errors.push(Diagnostic::new(
                at,
                format!("unknown language `{other}`: expected fr or en"),
            ));
            Lang::Fr
        }
    };
    let info = PackInfo {
        name: m.name.get_ref().clone(),
        game: m.game.map(|g| g.into_inner()).unwrap_or_default(),
        version: m.version,
        description: m.description,
        depends: m.depends.iter().map(|d| d.get_ref().clone()).collect(),
        root: files.root.clone(),
    };
    Some(Pack { files, info, lang })
}

/// Base games first (every pack of a game sits on it, declared or not), then dependency order,
/// then name order (docs/CARDS.md); never file-system order.
fn dependency_order(mut packs: Vec<Pack>, errors: &mut Vec<Diagnostic>) -> Vec<Pack> {
    packs.sort_by(|a, b| {
        let base = |p: &Pack| !matches!(p.files.layout, super::files::Layout::Base(_));
        (base(a), &a.info.name).cmp(&(base(b), &b.info.name))
    });
    for p in &packs {
        for d in &p.info.depends {
            if !packs.iter().any(|q| &q.info.name == d) {
                let file = p.files.display("pack.toml");
                errors.push(Diagnostic::new(
                    SourcePos::new(file, 1, 1),
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
                    SourcePos::new(file, 1, 1),
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

fn load_cards<R: Ruleset>(
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
    for (rel, src) in p.files.under("cards", ".toml") {
        let file = p.files.display(rel);
        let Some(parsed) = parse_toml::<CardFile<R::CardDef>>(&file, src, errors) else {
            continue;
        };
        let lines = crate::diag::LineIndex::new(src);
        let cx = FileCtx {
            file: &file,
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
                                Some(code.add(script, &mut catalog.scripts))
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
            own.insert(id.clone());
            catalog.cards.push(card);
        }
    }
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
        text_source: def.text().map(|t| t.get_ref().clone()).unwrap_or_default(),
        text,
        keywords,
        abilities,
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
                .filter(|f| !script.functions.contains(&**f))
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
