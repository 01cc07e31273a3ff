//! Compiling card scripts once, at load time, into the catalog.

use crate::diag::{Diagnostic, Location};
use crate::model::catalog::Script;
use rhai::Engine;

/// Compiles `source` read from `path`. A card script holds only `fn` items: top-level
/// statements would run on every call, so they are refused (STACK-NOTES).
pub fn compile(engine: &Engine, path: &str, source: &str) -> Result<Script, Diagnostic> {
    let ast = engine.compile(source).map_err(|e| {
        let pos = e.1;
        Diagnostic::new(
            Location::new(path, pos.line().unwrap_or(1), pos.position().unwrap_or(1)),
            e.0.to_string(),
        )
    })?;
    if let Some(stmt) = ast.statements().first() {
        let pos = stmt.position();
        return Err(Diagnostic::new(
            Location::new(path, pos.line().unwrap_or(1), pos.position().unwrap_or(1)),
            "a card script holds only `fn` items; this statement would run on every call",
        ));
    }
    let functions = ast.iter_functions().map(|f| f.name.to_string()).collect();
    Ok(Script {
        path: path.to_string(),
        ast,
        functions,
        declared_at: declarations(source),
        helpers: Default::default(),
    })
}

/// `fn name(` declarations found in the source, with 1-based line and column of `fn`.
fn declarations(source: &str) -> std::collections::BTreeMap<String, (usize, usize)> {
    let mut out = std::collections::BTreeMap::new();
    for (i, line) in source.lines().enumerate() {
        let trimmed = line.trim_start();
        let Some(rest) = trimmed
            .strip_prefix("fn ")
            .or_else(|| trimmed.strip_prefix("private fn "))
        else {
            continue;
        };
        let name: String = rest
            .trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let col = line[..line.len() - trimmed.len()].chars().count() + 1;
        out.entry(name).or_insert((i + 1, col));
    }
    out
}
