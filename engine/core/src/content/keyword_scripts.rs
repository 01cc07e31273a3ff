//! Keyword behaviour scripts (`scripts/keywords/*.rhai`, named by a glossary entry's `script`):
//! compiled once with the pack's shared helpers, checked for the functions the keyword's hooks
//! call. This is how a keyword that needs logic is added without recompiling.

use super::files::PackFiles;
use crate::code::Code;
use crate::code::compile::compile;
use crate::code::library::Lib;
use crate::diag::{Diagnostic, SourcePos};
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
            .filter(|f| !script.info.functions.contains(f))
            .collect();
        if !missing.is_empty() {
            let list: Vec<String> = missing.iter().map(|f| format!("`fn {f}(ctx)`")).collect();
            errors.push(Diagnostic::new(
                at,
                format!("keyword `{}` needs {} in {shown}", def.id, list.join(", ")),
            ));
            continue;
        }
        never_called(def, &script.info, source, &shown, errors);
        catalog.keyword_scripts[i] = Some(code.add(
            script,
            &mut catalog.scripts,
            &crate::script::direct::api_index::<R>,
        ));
    }
}

/// A public function of a keyword's script that neither the entry's hooks nor its `on`
/// subscriptions run (with their `choose_` functions), nor another function of the script
/// calls: a misspelt subscription's function would otherwise sit there and never run.
fn never_called<R: Ruleset>(
    def: &crate::model::glossary::KeywordDef<R>,
    info: &crate::model::catalog::ScriptInfo,
    source: &str,
    shown: &str,
    errors: &mut Vec<Diagnostic>,
) {
    let mut run: Vec<String> = def
        .hooks
        .script_functions(def.kind)
        .into_iter()
        .map(String::from)
        .collect();
    run.extend(def.on.iter().map(|s| s.function.to_string()));
    let choosers: Vec<String> = run
        .iter()
        .map(|f| crate::model::functions::choose_fn(f))
        .collect();
    run.extend(choosers);
    for name in info.functions.iter().map(|f| &**f) {
        if run.iter().any(|r| r == name)
            || name.starts_with('_')
            || info.private.contains(name)
            || info.helpers.contains_key(name)
            || super::unused::calls(source, name)
        {
            continue;
        }
        let (line, col) = info.declared_at.get(name).copied().unwrap_or((1, 1));
        let near = crate::code::lint::suggest::nearest(name, run.iter().map(String::as_str));
        let runs: Vec<String> = run.iter().map(|r| format!("`{r}`")).collect();
        let help = crate::code::lint::suggest::did_you_mean(&near).unwrap_or_else(|| {
            format!(
                "the glossary entry runs {}; name a private helper `_{name}`",
                runs.join(", ")
            )
        });
        errors.push(
            Diagnostic::new(
                SourcePos::new(shown, line, col),
                format!(
                    "`fn {name}` in {shown} is never called: keyword `{}` runs {}",
                    def.id,
                    runs.join(", ")
                ),
            )
            .with_help(help),
        );
    }
}
