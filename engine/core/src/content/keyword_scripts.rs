//! Keyword behaviour scripts (`scripts/keywords/*.rhai`, named by a glossary entry's `script`):
//! compiled once with the pack's shared helpers, checked for the functions the keyword's hooks
//! call. This is how a keyword that needs logic is added without recompiling.

use super::files::PackFiles;
use crate::code::Code;
use crate::code::compile::compile;
use crate::code::library::Lib;
use crate::diag::Diagnostic;
use crate::model::catalog::Catalog;
use crate::model::glossary::HookSet;
use crate::ruleset::Ruleset;

/// Compiles the scripts of the keywords `pack` defines into `catalog.keyword_scripts`.
pub fn load_keyword_scripts<R: Ruleset>(
    files: &PackFiles,
    pack: &str,
    lib: &Lib,
    catalog: &mut Catalog<R>,
    code: &mut Code,
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
        // The hooks say which functions the rules will call.
        let mut needed: Vec<&str> = def.hooks.script_functions(def.kind);
        needed.extend(def.on.iter().map(|s| &*s.function));
        let missing: Vec<&str> = needed
            .into_iter()
            .filter(|f| !script.info.functions.contains(*f))
            .collect();
        if !missing.is_empty() {
            let list: Vec<String> = missing.iter().map(|f| format!("`fn {f}(ctx)`")).collect();
            errors.push(Diagnostic::new(
                at,
                format!("keyword `{}` needs {} in {shown}", def.id, list.join(", ")),
            ));
            continue;
        }
        catalog.keyword_scripts[i] = Some(code.add(
            script,
            &mut catalog.scripts,
            &crate::script::direct::api_index::<R>,
        ));
    }
}
