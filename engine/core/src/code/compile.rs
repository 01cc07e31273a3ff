//! Compiling card scripts once, at load time.

use super::Compiled;
use crate::diag::{Diagnostic, SourcePos};
use crate::model::catalog::ScriptInfo;
use crate::model::functions::{choose_fn, condition_fn};
use rhai::Engine;

/// The largest script file: Rhai's parser is quadratic in the functions of one file and in
/// the variables of one function (each name is looked up among all those before it), so a
/// file of hundreds of kilobytes takes minutes to compile. Card scripts and helper files are a
/// few kilobytes; a pack with more code spreads it over files, which load in linear time.
pub const MAX_SCRIPT_BYTES: usize = 64 * 1024;

/// Compiles `source` read from `path`. A card script has only `fn` items: top-level
/// statements would run on every call (Rhai re-evaluates them), so they are refused.
pub fn compile(engine: &Engine, path: &str, source: &str) -> Result<Compiled, Diagnostic> {
    if source.len() > MAX_SCRIPT_BYTES {
        return Err(Diagnostic::new(
            SourcePos::new(path, 1, 1),
            format!(
                "a script file is at most {MAX_SCRIPT_BYTES} bytes, this one has {}: split it \
                 into several files (scripts/lib/ for shared helpers)",
                source.len()
            ),
        ));
    }
    let ast = engine.compile(source).map_err(|e| {
        let pos = e.1;
        Diagnostic::new(
            SourcePos::new(path, pos.line().unwrap_or(1), pos.position().unwrap_or(1)),
            e.0.to_string(),
        )
    })?;
    if let Some(stmt) = ast.statements().first() {
        let pos = stmt.position();
        return Err(Diagnostic::new(
            SourcePos::new(path, pos.line().unwrap_or(1), pos.position().unwrap_or(1)),
            "a card script has only `fn` items; this statement would run on every call",
        ));
    }
    if let Some(pos) = explicit_curry(&ast) {
        return Err(Diagnostic::new(
            SourcePos::new(path, pos.line().unwrap_or(1), pos.position().unwrap_or(1)),
            "`curry` is not available to card scripts: a closure (`|x| …`) captures the values \
             it needs",
        ));
    }
    // A closure (`|x| …`) is compiled into a function of its own, under a name no script can
    // write (`anon$…`): it is called where the closure is, never by the engine, so it is
    // neither a card's function nor a helper the unused-function check would look at.
    let named = || {
        ast.iter_functions()
            .filter(|f| rhai::is_valid_function_name(f.name))
    };
    let functions: crate::model::function_set::FunctionSet =
        named().map(|f| f.name.into()).collect();
    let paired = |companion: fn(&str) -> String| {
        functions
            .iter()
            .filter_map(|f| Some((f.clone(), functions.get(companion(f).as_str())?.clone())))
            .collect()
    };
    let choosers = paired(choose_fn);
    let conditions = paired(condition_fn);
    let private = named()
        .filter(|f| f.access == rhai::FnAccess::Private)
        .map(|f| f.name.to_string())
        .collect();
    let declared_at = declarations(source);
    Ok(Compiled {
        info: ScriptInfo {
            path: path.to_string(),
            functions,
            choosers,
            conditions,
            private,
            loops_at: first_loops(&ast, &declared_at),
            declared_at,
            helpers: Default::default(),
            from_text: Default::default(),
        },
        ast,
        helpers: None,
    })
}

/// Where the script calls `curry` itself, if it does. Each curry copies the arguments curried
/// before it, so a chain of them (`f = f.curry(x)` in a loop) is quadratic work at one
/// operation a link, which no operation count bounds. A closure's captured variables are
/// curried too, by the parser, once a closure: that call is the one whose first argument is the
/// closure's own anonymous function, and it stays.
fn explicit_curry(ast: &rhai::AST) -> Option<rhai::Position> {
    use rhai::{ASTNode, Expr, FnPtr};
    let mut found = None;
    ast.walk(&mut |path: &[ASTNode]| {
        let Some(ASTNode::Expr(expr)) = path.last() else {
            return true;
        };
        found = match expr {
            Expr::MethodCall(call, pos) if call.name == "curry" => Some(*pos),
            Expr::FnCall(call, pos) if call.name == "curry" => {
                let capture = matches!(call.args.first(), Some(Expr::DynamicConstant(f, _))
                    if f.read_lock::<FnPtr>()
                        .is_some_and(|f| f.is_anonymous()));
                (!capture).then_some(*pos)
            }
            _ => None,
        };
        found.is_none()
    });
    found
}

/// Each function's first loop statement (line, column): the loops of the whole script, each
/// given to the function declared last before it (`declared`, from the source: Rhai does not
/// nest functions, and a closure's loop is its enclosing function's in the text).
fn first_loops(
    ast: &rhai::AST,
    declared: &std::collections::BTreeMap<String, (usize, usize)>,
) -> std::collections::BTreeMap<String, (usize, usize)> {
    use rhai::{ASTNode, Stmt};
    let mut loops: Vec<(usize, usize)> = Vec::new();
    ast.walk(&mut |path: &[ASTNode]| {
        if let Some(ASTNode::Stmt(Stmt::While(_, pos) | Stmt::Do(_, _, pos) | Stmt::For(_, pos))) =
            path.last()
            && let Some(line) = pos.line()
        {
            loops.push((line, pos.position().unwrap_or(1)));
        }
        true
    });
    loops.sort_unstable();
    let mut by_line: Vec<(&(usize, usize), &String)> =
        declared.iter().map(|(n, at)| (at, n)).collect();
    by_line.sort_unstable();
    let mut out = std::collections::BTreeMap::new();
    for at in loops {
        if let Some((_, name)) = by_line.iter().rev().find(|(d, _)| **d <= at) {
            out.entry((*name).clone()).or_insert(at);
        }
    }
    out
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
