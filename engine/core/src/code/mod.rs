//! Compiled Rhai code, below the loader and the host: the one sandboxed engine configuration,
//! compiling a script once, and the shared helper libraries merged into card scripts. The
//! catalog only describes scripts (`ScriptInfo`); their compiled form is kept here, in `Code`,
//! which the host runs.

pub mod budget;
pub mod compile;
pub mod library;
pub mod lint;
pub mod sandbox;

use crate::model::card::ScriptId;
use crate::model::catalog::ScriptInfo;

/// A compiled script and what the loader records of it.
pub struct Compiled {
    pub info: ScriptInfo,
    pub ast: rhai::AST,
}

/// The compiled scripts of one catalog, by `ScriptId`.
#[derive(Default)]
pub struct Code {
    asts: Vec<rhai::AST>,
}

impl Code {
    pub fn ast(&self, id: ScriptId) -> &rhai::AST {
        &self.asts[id.0 as usize]
    }

    /// Adds a compiled script: its description goes to `scripts` (the catalog's), its code
    /// here, under the same id.
    pub fn add(&mut self, compiled: Compiled, scripts: &mut Vec<ScriptInfo>) -> ScriptId {
        debug_assert_eq!(self.asts.len(), scripts.len());
        scripts.push(compiled.info);
        self.asts.push(compiled.ast);
        ScriptId(self.asts.len() as u32 - 1)
    }
}
