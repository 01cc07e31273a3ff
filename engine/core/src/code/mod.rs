//! Compiled Rhai code, below the loader and the host: the one sandboxed engine configuration,
//! compiling a script once, and the shared helper libraries merged into card scripts. The
//! catalog only describes scripts (`ScriptInfo`); their compiled form is kept here, in `Code`,
//! which the host runs.

pub mod budget;
pub mod compile;
pub mod direct;
pub mod library;
pub mod lint;
pub mod prints;
pub mod sandbox;

use crate::model::card::ScriptId;
use crate::model::catalog::ScriptInfo;

/// A compiled script and what the loader records of it.
pub struct Compiled {
    pub info: ScriptInfo,
    pub ast: rhai::AST,
    /// The shared helpers its calls see besides its own functions, when they are too many to
    /// be merged into it (`library::MERGED_HELPERS`): one module a pack, shared by all its
    /// scripts (merged, a pack of many scripts and many helpers would keep their product in
    /// memory).
    pub helpers: Option<rhai::Shared<rhai::Module>>,
}

/// The compiled scripts of one catalog, by `ScriptId`.
#[derive(Default)]
pub struct Code {
    asts: Vec<rhai::AST>,
    helpers: Vec<Option<rhai::Shared<rhai::Module>>>,
    /// Each script's functions the host may run itself (`direct`), by name.
    direct: Vec<Vec<(Box<str>, Vec<direct::Step>)>>,
}

impl Code {
    /// The script's own functions.
    pub fn ast(&self, id: ScriptId) -> &rhai::AST {
        &self.asts[id.0 as usize]
    }

    /// Whether script `id` shares its pack's helpers rather than holding them
    /// (`library::MERGED_HELPERS`): its calls then need both modules in reach.
    pub fn shares_helpers(&self, id: ScriptId) -> bool {
        self.helpers[id.0 as usize].is_some()
    }

    /// Puts in `lib` the modules a call of script `id` sees, in the order the engine searches
    /// them backwards: its pack's helpers, then its own functions (which win over a helper of
    /// the same name and arity).
    pub fn modules(&self, id: ScriptId, lib: &mut impl Extend<rhai::Shared<rhai::Module>>) {
        let i = id.0 as usize;
        lib.extend(self.helpers[i].iter().cloned());
        lib.extend([self.asts[i].shared_lib().clone()]);
    }

    /// The steps the host may run itself for `function` of script `id`, if its whole body is
    /// such (`direct::shape`).
    pub fn body(&self, id: ScriptId, function: &str) -> Option<&[direct::Step]> {
        let bodies = self.direct.get(id.0 as usize)?;
        bodies
            .iter()
            .find(|(f, _)| &**f == function)
            .map(|(_, d)| &d[..])
    }

    /// The direct call `function` of script `id` amounts to, if its body is that one call.
    pub fn direct(&self, id: ScriptId, function: &str) -> Option<&direct::DirectCall> {
        match self.body(id, function)? {
            [direct::Step::Call(call)] => Some(call),
            _ => None,
        }
    }

    /// Adds a compiled script: its description goes to `scripts` (the catalog's), its code
    /// here, under the same id, with its functions that are direct calls of an API function
    /// `api` places among the ruleset's directly callable ones (`direct`).
    pub fn add(
        &mut self,
        compiled: Compiled,
        scripts: &mut Vec<ScriptInfo>,
        api: direct::Lookup,
    ) -> ScriptId {
        debug_assert_eq!(self.asts.len(), scripts.len());
        let functions = compiled.info.functions.iter().map(|f| &**f);
        let direct = direct::shapes(&compiled.ast, compiled.helpers.as_deref(), functions, api);
        self.direct.push(direct);
        scripts.push(compiled.info);
        self.asts.push(compiled.ast);
        self.helpers.push(compiled.helpers);
        ScriptId(self.asts.len() as u32 - 1)
    }
}
