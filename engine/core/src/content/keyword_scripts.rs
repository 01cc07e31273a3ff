//! Keyword behaviour scripts (`scripts/keywords/*.rhai`, named by a glossary entry's `script`):
//! compiled once with the pack's shared helpers, checked for the functions the keyword's hooks
//! call. This is how a keyword that needs logic is added without recompiling (DESIGN 1).

use super::files::PackFiles;
use super::helpers::Lib;
use crate::diag::Diagnostic;
use crate::model::card::ScriptId;
use crate::model::catalog::Catalog;
use crate::model::functions::{ACTIVATE, TRIGGER};
use crate::model::glossary::KeywordKind;
use crate::script::compile::compile;

/// Compiles the scripts of the keywords `pack` defines into `catalog.keyword_scripts`.
pub fn load_keyword_scripts(
    files: &PackFiles,
    pack: &str,
    lib: &Lib,
    catalog: &mut Catalog,
    engine: &rhai::Engine,
    errors: &mut Vec<Diagnostic>,
) {
    catalog
        .keyword_scripts
        .resize(catalog.glossary.entries.len(), None);
    for i in 0..catalog.glossary.entries.len() {
        let def = &catalog.glossary.entries[i];
        let Some((path, at)) = def.script.clone().filter(|_| def.pack == pack) else {
            continue;
        };
        let rel = format!("scripts/{path}");
        let shown = files.display(&rel);
        let Some(source) = files.get(&rel) else {
            errors.push(Diagnostic::new(
                at,
                format!("keyword `{}`: script `{shown}` does not exist", def.id),
            ));
            continue;
        };
        let mut script = match compile(engine, &shown, source) {
            Ok(s) => s,
            Err(d) => {
                errors.push(d);
                continue;
            }
        };
        lib.merge_into(&mut script);
        // The hooks say which functions the kernel will call.
        let mut needed = Vec::new();
        if def.hooks.trigger.is_some() {
            needed.push(TRIGGER);
        }
        if def.kind == KeywordKind::Activated {
            needed.push(ACTIVATE);
        }
        let missing: Vec<&str> = needed
            .into_iter()
            .filter(|f| !script.functions.contains(*f))
            .collect();
        if !missing.is_empty() {
            let list: Vec<String> = missing.iter().map(|f| format!("`fn {f}(ctx)`")).collect();
            errors.push(Diagnostic::new(
                at,
                format!("keyword `{}` needs {} in {shown}", def.id, list.join(", ")),
            ));
            continue;
        }
        catalog.scripts.push(script);
        catalog.keyword_scripts[i] = Some(ScriptId(catalog.scripts.len() as u32 - 1));
    }
}
