//! Scripts checked at load against the card API, before any game: unknown `ctx` functions and
//! properties (with "did you mean"), wrong argument counts, literal arguments of the wrong
//! kind, unknown keys in option maps, unknown keyword names. Each mistake is reported at the
//! script's file, line and column in a designer's words (number, text, list, map — never Rust's
//! type names), so it is met at `grimoire check` rather than mid-game.
//!
//! The API is the engine's own metadata (`api.rs`, what `grimoire defs` exports) with the
//! ruleset's notes (`Ruleset::SCRIPT_NOTES`): the checks name no game.

pub mod api;
pub mod docs;
pub mod notes;
pub mod suggest;
pub mod walk;
pub mod words;

pub use notes::{ApiNote, NoteKind};

use crate::code::Code;
use crate::diag::Diagnostic;
use crate::model::card::ScriptId;
use crate::model::catalog::Catalog;
use crate::ruleset::Ruleset;
use api::CardApi;
use std::collections::{BTreeMap, BTreeSet};
use walk::{Checker, Unit};

/// Checks every compiled script of `catalog` against the API registered on `engine`.
/// `sources` maps each script file, as shown in messages, to its text. A function shared by
/// several scripts (a helper of `scripts/lib/`) is checked once, in its own file.
pub fn check_scripts<R: Ruleset>(
    catalog: &Catalog<R>,
    code: &Code,
    engine: &rhai::Engine,
    sources: &BTreeMap<String, &str>,
) -> Vec<Diagnostic> {
    let api = CardApi::from_engine(engine);
    let glossary = &catalog.glossary;
    let keyword = |name: &str| -> Option<Vec<String>> {
        glossary.lookup(name).err()?;
        let names = glossary
            .entries
            .iter()
            .flat_map(|e| [e.fr.as_str(), e.en.as_str()]);
        Some(
            suggest::nearest(name, names)
                .into_iter()
                .map(String::from)
                .collect(),
        )
    };
    let checker = Checker {
        api: &api,
        notes: R::SCRIPT_NOTES,
        keyword: &keyword,
    };
    let mut seen: BTreeSet<(String, String, usize)> = BTreeSet::new();
    let mut out = Vec::new();
    for (i, info) in catalog.scripts.iter().enumerate() {
        let ast = code.ast(ScriptId(i as u32));
        let script_fns: BTreeSet<&str> = ast.iter_functions().map(|f| f.name).collect();
        for f in ast.iter_functions() {
            let file = info.file_of(f.name);
            let arity = f.params.len();
            if !seen.insert((file.to_string(), f.name.to_string(), arity)) {
                continue;
            }
            // Rhai's `clone_functions_only_filtered` keeps every function when the copy starts
            // empty; `retain_functions` filters.
            let mut one = ast.clone();
            one.retain_functions(|_, _, name, n| name == f.name && n == arity);
            let unit = Unit {
                file,
                source: sources.get(file).copied(),
                script_fns: &script_fns,
                helpers: &info.helpers,
            };
            checker.check(&one, &unit, &mut out);
        }
    }
    // Rhai keeps a script's functions in a hash map: reading order, not its order.
    out.sort_by(|a, b| a.location.cmp(&b.location));
    out
}

#[cfg(test)]
mod tests;
