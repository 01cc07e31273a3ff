//! Shared script helpers: every pack may have `scripts/lib/*.rhai`, files of `fn` items that
//! every card script of that pack, and of the packs depending on it, calls directly
//! (`damage_target(ctx, 3)`). They are compiled once per load. A few are merged into each card
//! script's AST, so a call costs what a call to the card's own function costs; more than
//! `MERGED_HELPERS` stay in one module a pack, which every call of its scripts sees beside the
//! script's own functions (`Code::modules`): merged into each script, the scripts times the
//! helpers of a large pack would not fit in memory (2,000 scripts and 20,000 helpers did not
//! load in five minutes).
//!
//! Rhai forgets which file a merged function came from, so each library keeps a map from
//! function name to file: the host uses it to report an error inside a helper at the helper's
//! file, line and column rather than the card script's.

use super::Compiled;
use super::compile::compile;
use crate::diag::{Diagnostic, SourcePos};
use std::collections::BTreeMap;
use std::rc::Rc;

/// The folder of a pack's helper files.
pub const LIB_DIR: &str = "scripts/lib";

/// Helpers merged into each script; a pack (with its dependencies) that has more shares them.
pub const MERGED_HELPERS: usize = 64;

/// The helpers visible to one pack's card scripts: its dependencies' and its own.
#[derive(Clone, Default)]
pub struct Lib {
    pub ast: rhai::AST,
    /// Function name → the file that defines it, as shown in messages; shared by every script
    /// description of the pack.
    pub files: Rc<BTreeMap<String, String>>,
}

impl Lib {
    /// The helpers of a pack: those of its dependencies (already built, in `libs`), then its
    /// own helper files (`sources`: the name shown in messages and the text, in name order). A
    /// pack's helper replaces a dependency's helper of the same name; two files of one pack
    /// defining the same name is an error.
    pub fn build(
        sources: &[(String, &str)],
        depends: &[String],
        libs: &BTreeMap<String, Lib>,
        engine: &rhai::Engine,
        errors: &mut Vec<Diagnostic>,
    ) -> Lib {
        let mut lib = Lib::default();
        for dep in depends {
            if let Some(d) = libs.get(dep) {
                lib.add(&d.ast, &d.files);
            }
        }
        let mut own: BTreeMap<String, String> = BTreeMap::new();
        for (shown, source) in sources {
            let shown = shown.clone();
            let script = match compile(engine, &shown, source) {
                Ok(s) => s,
                Err(d) => {
                    errors.push(d);
                    continue;
                }
            };
            for name in script.info.functions.iter().map(|f| &**f) {
                if let Some(first) = own.get(name) {
                    let (line, col) = script.info.declared_at.get(name).copied().unwrap_or((1, 1));
                    errors.push(Diagnostic::new(
                        SourcePos::new(&shown, line, col),
                        format!("helper `fn {name}` is already defined in {first}"),
                    ));
                }
                own.insert(name.to_string(), shown.clone());
            }
            let files = script
                .info
                .functions
                .iter()
                .map(|f| (f.to_string(), shown.clone()))
                .collect();
            lib.add(&script.ast, &files);
        }
        lib
    }

    fn add(&mut self, ast: &rhai::AST, files: &BTreeMap<String, String>) {
        self.ast.combine(ast.clone());
        Rc::make_mut(&mut self.files).extend(files.iter().map(|(k, v)| (k.clone(), v.clone())));
    }

    /// `script` with these helpers in reach of its calls: merged into it when they are few,
    /// else shared. The card's own functions win over a helper of the same name and arity (and
    /// keep their own file in error reports).
    pub fn merge_into(&self, script: &mut Compiled) {
        if self.files.is_empty() {
            return;
        }
        if self.files.len() <= MERGED_HELPERS {
            script.ast = self.ast.merge(&script.ast);
        } else {
            script.helpers = Some(self.ast.shared_lib().clone());
        }
        script.info.helpers = self.files.clone();
    }
}
